import FormcDiagnostics

/// Finds the cursor's context from indentation and `key:` / `- ` markers alone, for text the
/// YAML loader refuses (a key without its colon yet, an open quote, a tab). Reads block YAML
/// the way a person does: a line's key belongs to the mapping whose keys start in its
/// column; a `- ` opens an item of the list in its column.
enum LineCursorLocator {
    /// An open mapping or list, by the column where its keys or markers start.
    struct Frame {
        var indent: Int
        var isList: Bool
        var key: String?
        var keyHasInlineValue = false
        var count = 0
        var keys: [String] = []
        var values: [String: String] = [:]
    }

    static func locate(_ lines: DocumentLines, at position: SourcePosition) -> CursorContext {
        // Past the last line, the cursor is at the end of the text.
        let cursorLine = min(max(Int(position.line), 1), lines.lines.count)
        var frames: [Frame] = []
        var blockScalarIndent: Int?
        for number in stride(from: 1, to: cursorLine, by: 1) {
            let scalars = lines.line(number)
            let shape = LineShape(scalars)
            if shape.isEmpty { continue }
            if let indent = blockScalarIndent {
                if LineText.indentation(scalars) > indent { continue }
                blockScalarIndent = nil
            }
            apply(shape, to: &frames)
            if shape.key != nil && shape.opensBlockScalar { blockScalarIndent = shape.contentStart }
        }
        let column = cursorLine == Int(position.line) ? Int(position.column) : Int.max
        let prefix = lines.prefix(cursorLine, upTo: column)
        let linePrefix = LineText.string(prefix)
        let shape = LineShape(prefix)
        let (word, wordStart) = LineText.trailingWord(prefix)
        let partialRange = TextRange(line: cursorLine, column: wordStart + 1, endColumn: prefix.count + 1)
        for dash in shape.dashes { openItem(at: dash, in: &frames) }
        if let key = shape.key {
            setKey(key, value: shape.value, at: shape.contentStart, in: &frames)
            let mapping = frames.last
            let keys = (mapping?.keys ?? []) + laterKeys(lines, after: cursorLine, indent: shape.contentStart)
            let path = pathOf(frames, withLastKey: true)
            if let flow = flow(in: lines, line: cursorLine, at: shape.valueStart, cursor: prefix.count) {
                return CursorContext(
                    base: path, flow: flow, partial: word, partialRange: partialRange, linePrefix: linePrefix,
                    fromTree: false)
            }
            return CursorContext(
                path: path, role: .value, partial: word, partialRange: partialRange,
                siblingKeys: keys, siblingValues: mapping?.values ?? [:], linePrefix: linePrefix)
        }
        if !shape.dashes.isEmpty {
            let path = pathOf(frames, withLastKey: false)
            if let flow = flow(in: lines, line: cursorLine, at: shape.contentStart, cursor: prefix.count) {
                return CursorContext(
                    base: path, flow: flow, partial: word, partialRange: partialRange, linePrefix: linePrefix,
                    fromTree: false)
            }
            // A new item: the list says whether a key or a word goes here.
            return CursorContext(
                path: path, role: .value, partial: word,
                partialRange: partialRange, linePrefix: linePrefix)
        }
        let start = shape.value.isEmpty ? prefix.count : shape.contentStart
        while let top = frames.last, top.indent > start || (top.indent == start && top.isList) { frames.removeLast() }
        let later = laterKeys(lines, after: cursorLine, indent: start)
        if let top = frames.last, !top.isList, top.indent < start {
            // Deeper than the mapping's keys: under its last key, a nested mapping when that key's
            // value is on the following lines, else more of that value.
            let path = pathOf(frames, withLastKey: true)
            if top.keyHasInlineValue {
                return CursorContext(
                    path: path, role: .value, partial: word, partialRange: partialRange,
                    siblingKeys: top.keys, siblingValues: top.values, linePrefix: linePrefix)
            }
            return CursorContext(
                path: path, role: .key, partial: word, partialRange: partialRange,
                siblingKeys: later, linePrefix: linePrefix)
        }
        let mapping = frames.last.flatMap { $0.isList ? nil : $0 }
        return CursorContext(
            path: pathOf(frames, withLastKey: false), role: .key, partial: word,
            partialRange: partialRange, siblingKeys: (mapping?.keys ?? []) + later,
            siblingValues: mapping?.values ?? [:], linePrefix: linePrefix)
    }

    static func apply(_ shape: LineShape, to frames: inout [Frame]) {
        for dash in shape.dashes { openItem(at: dash, in: &frames) }
        if let key = shape.key { setKey(key, value: shape.value, at: shape.contentStart, in: &frames) }
    }

    /// A `- ` at `column`: the next item of the list there, or the first of a new list.
    static func openItem(at column: Int, in frames: inout [Frame]) {
        while let top = frames.last,
            top.indent > column || (top.indent == column && !top.isList && top.keyHasInlineValue)
        {
            frames.removeLast()
        }
        if let top = frames.last, top.isList, top.indent == column {
            frames[frames.count - 1].count += 1
        } else {
            frames.append(Frame(indent: column, isList: true, count: 1))
        }
    }

    /// A `key:` at `column`: a key of the mapping there, or the first of a new mapping.
    static func setKey(_ key: String, value: String, at column: Int, in frames: inout [Frame]) {
        while let top = frames.last, top.indent > column || (top.indent == column && top.isList) { frames.removeLast() }
        if !(frames.last.map { !$0.isList && $0.indent == column } ?? false) {
            frames.append(Frame(indent: column, isList: false))
        }
        let last = frames.count - 1
        guard frames.indices.contains(last) else { return }
        frames[last].key = key
        frames[last].keyHasInlineValue = !value.isEmpty
        frames[last].keys.append(key)
        if !value.isEmpty { frames[last].values[key] = LineShape.unquoted(value.trimmingSpaces()) }
    }

    /// The path through `frames`: each mapping's current key, each list's current item;
    /// the innermost mapping's key only when `withLastKey`.
    static func pathOf(_ frames: [Frame], withLastKey: Bool) -> [PathComponent] {
        var path: [PathComponent] = []
        for (offset, frame) in frames.enumerated() {
            if frame.isList {
                path.append(.index(max(0, frame.count - 1)))
            } else if let key = frame.key, withLastKey || offset < frames.count - 1 {
                path.append(.key(key))
            }
        }
        return path
    }

    /// The keys of the same mapping written after the cursor's line (not offered again).
    static func laterKeys(_ lines: DocumentLines, after line: Int, indent: Int) -> [String] {
        var keys: [String] = []
        for number in stride(from: line + 1, through: lines.lines.count, by: 1) {
            let scalars = lines.line(number)
            let shape = LineShape(scalars)
            if shape.isEmpty { continue }
            let start = shape.dashes.first ?? shape.contentStart
            if start < indent || (start == indent && !shape.dashes.isEmpty) { break }
            if start == indent, let key = shape.key { keys.append(key) }
        }
        return keys
    }

    /// The cursor (0-based `cursor` on `line`) inside a flow collection whose bracket is at the
    /// 0-based column `start` of that line, read to the line's end: the half typed line is all
    /// the text there is (its `}` or `]` may be missing).
    static func flow(in lines: DocumentLines, line: Int, at start: Int, cursor: Int) -> FlowCursor? {
        FlowCursor.locate(in: lines, from: .at(line, start + 1), to: .at(line, cursor + 1), lastLine: line)
    }
}
