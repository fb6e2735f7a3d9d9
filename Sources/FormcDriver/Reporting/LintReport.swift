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
            let kept = quiet ? spec.diagnostics.filter { $0.severity == .error || (strict && $0.severity == .warning) }
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

/// How many diagnostics of one spec are shown, so that a small spec whose aliases expand to
/// thousands of mistakes does not print tens of thousands of lines (with `--quiet` the limit
/// counts what is left after it). The counts in the text summary and the exit status still
/// take every diagnostic into account. `formc lsp` publishes as many per document.
public struct DiagnosticLimit: Sendable {
    /// The default, for `lint` (unless `--max-diagnostics` says otherwise), `compile`, `run`
    /// and `lsp`.
    public static let standard = DiagnosticLimit(perSpec: 200)

    /// Most diagnostics shown per spec; nil shows them all.
    public var perSpec: Int?
    /// How to see the rest, added to the omission message (`lint` names its option).
    public var howToSeeAll: String?

    public init(perSpec: Int?, howToSeeAll: String? = nil) {
        self.perSpec = perSpec
        self.howToSeeAll = howToSeeAll
    }

    /// The first `perSpec` of `diagnostics`, and how many are left out.
    public func split(_ diagnostics: [Diagnostic]) -> (shown: [Diagnostic], omitted: Int) {
        guard let perSpec, diagnostics.count > perSpec else { return (diagnostics, 0) }
        return (Array(diagnostics.prefix(perSpec)), diagnostics.count - perSpec)
    }

    /// The sentence that says what was left out: `and 47800 more diagnostics in FILE (at most
    /// 200 are shown per spec)`, for the text and GitHub formats, SARIF and `compile`'s stderr.
    public func omissionMessage(_ omitted: Int, in file: String) -> String {
        "and \(omitted) more diagnostic\(omitted == 1 ? "" : "s") in \(file) (at most \(perSpec ?? 0) are shown per spec"
            + (howToSeeAll.map { "; \($0)" } ?? "") + ")"
    }
}

/// The output formats of `formc lint --format`.
enum LintFormat: String, CaseIterable {
    case text, json, github, sarif
}
