import FormcDiagnostics

/// A document's text split into lines of Unicode scalars, the unit of formc's columns, so
/// that a 1-based line and column can be looked up without walking the string each time.
/// The lines are formc's, as `LineIndex` counts them (libyaml's: LF, CR, CRLF, NEL, LS and PS
/// each end one; a leading byte-order mark takes no column), so that positions from the AST
/// and from the server's conversion name the same line.
struct DocumentLines: Sendable {
    let lines: [[Unicode.Scalar]]

    init(_ text: String) {
        self.init(LineIndex(text))
    }

    init(_ index: LineIndex) {
        lines = (0..<index.formcLineCount).map { Array(index.formcLine($0 + 1)) }
    }

    /// The scalars of 1-based `line`; empty past the end.
    func line(_ line: Int) -> [Unicode.Scalar] {
        lines.indices.contains(line - 1) ? lines[line - 1] : []
    }

    /// The scalars of `line` before 1-based `column` (clamped to the line).
    func prefix(_ line: Int, upTo column: Int) -> [Unicode.Scalar] {
        let scalars = self.line(line)
        return Array(scalars.prefix(max(0, min(column - 1, scalars.count))))
    }

    /// The text of `range` when it lies on one line, else nil.
    func text(_ range: TextRange) -> String? {
        guard range.start.line == range.end.line else { return nil }
        let scalars = line(Int(range.start.line))
        let from = max(0, Int(range.start.column) - 1), to = min(scalars.count, Int(range.end.column) - 1)
        guard from <= to else { return nil }
        return String(String.UnicodeScalarView(scalars[from..<to]))
    }
}

/// Helpers over one line's scalars.
enum LineText {
    static func string(_ scalars: some Sequence<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// Leading spaces (YAML indents with spaces only).
    static func indentation(_ scalars: [Unicode.Scalar]) -> Int {
        scalars.prefix { $0 == " " }.count
    }

    /// Letters, digits and `_`: what a key, an id or a vocabulary word is made of.
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
            || scalar == "."
    }

    /// The word ending at the end of `prefix` (possibly empty) and its 0-based start offset.
    static func trailingWord(_ prefix: [Unicode.Scalar]) -> (word: String, start: Int) {
        var start = prefix.count
        while start > 0, isWordScalar(prefix[start - 1]) { start -= 1 }
        return (string(prefix[start...]), start)
    }
}

extension String {
    /// The text with `edits` applied (formc positions; edits must not overlap). Positions
    /// past a line's end or the document's end are clamped, so no edit can trap; the text's
    /// own line breaks are kept.
    package func applying(_ edits: [TextEdit]) -> String {
        let index = LineIndex(self)
        func offset(_ position: SourcePosition) -> Int {
            index.offset(ofLine: Int(position.line), column: Int(position.column))
        }
        var scalars = index.scalars
        for edit in edits.sorted(by: { $1.range.start.isBefore($0.range.start) }) {
            let from = min(offset(edit.range.start), scalars.count),
                to = min(max(offset(edit.range.end), from), scalars.count)
            scalars.replaceSubrange(from..<to, with: Array(edit.newText.unicodeScalars))
        }
        return LineText.string(scalars)
    }
}
