import FormcDiagnostics
import FormcEmit

/// `formc compile SPEC [--emit json] [-o PATH]`.
enum CompileCommand {
    static let parser = ArgumentParser(
        valueOptions: ["--emit": "emit", "-o": "output", "--output": "output"],
        flagOptions: ["-h": "help", "--help": "help"])

    static func run(_ arguments: [String], console: Console) -> Int32 {
        let parsed: ParsedArguments
        do {
            parsed = try parser.parse(arguments)
        } catch {
            return Formc.usageFailure(error.message + "\n" + HelpText.compile, console: console)
        }
        if parsed.flags.contains("help") {
            console.writeOut(Array((HelpText.compile + "\n").utf8))
            return ExitStatus.success
        }
        guard parsed.positionals.count == 1, let specPath = parsed.positionals.first else {
            let problem = parsed.positionals.isEmpty ? "missing SPEC" : "compile takes one SPEC, got \(parsed.positionals.count)"
            return Formc.usageFailure(problem + "\n" + HelpText.compile, console: console)
        }
        let emit = parsed.values["emit"] ?? "json"
        guard emit == "json" else {
            return Formc.usageFailure("unknown --emit '\(emit)'; expected json", console: console)
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

        if let output = parsed.values["output"], output != "-" {
            do {
                try OutputFile.write(to: output) { sink in JSONEmitter.emit(form, to: sink) }
            } catch {
                console.writeError("formc: error: \(error)\n")
                return ExitStatus.usage
            }
        } else {
            JSONEmitter.emit(form, to: console.writeOut)
        }
        return ExitStatus.success
    }
}
