import FormcDiagnostics
import FormcFrontEnd
import FormcIR

/// FC606: a chain field sets its own Next return key, but in the state where every field is
/// empty the conditions hide or disable every chain field after it.
struct ConditionalLastFieldRule: CheckerRule {
    static let description = RuleDescription(
        .nextKeyOnConditionalLast,
        explanation: """
            A field that conditions can make the last of the live chain takes the last field's \
            return key and action there (§8.4): a computed Next key becomes Done. A field's own \
            `returnKey: next` wins over that rule, so in the state where every field after it \
            is hidden or disabled its key still reads Next with nowhere to go (return then ends \
            editing). formc checks the state in which every field is empty (toggles off, no \
            text, no selection), the one a form opens in, and names the fields that state \
            reads. Give the field a key that fits both cases (`done`, `continue`), leave the \
            key to formc, or move a field that is always shown after it.
            """,
        triggering: [
            "form: F\nfields:\n  - {id: business, kind: toggle}\n  - {id: name, returnKey: ↓next}\n  - {id: company, visibleWhen: business}\n"
        ],
        nonTriggering: [
            "form: F\nfields:\n  - {id: business, kind: toggle}\n  - {id: name, returnKey: done}\n  - {id: company, visibleWhen: business}\n",
            "form: F\nfields:\n  - {id: business, kind: toggle}\n  - {id: name}\n  - {id: company, visibleWhen: business}\n",
            "form: F\nfields:\n  - {id: business, kind: toggle}\n  - {id: name, returnKey: next}\n  - {id: company, visibleWhen: business}\n  - {id: email}\n"
        ])

    func check(_ context: CheckContext) -> [Diagnostic] {
        let form = context.form
        let evaluator = ConditionEvaluator(form: form)
        guard !evaluator.isEmpty else { return [] }
        let empty = evaluator.state { id in form.field(id)?.kind.entry.value == .toggle ? .bool(false) : .none }
        var keyPositions: [String: SourcePosition] = [:]
        context.forEachWritten { _, written in
            if let key = written.returnKey, keyPositions[written.id.value] == nil {
                keyPositions[written.id.value] = key.position
            }
        }
        // From the end: whether any chain field after each one is available in that state.
        var laterAvailable = Array(repeating: false, count: form.focusChain.count)
        var seen = false
        for index in form.focusChain.indices.reversed() {
            laterAvailable[index] = seen
            seen = seen || empty.isAvailable(form.focusChain[index])
        }
        var found: [Diagnostic] = []
        for (index, id) in form.focusChain.enumerated()
        where index + 1 < form.focusChain.count && !laterAvailable[index] {
            guard let field = form.field(id), field.focus?.lastReturnKey == .next, field.kind.hasReturnKey,
                empty.isAvailable(id)
            else { continue }
            let reads = Self.reads(of: form.focusChain[(index + 1)...], in: form)
            // A long chain of conditions names a few fields, not thousands.
            var state = reads.prefix(3).map {
                form.field($0)?.kind.entry.value == .toggle ? "'\($0)' is off" : "'\($0)' is empty"
            }
            if reads.count > 3 { state.append("\(reads.count - 3) more are empty or off") }
            let location = keyPositions[id].map(context.location) ?? field.location
            found.append(
                Diagnostic(
                    .nextKeyOnConditionalLast,
                    "'\(id)' shows a Next key, but when \(Self.list(state)) no chain field after it is shown "
                        + "and enabled, so Next has nowhere to go; give it 'returnKey: done' or another key "
                        + "that fits both", at: location))
        }
        return found
    }

    /// The ids the later fields' conditions (their own and their sections') read, in order.
    private static func reads(of ids: ArraySlice<String>, in form: Form) -> [String] {
        var seen: Set<String> = []
        var reads: [String] = []
        for id in ids {
            guard let field = form.field(id) else { continue }
            let section =
                form.sections.indices.contains(field.section) ? form.sections[field.section].conditions : Conditions()
            for conditions in [section, field.conditions] {
                for condition in [conditions.visibleWhen, conditions.enabledWhen].compactMap({ $0 }) {
                    for reference in condition.references where seen.insert(reference.id).inserted {
                        reads.append(reference.id)
                    }
                }
            }
        }
        return reads
    }

    private static func list(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
    }
}
