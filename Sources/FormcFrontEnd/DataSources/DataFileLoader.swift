import Foundation
import FormcDiagnostics
import FormcIR
import FormcYAML

/// Reads a data-source file into a `DataNode`, with the well-kept parser for each format:
/// Foundation's `PropertyListSerialization` (XML, binary and OpenStep plists) and
/// `JSONSerialization`, formc's own YAML front end (libyaml, so YAML data keeps line and
/// column), and an RFC 4180 reader for CSV (whose header row names the columns).
///
/// Failures are diagnostics at `reference` (where the spec names the file): FC204 when the
/// file cannot be read, FC205 when its bytes are not of `format`.
struct DataFileLoader {
    /// Where the spec names the file; problems without a place inside the file point here.
    let reference: SourceLocation

    /// Bounds on what one data file may cost: its size on disk, and the values it expands to
    /// (a binary plist can name one object many times: 127 bytes once stood for 1.8 GB).
    struct Limits: Sendable {
        /// Largest data file, in bytes.
        var maxFileBytes = 64 << 20
        /// Most values (scalars, lists, records) a file may hold once shared objects are
        /// counted at every place they are used.
        var maxValues = 1_000_000

        static let standard = Limits()
    }

    /// What all the data files of one spec may cost together: bytes read and values
    /// converted, summed over its sources. Without it a 454-byte spec whose 40 sources name
    /// one 9.8 MB file read and converted it 40 times (69 s, 2.17 GB); a file named twice
    /// pays twice.
    struct Budget: Sendable {
        var bytes: Int
        var values: Int

        /// The same bounds as one file's, for the whole spec.
        static let perSpec = Budget(bytes: Limits.standard.maxFileBytes, values: Limits.standard.maxValues)
    }

    var limits = Limits.standard

    /// Reads the data file at `path` (already checked to lie inside the project root).
    /// `displayPath` names it in messages, as the spec wrote it; nothing of the file's
    /// contents is quoted in a message (its place is given instead). `delimiter` separates a
    /// CSV file's fields; nil takes it from the header line (`CSVReader.detectDelimiter`).
    /// What it reads and converts is taken from `budget`, the spec's; a file past what is
    /// left is FC204 or FC205, like one past its own limits.
    func load(path: String, displayPath: String, format: DataFormat, delimiter: Unicode.Scalar?,
              budget: inout Budget) -> (DataNode?, Diagnostics) {
        var diagnostics = Diagnostics()
        let data: Data
        do {
            data = Data(try FileReader.read(path, limit: min(limits.maxFileBytes, max(0, budget.bytes))))
            budget.bytes -= data.count
        } catch {
            let why: String
            switch error {
            case .tooLarge(let size, _) where size <= limits.maxFileBytes:
                why = "is \(FileReader.Failure.bytes(size)), more than is left of the "
                    + "\(FileReader.Failure.bytes(Budget.perSpec.bytes)) that all of a spec's data files may hold "
                    + "together (a file named by several sources counts each time)"
            case .notFound:
                let linked = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
                why = linked ? "is a symbolic link that leads nowhere" : "does not exist"
            case .isDirectory: why = "is a directory, not a file"
            case .system(EACCES): why = "cannot be read (permission denied)"
            default: why = error.description
            }
            diagnostics.report(Diagnostic(.sourceFileUnreadable, "data file '\(displayPath)' \(why)", at: reference))
            return (nil, diagnostics)
        }
        let start = SourceLocation(file: displayPath, line: 1, column: 1)
        func malformed(_ why: String) -> (DataNode?, Diagnostics) {
            diagnostics.report(Diagnostic(.sourceFileMalformed, "'\(displayPath)' is not a valid \(format.rawValue) file: \(why)",
                                          at: reference))
            return (nil, diagnostics)
        }
        let valueLimit = min(limits.maxValues, max(0, budget.values))
        func tooManyValues() -> (DataNode?, Diagnostics) {
            budget.values = 0
            guard valueLimit < limits.maxValues else {
                return malformed("it expands to more than \(limits.maxValues) values "
                                 + "(an object used in many places counts each time)")
            }
            return malformed("it expands to more values than are left of the \(Budget.perSpec.values) that all of a "
                             + "spec's data files may hold together (a file named by several sources counts each time)")
        }
        func converted(_ object: Any) -> (DataNode?, Diagnostics) {
            var left = valueLimit
            guard let node = Self.node(from: object, at: start, budget: &left) else { return tooManyValues() }
            budget.values -= valueLimit - left
            return (node, diagnostics)
        }
        /// A tree the YAML or CSV reader built, counted against the budget.
        func counted(_ node: DataNode) -> (DataNode?, Diagnostics) {
            var left = valueLimit
            guard node.fits(in: &left) else { return tooManyValues() }
            budget.values -= valueLimit - left
            return (node, diagnostics)
        }
        switch format {
        case .plist:
            switch BinaryPlistBound.check([UInt8](data), limit: valueLimit) {
            case .fits: break
            case .tooLarge: return tooManyValues()
            case .malformed: return malformed("the property list parser rejected it")
            }
            do {
                let object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
                return converted(object)
            } catch {
                return malformed("the property list parser rejected it")
            }
        case .json:
            do {
                let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
                diagnostics.report(contentsOf: JSONDuplicateKeys.diagnostics(in: [UInt8](data), file: displayPath))
                return converted(object)
            } catch {
                // Foundation's parser says what and where in its debug description, which may
                // quote the file's text: that is taken out.
                let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
                let shown = detail.flatMap(Self.unquotedParserDescription).map { " (\($0))" } ?? ""
                return malformed("the JSON parser rejected it" + shown)
            }
        case .yaml:
            let result = YAMLLoader().load([UInt8](data), file: displayPath)
            if result.diagnostics.hasErrors {
                for diagnostic in result.diagnostics.all { diagnostics.report(Self.unquoted(diagnostic)) }
                return malformed("see the error above")
            }
            guard let document = result.documents.first, let root = document.root else { return malformed("it is empty") }
            return counted(DataNode(yaml: root, in: document))
        case .csv:
            guard let text = String(data: data, encoding: .utf8) else { return malformed("it is not UTF-8 text") }
            switch Result(catching: { () throws(CSVReader.Failure) in try CSVReader.records(text, file: displayPath, delimiter: delimiter) }) {
            case .success(let node): return counted(node)
            case .failure(.unterminatedQuote(let line)): return malformed("a quoted field opened on line \(line) never closes")
            case .failure(.emptyFile): return malformed("it has no header row")
            case .failure(.duplicateColumn): return malformed("the header (line 1) names one column twice")
            case .failure(.extraFields(let line)): return malformed("line \(line) has more fields than the header has columns")
            case .failure(.misplaced(let what, let location)): return (nil, CSVReader.diagnostics(what, at: location, namedAt: reference))
            }
        }
    }

