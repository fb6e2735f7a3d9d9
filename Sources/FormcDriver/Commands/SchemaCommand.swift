import FormcCore
import FormcDiagnostics
import FormcEmit

/// `formc schema [-o PATH]`: the JSON Schema of the spec language, identified by this
/// version's `$id` (`JSONSchema.identifier(version:)`), on standard output or into a file of
/// an app's repository (schema/formc.schema.json in formc's own repository holds the same
/// bytes).
enum SchemaCommand {
    enum Option: String, CommandOption {
        case output, help

        var spellings: [String] {
            switch self {
            case .output: ["-o", "--output"]
            case .help: ["-h", "--help"]
            }
        }

        var takesValue: Bool { self == .output }
    }

    /// The schema's bytes, as `formc schema` prints them and `formc init` writes them.
    static var schemaBytes: [UInt8] { JSONWriter.write(JSONSchema.document(version: FormcVersion.current)) }

    /// Prints the schema, or writes it to `-o PATH` (`-` is standard output) as compile's
    /// outputs are written: atomically, and only when the bytes differ, so a checked-in copy
    /// that is current keeps its modification time.
    /// - Throws: `CommandExit.usage` for an argument (exit 2); `.failure` when PATH cannot be
    ///   written (exit 2, the file untouched).
    static func run(_ arguments: [String], console: Console) throws(CommandExit) -> Int32 {
        let parsed = try CommandSupport.start(arguments, options: Option.self, help: HelpText.schema, console: console)
        if let extra = parsed.positionals.first {
            throw .usage("schema takes no arguments, found '\(extra)'", help: HelpText.schema)
        }
        let bytes = schemaBytes
        guard let output = parsed[.output], output != "-" else {
            console.writeOut(bytes)
            return ExitStatus.success
        }
        do {
            try OutputFile.writeIfChanged(bytes, to: output)
        } catch {
            throw .failure(error)
        }
        return ExitStatus.success
    }
}
