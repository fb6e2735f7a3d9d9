import Foundation
import FormcTerminal

/// `formc run SPEC [--output FILE] [--accessible]`: fills the form in the terminal, or line
/// by line when there is no terminal, and prints the answers as JSON.
enum RunCommand {
    static let parser = ArgumentParser(
        valueOptions: ["--output": "output", "-o": "output"],
        flagOptions: ["--accessible": "accessible", "-h": "help", "--help": "help"])

    static func run(_ arguments: [String], console: Console) -> Int32 {
        let parsed: ParsedArguments
        do {
            parsed = try parser.parse(arguments)
        } catch {
            return Formc.usageFailure(error.message + "\n" + HelpText.run, console: console)
        }
        if parsed.flags.contains("help") {
            console.writeOut(Array((HelpText.run + "\n").utf8))
            return ExitStatus.success
        }
        guard parsed.positionals.count == 1, let specPath = parsed.positionals.first else {
            return Formc.usageFailure("run takes one SPEC\n" + HelpText.run, console: console)
        }
        guard specPath != "-" else {
            return Formc.usageFailure("run reads answers from standard input, so SPEC cannot be -", console: console)
        }
        let result: Pipeline.Result
        do {
            result = try Pipeline().compile(path: specPath, standardInput: console.readInput)
        } catch {
            console.writeError("formc: error: \(error)\n")
            return ExitStatus.usage
        }
        DiagnosticPrinter(console: console, sources: [result.source]).print(result.diagnostics)
        guard !result.diagnostics.hasErrors, let form = result.form else { return ExitStatus.diagnostics }

        let environment = ProcessInfo.processInfo.environment
        let lineMode = parsed.flags.contains("accessible") || isatty(STDIN_FILENO) != 1 || environment["TERM"] == "dumb"
            || !TerminalRunner.hasTerminal
        let answers: [String: AnswerValue]
        if lineMode {
            let runner = LineRunner(form: form, readLine: { Swift.readLine(strippingNewline: true) },
                                    prompt: { console.writeError($0) })
            do {
                answers = try runner.run()
            } catch {
                console.writeError("formc: error: \(error)\n")
                return ExitStatus.diagnostics
            }
        } else {
            let color = (environment["NO_COLOR"].map(\.isEmpty) ?? true)
            do {
                switch try TerminalRunner(form: form, color: color).run() {
                case .submitted(let values): answers = values
                case .cancelled: return 130
                case .signalled(let number): return 128 + number
                }
            } catch {
                console.writeError("formc: error: \(error)\n")
                return ExitStatus.usage
            }
        }
        let bytes = AnswerJSON.bytes(answers)
        if let output = parsed.values["output"], output != "-" {
            do {
                try OutputFile.write(bytes, to: output)
            } catch {
                console.writeError("formc: error: \(error)\n")
                return ExitStatus.usage
            }
        } else {
            console.writeOut(bytes)
        }
        return ExitStatus.success
    }
}
