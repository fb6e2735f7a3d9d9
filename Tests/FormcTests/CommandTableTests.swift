import XCTest
@testable import FormcDriver

/// The declared commands and options (`CommandTable`, each command's `Option`) against the
/// hand-written help: a command or option added to the table but not to `--help`, or the
/// other way round, fails here.
final class CommandTableTests: XCTestCase {
    private func spellings<Option: CommandOption>(_: Option.Type) -> [String] {
        Option.allCases.flatMap(\.spellings)
    }

    func testTheOverviewNamesEveryCommandAndOnlyThose() {
        let commands = HelpText.overview.components(separatedBy: "COMMANDS:")[1].components(separatedBy: "OPTIONS:")[0]
        let listed = commands.split(separator: "\n").compactMap { line -> String? in
            // A command's first line starts with two spaces and its name; continuation lines
            // are indented further.
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
            return line.split(separator: " ").first.map(String.init)
        }
        var seen: Set<String> = []
        XCTAssertEqual(
            listed.filter { seen.insert($0).inserted },
            ["compile", "lint", "run", "check-answers", "diff", "build", "init", "explain", "schema", "lsp", "help"])
        XCTAssertEqual(
            CommandTable.all.map(\.name),
            ["compile", "lint", "run", "check-answers", "diff", "build", "init", "explain", "schema", "lsp"])
    }

    func testEachCommandsHelpNamesEveryOptionItDeclares() {
        let declared: [(String, [String])] = [
            ("compile", spellings(CompileCommand.Option.self)),
            ("lint", spellings(LintCommand.Option.self)),
            ("run", spellings(RunCommand.Option.self)),
            ("check-answers", spellings(CheckAnswersCommand.Option.self)),
            ("build", spellings(BuildCommand.Option.self)),
            ("init", spellings(InitCommand.Option.self)),
            ("schema", spellings(SchemaCommand.Option.self))
        ]
        for (name, options) in declared {
            let help = CommandTable.command(name)?.help ?? ""
            XCTAssertTrue(help.hasPrefix("USAGE: formc \(name)"), name)
            for option in options {
                XCTAssertTrue(
                    help.contains(option + " ") || help.contains(option + ",") || help.contains(option + "\n")
                        || help.contains(option + "]"), "\(name)'s help does not name \(option)")
            }
        }
        XCTAssertEqual(
            spellings(CompileCommand.Option.self).sorted(),
            ["--config", "--emit", "--help", "--output", "--root", "--runtime", "--templates", "-h", "-o"])
        XCTAssertEqual(
            spellings(LintCommand.Option.self).sorted(),
            [
                "--config", "--dry-run", "--fix", "--format", "--help", "--max-diagnostics", "--quiet", "--root",
                "--strict", "-h", "-q"
            ])
        XCTAssertEqual(spellings(SchemaCommand.Option.self).sorted(), ["--help", "--output", "-h", "-o"])
        XCTAssertEqual(spellings(InitCommand.Option.self).sorted(), ["--help", "-h"])
    }

    /// The overview's usage of each command, and the command's own USAGE line, name every
    /// option the command declares (but --help): `formc help` once left `--locale` out of
    /// `run` (issue 47, item 12).
    func testTheOverviewAndEachUsageLineNameEveryOption() {
        let declared: [(String, [[String]])] = [
            ("compile", CompileCommand.Option.allCases.map(\.spellings)),
            ("lint", LintCommand.Option.allCases.map(\.spellings)),
            ("run", RunCommand.Option.allCases.map(\.spellings)),
            ("check-answers", CheckAnswersCommand.Option.allCases.map(\.spellings))
        ]
        let commands = HelpText.overview.components(separatedBy: "COMMANDS:")[1]
        for (name, options) in declared {
            // The command's lines in the overview: its first line, then the lines indented
            // under it up to the description (indented to column 28).
            var lines: [Substring] = []
            for line in commands.split(separator: "\n", omittingEmptySubsequences: false) {
                if lines.isEmpty {
                    if line.hasPrefix("  \(name) ") { lines.append(line) }
                } else if line.hasPrefix("   "), !line.hasPrefix(String(repeating: " ", count: 28)) {
                    lines.append(line)
                } else {
                    break
                }
            }
            let overview = lines.joined(separator: " ")
            // The USAGE paragraph: up to the first blank line.
            let usage = (CommandTable.command(name)?.help ?? "").components(separatedBy: "\n\n")[0]
            for spellings in options where !spellings.contains("--help") {
                XCTAssertTrue(
                    spellings.contains { overview.contains("[" + $0) },
                    "the overview's \(name) does not name \(spellings): \(overview)")
                XCTAssertTrue(
                    spellings.contains { usage.contains("[" + $0) },
                    "\(name)'s USAGE does not name \(spellings): \(usage)")
            }
        }
    }

    func testEveryEmitterIsOfferedByCompileAndNamedInItsHelp() {
        XCTAssertEqual(Emitters.names, ["json", "strings", "swift"])
        XCTAssertEqual(Emitters.namesText, "json, strings or swift")
        for name in Emitters.names {
            XCTAssertTrue(HelpText.compile.contains("--emit \(name)"), name)
        }
    }

    func testOptionsAreReadByCaseWithTheLastValueWinning() throws {
        let parsed = try ArgumentParser<CompileCommand.Option>().parse([
            "a.form.yaml", "--emit=json", "-o", "x", "--emit", "swift",
            "--", "--help"
        ])
        XCTAssertEqual(parsed.positionals, ["a.form.yaml", "--help"])
        XCTAssertEqual(parsed[.emit], "swift")
        XCTAssertEqual(parsed[.output], "x")
        XCTAssertFalse(parsed.has(.help))
        XCTAssertThrowsError(try ArgumentParser<CompileCommand.Option>().parse(["--emti", "json"])) { error in
            XCTAssertEqual((error as? UsageError)?.message, "unknown option '--emti'; did you mean '--emit'?")
        }
        // A suggestion is a long option: `--o` is one edit from `-o`, which is not offered.
        XCTAssertThrowsError(try ArgumentParser<CompileCommand.Option>().parse(["--o", "x"])) { error in
            XCTAssertEqual((error as? UsageError)?.message, "unknown option '--o'")
        }
        XCTAssertThrowsError(try ArgumentParser<RunCommand.Option>().parse(["--accessible=yes"])) { error in
            XCTAssertEqual((error as? UsageError)?.message, "option '--accessible' takes no value")
        }
    }

    func testOneHandlerReportsEveryWayACommandEnds() {
        var errors = ""
        let console = Console(
            writeOut: { _ in }, writeError: { errors += $0 }, readInput: { _ in [] }, colorDiagnostics: false)
        XCTAssertEqual(CommandExit.usage("bad", help: "HELP").report(on: console), 2)
        XCTAssertEqual(CommandExit.status(1).report(on: console), 1)
        XCTAssertEqual(CommandExit.failure(UsageError(message: "x")).report(on: console), 2)
        XCTAssertEqual(errors, "formc: error: bad\nHELP\nformc: error: UsageError(message: \"x\")\n")
    }
}
