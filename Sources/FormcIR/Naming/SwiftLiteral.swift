/// Swift source literals for values from a spec. The one place generated code escapes text:
/// templates receive complete literals, never raw text to escape.
public enum SwiftLiteral {
    /// A single-line string literal (`"…"`) whose value is exactly `text`: backslashes and
    /// quotes are escaped (so `\(`, `"""` and `#` stay inert), line breaks and tabs use their
    /// short escapes, and other control, format-breaking and line-separator characters use
    /// `\u{…}`.
    public static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            default:
                let value = scalar.value
                if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
                    || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) {
                    out += "\\u{\(String(value, radix: 16, uppercase: true))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `nil` or the string literal.
    public static func optionalString(_ text: String?) -> String {
        text.map(string) ?? "nil"
    }

    /// A Double as Swift source: integral values without a fraction (`75`), others in the
    /// shortest form that reads back exactly.
    public static func number(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }
}
