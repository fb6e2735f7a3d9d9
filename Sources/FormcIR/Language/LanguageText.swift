/// Text about keys, shared by the docs' tables, the JSON Schema and `formc explain KEY`.
extension LanguageKey {
    /// The key's meaning, led by the kinds it is for when it is for some only (Markdown).
    public var documentation: String {
        guard let kinds else { return doc }
        // Most kinds: name the few that do not take it.
        let others = FieldKind.allCases.filter { !kinds.contains($0) }
        if others.count < kinds.count { return "Not on \(Self.list(others)) fields: " + doc }
        return "\(Self.list(kinds)) fields only: " + doc
    }

    /// `` `a`, `b` and `c` ``.
    static func list(_ kinds: [FieldKind]) -> String {
        let names = kinds.map { "`\($0.rawValue)`" }
        return names.count > 1
            ? names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "") : names.joined()
    }

    /// The type as the docs' tables write it: `boolean`, `` `none` | `label` ``, `number
    /// (points)`, with `, **required**` when the key is.
    public var typeText: String {
        var text = Self.describe(type)
        if case .oneOfOrList = type {
            text += " of " + (typeNote ?? "strings")
        } else if let typeNote {
            text += " (\(typeNote))"
        }
        return text + (isRequired ? ", **required**" : "")
    }

    public static func describe(_ type: ValueType) -> String {
        switch type {
        case .string: return "string"
        case .boolean: return "boolean"
        case .wholeNumber: return "whole number"
        case .number: return "number"
        case .oneOf(let vocabulary): return words(vocabulary)
        case .stringList: return "list of strings"
        case .mapping(let scope) where scope.keys.count <= 3:
            return "mapping `{\(scope.names.joined(separator: ", "))}`"
        case .mapping: return "mapping"
        case .list(of: let scope): return "list of \(scope.name)s"
        case .namedMappings(let scope): return "mapping of name → \(scope.name)"
        case .booleanOrMapping: return "mapping, or a boolean"
        case .oneOfOrList(let vocabulary): return words(vocabulary) + " | list"
        case .scalarOrList: return "scalar, or a list"
        case .options: return "list"
        }
    }

    private static func words(_ vocabulary: Vocabulary) -> String {
        vocabulary.summary ?? vocabulary.values.map { "`\($0)`" }.joined(separator: " | ")
    }
}

/// Markdown made plain for a terminal or an editor tooltip: links keep their text only.
public enum PlainText {
    public static func from(markdown: String) -> String {
        var out = ""
        var rest = Substring(markdown)
        while let open = rest.firstIndex(of: "[") {
            out += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "]"),
                rest[rest.index(after: close)...].hasPrefix("("),
                let end = rest[close...].firstIndex(of: ")")
            else {
                out.append("[")
                rest = rest[afterOpen...]
                continue
            }
            out += rest[afterOpen..<close]
            rest = rest[rest.index(after: end)...]
        }
        return out + rest
    }

    /// `text` broken at spaces into lines of at most `width` characters (a longer word stays
    /// whole), each led by `indent`.
    public static func wrap(_ text: String, width: Int, indent: String = "") -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && indent.count + line.count + 1 + word.count > width {
                lines.append(indent + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(indent + line) }
        return lines.joined(separator: "\n")
    }
}
