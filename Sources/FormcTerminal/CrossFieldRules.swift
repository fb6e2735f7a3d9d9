import FormcIR

extension FormSession {
    /// The message of the first of the spec's `rules:` about `target` that fails for
    /// `states`, in the order written; nil when they all hold (or none is about it). Fields
    /// hidden in those states read as empty, as conditions read them. Whether the target is
    /// shown and enabled is the caller's: a rule about a hidden or disabled field is not
    /// checked.
    static func ruleMessage(for target: String, _ form: Form, _ evaluator: ConditionEvaluator,
                            _ states: [String: FieldState]) -> String? {
        let rules = form.rules.filter { $0.field.id == target }
        guard !rules.isEmpty else { return nil }
        let state = evaluate(form, evaluator, states)
        return rules.first { rule in
            !evaluator.holds(rule.check, in: state) { id in
                guard let field = form.field(id), let value = states[id] else { return .none }
                return FieldRules(field: field, form: form).conditionValue(value)
            }
        }?.message
    }
}
