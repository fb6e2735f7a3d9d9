import FormcDiagnostics
import FormcFrontEnd
import FormcIR

/// What the server keeps for one open spec besides its text.
struct DocumentState {
    var document: OpenDocument
    /// The text changed since the last lint: diagnostics are due.
    var needsLint = true
    /// What the outline is made of: the last text whose YAML was read (kept while the YAML
    /// is broken), with its positions.
    var outlineSource: (ast: SpecAST, fields: [Field], index: LineIndex)?
    /// The outline of `outlineSource`, built on the first `documentSymbol` request for it: a
    /// keystroke does not pay for an outline of 20,000 fields nobody asked for.
    var outline: [JSONValue]?
    /// The data files the last lint read (`Pipeline.Result.dataFiles`), for
    /// `workspace/didChangeWatchedFiles`.
    var dataFiles: Set<String> = []
    /// The last lint's text with its pipeline result, for the editor features: built once per
    /// linted version (a request lints what changed first, so it is current); nil for a
    /// document that is no spec.
    var spec: SpecDocument?
    /// The last lint whose YAML loaded: its text, its diagnostics (severities applied) and its
    /// analysis, kept while the text does not load (`CarriedDiagnostics`).
    var lastGood: (text: String, diagnostics: [Diagnostic], spec: SpecDocument)?
    /// Other files (data files) this spec's last lint published diagnostics on.
    var otherFiles: [String: [JSONValue]] = [:]
}
