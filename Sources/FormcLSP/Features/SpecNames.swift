import FormcFrontEnd
import FormcIR

/// The names a spec declares, for completion: field ids, source names and each source's
/// levels, from the decoded spec and its fields (as decoded or lowered: only what they
/// write is read).
struct SpecNames {
    var fields: [Field] = []
    var sources: [SourceSpec] = []

    init(_ decoded: (ast: SpecAST, fields: [Field])?) {
        guard let decoded else { return }
        fields = decoded.fields
        sources = decoded.ast.sources
    }

    /// What a `display:` template of a picker on `source` may name: a cascading source's
    /// levels, else `label` and `value` (as FC211 checks).
    func placeholders(of source: String) -> [String] {
        let levels = sources.first { $0.name.value == source }?.levels?.map(\.value) ?? []
        return levels.count >= 2 ? levels : ["label", "value"]
    }
}
