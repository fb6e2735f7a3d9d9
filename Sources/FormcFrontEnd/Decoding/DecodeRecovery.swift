import FormcDiagnostics
import FormcYAML

/// What the phases after decoding may still report when decoding found errors, so that one
/// run reports everything that can be known (a misspelt `kind:` does not hide the date format
/// error below it).
///
/// Decoding recovers from an error that has a fix-it by reading the spec as the fix-it would
/// write it (`kind: emial` is read as `email`, `lable:` as `label:`): the error is reported,
/// and stops `compile`, but the rest of the analysis is what it will be once fixed. An error
/// without one (a wrong type, an unknown word nothing is close to) leaves its value unread,
/// as if it were absent. Inside a field, that field's own later diagnostics are left out (its
/// lines, `uncertainFields`), since they may only follow from the value lost. Anywhere else
/// (the spec's top level, a source, a rule), or when a field was left out entirely (no id),
/// later phases do not run at all (`canCheck` false), as before: what the rest of the form
/// refers to is not known.
package struct DecodeRecovery: Sendable {
    /// Whether lowering and the checker run on the decoded spec.
    package var canCheck: Bool
    /// The lines (1-based, first to last) of each field with an error decoding could not
    /// recover from, in declaration order.
    package var uncertainFields: [ClosedRange<Int32>]

    /// Whether `diagnostic` is an error decoding did not recover from: one without a fix-it.
    package static func isUnrecovered(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.severity == .error && diagnostic.fixIt == nil
    }

    /// Whether a later phase's diagnostic at `location` is about a field with such an error,
    /// and is left out.
    package func isUncertain(_ location: SourceLocation) -> Bool {
        let line = Int32(clamping: location.line)
        // The ranges are in the order of the text and do not overlap: search them by halves.
        var low = 0, high = uncertainFields.count
        while low < high {
            let middle = (low + high) / 2
            if uncertainFields[middle].upperBound < line { low = middle + 1 } else { high = middle }
        }
        return low < uncertainFields.count && uncertainFields[low].contains(line)
    }

    /// The last line a node's text reaches: the greatest line of it and everything in it.
    static func lastLine(of node: YAMLNode) -> Int32 {
        var last = node.mark.line
        var pending = [node]
        // A loop, not recursion: nesting is bounded by the loader's limits, but a stack frame
        // per level is not needed to find a maximum.
        while let next = pending.popLast() {
            last = max(last, next.mark.line)
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
        return last
    }
}
