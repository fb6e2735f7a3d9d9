import FormcDiagnostics
import FormcIR

/// FC603: a field's conditions read, directly or through other conditions, that field.
struct ConditionCycleRule: CheckerRule {
    static let description = RuleDescription(
        .conditionCycle,
        explanation: """
            A condition reads other fields' values, and a hidden or disabled field reads as \
            empty; so when `a` is shown (or enabled) only while `b` is set and `b` only while \
            `a` is set, neither is ever shown, and which state the form is in has no answer. formc evaluates conditions in \
            the order their reads give, which needs that no field depend on itself: directly \
            (its own condition reads it), through other fields' conditions, or through its \
            section's. The cycle is reported once, at its first field's reference, with a note \
            at each reference along it.
            """,
        triggering: [
            "form: F\nfields:\n  - {id: a, visibleWhen: ↓b isSet}\n  - {id: b, visibleWhen: a isSet}\n",
            "form: F\nfields:\n  - {id: a, enabledWhen: ↓a isEmpty}\n",
            "form: F\nsections:\n  - visibleWhen: ↓name isSet\n    fields: [{id: name}]\n"
        ],
        nonTriggering: [
            "form: F\nfields:\n  - {id: a}\n  - {id: b, visibleWhen: a isSet}\n  - {id: c, visibleWhen: b isSet}\n"
        ])

    func check(_ context: CheckContext) -> [Diagnostic] {
        let form = context.form
        let graph = ConditionGraph(form, fieldIndex: context.fieldIndex)
        func name(_ node: Int) -> String {
            node < graph.fieldCount
                ? "'\(form.fields[node].id)'" : ConditionSite.name(ofSection: node - graph.fieldCount, in: form)
        }
        return graph.cycles().compactMap { cycle in
            guard let first = cycle.first, let location = cycle.lazy.compactMap(\.edge.location).first else {
                return nil
            }
            let path = (cycle.map { name($0.from) } + [name(first.from)]).joined(separator: " → ")
            let notes = cycle.map { step in
                if let at = step.edge.location {
                    return DiagnosticNote("\(name(step.from)) reads \(name(step.edge.to)) here", at: at)
                }
                let field = form.fields.indices.contains(step.from) ? form.fields[step.from].location : nil
                return DiagnosticNote(
                    "\(name(step.from)) is in \(name(step.edge.to)), whose conditions govern it", at: field)
            }
            return Diagnostic(
                .conditionCycle,
                "\(name(first.from)) depends on itself through conditions: \(path); "
                    + "a condition must not read, directly or through others, a field it governs",
                at: location, notes: notes)
        }
    }
}
