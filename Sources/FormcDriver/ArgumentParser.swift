import FormcDiagnostics

/// A small command-line parser: `--name value`, `--name=value`, `-o value`, boolean flags,
/// `--` to end options, and positionals (`-` alone is a positional: standard input).
struct ParsedArguments {
    var positionals: [String] = []
    var values: [String: String] = [:]
    var flags: Set<String> = []
}

struct UsageError: Error {
    var message: String
}

struct ArgumentParser {
    /// Options that take a value, by every spelling (`-o`, `--output`) mapped to a canonical name.
    var valueOptions: [String: String]
    /// Boolean flags, by spelling mapped to a canonical name.
    var flagOptions: [String: String]

    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if let canonical = flagOptions[name] {
                if inlineValue != nil { throw UsageError(message: "option '\(name)' takes no value") }
                result.flags.insert(canonical)
            } else if let canonical = valueOptions[name] {
                if let inlineValue {
                    result.values[canonical] = inlineValue
                } else if index < arguments.count {
                    result.values[canonical] = arguments[index]
                    index += 1
                } else {
                    throw UsageError(message: "option '\(name)' needs a value")
                }
            } else {
                let known = Array(valueOptions.keys) + Array(flagOptions.keys)
                throw UsageError(message: "unknown option '\(name)'" + suggestion(for: name, among: known))
            }
        }
        return result
    }

    private func suggestion(for name: String, among known: [String]) -> String {
        let best = known.filter { $0.hasPrefix("--") }.min { distance($0, name) < distance($1, name) }
        guard let best, distance(best, name) <= 2 else { return "" }
        return "; did you mean '\(best)'?"
    }

    private func distance(_ a: String, _ b: String) -> Int { EditDistance.between(a, b) }
}
