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
            ["compile", "lint", "run", "check-answers", "build", "init", "explain", "schema", "lsp", "help"])
        XCTAssertEqual(
            CommandTable.all.map(\.name),
            ["compile", "lint", "run", "check-answers", "build", "init", "explain", "schema", "lsp"])
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
