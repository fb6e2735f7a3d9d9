/// One of formc's commands: what `formc NAME` runs and `formc help NAME` prints.
struct CommandEntry: Sendable {
    var name: String
    var help: String
    var run: @Sendable ([String], Console) throws(CommandExit) -> Int32
}

/// formc's commands, in the order the overview lists them: the one table the dispatcher and
/// `formc help` read (a test checks the overview names each of them, and each command's help
/// names every option it declares).
enum CommandTable {
    static let all: [CommandEntry] = [
        CommandEntry(name: "compile", help: HelpText.compile, run: CompileCommand.run),
        CommandEntry(name: "lint", help: HelpText.lint, run: LintCommand.run),
        CommandEntry(name: "run", help: HelpText.run, run: RunCommand.run),
        CommandEntry(name: "check-answers", help: HelpText.checkAnswers, run: CheckAnswersCommand.run),
        CommandEntry(name: "diff", help: HelpText.diff, run: DiffCommand.run),
        CommandEntry(name: "build", help: HelpText.build, run: BuildCommand.run),
        CommandEntry(name: "init", help: HelpText.initCommand, run: InitCommand.run),
        CommandEntry(name: "explain", help: HelpText.explain, run: ExplainCommand.run),
        CommandEntry(name: "schema", help: HelpText.schema, run: SchemaCommand.run),
        CommandEntry(name: "lsp", help: HelpText.lsp, run: LSPCommandLine.run)
    ]

    /// The command called `name`, if formc has one.
    static func command(_ name: String) -> CommandEntry? { all.first { $0.name == name } }
}
