import FormcDiagnostics

/// Where the cursor stands inside a flow collection (`{id: a, kind: |}`, `order: [a, |]`),
/// read from the collection's opening bracket the way YAML's flow syntax is written: `,`
/// separates entries, `: ` ends a key, `{` and `[` nest, quotes and comments hide all of these
/// (YAML 1.2 §7). Both locators ask it: the tree's for a flow node of text that loads, the
/// lines' for the half typed line (`- {id: a, kind: `, no closing `}` yet). It reads the text,
/// never the YAML tree, so it answers alike for both.
struct FlowCursor {
    /// The steps from the collection to the cursor: a key for each mapping entry the cursor is
    /// in the value of, an index for each sequence item.
    var path: [PathComponent]
    /// `.key` where a mapping's key goes (after `{` or `,`), else `.value`.
    var role: CursorContext.Role
    /// The keys of the innermost mapping, those after the cursor included, the key being typed
    /// left out.
    var siblingKeys: [String]
    /// Those keys' scalar values, unquoted.
    var siblingValues: [String: String]
    /// The value's text before the cursor from its first character, quotes included (`'{pro`);
    /// nil at a key.
    var valuePrefix: String?

    /// The cursor inside the flow collection whose `[` or `{` is at `start` (formc positions:
    /// 1-based line and scalar column). The text is read from there to the cursor, then on
    /// until the cursor's own collection closes or `lastLine` ends (the keys written after the
    /// cursor are siblings too). Nil when no bracket is at `start`, the cursor is before it,
    /// or the collection closes before the cursor.
    static func locate(
        in lines: DocumentLines, from start: SourcePosition, to cursor: SourcePosition, lastLine: Int
    ) -> FlowCursor? {
        let first = lines.line(Int(start.line))
        let column = Int(start.column) - 1
        guard first.indices.contains(column), first[column] == "{" || first[column] == "[",
            !cursor.isBefore(start), cursor.line <= Int32(clamping: lastLine)
        else { return nil }
        var scanner = FlowScanner()
        for number in Int(start.line)...max(Int(start.line), lastLine) {
            let scalars = lines.line(number)
            let from = number == Int(start.line) ? column : 0
            // The line's end reads as a line break (a space in flow YAML), one past its scalars.
            for offset in from...scalars.count {
                if number == Int(cursor.line), offset >= min(Int(cursor.column) - 1, scalars.count) {
                    scanner.markCursor()
                }
                if scanner.isDone { return scanner.result }
                scanner.read(offset < scalars.count ? scalars[offset] : "\n", next: peek(scalars, offset + 1))
            }
        }
        scanner.finish()
        return scanner.result
    }

    /// The scalar at `offset`, or the line break that ends the line.
    private static func peek(_ scalars: [Unicode.Scalar], _ offset: Int) -> Unicode.Scalar {
        scalars.indices.contains(offset) ? scalars[offset] : "\n"
    }
}

/// The state machine behind `FlowCursor`: one open collection per frame.
private struct FlowScanner {
    struct Frame {
        var isMapping: Bool
        /// A sequence's 0-based current item.
        var index = 0
        var keys: [String] = []
        var values: [String: String] = [:]
        /// A mapping's key whose value is being read; nil while a key is.
        var key: String?
        /// The current entry's text as written (quotes included), spaces inside kept.
        var token: [Unicode.Scalar] = []
        /// Whether the current entry's value is a nested collection (no scalar value).
        var holdsCollection = false
    }

    private var stack: [Frame] = []
    private var quote: Unicode.Scalar?
    private var escapeNext = false
    private var inComment = false
    private var lastWasSpace = true

    /// The cursor's place, once reached: the stack then, and how many keys its mapping had.
    private var atCursor: [Frame]?
    private var keysBeforeCursor = 0
    /// A key typed at the cursor: the first key the cursor's mapping completes after the
    /// cursor, unless a `,` comes first.
    private var typedKeyPending = false
    private var typedKeyIndex: Int?
    /// The cursor's mapping as it ends (closed, or at the end of the text read).
    private var finalFrame: Frame?
    private var closedBeforeCursor = false

    var isDone: Bool { closedBeforeCursor || finalFrame != nil }

    var result: FlowCursor? {
        guard !closedBeforeCursor, let stack = atCursor, let innermost = stack.last else { return nil }
        var path: [PathComponent] = []
        for frame in stack.dropLast() {
            path.append(frame.isMapping ? .key(frame.key ?? "") : .index(frame.index))
        }
        let final = finalFrame ?? innermost
        var keys = final.keys
        if let typed = typedKeyIndex, keys.indices.contains(typed) { keys.remove(at: typed) }
        let valuePrefix = LineText.string(innermost.token)
        if !innermost.isMapping {
            return FlowCursor(
                path: path + [.index(innermost.index)], role: .value, siblingKeys: [], siblingValues: [:],
                valuePrefix: valuePrefix)
        }
        guard let key = innermost.key else {
            return FlowCursor(
                path: path, role: .key, siblingKeys: keys, siblingValues: final.values, valuePrefix: nil)
        }
        return FlowCursor(
            path: path + [.key(key)], role: .value, siblingKeys: keys, siblingValues: final.values,
            valuePrefix: valuePrefix)
    }

