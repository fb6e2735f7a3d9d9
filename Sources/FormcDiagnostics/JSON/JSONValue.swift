/// A JSON document as a value. An object's members are kept sorted by key (UTF-8 byte
/// order) and unique, so the order in which an encoder adds keys never shows in the output.
/// Build objects with `JSONValue.object(_:)` or `JSONObjectBuilder`, which sort.
public enum JSONValue: Sendable, Equatable {
    case sortedObject([JSONMember])
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

    /// An object from members in any order; a repeated key keeps its last value.
    public static func object(_ members: [String: JSONValue]) -> JSONValue {
        .sortedObject(JSONMember.sorted(members.map { JSONMember(key: $0.key, value: $0.value) }))
    }

    public static func number(_ value: Double) -> JSONValue {
        NumberText.wholeNumber(value).map { .int($0) } ?? .double(value)
    }
}

/// One key and value of a JSON object.
public struct JSONMember: Sendable, Equatable {
    public var key: String
    public var value: JSONValue

    public init(key: String, value: JSONValue) {
        self.key = key
        self.value = value
    }

    static func precedes(_ a: JSONMember, _ b: JSONMember) -> Bool {
        a.key.utf8.lexicographicallyPrecedes(b.key.utf8)
    }

    /// Where the member whose key is `key`'s very bytes is in `members` (in `precedes`
    /// order), found by halving them; nil when none is.
    package static func index(of key: String, in members: [JSONMember]) -> Int? {
        let probe = JSONMember(key: key, value: .null)
        var low = 0
        var high = members.count
        while low < high {
            let middle = (low + high) / 2
            if precedes(members[middle], probe) { low = middle + 1 } else { high = middle }
        }
        return low < members.count && members[low].key.utf8.elementsEqual(key.utf8) ? low : nil
    }

    /// Two lists in `precedes` order as one, in that order (no key is in both).
    package static func merged(_ first: [JSONMember], _ second: [JSONMember]) -> [JSONMember] {
        guard !second.isEmpty else { return first }
        var result: [JSONMember] = []
        result.reserveCapacity(first.count + second.count)
        var (i, j) = (0, 0)
        while i < first.count, j < second.count {
            if precedes(second[j], first[i]) {
                result.append(second[j])
                j += 1
            } else {
                result.append(first[i])
                i += 1
            }
        }
        result += first[i...]
        result += second[j...]
        return result
    }

    /// `members`, whose keys differ, in `precedes` order. Swift's `<` on strings is several
    /// times faster than comparing their UTF-8 and gives the same order for text in Unicode's
    /// NFC form (nearly all keys); one linear pass tells whether it did, else the bytes decide.
    static func sorted(_ members: [JSONMember]) -> [JSONMember] {
        let quick = members.sorted { $0.key < $1.key }
        if zip(quick, quick.dropFirst()).allSatisfy({ precedes($0, $1) }) { return quick }
        return members.sorted(by: precedes)
    }
}

/// Builds a JSON object leaving out absent optional values, so "key absent" means "not set".
/// Members are collected in an array (no hashing: objects here have a few dozen keys) and
/// sorted once when the value is taken; setting a key again replaces its value.
public struct JSONObjectBuilder {
    private var members: [JSONMember] = []

    public init() { members.reserveCapacity(24) }

    public subscript(key: String) -> JSONValue? {
        get { members.last { $0.key == key }?.value }
        set {
            // Encoders set each key once; replacing is the rare case.
            if let index = members.lastIndex(where: { $0.key == key }) { members.remove(at: index) }
            if let newValue { members.append(JSONMember(key: key, value: newValue)) }
        }
    }

    public mutating func set(_ key: String, _ value: String?) { if let value { self[key] = .string(value) } }
    public mutating func set(_ key: String, _ value: Int?) { if let value { self[key] = .int(value) } }
    public mutating func set(_ key: String, _ value: Bool) { self[key] = .bool(value) }
    public mutating func set(_ key: String, _ value: Double?) { if let value { self[key] = .number(value) } }

    /// The object. Encoders that set keys in sorted order skip the sort.
    public var value: JSONValue {
        if zip(members, members.dropFirst()).allSatisfy({ JSONMember.precedes($0, $1) }) {
            return .sortedObject(members)
        }
        return .sortedObject(members.sorted(by: JSONMember.precedes))
    }
}
