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
            let compared = Self.rightHandFields(site.condition)
            let partners = Self.leftHandFields(site.condition)
            return site.condition.references.filter { context.fieldIndex[$0.id] == nil }.map { reference in
                var meant = context.fieldSuggestion(for: reference.id)
                // A field compared with another is meant only where the two compare (no FC607)
                // and it is not that other field (`s == s` always holds): a hint never leads to
                // the next error (issue 47, item 3).
                if let suggested = meant,
                    let (other, comparison) = compared[reference.location] ?? partners[reference.location],
                    let known = context.field(other.id), let candidate = context.field(suggested)
                {
                    if suggested == other.id || IncomparableValuesRule.problem(known, comparison, candidate) != nil {
                        meant = nil
                    }
                }
                // A field's own id is the "did you mean", but never the fix of its own
                // condition: written there it is FC603.
                var own = false
                if case .field(let index) = site.owner, context.form.fields.indices.contains(index) {
                    own = context.form.fields[index].id == meant
                }
                var hints: [String] = []
                var fixIt = own ? nil : Self.fixIt(writing: meant, over: reference)
                if let meant {
                    hints.append(
                        "did you mean '\(meant)'?"
                            + (own ? " (no fix-it: a field's condition may not read the field itself)" : ""))
                }
                // A bare word on the right of a comparison is read as a field; most likely a
                // value left unquoted. Each hint is one that, applied, lints clean (issue 47,
                // item 3): a toggle's yes is true, not 'yes'; a text is quoted only where the
                // field can hold it.
                if let (left, comparison) = compared[reference.location], let field = context.field(left.id) {
                    if field.kind.entry.value.isBoolean, let value = Self.toggleValue(reference.id) {
                        hints.append(
                            "'\(left.id)' is a \(field.kind.rawValue), which holds true or false: write \(value)")
                        if meant == nil { fixIt = Self.fixIt(over: reference, literal: "\(value)") }
                    } else if !comparison.isOrder, ImpossibleComparisonRule.holds(reference.id, field, in: context.form)
                    {
                        hints.append("to compare with the text, quote it: '\(reference.id)'")
                    }
                }
                return Diagnostic(
                    .conditionUnknownField,
                    "'\(site.key)' reads '\(reference.id)', but no field has that id"
                        + (hints.isEmpty ? "" : "; " + hints.joined(separator: " Or, ")), at: reference.location,
                    fixIt: fixIt)
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
                    "the rule's '\(Language.ruleKeys.field.name)' is '\(rule.field.id)', but no field has that id"
                        + KeySuggestion.phrase(meant), at: rule.field.location,
                    fixIt: meant.map { FixIt.scalar(at: rule.field.location, value: $0) }))
        }
        return found
    }

    /// The fix-it writing the id `meant` over a reference inside a condition: only where the
    /// reference's range is the id alone (not the whole condition, as after an escape), and
    /// the id is one word the condition reads back as the same field.
    private static func fixIt(writing meant: String?, over reference: FieldReference) -> FixIt? {
        guard let meant, ConditionParser.problem(withName: meant) == nil else { return nil }
        return fixIt(over: reference, literal: meant)
    }

    /// The fix-it writing `text` (an id, or a word of the language such as `true`) over a
    /// reference whose range is its id alone.
    private static func fixIt(over reference: FieldReference, literal text: String) -> FixIt? {
        guard let end = reference.location.endColumn,
            end - reference.location.column == reference.id.unicodeScalars.count
        else { return nil }
        return FixIt(at: reference.location, replacement: text)
    }

    /// The fields on the right of `a == b` and the like, by their place: the field on the
    /// left and the comparison.
    private static func rightHandFields(_ condition: Condition) -> [SourceLocation: (FieldReference, Comparison)] {
        var found: [SourceLocation: (FieldReference, Comparison)] = [:]
        for test in condition.tests {
            guard case .compareFields(let left, let comparison, let right) = test else { continue }
            found[right.location] = (left, comparison)
        }
        return found
    }

    /// The fields on the left of `a == b` and the like, by their place: the field on the right
    /// and the comparison.
    private static func leftHandFields(_ condition: Condition) -> [SourceLocation: (FieldReference, Comparison)] {
        var found: [SourceLocation: (FieldReference, Comparison)] = [:]
        for test in condition.tests {
            guard case .compareFields(let left, let comparison, let right) = test else { continue }
            found[left.location] = (right, comparison)
        }
        return found
    }

    /// The boolean a word means in YAML's spelling (`yes`, `On`, `n`…), which a toggle is
    /// compared with as `true` or `false`; nil for any other word.
    private static func toggleValue(_ word: String) -> Bool? {
        switch word.lowercased() {
        case "yes", "y", "on": return true
        case "no", "n", "off": return false
        default: return nil
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
                // The condition an "Other" option gives its text field is written nowhere: it is
                // the text field that never shows.
                if case .field(let index) = site.owner, let owner = context.form.fields[index].written.otherOf {
                    return Diagnostic(
                        .conditionReadsHiddenField,
                        "'\(owner.value)' is always \(always), so the text field of its \"Other\" option never shows",
                        at: reference.location)
                }
                return Diagnostic(
                    .conditionReadsHiddenField,
                    "'\(reference.id)' is always \(always), so '\(site.key)' reads it as empty in every state",
                    at: reference.location)
            }
        }
    }
}
