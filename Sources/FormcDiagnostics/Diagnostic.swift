/// How serious a diagnostic is. `error` stops `compile` and makes `lint` exit 1.
public enum Severity: String, Sendable, Comparable, CaseIterable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A suggested edit: replace the text at `location` (from `column` to `endColumn` on one
/// line; an empty range inserts) with `replacement`.
public struct FixIt: Hashable, Sendable {
    public var location: SourceLocation
    public var replacement: String

    public init(at location: SourceLocation, replacement: String) {
        self.location = location
        self.replacement = replacement
    }
}

/// A secondary message attached to a diagnostic, e.g. "first defined here".
public struct DiagnosticNote: Hashable, Sendable {
    public var message: String
    public var location: SourceLocation?

    public init(_ message: String, at location: SourceLocation? = nil) {
        self.message = message
        self.location = location
    }
}

/// One finding about a spec: a stable code (`FC001`…), a severity, a message, the primary
/// location, and optional notes and fix-it.
///
/// Codes are stable across releases; `formc explain CODE` documents each one.
public struct Diagnostic: Hashable, Sendable {
    public var code: DiagnosticCode
    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    public var notes: [DiagnosticNote]
    public var fixIt: FixIt?

    public init(
        _ code: DiagnosticCode,
        _ message: String,
        at location: SourceLocation,
        severity: Severity? = nil,
        notes: [DiagnosticNote] = [],
        fixIt: FixIt? = nil
    ) {
        self.code = code
        self.severity = severity ?? code.defaultSeverity
        self.message = message
        self.location = location
        self.notes = notes
        self.fixIt = fixIt
    }
}

/// Collects diagnostics in the order they are reported. A value type: each phase owns one
/// and hands it on, so no phase reports into shared mutable state.
public struct Diagnostics: Sendable {
    public private(set) var all: [Diagnostic] = []

    public init() {}

    public mutating func report(_ diagnostic: Diagnostic) { all.append(diagnostic) }

    public mutating func report(contentsOf other: Diagnostics) { all.append(contentsOf: other.all) }

    public var hasErrors: Bool { all.contains { $0.severity == .error } }

    /// Diagnostics sorted by file, line and column; ties keep their reporting order.
    public var sorted: [Diagnostic] {
        all.enumerated().sorted { a, b in
            let l = a.element.location, r = b.element.location
            return (l.file, l.line, l.column, a.offset) < (r.file, r.line, r.column, b.offset)
        }.map(\.element)
    }
}
