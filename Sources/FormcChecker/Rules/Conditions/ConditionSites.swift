import FormcIR

/// One `visibleWhen:` or `enabledWhen:` of the form, with what it governs: a field's own
/// condition governs that field, a section's governs each of the section's fields; or the
/// `check:` of one of the form's `rules:`, which governs nothing's visibility.
struct ConditionSite {
    enum Owner {
        /// Index into `Form.fields`.
        case field(Int)
        /// Index into `Form.sections`.
        case section(Int)
        /// Index into `Form.rules`.
        case rule(Int)
    }

    let owner: Owner
    /// `visibleWhen`, `enabledWhen` or `check`.
    let key: String
    let condition: Condition

    /// Every condition of `form`: the fields' in declaration order, then the sections'.
    static func all(in form: Form) -> [ConditionSite] {
        var sites: [ConditionSite] = []
        // By index, skipping the fields without conditions: most fields, and copying each
        // field to look (a `for field in` loop) cost more than the rest of the rule.
        for index in form.fields.indices where !form.fields[index].conditions.isEmpty {
            sites += listed(form.fields[index].conditions, owner: .field(index))
        }
        for (index, section) in form.sections.enumerated() {
            sites += listed(section.conditions, owner: .section(index))
        }
        return sites
    }

    /// Every condition, then every rule's check: what reads fields' values at all.
    static func allWithRules(in form: Form) -> [ConditionSite] {
        all(in: form)
            + form.rules.enumerated().map {
                ConditionSite(owner: .rule($0.offset), key: Language.ruleKeys.check.name, condition: $0.element.check)
            }
    }

    private static func listed(_ conditions: Conditions, owner: Owner) -> [ConditionSite] {
        // A section's two keys are named as a field's.
        let F = Language.fieldKeys
        let written = [(F.visibleWhen.name, conditions.visibleWhen), (F.enabledWhen.name, conditions.enabledWhen)]
        return written.compactMap { key, condition in
            condition.map { ConditionSite(owner: owner, key: key, condition: $0) }
        }
    }

    /// How messages name a section: by its title, else by its place.
    static func name(ofSection index: Int, in form: Form) -> String {
        let title = form.sections.indices.contains(index) ? form.sections[index].title : nil
        return title.map { "section '\($0)'" } ?? "section \(index + 1)"
    }
}
