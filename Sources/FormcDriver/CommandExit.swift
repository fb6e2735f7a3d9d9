/// How a command ends other than by finishing its work: it throws one of these, and
/// `Formc.run` reports it, once, and maps it to the exit status (swift-argument-parser's habit,
/// where commands throw and one handler prints).
enum CommandExit: Error {
    /// A usage error (exit 2): `formc: error: MESSAGE`, then `help` when given.
    case usage(String, help: String? = nil)
    /// A file that could not be read or written, or another I/O failure (exit 2): one
    /// `formc: error:` line with the error's description.
    case failure(any Error)
    /// An error whose description names its own place and level (a template's
    /// `Core:3:7: error: …`; exit 2), printed as it is, one inert line.
    case located(any Error)
    /// The command has already said why (its diagnostics are printed, its help shown): this
    /// status, with nothing more to print.
    case status(Int32)

    /// Prints what the exit has to say on `console` and returns its status.
    func report(on console: Console) -> Int32 {
        switch self {
        case .usage(let message, let help):
            console.writeError(ErrorLine.format(message) + (help.map { $0 + "\n" } ?? ""))
            return ExitStatus.usage
        case .failure(let error):
            console.writeError(ErrorLine.format(error))
            return ExitStatus.usage
        case .located(let error):
            console.writeError(ErrorLine.located(error))
            return ExitStatus.usage
        case .status(let status):
            return status
        }
    }
}
