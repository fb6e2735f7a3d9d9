import FormcDiagnostics
import FormcFrontEnd
import FormcIR

/// A spec's outline for `textDocument/documentSymbol`: each section (a `Namespace`, named by
/// its title, or `fields` for the fields outside sections) holding its fields (`Field`,
/// named by id), as LSP `DocumentSymbol`s in the negotiated encoding.
enum OutlineBuilder {
    /// LSP `SymbolKind` values.
    static let namespaceKind = 3
    static let fieldKind = 8

    /// - Parameters:
    ///   - ast: the decoded spec, whose sections name their ranges of `fields`.
    ///   - fields: its fields, decoded or lowered (only what they write is read).
    static func symbols(of ast: SpecAST, fields all: [Field], index: LineIndex, encoding: PositionEncoding)
        -> [JSONValue]
    {
        ast.sections.map { section in
            // The text field of an "Other" option is written nowhere but in its field's `other:`:
            // the outline is of what the spec writes.
            let fields = all[section.fieldIndices.clamped(to: all.indices)].filter { $0.written.otherOf == nil }.map {
                field -> (symbol: JSONValue, end: Int) in
                let written = field.written
                let start = index.offset(ofLine: Int(written.position.line), column: Int(written.position.column))
                let end = extent(from: start, in: index)
                let name = span(written.id.position, text: written.id.value, in: index)
                let range = (min(start, name.start), max(end, name.end))
                var symbol: [String: JSONValue] = [
                    "name": .string(written.id.value.isEmpty ? "(no id)" : written.id.value),
                    "kind": .int(fieldKind),
                    "range": lspRange(range, index, encoding),
                    "selectionRange": lspRange((name.start, name.end), index, encoding)
                ]
                if let kind = written.kind { symbol["detail"] = .string(kind.value.rawValue) }
                return (.object(symbol), range.1)
            }
            let title = section.title.map { span($0.position, text: $0.value, in: index) }
            let start = index.offset(ofLine: Int(section.position.line), column: Int(section.position.column))
            let name = title ?? (start, start)
            let end = max(fields.map(\.end).max() ?? name.end, name.end)
            return [
                "name": .string(section.title.map { $0.value.isEmpty ? "(untitled)" : $0.value } ?? "fields"),
                "kind": .int(namespaceKind),
                "range": lspRange((min(start, name.start), end), index, encoding),
                "selectionRange": lspRange(name, index, encoding),
                "children": .array(fields.map(\.symbol))
            ]
        }
    }

    /// The offsets a located name covers: to its `endColumn` when known, else its length
    /// (exact for a plain scalar on one line), kept on its line. A quoted name without
    /// escapes is its text between the quotes, as definition and references give it.
    private static func span(_ position: SourcePosition, text: String, in index: LineIndex) -> (start: Int, end: Int) {
        let start = index.offset(ofLine: Int(position.line), column: Int(position.column))
        let endColumn =
            position.endColumn > position.column
            ? Int(position.endColumn)
            : Int(position.column) + text.unicodeScalars.count
        let end = max(start, index.offset(ofLine: Int(position.line), column: endColumn))
        if end - start == text.unicodeScalars.count + 2, let quote = index.scalars[start...].first,
            quote == "'" || quote == "\"", index.scalars[end - 1] == quote
        {
            return (start + 1, end - 1)
        }
        return (start, end)
    }

    /// Where the block that starts at `start` ends: the end of its last line of content,
    /// where the following lines belong to it while they are blank, comments, or indented
    /// past the block's first column (a block mapping in a list starts at its first key).
    private static func extent(from start: Int, in index: LineIndex) -> Int {
        let (line, column) = index.formcPosition(atOffset: start)
        var end = index.formcLineEnd(atOffset: start)
        for next in stride(from: line + 1, through: index.formcLineCount, by: 1) {
            let lineStart = index.offset(ofLine: next, column: 1)
            let lineEnd = index.formcLineEnd(atOffset: lineStart)
            var indent = lineStart
            while indent < lineEnd, index.scalars[indent] == " " { indent += 1 }
            let blank = indent == lineEnd || index.scalars[indent] == "#"
            if !blank {
                guard indent - lineStart >= column - 1 else { break }
                end = lineEnd
            }
        }
        return end
    }

    private static func lspRange(_ range: (Int, Int), _ index: LineIndex, _ encoding: PositionEncoding) -> JSONValue {
        LSPRange(
            start: index.position(atOffset: range.0, encoding: encoding),
            end: index.position(atOffset: range.1, encoding: encoding)
        ).json
    }
}
