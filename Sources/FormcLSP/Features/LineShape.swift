/// How one line of block YAML is built: its indentation, the `- ` list markers, and a
/// `key:` with what follows. The line locator reads text that does not parse with it, so it
/// never fails: a line that is none of these is just text.
struct LineShape: Sendable {
    /// 0-based columns of the `-` markers, left to right.
    var dashes: [Int] = []
    /// 0-based column where the content after indentation and markers starts.
    var contentStart: Int = 0
    /// The key, when the content has a `key:` (a colon followed by a space or the line's end,
    /// outside quotes and brackets), with quotes removed.
    var key: String?
    /// 0-based column where `key`'s text starts: after its opening quote when it is quoted.
    var keyStart: Int = 0
    /// The value text after `key:`, without leading spaces (empty when the value is on the
    /// following lines), or the whole content when there is no key.
    var value: String = ""
    /// 0-based column where `value` starts.
    var valueStart: Int = 0
    /// Blank, a comment, or a document marker: nothing for the structure.
    var isEmpty = false

    init(_ scalars: [Unicode.Scalar]) {
        var position = LineText.indentation(scalars)
        while position < scalars.count, scalars[position] == "-",
            position + 1 == scalars.count || scalars[position + 1] == " "
        {
            dashes.append(position)
            position += 1
            while position < scalars.count, scalars[position] == " " { position += 1 }
        }
        contentStart = position
        let content = Array(scalars[position...])
        let text = LineText.string(content)
        if dashes.isEmpty
            && (content.isEmpty || text.hasPrefix("#") || text.hasPrefix("---") || text.hasPrefix("%")
                || text.hasPrefix("..."))
        {
            isEmpty = true
            return
        }
        guard let colon = Self.keyColon(content) else {
            value = text
            valueStart = position
            return
        }
        let written = LineText.string(content[..<colon]).trimmingSpaces()
        let unquoted = Self.unquoted(written)
        key = unquoted
        keyStart = position + (unquoted == written ? 0 : 1)
        var start = colon + 1
        while start < content.count, content[start] == " " { start += 1 }
        let rest = LineText.string(content[start...])
        value = rest.hasPrefix("#") ? "" : rest
        valueStart = position + start
    }

    /// The offset of the colon that ends a key: followed by a space or the end, not inside
    /// quotes or a flow collection.
    static func keyColon(_ content: [Unicode.Scalar]) -> Int? {
        var quote: Unicode.Scalar?
        var depth = 0
        for (offset, scalar) in content.enumerated() {
            if let open = quote {
                if scalar == open { quote = nil }
                continue
            }
            switch scalar {
            case "\"" where offset == 0, "'" where offset == 0: quote = scalar
            case "[", "{": depth += 1
            case "]", "}": depth -= 1
            case "#" where offset > 0 && content[offset - 1] == " ": return nil
            case ":" where depth == 0 && (offset + 1 == content.count || content[offset + 1] == " "):
                return offset
            default: break
            }
        }
        return nil
    }

    static func unquoted(_ text: String) -> String {
        for quote in ["\"", "'"] where text.count >= 2 && text.hasPrefix(quote) && text.hasSuffix(quote) {
            return String(text.dropFirst().dropLast())
        }
        return text
    }

    /// Whether the value opens a block scalar (`|`, `>-`, `|2`): its lines are text.
    var opensBlockScalar: Bool {
        guard let first = value.unicodeScalars.first, first == "|" || first == ">" else { return false }
        return value.unicodeScalars.dropFirst().allSatisfy { "+-0123456789 ".unicodeScalars.contains($0) }
    }
}

extension String {
    func trimmingSpaces() -> String {
        var scalars = Substring(self).unicodeScalars
        while scalars.first == " " { scalars.removeFirst() }
        while scalars.last == " " { scalars.removeLast() }
        return String(scalars)
    }
}
