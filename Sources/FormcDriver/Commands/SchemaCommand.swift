import FormcDiagnostics
import FormcEmit

/// `formc schema`: the JSON Schema of the spec language on standard output (the file
/// schema/formc.schema.json holds the same bytes).
enum SchemaCommand {
    static func run(_ arguments: [String], console: Console) throws(CommandExit) -> Int32 {
        if arguments.contains("-h") || arguments.contains("--help") {
            console.writeOut(Array((HelpText.schema + "\n").utf8))
            return ExitStatus.success
        }
        if let extra = arguments.first {
            throw .usage("schema takes no arguments, found '\(extra)'", help: HelpText.schema)
        }
        console.writeOut(JSONWriter.write(JSONSchema.document()))
        return ExitStatus.success
    }
}
