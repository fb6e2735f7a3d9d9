import FormcDiagnostics
import FormcFrontEnd
import FormcIR

/// FC602: a condition names a field the form does not have.
struct ConditionUnknownFieldRule: CheckerRule {
    static let description = RuleDescription(
        .conditionUnknownField,
        explanation: """
            A `visibleWhen:`, `enabledWhen:` or a rule's `check:` reads other fields' values by \
            their ids, and a rule's `field:` names the field its message belongs to. An id that \
            no field has is most often a typo: the condition would read nothing, and the field \
            it governs would never (or always) show. Reported at the name, with the closest id; \
            a bare word after `==` is a field id too, so a text must be quoted.
            """,
        triggering: [
            "form: F\nfields:\n  - {id: business, kind: toggle}\n  - {id: company, visibleWhen: ↓busines}\n",
            "form: F\nfields: [{id: a}]\nsections:\n  - visibleWhen: a isSet or ↓b isSet\n    fields: [{id: c}]\n",
            "form: F\nfields:\n  - {id: plan}\n  - {id: company, visibleWhen: plan == ↓pro}\n",
            "form: F\nfields: [{id: a}, {id: b}]\nrules:\n  - {check: a == b, message: m, field: ↓c}\n"
        ],
        nonTriggering: [
            "form: F\nfields:\n  - {id: business, kind: toggle}\n  - {id: company, visibleWhen: business}\n"
        ])

    func check(_ context: CheckContext) -> [Diagnostic] {
        var found = ConditionSite.allWithRules(in: context.form).flatMap { site in
            let compared = Set(Self.rightHandFields(site.condition).map(\.location))
            return site.condition.references.filter { context.fieldIndex[$0.id] == nil }.map { reference in
                // A bare word after '==' is read as a field; most likely a text left unquoted.
                let quote =
                    compared.contains(reference.location)
                    ? "; to compare with the text, quote it: '\(reference.id)'" : ""
                return Diagnostic(
                    .conditionUnknownField,
                    "'\(site.key)' reads '\(reference.id)', but no field has that id"
                        + context.fieldHint(for: reference.id) + quote, at: reference.location)
            }
        }
        for rule in context.form.rules
        where context.fieldIndex[rule.field.id] == nil
            && !rule.check.references.contains(where: { $0.location == rule.field.location })
        {
            found.append(
                Diagnostic(
                    .conditionUnknownField,
                    "the rule's 'field' is '\(rule.field.id)', but no field has that id"
                        + context.fieldHint(for: rule.field.id), at: rule.field.location))
        }
        return found
    }

    /// The fields on the right of `a == b` and the like.
    private static func rightHandFields(_ condition: Condition) -> [FieldReference] {
        condition.tests.compactMap { test in
            guard case .compareFields(_, _, let right) = test else { return nil }
            return right
        }
    }
}

/// FC605: a condition reads a field that is always hidden, whose value never counts.
struct ConditionReadsHiddenFieldRule: CheckerRule {
    static let description = RuleDescription(
        .conditionReadsHiddenField,
        explanation: """
            A condition reads the values of the fields that are shown: a hidden field reads as \
            empty (no text, no selection, a toggle that is off), as its value is not part of the \
            answers. A field with `hidden: true` is hidden in every state, so a condition that \
            reads it is the same in every state. Read another field, or make the field visible \
            (perhaps with a `visibleWhen:` of its own).
            """,
        triggering: [
            "form: F\nfields:\n  - {id: plan, hidden: true}\n  - {id: company, visibleWhen: ↓plan == 'pro'}\n"
        ],
        nonTriggering: ["form: F\nfields:\n  - {id: plan}\n  - {id: company, visibleWhen: plan == 'pro'}\n"])

    func check(_ context: CheckContext) -> [Diagnostic] {
        ConditionSite.allWithRules(in: context.form).flatMap { site in
            site.condition.references.filter { context.field($0.id)?.hidden == true }.map { reference in
                Diagnostic(
                    .conditionReadsHiddenField,
                    "'\(reference.id)' is always hidden ('hidden: true'), so '\(site.key)' reads it as empty in every state",
                    at: reference.location)
            }
        }
    }
}
