import FormcCore
import FormcIR

/// What every command does before its own work: parse its options, answer `--help`, and
/// (for the commands that take one spec) compile the spec and print its diagnostics.
enum CommandSupport {
    /// How a command goes on: with its parsed arguments, or it has already ended (help
    /// printed, or a usage error reported) with this exit status.
    enum Start {
        case proceed(ParsedArguments)
        case exit(Int32)
    }

    /// Parses `arguments`; prints `help` on `-h`/`--help` (exit 0) and a usage error with
    /// `help` on bad options (exit 2).
    static func start(_ arguments: [String], parser: ArgumentParser, help: String, console: Console) -> Start {
        let parsed: ParsedArguments
        do {
            parsed = try parser.parse(arguments)
        } catch {
            return .exit(Formc.usageFailure(error.message, help: help, console: console))
        }
        if parsed.flags.contains("help") {
            console.writeOut(Array((help + "\n").utf8))
            return .exit(ExitStatus.success)
        }
        return .proceed(parsed)
    }

    /// Compiles the spec at `path` (its data files inside `root`, or the spec's folder when
    /// nil) and prints its diagnostics to standard error: the form when
    /// it has no error, else the exit status (1 for error diagnostics, 2 when it cannot be read).
    static func compile(_ path: String, root: String?, console: Console) -> Result<Form, ExitFailure> {
        let result: Pipeline.Result
        do {
            result = try Pipeline().compile(path: path, root: root, standardInput: console.readInput)
        } catch {
            console.writeError(ErrorLine.format(error))
            return .failure(ExitFailure(status: ExitStatus.usage))
        }
        DiagnosticPrinter(console: console, source: result.source).print(result.diagnostics)
        guard !result.diagnostics.hasErrors, let form = result.form else {
            return .failure(ExitFailure(status: ExitStatus.diagnostics))
        }
        return .success(form)
    }

    /// An exit status as an error, so `Result` can carry it.
    struct ExitFailure: Error {
        var status: Int32
    }
}
