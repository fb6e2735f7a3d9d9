import FormcChecker
import FormcFrontEnd
import FormcIR

/// How a diagnostic code is explained in text: what `formc explain CODE` prints and what an
/// editor shows on hover over a code (`formc lsp`), from the checker's `RuleCatalog`.
package enum RuleExplanation {
    /// `FC303`, `fc31`: letters FC and digits name a code (known or not); anything else a key.
    package static func isCode(_ text: String) -> Bool {
        let upper = text.uppercased()
        return upper.hasPrefix("FC") && upper.count > 2 && upper.dropFirst(2).allSatisfy(\.isASCII)
            && upper.dropFirst(2).allSatisfy(\.isNumber)
    }

    /// The text `formc explain CODE` prints for a code: its title, explanation and examples
    /// (editors show it on hover too).
    package static func text(for description: RuleDescription) -> String {
        var out =
            "\(description.code.id): \(description.code.title) (\(description.code.defaultSeverity.rawValue) by default)\n\n"
        out += PlainText.wrap(description.explanation, width: 80) + "\n"
        func section(_ title: String, _ examples: [String]) {
            guard !examples.isEmpty else { return }
            out += "\n\(title):\n"
            for example in examples {
                out +=
                    "\n"
                    + example.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
                if !example.hasSuffix("\n") { out += "\n" }
            }
        }
        section("Triggers it (↓ marks where)", description.triggering)
        section("Does not trigger it", description.nonTriggering)
        return out
    }
}
