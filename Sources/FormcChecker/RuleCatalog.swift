import FormcDiagnostics

/// Every diagnostic code formc reports, with its explanation and examples: the checker's
/// rules and the codes the front end and the data loaders report while reading.
package enum RuleCatalog {
    package static let all: [RuleDescription] =
        (FrontEndDescriptions.all + LocalizationDescriptions.all + Checker.rules.map { type(of: $0).description })
        .sorted { $0.code.id < $1.code.id }

    /// The description of a code (`FC303`, case-insensitive), or nil.
    package static func description(for id: String) -> RuleDescription? {
        all.first { $0.code.id == id.uppercased() }
    }
}
