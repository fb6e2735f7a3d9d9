import FormcDiagnostics
import FormcFrontEnd

/// The edit that shows the toolbar's Done button, the way out of a keyboard without a
/// return key (FC112).
enum ToolbarDoneEdit {
    static func edit(in document: SpecDocument) -> TextEdit? {
        guard let ast = document.ast else { return nil }
        let indent = String(repeating: " ", count: max(0, Int(ast.rootPosition.column) - 1))
        guard let toolbar = ast.toolbar else {
            // No `toolbar:` (Done is on by default): written out after `form:`, or first.
            let line = Int(ast.form?.position.line ?? ast.rootPosition.line) + (ast.form == nil ? 0 : 1)
            return TextEdit(
                range: TextRange(line: line, column: 1, endColumn: 1),
                newText: indent + "toolbar:\n" + indent + "  done: true\n")
        }
        if toolbar.isShorthand {
            // `toolbar: false` also turned Previous/Next off; keep that off.
            return TextEdit(
                range: span(toolbar.position, "false"),
                newText: "\n" + indent + "  previousNext: false\n" + indent + "  done: true")
        }
        if let done = toolbar.done {
            return TextEdit(range: span(done.position, "false"), newText: "true")
        }
        let line = document.lines.line(Int(toolbar.position.line))
        let column = Int(toolbar.position.column)
        if line.indices.contains(column - 1), line[column - 1] == "{" {
            return TextEdit(
                range: TextRange(line: Int(toolbar.position.line), column: column + 1, endColumn: column + 1),
                newText: "done: true, ")
        }
        let keyIndent = String(repeating: " ", count: max(0, column - 1))
        return TextEdit(
            range: TextRange(line: Int(toolbar.position.line), column: 1, endColumn: 1),
            newText: keyIndent + "done: true\n")
    }

    /// A scalar's written span: to its end column, or as long as `text` when that is unknown.
    static func span(_ position: SourcePosition, _ text: String) -> TextRange {
        let end = position.endColumn > 0 ? Int(position.endColumn) : Int(position.column) + text.count
        return TextRange(line: Int(position.line), column: Int(position.column), endColumn: end)
    }
}
