import FormcDiagnostics
import FormcIR
import FormcYAML

/// Decodes a `formc.yml` document into a `BuildConfig`, with the spec decoder's located
/// diagnostics and codes: FC010 unknown key (with "did you mean"), FC011 wrong type, FC012
/// missing key, FC013 a value not allowed (an emitter, a severity, an error code lowered).
/// It reads no file: `ConfigResolver` looks the paths up.
package struct ConfigDecoder {
    private typealias K = ConfigKeys
    private var reader: NodeReader
    private let codes: [String: DiagnosticCode]

    private init(document: YAMLDocument, codes: [DiagnosticCode]) {
        reader = NodeReader(document: document)
        self.codes = Dictionary(codes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Decodes `document`; `knownCodes` are the codes `lint.severity` may name (every code
    /// formc reports). The config is nil when the document has no root mapping.
    package static func decode(_ document: YAMLDocument, knownCodes: [DiagnosticCode]) -> (BuildConfig?, Diagnostics) {
        var decoder = ConfigDecoder(document: document, codes: knownCodes)
        let config = decoder.decodeRoot()
        return (config, decoder.reader.diagnostics)
    }

    private mutating func decodeRoot() -> BuildConfig? {
        guard let root = reader.document.root else {
            reader.diagnostics.report(
                Diagnostic(
                    .missingKey, "the config is empty; it needs 'specs'",
                    at: SourceLocation(file: reader.document.file, line: 1, column: 1)))
            return nil
        }
        guard let top = reader.entries(of: root, allowed: ConfigKeys.scope(.top), what: "the config") else {
            return nil
        }
        var config = BuildConfig(file: reader.document.file)
        config.output = path(top, K.output.key)
        config.emit = reader.choice(top, K.emit.key, OutputKind.self)?.value ?? .swift
        config.templates = path(top, K.templates.key)
        if let prefix = reader.string(top, K.swiftPrefix.key), let node = reader.value(top, K.swiftPrefix.key) {
            if GeneratedTypeNames.isIdentifierPrefix(prefix.value) {
                config.swiftPrefix = prefix
            } else {
                reader.report(
                    .invalidValue,
                    "swiftPrefix '\(InertText.line(prefix.value, atLineStart: false))' is not the start of a Swift "
                        + "identifier: it takes a letter or '_', then letters, digits and '_'", at: node)
            }
        }
        config.runtime = reader.choice(top, K.runtime.key, RuntimeMode.self)
        config.runtimeOutput = path(top, K.runtimeOutput.key)
        if config.runtime?.value == .module, let output = config.runtimeOutput,
            let node = reader.value(top, K.runtimeOutput.key)
        {
            reader.report(
                .invalidValue,
                "'runtimeOutput' '\(output.value)' goes with 'runtime: source'; 'runtime: module' writes no FormcKit.swift",
                at: node)
            config.runtimeOutput = nil
        }
        if let node = reader.value(top, K.lint.key),
            let lint = reader.entries(of: node, allowed: ConfigKeys.scope(.lint), what: "'lint'")
        {
            config.strict = reader.bool(lint, K.lintStrict.key)?.value ?? false
            if let severity = reader.value(lint, K.lintSeverity.key) { config.severities = decodeSeverities(severity) }
        }
        if let items = reader.list(top, K.specs.key) {
            if items.isEmpty, let node = reader.value(top, K.specs.key) {
                reader.report(.invalidValue, "'specs' is empty; name at least one spec or glob", at: node)
            }
            config.entries = items.compactMap { decodeEntry($0, defaultEmit: config.emit) }
        } else if reader.value(top, K.specs.key) == nil && !top.suggestedKeys.contains(K.specs.name) {
            reader.report(.missingKey, "the config needs 'specs', the list of specs to build", at: root)
        }
        return config
    }

    /// `- Forms/*.form.yaml`, or `- {path: …, output: …, emit: …}`.
    private mutating func decodeEntry(_ item: YAMLNode, defaultEmit: OutputKind) -> SpecEntry? {
        if item.scalar != nil {
            guard let pattern = reader.string(item, what: "each item of 'specs'"),
                nonEmpty(pattern, "an item of 'specs'", at: item)
            else { return nil }
            return SpecEntry(pattern: pattern, output: nil, emit: defaultEmit)
        }
        guard let entries = reader.entries(of: item, allowed: ConfigKeys.scope(.spec), what: "an item of 'specs'"),
            let pattern = reader.requiredString(entries, K.specPath.key, what: "an item of 'specs'"),
            let node = reader.value(entries, K.specPath.key), nonEmpty(pattern, "'path'", at: node)
        else { return nil }
        return SpecEntry(
            pattern: pattern, output: path(entries, K.specOutput.key),
            emit: reader.choice(entries, K.specEmit.key, OutputKind.self)?.value ?? defaultEmit)
    }

    /// A path-valued key: a string that names something. An empty one is FC013 at the value,
    /// where it is written, rather than a failure later with no line to show.
    private mutating func path(_ entries: Entries, _ key: LanguageKey) -> Located<String>? {
        guard let value = reader.string(entries, key), let node = reader.value(entries, key),
            nonEmpty(value, "'\(key.name)'", at: node)
        else { return nil }
        return value
    }

    private mutating func nonEmpty(_ value: Located<String>, _ what: String, at node: YAMLNode) -> Bool {
        guard value.value.isEmpty else { return true }
        reader.report(.invalidValue, "\(what) is an empty path; name a file or folder, or leave it out", at: node)
        return false
    }

    private mutating func decodeSeverities(_ node: YAMLNode) -> SeverityOverrides {
        let allowed = Scope("severity", codes.keys.sorted().map { LanguageKey($0, .string, "The code's severity.") })
        guard let entries = reader.entries(of: node, allowed: allowed, what: "'severity'") else {
            return SeverityOverrides()
        }
        var overrides = SeverityOverrides()
        for key in allowed.keys {
            let id = key.name
            guard let node = reader.value(entries, key), let text = reader.string(node, what: "'\(id)'"),
                let code = codes[id]
            else { continue }
            let names = SeverityLevel.allCases.map(\.rawValue)
            guard let level = SeverityLevel(rawValue: text.value) else {
                reader.report(
                    .invalidValue,
                    "'\(text.value)' is not a severity; expected error, warning or off"
                        + KeySuggestion.hint(for: text.value, among: names), at: node)
                continue
            }
            if code.defaultSeverity == .error && level != .error {
                reader.report(
                    .invalidValue,
                    "\(id) is an error and cannot be made \(level.rawValue); only a warning's code can be turned off or made an error",
                    at: node)
                continue
            }
            overrides.levels[id] = level
        }
        return overrides
    }
}
