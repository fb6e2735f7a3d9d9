import FormcCore
import FormcDiagnostics

/// The answer to `initialize`: what this server does, in the encoding it chose.
enum ServerCapabilities {
    /// LSP `TextDocumentSyncKind.Incremental`: changes come as ranges (whole-text changes,
    /// without a range, are accepted too).
    static let incrementalSync = 2

    /// Where completion opens by itself: after a key's colon or the space after it (a value),
    /// after `{` (a `display:` level, a flow mapping's key), `[` and `,` (an `order:` item).
    static let completionTriggers = [":", " ", "{", "[", ","]

    /// `prepareRename`: whether the client said it sends `textDocument/prepareRename`.
    static func initializeResult(encoding: PositionEncoding, prepareRename: Bool = false) -> JSONValue {
        [
            "capabilities": [
                "positionEncoding": .string(encoding.rawValue),
                "textDocumentSync": ["openClose": true, "change": .int(incrementalSync)],
                "documentSymbolProvider": true,
                "completionProvider": ["triggerCharacters": .array(completionTriggers.map { .string($0) })],
                "hoverProvider": true,
                "definitionProvider": true,
                "referencesProvider": true,
                "codeActionProvider": ["codeActionKinds": ["quickfix"]],
                // LSP 3.17: `RenameOptions` (with `prepareProvider`) only for a client whose
                // `textDocument.rename.prepareSupport` is true; `true` for the others.
                "renameProvider": prepareRename ? ["prepareProvider": true] : true
            ],
            "serverInfo": ["name": "formc", "version": .string(FormcVersion.current)]
        ]
    }

    /// Whether the client's `initialize` params say it supports `textDocument/prepareRename`
    /// (`capabilities.textDocument.rename.prepareSupport`).
    static func supportsPrepareRename(_ params: JSONValue?) -> Bool {
        params?["capabilities"]?["textDocument"]?["rename"]?["prepareSupport"]?.bool ?? false
    }

    /// The encoding for the client's `initialize` params (`capabilities.general.positionEncodings`).
    static func encoding(for params: JSONValue?) -> PositionEncoding {
        let offered = params?["capabilities"]?["general"]?["positionEncodings"]?.array?.compactMap(\.string)
        return PositionEncoding.negotiate(offered: offered)
    }
}
