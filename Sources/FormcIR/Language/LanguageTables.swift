/// The key tables of docs/spec-language.md, rendered from `Language`. The document marks each
/// table `<!-- generated: NAME -->` … `<!-- end -->`; `rewrite` replaces what lies between.
public enum LanguageTables {
    /// The tables by marker name.
    public static let tables: [(name: String, render: @Sendable () -> String)] = [
        ("top-level-keys", { keyTable(Language.top, expanding: true) }),
        ("field-keys", { keyTable(Language.field, expanding: true, except: ["validation"]) }),
        ("validation-keys", { shortTable(Language.validation) }),
        ("rule-keys", { keyTable(Language.rule, expanding: false) }),
        ("section-keys", { keyTable(Language.section, expanding: false) }),
        ("source-keys", { keyTable(Language.source, expanding: false) }),
        ("content-types", { wordList(TextContentType.all) }),
        ("form-semantics", { FormSemantics.table() }),
        ("field-kinds", { KindDocs.kindTable() }),
        ("kind-answers", { KindDocs.answerTable() })
    ]

    /// `document` with every marked table rendered anew; `unknown` names markers that name no
    /// table, and markers without an end.
    public static func rewrite(_ document: String) -> (text: String, unknown: [String]) {
        let lines = document.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [Substring] = []
        var unknown: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            out.append(line)
            index += 1
            guard let name = markerName(line) else { continue }
            guard let end = lines[index...].firstIndex(where: { $0 == endMarker }),
                let table = tables.first(where: { $0.name == name })
            else {
                unknown.append(name)
                continue
            }
            out.append(contentsOf: table.render().split(separator: "\n", omittingEmptySubsequences: false))
            index = end
        }
        return (out.joined(separator: "\n"), unknown)
    }

    static let endMarker = "<!-- end -->"

    static func markerName(_ line: Substring) -> String? {
        let prefix = "<!-- generated: ", suffix = " -->"
        guard line.hasPrefix(prefix), line.hasSuffix(suffix), line.count > prefix.count + suffix.count else {
            return nil
        }
        return String(line.dropFirst(prefix.count).dropLast(suffix.count))
    }

    /// Key | Type | Default | Meaning, one row per key; nested mappings' keys follow their
    /// key as `parent.key` rows when `expanding` (but not those named in `except`).
    static func keyTable(_ scope: Scope, expanding: Bool, except: Set<String> = []) -> String {
        var rows = ["| Key | Type | Default | Meaning → UIKit / SwiftUI |", "|---|---|---|---|"]
        func add(_ scope: Scope, prefix: String) {
            for key in scope.keys {
                rows.append(row(["`\(prefix + key.name)`", key.typeText, key.defaultText ?? "—", key.documentation]))
                if expanding, !except.contains(key.name), case .some(let nested) = nestedMapping(key.type) {
                    add(nested, prefix: prefix + key.name + ".")
                }
            }
        }
        add(scope, prefix: "")
        return rows.joined(separator: "\n")
    }

    /// Key | Type | Meaning, for scopes whose keys have no defaults.
    static func shortTable(_ scope: Scope) -> String {
        let rows =
            ["| Key | Type | Meaning |", "|---|---|---|"]
            + scope.keys.map { row(["`\($0.name)`", $0.typeText, $0.documentation]) }
        return rows.joined(separator: "\n")
    }

    /// Words in backticks, wrapped at 90 columns.
    static func wordList(_ words: [String]) -> String {
        PlainText.wrap(words.map { "`\($0)`" }.joined(separator: " "), width: 90)
    }

    /// Only mappings written in place: a list's or a name mapping's items have their own table.
    private static func nestedMapping(_ type: ValueType) -> Scope? {
        switch type {
        case .mapping(let scope), .booleanOrMapping(let scope): return scope
        case .string, .boolean, .wholeNumber, .number, .oneOf, .stringList, .list, .namedMappings, .oneOfOrList,
            .scalarOrList, .options:
            return nil
        }
    }

    /// A table row; a `|` inside a cell is escaped (GitHub tables need that in code spans too).
    private static func row(_ cells: [String]) -> String {
        let escaped = cells.map { $0.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|") }
        return "| " + escaped.joined(separator: " | ") + " |"
    }
}
