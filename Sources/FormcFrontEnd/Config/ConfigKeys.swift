/// The keys of `formc.yml`, described once: where each may stand, its type and what it means.
/// The config decoder's key sets and "did you mean" come from this table, and docs/config.md's
/// key tables list the same names (a test keeps them in step).
public struct ConfigKey: Sendable, Equatable {
    /// The mapping a key belongs to.
    public enum Scope: String, Sendable, CaseIterable {
        /// The top of `formc.yml`.
        case top
        /// One item of `specs:` written as a mapping.
        case spec
        /// The `lint:` mapping.
        case lint
    }

    public let scope: Scope
    public let name: String
    /// The value's type as docs/config.md writes it.
    public let type: String
    /// One line of documentation.
    public let doc: String
}

public enum ConfigKeys {
    public static let all: [ConfigKey] = [
        ConfigKey(scope: .top, name: "specs", type: "list (required)",
                  doc: "The specs: each a path or glob (`*`, `?`, `**`) relative to the config's folder, or a mapping with `path`, `output`, `emit`."),
        ConfigKey(scope: .top, name: "output", type: "folder",
                  doc: "Where outputs go when a spec has no `output` of its own (default: each spec's own folder)."),
        ConfigKey(scope: .top, name: "emit", type: "`swift` or `json`",
                  doc: "The emitter for specs that do not name one (default `swift`)."),
        ConfigKey(scope: .top, name: "templates", type: "folder",
                  doc: "`NAME.mustache` files that replace formc's templates in Swift outputs, as `compile --templates`."),
        ConfigKey(scope: .top, name: "lint", type: "mapping",
                  doc: "How strict `formc lint` is, and per-code severities (for `lint` and `build`)."),
        ConfigKey(scope: .spec, name: "path", type: "path or glob (required)",
                  doc: "The spec, or a glob naming several."),
        ConfigKey(scope: .spec, name: "output", type: "file or folder",
                  doc: "The output file; a folder (for a glob, or a path ending in `/` or naming an existing folder) gets the default name."),
        ConfigKey(scope: .spec, name: "emit", type: "`swift` or `json`",
                  doc: "This entry's emitter."),
        ConfigKey(scope: .lint, name: "strict", type: "boolean",
                  doc: "Warnings fail `formc lint` (exit 1), as `--strict` does."),
        ConfigKey(scope: .lint, name: "severity", type: "mapping of code to `error`, `warning` or `off`",
                  doc: "Per-code severity: a warning's code may be made `error` or turned `off`; an error stays an error."),
    ]

    /// The names allowed in `scope`, in table order.
    public static func names(in scope: ConfigKey.Scope) -> [String] {
        all.filter { $0.scope == scope }.map(\.name)
    }

    /// Words people write for a key (lowercased), each mapped to the key meant.
    static let synonyms: [ConfigKey.Scope: [String: String]] = [
        .top: ["inputs": "specs", "files": "specs", "forms": "specs", "sources": "specs", "outputs": "output",
               "out": "output", "dir": "output", "emitter": "emit", "format": "emit", "language": "emit",
               "template": "templates"],
        .spec: ["file": "path", "spec": "path", "input": "path", "glob": "path", "pattern": "path", "out": "output",
                "emitter": "emit", "format": "emit"],
        .lint: ["severities": "severity", "rules": "severity", "levels": "severity", "werror": "strict"],
    ]

    static func keySet(_ scope: ConfigKey.Scope) -> KeySet {
        KeySet(names(in: scope), synonyms: synonyms[scope] ?? [:])
    }
}
