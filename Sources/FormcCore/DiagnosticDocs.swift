/// Where a diagnostic code is documented: `formc explain CODE`, which needs no network, and,
/// once formc's repository is published, the table of codes in its docs/lint.md (§7), which
/// SARIF's `helpUri` and the language server's `codeDescription.href` then link.
package enum DiagnosticDocs {
    /// The web page documenting code `id` (`FC101`): the codes table, which lists every code;
    /// nil while no repository address is set (`address`, by default
    /// `FormcRepository.address`): no link rather than one that leads nowhere.
    package static func url(for id: String, address: String? = FormcRepository.address) -> String? {
        address.map { $0 + "/blob/main/docs/lint.md#7-diagnostic-codes" }
    }

    /// The command that explains code `id` with examples, offline.
    package static func command(for id: String) -> String { "formc explain \(id)" }
}
