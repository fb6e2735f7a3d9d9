import FormcDiagnostics

/// Reads comma-separated values as RFC 4180 describes them: fields separated by commas,
/// records by CRLF or LF, fields in double quotes may hold commas, line breaks and `""`
/// (one quote). The first record is the header; every later record becomes a record node
/// keyed by the header's names, located at its line. Spreadsheet programs in many locales
/// separate fields with `;` or a tab instead: the separator is the source's `delimiter:`,
/// else the one the header line uses (`detectDelimiter`). A leading byte-order mark is not
/// part of the text.
///
/// Outside quotes a carriage return is only accepted as the start of a CRLF line ending, and
/// a quoted field ends at its closing quote: anything but the separator or a line ending
/// after it is an error. Both are `Failure.misplaced`, located at the offending character
/// (line and column in Unicode scalars, as every formc location), instead of being dropped
/// or glued onto the field.
enum CSVReader {
    enum Failure: Error {
        /// A quoted field that never closes, at a 1-based line.
        case unterminatedQuote(line: Int)
        case emptyFile
        /// The header names a column twice.
        case duplicateColumn(String)
        /// A row has more fields than the header has names, at a 1-based line.
        case extraFields(line: Int)
        /// A character RFC 4180 does not allow where it stands, at its place in the file.
        case misplaced(Misplaced, at: SourceLocation)
    }

    /// The characters that stand where RFC 4180 allows none.
    enum Misplaced: Equatable {
        /// A carriage return outside quotes that is not followed by a line feed.
        case carriageReturn
        /// Text after a quoted field's closing quote, before the next separator or line end.
        case textAfterClosingQuote

        var message: String {
            switch self {
            case .carriageReturn:
                "a carriage return outside quotes that does not start a CRLF line ending"
            case .textAfterClosingQuote:
                "text after the closing quote of a quoted field (a quoted field ends at its closing quote; "
                    + "write \"\" for a quote inside it)"
            }
        }
    }

    /// FC205 at the misplaced character in the data file, with a note where the spec names
    /// the file (`reference`).
    static func diagnostics(
        _ what: Misplaced, at location: SourceLocation,
        namedAt reference: SourceLocation
    ) -> Diagnostics {
        var diagnostics = Diagnostics()
        diagnostics.report(
            Diagnostic(
                .sourceFileMalformed, "'\(location.file)' is not a valid csv file: \(what.message)",
                at: location, notes: [DiagnosticNote("the spec names the file here", at: reference)]))
        return diagnostics
    }

    /// The separators `detectDelimiter` chooses among, in the order that breaks a tie.
    static let detectedDelimiters: [Unicode.Scalar] = [",", ";", "\t"]

    /// The separator the header line (the text up to its first line break outside quotes)
    /// uses: of comma, semicolon and tab, the one it holds most often outside quotes (a tie
    /// goes to the earlier of the three); a comma when it holds none, as a one-column file does.
    static func detectDelimiter(_ scalars: String.UnicodeScalarView) -> Unicode.Scalar {
        var counts = [Int](repeating: 0, count: detectedDelimiters.count)
        var inQuotes = false
        for scalar in scalars {
            if scalar == "\"" {
                inQuotes.toggle()
            } else if !inQuotes {
                if scalar == "\n" || scalar == "\r" { break }
                if let index = detectedDelimiters.firstIndex(of: scalar) { counts[index] += 1 }
            }
        }
        guard let most = counts.max(), most > 0, let index = counts.firstIndex(of: most) else { return "," }
        return detectedDelimiters[index]
    }

    /// The records of CSV `text` (`file` names it in locations), fields separated by
    /// `delimiter`, or by the header's separator when it is nil.
    static func records(_ text: String, file: String, delimiter: Unicode.Scalar?) throws(Failure) -> DataNode {
        var rows: [(line: Int, fields: [String])] = []
        var fields: [String] = []
        var field = ""
        var inQuotes = false
        var afterClosingQuote = false
        var position = LineColumnCounter()
        var rowLine = 1
        var quoteLine = 1
        var atFieldStart = true
        // A byte-order mark (Excel writes one) is not part of the first column's name.
        let body = text.hasPrefix("\u{FEFF}") ? String(text.unicodeScalars.dropFirst()) : text
        let scalars = body.unicodeScalars
        let separator = delimiter ?? detectDelimiter(scalars)
        var index = scalars.startIndex
        var following: Unicode.Scalar? { index < scalars.endIndex ? scalars[index] : nil }
        func read() -> Unicode.Scalar? {
            guard index < scalars.endIndex else { return nil }
            let scalar = scalars[index]
            index = scalars.index(after: index)
            position.advance(over: scalar, before: following)
            return scalar
        }
        func here() -> SourceLocation { SourceLocation(file: file, line: position.line, column: position.column) }
        while let c = read() {
            if inQuotes {
                if c != "\"" {
                    field.unicodeScalars.append(c)
                } else if following == "\"" {
                    _ = read()
                    field.unicodeScalars.append("\"")
                } else {
                    inQuotes = false
                    afterClosingQuote = true
                }
                continue
            }
            switch c {
            case separator:
                fields.append(field)
                field = ""
                atFieldStart = true
                afterClosingQuote = false
            case "\r" where following == "\n":
                continue
            case "\n":
                fields.append(field)
                if !(fields.count == 1 && fields[0].isEmpty) { rows.append((rowLine, fields)) }
                fields = []
                field = ""
                atFieldStart = true
                afterClosingQuote = false
                rowLine = position.line + 1
            case "\r":
                throw .misplaced(.carriageReturn, at: here())
            case _ where afterClosingQuote:
                throw .misplaced(.textAfterClosingQuote, at: here())
            case "\"" where atFieldStart:
                inQuotes = true
                quoteLine = position.line
                atFieldStart = false
            default:
                field.unicodeScalars.append(c)
                atFieldStart = false
            }
        }
        if inQuotes { throw .unterminatedQuote(line: quoteLine) }
        if !field.isEmpty || !fields.isEmpty {
            fields.append(field)
            rows.append((rowLine, fields))
        }
        guard let header = rows.first else { throw .emptyFile }
        let names = header.fields.map { $0.trimmingSpaces }
        var seen = Set<String>()
        for name in names where !seen.insert(name).inserted { throw .duplicateColumn(name) }
        if let long = rows.dropFirst().first(where: { $0.fields.count > names.count }) {
            throw .extraFields(line: long.line)
        }
        let records = rows.dropFirst().map { row -> DataNode in
            let location = SourceLocation(file: file, line: row.line, column: 1)
            var entries: [(key: String, value: DataNode)] = []
            for (index, name) in names.enumerated() where index < row.fields.count {
                entries.append((name, DataNode(.scalar(row.fields[index]), at: location)))
            }
            return DataNode(.dictionary(entries), at: location)
        }
        return DataNode(.array(records), at: SourceLocation(file: file, line: 1, column: 1))
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
