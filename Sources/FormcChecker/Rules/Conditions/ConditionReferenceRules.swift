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
                let meant = context.fieldSuggestion(for: reference.id)
                // A field's own id is the "did you mean", but never the fix of its own
                // condition: written there it is FC603.
                var own = false
                if case .field(let index) = site.owner, context.form.fields.indices.contains(index) {
                    own = context.form.fields[index].id == meant
                }
                return Diagnostic(
                    .conditionUnknownField,
                    "'\(site.key)' reads '\(reference.id)', but no field has that id"
                        + KeySuggestion.phrase(meant) + quote, at: reference.location,
                    fixIt: own ? nil : Self.fixIt(writing: meant, over: reference))
            }
        }
        for rule in context.form.rules
        where context.fieldIndex[rule.field.id] == nil
            && !rule.check.references.contains(where: { $0.location == rule.field.location })
        {
            let meant = context.fieldSuggestion(for: rule.field.id)
            found.append(
                Diagnostic(
                    .conditionUnknownField,
                    "the rule's 'field' is '\(rule.field.id)', but no field has that id"
                        + KeySuggestion.phrase(meant), at: rule.field.location,
                    fixIt: meant.map { FixIt.scalar(at: rule.field.location, value: $0) }))
        }
        return found
    }

    /// The fix-it writing the id `meant` over a reference inside a condition: only where the
    /// reference's range is the id alone (not the whole condition, as after an escape), and
    /// the id is one word the condition reads back as the same field.
    private static func fixIt(writing meant: String?, over reference: FieldReference) -> FixIt? {
        guard let meant, ConditionParser.problem(withName: meant) == nil,
            let end = reference.location.endColumn,
            end - reference.location.column == reference.id.unicodeScalars.count
        else { return nil }
        return FixIt(at: reference.location, replacement: meant)
    }

    /// The fields on the right of `a == b` and the like.
    private static func rightHandFields(_ condition: Condition) -> [FieldReference] {
        condition.tests.compactMap { test in
            guard case .compareFields(_, _, let right) = test else { return nil }
            return right
        }
    }
}

/// FC605: a condition reads a field that is always hidden or disabled, whose value never counts.
struct ConditionReadsHiddenFieldRule: CheckerRule {
    static let description = RuleDescription(
        .conditionReadsHiddenField,
        explanation: """
            A condition reads the values of the fields that are shown and enabled: a hidden or \
            disabled field reads as empty (no text, no selection, a toggle that is off), as its \
            value is not part of the answers. A field with `hidden: true` or `disabled: true` is \
            so in every state, so a condition that reads it is the same in every state. Read \
            another field, or make the field visible and enabled (perhaps with a `visibleWhen:` \
            or `enabledWhen:` of its own).
            """,
        triggering: [
            "form: F\nfields:\n  - {id: plan, hidden: true}\n  - {id: company, visibleWhen: ↓plan == 'pro'}\n",
            "form: F\nfields:\n  - {id: plan, disabled: true}\n  - {id: company, visibleWhen: ↓plan == 'pro'}\n"
        ],
        nonTriggering: ["form: F\nfields:\n  - {id: plan}\n  - {id: company, visibleWhen: plan == 'pro'}\n"])

    func check(_ context: CheckContext) -> [Diagnostic] {
        ConditionSite.allWithRules(in: context.form).flatMap { site in
            site.condition.references.compactMap { reference -> Diagnostic? in
                guard let field = context.field(reference.id), field.hidden || field.disabled else { return nil }
                let always = field.hidden ? "hidden ('hidden: true')" : "disabled ('disabled: true')"
                return Diagnostic(
                    .conditionReadsHiddenField,
                    "'\(reference.id)' is always \(always), so '\(site.key)' reads it as empty in every state",
                    at: reference.location)
            }
        }
    }
}
