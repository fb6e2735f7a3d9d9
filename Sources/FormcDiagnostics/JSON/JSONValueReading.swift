import Foundation

/// Reading JSON into a `JSONValue`, and the accessors and literals the language server's
/// messages use: the one JSON value type of formc, for what it writes (the JSON output, lint
/// reports, SARIF, the schema) and for the JSON-RPC messages `formc lsp` reads and writes.
extension JSONValue {
    /// Parses one JSON text. Returns nil when `data` is not JSON (any top-level value is
    /// accepted; the caller decides what a message must be).
    public static func parse(_ data: Data) -> JSONValue? {
        if let any = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) {
            return JSONValue(any: any)
        }
        // Refused: perhaps only for a lone surrogate escape, which JSON allows.
        guard let repaired = LoneSurrogates.repaired(data),
            let any = try? JSONSerialization.jsonObject(with: repaired, options: [.fragmentsAllowed])
        else { return nil }
        return JSONValue(any: any)
    }

    /// Converts what `JSONSerialization` returns, telling a boolean from the number 1 once,
    /// here (both cast to `Int` and `Bool` from `Any`); nil for anything it never returns.
    init?(any: Any) {
        // Swift's own containers and strings are tried first, the classes last: on Linux,
        // `JSONSerialization` returns Swift dictionaries and arrays, and testing one against a
        // class (`is NSNull`, `as NSNumber`) bridges it whole to `NSDictionary` or `NSArray`
        // first, once per test and level, which made a String Catalog of a million keys take
        // seconds (issue 44).
        switch any {
        case let object as [String: Any]:
            var members: [JSONMember] = []
            members.reserveCapacity(object.count)
            for (key, element) in object {
                guard let value = JSONValue(any: element) else { return nil }
                members.append(JSONMember(key: key, value: value))
            }
            // The keys of a dictionary are unique already: only their order is left to set.
            self = .sortedObject(JSONMember.sorted(members))
        case let array as [Any]:
            var values: [JSONValue] = []
            values.reserveCapacity(array.count)
            for element in array {
                guard let value = JSONValue(any: element) else { return nil }
                values.append(value)
            }
            self = .array(values)
        case let string as String: self = .string(string)
        case is NSNull: self = .null
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
        case .sortedObject(let members):
            return Dictionary(members.map { ($0.key, $0.value.any) }, uniquingKeysWith: { _, last in last })
        }
    }

    /// The compact JSON text of this value (a message body).
    public func serialized() -> Data {
        // Every JSONValue is valid JSON once non-finite numbers are 0, so this cannot fail;
        // "null" if it did.
        (try? JSONSerialization.data(withJSONObject: any, options: [.fragmentsAllowed, .withoutEscapingSlashes]))
            ?? Data("null".utf8)
    }

    /// The member `key` of an object; nil for another value or a missing key.
    public subscript(key: String) -> JSONValue? {
        guard case .sortedObject(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The member whose key is `key`'s very bytes, found by halving the sorted members: for an
    /// object of many (a String Catalog's entries), where the subscript reads them in turn.
    package func member(exactly key: String) -> JSONValue? {
        guard case .sortedObject(let members) = self, let index = JSONMember.index(of: key, in: members) else {
            return nil
        }
        return members[index].value
    }

    /// The object with its member `key` set to `value` (added in its place among the others);
    /// another value as it is.
    package func setting(_ key: String, to value: JSONValue) -> JSONValue {
        guard case .sortedObject(var members) = self else { return self }
        if let index = JSONMember.index(of: key, in: members) {
            members[index].value = value
        } else {
            let member = JSONMember(key: key, value: value)
            members.insert(member, at: members.firstIndex { JSONMember.precedes(member, $0) } ?? members.count)
        }
        return .sortedObject(members)
    }

    /// An object's members, in key order; nil for another value.
    package var members: [JSONMember]? {
        guard case .sortedObject(let members) = self else { return nil }
        return members
    }

    public var string: String? { if case .string(let value) = self { return value }; return nil }
    public var int: Int? { if case .int(let value) = self { return value }; return nil }
    public var bool: Bool? { if case .bool(let value) = self { return value }; return nil }
    public var array: [JSONValue]? { if case .array(let values) = self { return values }; return nil }
    public var object: [String: JSONValue]? {
        guard case .sortedObject(let members) = self else { return nil }
        return Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    public init(nilLiteral: ()) { self = .null }
}
