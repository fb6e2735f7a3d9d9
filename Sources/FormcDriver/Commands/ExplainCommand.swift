import FormcChecker
import FormcFrontEnd
import FormcIR

/// `formc explain [CODE | KEY]`: a code's explanation and examples, a key's type and meaning
/// (`ExplainKey`), or the list of codes.
public enum ExplainCommand {
    static func run(_ arguments: [String], console: Console) -> Int32 {
        if arguments.contains("-h") || arguments.contains("--help") {
            console.writeOut(Array((HelpText.explain + "\n").utf8))
            return ExitStatus.success
        }
        guard let id = arguments.first else {
            var out = "CODE   SEVERITY  WHAT\n"
            for description in RuleCatalog.all {
                let severity = description.code.defaultSeverity.rawValue
                out += description.code.id + "  " + severity + String(repeating: " ", count: max(1, 10 - severity.count))
                    + description.code.title + "\n"
            }
            console.writeOut(Array(out.utf8))
            return ExitStatus.success
        }
        guard arguments.count == 1 else { return Formc.usageFailure("explain takes one CODE or KEY", console: console) }
        if !isCode(id) {
            guard let text = ExplainKey.text(for: id) else {
                return Formc.usageFailure("unknown key '\(id)'\(ExplainKey.hint(for: id)) (see docs/spec-language.md)",
                                          console: console)
            }
            console.writeOut(Array(text.utf8))
            return ExitStatus.success
        }
        guard let description = RuleCatalog.description(for: id) else {
            let hint = KeySuggestion.hint(for: id.uppercased(), among: RuleCatalog.all.map(\.code.id))
            return Formc.usageFailure("unknown code '\(id)'\(hint) ('formc explain' lists them)", console: console)
        }
        console.writeOut(Array(render(description).utf8))
        return ExitStatus.success
    }

    /// `FC303`, `fc31`: letters FC and digits name a code (known or not); anything else a key.
    public static func isCode(_ text: String) -> Bool {
        let upper = text.uppercased()
        return upper.hasPrefix("FC") && upper.count > 2 && upper.dropFirst(2).allSatisfy(\.isASCII) && upper.dropFirst(2).allSatisfy(\.isNumber)
    }

    /// The text `formc explain CODE` prints for a code: its title, explanation and examples
    /// (editors show it on hover too).
    public static func render(_ description: RuleDescription) -> String {
        var out = "\(description.code.id): \(description.code.title) (\(description.code.defaultSeverity.rawValue) by default)\n\n"
        out += PlainText.wrap(description.explanation, width: 80) + "\n"
        func section(_ title: String, _ examples: [String]) {
            guard !examples.isEmpty else { return }
            out += "\n\(title):\n"
            for example in examples {
                out += "\n" + example.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
                if !example.hasSuffix("\n") { out += "\n" }
            }
        }
        section("Triggers it (↓ marks where)", description.triggering)
        section("Does not trigger it", description.nonTriggering)
        return out
    }
}
