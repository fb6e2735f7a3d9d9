import Foundation
import FormcIR

/// Completion of values: what a key's type and type note in `Language` say goes there.
enum ValueCompletion {
    static func values(
        of key: LanguageKey, in scope: Scope, _ context: CursorContext,
        _ names: SpecNames
    ) -> [CompletionItem] {
        if key.typeNote == "a template", openPlaceholder(context.valuePrefix ?? context.linePrefix) != nil {
            let F = Language.fieldKeys
            let source = context.siblingValues[F.source.name] ?? context.siblingValues[F.id.name] ?? ""
            return names.placeholders(of: source).map { level in
                CompletionItem(
                    label: level, kind: .level, detail: "level of source '\(source)'",
                    documentation: key.documentation, insertText: level + "}")
            }
        }
        switch key.typeNote {
        case "a field id":
            let id = Language.fieldKeys.id.name
            return fieldIDs(names, except: scope.name == Language.field.name ? context.siblingValues[id] : nil)
        case "a condition":
            return fieldIDs(names, except: nil)
        case "a source name":
            return names.sources.filter { source in
                !names.fields.contains { $0.written.id.position == source.name.position }
            }
            .map { source in
                CompletionItem(
                    label: source.name.value, kind: .source, detail: "source, line \(source.name.position.line)",
                    documentation: nil, insertText: source.name.value)
            }
        default:
            break
        }
        // A date field's locale, or the form's of the same name.
        if key.name == Language.fieldKeys.locale.name {
            return words(Locale.availableIdentifiers.sorted(), for: key, in: scope)
        }
        if key.typeNote == "a language" {
            return words(languages, for: key, in: scope)
        }
        switch key.type {
        case .oneOf(let vocabulary), .oneOfOrList(let vocabulary):
            return words(vocabulary.values, for: key, in: scope)
        case .boolean, .booleanOrMapping:
            return words(["true", "false"], for: key, in: scope)
        case .string, .wholeNumber, .number, .stringList, .mapping, .list, .namedMappings, .scalarOrList, .options:
            return []
        }
    }

    /// Items of a list value: field ids in an `order:` list, languages in `locales:`.
    static func items(of key: LanguageKey, _ context: CursorContext, _ names: SpecNames) -> [CompletionItem] {
        switch key.typeNote {
        case "field ids": return fieldIDs(names, except: nil)
        case "languages": return words(languages, for: key, in: Language.top)
        default: return []
        }
    }

    /// The languages a String Catalog names, as it writes them (`de`, `pt-BR`, `zh-Hans`):
    /// Foundation's locale identifiers with `-` for `_`, each once, sorted.
    static var languages: [String] {
        Array(Set(Locale.availableIdentifiers.map { $0.replacingOccurrences(of: "_", with: "-") })).sorted()
    }

    static func fieldIDs(_ names: SpecNames, except own: String?) -> [CompletionItem] {
        var seen = Set<String>()
        return names.fields.compactMap { field in
            let id = field.id
            guard id != own, seen.insert(id).inserted else { return nil }
            return CompletionItem(
                label: id, kind: .field, detail: "\(field.kind.rawValue) field, line \(field.written.id.position.line)",
                documentation: field.label.map { "Label: " + $0 }, insertText: id)
        }
    }

    static func words(_ values: [String], for key: LanguageKey, in scope: Scope) -> [CompletionItem] {
        let documentation = KeyDocumentation.markdown(key, in: scope)
        return values.map { value in
            CompletionItem(
                label: value, kind: .value, detail: key.name, documentation: documentation, insertText: value)
        }
    }

    /// The text after a `{` of `text` (the value's text, or the line's before the cursor) not
    /// yet closed, or nil when no placeholder is open.
    static func openPlaceholder(_ text: String) -> Substring? {
        guard let open = text.lastIndex(of: "{") else { return nil }
        let after = text[text.index(after: open)...]
        return after.contains("}") ? nil : after
    }
}
