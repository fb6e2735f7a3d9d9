import FormcDiagnostics

/// A document's text split into lines of Unicode scalars, the unit of formc's columns, so
/// that a 1-based line and column can be looked up without walking the string each time.
/// Lines end at `\n`, `\r\n` or `\r` (what libyaml and LSP both count as a line break).
struct DocumentLines: Sendable {
    let lines: [[Unicode.Scalar]]

    init(_ text: String) {
        var lines: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            if afterCarriageReturn {
                afterCarriageReturn = false
                if scalar == "\n" { continue }
            }
            if scalar == "\n" || scalar == "\r" {
                lines.append(current)
                current = []
                afterCarriageReturn = scalar == "\r"
            } else {
                current.append(scalar)
            }
        }
        lines.append(current)
        self.lines = lines
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
    /// The text with `edits` applied (formc positions; edits must not overlap), its line
    /// breaks written as `\n`. Positions
    /// past a line's end or the document's end are clamped, so no edit can trap.
    public func applying(_ edits: [TextEdit]) -> String {
        let lines = DocumentLines(self)
        // Offsets in the scalars of the text joined with "\n".
        var starts: [Int] = []
        var offset = 0
        for line in lines.lines {
            starts.append(offset)
            offset += line.count + 1
        }
        func flat(_ position: SourcePosition) -> Int {
            let index = min(max(Int(position.line) - 1, 0), starts.count - 1)
            guard index >= 0, starts.indices.contains(index) else { return 0 }
            let column = min(max(Int(position.column) - 1, 0), lines.lines[index].count)
            return starts[index] + column
        }
        var scalars = Array(lines.lines.joined(separator: ["\n"]))
        for edit in edits.sorted(by: { $1.range.start.isBefore($0.range.start) }) {
            let from = min(flat(edit.range.start), scalars.count), to = min(max(flat(edit.range.end), from), scalars.count)
            scalars.replaceSubrange(from..<to, with: Array(edit.newText.unicodeScalars))
        }
        return LineText.string(scalars)
    }
}
