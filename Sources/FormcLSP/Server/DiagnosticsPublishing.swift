import FormcCore
import FormcFrontEnd
import FormcDiagnostics

/// Linting the open specs that changed, and `textDocument/publishDiagnostics`.
extension LanguageServer {
    /// Lints every spec marked as changed and publishes its diagnostics. Other documents
    /// (editors start the server for every YAML file) are followed but never linted.
    func lintChangedDocuments() {
        for (uri, state) in documents where state.needsLint {
            if Self.isSpec(uri) {
                lint(uri, state)
            } else {
                documents[uri]?.needsLint = false
            }
        }
    }

    /// Whether a document is a spec: named `*.form.yaml` or `*.form.yml`, as `formc lint`
    /// finds specs in a folder.
    static func isSpec(_ uri: String) -> Bool {
        SpecFileName.isSpec(DocumentURI.path(of: uri) ?? uri)
    }

    private func lint(_ uri: String, _ old: DocumentState) {
        var state = old
        state.needsLint = false
        let outcome = linter.lint(
            state.document, unsaved: unsavedDataFiles(), previous: state.spec?.result.spliceBase)
        let translator = DiagnosticTranslator(
            encoding: encoding, specPath: outcome.specPath, specURI: uri,
            specIndex: state.document.index)
        var diagnostics = outcome.diagnostics
        // The YAML does not load (a key half typed): keep what the last good analysis found
        // on the lines not edited since, and its data files' diagnostics and watches.
        let carrying = outcome.ast == nil ? state.lastGood : nil
        if let carrying {
            var merged = Diagnostics()
            for diagnostic in diagnostics { merged.report(diagnostic) }
            for diagnostic in CarriedDiagnostics.carried(
                carrying.diagnostics, specPath: outcome.specPath, from: carrying.text, to: state.document.text)
            {
                merged.report(diagnostic)
            }
            diagnostics = merged.sorted
        }
        // As many as `formc lint` shows by default: 100,000 mistakes in one line of a spec
        // would otherwise be 100,000 diagnostics for the editor to draw on every keystroke.
        var limit = DiagnosticLimit.standard
        limit.howToSeeAll = "formc lint --max-diagnostics 0 shows all"
        let (shown, omitted) = limit.split(diagnostics)
        let groups = translator.translate(shown)
        var own = groups.first { $0.uri == uri }?.diagnostics ?? []
        if omitted > 0 {
            let name = PathName.lastComponent(of: outcome.specPath)
            own.append(DiagnosticTranslator.omission(limit.omissionMessage(omitted, in: name)))
        }
        var spec = SpecDocument(text: state.document.text, result: outcome.result, index: state.document.index)
        if let carrying {
            spec.lastGoodDecoding = carrying.spec.ast.map { ($0, carrying.spec.fields) }
        } else {
            state.dataFiles = Set(outcome.dataFiles.flatMap(Self.spellings))
            if outcome.ast != nil {
                state.lastGood = (state.document.text, outcome.diagnostics, spec)
            }
        }
        state.spec = spec
        if let ast = outcome.ast {
            state.outlineSource = (ast, outcome.result.fields, state.document.index)
            state.outline = nil
        }
        let previousOthers = state.otherFiles
        if carrying == nil {
            state.otherFiles = Dictionary(
                groups.filter { $0.uri != uri }.map { ($0.uri, $0.diagnostics) }, uniquingKeysWith: +)
        }
        documents[uri] = state
        publish(uri: uri, version: state.document.version, diagnostics: own)
        for other in Set(previousOthers.keys).union(state.otherFiles.keys) { publishOtherFile(other) }
    }

    /// The text of every open document that is no spec, by each spelling of its path: the
    /// data files a spec reads as the editor has them, saved or not.
    func unsavedDataFiles() -> [String: [UInt8]] {
        var texts: [String: [UInt8]] = [:]
        for (uri, state) in documents where !Self.isSpec(uri) {
            guard let path = DocumentURI.path(of: uri) else { continue }
            let bytes = Array(state.document.text.utf8)
            for spelling in Self.spellings(of: path) { texts[spelling] = bytes }
        }
        return texts
    }

    /// Marks for linting every open spec that read the file at `uri` (a data file opened,
    /// edited or closed in the editor: what the spec reads of it has changed).
    func relintReaders(of uri: String) {
        guard !Self.isSpec(uri), let path = DocumentURI.path(of: uri) else { return }
        let spellings = Set(Self.spellings(of: path))
        for (other, state) in documents where !state.dataFiles.isDisjoint(with: spellings) {
            documents[other]?.needsLint = true
        }
    }

    /// Publishes what every open spec found in another file (a data file): the union, so
    /// two specs reading one file do not erase each other's diagnostics there, whether or not
    /// the file is open in the editor. An open spec's own URI is left to that spec.
    func publishOtherFile(_ uri: String) {
        guard documents[uri] == nil || !Self.isSpec(uri) else { return }
        let diagnostics = documents.keys.sorted().flatMap { documents[$0]?.otherFiles[uri] ?? [] }
        publish(uri: uri, version: nil, diagnostics: diagnostics)
    }

    func publish(uri: String, version: Int?, diagnostics: [JSONValue]) {
        var params: [String: JSONValue] = ["uri": .string(uri), "diagnostics": .array(diagnostics)]
        if let version { params["version"] = .int(version) }
        writer.notify("textDocument/publishDiagnostics", params: .object(params))
    }

    /// `textDocument/documentSymbol`: the outline of the last text whose YAML was read.
    func documentSymbols(_ params: JSONValue?) -> Result<JSONValue, RPCError> {
        guard let uri = params?["textDocument"]?["uri"]?.string else {
            return .failure(RPCError(.invalidParams, "textDocument.uri is missing"))
        }
        guard var state = documents[uri] else { return .success([]) }
        if state.outline == nil, let source = state.outlineSource {
            state.outline = OutlineBuilder.symbols(
                of: source.ast, fields: source.fields, index: source.index, encoding: encoding)
            documents[uri] = state
        }
        return .success(.array(state.outline ?? []))
    }
}
