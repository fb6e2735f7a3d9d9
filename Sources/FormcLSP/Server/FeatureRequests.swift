/// The requests whose answers come from Sources/FormcLSP/Features (completion, hover,
/// definition, references, code actions). Each is its own hook: until it is wired it
/// answers `null` ("no result", valid for every one of them), and `initialize` does not
/// advertise it, so a client does not send it.
extension LanguageServer {
    /// `textDocument/completion`: a `CompletionItem[]` once wired.
    func completion(_ params: RPCValue?) -> Result<RPCValue, RPCError> { .success(.null) }

    /// `textDocument/hover`: a `Hover` once wired.
    func hover(_ params: RPCValue?) -> Result<RPCValue, RPCError> { .success(.null) }

    /// `textDocument/definition`: `Location[]` once wired.
    func definition(_ params: RPCValue?) -> Result<RPCValue, RPCError> { .success(.null) }

    /// `textDocument/references`: `Location[]` once wired.
    func references(_ params: RPCValue?) -> Result<RPCValue, RPCError> { .success(.null) }

    /// `textDocument/codeAction`: `CodeAction[]` once wired.
    func codeAction(_ params: RPCValue?) -> Result<RPCValue, RPCError> { .success(.null) }
}
