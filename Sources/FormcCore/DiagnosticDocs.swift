/// Where a diagnostic code is documented on the web: the table of codes in docs/lint.md
/// (§7), as SARIF's `helpUri` and the language server's `codeDescription.href` link it.
package enum DiagnosticDocs {
    /// docs/lint.md in formc's repository (the README's `OWNER` placeholder until it is
    /// published; this is the one place to change).
    static let lintPage = "https://github.com/OWNER/formc/blob/main/docs/lint.md"

    /// The documentation of code `id` (`FC101`): the codes table, which lists every code.
    package static func url(for id: String) -> String {
        lintPage + "#7-diagnostic-codes"
    }
}
