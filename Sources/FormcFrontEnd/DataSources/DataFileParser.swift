import Foundation
import FormcDiagnostics
import FormcIR
import FormcYAML

/// Parses a data file's bytes into a `DataNode`, with the well-kept parser for each format:
/// Foundation's `PropertyListSerialization` (XML, binary and OpenStep plists) and
/// `JSONSerialization`, formc's own YAML front end (libyaml, so YAML data keeps line and
/// column), and an RFC 4180 reader for CSV (whose header row names the columns).
///
/// The result depends only on its arguments, never on the spec that names the file: the
/// spec's share of it (its budget, where it names the file) is `DataFileLoader`'s.
enum DataFileParser {
    /// Parses `bytes`, a file of `format` that messages and locations name `displayPath`.
    /// `delimiter` separates a CSV file's fields (nil: the header line's, as
    /// `CSVReader.detectDelimiter` finds it). Past `valueLimit` values (shared objects counted
    /// at every place they are used) the outcome is `.tooManyValues`.
    static func parse(
        _ bytes: [UInt8], displayPath: String, format: DataFormat, delimiter: Unicode.Scalar?,
        valueLimit: Int
    ) -> ParsedDataFile {
        let start = SourceLocation(file: displayPath, line: 1, column: 1)
        /// A tree Foundation's parsers built, converted within the limit.
        func converted(_ object: Any) -> ParsedDataFile.Outcome {
            var left = valueLimit
            guard let node = node(from: object, at: start, budget: &left) else { return .tooManyValues }
            return .tree(node, values: valueLimit - left)
        }
        /// A tree the YAML or CSV reader built, counted against the limit.
        func counted(_ node: DataNode) -> ParsedDataFile.Outcome {
            var left = valueLimit
            guard node.fits(in: &left) else { return .tooManyValues }
            return .tree(node, values: valueLimit - left)
        }
        switch format {
        case .plist:
            switch BinaryPlistBound.check(bytes, limit: valueLimit) {
            case .fits: break
            case .tooLarge: return ParsedDataFile(outcome: .tooManyValues)
            case .malformed: return ParsedDataFile(outcome: .malformed("the property list parser rejected it"))
            }
            do {
                let object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
                return ParsedDataFile(outcome: converted(object))
            } catch {
                return ParsedDataFile(outcome: .malformed("the property list parser rejected it"))
            }
        case .json:
            do {
                let object = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
                return ParsedDataFile(
                    outcome: converted(object),
                    inFile: JSONDuplicateKeys.diagnostics(in: bytes, file: displayPath).all)
            } catch {
                // Foundation's parser says what and where in its debug description, which may
                // quote the file's text: that is taken out.
                let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
                let shown = detail.flatMap(unquotedParserDescription).map { " (\($0))" } ?? ""
                return ParsedDataFile(outcome: .malformed("the JSON parser rejected it" + shown))
            }
        case .yaml:
            let result = YAMLLoader().load(bytes, file: displayPath)
            if result.diagnostics.hasErrors {
                return ParsedDataFile(
                    outcome: .malformed("see the error above"), inFile: result.diagnostics.all.map(unquoted))
            }
            guard let document = result.documents.first, let root = document.root else {
                return ParsedDataFile(outcome: .malformed("it is empty"))
            }
            return ParsedDataFile(outcome: counted(DataNode(yaml: root, in: document)))
        case .csv:
            guard let text = String(data: Data(bytes), encoding: .utf8) else {
                return ParsedDataFile(outcome: .malformed("it is not UTF-8 text"))
            }
            let outcome: ParsedDataFile.Outcome
            switch Result(catching: { () throws(CSVReader.Failure) in
                try CSVReader.records(text, file: displayPath, delimiter: delimiter)
            }) {
            case .success(let node): outcome = counted(node)
            case .failure(.unterminatedQuote(let line)):
                outcome = .malformed("a quoted field opened on line \(line) never closes")
            case .failure(.emptyFile): outcome = .malformed("it has no header row")
            case .failure(.duplicateColumn): outcome = .malformed("the header (line 1) names one column twice")
            case .failure(.extraFields(let line)):
                outcome = .malformed("line \(line) has more fields than the header has columns")
            case .failure(.misplaced(let what, let location)): outcome = .misplaced(what, at: location)
            }
            return ParsedDataFile(outcome: outcome)
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
            result.message =
                diagnostic.message.hasPrefix("aliases expand")
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
