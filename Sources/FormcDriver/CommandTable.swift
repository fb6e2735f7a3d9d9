import FormcLSP

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
        CommandEntry(name: "compile", help: HelpText.compile) { arguments, console throws(CommandExit) in
            try CompileCommand.run(arguments, console: console)
        },
        CommandEntry(name: "lint", help: HelpText.lint) { arguments, console throws(CommandExit) in
            try LintCommand.run(arguments, console: console)
        },
        CommandEntry(name: "run", help: HelpText.run) { arguments, console throws(CommandExit) in
            try RunCommand.run(arguments, console: console)
        },
        CommandEntry(name: "build", help: HelpText.build) { arguments, console throws(CommandExit) in
            try BuildCommand.run(arguments, console: console)
        },
        CommandEntry(name: "explain", help: HelpText.explain) { arguments, console throws(CommandExit) in
            try ExplainCommand.run(arguments, console: console)
        },
        CommandEntry(name: "schema", help: HelpText.schema) { arguments, console throws(CommandExit) in
            try SchemaCommand.run(arguments, console: console)
        },
        CommandEntry(name: "lsp", help: HelpText.lsp) { arguments, console throws(CommandExit) in
            try LSPCommandLine.check(arguments, console: console)
            return LanguageServerCommand.run()
        },
    ]

    /// The command called `name`, if formc has one.
    static func command(_ name: String) -> CommandEntry? { all.first { $0.name == name } }
}
