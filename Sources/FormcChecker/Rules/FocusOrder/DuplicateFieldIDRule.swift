import FormcDiagnostics

/// FC101: two fields with the same id.
struct DuplicateFieldIDRule: CheckerRule {
    static let description = RuleDescription(
        .duplicateFieldID,
        explanation: """
            Every field needs its own id: the id names the field in the focus chain, in `order`, \
            in `next:` links, in generated code (an enum case) and in the answers. A second field \
            with the same id would shadow the first, so Next could never reach one of them. \
            Rename one of the two.
            """,
        triggering: ["form: F\nfields:\n  - id: name\n  - id: ↓name\n"],
        nonTriggering: ["form: F\nfields:\n  - id: name\n  - id: nickname\n"])

    func check(_ context: CheckContext) -> [Diagnostic] {
        // The form's index has each id's first field: every other field of the id repeats it.
        let firstIndex = context.fieldIndex
        let fields = context.form.fields
        var found: [Diagnostic] = []
        context.forEachWritten { index, written in
            let id = written.id.value
            guard let first = firstIndex[id], first != index, fields.indices.contains(first) else { return }
            let earlier = fields[first].written.id.position
            found.append(
                context.diagnostic(
                    .duplicateFieldID, "duplicate field id '\(id)'", at: written.id.position,
                    notes: [DiagnosticNote("'\(id)' first used here", at: context.location(earlier))]))
        }
        return found
    }
}
