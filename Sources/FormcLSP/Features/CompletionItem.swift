/// One completion offered at the cursor.
package struct CompletionItem: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// A key of the language (`kind`, `toolbar`).
        case key
        /// A word of a closed vocabulary, or a boolean (`picker`, `true`).
        case value
        /// A field id (in `order:`, `next:`, a condition, a rule's `field:`).
        case field
        /// A source name (in `source:`).
        case source
        /// A level of the picker's source, or `label`/`value`, in a `display:` template.
        case level
    }

    /// What the list shows and the editor filters by.
    package var label: String
    package var kind: Kind
    /// One line: a key's type (`boolean`, `one of …`), where a name is defined.
    package var detail: String?
    /// Markdown from the language description (`Language`): the key's meaning.
    package var documentation: String?
    /// The text that replaces `CursorContext.partialRange` (`kind: ` for a key, a name for a
    /// value, `province}` inside `{`).
    package var insertText: String
}
