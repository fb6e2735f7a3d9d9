import FormcDiagnostics

/// `formc lsp`: a Language Server Protocol 3.17 server over JSON-RPC 2.0, one message at a
/// time on one thread. Diagnostics are coalesced: a change marks its document, and the
/// documents are linted once no further message is waiting, so a burst of keystrokes is
/// linted once, for its last text, with no timer between the last change and its result.
public final class LanguageServer {
    enum Phase { case waitingForInitialize, running, shutDown }

    let reader: MessageReader
    let writer: MessageWriter
    var phase = Phase.waitingForInitialize
    var encoding = PositionEncoding.utf16
    var documents: [String: DocumentState] = [:]
    let linter = SpecLinter()
    /// Messages handled since documents were last linted: a client that never pauses still
    /// gets diagnostics every so often.
    private var handledSinceLint = 0
    private static let maxMessagesBeforeLint = 64

    /// - Parameters:
    ///   - reader: the client's messages (standard input).
    ///   - writer: where answers and notifications go (standard output).
    public init(reader: MessageReader, writer: MessageWriter) {
        self.reader = reader
        self.writer = writer
    }

    /// Serves until `exit` or the end of the input. Returns the exit status: 0 when
    /// `shutdown` came first, else 1 (LSP 3.17 §exit).
    public func run() -> Int32 {
        while true {
            switch reader.next() {
            case .end:
                return phase == .shutDown ? 0 : 1
            case .malformed(let reason):
                writer.respond(nil, error: RPCError(.parseError, "unreadable message: \(reason)"))
            case .message(let body):
                guard let value = JSONValue.parse(body) else {
                    writer.respond(nil, error: RPCError(.parseError, "the message is not valid JSON"))
                    break
                }
                if let status = handle(RPCMessage(value)) { return status }
            }
            if writer.failed { return 1 }
            handledSinceLint += 1
            if !reader.hasPendingInput || handledSinceLint >= Self.maxMessagesBeforeLint { lintChangedDocuments() }
        }
    }

    /// Handles one message; returns an exit status when it was `exit`.
    func handle(_ message: RPCMessage) -> Int32? {
        switch message {
        case .response:
            return nil
        case .invalid(let id, let reason):
            writer.respond(id, error: RPCError(.invalidRequest, reason))
            return nil
        case .notification(let method, let params):
            if method == "exit" { return phase == .shutDown ? 0 : 1 }
            // Before initialize a notification is dropped; after shutdown only exit counts.
            guard phase == .running else { return nil }
            notify(method, params)
            return nil
        case .request(let id, let method, let params):
            switch answer(method, params) {
            case .success(let result): writer.respond(id, result: result)
            case .failure(let error): writer.respond(id, error: error)
            }
            return nil
        }
    }

    private func answer(_ method: String, _ params: JSONValue?) -> Result<JSONValue, RPCError> {
        switch phase {
        case .waitingForInitialize:
            guard method == "initialize" else {
                return .failure(RPCError(.serverNotInitialized, "'\(method)' before 'initialize'"))
            }
            encoding = ServerCapabilities.encoding(for: params)
            phase = .running
            return .success(
                ServerCapabilities.initializeResult(
                    encoding: encoding, prepareRename: ServerCapabilities.supportsPrepareRename(params)))
        case .shutDown:
            return .failure(RPCError(.invalidRequest, "'\(method)' after 'shutdown'"))
        case .running:
            // A request reads the documents as they are now: lint what changed first.
            lintChangedDocuments()
            return request(method, params)
        }
    }

    /// The request dispatcher, one method per request.
    private func request(_ method: String, _ params: JSONValue?) -> Result<JSONValue, RPCError> {
        switch method {
        case "initialize": return .failure(RPCError(.invalidRequest, "'initialize' was already received"))
        case "shutdown":
            phase = .shutDown
            return .success(.null)
        case "textDocument/documentSymbol": return documentSymbols(params)
        case "textDocument/completion": return completion(params)
        case "textDocument/hover": return hover(params)
        case "textDocument/definition": return definition(params)
        case "textDocument/references": return references(params)
        case "textDocument/codeAction": return codeAction(params)
        case "textDocument/prepareRename": return prepareRename(params)
        case "textDocument/rename": return rename(params)
        default: return .failure(RPCError(.methodNotFound, "unknown method '\(method)'"))
        }
    }

    /// The notification dispatcher; unknown notifications (`$/` ones included) are ignored.
    private func notify(_ method: String, _ params: JSONValue?) {
        switch method {
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didClose": didClose(params)
        case "workspace/didChangeWatchedFiles": didChangeWatchedFiles(params)
        default: break
        }
    }
}
