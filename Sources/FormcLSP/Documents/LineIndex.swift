import FormcDiagnostics

/// Converts positions between formc and LSP for one text, through offsets in Unicode scalars.
///
/// The two disagree on lines, not only on columns. formc's positions come from libyaml:
/// 1-based lines broken at LF, CR, CRLF, NEL (U+0085), LS (U+2028) and PS (U+2029), and
/// 1-based columns in Unicode scalars, with a leading byte-order mark (U+FEFF) taking no
/// column. LSP positions are 0-based lines broken at LF, CRLF and CR only, and 0-based
/// characters in the negotiated encoding (UTF-16 units by default, UTF-8 bytes or scalars).
/// So a spec with a U+2028 inside a scalar has one more formc line than LSP lines after it:
/// every conversion goes formc position → scalar offset → LSP position, or back.
package struct LineIndex: Sendable {
    /// The text's Unicode scalars; offsets index this array.
    package private(set) var scalars: [Unicode.Scalar]
    /// The offset at which each LSP line starts.
    private var lspLineStarts: [Int]
    /// The offset at which each formc (libyaml) line starts: after the byte-order mark on
    /// the first line.
    private var formcLineStarts: [Int]

    package init(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        let (lsp, formc, _) = Self.lineStarts(of: scalars, from: 0, through: scalars.count)
        self.scalars = scalars
        self.lspLineStarts = [0] + lsp
        self.formcLineStarts = [scalars.first == "\u{FEFF}" ? 1 : 0] + formc
    }

    /// The starts of the lines after the breaks in `scalars[from...]`, as LSP and as formc
    /// count them, up to the first LSP line start after `through` (which is then `stop`) or
    /// else the end of the text (`stop` nil). `from` must be a line start of both (or 0): the
    /// scan needs no state from before it.
    private static func lineStarts(
        of scalars: [Unicode.Scalar], from: Int, through: Int
    ) -> (lsp: [Int], formc: [Int], stop: Int?) {
        var lsp: [Int] = []
        var formc: [Int] = []
        var index = from
        while index < scalars.count {
            switch scalars[index] {
            case "\r":
                let next = index + 1 < scalars.count && scalars[index + 1] == "\n" ? index + 2 : index + 1
                lsp.append(next)
                formc.append(next)
                if next > through { return (lsp, formc, next) }
                index = next
                continue
            case "\n":
                lsp.append(index + 1)
                formc.append(index + 1)
                if index + 1 > through { return (lsp, formc, index + 1) }
            case let scalar where LineBreak.isBreak(scalar):
                // The breaks libyaml counts and LSP does not (NEL, LS, PS).
                formc.append(index + 1)
            default:
                break
            }
            index += 1
        }
        return (lsp, formc, nil)
    }

    /// Replaces the scalars at `range` (offsets, clamped to the text) with `replacement`: the
    /// index of the text an incremental `didChange` leaves, without scanning the whole text
    /// again. Only the lines from the one before the change to the first line break after it
    /// are scanned; the later lines' starts move by the change in length.
    package mutating func replace(_ range: Range<Int>, with replacement: [Unicode.Scalar]) {
        let lower = min(max(0, range.lowerBound), scalars.count)
        let upper = min(max(lower, range.upperBound), scalars.count)
        let delta = replacement.count - (upper - lower)
        scalars.replaceSubrange(lower..<upper, with: replacement)
        // A start at or before `lower` - 1 depends on scalars before the change only; the line
        // before the change is scanned again all the same, since a CR that ended it may now be
        // followed by an LF. Its start is a line start of both counts.
        let keptLSP = Self.line(containing: max(0, lower - 1), in: lspLineStarts)
        let from = lspLineStarts[keptLSP]
        let keptFormc = Self.line(containing: from, in: formcLineStarts)
        let (lsp, formc, stop) = Self.lineStarts(of: scalars, from: from, through: upper + delta)
        // Past the scan's stop (an LSP line start after the change), the old starts, moved by
        // the change; a scan that reached the end of the text found every start.
        func moved(_ starts: [Int]) -> [Int] {
            guard let stop else { return [] }
            return starts.lazy.filter { $0 > stop - delta }.map { $0 + delta }
        }
        lspLineStarts = Array(lspLineStarts[...keptLSP]) + lsp + moved(lspLineStarts)
        formcLineStarts = Array(formcLineStarts[...keptFormc]) + formc + moved(formcLineStarts)
        // A byte-order mark written or removed moves the first formc line's start.
        if lower == 0 { formcLineStarts[0] = scalars.first == "\u{FEFF}" ? 1 : 0 }
    }

    /// How many UTF-8 bytes the scalars at `range` (offsets, clamped to the text) take: from
    /// 0, where a scalar offset falls in the text's UTF-8 view.
    package func utf8Count(_ range: Range<Int>) -> Int {
        let clamped = range.clamped(to: 0..<scalars.count)
        return scalars[clamped].reduce(0) { $0 + UTF8.width($1) }
    }

    /// How many lines LSP counts (a text ending in a line break has an empty last line).
    package var lspLineCount: Int { lspLineStarts.count }
    /// How many lines formc (libyaml) counts.
    package var formcLineCount: Int { formcLineStarts.count }

    // MARK: LSP positions

    /// The offset of an LSP position. A line past the end gives the end of the text; a
    /// character past the end of its line gives the line's end (LSP 3.17 §Position); a
    /// character inside a scalar (half a surrogate pair, part of a UTF-8 sequence) gives the
    /// start of that scalar.
    package func offset(of position: LSPPosition, encoding: PositionEncoding) -> Int {
        guard position.line < lspLineStarts.count else { return scalars.count }
        let start = lspLineStarts[position.line]
        let end = contentEnd(of: position.line, in: lspLineStarts)
        var offset = start
        var units = 0
        while offset < end {
            units += encoding.width(of: scalars[offset])
            guard units <= position.character else { break }
            offset += 1
        }
        return offset
    }

    /// The LSP position of an offset (clamped to the text).
    package func position(atOffset offset: Int, encoding: PositionEncoding) -> LSPPosition {
        let offset = min(max(0, offset), scalars.count)
        let line = Self.line(containing: offset, in: lspLineStarts)
        var character = 0
        for index in lspLineStarts[line]..<offset { character += encoding.width(of: scalars[index]) }
        return LSPPosition(line: line, character: character)
    }

    // MARK: formc positions

    /// The offset of formc's 1-based `line` and 1-based `column` (in scalars). A line past
    /// the end gives the end of the text; a column past the end of its line, the line's end
    /// (before its break).
    package func offset(ofLine line: Int, column: Int) -> Int {
        guard line >= 1 else { return 0 }
        guard line <= formcLineStarts.count else { return scalars.count }
        let start = formcLineStarts[line - 1]
        let end = contentEnd(of: line - 1, in: formcLineStarts)
        return min(max(start, start + column - 1), max(start, end))
    }

    /// formc's 1-based line and column (in scalars) of an offset (clamped to the text).
    package func formcPosition(atOffset offset: Int) -> (line: Int, column: Int) {
        let offset = min(max(0, offset), scalars.count)
        let line = Self.line(containing: offset, in: formcLineStarts)
        return (line + 1, max(0, offset - formcLineStarts[line]) + 1)
    }

    /// The LSP position of formc's `line` and `column` (1-based, scalars).
    package func position(ofLine line: Int, column: Int, encoding: PositionEncoding) -> LSPPosition {
        position(atOffset: offset(ofLine: line, column: column), encoding: encoding)
    }

    /// formc's 1-based line and column of an LSP position.
    package func formcPosition(of position: LSPPosition, encoding: PositionEncoding) -> (line: Int, column: Int) {
        formcPosition(atOffset: offset(of: position, encoding: encoding))
    }

    /// The offset where the content of the line holding `offset` ends (before its line
    /// break, as formc counts lines).
    package func formcLineEnd(atOffset offset: Int) -> Int {
        contentEnd(
            of: Self.line(containing: min(max(0, offset), scalars.count), in: formcLineStarts), in: formcLineStarts)
    }

    /// The scalars of formc's 1-based `line`, without its line break; empty past the end.
    package func formcLine(_ line: Int) -> ArraySlice<Unicode.Scalar> {
        guard line >= 1, line <= formcLineStarts.count else { return [] }
        let start = formcLineStarts[line - 1]
        return scalars[start..<max(start, contentEnd(of: line - 1, in: formcLineStarts))]
    }

    // MARK: Lines

    /// The index of the last line starting at or before `offset`.
    private static func line(containing offset: Int, in starts: [Int]) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Where line `line`'s content ends: the next line's start less its break (CRLF is two
    /// scalars, every other break one), or the end of the text for the last line.
    private func contentEnd(of line: Int, in starts: [Int]) -> Int {
        guard line + 1 < starts.count else { return scalars.count }
        let next = starts[line + 1]
        if next >= 2, scalars[next - 1] == "\n", scalars[next - 2] == "\r" { return next - 2 }
        return max(starts[line], next - 1)
    }
}
