import FormcDiagnostics
import FormcFrontEnd
import FormcIR

/// The fixed bounds and default of a date field, normalised (nil where absent, `today`, or
/// invalid: FC307 reports invalid ones).
private struct DateValues {
    var min: (text: String, position: SourcePosition)?
    var max: (text: String, position: SourcePosition)?
    var defaultValue: (text: String, position: SourcePosition)?

    init(_ spec: borrowing WrittenField, mode: DatePickerMode) {
        for (key, value) in Self.written(spec) where DateBound(value.value) != .today {
            guard let normal = ISODateValue.normalized(value.value, mode: mode) else { continue }
            switch key {
            case Language.fieldKeys.min.name: min = (normal, value.position)
            case Language.fieldKeys.max.name: max = (normal, value.position)
            default: defaultValue = (normal, value.position)
            }
        }
    }

    /// The `min`, `max` and scalar `default` of a date field as written.
    static func written(_ spec: borrowing WrittenField) -> [(key: String, value: Located<String>)] {
        let F = Language.fieldKeys
        var values: [(key: String, value: Located<String>)] = []
        if let min = spec.min { values.append((F.min.name, min)) }
        if let max = spec.max { values.append((F.max.name, max)) }
        if !spec.defaultIsList, let value = spec.defaultValue, let text = value.value.first {
            values.append((F.default.name, Located(text, at: value.position)))
        }
        return values
    }
}

/// FC307: a date bound or default that is not an ISO 8601 value.
struct DateValueRule: FieldRule {
    static let description = RuleDescription(
        .invalidDateValue,
        explanation: """
            `min`, `max` and `default` of date, time and dateTime fields are written in ISO 8601 \
            form, whatever the field's display `format`: `1900-01-01`, `08:30`, \
            `2026-12-28T08:30`; `today` (or `now`) means the moment the form is shown. Anything \
            else, such as `2026-02-30` or a value in the display format, cannot be read reliably \
            in every locale.
            """,
        triggering: [
            "form: F\nfields:\n  - id: birthday\n    kind: date\n    min: ↓1900-13-01\n",
            "form: F\nfields:\n  - id: delivery\n    kind: date\n    min: ↓Today\n"
        ],
        nonTriggering: ["form: F\nfields:\n  - id: birthday\n    kind: date\n    min: 1900-01-01\n    max: today\n"])

    func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic]) {
        guard let mode = field.date?.mode else { return }
        for (key, value) in DateValues.written(field.written) where DateBound(value.value) != .today {
            guard ISODateValue.normalized(value.value, mode: mode) == nil else { continue }
            // `Today`, `NOW`: the words are lower case; say which one was meant.
            let word = DateBound.relativeWords.sorted().first { $0 == value.value.lowercased() }
            found.append(
                context.diagnostic(
                    .invalidDateValue,
                    "\(key) '\(value.value)' is not a valid \(EmptyDateFormatRule.noun(mode)) in ISO 8601 form "
                        + "(\(ISODateValue.example(for: mode)))"
                        + (word.map { "; did you mean '\($0)'?" } ?? ""),
                    at: value.position,
                    fixIt: word.map { FixIt(at: context.location(value.position), replacement: $0) }))
        }
    }
}

/// FC301: `min` after `max`.
struct DateRangeRule: FieldRule {
    static let description = RuleDescription(
        .dateMinAfterMax,
        explanation: """
            A date picker's `minimumDate` must not be after its `maximumDate`: the picker would \
            have no date to offer. Swap the two, or fix the one that is wrong.
            """,
        triggering: ["form: F\nfields:\n  - id: d\n    kind: date\n    min: ↓2030-01-01\n    max: 2020-01-01\n"],
        nonTriggering: ["form: F\nfields:\n  - id: d\n    kind: date\n    min: 2020-01-01\n    max: 2030-01-01\n"])

    func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic]) {
        guard let mode = field.date?.mode else { return }
        let values = DateValues(field.written, mode: mode)
        guard let min = values.min, let max = values.max, min.text > max.text else { return }
        found.append(
            context.diagnostic(
                .dateMinAfterMax,
                "min \(field.written.min?.value ?? "") is after max \(field.written.max?.value ?? "")",
                at: min.position,
                notes: [DiagnosticNote("max is set here", at: context.location(max.position))]))
    }
}

/// FC302: a fixed `default` outside `min...max`.
struct DateDefaultRangeRule: FieldRule {
    static let description = RuleDescription(
        .dateDefaultOutOfRange,
        explanation: """
            A date field's `default` is the picker's first `date`; outside `min...max` the picker \
            would clamp it, and the field would show a value the person never chose.
            """,
        triggering: ["form: F\nfields:\n  - id: d\n    kind: date\n    min: 2000-01-01\n    default: ↓1999-12-31\n"],
        nonTriggering: ["form: F\nfields:\n  - id: d\n    kind: date\n    min: 2000-01-01\n    default: 2000-01-01\n"])

    func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic]) {
        guard let mode = field.date?.mode else { return }
        let values = DateValues(field.written, mode: mode)
        guard let value = values.defaultValue else { return }
        if let min = values.min, value.text < min.text {
            found.append(
                context.diagnostic(
                    .dateDefaultOutOfRange, "default is before min \(field.written.min?.value ?? "")",
                    at: value.position))
        } else if let max = values.max, value.text > max.text {
            found.append(
                context.diagnostic(
                    .dateDefaultOutOfRange, "default is after max \(field.written.max?.value ?? "")",
                    at: value.position))
        }
    }
}
