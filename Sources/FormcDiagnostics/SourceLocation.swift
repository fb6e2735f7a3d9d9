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

/// A value read from a source file, with where it was read.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
