/// The command line of `formc lsp`, read here with the other commands'; the server itself is
/// the FormcLSP module (`LanguageServerCommand`).
enum LSPCommandLine {
    /// Checks `arguments` (those after `lsp`): nil when the server should start, else the
    /// exit status after printing the help (`-h`, `--help`: 0) or a usage error (2).
    /// `--stdio` is accepted and changes nothing: editor clients (VS Code's) add it.
    /// A help that could not be written (`>/dev/full`, a closed pipe) is exit status 2, as
    /// with every other command.
    static func check(_ arguments: [String], console: Console) -> Int32? {
        if arguments.contains("-h") || arguments.contains("--help") {
            console.writeOut(Array((HelpText.lsp + "\n").utf8))
            return ExitStatus.success
        }
        if let extra = arguments.first(where: { $0 != "--stdio" }) {
            return Formc.usageFailure("lsp takes no arguments, found '\(extra)'", help: HelpText.lsp, console: console)
        }
        return nil
    }
}
