import FormcIR

/// The keys of `formc.yml`, described once: where each may stand, its type and what it means.
/// The config decoder reads them as the spec decoder reads the spec language's (`scope(_:)`
/// makes each table a `Scope` of `LanguageKey`s: allowed keys, "did you mean", value types),
/// and docs/config.md's key tables list the same names (a test keeps them in step).
package struct ConfigKey: Sendable {
    /// The mapping a key belongs to.
    package enum Scope: String, Sendable, CaseIterable {
        /// The top of `formc.yml`.
        case top
        /// One item of `specs:` written as a mapping.
        case spec
        /// The `lint:` mapping.
        case lint
    }

    package let scope: Scope
    /// The key as the spec language describes its keys (name, value type, documentation):
    /// the decoder reads a config's scopes as it reads a spec's.
    package let key: LanguageKey
    /// The value's type as docs/config.md writes it.
    package let type: String

    package var name: String { key.name }
    /// The value's type as the decoder reads it.
    package var valueType: ValueType { key.type }
    /// One line of documentation.
    package var doc: String { key.doc }

    init(scope: Scope, name: String, type: String, valueType: ValueType, doc: String) {
        self.scope = scope
        self.key = LanguageKey(name, valueType, doc)
        self.type = type
    }
}

package enum ConfigKeys {
    static let emitters = ValueType.oneOf(Vocabulary(OutputKind.self))
    // The nested mappings' types name no keys here: `scope(_:)` reads `all`, so `all` must
    // not call it while it is being initialised (a static's initialiser that reaches itself
    // never returns). The decoder reads each nested mapping with `scope(_:)`.

    // Each key once, as the handle the decoder reads it by (`ConfigKeys.specs.key`); the keys
    // of a `specs:` item and of `lint:` are named after their mapping too (`specPath`).
    static let specs = ConfigKey(
        scope: .top, name: "specs", type: "list (required)", valueType: .stringList,
        doc:
            "The specs: each a path or glob (`*`, `?`, `**`) relative to the config's folder, or a mapping with `path`, `output`, `emit`."
    )
    static let output = ConfigKey(
        scope: .top, name: "output", type: "folder", valueType: .string,
        doc: "Where outputs go when a spec has no `output` of its own (default: each spec's own folder).")
    static let emit = ConfigKey(
        scope: .top, name: "emit", type: "`swift`, `json` or `strings`", valueType: emitters,
        doc: "The emitter for specs that do not name one (default `swift`).")
    static let templates = ConfigKey(
        scope: .top, name: "templates", type: "folder", valueType: .string,
        doc: "`NAME.mustache` files that replace formc's templates in Swift outputs, as `compile --templates`.")
    static let swiftPrefix = ConfigKey(
        scope: .top, name: "swiftPrefix", type: "Swift identifier", valueType: .string,
        doc:
            "What the generated Swift's type names start with for specs without their own `swiftPrefix:` (`Acme`: `AcmeSignupField`, `AcmeSignupFormView`…); not a Swift identifier's start is FC013."
    )
    static let runtime = ConfigKey(
        scope: .top, name: "runtime", type: "`source` or `module`",
        valueType: .oneOf(Vocabulary(RuntimeMode.self)),
        doc:
            "How Swift outputs get FormcKit: `source` writes `FormcKit.swift` (beside the outputs, once per folder, or once into `runtimeOutput`); `module` writes none, for a target that depends on the FormcKit product (default `source`)."
    )
    static let runtimeOutput = ConfigKey(
        scope: .top, name: "runtimeOutput", type: "folder", valueType: .string,
        doc:
            "The one folder `FormcKit.swift` is written to, instead of one copy per folder of Swift outputs: the way to generate forms into several folders of one app target."
    )
    static let lint = ConfigKey(
        scope: .top, name: "lint", type: "mapping", valueType: .mapping(FormcIR.Scope("lint", [])),
        doc: "How strict `formc lint` is, and per-code severities (for `lint` and `build`).")
    static let specPath = ConfigKey(
        scope: .spec, name: "path", type: "path or glob (required)", valueType: .string,
        doc: "The spec, or a glob naming several.")
    static let specOutput = ConfigKey(
        scope: .spec, name: "output", type: "file or folder", valueType: .string,
        doc:
            "The output file; a folder (for a glob, or a path ending in `/` or naming an existing folder) gets the default name."
    )
    static let specEmit = ConfigKey(
        scope: .spec, name: "emit", type: "`swift`, `json` or `strings`", valueType: emitters,
        doc: "This entry's emitter.")
    static let lintStrict = ConfigKey(
        scope: .lint, name: "strict", type: "boolean", valueType: .boolean,
        doc: "Warnings fail `formc lint` (exit 1), as `--strict` does.")
    static let lintSeverity = ConfigKey(
        scope: .lint, name: "severity", type: "mapping of code to `error`, `warning` or `off`",
        valueType: .namedMappings(Scope("severity", [])),
        doc: "Per-code severity: a warning's code may be made `error` or turned `off`; an error stays an error.")

    /// Every key, in the order docs/config.md lists them.
    package static let all: [ConfigKey] = [
        specs, output, emit, templates, swiftPrefix, runtime, runtimeOutput, lint, specPath, specOutput, specEmit,
        lintStrict, lintSeverity
    ]

    /// The names allowed in `scope`, in table order.
    package static func names(in scope: ConfigKey.Scope) -> [String] {
        all.filter { $0.scope == scope }.map(\.name)
    }

    /// Words people write for a key (lowercased), each mapped to the key meant.
    static let synonyms: [ConfigKey.Scope: [String: String]] = [
        .top: [
            "inputs": "specs", "files": "specs", "forms": "specs", "sources": "specs", "outputs": "output",
            "out": "output", "dir": "output", "emitter": "emit", "format": "emit", "language": "emit",
            "template": "templates", "prefix": "swiftPrefix", "typeprefix": "swiftPrefix",
            "formckit": "runtime", "runtimefolder": "runtimeOutput", "runtimedir": "runtimeOutput"
        ],
        .spec: [
            "file": "path", "spec": "path", "input": "path", "glob": "path", "pattern": "path", "out": "output",
            "emitter": "emit", "format": "emit"
        ],
        .lint: ["severities": "severity", "rules": "severity", "levels": "severity", "werror": "strict"]
    ]

    /// The synonyms whose value may mean something else under the key meant: no fix-it.
    static let unsure: [ConfigKey.Scope: [String: String]] = [
        .top: ["language": "a language may be the spec's locale; 'emit' names the output: swift, json or strings"]
    ]

    /// The keys of `scope` as the decoder reads them.
    static func scope(_ scope: ConfigKey.Scope) -> FormcIR.Scope {
        FormcIR.Scope(
            scope == .top ? "" : scope.rawValue,
            all.filter { $0.scope == scope }.map(\.key),
            synonyms: synonyms[scope] ?? [:], unsure: unsure[scope] ?? [:])
    }
}
