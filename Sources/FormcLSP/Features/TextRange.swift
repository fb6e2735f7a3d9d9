import FormcDiagnostics

/// A span of a document in formc's positions: `start` and `end` are 1-based lines and 1-based
/// columns counted in Unicode scalars (`SourcePosition`, whose `endColumn` is not used here);
/// `end` is exclusive, so an empty range (`start == end`) is an insertion point.
package struct TextRange: Hashable, Sendable {
    package var start: SourcePosition
    package var end: SourcePosition

    package init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }

    /// The range from `line:column` to `line:endColumn` on one line.
    package init(line: Int, column: Int, endColumn: Int) {
        self.init(start: .at(line, column), end: .at(line, endColumn))
    }

    /// Whether `position` lies in the range, its end included (a cursor just past a word is
    /// still on it).
    package func contains(_ position: SourcePosition) -> Bool {
        !position.isBefore(start) && !end.isBefore(position)
    }
}

/// One replacement: the text in `range` (formc positions, see `TextRange`) becomes `newText`.
package struct TextEdit: Hashable, Sendable {
    package var range: TextRange
    package var newText: String

    package init(range: TextRange, newText: String) {
        self.range = range
        self.newText = newText
    }
}

extension SourcePosition {
    /// A position from plain `Int`s (clamped to `Int32`), with no end column.
    package static func at(_ line: Int, _ column: Int) -> SourcePosition {
        SourcePosition(line: Int32(clamping: line), column: Int32(clamping: column))
    }

    /// Orders positions by line, then column; `endColumn` is ignored.
    func isBefore(_ other: SourcePosition) -> Bool {
        (line, column) < (other.line, other.column)
    }

    /// The same place without an end column, so positions compare by place only.
    var point: SourcePosition { SourcePosition(line: line, column: column) }
}
