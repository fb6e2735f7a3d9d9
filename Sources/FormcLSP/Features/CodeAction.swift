import FormcDiagnostics

/// A quick fix: edits that, applied together, fix the diagnostic with `diagnosticCode`.
package struct CodeAction: Hashable, Sendable {
    /// What the editor's menu shows (`Replace with 'yyyy'`).
    package var title: String
    /// Non-overlapping edits in formc positions.
    package var edits: [TextEdit]
    /// The code of the diagnostic it fixes (`FC304`).
    package var diagnosticCode: String
    /// Whether it is the diagnostic's own fix-it, the one obvious fix an editor may apply
    /// at once (LSP `isPreferred`), rather than one way among others.
    package var isPreferred = false
}

/// Quick fixes for a document's diagnostics.
package enum CodeActions {
    /// The fixes for the diagnostics of `document` on the lines `range` spans (formc
    /// positions): each diagnostic's fix-it (`YYYY` → `yyyy`, `next` → `done`), and for FC112
    /// (a keyboard with no way out) the edit that turns the toolbar's Done on.
    package static func actions(in document: SpecDocument, for range: TextRange) -> [CodeAction] {
        let first = Int(range.start.line), last = Int(range.end.line)
        return document.diagnostics.filter { $0.location.line >= first && $0.location.line <= last }
            .flatMap { actions(for: $0, in: document) }
    }

    /// The fixes for one diagnostic of `document`.
    package static func actions(for diagnostic: Diagnostic, in document: SpecDocument) -> [CodeAction] {
        var found: [CodeAction] = []
        // The pipeline resolved the fix-it against the text (`Diagnostics.resolveFixIts`), as
        // for `formc lint --fix`: its replacement is what the spec can hold (a control
        // character escaped in double quotes), so the editor gets the same edit.
        if let fixIt = diagnostic.fixIt {
            let location = fixIt.location
            let range = TextRange(
                line: location.line, column: location.column, endColumn: location.endColumn ?? location.column)
            // Quoted once, as the text report quotes it (`"ab\acd"`, not `'"ab\acd"'`).
            let shown = TextRenderer.shown(fixIt.replacement)
            let title = range.start == range.end ? "Insert \(shown)" : "Replace with \(shown)"
            found.append(
                CodeAction(
                    title: title, edits: [TextEdit(range: range, newText: fixIt.replacement)],
                    diagnosticCode: diagnostic.code.id, isPreferred: true))
        }
        if diagnostic.code == .noWayOut, let edit = ToolbarDoneEdit.edit(in: document) {
            found.append(
                CodeAction(title: "Add Done to the keyboard toolbar", edits: [edit], diagnosticCode: diagnostic.code.id)
            )
        }
        return found
    }
}
