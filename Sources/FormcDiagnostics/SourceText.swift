/// The text of one source file, split into lines on demand, for rendering diagnostics.
/// Lines break where libyaml breaks them (YAML 1.1): LF, CR, CRLF, and NEL (U+0085), LS
/// (U+2028) and PS (U+2029), so a quoted line is the one libyaml's line number names.
public struct SourceText: Sendable {
    public let path: String
    public let text: String
    /// Every line's range without its break, once `indexed()` has found them.
    private var lines: [Range<String.Index>]?

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// The same text with every line's range found in one pass, so that `line(_:)` takes
    /// constant time: for quoting many lines of one file (a scan per line would make a report
    /// of N diagnostics take N times the file's length).
    public func indexed() -> SourceText {
        guard lines == nil else { return self }
        var copy = self
        var ranges: [Range<String.Index>] = []
        forEachLine { ranges.append($0); return true }
        copy.lines = ranges
        return copy
    }

    /// The text of 1-based line `number` without its line break, or nil past the end.
    public func line(_ number: Int) -> Substring? {
        guard number >= 1 else { return nil }
        if let lines {
            return number <= lines.count ? text[lines[number - 1]] : nil
        }
        var current = 0
        var found: Substring?
        forEachLine { range in
            current += 1
            if current == number { found = text[range] }
            return current < number
        }
        return found
    }

    /// Calls `body` with each line's range, in order, until it returns false.
    private func forEachLine(_ body: (Range<String.Index>) -> Bool) {
        var start = text.startIndex
        // Walk by unicode scalars: "\r\n" is one Character but two line-break scalars.
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\r" || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                guard body(start..<index) else { return }
                var next = scalars.index(after: index)
                if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" {
                    next = scalars.index(after: next)
                }
                start = next
                index = next
                continue
            }
            index = scalars.index(after: index)
        }
        _ = body(start..<text.endIndex)
    }
}
