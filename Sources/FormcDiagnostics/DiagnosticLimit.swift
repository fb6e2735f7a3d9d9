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
