import Foundation
import FormcCore
import FormcLSP
import FormcDiagnostics

/// The `formc` command line. `run` returns the process exit status: 0 success, 1 error
/// diagnostics, 2 usage or I/O failure.
public enum Formc {
    public static var version: String { FormcVersion.current }

    public static func run(_ arguments: [String], console: Console) -> Int32 {
        finish(dispatch(arguments, console: console), console: console)
    }

    /// `status`, unless a write to standard output or error failed meanwhile: then that is
    /// reported (when standard error still works) and the status is 2, whatever the command
    /// found. Every command's status passes through here, `lsp`'s help included.
    static func finish(_ status: Int32, console: Console) -> Int32 {
        guard let failure = console.writeFailure() else { return status }
        // Output that did not arrive is an I/O failure, whatever the command found.
        if failure.stream != "standard error" {
            console.writeError(
                ErrorLine.format("cannot write to \(failure.stream) (\(String(cString: strerror(failure.code))))"))
        }
        return ExitStatus.usage
    }

    private static func dispatch(_ arguments: [String], console: Console) -> Int32 {
        do {
            return try dispatchThrowing(arguments, console: console)
        } catch {
            return error.report(on: console)
        }
    }

    private static func dispatchThrowing(_ arguments: [String], console: Console) throws(CommandExit) -> Int32 {
        guard let name = arguments.first else {
            // `formc` alone in a project with a formc.yml builds it, as `swiftgen` does.
            if ConfigFile.existsInWorkingDirectory { return try BuildCommand.run([], console: console) }
            // Say why nothing was built before the help: `formc` alone is `formc build` where
            // a formc.yml is.
            console.writeError(
                "formc: no command given, and no \(ConfigFile.defaultName) in this folder for formc alone to build\n\n"
                    + HelpText.overview + "\n")
            return ExitStatus.usage
        }
        let rest = Array(arguments.dropFirst())
        switch name {
        case "-h", "--help":
            console.writeOut(Array((HelpText.overview + "\n").utf8))
            return ExitStatus.success
        case "--version", "version":
            console.writeOut(Array("formc \(version)\n".utf8))
            return ExitStatus.success
        case "help":
            guard let topic = rest.first, topic != "help" else {
                console.writeOut(Array((HelpText.overview + "\n").utf8))
                return ExitStatus.success
            }
            guard let command = CommandTable.command(topic) else {
                throw .usage("no help for unknown command '\(topic)'")
            }
            console.writeOut(Array((command.help + "\n").utf8))
            return ExitStatus.success
        default:
            guard let command = CommandTable.command(name) else {
                throw .usage("unknown command '\(name)'; see 'formc --help'")
            }
            return try command.run(rest, console)
        }
    }

    /// Reports a usage error, `formc: error: MESSAGE` (see `ErrorLine`), followed by `help`
    /// when given; exit status 2. The message is one line: pass the help text separately.
    static func usageFailure(_ message: String, help: String? = nil, console: Console) -> Int32 {
        CommandExit.usage(message, help: help).report(on: console)
    }
}

enum ExitStatus {
    static let success: Int32 = 0
    static let diagnostics: Int32 = 1
    static let usage: Int32 = 2
}
