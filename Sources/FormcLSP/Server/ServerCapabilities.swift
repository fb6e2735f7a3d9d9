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

    static func initializeResult(encoding: PositionEncoding) -> JSONValue {
        [
            "capabilities": [
                "positionEncoding": .string(encoding.rawValue),
                "textDocumentSync": ["openClose": true, "change": .int(incrementalSync)],
                "documentSymbolProvider": true,
                "completionProvider": ["triggerCharacters": .array(completionTriggers.map { .string($0) })],
                "hoverProvider": true,
                "definitionProvider": true,
                "referencesProvider": true,
                "codeActionProvider": ["codeActionKinds": ["quickfix"]]
            ],
            "serverInfo": ["name": "formc", "version": .string(FormcVersion.current)]
        ]
    }

    /// The encoding for the client's `initialize` params (`capabilities.general.positionEncodings`).
    static func encoding(for params: JSONValue?) -> PositionEncoding {
        let offered = params?["capabilities"]?["general"]?["positionEncodings"]?.array?.compactMap(\.string)
        return PositionEncoding.negotiate(offered: offered)
    }
}
