import FormcCore
import FormcDiagnostics
import FormcFrontEnd
import FormcIR
import FormcTerminal

/// `formc check-answers SPEC ANSWERS [--locale LANGUAGE] [--root DIR]`: the verdict a submit
/// gives on answers a server received (`AnswerCheck`), as JSON on standard output, so the
/// server checks with the spec itself instead of a copy of its rules (docs/run.md §14).
///
/// Exit status: 0 the answers pass; 1 they do not (the failing fields are printed); 2 a usage
/// error, or ANSWERS cannot be read or is not a JSON object; 3 the spec cannot be read or has
/// errors (said on standard error, nothing on standard output), so a server can tell its own
/// fault from the client's.
enum CheckAnswersCommand {
    enum Option: String, CommandOption {
        case root, locale, help

        var spellings: [String] {
            switch self {
            case .root: ["--root"]
            case .locale: ["--locale"]
            case .help: ["-h", "--help"]
            }
        }

        var takesValue: Bool { self == .root || self == .locale }
    }

    /// The largest answers file read: far above any form's answers, and a bound on what a
    /// client can make the server read.
    static let maxAnswersBytes = 16 * 1024 * 1024
    /// The most JSON values read from it, as for data files.
    static let maxAnswersValues = 1_000_000

    static func run(_ arguments: [String], console: Console) throws(CommandExit) -> Int32 {
        let parsed = try CommandSupport.start(
            arguments, options: Option.self, help: HelpText.checkAnswers, console: console)
        guard parsed.positionals.count == 2 else {
            throw .usage("check-answers takes a SPEC and an ANSWERS file", help: HelpText.checkAnswers)
        }
        let (specPath, answersPath) = (parsed.positionals[0], parsed.positionals[1])
        guard specPath != "-" else {
            throw .usage("SPEC cannot be - (standard input may carry the answers: check-answers SPEC -)")
        }
        // The spec first: whatever is wrong with it is the server's fault (3), whatever is
        // wrong with the answers the client's (2), even when both are.
        let form = try CommandSupport.specFault(console: console) { () throws(CommandExit) -> Form in
            let compiled = try CommandSupport.compiled(specPath, root: parsed[.root], console: console)
            return try RunCommand.shown(
                compiled.form, catalog: compiled.catalog, asked: parsed[.locale], environment: [:])
        }
        let members = try answers(answersPath, console: console)
        let problems = AnswerCheck.problems(form, answers: members)
        console.writeOut(AnswerCheck.json(problems))
        return problems.isEmpty ? ExitStatus.success : ExitStatus.diagnostics
    }

    /// The members of the answers object at `path` (`-`: standard input).
    static func answers(_ path: String, console: Console) throws(CommandExit) -> [JSONMember] {
        let name = path == "-" ? "<stdin>" : path
        let bytes: [UInt8]
        do {
            bytes =
                path == "-"
                ? try console.readInput(maxAnswersBytes) : try FileReader.read(path, limit: maxAnswersBytes)
        } catch {
            throw .failure(InputError(path: name, reason: error.description))
        }
        // A key written twice is refused: a server's own JSON parser may keep the other value
        // than this check reads, and the answers would be checked as they are not stored.
        if let repeated = JSONDuplicateKeys.diagnostics(in: bytes, file: name).all.first {
            throw .failure(
                InputError(
                    path: name,
                    reason: "names a key twice (line \(repeated.location.line), column \(repeated.location.column))"))
        }
        let value: JSONValue
        do {
            value = try JSONReader.read(bytes, valueLimit: maxAnswersValues)
        } catch {
            switch error {
            case .notJSON: throw .failure(InputError(path: name, reason: "is not JSON"))
            case .tooManyValues(let limit, let line, let column):
                throw .failure(
                    InputError(
                        path: name, reason: "holds more than \(limit) values (line \(line), column \(column))"))
            }
        }
        guard case .sortedObject(let members) = value else {
            throw .failure(InputError(path: name, reason: "is not a JSON object of field ids to answers"))
        }
        return members
    }
}
