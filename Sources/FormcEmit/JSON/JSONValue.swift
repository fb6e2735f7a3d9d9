/// A JSON document as a value. Objects are written with their keys sorted (by UTF-8 bytes),
/// so the order in which an encoder adds keys never shows in the output.
public enum JSONValue: Sendable, Equatable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null

    /// A number written as text in a spec (`75`, `1.5`, `1e3`) as a JSON number: an integer
    /// when it is one, else the shortest decimal that reads back as the same `Double`.
    public static func number(_ text: String) -> JSONValue {
        if let int = Int(text) { return .int(int) }
        if let double = Double(text), double.isFinite { return number(double) }
        return .string(text)
    }

    public static func number(_ value: Double) -> JSONValue {
        if value.rounded() == value, abs(value) < 1e15 { return .int(Int(value)) }
        return .double(value)
    }
}

/// Builds a JSON object leaving out absent optional values, so "key absent" means "not set".
public struct JSONObjectBuilder {
    public private(set) var members: [String: JSONValue] = [:]

    public init() {}

    public subscript(key: String) -> JSONValue? {
        get { members[key] }
        set { members[key] = newValue }
    }

    public mutating func set(_ key: String, _ value: String?) { if let value { members[key] = .string(value) } }
    public mutating func set(_ key: String, _ value: Int?) { if let value { members[key] = .int(value) } }
    public mutating func set(_ key: String, _ value: Bool) { members[key] = .bool(value) }
    public mutating func set(_ key: String, _ value: Double?) { if let value { members[key] = .number(value) } }

    public var value: JSONValue { .object(members) }
}
