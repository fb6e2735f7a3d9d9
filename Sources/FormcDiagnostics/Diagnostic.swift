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
/// line, 1-based, in Unicode scalars; an empty range inserts) with `replacement`.
///
/// A fix-it made where only a value is known, not how the spec wrote it (a misspelt word in
/// quotes or not), says so with `writesScalar`: the pipeline then rewrites it against the
/// spec's text (`FixIt.resolved(in:)`) before anyone sees it, so every report and editor gets
/// an edit that keeps the YAML valid.
public struct FixIt: Hashable, Sendable {
    public var location: SourceLocation
    public var replacement: String
    /// Whether `replacement` is a YAML scalar's value to write in the style of the scalar the
    /// range covers (plain, `'single'` or `"double"` quoted), not text to paste.
    public var writesScalar: Bool

    public init(at location: SourceLocation, replacement: String) {
        self.location = location
        self.replacement = replacement
        writesScalar = false
    }

    /// A fix-it that replaces the whole scalar at `location` with the value `value`, quoted
    /// and escaped as that scalar is once resolved against the text.
    public static func scalar(at location: SourceLocation, value: String) -> FixIt {
        var fixIt = FixIt(at: location, replacement: value)
        fixIt.writesScalar = true
        return fixIt
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

    /// Leaves out the diagnostics `shouldRemove` picks (those a spec acknowledges).
    public mutating func removeAll(where shouldRemove: (Diagnostic) -> Bool) { all.removeAll(where: shouldRemove) }

    public var hasErrors: Bool { all.contains { $0.severity == .error } }

    /// Rewrites every scalar fix-it (`FixIt.writesScalar`) as a text edit of `source`
    /// (`FixIt.resolved(in:)`), and drops those that cannot be, or that name another file,
    /// so that no report or editor receives an edit made without seeing the text; and drops
    /// every text fix-it that would write a control character as it is (`resolved(in:)` says
    /// why), so that none makes the spec fail to load.
    public mutating func resolveFixIts(in source: SourceText) {
        guard all.contains(where: { $0.fixIt != nil }) else { return }
        let indexed = source.indexed()
        for index in all.indices {
            guard let fixIt = all[index].fixIt else { continue }
            let elsewhere = fixIt.writesScalar && fixIt.location.file != source.path
            all[index].fixIt = elsewhere ? nil : fixIt.resolved(in: indexed)
        }
    }

    /// Diagnostics sorted by file, line and column; ties keep their reporting order.
    public var sorted: [Diagnostic] {
        all.enumerated().sorted { a, b in
            let l = a.element.location, r = b.element.location
            return (l.file, l.line, l.column, a.offset) < (r.file, r.line, r.column, b.offset)
        }.map(\.element)
    }
}