    /// Converts what Foundation's parsers return. Dictionaries come back unordered, so their
    /// entries are sorted by key (as plist files store them) to keep output deterministic.
    /// - Returns: nil once more than `budget` values have been converted.
    static func node(from object: Any, at location: SourceLocation, budget: inout Int) -> DataNode? {
        budget -= 1
        guard budget >= 0 else { return nil }
        switch object {
        case let flag as Bool where !(object is NSNumber) || type(of: object as AnyObject) != NSNumber.self:
            // A plist <true/> arrives as Bool, a JSON true as an NSNumber subclass; 0 and 1
            // arrive as plain NSNumber and must stay numbers.
            return DataNode(.scalar(flag ? "true" : "false"), at: location)
        case let text as String:
            return DataNode(.scalar(text), at: location)
        case let array as [Any]:
            var items: [DataNode] = []
            items.reserveCapacity(min(array.count, budget))
            for item in array {
                guard let converted = node(from: item, at: location, budget: &budget) else { return nil }
                items.append(converted)
            }
            return DataNode(.array(items), at: location)
        case let dictionary as [String: Any]:
            var entries: [(key: String, value: DataNode)] = []
            for key in dictionary.keys.sorted() {
                guard let item = dictionary[key] else { continue }
                guard let converted = node(from: item, at: location, budget: &budget) else { return nil }
                entries.append((key: key, value: converted))
            }
            return DataNode(.dictionary(entries), at: location)
        case is NSNull:
            return DataNode(.null, at: location)
        case let date as Date:
            return DataNode(.scalar(ISO8601DateFormatter().string(from: date)), at: location)
        case is Data:
            // Binary plist data has no text to show in a picker row.
            return DataNode(.unsupported("binary data"), at: location)
        case let number as NSNumber:
            return DataNode(.scalar(number.stringValue), at: location)
        default:
            return DataNode(.scalar(String(describing: object)), at: location)
        }
    }

    /// Foundation's JSON parser's description of what it rejected, without the file's text:
    /// anything it quotes (`Invalid hex encoded sequence in "12G4" at 4.` quotes the string)
    /// is removed, and so is a number it names (`Number 31415926… is not representable in
    /// Swift.`: any run of digits, signs and exponents longer than an offset's 12 characters);
    /// a description with anything but words, digits and punctuation left is dropped. Nil
    /// when nothing is left.
    static func unquotedParserDescription(_ description: String) -> String? {
        let unquoted = description.replacing(/\ ?(in\ )?("[^"]*"|'[^']*')/, with: "")
            .replacing(/\ ?[-+0-9.eE]{13,}/, with: "")
        guard unquoted.wholeMatch(of: /[A-Za-z0-9 ,.()\-]+/) != nil else { return nil }
        let trimmed = unquoted.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// A YAML data file's diagnostic as the YAML front end reports it, but for the messages
    /// that quote the file's text: a repeated key (FC004) and an alias's name (FC006) are
    /// described instead, and a `%YAML` directive's explanation (the one FC001 with a
    /// fix-it, which quotes the version written) gives way to the code's title. libyaml's own
    /// problems and contexts ("did not find expected ',' or ']'", "while parsing a flow
    /// sequence") are fixed words, and are kept.
    static func unquoted(_ diagnostic: Diagnostic) -> Diagnostic {
        var result = diagnostic
        switch diagnostic.code {
        case .duplicateKey:
            result.message = "a key appears twice in this mapping"
            result.notes = diagnostic.notes.map { DiagnosticNote("the same key first appears here", at: $0.location) }
        case .aliasError:
            result.message = diagnostic.message.hasPrefix("aliases expand")
                ? "aliases expand to more than \(YAMLLimits.standard.maxAliasExpandedNodes) nodes (an alias bomb?)"
                : "an alias names no anchor defined before it"
        case .yamlSyntax where diagnostic.fixIt != nil:
            result.message = diagnostic.code.title
        default:
            break
        }
        result.fixIt = nil
        return result
    }
}
