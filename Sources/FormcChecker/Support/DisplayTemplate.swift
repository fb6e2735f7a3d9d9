/// The `{name}` placeholders of a picker's `display:` template.
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
}
