/// A position in a source file as a user sees it.
///
/// `line` and `column` are 1-based. Columns count Unicode scalars (code points) from the
/// start of the line, which is libyaml's unit for `yaml_mark_t.column`; editors that count
/// UTF-16 units or bytes differ on lines with non-ASCII text before the column.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file's path as given on the command line (or `<stdin>`).
    public var file: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column, in Unicode scalars.
    public var column: Int
    /// 1-based column just past the end of the construct on the same line, where known.
    public var endColumn: Int?

    public init(file: String, line: Int, column: Int, endColumn: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.endColumn = endColumn
    }

    /// `file:line:column`, the shape clang and swiftc print.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

extension SourceLocation {
    public init(file: String, _ position: SourcePosition) {
        self.init(
            file: file, line: Int(position.line), column: Int(position.column),
            endColumn: position.endColumn > 0 ? Int(position.endColumn) : nil)
    }
}

/// A position inside one file: 1-based line and column (Unicode scalars), and the column just
/// past the end when the construct ends on its first line (0 when unknown). The compact form
/// kept on every YAML node and every decoded value, because a large spec has millions of
/// them; `SourceLocation(file:_:)` adds the path when a diagnostic needs it.
public struct SourcePosition: Hashable, Sendable {
    public var line: Int32
    public var column: Int32
    public var endColumn: Int32

    public init(line: Int32, column: Int32, endColumn: Int32 = 0) {
        self.line = line
        self.column = column
        self.endColumn = endColumn
    }
}

/// A value read from a spec, with where it was written (in the spec named by the enclosing
/// `SpecAST.file`).
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var position: SourcePosition

    public init(_ value: Value, at position: SourcePosition) {
        self.value = value
        self.position = position
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}

/// A string value whose characters a diagnostic may point into (a date format, a pattern,
/// a display template, a condition): `position` is where its text starts, and `offsetsExact`
/// says whether the n-th character (Unicode scalar) of `value` is at `position.column + n`.
/// That holds for a plain or quoted scalar on one line without escapes. A single-quoted one on
/// one line whose only escapes are `''` (YAML's one escape there, a `'` written twice) is
/// exact too, with `doubledQuotes`: each `'` before a character moves it one column on. After
/// `\\` or a line fold, rules point at the whole value instead.
public struct LocatedText: Sendable {
    public var value: String
    public var position: SourcePosition
    public var offsetsExact: Bool
    /// Whether every `'` of `value` is written `''` (a single-quoted scalar on one line).
    public var doubledQuotes: Bool

    public init(_ value: String, at position: SourcePosition, offsetsExact: Bool, doubledQuotes: Bool = false) {
        self.value = value
        self.position = position
        self.offsetsExact = offsetsExact
        self.doubledQuotes = doubledQuotes
    }

    /// The position of the characters `offset..<offset+length` (in Unicode scalars of
    /// `value`) when offsets are exact, else of the whole value.
    public func position(ofOffset offset: Int, length: Int) -> SourcePosition {
        guard offsetsExact else { return position }
        var inner = position
        inner.column += Int32(column(of: offset))
        inner.endColumn = position.column + Int32(column(of: offset + length))
        return inner
    }

    /// How many columns after the start the scalar at `offset` is written.
    private func column(of offset: Int) -> Int {
        guard doubledQuotes else { return offset }
        return offset + value.unicodeScalars.prefix(max(0, offset)).count { $0 == "'" }
    }
}
