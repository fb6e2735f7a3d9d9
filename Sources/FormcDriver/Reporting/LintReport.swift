import FormcDiagnostics

/// The findings of one `formc lint` run: every spec's diagnostics, in path order, and the
/// texts of the specs for quoting source lines.
struct LintReport {
    var files: [String] = []
    var diagnostics: [Diagnostic] = []
    var sources: [SourceText] = []

    var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }

    /// The diagnostics a format shows: all of them, or with `--quiet` only those that fail
    /// the run (errors, and warnings under `--strict`).
    func shown(quiet: Bool, strict: Bool) -> [Diagnostic] {
        guard quiet else { return diagnostics }
        return diagnostics.filter { $0.severity == .error || (strict && $0.severity == .warning) }
    }
}

/// The output formats of `formc lint --format`.
enum LintFormat: String, CaseIterable {
    case text, json, github, sarif
}
