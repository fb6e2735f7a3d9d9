import CYAML
import FormcDiagnostics

/// The YAML front end: drives libyaml's event API (`yaml_parser_parse`) over UTF-8 bytes and
/// builds a `YAMLNode` tree in one pass, keeping a mark on every node.
///
/// Reports, each with a location and never a trap: libyaml's own reader, scanner and parser
/// errors (FC001, in formc's words for a key over 1024 characters and a `%YAML` version
/// libyaml does not read: `ParserErrorExplainer`; FC002 for encoding errors, whose offset
/// libyaml gives in bytes; FC003 when the offending character is a tab), duplicate mapping keys (FC004, at the second key, with a
/// note at the first), a second document (FC005), undefined aliases and alias expansion over
/// `YAMLLimits.maxAliasExpandedNodes` (FC006), and nesting or size over the limits (FC007).
/// YAML 1.1 merge keys (`<<: *defaults`) are applied; explicit keys win over merged ones.
package struct YAMLLoader: Sendable {
    package var limits: YAMLLimits
    /// Whether more than one document is allowed (the conformance suite has many); a spec
    /// file holds exactly one.
    package var allowsMultipleDocuments: Bool

    package init(limits: YAMLLimits = .standard, allowsMultipleDocuments: Bool = false) {
        self.limits = limits
        self.allowsMultipleDocuments = allowsMultipleDocuments
    }

    /// The result of loading: every document read (normally one), and what went wrong.
    /// When `diagnostics.hasErrors`, `documents` holds what was complete before the error.
    package struct Result: Sendable {
        package var documents: [YAMLDocument]
        package var diagnostics: Diagnostics
        /// Whether a node had an anchor (`&name`): an alias elsewhere may then repeat it, so a
        /// node's text is not all that depends on it (`FieldSplice` needs none).
        package var definesAnchors = false
    }

    /// Loads `bytes` (UTF-8, or UTF-16 with a byte-order mark, as libyaml detects).
    /// `file` is the path used in every location.
    package func load(_ bytes: [UInt8], file: String) -> Result {
        load(bytes, file: file, streamingItemsOf: nil) { _ in }
    }

    /// Loads `bytes` as `load(_:file:)` does, but hands each item of the list under the root
    /// mapping's key `key` (`fields` in a spec) to `consume` as soon as it is complete, in
    /// document order, and leaves that list empty in the returned tree: a spec of 100,000
    /// fields never holds all their nodes at once. Items are complete nodes (aliases
    /// resolved, merge keys applied); only the first document's list is streamed, and not
    /// one with an anchor (an alias may repeat it). When the result has errors, some items
    /// may have been handed out before the error was found.
    package func load(
        _ bytes: [UInt8], file: String, streamingItemsOf key: String?,
        _ consume: (YAMLNode) -> Void
    ) -> Result {
        var builder = TreeBuilder(
            file: file, bytes: bytes, limits: limits,
            allowsMultipleDocuments: allowsMultipleDocuments, streamKey: key)
        if bytes.count > limits.maxInputBytes {
            var diagnostics = Diagnostics()
            diagnostics.report(limits.inputTooLarge(bytes.count, file: file))
            return Result(documents: [], diagnostics: diagnostics)
        }
        if let order = Self.utf32ByteOrder(bytes) {
            var diagnostics = Diagnostics()
            diagnostics.report(
                Diagnostic(
                    .invalidEncoding,
                    "the input is UTF-32 (\(order)) text; formc reads UTF-8, or UTF-16 with a byte-order mark: save it as UTF-8",
                    at: SourceLocation(file: file, line: 1, column: 1)))
            return Result(documents: [], diagnostics: diagnostics)
        }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else {
            builder.fail(.limitExceeded, "libyaml could not allocate its parser", at: Mark(line: 1, column: 1))
            return Result(documents: [], diagnostics: builder.diagnostics)
        }
        defer { yaml_parser_delete(&parser) }
        // An empty array may have no base address; libyaml needs a valid pointer.
        let input = bytes.isEmpty ? [UInt8(0)] : bytes
        input.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            yaml_parser_set_input_string(&parser, base, bytes.count)
            var event = yaml_event_t()
            while !builder.failed {
                guard yaml_parser_parse(&parser, &event) != 0 else {
                    builder.reportParserError(parser)
                    return
                }
                let done = event.type == YAML_STREAM_END_EVENT
                builder.handle(event)
                yaml_event_delete(&event)
                if !builder.streamed.isEmpty { builder.takeStreamed().forEach(consume) }
                if done { return }
            }
        }
        return Result(
            documents: builder.documents, diagnostics: builder.diagnostics, definesAnchors: builder.definesAnchors)
    }

    /// "big-endian" or "little-endian" when `bytes` start as UTF-32 text does: with its
    /// byte-order mark (libyaml would take `FF FE 00 00` for UTF-16 and report a NUL), or with
    /// a character that has three zero bytes (YAML starts with ASCII); else nil.
    static func utf32ByteOrder(_ bytes: [UInt8]) -> String? {
        guard bytes.count >= 4 else { return nil }
        let head = Array(bytes[0..<4])
        if head == [0, 0, 0xFE, 0xFF] || (head[0...2] == [0, 0, 0] && head[3] != 0) { return "big-endian" }
        if head == [0xFF, 0xFE, 0, 0] || (head[0] != 0 && head[1...3] == [0, 0, 0]) { return "little-endian" }
        return nil
    }
}
