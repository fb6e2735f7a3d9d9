import FormcDiagnostics
import FormcFrontEnd
import FormcIR

/// The ids of an explicit `order:` list, when the spec has one.
private func explicitOrder(_ context: CheckContext) -> [Located<String>]? {
    if case .explicit(let ids)? = context.ast.order?.value { return ids }
    return nil
}

/// FC102: `order:` names a field that does not exist.
struct OrderUnknownIDRule: CheckerRule {
    static let description = RuleDescription(
        .orderUnknownID,
        explanation: """
            An explicit `order:` list names the fields in focus order by id. An id that no field \
            has is most often a typo or a field that was renamed; the chain would silently skip it. \
            Fix the id or remove it from the list.
            """,
        triggering: ["form: F\norder: [name, ↓emial]\nfields:\n  - id: name\n  - id: email\n"],
        nonTriggering: ["form: F\norder: [email, name]\nfields:\n  - id: name\n  - id: email\n"])

    func check(_ context: CheckContext) -> [Diagnostic] {
        guard let ids = explicitOrder(context) else { return [] }
        let listed = Set(ids.map(\.value))
        return ids.filter { context.fieldIndex[$0.value] == nil }.map { id in
            // An id the order already lists is the "did you mean", but not the fix: written
            // again it would be FC103.
            let suggestion = context.fieldSuggestion(for: id.value)
            var meant = context.suggesting(suggestion, at: id.position)
            if let suggestion, listed.contains(suggestion) {
                // Said, so that `--fix`, which leaves it, says why (issue 47, item 7).
                meant.fixIt = nil
                meant.hint += " (no fix-it: the order lists '\(suggestion)' already)"
            }
            return context.diagnostic(
                .orderUnknownID, "order names '\(id.value)', but no field has that id" + meant.hint, at: id.position,
                fixIt: meant.fixIt)
        }
    }
}

/// FC103: `order:` names a field twice.
struct OrderRepeatsIDRule: CheckerRule {
    static let description = RuleDescription(
        .orderRepeatsID,
        explanation: """
            A field has one place in the focus chain. Naming it twice in `order:` would make Next \
            visit it twice (or loop); only its first place counts. Remove the repetition.
            """,
        triggering: ["form: F\norder: [name, email, ↓name]\nfields:\n  - id: name\n  - id: email\n"],
        nonTriggering: ["form: F\norder: [name, email]\nfields:\n  - id: name\n  - id: email\n"])

    func check(_ context: CheckContext) -> [Diagnostic] {
        guard let ids = explicitOrder(context) else { return [] }
        var first: [String: SourcePosition] = [:]
        var found: [Diagnostic] = []
        for id in ids {
            if let earlier = first[id.value] {
                found.append(
                    context.diagnostic(
                        .orderRepeatsID, "order names '\(id.value)' twice", at: id.position,
                        notes: [DiagnosticNote("first named here", at: context.location(earlier))]))
            } else {
                first[id.value] = id.position
            }
        }
        return found
    }
}

/// FC104: `order:` leaves out a field that could take focus.
struct OrderOmitsFieldRule: CheckerRule {
    static let description = RuleDescription(
        .orderOmitsField,
        explanation: """
            With an explicit `order:`, a visible, enabled, editable field that the list leaves out \
            is outside the focus chain: Previous and Next never reach it, and its return key has \
            nowhere to go. Add it to the list, or make it `hidden`, `disabled` or `editable: false` \
            if it should not take focus.
            """,
        triggering: ["form: F\norder: ↓[name]\nfields:\n  - id: name\n  - id: email\n"],
        nonTriggering: ["form: F\norder: [name]\nfields:\n  - id: name\n  - id: email\n    hidden: true\n"])

    func check(_ context: CheckContext) -> [Diagnostic] {
        guard let ids = explicitOrder(context), let order = context.ast.order else { return [] }
        var listed = Set(ids.map(\.value))
        var found: [Diagnostic] = []
        context.forEachField { field in
            // insert: a duplicated id is FC101's business, reported once here at most.
            // The text field of an "Other" option follows its field: the order never lists it.
            guard field.isFocusable, field.written.otherOf == nil, listed.insert(field.id).inserted else { return }
            found.append(
                context.diagnostic(
                    .orderOmitsField, "order leaves out '\(field.id)', which can take focus",
                    at: order.position,
                    notes: [
                        DiagnosticNote(
                            "'\(field.id)' is declared here", at: context.location(field.written.id.position))
                    ]))
        }
        return found
    }
}

/// FC107: a field that cannot take focus is named in `order:` or as a `next:` target.
struct UnfocusableInOrderRule: CheckerRule {
    static let description = RuleDescription(
        .unfocusableInOrder,
        explanation: """
            Hidden, disabled and non-editable fields, and toggles (a `UISwitch`), never become first \
            responder, so they are outside the focus chain (IQKeyboardManager skips them too). Naming \
            one in `order:` or in a `next:` link asks Next to move to a field that cannot take focus. \
            Remove it from the order, or link to a field that can take focus.
            """,
        triggering: [
            "form: F\norder: [name, ↓agree]\nfields:\n  - id: name\n  - id: agree\n    kind: toggle\n",
            "form: F\nfields:\n  - id: name\n    next: ↓secret\n  - id: secret\n    hidden: true\n"
        ],
        nonTriggering: ["form: F\norder: [name]\nfields:\n  - id: name\n  - id: agree\n    kind: toggle\n"])

    func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        func check(_ id: Located<String>, _ role: String) {
            guard let field = context.field(id.value), !field.isFocusable else { return }
            found.append(
                context.diagnostic(
                    .unfocusableInOrder,
                    "\(role) '\(id.value)', which cannot take focus (\(Self.reason(field)))",
                    at: id.position))
        }
        for id in explicitOrder(context) ?? [] { check(id, "order names") }
        context.forEachWritten { _, written in
            if let next = written.next { check(next, "next names") }
        }
        return found
    }

    static func reason(_ field: Field) -> String {
        if field.hidden { return "it is hidden" }
        if field.disabled { return "it is disabled" }
        if !field.editable { return "it is not editable" }
        return "a \(field.kind.rawValue) field never becomes first responder"
    }
}
