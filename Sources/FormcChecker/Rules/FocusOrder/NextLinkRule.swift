import FormcDiagnostics
import FormcFrontEnd

/// FC105: `next:` names an unknown field or the field itself.
struct NextLinkRule: CheckerRule {
    static let description = RuleDescription(
        .badNextLink,
        explanation: """
            `next:` replaces a field's successor in the focus chain, so Next and the return key \
            move to the named field. It must name another field of the form: an unknown id is \
            most often a typo, and a field that names itself would keep focus where it is.
            """,
        triggering: [
            "form: F\nfields:\n  - id: name\n    next: ↓emial\n  - id: email\n",
            "form: F\nfields:\n  - id: name\n    next: ↓name\n  - id: email\n"
        ],
        nonTriggering: [
            "form: F\nfields:\n  - id: name\n    next: phone\n  - id: email\n  - id: phone\n    next: email\n"
        ])

    func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        context.forEachWritten { _, written in
            guard let next = written.next else { return }
            if next.value == written.id.value {
                found.append(
                    context.diagnostic(
                        .badNextLink, "'\(next.value)' names itself as next; focus would never move",
                        at: next.position))
            } else if context.fieldIndex[next.value] == nil {
                let meant = context.suggesting(context.fieldSuggestion(for: next.value), at: next.position)
                found.append(
                    context.diagnostic(
                        .badNextLink, "next names '\(next.value)', but no field has that id" + meant.hint,
                        at: next.position, fixIt: meant.fixIt))
            }
        }
        return found
    }
}
