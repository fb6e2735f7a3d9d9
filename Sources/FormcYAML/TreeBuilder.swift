import CYAML
import FormcDiagnostics

/// Turns libyaml events into a node tree. One frame per open sequence or mapping; a finished
/// node is handed to the frame below it. Internal to the loader.
struct TreeBuilder {
    private enum Container {
        case sequence([YAMLNode])
        case mapping([YAMLPair], pendingKey: YAMLNode?)
    }

    private struct Frame {
        var container: Container
        var mark: Mark
        var tag: String?
        var anchor: String?
        /// Nodes below this one, aliases counted as the size of what they stand for.
        var descendants: Int
        /// Scalar keys seen so far, built only once a mapping grows past a few keys.
        var keyIndex: [String: Mark]?
        /// A sequence whose finished items go to `streamed` instead of into the tree.
        var streams = false
    }

    let file: String
    let bytes: [UInt8]
    let limits: YAMLLimits
    let allowsMultipleDocuments: Bool
    /// The root mapping's key whose list items are handed out one by one (`YAMLLoader`'s
    /// `streamingItemsOf`), if any.
    let streamKey: String?

    private(set) var documents: [YAMLDocument] = []
    private(set) var diagnostics = Diagnostics()
    private(set) var failed = false
    /// Finished items of the streamed list, waiting for the loader to hand them on.
    private(set) var streamed: [YAMLNode] = []

    private var stack: [Frame] = []
    private var root: YAMLNode?
    private var anchors: [String: (node: YAMLNode, size: Int)] = [:]
    /// Whether any node had an anchor: then a node's text may stand for more than its place.
    private(set) var definesAnchors = false
    private var aliasExpanded = 0
    private var documentCount = 0

    init(file: String, bytes: [UInt8], limits: YAMLLimits, allowsMultipleDocuments: Bool, streamKey: String? = nil) {
        self.file = file
        self.bytes = bytes
        self.limits = limits
        self.allowsMultipleDocuments = allowsMultipleDocuments
        self.streamKey = streamKey
    }

    /// The streamed items finished since the last call, in document order.
    mutating func takeStreamed() -> [YAMLNode] {
        var taken: [YAMLNode] = []
        swap(&taken, &streamed)
        return taken
    }

    mutating func fail(_ code: DiagnosticCode, _ message: String, at mark: Mark, notes: [DiagnosticNote] = []) {
        diagnostics.report(Diagnostic(code, message, at: location(mark), notes: notes))
        failed = true
    }

    private func location(_ mark: Mark) -> SourceLocation {
        YAMLDocument(file: file, root: nil).location(of: mark)
    }

    // MARK: events

