import FormcChecker
import FormcCore
import FormcFrontEnd
import FormcIR

/// `formc explain [CODE | KEY]`: a code's explanation and examples, a key's type and meaning
/// (`ExplainKey`), or the list of codes.
enum ExplainCommand {
    static func run(_ arguments: [String], console: Console) throws(CommandExit) -> Int32 {
        if arguments.contains("-h") || arguments.contains("--help") {
            console.writeOut(Array((HelpText.explain + "\n").utf8))
            return ExitStatus.success
        }
        guard let id = arguments.first else {
            var out = "CODE   SEVERITY  WHAT\n"
            for description in RuleCatalog.all {
                let severity = description.code.defaultSeverity.rawValue
                out +=
                    description.code.id + "  " + severity + String(repeating: " ", count: max(1, 10 - severity.count))
                    + description.code.title + "\n"
            }
            console.writeOut(Array(out.utf8))
            return ExitStatus.success
        }
        guard arguments.count == 1 else { throw .usage("explain takes one CODE or KEY") }
        if !RuleExplanation.isCode(id) {
            guard let text = ExplainKey.text(for: id) else {
                throw .usage("unknown key '\(id)'\(ExplainKey.hint(for: id)) (see docs/spec-language.md)")
            }
            console.writeOut(Array(text.utf8))
            return ExitStatus.success
        }
        guard let description = RuleCatalog.description(for: id) else {
            let hint = KeySuggestion.hint(for: id.uppercased(), among: RuleCatalog.all.map(\.code.id))
            throw .usage("unknown code '\(id)'\(hint) ('formc explain' lists them)")
        }
        console.writeOut(Array(RuleExplanation.text(for: description).utf8))
        return ExitStatus.success
    }
}
