import FormcDiagnostics

/// One feature request on an open spec: converts its positions between LSP (the negotiated
/// encoding) and formc (1-based line, 1-based scalar column) through the document's
/// `LineIndex`, and writes the features' answers as LSP 3.17 JSON.
struct FeatureRequest {
    let uri: String
    let spec: SpecDocument
    /// The positions of `spec.text` (the document's current text).
    let index: LineIndex
    let encoding: PositionEncoding

    // MARK: LSP → formc

    func formcPosition(_ position: LSPPosition) -> SourcePosition {
        let (line, column) = index.formcPosition(of: position, encoding: encoding)
        return .at(line, column)
    }

    func formcRange(_ range: LSPRange) -> TextRange {
        TextRange(start: formcPosition(range.start), end: formcPosition(range.end))
    }

    // MARK: formc → LSP

    /// `Range`: the end stays exclusive, as both sides count it.
    func json(_ range: TextRange) -> JSONValue {
        Self.json(range, in: index, encoding: encoding)
    }

    /// `Range` in another document, whose positions `index` converts.
    static func json(_ range: TextRange, in index: LineIndex, encoding: PositionEncoding) -> JSONValue {
        LSPRange(
            start: index.position(ofLine: Int(range.start.line), column: Int(range.start.column), encoding: encoding),
            end: index.position(ofLine: Int(range.end.line), column: Int(range.end.column), encoding: encoding)
        ).json
    }

    /// `TextEdit` in another document, whose positions `index` converts.
    static func json(_ edit: TextEdit, in index: LineIndex, encoding: PositionEncoding) -> JSONValue {
        ["range": json(edit.range, in: index, encoding: encoding), "newText": .string(edit.newText)]
    }

    /// `Location`: a range of this document.
    func location(_ range: TextRange) -> JSONValue {
        ["uri": .string(uri), "range": json(range)]
    }

    /// `TextEdit`.
    func json(_ edit: TextEdit) -> JSONValue {
        ["range": json(edit.range), "newText": .string(edit.newText)]
    }

    /// `CompletionItem`, with a `textEdit` over the typed word (`replacing`) so the client
    /// replaces it rather than inserting after it.
    func json(_ item: CompletionItem, replacing: TextRange) -> JSONValue {
        var object: [String: JSONValue] = [
            "label": .string(item.label),
            "kind": .int(Self.completionKind(item.kind)),
            "textEdit": json(TextEdit(range: replacing, newText: item.insertText))
        ]
        if let detail = item.detail { object["detail"] = .string(detail) }
        if let documentation = item.documentation {
            object["documentation"] = ["kind": "markdown", "value": .string(documentation)]
        }
        return .object(object)
    }

    /// `CodeAction` of kind `quickfix`, its edits as a `WorkspaceEdit` on this document; it
    /// names the diagnostics of `sent` (the request's `context.diagnostics`) with its code.
    func json(_ action: CodeAction, sent: [JSONValue]) -> JSONValue {
        var object: [String: JSONValue] = [
            "title": .string(action.title),
            "kind": "quickfix",
            "edit": ["changes": .object([uri: .array(action.edits.map(json))])]
        ]
        let fixed = sent.filter { $0["code"]?.string == action.diagnosticCode }
        if !fixed.isEmpty { object["diagnostics"] = .array(fixed) }
        if action.isPreferred { object["isPreferred"] = true }
        return .object(object)
    }

    /// LSP `CompletionItemKind`: Property for a key, EnumMember for a word of a closed
    /// vocabulary, Field for a field id, Module for a source (a named data set), Variable
    /// for a template's level.
    static func completionKind(_ kind: CompletionItem.Kind) -> Int {
        switch kind {
        case .key: return 10
        case .value: return 20
        case .field: return 5
        case .source: return 9
        case .level: return 6
        }
    }
}
