import FormcChecker
import FormcDiagnostics
import FormcCore
import FormcIR

/// What a hover shows: Markdown, and the span of text it is about (formc positions).
package struct Hover: Hashable, Sendable {
    package var markdown: String
    package var range: TextRange
}

/// Hover text for the word under the cursor.
package enum HoverProvider {
    /// The hover at `position` (formc's 1-based line and scalar column) in `document`: on a
    /// diagnostic code (`FC301`, anywhere, a comment included) what `formc explain FC301`
    /// prints; on a field id or a name of one (`next:`, `order:`, a condition, a rule) its
    /// place in the focus chain and its return key; on a key its documentation from the
    /// language description; on a value what it means there (`ValueHover`). Nil elsewhere.
    package static func hover(in document: SpecDocument, at position: SourcePosition) -> Hover? {
        if let code = codeHover(document.lines, position) { return code }
        if let symbol = Navigation.symbol(in: document, at: position), symbol.kind == .field {
            return Hover(
                markdown: FocusChainText.markdown(field: symbol.name, in: document, at: symbol.range),
                range: symbol.range)
        }
        return keyHover(document, position) ?? ValueHover.hover(document, position)
    }

    static func codeHover(_ lines: DocumentLines, _ position: SourcePosition) -> Hover? {
        let scalars = lines.line(Int(position.line))
        var start = min(max(Int(position.column) - 1, 0), scalars.count), end = start
        let isCodeScalar = { (scalar: Unicode.Scalar) in
            scalar.properties.isASCIIHexDigit || scalar == "C" || scalar == "c"
        }
        while start > 0, isCodeScalar(scalars[start - 1]) { start -= 1 }
        while end < scalars.count, isCodeScalar(scalars[end]) { end += 1 }
        // Include a leading `F`: `isASCIIHexDigit` holds for it, so `FC301` is one run.
        let word = LineText.string(scalars[start..<end])
        guard RuleExplanation.isCode(word), let description = RuleCatalog.description(for: word.uppercased()) else {
            return nil
        }
        return Hover(
            markdown: RuleExplanation.text(for: description),
            range: TextRange(line: Int(position.line), column: start + 1, endColumn: end + 1))
    }

    static func keyHover(_ document: SpecDocument, _ position: SourcePosition) -> Hover? {
        let line = Int(position.line)
        let shape = LineShape(document.lines.line(line))
        guard let name = shape.key else { return nil }
        let start = shape.keyStart + 1, end = start + name.unicodeScalars.count
        guard Int(position.column) >= start, Int(position.column) <= end else { return nil }
        let context = CursorLocator.locate(in: document, at: .at(line, start))
        guard let found = LanguagePath.key(name, at: context.path) else { return nil }
        return Hover(
            markdown: KeyDocumentation.markdown(found.key, in: found.scope),
            range: TextRange(line: line, column: start, endColumn: end))
    }
}
