import FormcDiagnostics
import FormcIR
import FormcYAML

/// What the phases after decoding may still report when decoding found errors, so that one
/// run reports everything that can be known (a misspelt `kind:` does not hide the date format
/// error below it), and nothing that would vanish once the spec is fixed.
///
/// Decoding recovers from an error that has a fix-it by reading the spec as the fix-it would
/// write it (`kind: emial` is read as `email`, `lable:` as `label:`): the error is reported,
/// and stops `compile`, but the rest of the analysis is what it will be once fixed.
///
/// An error without one leaves its value unread, as if it were absent. Where that value is
/// one only the field's own checks read (`localKeys`: its label, its date format, its
/// validation…), the later phases still run and that field's own diagnostics are left out
/// (`uncertainFields`, by position, so a field beside it on one line keeps its own). Anywhere
/// else (a field's `kind`, `next`, `source`…, which other fields' conditions, rules and focus
/// chain read; an unknown key, which may be one of those misspelt past recognition; the
/// spec's top level, a source, a rule; a field left out for want of an id), the later phases
/// do not run at all (`canCheck` false): their findings could be ones the fix takes away.
package struct DecodeRecovery: Sendable {
    /// The text of one field: from its first character to one column past the last one of its
    /// last node, both held (1-based lines and columns).
    package struct Span: Sendable {
        package var start: SourcePosition
        package var end: SourcePosition
    }

    /// Whether lowering and the checker run on the decoded spec.
    package var canCheck: Bool
    /// The fields with an error decoding could not recover from, in the order of the text.
    package var uncertainFields: [Span]

    /// The field keys whose values only the field's own checks read: none of another field's
    /// conditions, rules, focus chain or sources depends on them, so a value lost there
    /// changes nothing reported elsewhere.
    package static let localKeys: [LanguageKey] = {
        let F = Language.fieldKeys
        return [
            F.label, F.placeholder, F.hint, F.help, F.accessibilityLabel, F.format, F.min, F.max, F.step, F.validation,
            F.rowHeight, F.contentType, F.required, F.display, F.layout, F.fillOnFocus
        ]
    }()

    /// Whether `diagnostic` is an error decoding did not recover from: one without a fix-it.
    package static func isUnrecovered(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error && diagnostic.fixIt == nil
    }

    /// Whether a later phase's diagnostic at `location` lies in a field with such an error,
    /// and is left out.
    package func isUncertain(_ location: SourceLocation) -> Bool {
        let point = (Int32(clamping: location.line), Int32(clamping: location.column))
        // The spans are in the order of the text and do not overlap: search them by halves.
        var low = 0, high = uncertainFields.count
        while low < high {
            let middle = (low + high) / 2
            let end = uncertainFields[middle].end
            if (end.line, end.column) < point { low = middle + 1 } else { high = middle }
        }
        guard low < uncertainFields.count else { return false }
        let start = uncertainFields[low].start
        return (start.line, start.column) <= point
    }

    /// The span of `node`'s text: from its start to the farthest end of it and of everything
    /// in it (a scalar's end column where libyaml gave one, else its start).
    static func span(of node: YAMLNode) -> Span {
        var end = node.mark
        var pending = [node]
        // A loop, not recursion: nesting is bounded by the loader's limits, but a stack frame
        // per level is not needed to find a maximum.
        while let next = pending.popLast() {
            let mark = next.mark
            let last = SourcePosition(line: mark.line, column: max(mark.column, mark.endColumn - 1))
            if (last.line, last.column) > (end.line, end.column) { end = last }
            switch next.content {
            case .scalar: break
            case .sequence(let items): pending.append(contentsOf: items)
            case .mapping(let pairs):
                for pair in pairs {
                    pending.append(pair.key)
                    pending.append(pair.value)
                }
            }
        }
        return Span(start: node.mark, end: SourcePosition(line: end.line, column: end.column + 1))
    }

    /// Whether `location` lies in `span`.
    static func contains(_ span: Span, _ location: SourceLocation) -> Bool {
        let point = (Int32(clamping: location.line), Int32(clamping: location.column))
        return (span.start.line, span.start.column) <= point && point <= (span.end.line, span.end.column)
    }
}
