/// A value written as a YAML double-quoted scalar (YAML 1.2 §7.3.1), the one style that holds
/// any string on one line: what a fix-it writes when the value holds a control character.
///
/// `\` and `"` are escaped, and so is each of `ControlCharacters`: with the short escapes
/// YAML and C share (`\0`, `\a`, `\b`, `\t`, `\n`, `\v`, `\f`, `\r`, and YAML's `\e` for ESC),
/// else as `\xXX` up to U+00FF, `\uXXXX` in the BMP and `\UXXXXXXXX` beyond it, in uppercase
/// hex. YAML's own named escapes (`\N`, `\L`, `\P`, `\_`) are not used: a reader that knows
/// only JSON's escapes still knows the hex ones. Everything else is written as it is.
public enum YAMLDoubleQuoted {
    /// `value` between double quotes.
    public static func scalar(_ value: String) -> String { "\"" + body(value) + "\"" }

    /// What goes between the quotes for `value`.
    public static func body(_ value: String) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case _ where ControlCharacters.contains(scalar): out += escape(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The escape that writes `scalar`.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x00: return "\\0"
        case 0x07: return "\\a"
        case 0x08: return "\\b"
        case 0x09: return "\\t"
        case 0x0A: return "\\n"
        case 0x0B: return "\\v"
        case 0x0C: return "\\f"
        case 0x0D: return "\\r"
        case 0x1B: return "\\e"
        case 0...0xFF: return "\\x" + hex(scalar.value, digits: 2)
        case 0...0xFFFF: return "\\u" + hex(scalar.value, digits: 4)
        default: return "\\U" + hex(scalar.value, digits: 8)
        }
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let written = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - written.count)) + written
    }
}