    mutating func handle(_ event: yaml_event_t) {
        let start = Self.mark(event.start_mark)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documentCount += 1
            if documentCount > 1 && !allowsMultipleDocuments {
                fail(.multipleDocuments, "a spec holds one YAML document; a second one starts here", at: start)
            }
            anchors = [:]
            root = nil
        case YAML_DOCUMENT_END_EVENT:
            documents.append(YAMLDocument(file: file, root: root))
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let length = Int(data.length)
            if length > limits.maxScalarBytes {
                fail(
                    .limitExceeded, "scalar of \(length) bytes is over the limit of \(limits.maxScalarBytes)", at: start
                )
                return
            }
            let text =
                data.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self) } ?? ""
            var mark = start
            if event.end_mark.line == event.start_mark.line {
                mark.endColumn = Int32(truncatingIfNeeded: event.end_mark.column + 1)
            }
            let node = YAMLNode(
                .scalar(YAMLScalar(text, style: Self.style(data.style))),
                mark: mark, tag: Self.string(data.tag))
            finish(node, size: 1, anchor: Self.string(data.anchor))
        case YAML_SEQUENCE_START_EVENT:
            open(
                .sequence([]), at: start, tag: Self.string(event.data.sequence_start.tag),
                anchor: Self.string(event.data.sequence_start.anchor))
        case YAML_MAPPING_START_EVENT:
            open(
                .mapping([], pendingKey: nil), at: start, tag: Self.string(event.data.mapping_start.tag),
                anchor: Self.string(event.data.mapping_start.anchor))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            close()
        case YAML_ALIAS_EVENT:
            alias(Self.string(event.data.alias.anchor) ?? "", at: start)
        default:
            break  // stream start/end carry nothing for the tree
        }
    }

    private mutating func open(_ container: Container, at mark: Mark, tag: String?, anchor: String?) {
        if stack.count >= limits.maxDepth {
            fail(.limitExceeded, "nesting deeper than \(limits.maxDepth) levels", at: mark)
            return
        }
        var frame = Frame(container: container, mark: mark, tag: tag, anchor: anchor, descendants: 0, keyIndex: nil)
        frame.streams = streamsItems(of: frame)
        stack.append(frame)
    }

    /// Whether `frame` is the list under the root mapping's `streamKey` in the first document.
    /// An anchored list is kept whole, since an alias may repeat it.
    private func streamsItems(of frame: Frame) -> Bool {
        guard let streamKey, documentCount == 1, frame.anchor == nil, case .sequence = frame.container,
            stack.count == 1, let root = stack.first,
            case .mapping(_, let pendingKey) = root.container
        else { return false }
        return pendingKey?.scalar?.text == streamKey
    }

    private mutating func close() {
        guard let frame = stack.popLast() else { return }
        let content: YAMLNode.Content
        switch frame.container {
        case .sequence(let items):
            content = .sequence(items)
        case .mapping(let pairs, _):
            content = .mapping(applyingMergeKeys(pairs))
        }
        finish(YAMLNode(content, mark: frame.mark, tag: frame.tag), size: frame.descendants + 1, anchor: frame.anchor)
    }

    private mutating func alias(_ name: String, at mark: Mark) {
        guard let target = anchors[name] else {
            fail(.aliasError, "alias '*\(name)' names no anchor defined before it", at: mark)
            return
        }
        aliasExpanded += target.size
        if aliasExpanded > limits.maxAliasExpandedNodes {
            fail(
                .aliasError,
                "aliases expand to more than \(limits.maxAliasExpandedNodes) nodes (an alias bomb?); stopped at '*\(name)'",
                at: mark)
            return
        }
        var node = target.node
        node.mark = mark
        finish(node, size: target.size, anchor: nil)
    }

    /// Hands a complete node to the open container, or makes it the document's root.
    private mutating func finish(_ node: YAMLNode, size: Int, anchor: String?) {
        if let anchor {
            anchors[anchor] = (node, size)
            definesAnchors = true
        }
        guard var frame = stack.popLast() else {
            root = node
            return
        }
        frame.descendants += size
        if frame.streams {
            streamed.append(node)
            stack.append(frame)
            return
        }
        switch frame.container {
        case .sequence(var items):
            frame.container = .sequence([])  // release the array so the append does not copy
            items.append(node)
            frame.container = .sequence(items)
        case .mapping(var pairs, let pendingKey):
            frame.container = .mapping([], pendingKey: nil)
            if let key = pendingKey {
                pairs.append(YAMLPair(key: key, value: node))
                frame.container = .mapping(pairs, pendingKey: nil)
            } else {
                checkDuplicate(key: node, in: pairs, frame: &frame)
                frame.container = .mapping(pairs, pendingKey: node)
            }
        }
        stack.append(frame)
    }

    private mutating func checkDuplicate(key: YAMLNode, in pairs: [YAMLPair], frame: inout Frame) {
        guard let text = key.scalar?.text, text != "<<" else { return }
        var first: Mark?
        if frame.keyIndex == nil && pairs.count < 16 {
            first = pairs.first(where: { $0.key.scalar?.text == text })?.key.mark
        } else {
            if frame.keyIndex == nil {
                var index: [String: Mark] = [:]
                for pair in pairs { if let t = pair.key.scalar?.text, index[t] == nil { index[t] = pair.key.mark } }
                frame.keyIndex = index
            }
            first = frame.keyIndex?[text]
            if first == nil { frame.keyIndex?[text] = key.mark }
        }
        if let first {
            fail(
                .duplicateKey, "duplicate key '\(text)' in this mapping", at: key.mark,
                notes: [DiagnosticNote("'\(text)' first appears here", at: location(first))])
        }
    }

    /// YAML 1.1 merge keys: `<<: *a` or `<<: [*a, *b]` adds the entries of the named mappings
    /// that the mapping does not set itself (earlier merged mappings win over later ones).
    /// A merge value that is not a mapping (or a list of them) is FC011.
    private mutating func applyingMergeKeys(_ pairs: [YAMLPair]) -> [YAMLPair] {
        guard pairs.contains(where: { $0.key.scalar == YAMLScalar("<<", style: .plain) }) else { return pairs }
        var result = pairs.filter { $0.key.scalar != YAMLScalar("<<", style: .plain) }
        var present = Set(result.compactMap { $0.key.scalar?.text })
        for pair in pairs where pair.key.scalar == YAMLScalar("<<", style: .plain) {
            let sources: [YAMLNode]
            switch pair.value.content {
            case .mapping: sources = [pair.value]
            case .sequence(let items): sources = items
            case .scalar: sources = [pair.value]
            }
            for source in sources {
                guard case .mapping(let merged) = source.content else {
                    diagnostics.report(
                        Diagnostic(
                            .wrongType,
                            "a merge key '<<' takes a mapping or a list of mappings, found \(source.kindDescription)",
                            at: location(source.mark)))
                    continue
                }
                for entry in merged {
                    guard let text = entry.key.scalar?.text, !present.contains(text) else { continue }
                    present.insert(text)
                    result.append(entry)
                }
            }
        }
        return result
    }

    // MARK: errors from libyaml

    mutating func reportParserError(_ parser: yaml_parser_t) {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
        if parser.error == YAML_READER_ERROR {
            // Reader errors leave problem_mark at 0:0; only the byte offset is right.
            let mark = markForByteOffset(Int(parser.problem_offset))
            let isEncoding =
                problem.contains("UTF") || problem.contains("octet") || problem.contains("Unicode")
                || problem.contains("surrogate")
            var message = "\(problem) at byte offset \(parser.problem_offset)"
            if parser.problem_value != -1 {
                message += " (\(Self.describeReaderValue(Int(parser.problem_value), problem: problem)))"
            }
            fail(isEncoding ? .invalidEncoding : .yamlSyntax, message, at: mark)
            return
        }
        let mark = clamped(Self.mark(parser.problem_mark))
        var notes: [DiagnosticNote] = []
        if let context = parser.context.map({ String(cString: $0) }) {
            notes.append(DiagnosticNote(context, at: location(Self.mark(parser.context_mark))))
        }
        if let explained = ParserErrorExplainer(file: file, bytes: bytes)
            .diagnostic(problem: problem, at: mark, keyMark: ParserErrorExplainer.simpleKeyMark(parser))
        {
            diagnostics.report(explained)
            failed = true
            return
        }
        if problem.contains("tab") || character(at: mark) == UInt8(ascii: "\t") {
            fail(.tabIndentation, "tab character where YAML allows only spaces (\(problem))", at: mark, notes: notes)
        } else {
            fail(.yamlSyntax, problem, at: mark, notes: notes)
        }
    }

    /// The byte at a 1-based line and scalar column, if it is inside the input.
    private func character(at mark: Mark) -> UInt8? {
        var found: UInt8?
        Self.walk(bytes) { offset, line, column in
            guard line == mark.line, column == mark.column else { return line <= mark.line }
            found = offset < bytes.count ? bytes[offset] : nil
            return false
        }
        return found
    }

    /// 1-based line and column (in scalars) of a byte offset.
    private func markForByteOffset(_ offset: Int) -> Mark {
        var mark = Mark(line: 1, column: 1)
        Self.walk(bytes) { index, line, column in
            mark = Mark(line: line, column: column)
            return index < offset
        }
        if offset >= bytes.count, let end = Self.end(of: bytes) { mark = end }
        return mark
    }

    /// libyaml reports an error at the end of a file without a final line break on a line
    /// after the last one: point just past the end of the last line instead.
    private func clamped(_ mark: Mark) -> Mark {
        guard let end = Self.end(of: bytes), mark.line > end.line else { return mark }
        return end
    }

    /// The position just past the last character.
    private static func end(of bytes: [UInt8]) -> Mark? {
        guard !bytes.isEmpty else { return nil }
        var end = Mark(line: 1, column: 1)
        walk(bytes) { _, line, column in
            end = Mark(line: line, column: column)
            return true
        }
        return end
    }

    /// Calls `visit` with each character's byte offset and 1-based line and column, counting
    /// lines as libyaml does (YAML 1.1): LF, CR, CRLF, NEL, LS and PS each end a line. The input
    /// is read in the encoding libyaml detects (UTF-16 after its byte-order mark, else UTF-8),
    /// and a byte-order mark takes no column, as in libyaml's marks. After the last character
    /// it is called once more with the position just past it (offset `bytes.count`). Stops
    /// when `visit` returns false.
    static func walk(_ bytes: [UInt8], _ visit: (Int, Int32, Int32) -> Bool) {
        let encoding = InputEncoding(bytes)
        var line: Int32 = 1
        var column: Int32 = 1
        var index = encoding.byteOrderMarkLength
        while index < bytes.count {
            guard visit(index, line, column) else { return }
            let (value, length) = encoding.scalar(in: bytes, at: index)
            index += length
            guard LineBreak.isBreak(value) else {
                column += 1
                continue
            }
            // A CRLF is one break: its LF is stepped over with the CR.
            if value == 0x0D, index < bytes.count, encoding.scalar(in: bytes, at: index).value == 0x0A {
                index += encoding.scalar(in: bytes, at: index).length
            }
            line += 1
            column = 1
        }
        _ = visit(bytes.count, line, column)
    }

    // MARK: conversions

    private static func mark(_ m: yaml_mark_t) -> Mark {
        Mark(line: Int32(truncatingIfNeeded: m.line + 1), column: Int32(truncatingIfNeeded: m.column + 1))
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    private static func style(_ style: yaml_scalar_style_t) -> ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }
}

