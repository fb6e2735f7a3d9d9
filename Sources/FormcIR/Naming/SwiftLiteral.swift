import FormcDiagnostics

/// Swift source literals for values from a spec. The one place generated code escapes text:
/// templates receive complete literals, never raw text to escape.
public enum SwiftLiteral {
    /// A single-line string literal (`"…"`) whose value is exactly `text`: backslashes and
    /// quotes are escaped (so `\(`, `"""` and `#` stay inert), line breaks and tabs use their
    /// short escapes, other control, bidirectional and line-separator characters
    /// (`InertText.isControl`) and the `[` of a `##[` or `##vso[` (`RunnerCommand`) use `\u{…}`.
    public static func string(_ text: String) -> String {
        "\"" + escaped(text, multiline: false) + "\""
    }

    /// The lines of a multi-line string literal (`"""` … `"""`) whose value is exactly
    /// `text` (line breaks kept as they are): as `string(_:)` escapes, except that a quote is
    /// escaped only when another follows it, which is enough that no `"""` can form as long
    /// as a line break comes before the closing delimiter (as the emitter writes it).
    public static func multilineBody(_ text: String) -> String {
        escaped(text, multiline: true)
    }

    private static func escaped(_ text: String, multiline: Bool) -> String {
        var out = ""
        var scan = RunnerCommand.Scan()
        var scalars = text.unicodeScalars.makeIterator()
        var next = scalars.next()
        while let scalar = next {
            next = scalars.next()
            let command = scan.form(completedBy: scalar) != nil
            switch scalar {
            case "\\": out += "\\\\"
            case "\"" where !multiline || next == "\"": out += "\\\""
            case "\n": out += multiline ? "\n" : "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\0": out += "\\0"
            // Generated Swift is printed to CI logs too: a `##[` or `##vso[` there would be a
            // runner command, so its `[` is written as an escape with the same value.
            case "[" where command: out += "\\u{5B}"
            default:
                if InertText.isControl(scalar) {
                    out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// `nil` or the string literal.
    public static func optionalString(_ text: String?) -> String {
        text.map(string) ?? "nil"
    }

    /// A Double as Swift source: integral values without a fraction (`75`), others in the
    /// shortest form that reads back exactly.
    public static func number(_ value: Double) -> String {
        NumberText.text(value)
    }
}
