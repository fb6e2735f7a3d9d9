import FormcDiagnostics
import FormcIR

/// FC407: a multi-select's `minCount` and `maxCount` that no choice meets, or a `maxCount`
/// above the options there are. Counted against the options the field's source has (a source that did
/// not load has none, and its own diagnostic says why).
struct SelectionCountRule: FieldRule {
    static let description = RuleDescription(
        .selectionCount,
        explanation: """
            A multi-select's `minCount` is the fewest options a submit takes, `maxCount` the \
            most. A `minCount` above `maxCount`, or above the number of options, can never be \
            met, so the form can never be submitted once something is chosen; a `maxCount` of 0 \
            allows no choice at all; and a `maxCount` above the number of options says the spec \
            expects options it does not have. For one option at most, use a `picker` or \
            a `segmented` control.
            """,
        triggering: [
            "form: F\nfields:\n  - {id: extras, kind: multiSelect, options: [a, b, c], minCount: 2, maxCount: ↓1}\n",
            "form: F\nfields:\n  - {id: extras, kind: multiSelect, options: [a, b], minCount: ↓3}\n",
            "form: F\nfields:\n  - {id: extras, kind: multiSelect, options: [a, b], maxCount: ↓3}\n"
        ],
        nonTriggering: [
            "form: F\nfields:\n  - {id: extras, kind: multiSelect, options: [a, b, c], minCount: 1, maxCount: 2}\n"
        ])

    func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic]) {
        guard field.kind.entry.value == .selection else { return }
        let F = Language.fieldKeys
        let minCount = field.written.minCount, maxCount = field.written.maxCount
        // Negative counts are FC015's.
        if let minCount, let maxCount, minCount.value >= 0, maxCount.value >= 0, maxCount.value < minCount.value {
            found.append(
                context.diagnostic(
                    .selectionCount,
                    "\(F.maxCount.name) \(maxCount.value) is below \(F.minCount.name) \(minCount.value): "
                        + "no choice meets both", at: maxCount.position))
            return
        }
        if let maxCount, maxCount.value == 0 {
            found.append(
                context.diagnostic(
                    .selectionCount, "\(F.maxCount.name) 0 allows no option to be chosen", at: maxCount.position))
            return
        }
        guard let name = field.picker?.source, let source = context.form.source(name), !source.options.isEmpty
        else { return }
        let count = source.options.count
        if let minCount, minCount.value > count {
            found.append(
                context.diagnostic(
                    .selectionCount,
                    "\(F.minCount.name) \(minCount.value) is more than the options there are to choose (\(count))",
                    at: minCount.position))
        }
        if let maxCount, maxCount.value > count {
            found.append(
                context.diagnostic(
                    .selectionCount,
                    "\(F.maxCount.name) \(maxCount.value) is more than the options there are to choose (\(count))",
                    at: maxCount.position))
        }
        // A default the counts refuse: the form could not be submitted as it starts (FC404,
        // as for another kind's default that breaks its own rules; one that is no option is FC212's).
        guard case .selection(let values)? = field.defaultValue, let position = field.written.defaultValue?.position
        else { return }
        let chosen = Set(values)
        let check = SelectionCheck(required: field.required, minCount: minCount?.value, maxCount: maxCount?.value)
        switch check.failure(chosen, options: source.options.map(\.value)) {
        case .tooFew(let fewest)?:
            found.append(
                context.diagnostic(
                    .defaultFailsValidation,
                    "default chooses \(chosen.count) of the options, fewer than \(F.minCount.name) \(fewest)",
                    at: position))
        case .tooMany(let most)?:
            found.append(
                context.diagnostic(
                    .defaultFailsValidation,
                    "default chooses \(chosen.count) of the options, more than \(F.maxCount.name) \(most)",
                    at: position))
        case .required?, .notAnOption?, nil: break
        }
    }
}
