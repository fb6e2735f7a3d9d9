import FormcDiagnostics

/// A decoded `formc.yml`, as written: paths and globs not yet looked up (`ConfigResolver`
/// does that). Every path is relative to the config's folder, the project root.
package struct BuildConfig: Sendable {
    /// The config file as given (how diagnostics name it).
    package var file: String
    package var entries: [SpecEntry] = []
    /// The default output folder, nil for each spec's own folder.
    package var output: Located<String>?
    /// The emitter of entries that do not name one.
    package var emit: OutputKind = .swift
    package var templates: Located<String>?
    /// The `swiftPrefix` of specs that set none (`swiftPrefix:`); nil for none.
    package var swiftPrefix: Located<String>?
    /// How Swift outputs get FormcKit (`runtime:`); nil when the config does not say (then
    /// `source`, with a warning when the copies go to several folders).
    package var runtime: Located<RuntimeMode>?
    /// The one folder FormcKit.swift goes to (`runtimeOutput:`), instead of one copy beside
    /// each folder of Swift outputs.
    package var runtimeOutput: Located<String>?
    package var strict = false
    package var severities = SeverityOverrides()

    package init(file: String) { self.file = file }

    /// The folder that holds the config: the project root, and where its paths start.
    package var folder: String {
        let folder = PathName.folder(of: file)
        return folder.isEmpty ? "." : folder
    }
}

/// One item of `specs:`.
package struct SpecEntry: Sendable {
    /// The path or glob, as written.
    package var pattern: Located<String>
    package var output: Located<String>?
    package var emit: OutputKind
}

/// What `formc build` writes for a spec: the same outputs as `formc compile --emit`.
package enum OutputKind: String, Sendable, CaseIterable {
    case swift, json, strings
}

/// How a Swift output gets FormcKit: `FormcKit.swift` written by formc (`source`), or the
/// FormcKit product the target depends on (`module`, nothing written).
package enum RuntimeMode: String, Sendable, CaseIterable {
    case source, module
}

/// A severity a config gives a code: `off` drops its diagnostics.
package enum SeverityLevel: String, Sendable, CaseIterable {
    case error, warning, off
}

/// The config's per-code severities, applied to a spec's diagnostics after the pipeline.
package struct SeverityOverrides: Sendable, Equatable {
    /// By code id (`FC114`).
    package var levels: [String: SeverityLevel] = [:]

    package init(levels: [String: SeverityLevel] = [:]) { self.levels = levels }

    /// `diagnostics` with each overridden code at its new severity, and `off` codes left out.
    package func apply(to diagnostics: Diagnostics) -> Diagnostics {
        guard !levels.isEmpty else { return diagnostics }
        var result = Diagnostics()
        for var diagnostic in diagnostics.all {
            switch levels[diagnostic.code.id] {
            case .none: break
            case .off: continue
            case .error: diagnostic.severity = .error
            case .warning: diagnostic.severity = .warning
            }
            result.report(diagnostic)
        }
        return result
    }
}
