import FormcFrontEnd

/// The names a spec declares, for completion: field ids, source names and each source's
/// levels, from the decoded spec.
struct SpecNames {
    var fields: [FieldSpec] = []
    var sources: [SourceSpec] = []

    init(_ ast: SpecAST?) {
        guard let ast else { return }
        fields = ast.fields
        sources = ast.sources
    }

    /// What a `display:` template of a picker on `source` may name: a cascading source's
    /// levels, else `label` and `value` (as FC211 checks).
    func placeholders(of source: String) -> [String] {
        let levels = sources.first { $0.name.value == source }?.levels?.map(\.value) ?? []
        return levels.count >= 2 ? levels : ["label", "value"]
    }
}
