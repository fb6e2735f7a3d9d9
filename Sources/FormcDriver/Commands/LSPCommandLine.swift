import FormcLSP

/// The command line of `formc lsp`, read here with the other commands'; the server itself is
/// the FormcLSP module (`LanguageServerCommand`).
enum LSPCommandLine {
    /// Checks `arguments` (those after `lsp`); returns when the server should start.
    /// - Throws: `CommandExit.status(0)` once the help is printed (`-h`, `--help`), or
    ///   `.usage` (exit 2) for any other argument.
    /// `--stdio` is accepted and changes nothing: editor clients (VS Code's) add it.
    /// A help that could not be written (`>/dev/full`, a closed pipe) is exit status 2, as
    /// with every other command.
    static func check(_ arguments: [String], console: Console) throws(CommandExit) {
        if arguments.contains("-h") || arguments.contains("--help") {
            console.writeOut(Array((HelpText.lsp + "\n").utf8))
            throw .status(ExitStatus.success)
        }
        if let extra = arguments.first(where: { $0 != "--stdio" }) {
            throw .usage("lsp takes no arguments, found '\(extra)'", help: HelpText.lsp)
        }
    }

    /// `formc lsp`: checks the arguments, then serves until the editor ends the session.
    static func run(_ arguments: [String], console: Console) throws(CommandExit) -> Int32 {
        try check(arguments, console: console)
        return LanguageServerCommand.run()
    }
}
