import FormcDiagnostics
import FormcIR

/// Completion at the cursor, from the one language description (`Language`) and the names
/// the spec declares.
package enum Completion {
    /// The items for `position` (formc's 1-based line and scalar column) in `document`: the
    /// keys valid there that the mapping does not have yet, a closed vocabulary's words, field
    /// ids (`order:`, `next:`, conditions, a rule's `field:`), source names (`source:`), or a
    /// `display:` template's levels after `{`. Only items that start with the typed word
    /// (ignoring case). Empty where nothing is known; never fails on half typed text.
    package static func complete(in document: SpecDocument, at position: SourcePosition) -> [CompletionItem] {
        list(in: document, at: position).items
    }

    /// The items of `complete(in:at:)` with the span each one's `insertText` replaces (the
    /// typed word, `CursorContext.partialRange`), which an editor needs to replace it.
    package static func list(in document: SpecDocument, at position: SourcePosition) -> (
        items: [CompletionItem], replacing: TextRange
    ) {
        let context = CursorLocator.locate(in: document, at: position)
        let names = SpecNames(document.bestDecoding(blanking: Int(position.line)))
        let items: [CompletionItem]
        switch (context.role, LanguagePath.expectation(at: context.path)) {
        case (.key, .keys(let scope)), (.value, .keys(let scope)):
            items = keys(of: scope, context)
        case (.key, .value(let key, _)):
            items = key.type.scope.map { keys(of: $0, context) } ?? []
        case (.value, .value(let key, let scope)):
            items = ValueCompletion.values(of: key, in: scope, context, names)
        case (_, .item(let key, _)):
            items = ValueCompletion.items(of: key, context, names)
        case (_, .unknown):
            items = []
        }
        let typed = context.partial.lowercased()
        return (items.filter { $0.label.lowercased().hasPrefix(typed) }, context.partialRange)
    }

    /// The keys of `scope` not yet in the mapping; for a field whose `kind` is written, only
    /// the keys that apply to that kind. A key inserts `key: `, and in block style a list's or a
    /// mapping's key opens its value on the next line; inside a flow mapping a line break
    /// would end nothing, so every key inserts `key: `.
    static func keys(of scope: Scope, _ context: CursorContext) -> [CompletionItem] {
        let present = Set(context.siblingKeys)
        let kind = context.siblingValues[Language.fieldKeys.kind.name].flatMap(FieldKind.init(rawValue:))
        let indent = String(repeating: " ", count: max(0, Int(context.partialRange.start.column) - 1))
        return scope.keys.filter { key in
            !present.contains(key.name)
                && (kind == nil || key.kinds == nil || key.kinds?.contains(kind ?? .text) == true)
        }.map { key in
            let insert: String
            switch key.type {
            case .list(of: _) where !context.inFlow: insert = key.name + ":\n" + indent + "  - "
            case .mapping where !context.inFlow, .namedMappings where !context.inFlow:
                insert = key.name + ":\n" + indent + "  "
            default: insert = key.name + ": "
            }
            return CompletionItem(
                label: key.name, kind: .key, detail: KeyDocumentation.detail(key),
                documentation: KeyDocumentation.markdown(key, in: scope), insertText: insert)
        }
    }
}
