import FormcDiagnostics

/// What the cursor stands on in a spec, while the user types.
package enum CursorLocator {
    /// The context at `position` (formc's 1-based line and 1-based column in Unicode
    /// scalars) in `text`. Uses the YAML tree when the text loads, and the lines'
    /// indentation otherwise (a key without its colon yet, an open quote). Never fails: a
    /// position past the text's end is taken as the end of its line or of the text.
    package static func locate(in text: String, at position: SourcePosition) -> CursorContext {
        locate(lines: DocumentLines(text), tree: SpecDocument.load(text), at: position)
    }

    /// `locate(in:at:)` over `document`'s lines and YAML tree, each made once per version.
    static func locate(in document: SpecDocument, at position: SourcePosition) -> CursorContext {
        locate(lines: document.lines, tree: document.tree, at: position)
    }

    private static func locate(lines: DocumentLines, tree: SpecDocumentCache.LoadedTree, at position: SourcePosition)
        -> CursorContext
    {
        if tree.loads { return TreeCursorLocator(lines: lines, cursor: position).locate(tree.root) }
        return LineCursorLocator.locate(lines, at: position)
    }

    /// The context from the lines only, as for text that does not load (tests compare both).
    package static func locateByLines(in text: String, at position: SourcePosition) -> CursorContext {
        LineCursorLocator.locate(DocumentLines(text), at: position)
    }
}
