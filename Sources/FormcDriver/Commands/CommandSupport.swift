import FormcCore
import FormcFrontEnd
import FormcIR

/// What every command does before its own work: parse its options, answer `--help`, and
/// (for the commands that take one spec) compile the spec and print its diagnostics.
enum CommandSupport {
    /// Parses `arguments` against `Option`'s declared options.
    /// - Throws: `CommandExit.status(0)` once `help` is printed (`-h`, `--help`);
    ///   `CommandExit.usage` with `help` on a bad option (exit 2).
    static func start<Option: CommandOption>(
        _ arguments: [String], options: Option.Type, help: String,
        console: Console
    ) throws(CommandExit) -> ParsedArguments<Option> {
        let parsed: ParsedArguments<Option>
        do {
            parsed = try ArgumentParser<Option>().parse(arguments)
        } catch {
            throw .usage(error.message, help: help)
        }
        if parsed.has(.help) {
            console.writeOut(Array((help + "\n").utf8))
            throw .status(ExitStatus.success)
        }
        return parsed
    }

    /// Compiles the spec at `path` (its data files inside `root`, or the spec's folder when
    /// nil) and prints its diagnostics to standard error, each code's severity as `severities`
    /// (a config's `lint.severity`) sets it; returns the form when it has no error.
    /// - Throws: `CommandExit.status(1)` for error diagnostics (printed), `.failure` (exit 2)
    ///   when the spec cannot be read.
    /// `config`: formc.yml's `swiftPrefix` names the types of a spec that sets none, and is
    /// judged as `formc build` judges it (`TypeNameChecks.applyPrefix`).
    static func compile(
        _ path: String, root: String?, severities: SeverityOverrides = SeverityOverrides(), config: BuildConfig? = nil,
        console: Console
    ) throws(CommandExit) -> Form {
        try compiled(path, root: root, severities: severities, config: config, console: console).form
    }

    /// The exit status of a command that judges input with a spec (check-answers, diff) when
    /// the spec itself cannot be read or has errors, so a caller tells its own fault from the input's.
    static let specErrors: Int32 = 3

    /// `body`'s result; a spec that cannot be read (reported on standard error) or has errors
    /// (already printed) exits with `specErrors` instead of 2 or 1.
    static func specFault<T>(console: Console, _ body: () throws(CommandExit) -> T) throws(CommandExit) -> T {
        do {
            return try body()
        } catch {
            switch error {
            case .status(ExitStatus.diagnostics): throw .status(specErrors)
            case .failure, .located: throw .status(error.report(on: console) == 0 ? 0 : specErrors)
            case .usage, .status: throw error
            }
        }
    }

    /// `compile(_:root:severities:config:console:)`, with the form's String Catalog as lint
    /// read it (nil: none).
    static func compiled(
        _ path: String, root: String?, severities: SeverityOverrides = SeverityOverrides(), config: BuildConfig? = nil,
        console: Console
    ) throws(CommandExit) -> (form: Form, catalog: [UInt8]?) {
        let result: Pipeline.Result
        do {
            result = try Pipeline().compile(path: path, root: root, standardInput: console.readInput)
        } catch {
            throw .failure(error)
        }
        var found = result.diagnostics
        var form = result.form
        if let config, var prefixed = form, let ast = result.ast {
            TypeNameChecks.applyPrefix(of: config, to: &prefixed, ast: ast, into: &found)
            form = prefixed
        }
        let diagnostics = severities.apply(to: found)
        DiagnosticPrinter(console: console, source: result.source).print(diagnostics)
        guard !diagnostics.hasErrors, let form else { throw .status(ExitStatus.diagnostics) }
        return (form, result.catalog)
    }
}
