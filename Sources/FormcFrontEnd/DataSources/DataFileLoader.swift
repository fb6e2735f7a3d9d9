import Foundation
import FormcDiagnostics
import FormcIR

/// Reads a data-source file into a `DataNode` (parsed by `DataFileParser`) for one spec, and
/// charges what it costs to that spec's budget.
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
    /// pays twice (and still does when `DataFileCache` has it parsed already).
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
    /// left is FC204 or FC205, like one past its own limits. With a `cache`, a file it has
    /// parsed already (and that has not changed since) is not read again; the spec is charged,
    /// and its diagnostics placed, all the same. The ticket names the cache's entry when the
    /// tree came through one, so that the options read out of it can be kept there too.
    func load(
        path: String, displayPath: String, format: DataFormat, delimiter: Unicode.Scalar?,
        budget: inout Budget, cache: DataFileCache? = nil
    )
        -> (node: DataNode?, diagnostics: Diagnostics, ticket: DataFileCache.Ticket?)
    {
        let valueLimit = min(limits.maxValues, max(0, budget.values))
        let byteLimit = min(limits.maxFileBytes, max(0, budget.bytes))
        let parse = { (bytes: [UInt8]) in
            DataFileParser.parse(
                bytes, displayPath: displayPath, format: format, delimiter: delimiter, valueLimit: valueLimit)
        }
        let parsed: ParsedDataFile
        var ticket: DataFileCache.Ticket?
        do {
            let bytes: Int
            if let cache {
                let key = DataFileCache.Key(
                    path: path, displayPath: displayPath, format: format, delimiter: delimiter,
                    valueLimit: valueLimit)
                let found = try cache.parsed(key, limit: byteLimit, parse: parse)
                (parsed, bytes, ticket) = (found.parsed, found.bytes, found.ticket)
            } else {
                let data = try FileReader.read(path, limit: byteLimit)
                (parsed, bytes) = (parse(data), data.count)
            }
            budget.bytes -= bytes
        } catch {
            return (nil, unreadable(error, path: path, displayPath: displayPath), nil)
        }
        let (node, diagnostics) = charged(
            parsed, displayPath: displayPath, format: format, valueLimit: valueLimit,
            budget: &budget)
        return (node, diagnostics, node == nil ? nil : ticket)
    }

    /// FC204 for a file that could not be read.
    private func unreadable(_ error: FileReader.Failure, path: String, displayPath: String) -> Diagnostics {
        let why: String
        switch error {
        case .tooLarge(let size, _) where size <= limits.maxFileBytes:
            why =
                "is \(FileReader.Failure.bytes(size)), more than is left of the "
                + "\(FileReader.Failure.bytes(Budget.perSpec.bytes)) that all of a spec's data files may hold "
                + "together (a file named by several sources counts each time)"
        case .notFound:
            let linked = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
            why = linked ? "is a symbolic link that leads nowhere" : "does not exist"
        case .isDirectory: why = "is a directory, not a file"
        case .system(EACCES): why = "cannot be read (permission denied)"
        default: why = error.description
        }
        var diagnostics = Diagnostics()
        diagnostics.report(Diagnostic(.sourceFileUnreadable, "data file '\(displayPath)' \(why)", at: reference))
        return diagnostics
    }

    /// The spec's share of a parsed file: its values taken from `budget` (all that is left,
    /// for a file past it), and its diagnostics, failures placed at `reference`.
    private func charged(
        _ parsed: ParsedDataFile, displayPath: String, format: DataFormat, valueLimit: Int,
        budget: inout Budget
    ) -> (DataNode?, Diagnostics) {
        var diagnostics = Diagnostics()
        for diagnostic in parsed.inFile { diagnostics.report(diagnostic) }
        func malformed(_ why: String) -> (DataNode?, Diagnostics) {
            diagnostics.report(
                Diagnostic(
                    .sourceFileMalformed, "'\(displayPath)' is not a valid \(format.rawValue) file: \(why)",
                    at: reference))
            return (nil, diagnostics)
        }
        switch parsed.outcome {
        case .tree(let node, let values):
            budget.values -= values
            return (node, diagnostics)
        case .malformed(let why):
            return malformed(why)
        case .tooManyValues:
            budget.values = 0
            guard valueLimit < limits.maxValues else {
                return malformed(
                    "it expands to more than \(limits.maxValues) values "
                        + "(an object used in many places counts each time)")
            }
            return malformed(
                "it expands to more values than are left of the \(Budget.perSpec.values) that all of a "
                    + "spec's data files may hold together (a file named by several sources counts each time)")
        case .misplaced(let what, let location):
            return (nil, CSVReader.diagnostics(what, at: location, namedAt: reference))
        }
    }
}
