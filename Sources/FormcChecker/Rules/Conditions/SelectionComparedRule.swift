import FormcDiagnostics
import FormcIR

/// FC608: a condition that compares a multi-select as if it held one value. Its value is a
/// set of options: `==`, `!=` and `in` would ask whether the whole set is one option, which
/// a person who ticked two never meets. `contains` tests one option, `.count` how many.
struct SelectionComparedRule: CheckerRule {
    static let description = RuleDescription(
        .selectionCompared,
        explanation: """
            A multi-select holds a set of options, not one value. `amenities == 'wifi'` would \
            hold only while Wi-Fi alone is chosen, and `amenities in ['wifi', 'pool']` never \
            says which are: test an option with `contains` (`amenities contains 'wifi'`), count \
            them with `.count` (`amenities.count >= 2`), and ask `isEmpty` or `isSet` whether \
            any is chosen. Two multi-selects are not compared with each other.
            """,
        triggering: [
            "form: F\nfields:\n  - {id: extras, kind: multiSelect, options: [wifi, pool]}\n  - {id: note, visibleWhen: ↓extras == 'wifi'}\n",
            "form: F\nfields:\n  - {id: extras, kind: multiSelect, options: [wifi, pool]}\n  - {id: note, visibleWhen: \"↓extras in ['wifi']\"}\n"
        ],
        nonTriggering: [
            "form: F\nfields:\n  - {id: extras, kind: multiSelect, options: [wifi, pool]}\n  - {id: note, visibleWhen: extras contains 'wifi'}\n",
            "form: F\nfields:\n  - {id: extras, kind: multiSelect, options: [wifi, pool]}\n  - {id: note, visibleWhen: extras.count >= 2}\n"
        ])

    func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for site in ConditionSite.allWithRules(in: context.form) {
            for test in site.condition.tests {
                let sides: [(FieldReference, String?)]
                switch test {
                case .compare(let field, let comparison, let literal):
                    // Only a multi-select is this rule's: no hint is worked out for another field.
                    guard context.field(field.id)?.kind.entry.value == .selection else { continue }
                    // A field alone (`extras`) is `extras == true`: ask `isSet`.
                    let alone = literal.location == field.location
                    sides = [(field, Self.hint(field, comparison, literal, in: context))]
                    if alone {
                        found.append(
                            Diagnostic(
                                .selectionCompared,
                                "'\(field.id)' is a multi-select, which holds a set of options, never true; write "
                                    + "'\(field.id) isSet' for \"any is chosen\"", at: field.location))
                        continue
                    }
                case .isOneOf(let field, let literals):
                    let tests = literals.prefix(2).map { "\(field.id) contains \(Self.literal($0))" }
                    sides = [(field, "write " + tests.joined(separator: " or ") + (literals.count > 2 ? " or …" : ""))]
                case .compareFields(let field, _, let other): sides = [(field, nil), (other, nil)]
                case .isEmpty, .isSet, .contains, .count, .not, .all, .any: sides = []
                }
                for (reference, literal) in sides {
                    guard context.field(reference.id)?.kind.entry.value == .selection else { continue }
                    let hint =
                        literal
                        ?? "test an option with 'contains' or count them with '.count', in each field's own condition"
                    found.append(
                        Diagnostic(
                            .selectionCompared,
                            "'\(reference.id)' is a multi-select, which holds a set of options, never one value; \(hint)",
                            at: reference.location))
                }
            }
        }
        return found
    }

    /// What to write instead of `field comparison literal`: a count for an order or a number
    /// that is none of the options, `isSet`/`isEmpty` for a boolean, `contains` (negated for
    /// `!=`) for an option.
    private static func hint(
        _ field: FieldReference, _ comparison: Comparison, _ literal: ConditionLiteral, in context: CheckContext
    ) -> String {
        let id = field.id
        switch literal.value {
        case .bool(let value):
            let any = value == (comparison == .equal)
            return "write '\(id) \(any ? "isSet" : "isEmpty")' for \"\(any ? "any" : "none") is chosen\""
        case .number(let text) where comparison.isOrder || !isOption(text, of: field, in: context):
            return "write \(id).count \(comparison.rawValue) \(text) to count the options chosen"
        case .string, .number:
            let test = "\(id) contains \(Self.literal(literal))"
            return comparison == .notEqual
                ? "write not (\(test)) for \"not chosen\"" : "write \(test) to test one option"
        }
    }

    /// Whether `text` is one of the multi-select's option values.
    private static func isOption(_ text: String, of field: FieldReference, in context: CheckContext) -> Bool {
        guard let source = context.field(field.id)?.picker.flatMap({ context.form.source($0.source) }) else {
            return false
        }
        return source.options.contains { $0.value == text }
    }

    /// The literal as a condition writes it (a text quoted, its quotes doubled).
    private static func literal(_ literal: ConditionLiteral) -> String {
        switch literal.value {
        case .string(let text): return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
        case .number(let text): return text
        case .bool(let value): return String(value)
        }
    }
}
