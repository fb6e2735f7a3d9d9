import Foundation
import FormcIR
import FormcTerminal

/// `formc run SPEC [--output FILE] [--accessible]`: fills the form in the terminal, or line
/// by line when there is no terminal, and prints the answers as JSON.
enum RunCommand {
    static let parser = ArgumentParser(
        valueOptions: ["--root": "root", "--output": "output", "-o": "output"],
        flagOptions: ["--accessible": "accessible", "-h": "help", "--help": "help"])

    static func run(_ arguments: [String], console: Console) -> Int32 {
        let parsed: ParsedArguments
        switch CommandSupport.start(arguments, parser: parser, help: HelpText.run, console: console) {
        case .proceed(let arguments): parsed = arguments
        case .exit(let status): return status
        }
        guard parsed.positionals.count == 1, let specPath = parsed.positionals.first else {
            return Formc.usageFailure("run takes one SPEC\n" + HelpText.run, console: console)
        }
        guard specPath != "-" else {
            return Formc.usageFailure("run reads answers from standard input, so SPEC cannot be -", console: console)
        }
        let form: Form
        switch CommandSupport.compile(specPath, root: parsed.values["root"], console: console) {
        case .success(let compiled): form = compiled
        case .failure(let failure): return failure.status
        }

        if let output = parsed.values["output"], output != "-", let problem = OutputFile.unwritable(output) {
            // Found now, not after the whole form has been filled in.
            console.writeError("formc: error: \(problem)\n")
            return ExitStatus.usage
        }
        let environment = ProcessInfo.processInfo.environment
        let lineMode = parsed.flags.contains("accessible") || isatty(STDIN_FILENO) != 1 || environment["TERM"] == "dumb"
            || !TerminalRunner.hasTerminal
        let answers: [String: AnswerValue]
        if lineMode {
            let interactive = isatty(STDIN_FILENO) == 1
            let runner = LineRunner(form: form, readLine: { secret in
                let line = secret && interactive ? SecretInput.readLine() : Swift.readLine(strippingNewline: true)
                // Piped answers are not echoed: end the prompt's line so the log reads well.
                if !interactive || secret { console.writeError("\n") }
                return line
            }, prompt: { console.writeError($0) })
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
