/// The text of one source file, split into lines on demand, for rendering diagnostics.
/// Lines break where libyaml breaks them (YAML 1.1): LF, CR, CRLF, and NEL (U+0085), LS
/// (U+2028) and PS (U+2029), so a quoted line is the one libyaml's line number names.
public struct SourceText: Sendable {
    public let path: String
    public let text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// The text of 1-based line `number` without its line break, or nil past the end.
    public func line(_ number: Int) -> Substring? {
        guard number >= 1 else { return nil }
        var current = 1
        var start = text.startIndex
        // Walk by unicode scalars: "\r\n" is one Character but two line-break scalars.
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\r" || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                if current == number { return text[start..<index] }
                var next = scalars.index(after: index)
                if scalar == "\r", next < scalars.endIndex, scalars[next] == "\n" {
                    next = scalars.index(after: next)
                }
                current += 1
                start = next
                index = next
                continue
            }
            index = scalars.index(after: index)
        }
        return current == number ? text[start..<text.endIndex] : nil
    }
}
