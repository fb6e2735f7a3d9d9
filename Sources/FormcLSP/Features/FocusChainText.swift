import FormcIR

/// A field's place in the lowered form's focus chain, as hover Markdown: the same chain and
/// return keys `formc compile --emit json` shows.
enum FocusChainText {
    static func markdown(field id: String, in document: SpecDocument) -> String {
        var title = "**field `\(id)`**"
        guard let form = document.form, let field = form.field(id) else {
            return title + "\n\nThe focus chain is known once the spec decodes without errors."
        }
        title = "**field `\(id)`** (`\(field.kind.rawValue)`)"
        guard let focus = field.focus else {
            return title + "\n\nNot in the focus chain: " + reason(field) + "."
        }
        let previous = focus.previous.map { "`\($0)`" } ?? "*start*"
        let next = focus.next.map { "`\($0)`" } ?? "*end*"
        var lines = [
            "Focus chain: \(previous) → **`\(id)`** → \(next) (\(focus.index + 1) of \(form.focusChain.count))"
        ]
        if field.kind.hasReturnKey {
            lines.append("Return key: `\(focus.returnKey.rawValue)`, return action: `\(focus.returnAction.rawValue)`")
        } else {
            lines.append(
                "No return key (`\(field.kind.rawValue)` keyboard)"
                    + (focus.doneShown ? "; the toolbar's Done ends editing" : ""))
        }
        return title + "\n\n" + lines.joined(separator: "  \n")
    }

    static func reason(_ field: Field) -> String {
        if field.hidden { return "hidden" }
        if field.disabled { return "disabled" }
        if !field.editable { return "not editable" }
        if !field.kind.canTakeFocus { return "a `\(field.kind.rawValue)` never takes focus" }
        return "the chain does not reach it"
    }
}
