/// A picker's `display:` template: text with `{name}` placeholders, `{level}` for a
/// cascading source's columns and `{label}` / `{value}` for a flat one.
public enum DisplayTemplate {
    public struct Placeholder: Equatable, Sendable {
        public var name: String
        /// Offset of the `{` from the template's start, in Unicode scalars.
        public var offset: Int
    }

    public static func placeholders(in template: String) -> [Placeholder] {
        var found: [Placeholder] = []
        var open: Int?
        var name = ""
        for (offset, scalar) in template.unicodeScalars.enumerated() {
            if scalar == "{" {
                open = offset
                name = ""
            } else if scalar == "}", let start = open {
                found.append(Placeholder(name: name, offset: start))
                open = nil
            } else if open != nil {
                name.unicodeScalars.append(scalar)
            }
        }
        return found
    }

    /// The template with each `{name}` replaced by `values[name]`, in one pass (a value that
    /// itself reads `{city}` is not replaced again); an unknown name stays as written.
    /// The generated Swift carries its own copy of this function (it needs no formc library).
    public static func fill(_ template: String, _ values: [String: String]) -> String {
        var text = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            text += rest[..<open]
            text += values[String(rest[rest.index(after: open)..<close])] ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return text + rest
    }
}
