/// formc's version, in the one place it is written: `formc --version`, the generated files'
/// header, SARIF's `tool.driver.version` and the language server's `serverInfo` read it.
package enum FormcVersion {
    /// The release, in semantic-versioning form (`MAJOR.MINOR.PATCH`).
    package static let current = "0.1.0"
}
