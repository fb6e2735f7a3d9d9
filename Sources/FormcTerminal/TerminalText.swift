import FormcDiagnostics

/// Text from a spec or a data file on its way to the terminal: control characters
/// (C0, DEL, C1, so ESC and every escape sequence with it) and bidirectional overrides
/// become `?`, so a label can neither move the cursor, change colours, set the window title
/// nor reorder what follows it.
///
/// It is also bounded, since a terminal redraws it on every keystroke: a grapheme cluster
/// keeps at most `maxScalarsPerCluster` scalars (a base and 30 combining marks, the most
/// that Unicode's Stream-Safe Text Format allows in a row, UAX #15 §13; the longest emoji
/// sequences take 10), and a text at most `maxClusters` clusters, then `…`. A label of one
/// letter and 20,000 combining marks is then 31 scalars to draw, not 20,001 for the terminal
/// to stack on one cell while Ctrl-C waits behind them.
enum TerminalText {
    static let maxScalarsPerCluster = 31
    static let maxClusters = 2_000

    static func sanitized(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var clusters = 0
        for character in text {
            clusters += 1
            guard clusters <= maxClusters else {
                out.append(contentsOf: ellipsis.unicodeScalars)
                break
            }
            for scalar in character.unicodeScalars.prefix(maxScalarsPerCluster) {
                let value = scalar.value
                if value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
                    || (0x2066...0x2069).contains(value)
                {
                    out.append("?")
                } else {
                    out.append(scalar)
                }
            }
        }
        return String(out)
    }

    /// A paragraph of the spec's (a field's `help:`, a section's `footer:`) as one line of
    /// text, sanitized, or nil when it holds nothing to show. YAML's block scalars (`>` and
    /// `|`, the natural way to write a paragraph) end it with a line break and `|` keeps the
    /// ones inside: drawn as they were, each was a `?` (`…a line break.?`). Each run of line
    /// breaks is a space here, and white space at either end is dropped.
    static func paragraph(_ text: String?) -> String? {
        guard let text, shows(text) else { return nil }
        let lineBreaks: Set<Character> = ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]
        var joined = ""
        var kept = 0
        var inBreak = false
        // `sanitized` cuts what is past `maxClusters`: a long help costs no more than that.
        for character in text.drop(while: \.isWhitespace) {
            guard kept <= maxClusters else { break }
            if lineBreaks.contains(character) {
                inBreak = true
                continue
            }
            if inBreak { joined.append(" ") }
            inBreak = false
            joined.append(character)
            kept += 1
        }
        while joined.last?.isWhitespace == true { joined.removeLast() }
        return sanitized(joined)
    }

    /// Whether `paragraph(text)` shows anything (some character that is not white space), at
    /// the cost of its leading white space: the layout asks it of every field in the order.
    static func shows(_ text: String?) -> Bool {
        text?.contains { !$0.isWhitespace } == true
    }

    /// The longest prefix of `text` that fits in `width` cells.
    static func prefix(_ text: String, width: Int) -> String {
        var out = ""
        var used = 0
        for character in text {
            let cells = DisplayWidth.of(character)
            if used + cells > width { break }
            out.append(character)
            used += cells
        }
        return out
    }

    /// `text` when it fits in `width` cells; else its longest prefix that fits with `…` after
    /// it (spaces before the `…` dropped), so a cut is always seen. Cut between characters,
    /// never inside one.
    static func fitted(_ text: String, width: Int) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        guard width > 0 else { return "" }
        var kept = prefix(text, width: width - 1)
        while kept.last == " " { kept.removeLast() }
        return kept + ellipsis
    }

    static let ellipsis = "…"

    /// `text` padded with spaces to `width` cells (cut with `…` when longer).
    static func padded(_ text: String, width: Int) -> String {
        let cut = fitted(text, width: width)
        return cut + String(repeating: " ", count: max(0, width - DisplayWidth.of(cut)))
    }
}

/// A line of the screen: cells of text with one style per span.
struct ScreenLine: Equatable {
    enum Style: Equatable {
        case plain, bold, dim, inverse, error, accent
    }

    var spans: [(text: String, style: Style)] = []

    static func == (lhs: ScreenLine, rhs: ScreenLine) -> Bool {
        lhs.spans.map(\.text) == rhs.spans.map(\.text) && lhs.spans.map(\.style) == rhs.spans.map(\.style)
    }

    mutating func add(_ text: String, _ style: Style = .plain) { spans.append((text, style)) }

    var text: String { spans.map(\.text).joined() }

    /// The line cut to `width` cells (a narrow screen must not wrap it). A cut that drops
    /// more than padding ends in `…`, in the style of the text it cuts.
    func cut(to width: Int) -> ScreenLine {
        let whole = text
        guard DisplayWidth.of(whole) > width else { return self }
        guard width > 0 else { return ScreenLine() }
        let kept = TerminalText.prefix(whole, width: width)
        if whole.dropFirst(kept.count).allSatisfy({ $0 == " " }) { return plainCut(to: width) }
        var marked = plainCut(to: width - 1)
        marked.add(TerminalText.ellipsis, marked.spans.last?.style ?? .plain)
        return marked
    }

    private func plainCut(to width: Int) -> ScreenLine {
        var cut = ScreenLine()
        var left = width
        for span in spans where left > 0 {
            let text = TerminalText.prefix(span.text, width: left)
            cut.add(text, span.style)
            left -= DisplayWidth.of(text)
        }
        return cut
    }
    var width: Int { DisplayWidth.of(text) }
}
