import FormcDiagnostics
import FormcYAML

/// Finds the cursor's context in the YAML tree of text that loads: nodes carry where they
/// start (and, on one line, where they end), so block keys and list indices are exact. Between
/// nodes (a blank line, the space after `key: `) it decides as the line locator does: by the
/// column where the typing starts. Inside a flow collection the commas between nodes matter,
/// which no node records: `FlowCursor` reads its text from the bracket the node starts at.
struct TreeCursorLocator {
    let lines: DocumentLines
    let cursor: SourcePosition
    let prefix: [Unicode.Scalar]
    let word: String
    let partialRange: TextRange
    /// The column (1-based) where the cursor line's typing starts: its first character, or
    /// the cursor on a blank line.
    let typingColumn: Int

    init(lines: DocumentLines, cursor: SourcePosition) {
        self.lines = lines
        self.cursor = cursor.point
        prefix = lines.prefix(Int(cursor.line), upTo: Int(cursor.column))
        let (word, start) = LineText.trailingWord(prefix)
        self.word = word
        partialRange = TextRange(line: Int(cursor.line), column: start + 1, endColumn: prefix.count + 1)
        let shape = LineShape(prefix)
        typingColumn =
            (shape.value.isEmpty && shape.key == nil && shape.dashes.isEmpty ? prefix.count : shape.contentStart) + 1
    }

    func locate(_ root: YAMLNode?) -> CursorContext {
        if let root, let found = locate(root, path: []) { return found }
        let keys: [String]
        if case .mapping(let pairs)? = root?.content {
            keys = pairs.compactMap { $0.key.scalar?.text }
        } else {
            keys = []
        }
        return context([], .key, siblings: keys, values: [:])
    }

    private func locate(_ node: YAMLNode, path: [PathComponent]) -> CursorContext? {
        switch node.content {
        case .mapping(let pairs): return isFlow(node) ? inFlow(node, path: path) : inMapping(pairs, path: path)
        case .sequence(let items):
            return isFlow(node) ? inFlow(node, path: path) : inSequence(items, mark: node.mark, path: path)
        case .scalar: return nil
        }
    }

    /// Whether a collection is written in flow style: it starts with its `{` or `[`.
    private func isFlow(_ node: YAMLNode) -> Bool {
        let line = lines.line(Int(node.mark.line)), column = Int(node.mark.column) - 1
        return line.indices.contains(column) && (line[column] == "{" || line[column] == "[")
    }

    /// Inside a flow collection, its text says where the cursor is (`FlowCursor`), commas and
    /// all, which the nodes' start marks alone cannot: after `{id: a, ` a key goes, though the
    /// last key started is `id`. Nil when the cursor is before or after the collection.
    private func inFlow(_ node: YAMLNode, path: [PathComponent]) -> CursorContext? {
        guard let flow = FlowCursor.locate(in: lines, from: node.mark.point, to: cursor, lastLine: lines.lines.count)
        else { return nil }
        return CursorContext(
            base: path, flow: flow, partial: word, partialRange: partialRange, linePrefix: LineText.string(prefix),
            fromTree: true)
    }

    private func inMapping(_ pairs: [YAMLPair], path: [PathComponent]) -> CursorContext? {
        guard let index = pairs.lastIndex(where: { !cursor.isBefore($0.key.mark.point) }) else { return nil }
        let pair = pairs[index]
        let name = pair.key.scalar?.text ?? ""
        let keys = pairs.compactMap { $0.key.scalar?.text }
        var values: [String: String] = [:]
        for entry in pairs {
            if let key = entry.key.scalar?.text, let value = entry.value.scalar, !value.isNull {
                values[key] = value.text
            }
        }
        let keyLine = pair.key.mark.line
        if cursor.line == keyLine && cursor.column <= end(of: pair.key) {
            return context(path, .key, siblings: keys.filter { $0 != name }, values: values)
        }
        let valuePath = path + [.key(name)]
        switch pair.value.content {
        case .mapping, .sequence:
            if let inner = locate(pair.value, path: valuePath) { return inner }
        case .scalar:
            break
        }
        let valueLine = pair.value.scalar?.isNull == true ? keyLine : pair.value.mark.line
        if let scalar = pair.value.scalar, scalar.style == .plain, valueLine > keyLine, cursor.line == valueLine,
            pair.value.mark.endColumn > 0, typingColumn > Int(pair.key.mark.column)
        {
            // A word alone on the line under `key:` is a nested key whose colon is not typed yet.
            return context(valuePath, .key, siblings: [], values: [:])
        }
        if cursor.line == keyLine
            || (pair.value.scalar.map { !$0.isNull } == true && cursor.line >= valueLine
                && cursor.line <= lastLine(of: pair.value) && typingColumn > pair.key.mark.column)
        {
            return context(valuePath, .value, siblings: keys, values: values)
        }
        if typingColumn == Int(pair.key.mark.column) {
            return context(path, .key, siblings: keys, values: values)
        }
        if typingColumn > Int(pair.key.mark.column), pair.value.scalar?.isNull == true {
            return context(valuePath, .key, siblings: [], values: [:])
        }
        return nil
    }

    private func inSequence(_ items: [YAMLNode], mark: SourcePosition, path: [PathComponent]) -> CursorContext? {
        let cursorShape = LineShape(prefix)
        let dashHere = cursorShape.dashes.first.map { $0 + 1 == Int(mark.column) } ?? false
        let started = items.filter { $0.mark.line < cursor.line || ($0.mark.line == cursor.line && !dashHere) }
        let index = started.count - 1
        if !dashHere, items.indices.contains(index) {
            if let inner = locate(items[index], path: path + [.index(index)]) { return inner }
            if items[index].scalar != nil, cursor.line == items[index].mark.line {
                return context(path + [.index(index)], .value, siblings: [], values: [:])
            }
        }
        if dashHere {
            let newIndex = started.count
            // The item written after this `- `: a block mapping (`- id: a`), or a flow collection
            // on this line (`- {id: a, kind: |}`), which says where the cursor is.
            if items.indices.contains(newIndex), cursorShape.key != nil || items[newIndex].mark.line == cursor.line,
                let inner = locate(items[newIndex], path: path + [.index(newIndex)])
            {
                return inner
            }
            if cursorShape.key == nil { return context(path + [.index(newIndex)], .value, siblings: [], values: [:]) }
        }
        return nil
    }

    private func context(
        _ path: [PathComponent], _ role: CursorContext.Role, siblings: [String],
        values: [String: String]
    ) -> CursorContext {
        CursorContext(
            path: path, role: role, partial: word, partialRange: partialRange, siblingKeys: siblings,
            siblingValues: values, linePrefix: LineText.string(prefix), fromTree: true)
    }

    /// The column just past a key scalar (its written end, quotes included).
    private func end(of node: YAMLNode) -> Int {
        node.mark.endColumn > 0
            ? Int(node.mark.endColumn) : Int(node.mark.column) + (node.scalar?.text.unicodeScalars.count ?? 0)
    }

    /// The last line a scalar spans: its own line when it ends there, else the lines below it
    /// indented deeper than it starts (a folded plain scalar, a block scalar).
    private func lastLine(of node: YAMLNode) -> Int32 {
        guard node.mark.endColumn == 0 else { return node.mark.line }
        var line = Int(node.mark.line) + 1
        while line <= lines.lines.count {
            let scalars = lines.line(line)
            if !scalars.allSatisfy({ $0 == " " }) && LineText.indentation(scalars) < Int(node.mark.column) - 1 { break }
            line += 1
        }
        return Int32(clamping: line - 1)
    }
}
