import FormcDiagnostics
import FormcFrontEnd
import FormcIR

/// FC607: a comparison between values that cannot be compared: two fields whose values are
/// of different sorts, or an order (`<`, `<=`, `>`, `>=`) on values without one.
struct IncomparableValuesRule: CheckerRule {
    static let description = RuleDescription(
        .incomparableValues,
        explanation: """
            A comparison between two fields (`confirmPassword == password`, `end >= start`) needs \
            values of one sort: text with text (text kinds, numbers' text and pickers' values \
            compare as text), a toggle with a toggle, a date with a date of the same kind (`date`, \
            `time` or `dateTime`). An order (`<`, `<=`, `>`, `>=`) needs two `number`/`decimal` \
            fields, two date fields of one kind, or a `number`/`decimal` field and a number. \
            Anything else could never hold (or always would): text has no order here, and a \
            toggle never equals a text.
            """,
        triggering: [
            "form: F\nfields:\n  - {id: agree, kind: toggle}\n  - {id: name}\nrules:\n  - {check: name == ↓agree, message: m}\n",
            "form: F\nfields:\n  - {id: start, kind: date}\n  - {id: end, kind: time}\nrules:\n  - {check: end >= ↓start, message: m}\n",
            "form: F\nfields:\n  - {id: name}\n  - {id: b, visibleWhen: name > ↓3}\n"
        ],
        nonTriggering: [
            "form: F\nfields:\n  - {id: password, kind: secure}\n  - {id: again, kind: secure}\nrules:\n  - {check: again == password, message: m}\n",
            "form: F\nfields:\n  - {id: start, kind: date}\n  - {id: end, kind: date}\nrules:\n  - {check: not (end < start), message: m}\n",
            "form: F\nfields:\n  - {id: age, kind: number}\n  - {id: b, visibleWhen: age >= 18}\n"
        ])

    /// What a field's value is, for comparing it with another's.
    enum Sort: Equatable {
        case text, number, toggle, option, date(FieldKind), selection

        init(_ kind: FieldKind) {
            switch kind.valueClass {
            case .text: self = .text
            case .number: self = .number
            case .toggle: self = .toggle
            case .option: self = .option
            case .date: self = .date(kind)
            case .selection: self = .selection
            }
        }

        var isTextual: Bool { self == .text || self == .number || self == .option }
        var isOrdered: Bool {
            if case .date = self { return true }
            return self == .number
        }
    }

    func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for site in ConditionSite.allWithRules(in: context.form) {
            for test in site.condition.tests {
                switch test {
                case .contains(let reference, _), .count(let reference, _, _):
                    // Only a multi-select has options chosen to test and count.
                    guard let field = context.field(reference.id), field.kind.entry.value != .selection else {
                        continue
                    }
                    let test = test.isCount ? "'\(field.id).count' counts" : "'contains' tests"
                    found.append(
                        Diagnostic(
                            .incomparableValues,
                            "\(test) the options chosen in a multi-select, but \(Self.describe(field)); compare "
                                + "its value with '==' or 'in'", at: reference.location))
                // A multi-select compared as one value is FC608's. (One case each: a `where`
                // binds to the last pattern of a case only.)
                case .compare(let reference, _, _) where Self.isSelection(reference, context): continue
                case .compareFields(let left, _, let right)
                where Self.isSelection(left, context) || Self.isSelection(right, context):
                    continue
                case .compare(let reference, let comparison, let literal) where comparison.isOrder:
                    guard let field = context.field(reference.id) else { continue }
                    if let problem = Self.orderProblem(field, comparison, literal) {
                        found.append(Diagnostic(.incomparableValues, problem, at: literal.location))
                    }
                case .compareFields(let left, let comparison, let right):
                    guard let lhs = context.field(left.id), let rhs = context.field(right.id) else { continue }
                    if let (problem, atLeft) = Self.problem(lhs, comparison, rhs) {
                        found.append(
                            Diagnostic(.incomparableValues, problem, at: atLeft ? left.location : right.location))
                    }
                case .compare, .isOneOf, .isEmpty, .isSet, .not, .all, .any: break
                }
            }
        }
        return found
    }

    private static func isSelection(_ reference: FieldReference, _ context: CheckContext) -> Bool {
        context.field(reference.id)?.kind.entry.value == .selection
    }

    static func describe(_ field: Field) -> String {
        let article = field.kind.rawValue.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        return "'\(field.id)' is \(article) \(field.kind.rawValue) field"
    }

    /// Why the two fields' values cannot be compared so, and whether to point at the left
    /// one (the one without an order) rather than the right.
    static func problem(_ lhs: Field, _ comparison: Comparison, _ rhs: Field) -> (String, Bool)? {
        let left = Sort(lhs.kind), right = Sort(rhs.kind)
        if comparison.isOrder {
            if left == right && left.isOrdered { return nil }
            if !left.isOrdered {
                return (
                    "'\(comparison.rawValue)' orders numbers or dates, but \(describe(lhs)); compare with '==' or '!='",
                    true
                )
            }
            if !right.isOrdered {
                return (
                    "'\(comparison.rawValue)' orders numbers or dates, but \(describe(rhs)); compare with '==' or '!='",
                    false
                )
            }
            return (
                "'\(comparison.rawValue)' needs values of one sort, but \(describe(lhs)) and \(describe(rhs))", false
            )
        }
        if left == right || (left.isTextual && right.isTextual) { return nil }
        return ("\(describe(lhs)) and \(describe(rhs)): their values are never equal", false)
    }

    static func orderProblem(_ field: Field, _ comparison: Comparison, _ literal: ConditionLiteral) -> String? {
        let sort = Sort(field.kind)
        if sort == .number {
            if case .number = literal.value { return nil }
            return "'\(comparison.rawValue)' compares '\(field.id)' with a number; write one without quotes"
        }
        if case .date = sort {
            return
                "\(describe(field)): '\(comparison.rawValue)' orders it only against another date field of its kind, not a literal"
        }
        return "'\(comparison.rawValue)' orders numbers or dates, but \(describe(field)); compare with '==' or '!='"
    }
}
