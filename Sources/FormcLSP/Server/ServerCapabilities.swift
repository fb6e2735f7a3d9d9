import FormcDriver

/// The answer to `initialize`: what this server does, in the encoding it chose.
enum ServerCapabilities {
    /// LSP `TextDocumentSyncKind.Incremental`: changes come as ranges (whole-text changes,
    /// without a range, are accepted too).
    static let incrementalSync = 2

    static func initializeResult(encoding: PositionEncoding) -> RPCValue {
        // Completion, hover, definition, references and code actions are not advertised
        // until their handlers (FeatureRequests.swift) are wired to Sources/FormcLSP/Features.
        [
            "capabilities": [
                "positionEncoding": .string(encoding.rawValue),
                "textDocumentSync": ["openClose": true, "change": .int(incrementalSync)],
                "documentSymbolProvider": true,
            ],
            "serverInfo": ["name": "formc", "version": .string(Formc.version)],
        ]
    }

    /// The encoding for the client's `initialize` params (`capabilities.general.positionEncodings`).
    static func encoding(for params: RPCValue?) -> PositionEncoding {
        let offered = params?["capabilities"]?["general"]?["positionEncodings"]?.array?.compactMap(\.string)
        return PositionEncoding.negotiate(offered: offered)
    }
}
