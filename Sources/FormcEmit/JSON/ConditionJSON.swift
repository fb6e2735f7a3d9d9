import FormcDiagnostics
import FormcIR

/// A condition as JSON, one object per node with its operator under `op`
/// (docs/json-format.md, "conditions"): `==`, `!=`, `<`, `<=`, `>`, `>=` with `field` and
/// `value` (a literal) or `otherField` (another field's id), `in` with `field`
/// and `values`, `isEmpty`/`isSet` with `field`, `contains` with `field` and `value`, `count`
/// with `field`, `compare` (`==` … `>=`) and `value`, `not` with `operand`, `and`/`or` with
/// `operands`. Keys are set in sorted order. The depth is bounded by the parser.
enum ConditionJSON {
    static func encode(_ condition: Condition) -> JSONValue {
        switch condition {
        case .compare(let field, let comparison, let literal):
            return .sortedObject([
                member("field", .string(field.id)), member("op", .string(comparison.rawValue)),
                member("value", encode(literal))
            ])
        case .compareFields(let field, let comparison, let other):
            return .sortedObject([
                member("field", .string(field.id)), member("op", .string(comparison.rawValue)),
                member("otherField", .string(other.id))
            ])
        case .isOneOf(let field, let literals):
            return .sortedObject([
                member("field", .string(field.id)), member("op", .string("in")),
                member("values", .array(literals.map(encode)))
            ])
        case .isEmpty(let field):
            return .sortedObject([member("field", .string(field.id)), member("op", .string("isEmpty"))])
        case .isSet(let field):
            return .sortedObject([member("field", .string(field.id)), member("op", .string("isSet"))])
        case .contains(let field, let literal):
            return .sortedObject([
                member("field", .string(field.id)), member("op", .string("contains")), member("value", encode(literal))
            ])
        case .count(let field, let comparison, let literal):
            return .sortedObject([
                member("compare", .string(comparison.rawValue)), member("field", .string(field.id)),
                member("op", .string("count")), member("value", encode(literal))
            ])
        case .not(let inner):
            return .sortedObject([member("op", .string("not")), member("operand", encode(inner))])
        case .all(let parts):
            return .sortedObject([member("op", .string("and")), member("operands", .array(parts.map(encode)))])
        case .any(let parts):
            return .sortedObject([member("op", .string("or")), member("operands", .array(parts.map(encode)))])
        }
    }

    /// One of the spec's `rules:`: `{"check": …, "field": id, "message": text}`.
    static func encode(_ rule: FormRule) -> JSONValue {
        .sortedObject([
            member("check", encode(rule.check)), member("field", .string(rule.field.id)),
            member("message", .string(rule.message))
        ])
    }

    /// A field's or a section's conditions into `object`, each key only when set.
    static func set(_ conditions: Conditions, into object: inout JSONObjectBuilder) {
        if let condition = conditions.enabledWhen { object["enabledWhen"] = encode(condition) }
        if let condition = conditions.visibleWhen { object["visibleWhen"] = encode(condition) }
    }

    private static func encode(_ literal: ConditionLiteral) -> JSONValue {
        switch literal.value {
        case .string(let text): return .string(text)
        case .number(let text): return .number(text)
        case .bool(let value): return .bool(value)
        }
    }

    private static func member(_ key: String, _ value: JSONValue) -> JSONMember { JSONMember(key: key, value: value) }
}
