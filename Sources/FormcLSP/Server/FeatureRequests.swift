import FormcDiagnostics
import FormcFrontEnd
import FormcIR

/// The requests whose answers come from Sources/FormcLSP/Features: completion, hover,
/// definition, references, code actions and rename, each over the `SpecDocument` the last lint left
/// in `DocumentState` (a request lints what changed first, so it is the current text).
///
/// Params without the shape LSP 3.17 gives them (no `textDocument.uri`, no valid `position`
/// or `range`, a context of the wrong type) are answered with InvalidParams, whether or not
/// the document is open. A document the server does not have open, or that is no spec,
/// gets the empty answer: `[]`, or `null` for a hover.
extension LanguageServer {
    /// `textDocument/completion`: `CompletionItem[]`, each with a `textEdit` that replaces the
    /// word typed so far.
    func completion(_ params: JSONValue?) -> Result<JSONValue, RPCError> {
        Result { () throws(RPCError) -> JSONValue in
            let (uri, position) = try Self.documentPosition(params)
            guard let request = featureRequest(uri) else { return [] }
            let list = Completion.list(in: request.spec, at: request.formcPosition(position))
            return .array(list.items.map { request.json($0, replacing: list.replacing) })
        }
    }

    /// `textDocument/hover`: a `Hover` with Markdown contents and the range it is about, or null.
    func hover(_ params: JSONValue?) -> Result<JSONValue, RPCError> {
        Result { () throws(RPCError) -> JSONValue in
            let (uri, position) = try Self.documentPosition(params)
            guard let request = featureRequest(uri),
                let hover = HoverProvider.hover(in: request.spec, at: request.formcPosition(position))
            else { return .null }
            return [
                "contents": ["kind": "markdown", "value": .string(hover.markdown)], "range": request.json(hover.range)
            ]
        }
    }

    /// `textDocument/definition`: `Location[]` (two when an id is defined twice).
    func definition(_ params: JSONValue?) -> Result<JSONValue, RPCError> {
        Result { () throws(RPCError) -> JSONValue in
            let (uri, position) = try Self.documentPosition(params)
            guard let request = featureRequest(uri) else { return [] }
            return .array(
                Navigation.definition(in: request.spec, at: request.formcPosition(position)).map(request.location))
        }
    }

    /// `textDocument/references`: `Location[]` in document order, the definition included when
    /// `context.includeDeclaration` is true (false when the context is left out).
    func references(_ params: JSONValue?) -> Result<JSONValue, RPCError> {
        Result { () throws(RPCError) -> JSONValue in
            let (uri, position) = try Self.documentPosition(params)
            let include = params?["context"]?["includeDeclaration"]
            guard include == nil || include?.bool != nil else {
                throw RPCError(.invalidParams, "context.includeDeclaration must be a boolean")
            }
            guard let request = featureRequest(uri) else { return [] }
            let ranges = Navigation.references(
                in: request.spec, at: request.formcPosition(position),
                includeDefinition: include?.bool ?? false)
            return .array(ranges.map(request.location))
        }
    }

    /// `textDocument/codeAction`: `CodeAction[]` of kind `quickfix` for the diagnostics on the
    /// lines of `range`, each naming the diagnostics of `context.diagnostics` it fixes (those
    /// with its code).
    func codeAction(_ params: JSONValue?) -> Result<JSONValue, RPCError> {
        Result { () throws(RPCError) -> JSONValue in
            let uri = try Self.documentURI(params)
            guard let range = LSPRange(json: params?["range"]) else {
                throw RPCError(.invalidParams, "range is missing or malformed")
            }
            let sent = params?["context"]?["diagnostics"]
            guard sent == nil || sent?.array != nil else {
                throw RPCError(.invalidParams, "context.diagnostics must be an array")
            }
            guard let request = featureRequest(uri) else { return [] }
            let actions = CodeActions.actions(in: request.spec, for: request.formcRange(range))
            return .array(actions.map { request.json($0, sent: sent?.array ?? []) })
        }
    }

    /// `textDocument/prepareRename`: `{range, placeholder}` for the field id or source name
    /// under the cursor (the range without quotes), or null where nothing can be renamed (a
    /// key, a kind, a name nothing defines, a document that is not an open spec).
    func prepareRename(_ params: JSONValue?) -> Result<JSONValue, RPCError> {
        Result { () throws(RPCError) -> JSONValue in
            let (uri, position) = try Self.documentPosition(params)
            guard let request = featureRequest(uri),
                let target = Rename.target(in: request.spec, at: request.formcPosition(position))
            else { return .null }
            return ["range": request.json(target.range), "placeholder": .string(target.name)]
        }
    }

