import FormcIR

extension FormSession {
    /// The spec's `rules:` by the id of the field each is about, in the order written: built
    /// once, so checking every field's rules costs the rules, not fields × rules.
    static func rulesByField(_ form: Form) -> [String: [FormRule]] {
        Dictionary(grouping: form.rules, by: \.field.id)
    }

    /// The message of the first of `rules` (the rules about one field) that fails for the
    /// states `state(id)` gives, in the order written; nil when they all hold (or there are
    /// none). Fields hidden or disabled in `conditions` (the conditions' state for those
    /// states) read as empty, as conditions read them. Whether the field is shown and enabled
    /// is the caller's: a rule about a hidden or disabled field is not checked.
    static func ruleMessage(
        _ rules: [FormRule], _ form: Form, _ evaluator: ConditionEvaluator,
        conditions: ConditionEvaluator.State, _ state: (String) -> FieldState?
    ) -> String? {
        rules.first { rule in
            !evaluator.holds(rule.check, in: conditions) { conditionValue(form, $0, state) }
        }?.message
    }

    /// The message of the first of `rules` that fails for the current values; nil when they
    /// all hold.
    func ruleMessage(_ rules: [FormRule]) -> String? {
        Self.ruleMessage(rules, form, evaluator, conditions: conditionState) { states[$0] }
    }

    /// The first problem of field `id`'s own checks for its current value; nil when it passes.
    func problem(of id: String) -> String? {
        guard let field = form.field(id), let state = states[id] else { return nil }
        return rules(field).problem(state)
    }
}
