import FormcCore
import FormcDiagnostics
import FormcIR

/// `formc diff OLD NEW [--format text|json] [--strict] [--root DIR]`: what changing spec OLD
/// into NEW does to the answers and drafts saved under OLD (`SpecDiff`), so a release that
/// loses what people typed is caught before it ships (docs/swift-output.md §2.3.3).
///
/// Exit status: 0 nothing breaks (tightened changes too, unless `--strict`); 1 a breaking
/// change (or, with `--strict`, a tightened one); 2 a usage error; 3 a spec cannot be read or
/// has errors (said on standard error), as for check-answers.
enum DiffCommand {
    enum Option: String, CommandOption {
        case format, strict, root, help

        var spellings: [String] {
            switch self {
            case .format: ["--format"]
            case .strict: ["--strict"]
            case .root: ["--root"]
            case .help: ["-h", "--help"]
            }
        }

        var takesValue: Bool { self == .format || self == .root }
    }

    static func run(_ arguments: [String], console: Console) throws(CommandExit) -> Int32 {
        let parsed = try CommandSupport.start(arguments, options: Option.self, help: HelpText.diff, console: console)
        guard parsed.positionals.count == 2 else {
            throw .usage("diff takes an OLD and a NEW spec", help: HelpText.diff)
        }
        let json: Bool
        switch parsed[.format] ?? "text" {
        case "text": json = false
        case "json": json = true
        case let other: throw .usage("unknown --format '\(other)'; expected text or json")
        }
        guard parsed.positionals != ["-", "-"] else {
            throw .usage("only one of OLD and NEW can be - (standard input)")
        }
        let old = try form(parsed.positionals[0], root: parsed[.root], console: console)
        let new = try form(parsed.positionals[1], root: parsed[.root], console: console)
        let changes = SpecDiff.changes(from: old, to: new)
        console.writeOut(json ? Self.json(changes) : Self.text(changes))
        let failing: Set<SpecChange.Impact> = parsed.has(.strict) ? [.breaking, .tightened] : [.breaking]
        return changes.contains { failing.contains($0.impact) } ? ExitStatus.diagnostics : ExitStatus.success
    }

    /// The compiled spec at `path`; its diagnostics on standard error, status 3 when it has errors.
    static func form(_ path: String, root: String?, console: Console) throws(CommandExit) -> Form {
        try CommandSupport.specFault(console: console) { () throws(CommandExit) -> Form in
            try CommandSupport.compiled(path, root: root, console: console).form
        }
    }

    /// One line per change, `file:line:column: impact: message`, the spec's text made inert
    /// (a spec is untrusted: its ids reach a CI log), then a count.
    static func text(_ changes: [SpecChange]) -> [UInt8] {
        var out = ""
        for change in changes {
            out += InertText.line("\(change.location): \(change.impact.rawValue): \(change.message)", atLineStart: true)
            out += "\n"
        }
        let counts = SpecChange.Impact.allCases.map { impact in
            "\(changes.filter { $0.impact == impact }.count) \(impact.rawValue)"
        }
        out += changes.isEmpty ? "no changes to the answers\n" : counts.joined(separator: ", ") + "\n"
        return Array(out.utf8)
    }

    static func json(_ changes: [SpecChange]) -> [UInt8] {
        let items = changes.map { change in
            JSONValue.object([
                "impact": .string(change.impact.rawValue), "field": .string(change.field),
                "file": .string(change.location.file), "line": .int(change.location.line),
                "column": .int(change.location.column), "message": .string(change.message)
            ])
        }
        let worst = changes.map(\.impact).min()
        return JSONWriter.write(
            .object(["changes": .array(items), "worst": worst.map { .string($0.rawValue) } ?? .null]))
    }
}