/// The encoding libyaml reads an input in: UTF-16 when it starts with a UTF-16 byte-order
/// mark, else UTF-8 (with or without its mark).
private enum InputEncoding {
    case utf8(byteOrderMark: Bool), utf16(bigEndian: Bool)

    init(_ bytes: [UInt8]) {
        if bytes.starts(with: [0xFE, 0xFF]) {
            self = .utf16(bigEndian: true)
        } else if bytes.starts(with: [0xFF, 0xFE]) {
            self = .utf16(bigEndian: false)
        } else {
            self = .utf8(byteOrderMark: bytes.starts(with: [0xEF, 0xBB, 0xBF]))
        }
    }

    var byteOrderMarkLength: Int {
        switch self {
        case .utf8(let mark): return mark ? 3 : 0
        case .utf16: return 2
        }
    }

    /// The scalar starting at `index` (approximate for invalid input, which only needs to
    /// take a column) and its length in bytes, at least 1.
    func scalar(in bytes: [UInt8], at index: Int) -> (value: UInt32, length: Int) {
        switch self {
        case .utf8:
            var length = 1
            while index + length < bytes.count, bytes[index + length] & 0xC0 == 0x80 { length += 1 }
            var value = UInt32(bytes[index])
            if length > 1 {
                value &= 0xFF >> (length + 1)
                for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
            }
            return (value, length)
        case .utf16(let bigEndian):
            func unit(_ at: Int) -> UInt32? {
                guard at + 1 < bytes.count else { return nil }
                let (high, low) = bigEndian ? (bytes[at], bytes[at + 1]) : (bytes[at + 1], bytes[at])
                return UInt32(high) << 8 | UInt32(low)
            }
            guard let first = unit(index) else { return (0xFFFD, 1) }
            if (0xD800..<0xDC00).contains(first), let second = unit(index + 2), (0xDC00..<0xE000).contains(second) {
                return (0x10000 + (first - 0xD800) << 10 + (second - 0xDC00), 4)
            }
            return (first, 2)
        }
    }
}

extension TreeBuilder {
    /// What libyaml's reader-error value is: a byte for UTF-8 octet errors, a 16-bit unit for
    /// UTF-16 errors, a code point for a character it refuses. Truncating all of them to a
    /// byte named the wrong value (U+FFFE as "byte 0xfe").
    static func describeReaderValue(_ value: Int, problem: String) -> String {
        func hex(_ width: Int, uppercase: Bool = false) -> String {
            let digits = String(value, radix: 16, uppercase: uppercase)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        if problem.contains("octet") { return "byte 0x" + hex(2) }
        if problem.contains("surrogate") || problem.contains("UTF-16") { return "UTF-16 unit 0x" + hex(4) }
        return "character U+" + hex(4, uppercase: true)
    }
}
