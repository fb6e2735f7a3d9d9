import FormcIR

extension FieldRules {
    /// The field's value as conditions read it: a toggle's position, a picker's selected
    /// value (a cascading picker's last level), a date's text in its format with ASCII digits
    /// and its instant (a text that reads as no date: its text only, so orders never hold),
    /// a number's text, other text as typed; nothing for an unanswered picker, number or date.
    func conditionValue(_ state: FieldState) -> ConditionValue {
        switch state {
        case .toggle(let on):
            return .bool(on)
        case .quantity(let number):
            return .number(QuantitySettings.text(number))
        case .rating(let stars):
            return stars.map { .number(String($0)) } ?? .none
        case .yesNo(let yes):
            return yes.map(ConditionValue.answer) ?? .none
        case .selection(let checklist):
            return .selection(checklist.chosen)
        case .picker(let picker):
            guard let roots = source?.options, let last = picker.selection(roots: roots)?.last else { return .none }
            return .text(last.value)
        case .text(let buffer):
            let text = buffer.text
            switch field.kind.valueClass {
            case .number: return text.isEmpty ? .none : .number(text)
            case .date:
                guard !text.isEmpty else { return .none }
                guard let date = date(from: text) else { return .text(machineDate(text)) }
                return .date(machineDate(text), date)
            case .text, .option, .toggle, .selection: return .text(text)
            }
        }
    }
}

extension FormSession {
    /// Which fields are shown and enabled for `states`.
    static func evaluate(
        _ form: Form, _ evaluator: ConditionEvaluator,
        _ states: [String: FieldState]
    ) -> ConditionEvaluator.State {
        evaluate(form, evaluator) { states[$0] }
    }

    /// Which fields are shown and enabled for the states `state(id)` gives (a trial answer
    /// over the answers so far, without copying them).
    static func evaluate(
        _ form: Form, _ evaluator: ConditionEvaluator,
        _ state: (String) -> FieldState?
    ) -> ConditionEvaluator.State {
        guard !evaluator.isEmpty else { return ConditionEvaluator.State() }
        return evaluator.state { conditionValue(form, $0, state) }
    }

    /// The value conditions read for field `id` in the states `state(id)` gives.
    static func conditionValue(_ form: Form, _ id: String, _ state: (String) -> FieldState?) -> ConditionValue {
        guard let field = form.field(id), let value = state(id) else { return .none }
        return FieldRules(field: field, form: form).conditionValue(value)
    }

    /// The fields hidden or disabled in `state` or by `hidden: true`/`disabled: true`: they
    /// are not checked on submit and give no answer.
    static func unavailable(_ form: Form, _ state: ConditionEvaluator.State) -> Set<String> {
        var unavailable = state.hidden.union(state.disabled)
        for field in form.fields where !field.isSubmitted { unavailable.insert(field.id) }
        return unavailable
    }
}
