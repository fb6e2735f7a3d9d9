import FormcDiagnostics

/// The findings of one `formc lint` run: every spec's diagnostics, in path order, and the
/// texts of the specs for quoting source lines.
struct LintReport {
    /// One spec: its path as diagnostics name it, its text, and its diagnostics sorted by
    /// location (those in its data files with them).
    struct Spec {
        var file: String
        var source: SourceText
        var diagnostics: [Diagnostic]
    }

    var specs: [Spec] = []

    var errorCount: Int { specs.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == .error }.count } }
    var warningCount: Int { specs.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == .warning }.count } }

    /// What the formats show of each spec that has something to show: all its diagnostics,
    /// or with `quiet` only those that fail the run (errors, and warnings under `strict`);
    /// then at most `limit.perSpec` of them, with the count of the rest.
    func shown(quiet: Bool, strict: Bool, limit: DiagnosticLimit) -> [ShownSpec] {
        specs.compactMap { spec in
            let kept =
                quiet
                ? spec.diagnostics.filter { $0.severity == .error || (strict && $0.severity == .warning) }
                : spec.diagnostics
            guard !kept.isEmpty else { return nil }
            let (shown, omitted) = limit.split(kept)
            return ShownSpec(file: spec.file, diagnostics: shown, omitted: omitted)
        }
    }
}

/// One spec's part of a report: the diagnostics shown, and how many more were left out by
/// the per-spec limit.
struct ShownSpec {
    var file: String
    var diagnostics: [Diagnostic]
    var omitted: Int
}

/// The output formats of `formc lint --format`.
enum LintFormat: String, CaseIterable {
    case text, json, github, sarif
}
