import FormcDiagnostics
import FormcCore
import FormcFrontEnd
import FormcIR
import FormcYAML

/// One spec's text with what formc makes of it: the pipeline's `SpecAST`, `Form` and
/// diagnostics (the same as `formc lint`). Build it once per version of the document and ask
/// it every feature; all positions in and out are formc's (1-based line, 1-based column in
/// Unicode scalars).
package struct SpecDocument: Sendable {
    package let text: String
    /// The pipeline's result for `text`: `ast` is nil when the YAML does not load, `form` when
    /// the spec does not decode.
    package let result: Pipeline.Result
    /// What the features work out of this version, once (`SpecDocumentCache`).
    private let cache = SpecDocumentCache()
    /// The positions of `text`, when the caller has them already (the server's document).
    private let index: LineIndex?
    /// The spec and fields of the last text whose YAML loaded, when this one's does not: the
    /// names completion offers while a key is half typed elsewhere.
    package var lastGoodDecoding: (ast: SpecAST, fields: [Field])?

    /// Runs the pipeline on `text`. `path` names the spec in locations, data files are read
    /// relative to `baseDirectory` and must lie inside `root` (by default `baseDirectory`).
    package init(text: String, path: String, baseDirectory: String, root: ProjectRoot? = nil) {
        self.init(
            text: text,
            result: Pipeline().compile(
                bytes: Array(text.utf8), path: path,
                baseDirectory: baseDirectory, root: root))
    }

    /// Wraps a pipeline result the caller already has for exactly this `text` (the server
    /// computes one for diagnostics).
    package init(text: String, result: Pipeline.Result, index: LineIndex? = nil) {
        self.text = text
        self.result = result
        self.index = index
    }

    /// The text's lines, split on the first use.
    var lines: DocumentLines {
        cache.lines { index.map(DocumentLines.init) ?? DocumentLines(text) }
    }

    /// The text's YAML tree, loaded on the first use: whether it loads, and its root.
    var tree: SpecDocumentCache.LoadedTree { cache.tree { Self.load(text) } }

    /// `text` loaded as YAML: whether it loads, and the root of its first document.
    static func load(_ text: String) -> SpecDocumentCache.LoadedTree {
        let loaded = YAMLLoader().load(Array(text.utf8), file: "")
        guard !loaded.diagnostics.hasErrors, let document = loaded.documents.first else {
            return SpecDocumentCache.LoadedTree(loads: false, root: nil)
        }
        return SpecDocumentCache.LoadedTree(loads: true, root: document.root)
    }

    /// Every place the spec names a field or a source (`SymbolIndex.all`), indexed on the
    /// first use; empty when the spec does not decode.
    var symbols: [SymbolOccurrence] {
        guard let ast else { return [] }
        return cache.symbols { SymbolIndex.all(in: ast, fields: fields, lines: lines) }
    }

    package var ast: SpecAST? { result.ast }
    /// The spec's fields, lowered or (when decoding stopped the pipeline) as decoded.
    package var fields: [Field] { result.fields }
    package var form: Form? { result.form }
    package var diagnostics: [Diagnostic] { result.diagnostics.sorted }

    /// The spec and its fields as decoded, or, when the text does not load (the user is
    /// typing on `blankLine`), as decoded with that line blanked, or else as the last text
    /// that loaded decoded (`lastGoodDecoding`): names for completion survive a half typed
    /// line, here or elsewhere.
    func bestDecoding(blanking blankLine: Int) -> (ast: SpecAST, fields: [Field])? {
        if let ast { return (ast, fields) }
        return decoding(blanking: blankLine) ?? lastGoodDecoding
    }

    private func decoding(blanking blankLine: Int) -> (ast: SpecAST, fields: [Field])? {
        var lineTexts = lines.lines.map { LineText.string($0) }
        guard lineTexts.indices.contains(blankLine - 1) else { return nil }
        lineTexts[blankLine - 1] = ""
        let loaded = YAMLLoader().load(Array(lineTexts.joined(separator: "\n").utf8), file: result.source.path)
        guard !loaded.diagnostics.hasErrors, let document = loaded.documents.first else { return nil }
        let decoded = SpecDecoder.decode(document)
        return decoded.ast.map { ($0, decoded.fields) }
    }
}
