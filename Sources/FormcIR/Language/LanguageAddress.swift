/// Addresses of keys, as `formc explain KEY` takes them: the path a spec writes, with list
/// items and source names left out (`fields.kind`, `sources.file`, `toolbar.done`,
/// `fields.validation.min`), or a scope's name and the key (`field.kind`, `source.file`).
public struct LanguageEntry: Sendable {
    /// The path a spec writes, the key's canonical address.
    public let address: String
    public let key: LanguageKey
    /// The scope that holds the key.
    public let scope: Scope
}

extension Language {
    /// Every key once, at its canonical address, outermost first (a field's keys under
    /// `fields.`, not again under `sections.fields.`).
    public static let entries: [LanguageEntry] = {
        var found: [LanguageEntry] = []
        var seen: Set<String> = []
        func walk(_ scope: Scope, prefix: String) {
            for key in scope.keys {
                let address = prefix + key.name
                found.append(LanguageEntry(address: address, key: key, scope: scope))
                if let nested = key.type.scope, seen.insert(nested.name).inserted {
                    walk(nested, prefix: address + ".")
                }
            }
        }
        walk(top, prefix: "")
        return found
    }()

    /// Every address that names a key: canonical ones, and `scope.key` ones.
    public static let addresses: [String: LanguageEntry] = {
        var table: [String: LanguageEntry] = [:]
        for entry in entries {
            table[entry.address] = entry
            if !entry.scope.name.isEmpty { table[entry.scope.name + "." + entry.key.name] = entry }
        }
        return table
    }()

    /// The keys `text` names: the key at that address, else (for a word without a dot)
    /// every key of that name in any scope (`title`: the toolbar's and a section's).
    public static func lookUp(_ text: String) -> [LanguageEntry] {
        if let entry = addresses[text] { return [entry] }
        guard !text.contains(".") else { return [] }
        return entries.filter { $0.key.name == text }
    }
}

extension FieldKind {
    /// The keys that apply to this kind only (`source` for a picker, `format` for dates),
    /// from its entry in the kind table.
    public var specificKeys: [String] { entry.keys.map(\.name) }
}
