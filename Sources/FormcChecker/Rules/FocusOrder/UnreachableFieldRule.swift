import FormcDiagnostics
import FormcFrontEnd

/// FC106: a field that can take focus but that Next never reaches.
struct UnreachableFieldRule: CheckerRule {
    static let description = RuleDescription(
        .unreachableField,
        explanation: """
            The focus chain starts at the first field of the order and follows each field's \
            successor, which a `next:` link replaces. When links jump over a field, or loop back \
            to an earlier one, the fields left out can take focus (a tap) but Next and the return \
            key never reach them, and the toolbar's Previous/Next skip them. Link to the skipped \
            field, or remove the `next:` that jumps over it.
            """,
        triggering: [
            "form: F\nfields:\n  - id: a\n    next: c\n  - id: ↓b\n  - id: c\n",
            "form: F\nfields:\n  - id: a\n  - id: b\n    next: a\n  - id: ↓c\n"
        ],
        nonTriggering: ["form: F\nfields:\n  - id: a\n    next: c\n  - id: b\n  - id: c\n    next: b\n"])

    func check(_ context: CheckContext) -> [Diagnostic] {
        var listed: Set<String>?
        if case .explicit(let ids)? = context.ast.order?.value { listed = Set(ids.map(\.value)) }
        let chain = context.form.focusChain
        let shown = chain.count > 8 ? chain.prefix(8).joined(separator: " → ") + " → …" : chain.joined(separator: " → ")
        var found: [Diagnostic] = []
        context.forEachField { index, field in
            // Omitted from an explicit order is FC104; a repeated id is FC101.
            guard field.isFocusable, field.focus == nil, context.isFirstOfItsID(at: index),
                listed?.contains(field.id) ?? true
            else { return }
            found.append(
                context.diagnostic(
                    .unreachableField,
                    "'\(field.id)' can take focus, but Next never reaches it; the focus chain is \(shown)",
                    at: field.written.id.position))
        }
        return found
    }
}
