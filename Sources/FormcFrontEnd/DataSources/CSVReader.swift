import FormcDiagnostics

/// Reads comma-separated values as RFC 4180 describes them: fields separated by commas,
/// records by CRLF or LF, fields in double quotes may hold commas, line breaks and `""`
/// (one quote). The first record is the header; every later record becomes a record node
/// keyed by the header's names, located at its line.
enum CSVReader {
    enum Failure: Error {
        /// A quoted field that never closes, at a 1-based line.
        case unterminatedQuote(line: Int)
        case emptyFile
        /// The header names a column twice.
        case duplicateColumn(String)
        /// A row has more fields than the header has names, at a 1-based line.
        case extraFields(line: Int)
    }

    static func records(_ text: String, file: String) throws(Failure) -> DataNode {
        var rows: [(line: Int, fields: [String])] = []
        var fields: [String] = []
        var field = ""
        var inQuotes = false
        var line = 1
        var rowLine = 1
        var quoteLine = 1
        var atFieldStart = true
        // A byte-order mark (Excel writes one) is not part of the first column's name.
        let body = text.hasPrefix("\u{FEFF}") ? String(text.unicodeScalars.dropFirst()) : text
        var scalars = body.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        func nextScalar() -> Unicode.Scalar? {
            if let p = pending { pending = nil; return p }
            return scalars.next()
        }
        while let c = nextScalar() {
            if inQuotes {
                if c == "\"" {
                    if let following = nextScalar() {
                        if following == "\"" { field.unicodeScalars.append("\"") } else { inQuotes = false; pending = following }
                    } else {
                        inQuotes = false
                    }
                } else {
                    if c == "\n" { line += 1 }
                    field.unicodeScalars.append(c)
                }
                continue
            }
            switch c {
            case "\"" where atFieldStart:
                inQuotes = true
                quoteLine = line
                atFieldStart = false
            case ",":
                fields.append(field)
                field = ""
                atFieldStart = true
            case "\r":
                continue
            case "\n":
                fields.append(field)
                if !(fields.count == 1 && fields[0].isEmpty) { rows.append((rowLine, fields)) }
                fields = []
                field = ""
                atFieldStart = true
                line += 1
                rowLine = line
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
        if let long = rows.dropFirst().first(where: { $0.fields.count > names.count }) { throw .extraFields(line: long.line) }
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
