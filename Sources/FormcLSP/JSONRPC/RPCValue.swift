import Foundation

/// A JSON value as the protocol carries it, typed so that reading a message never casts:
/// `JSONSerialization` gives `Any`, in which a boolean and the number 1 both cast to `Int`
/// and `Bool`; `RPCValue(any:)` tells them apart once, here.
public enum RPCValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([RPCValue])
    case object([String: RPCValue])

    /// Parses one JSON text. Returns nil when `data` is not JSON (any top-level value is
    /// accepted; the caller decides what a message must be).
    public static func parse(_ data: Data) -> RPCValue? {
        if let any = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) { return RPCValue(any: any) }
        // Refused: perhaps only for a lone surrogate escape, which JSON allows.
        guard let repaired = LoneSurrogates.repaired(data),
              let any = try? JSONSerialization.jsonObject(with: repaired, options: [.fragmentsAllowed]) else { return nil }
        return RPCValue(any: any)
    }

    /// Converts what `JSONSerialization` returns; nil for anything it never returns.
    init?(any: Any) {
        switch any {
        case is NSNull: self = .null
        case let string as String: self = .string(string)
        case let number as NSNumber:
            // A JSON true/false is a boolean NSNumber, whose type encoding is "c" (char); a
            // number with a fraction or exponent is a double ("d"); an integer too large for
            // Int is an unsigned one ("Q").
            switch String(cString: number.objCType) {
            case "c": self = .bool(number.boolValue)
            case "d", "f": self = .double(number.doubleValue)
            case "Q" where number.uint64Value > UInt64(Int.max): self = .double(number.doubleValue)
            default: self = .int(number.intValue)
            }
        case let array as [Any]:
            var values: [RPCValue] = []
            values.reserveCapacity(array.count)
            for element in array {
                guard let value = RPCValue(any: element) else { return nil }
                values.append(value)
            }
            self = .array(values)
        case let object as [String: Any]:
            var values: [String: RPCValue] = [:]
            values.reserveCapacity(object.count)
            for (key, element) in object {
                guard let value = RPCValue(any: element) else { return nil }
                values[key] = value
            }
            self = .object(values)
        default: return nil
        }
    }

    /// The value as `JSONSerialization` writes it.
    var any: Any {
        switch self {
        case .null: return NSNull()
        case .bool(let value): return value
        case .int(let value): return value
        case .double(let value): return value.isFinite ? value : 0
        case .string(let value): return value
        case .array(let values): return values.map(\.any)
        case .object(let values): return values.mapValues(\.any)
        }
    }

    /// The compact JSON text of this value.
    public func serialized() -> Data {
        // Every value built from RPCValue is valid JSON, so this cannot fail; "null" if it did.
        (try? JSONSerialization.data(withJSONObject: any, options: [.fragmentsAllowed, .withoutEscapingSlashes]))
            ?? Data("null".utf8)
    }

    public subscript(key: String) -> RPCValue? {
        if case .object(let values) = self { return values[key] }
        return nil
    }

    public var string: String? { if case .string(let value) = self { return value }; return nil }
    public var int: Int? { if case .int(let value) = self { return value }; return nil }
    public var bool: Bool? { if case .bool(let value) = self { return value }; return nil }
    public var array: [RPCValue]? { if case .array(let values) = self { return values }; return nil }
    public var object: [String: RPCValue]? { if case .object(let values) = self { return values }; return nil }
}

extension RPCValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
                    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: RPCValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, RPCValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    public init(nilLiteral: ()) { self = .null }
}
