/// The data a Mustache template is rendered against: a JSON-like tree.
///
/// Truthiness, which decides whether a section renders (and an inverted section does not):
/// `false`, `null`, an empty list and an empty string are falsey; everything else, including
/// `0`, `0.0` and an empty object, is truthy. The spec leaves strings and numbers to the
/// host language and its required tests only use booleans, null and lists.
package enum MustacheValue: Sendable, Equatable {
    case string(String)
    case bool(Bool)
    case int(Int)
    case double(Double)
    case list([MustacheValue])
    case object([String: MustacheValue])
    case null

    /// Whether a section over this value renders (see the type's documentation).
    package var isTruthy: Bool {
        switch self {
        case .bool(let flag): flag
        case .null: false
        case .list(let items): !items.isEmpty
        case .string(let text): !text.isEmpty
        case .int, .double, .object: true
        }
    }

    /// The text an interpolation tag writes, before escaping: strings as they are, integers
    /// in decimal, a double with an integral value below 1e15 as an integer (`85.0` → `85`),
    /// any other double as Swift's shortest round-trip form (`1.21`), booleans as
    /// `true`/`false`, and null, lists and objects as the empty string.
    package var interpolationText: String {
        switch self {
        case .string(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .int(let number): String(number)
        case .double(let number):
            // `Int(number)` truncates without libm (`rounded()` needs it linked); only
            // called when the magnitude fits.
            if abs(number) < 1e15, Double(Int(number)) == number {
                String(Int(number))
            } else {
                "\(number)"
            }
        case .null, .list, .object: ""
        }
    }

    /// The value of `key` when this is an object.
    package subscript(key: String) -> MustacheValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }
}

extension MustacheValue: ExpressibleByStringLiteral {
    package init(stringLiteral value: String) { self = .string(value) }
}

extension MustacheValue: ExpressibleByBooleanLiteral {
    package init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension MustacheValue: ExpressibleByIntegerLiteral {
    package init(integerLiteral value: Int) { self = .int(value) }
}

extension MustacheValue: ExpressibleByFloatLiteral {
    package init(floatLiteral value: Double) { self = .double(value) }
}

extension MustacheValue: ExpressibleByArrayLiteral {
    package init(arrayLiteral elements: MustacheValue...) { self = .list(elements) }
}

extension MustacheValue: ExpressibleByDictionaryLiteral {
    /// A repeated key keeps its last value.
    package init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension MustacheValue: ExpressibleByNilLiteral {
    package init(nilLiteral: ()) { self = .null }
}