    /// `textDocument/rename`: a `WorkspaceEdit` (`changes`: one `TextEdit` per place the spec
    /// names the field or source, and, when the form's String Catalog is beside the spec, one
    /// per key of its texts there). A rename that cannot be done (nothing to rename there, a
    /// name that is taken or invalid, a catalog that cannot be read) is answered with
    /// RequestFailed (-32803) and the reason; a document that is not an open spec gets null.
    func rename(_ params: JSONValue?) -> Result<JSONValue, RPCError> {
        Result { () throws(RPCError) -> JSONValue in
            let (uri, position) = try Self.documentPosition(params)
            guard let newName = params?["newName"]?.string else {
                throw RPCError(.invalidParams, "newName is missing or not a string")
            }
            guard let request = featureRequest(uri) else { return .null }
            var catalog: (uri: String, file: String, bytes: [UInt8])?
            if let name = Rename.catalogFileName(in: request.spec) {
                catalog = try catalogFile(beside: uri, named: name)
            }
            let edits: RenameEdits
            switch Rename.edits(
                in: request.spec, at: request.formcPosition(position), to: newName,
                catalog: catalog.map { ($0.file, $0.bytes) })
            {
            case .success(let found): edits = found
            case .failure(let refusal): throw RPCError(.requestFailed, refusal.message)
            }
            var changes: [String: JSONValue] = [:]
            if !edits.spec.isEmpty { changes[uri] = .array(edits.spec.map(request.json)) }
            if let catalog, !edits.catalog.isEmpty {
                let index = LineIndex(String(decoding: catalog.bytes, as: UTF8.self))
                changes[catalog.uri] = .array(
                    edits.catalog.map { FeatureRequest.json($0, in: index, encoding: encoding) })
            }
            return ["changes": .object(changes)]
        }
    }

    /// The form's String Catalog `name` beside the spec at `uri`, where lint reads it (inside
    /// the project root; a link out of it is not followed): its URI, and its text as the editor
    /// has it open, else its bytes on disk (at most `Localization.maxCatalogBytes`). Nil when
    /// there is none, or the spec is no file. A catalog that is there but cannot be read is
    /// RequestFailed: renamed without it, its entries would go stale.
    private func catalogFile(beside uri: String, named name: String) throws(RPCError) -> (
        uri: String, file: String, bytes: [UInt8]
    )? {
        guard let specPath = DocumentURI.path(of: uri) else { return nil }
        let folder = PathName.folder(of: specPath)
        let root = ProjectRoot(linter.locator.project(forSpecIn: folder.isEmpty ? "/" : folder).root)
        guard let path = try? root.resolve(name, from: folder) else { return nil }
        let catalogURI = DocumentURI.uri(ofPath: path)
        if let open = documents[catalogURI] { return (catalogURI, name, Array(open.document.text.utf8)) }
        do {
            return (catalogURI, name, try FileReader.read(path, limit: Localization.maxCatalogBytes))
        } catch .notFound {
            return nil
        } catch {
            throw RPCError(
                .requestFailed, "'\(name)' beside the spec \(error): its keys could not be renamed with the spec's")
        }
    }

    /// The open spec at `uri` with what converts its positions; nil for a document that is
    /// not open or is no spec.
    private func featureRequest(_ uri: String) -> FeatureRequest? {
        guard let state = documents[uri], let spec = state.spec else { return nil }
        return FeatureRequest(uri: uri, spec: spec, index: state.document.index, encoding: encoding)
    }

    private static func documentURI(_ params: JSONValue?) throws(RPCError) -> String {
        guard let uri = params?["textDocument"]?["uri"]?.string else {
            throw RPCError(.invalidParams, "textDocument.uri is missing")
        }
        return uri
    }

    /// `TextDocumentPositionParams`: the document's URI and the cursor.
    private static func documentPosition(_ params: JSONValue?) throws(RPCError) -> (String, LSPPosition) {
        let uri = try documentURI(params)
        guard let position = LSPPosition(json: params?["position"]) else {
            throw RPCError(.invalidParams, "position is missing or malformed")
        }
        return (uri, position)
    }
}
