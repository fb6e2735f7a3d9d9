import Foundation
import FormcFrontEnd
import FormcIR

/// `formc explain KEY`: a key's address, type, allowed values, default and meaning, from the
/// language description (`Language`).
enum ExplainKey {
    /// The text for `address`, or nil when it names no key.
    static func text(for address: String) -> String? {
        let found = Language.lookUp(address)
        guard !found.isEmpty else { return nil }
        return found.map(render).joined(separator: "\n")
    }

    /// `; did you mean 'fields.label'?` for an address that names no key, or empty.
    static func hint(for address: String) -> String {
        KeySuggestion.hint(for: address, among: Language.entries.map(\.address) + Language.entries.map(\.key.name))
    }

    static func render(_ entry: LanguageEntry) -> String {
        let key = entry.key
        var out = entry.address
        if !entry.scope.name.isEmpty, entry.address != entry.scope.name + "." + key.name {
            out += " (also \(entry.scope.name).\(key.name))"
        }
        out += "\n  type:     " + typeText(key.type) + (key.typeNote.map { " (\($0))" } ?? "")
        out += "\n  required: " + (key.isRequired ? "yes" : "no")
        out += "\n  default:  " + PlainText.from(markdown: key.defaultText ?? "none").filter { $0 != "`" }
        if let nested = key.type.scope {
            let address = entry.address + ".KEY"
            out += "\n  keys:     " + nested.names.joined(separator: ", ") + " (formc explain \(address))"
        }
        let synonyms = entry.scope.synonyms.filter { $0.value == key.name }.keys.sorted()
        if !synonyms.isEmpty {
            out +=
                "\n  not:      " + synonyms.joined(separator: ", ")
                + " (words other libraries use: FC010, suggesting this key)"
        }
        out += "\n\n" + PlainText.wrap(PlainText.from(markdown: key.documentation), width: 78, indent: "  ") + "\n"
        if key.name == Language.fieldKeys.kind.name, entry.scope.name == Language.field.name {
            out += "\n" + kindFacts()
        }
        return out
    }

    static func typeText(_ type: ValueType) -> String {
        switch type {
        case .oneOf(let vocabulary): return "one of " + vocabulary.values.joined(separator: ", ")
        case .oneOfOrList(let vocabulary):
            return "one of " + vocabulary.values.joined(separator: ", ") + ", or a list of strings"
        case .string, .boolean, .wholeNumber, .number, .stringList, .mapping, .list, .namedMappings, .booleanOrMapping,
            .scalarOrList, .options:
            return PlainText.from(markdown: LanguageKey.describe(type)).filter { $0 != "`" }
        }
    }

    /// What each kind implies, from its entry in the kind table (FormcIR/Kinds).
    static func kindFacts() -> String {
        var rows = [["kind", "keyboard", "input view", "return key", "focus", "UIKit", "SwiftUI", "its own keys"]]
        for kind in FieldKind.allCases {
            let returnKey =
                kind.hasReturnKey ? (kind.ownReturnKey.map { "yes (always \($0.rawValue))" } ?? "yes") : "no"
            rows.append([
                kind.rawValue, kind.keyboardType?.rawValue ?? "-", kind.inputView?.name ?? "-", returnKey,
                kind.canTakeFocus ? "yes" : "never", kind.entry.control.uikit, kind.entry.swiftUIControl,
                kind.specificKeys.joined(separator: ", ")
            ])
        }
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            "  "
                + zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingTrailingSpaces()
        }.joined(separator: "\n") + "\n"
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