    mutating func markCursor() {
        guard atCursor == nil else { return }
        atCursor = stack
        keysBeforeCursor = stack.last?.keys.count ?? 0
        typedKeyPending = stack.last.map { $0.isMapping && $0.key == nil } ?? false
    }

    /// Ends the text: the cursor's mapping is as far as it was read.
    mutating func finish() {
        if atCursor == nil { markCursor() }
        if finalFrame == nil, let depth = atCursor?.count, stack.count >= depth, depth > 0 {
            if stack.count == depth { endEntry(of: depth - 1) }
            finalFrame = stack[depth - 1]
        }
    }

    /// Reads one scalar of the text; `next` is the one after it (a line break at a line's end).
    mutating func read(_ scalar: Unicode.Scalar, next: Unicode.Scalar) {
        if inComment {
            if scalar == "\n" { inComment = false }
            return
        }
        guard !stack.isEmpty || atCursor == nil else { return }
        if let opening = quote {
            append(scalar)
            if escapeNext {
                escapeNext = false
            } else if opening == "\"" && scalar == "\\" {
                escapeNext = true
            } else if scalar == opening {
                // `''` inside single quotes is one quote, not the end.
                if opening == "'" && next == "'" { escapeNext = true } else { quote = nil }
            }
            lastWasSpace = false
            return
        }
        let isSpace = scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
        defer { lastWasSpace = isSpace }
        if isSpace {
            // A line break inside a flow scalar folds to a space (YAML 1.2 §7.3.3).
            if !(stack.last?.token.isEmpty ?? true) { append(" ") }
            return
        }
        if scalar == "#" && lastWasSpace {
            inComment = true
            return
        }
        let atEntryStart = stack.last.map { $0.token.allSatisfy { $0 == " " } } ?? true
        switch scalar {
        case "{", "[":
            if atEntryStart || stack.isEmpty {
                if !stack.isEmpty { stack[stack.count - 1].holdsCollection = true }
                stack.append(Frame(isMapping: scalar == "{"))
            } else {
                append(scalar)
            }
        case "}", "]":
            guard !stack.isEmpty else { return }
            endEntry(of: stack.count - 1)
            let frame = stack.removeLast()
            if atCursor == nil {
                if stack.isEmpty { closedBeforeCursor = true }
            } else if let depth = atCursor?.count, stack.count < depth, finalFrame == nil {
                finalFrame = frame
            }
        case ",":
            guard !stack.isEmpty else { return }
            endEntry(of: stack.count - 1)
            if stack.count == atCursor?.count { typedKeyPending = false }
        case "'" where atEntryStart, "\"" where atEntryStart:
            quote = scalar
            append(scalar)
        case ":" where isKeyColon(next):
            guard let top = stack.last, top.isMapping, top.key == nil else {
                append(scalar)
                return
            }
            let key = LineShape.unquoted(LineText.string(top.token).trimmingSpaces())
            stack[stack.count - 1].keys.append(key)
            stack[stack.count - 1].key = key
            stack[stack.count - 1].token = []
            stack[stack.count - 1].holdsCollection = false
            if typedKeyPending, stack.count == atCursor?.count {
                typedKeyPending = false
                if stack[stack.count - 1].keys.count > keysBeforeCursor { typedKeyIndex = keysBeforeCursor }
            }
        default:
            append(scalar)
        }
    }

    /// A `:` ends a flow key when a space, a line break, a flow indicator or the end follows,
    /// or right after a quoted key (`"a":b`, YAML 1.2 §7.4).
    private func isKeyColon(_ next: Unicode.Scalar) -> Bool {
        if [" ", "\t", "\n", "\r", ",", "[", "]", "{", "}"].contains(next) { return true }
        let last = stack.last?.token.last
        return last == "\"" || last == "'"
    }

    private mutating func append(_ scalar: Unicode.Scalar) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].token.append(scalar)
    }

    /// Closes the current entry of the frame at `depth` (at `,`, the closing bracket or the
    /// text's end): a mapping keeps the key's scalar value, or a lone key (`{a, b}`) unless it
    /// is the key typed at the cursor; a sequence moves to its next item.
    private mutating func endEntry(of depth: Int) {
        guard stack.indices.contains(depth) else { return }
        var frame = stack[depth]
        let text = LineText.string(frame.token).trimmingSpaces()
        if frame.isMapping {
            if let key = frame.key {
                if !frame.holdsCollection, !text.isEmpty { frame.values[key] = Self.unquoted(text) }
            } else if !text.isEmpty, !frame.holdsCollection, !(typedKeyPending && depth + 1 == atCursor?.count) {
                frame.keys.append(LineShape.unquoted(text))
            }
            frame.key = nil
        } else {
            frame.index += 1
        }
        frame.token = []
        frame.holdsCollection = false
        stack[depth] = frame
    }

    /// A scalar's text without its quotes, `''` read as `'` inside single quotes.
    private static func unquoted(_ text: String) -> String {
        let inner = LineShape.unquoted(text)
        guard inner != text, text.hasPrefix("'") else { return inner }
        return inner.replacingOccurrences(of: "''", with: "'")
    }
}
