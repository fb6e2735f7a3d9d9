import FormcIR

/// A key's documentation as Markdown, from the language description: the same entries and
/// text `formc explain KEY` prints (`Language.lookUp`, the key's `typeText`, default and
/// `documentation`), kept as Markdown for an editor.
enum KeyDocumentation {
    static func markdown(_ key: LanguageKey, in scope: Scope) -> String {
        let address =
            Language.entries.first { $0.key.name == key.name && $0.scope.name == scope.name }?.address ?? key.name
        var lines = ["**`\(address)`**: " + key.typeText]
        if let defaultText = key.defaultText { lines.append("Default: " + defaultText) }
        if let nested = key.type.scope {
            lines.append("Keys: " + nested.names.map { "`\($0)`" }.joined(separator: ", "))
        }
        return lines.joined(separator: "  \n") + "\n\n" + key.documentation
    }

    /// The type in one plain line, for a completion's detail.
    static func detail(_ key: LanguageKey) -> String {
        PlainText.from(markdown: key.typeText).filter { $0 != "`" && $0 != "*" }
    }
}
