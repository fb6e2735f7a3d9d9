import FormcDiagnostics
import FormcFrontEnd
import FormcIR

/// A field's place in the lowered form's focus chain, as hover Markdown: the same chain and
/// return keys `formc compile --emit json` shows.
enum FocusChainText {
    /// `range` is where the id is written: a reference to no field gets the diagnostic
    /// reported there (FC602 in a condition, FC102 in `order:`…), or a "did you mean".
    static func markdown(field id: String, in document: SpecDocument, at range: TextRange? = nil) -> String {
        var title = "**field `\(id)`**"
        guard let form = document.form else {
            return title + "\n\nThe focus chain is known once the spec decodes without errors."
        }
        guard let field = form.field(id) else {
            // A reference to no field (a typo in `next:`, `order:` or a condition): say so, as
            // the diagnostic does, with the id most likely meant.
            let reported = range.flatMap { range in
                document.diagnostics.first(where: { diagnostic in
                    let at = diagnostic.location
                    return at.line == Int(range.start.line) && Int(range.start.column) <= at.column
                        && at.column < Int(range.end.column)
                })
            }
            if let reported {
                return "**`\(id)`**: no field has this id.\n\n\(reported.code.id): \(reported.message)"
            }
            let meant = KeySuggestion.closest(to: id, among: form.fields.map(\.id))
            return "**`\(id)`**: no field has this id" + (meant.map { "; did you mean `\($0)`?" } ?? ".")
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
