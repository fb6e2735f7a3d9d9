import FormcDiagnostics

/// One command's options, declared once: the parser reads their spellings from here, the
/// command reads their values by case (never by a string), and a test checks every spelling
/// against the command's `--help` text.
protocol CommandOption: Hashable, CaseIterable where AllCases == [Self] {
    /// How the option is written on the command line (`-o`, `--output`), the first the one
    /// a suggestion names when it starts with `--`.
    var spellings: [String] { get }
    /// Whether the option takes a value (`--emit swift`, `--emit=swift`); else it is a flag.
    var takesValue: Bool { get }
    /// The `-h`/`--help` flag every command has.
    static var help: Self { get }
}

/// A command line as parsed: positionals in order, the last value of each value option, the
/// flags given.
struct ParsedArguments<Option: CommandOption> {
    var positionals: [String] = []
    var values: [Option: String] = [:]
    var flags: Set<Option> = []

    subscript(_ option: Option) -> String? { values[option] }

    func has(_ flag: Option) -> Bool { flags.contains(flag) }
}

struct UsageError: Error {
    var message: String
}

/// A small command-line parser: `--name value`, `--name=value`, `-o value`, boolean flags,
/// `--` to end options, and positionals (`-` alone is a positional: standard input).
struct ArgumentParser<Option: CommandOption> {
    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments<Option> {
        var spelled: [String: Option] = [:]
        for option in Option.allCases {
            for spelling in option.spellings { spelled[spelling] = option }
        }
        var result = ParsedArguments<Option>()
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
            guard let option = spelled[name] else {
                throw UsageError(
                    message: "unknown option '\(name)'" + suggestion(for: name, among: Array(spelled.keys)))
            }
            if !option.takesValue {
                if inlineValue != nil { throw UsageError(message: "option '\(name)' takes no value") }
                result.flags.insert(option)
            } else if let inlineValue {
                result.values[option] = inlineValue
            } else if index < arguments.count {
                result.values[option] = arguments[index]
                index += 1
            } else {
                throw UsageError(message: "option '\(name)' needs a value")
            }
        }
        return result
    }

    private func suggestion(for name: String, among known: [String]) -> String {
        let best = known.filter { $0.hasPrefix("--") }.sorted().min { distance($0, name) < distance($1, name) }
        guard let best, distance(best, name) <= 2 else { return "" }
        return "; did you mean '\(best)'?"
    }

    private func distance(_ a: String, _ b: String) -> Int { EditDistance.between(a, b) }
}
