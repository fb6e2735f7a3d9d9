import FormcDiagnostics
import FormcFrontEnd
import FormcIR

/// FC602: a condition names a field the form does not have.
struct ConditionUnknownFieldRule: CheckerRule {
    static let description = RuleDescription(
        .conditionUnknownField,
        explanation: """
        A `visibleWhen:` or `enabledWhen:` reads other fields' values by their ids. An id \
        that no field has is most often a typo: the condition would read nothing, and the \
        field it governs would never (or always) show. Reported at the name, with the \
        closest id.
        """,
        triggering: [
            "form: F\nfields:\n  - {id: business, kind: toggle}\n  - {id: company, visibleWhen: ↓busines}\n",
            "form: F\nfields: [{id: a}]\nsections:\n  - visibleWhen: a isSet or ↓b isSet\n    fields: [{id: c}]\n",
        ],
        nonTriggering: ["form: F\nfields:\n  - {id: business, kind: toggle}\n  - {id: company, visibleWhen: business}\n"])

    func check(_ context: CheckContext) -> [Diagnostic] {
        var suggestions = KeySuggestions(context.form.fields.map(\.id))
        return ConditionSite.all(in: context.form).flatMap { site in
            site.condition.references.filter { context.fieldIndex[$0.id] == nil }.map { reference in
                Diagnostic(.conditionUnknownField, "'\(site.key)' reads '\(reference.id)', but no field has that id"
                               + suggestions.hint(for: reference.id), at: reference.location)
            }
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
        triggering: ["form: F\nfields:\n  - {id: plan, hidden: true}\n  - {id: company, visibleWhen: ↓plan == 'pro'}\n"],
        nonTriggering: ["form: F\nfields:\n  - {id: plan}\n  - {id: company, visibleWhen: plan == 'pro'}\n"])

    func check(_ context: CheckContext) -> [Diagnostic] {
        ConditionSite.all(in: context.form).flatMap { site in
            site.condition.references.filter { context.field($0.id)?.hidden == true }.map { reference in
                Diagnostic(.conditionReadsHiddenField,
                           "'\(reference.id)' is always hidden ('hidden: true'), so '\(site.key)' reads it as empty in every state",
                           at: reference.location)
            }
        }
    }
}
