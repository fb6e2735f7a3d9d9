import FormcDiagnostics
import FormcFrontEnd
import FormcIR
import FormcYAML

/// Compiling a spec again after a keystroke inside one field, without loading and decoding the
/// whole spec: the edited field's lines are loaded and decoded alone, and put in place of the
/// field they were; lowering and the checker then run over every field as ever. An editor's
/// keystroke at 20,000 fields is otherwise mostly YAML and decoding that did not change.
///
/// It applies only where the result is provably the one a whole compile gives:
/// - the last whole compile loaded and decoded with no diagnostic at all, streamed the root
///   `fields:` list as a block sequence whose items each start on their `-` line, and had no
///   anchor (an alias elsewhere could repeat the edited text), and no directive before its
///   items (a `%TAG` directive is the document's: it changes what a tag in an item means);
///   the text is UTF-8 without a byte-order mark, CR, NEL, LS or PS (so lines are
///   LF-separated bytes);
/// - the edit adds or removes no line break, and lies after the `- ` of one item of that
///   list, before the line of the next (so not in the last item);
/// - that item's lines hold no line that starts with `%`, `---` or `...`: libyaml reads a
///   directive or a document marker at a line's first column whatever is open, so `...`
///   ends the item's lines loaded alone cleanly but the whole document before the next item
///   (which then makes an error);
/// - that item's lines, loaded alone at their own lines and columns, are one sequence of one
///   mapping at the same `-` column, with no diagnostic and no anchor, within one level less
///   of nesting (the list is one deeper in the spec); and the field decodes with no
///   diagnostic, neither before nor now with its own `options:` (which make a source).
///
/// Why these suffice: the item's lines begin where the spec's parser stands between two items
/// of a block sequence at the `-` column, and a loaded-alone item that ends cleanly at that
/// column leaves the parser there again (outside a flow collection, any other token left of
/// the `-` ends the lone sequence, after which libyaml takes nothing but a marker or a
/// directive, both excluded; inside one, libyaml reads no column but the first);
/// every line outside is unchanged, with the same line and column, the same tag directives
/// (none), and decoding a field reads nothing outside its item. Anything else compiles
/// the whole spec (`Pipeline.compile`), which is always right.
package enum FieldSplice {
    /// What the last whole compile (or splice) leaves for the next splice.
    package struct Base: Sendable {
        /// The spec's bytes as compiled.
        package fileprivate(set) var bytes: [UInt8]
        package let path: String
        package let baseDirectory: String
        package let root: ProjectRoot?
        /// The spec but for its fields, as decoded (its positions lie outside every item).
        let ast: SpecAST
        /// Every field as decoded, nothing resolved: the streamed items' first, in order.
        fileprivate(set) var fields: [Field]
        /// Each streamed item's first line (1-based), and the byte offset where it starts.
        let itemLines: [Int]
        fileprivate(set) var itemStarts: [Int]
        /// The 1-based column of the items' `-`.
        let dashColumn: Int
        /// The items that have their own `options:` (each made a source).
        let inlineSourceItems: Set<Int>

        /// A base for the compile of `bytes` that loaded with no diagnostic and no anchor,
        /// streamed items whose first lines are `itemLines` in a list whose `-` is at
        /// `dashColumn`, and decoded `ast` and `fields` with no diagnostic; nil where the
        /// text is not one a splice handles (see `FieldSplice`).
        init?(
            bytes: [UInt8], path: String, baseDirectory: String, root: ProjectRoot?, ast: SpecAST, fields: [Field],
            itemLines: [Int], dashColumn: Int, inlineSourceItems: Set<Int>
        ) {
            guard itemLines.count >= 2, fields.count >= itemLines.count, dashColumn >= 1,
                let lineStarts = FieldSplice.lineStarts(of: bytes)
            else { return nil }
            var itemStarts: [Int] = []
            itemStarts.reserveCapacity(itemLines.count)
            for line in itemLines {
                guard line >= 2, line <= lineStarts.count else { return nil }
                let start = lineStarts[line - 1]
                guard FieldSplice.isDashLine(bytes, start: start, dashColumn: dashColumn) else { return nil }
                itemStarts.append(start)
            }
            // Directives stand before the document's `---`, so before its first item.
            guard !lineStarts[..<(itemLines[0] - 1)].contains(where: { bytes[$0...].first == UInt8(ascii: "%") })
            else { return nil }
            self.bytes = bytes
            self.path = path
            self.baseDirectory = baseDirectory
            self.root = root
            self.ast = ast
            self.fields = fields
            self.itemLines = itemLines
            self.itemStarts = itemStarts
            self.dashColumn = dashColumn
            self.inlineSourceItems = inlineSourceItems
        }
    }

    /// The fields of `bytes`, an edit of `base.bytes`, as decoding the whole of `bytes` would
    /// give them, and the base for the next splice; nil where a splice cannot prove that
    /// (see `FieldSplice`): the caller then compiles the whole spec.
    package static func splice(
        _ base: Base, into bytes: [UInt8], limits: YAMLLimits
    ) -> (fields: [Field], base: Base)? {
        guard bytes.count <= limits.maxInputBytes else { return nil }
        let old = base.bytes
        let (prefix, suffix) = commonEnds(old, bytes)
        let oldEnd = old.count - suffix
        let newEnd = bytes.count - suffix
        guard !hasLineBreak(old, prefix..<oldEnd), !hasLineBreak(bytes, prefix..<newEnd) else { return nil }
        // The item whose lines hold the change.
        let item = base.itemStarts.lastIndex { $0 <= prefix } ?? -1
        guard item >= 0, item + 1 < base.itemStarts.count,
            prefix >= base.itemStarts[item] + base.dashColumn + 1, oldEnd < base.itemStarts[item + 1],
            !base.inlineSourceItems.contains(item)
        else { return nil }
        let delta = bytes.count - old.count
        let line = base.itemLines[item]
        // A directive or a document marker ends the blocks open before it (see the function).
        guard !hasDocumentLevelLine(bytes, base.itemStarts[item]..<(base.itemStarts[item + 1] + delta)) else {
            return nil
        }
        // Loaded at its own lines (the newlines before it) and columns (it starts a line).
        var snippet = [UInt8](repeating: 0x0A, count: line - 1)
        snippet += bytes[base.itemStarts[item]..<(base.itemStarts[item + 1] + delta)]
        var itemLimits = limits
        itemLimits.maxDepth = limits.maxDepth - 1
        let loaded = YAMLLoader(limits: itemLimits).load(snippet, file: base.path)
        guard loaded.diagnostics.all.isEmpty, !loaded.definesAnchors, loaded.documents.count == 1,
            let list = loaded.documents.first?.root, case .sequence(let items) = list.content, items.count == 1,
            list.mark.line == line, list.mark.column == base.dashColumn,
            let node = items.first, node.mark.line == line
        else { return nil }
        let decoded = SpecDecoder.decodeLoneField(node, file: base.path)
        guard decoded.diagnostics.all.isEmpty, !decoded.definesInlineSource, let field = decoded.field else {
            return nil
        }
        var next = base
        next.bytes = bytes
        next.fields[item] = field
        for later in (item + 1)..<next.itemStarts.count { next.itemStarts[later] += delta }
        return (next.fields, next)
    }

    /// The lengths of the longest common prefix and suffix of `old` and `new`, not overlapping
    /// in either.
    private static func commonEnds(_ old: [UInt8], _ new: [UInt8]) -> (prefix: Int, suffix: Int) {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                let shorter = min(old.count, new.count)
                var prefix = 0
                while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
                var suffix = 0
                while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
                    suffix += 1
                }
                return (prefix, suffix)
            }
        }
    }

    /// Whether a line break (LF or CR, or NEL, LS or PS in UTF-8) lies in `bytes[range]`, in
    /// part or whole, or (for an empty range) straddles its place: a break the edit wrote,
    /// removed, or made by joining the bytes on either side.
    private static func hasLineBreak(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        var index = max(0, range.lowerBound - 2)
        while index < min(bytes.count, range.upperBound + 2) {
            let length = LineBreak.utf8Length(at: index, in: bytes)
            let end = index + length
            let touches =
                range.isEmpty
                ? index < range.lowerBound && end > range.lowerBound
                : index < range.upperBound && end > range.lowerBound
            if length > 0 && touches { return true }
            index += 1
        }
        return false
    }

    /// The byte offset of each line's start (lines broken at LF), or nil when the text has a
    /// byte-order mark or a CR, NEL, LS or PS (whose lines libyaml counts otherwise).
    private static func lineStarts(of bytes: [UInt8]) -> [Int]? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) || bytes.starts(with: [0xFE, 0xFF])
            || bytes.starts(with: [0xFF, 0xFE])
        {
            return nil
        }
        var starts = [0]
        for index in bytes.indices where LineBreak.utf8Length(at: index, in: bytes) > 0 {
            guard bytes[index] == 0x0A else { return nil }
            starts.append(index + 1)
        }
        return starts
    }

    /// Whether a line of `bytes[range]` (whole LF-separated lines) starts with `%`, `---` or
    /// `...`: what libyaml takes at a line's first column for a directive or a document
    /// marker, before and whatever the indentation (`yaml_parser_fetch_next_token`). Some of
    /// these lines are none (`---x`, or a quoted scalar's line `%`): declining them too costs
    /// a whole compile, never a wrong result.
    private static func hasDocumentLevelLine(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        var start = range.lowerBound
        while start < range.upperBound {
            let line = bytes[start..<range.upperBound]
            if line.first == UInt8(ascii: "%") || line.starts(with: Array("---".utf8))
                || line.starts(with: Array("...".utf8))
            {
                return true
            }
            guard let end = line.firstIndex(of: 0x0A) else { return false }
            start = end + 1
        }
        return false
    }

    /// Whether the line at `start` is spaces up to a `-` at `dashColumn`, then a space.
    private static func isDashLine(_ bytes: [UInt8], start: Int, dashColumn: Int) -> Bool {
        let dash = start + dashColumn - 1
        guard dash + 1 < bytes.count, bytes[dash] == UInt8(ascii: "-"), bytes[dash + 1] == UInt8(ascii: " ") else {
            return false
        }
        return bytes[start..<dash].allSatisfy { $0 == UInt8(ascii: " ") }
    }
}
