import FormcDiagnostics

/// A request id: JSON-RPC allows a number or a string, and a response repeats it as sent.
package enum RPCID: Sendable, Hashable {
    case number(Int)
    case string(String)

    package var value: JSONValue {
        switch self {
        case .number(let number): return .int(number)
        case .string(let string): return .string(string)
        }
    }
}

/// The JSON-RPC 2.0 error codes the server answers with (JSON-RPC 2.0 §5.1, LSP 3.17).
package enum RPCErrorCode: Int, Sendable {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case internalError = -32603
    /// LSP: a request before `initialize` was answered.
    case serverNotInitialized = -32002
    /// LSP 3.17: the request was valid but could not be carried out (a rename to a name that
    /// is taken); the message says why.
    case requestFailed = -32803
}

/// An error answer: a code and a message for the client's log.
package struct RPCError: Error, Sendable, Equatable {
    package var code: RPCErrorCode
    package var message: String

    package init(_ code: RPCErrorCode, _ message: String) {
        self.code = code
        self.message = message
    }
}

/// One message read from the client, classified by its shape (JSON-RPC 2.0 §4).
package enum RPCMessage: Sendable, Equatable {
    /// A method call with an id, to be answered.
    case request(id: RPCID, method: String, params: JSONValue?)
    /// A method call without an id: never answered, even on error.
    case notification(method: String, params: JSONValue?)
    /// A response to a request of ours (the server sends none, so it is ignored).
    case response
    /// Not a valid message: answered with InvalidRequest, with the id when one could be read.
    case invalid(id: RPCID?, reason: String)

    /// Classifies a parsed body.
    package init(_ value: JSONValue) {
        guard let object = value.object else {
            self = .invalid(id: nil, reason: "a message must be a JSON object")
            return
        }
        var id: RPCID?
        if let raw = object["id"] {
            switch raw {
            case .int(let number): id = .number(number)
            case .string(let string): id = .string(string)
            default:
                self = .invalid(id: nil, reason: "'id' must be an integer or a string")
                return
            }
        }
        guard object["jsonrpc"] == .string("2.0") else {
            self = .invalid(id: id, reason: "'jsonrpc' must be \"2.0\"")
            return
        }
        // `"params": null` is no params: LSP's `shutdown` and `exit` take none ("params?: void"),
        // and clients that send null (metals, mcpls) would otherwise never see their quit answered.
        // (JSONValue takes `nil` literals as its `.null`: the Optional is cleared by pattern.)
        var params = object["params"]
        if case .null? = params { params = Optional.none }
        if let params, params.object == nil, params.array == nil {
            self = .invalid(id: id, reason: "'params' must be an object or an array")
            return
        }
        guard let rawMethod = object["method"] else {
            if id != nil, object["result"] != nil || object["error"] != nil {
                self = .response
            } else {
                self = .invalid(id: id, reason: "a message needs a 'method'")
            }
            return
        }
        guard let method = rawMethod.string else {
            self = .invalid(id: id, reason: "'method' must be a string")
            return
        }
        if let id {
            self = .request(id: id, method: method, params: params)
        } else {
            self = .notification(method: method, params: params)
        }
    }
}
