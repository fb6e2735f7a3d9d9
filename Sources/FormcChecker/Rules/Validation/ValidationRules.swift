import Foundation
import FormcDiagnostics
import FormcFrontEnd
import FormcIR

/// Reports a field whose lower bound is above its upper bound, at the lower bound with a
/// note at the upper one.
private func invertedBounds<T: Comparable & Sendable>(
    _ low: Located<T>?, _ high: Located<T>?, _ context: CheckContext, _ code: DiagnosticCode, upperKey: String,
    into found: inout [Diagnostic], message: (T, T) -> String
) {
    guard let low, let high, low.value > high.value else { return }
    found.append(
        context.diagnostic(
            code, message(low.value, high.value), at: low.position,
            notes: [DiagnosticNote("\(upperKey) is set here", at: context.location(high.position))]))
}

/// FC401: `minLength` greater than `maxLength`.
struct LengthRangeRule: FieldRule {
    static let description = RuleDescription(
        .minLengthAboveMax,
        explanation: """
            No text can be at least `minLength` and at most `maxLength` characters long when the \
            first is the larger: the field could never be valid.
            """,
        triggering: ["form: F\nfields:\n  - id: pin\n    validation:\n      minLength: ↓8\n      maxLength: 6\n"],
        nonTriggering: ["form: F\nfields:\n  - id: pin\n    validation:\n      minLength: 6\n      maxLength: 6\n"])

    func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic]) {
        invertedBounds(
            field.written.validation?.minLength, field.written.validation?.maxLength, context, .minLengthAboveMax,
            upperKey: Language.validationKeys.maxLength.name, into: &found
        ) { "minLength \($0) is greater than maxLength \($1)" }
    }
}

/// FC402: validation `min` greater than `max`.
struct NumberRangeRule: FieldRule {
    static let description = RuleDescription(
        .minAboveMax,
        explanation: """
            No number is at least `min` and at most `max` when `min` is the larger: the field \
            could never be valid. A stepper or slider moves between its `min` and `max`, so its \
            `min` must be the smaller; a bound it leaves out is the control's default: 0 for \
            `min`, 100 for a stepper's `max`, 1 for a slider's.
            """,
        triggering: [
            "form: F\nfields:\n  - id: age\n    kind: number\n    validation:\n      min: ↓120\n      max: 18\n",
            "form: F\nfields:\n  - {id: guests, kind: stepper, min: ↓10, max: 1}\n",
            "form: F\nfields:\n  - {id: level, kind: slider, min: ↓5}\n",
            "form: F\nfields:\n  - {id: guests, kind: stepper, step: ↓200}\n"
        ],
        nonTriggering: [
            "form: F\nfields:\n  - id: age\n    kind: number\n    validation:\n      min: 18\n      max: 120\n"
        ])

    func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic]) {
        invertedBounds(
            field.written.validation?.min, field.written.validation?.max, context, .minAboveMax,
            upperKey: Language.validationKeys.max.name, into: &found
        ) { _, _ in "min is greater than max" }
        QuantityRange.check(field, in: context, into: &found)
    }
}

/// FC403: a `pattern` that is not a valid regular expression.
struct PatternRule: FieldRule {
    static let description = RuleDescription(
        .invalidPattern,
        explanation: """
            `validation.pattern` is an ICU regular expression (`NSRegularExpression`) that the \
            whole value must match. One that does not compile would reject, or crash on, every \
            value. Quote patterns in single quotes so YAML leaves backslashes alone: \
            `'^\\d{6}$'`.
            """,
        triggering: ["form: F\nfields:\n  - id: code\n    validation:\n      pattern: '^↓([A-Z]+$'\n"],
        nonTriggering: ["form: F\nfields:\n  - id: code\n    validation:\n      pattern: '^([A-Z]+)$'\n"])

    func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic]) {
        guard let pattern = field.written.validation?.pattern, let problem = PatternCheck.problem(in: pattern.value)
        else { return }
        let position = problem.offset.map { pattern.position(ofOffset: $0, length: 1) } ?? pattern.position
        found.append(
            context.diagnostic(
                .invalidPattern, "pattern is not a valid regular expression: \(problem.message)",
                at: position))
    }
}

/// FC404: a `default` that fails the field's own validation (or does not fit its kind).
struct DefaultValidationRule: FieldRule {
    static let description = RuleDescription(
        .defaultFailsValidation,
        explanation: """
            A field's `default` is what the person sees first; if it breaks the field's own \
            validation (too short, too long, not matching `pattern`, outside `min...max`), or is \
            not a value of the field's kind (a word in a number field, `maybe` in a toggle), the \
            form starts out invalid.
            """,
        triggering: [
            "form: F\nfields:\n  - id: code\n    default: ↓ab\n    validation:\n      minLength: 3\n",
            "form: F\nfields:\n  - id: age\n    kind: number\n    default: ↓ten\n",
            "form: F\nfields:\n  - id: agree\n    kind: toggle\n    default: ↓\"true\"\n",
            "form: F\nfields:\n  - {id: guests, kind: stepper, min: 1, max: 8, default: ↓9}\n"
        ],
        nonTriggering: [
            "form: F\nfields:\n  - id: code\n    default: abc\n    validation:\n      minLength: 3\n      pattern: '^[a-z]+$'\n",
            "form: F\nfields:\n  - id: zip\n    kind: number\n    default: 02142\n"
        ])

    func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic]) {
        guard let value = field.defaultValue, let position = field.written.defaultValue?.position,
            let problem = Self.problem(value, field: field)
        else { return }
        // A quoted boolean on a toggle: the fix-it writes it without the quotes.
        var fixIt: FixIt?
        if field.kind.entry.value.isBoolean, case .string(let written) = value,
            ["true", "false"].contains(written.lowercased())
        {
            fixIt = FixIt(at: context.location(position), replacement: written.lowercased())
        }
        found.append(context.diagnostic(.defaultFailsValidation, "default \(problem)", at: position, fixIt: fixIt))
    }

    static func problem(_ value: FieldValue, field: Field) -> String? {
        let text: String
        switch (field.kind.entry.value, value) {
        case (.toggle, .bool), (.yesNo, .bool), (.choice, _), (.date, _), (.selection, _):
            return nil  // pickers, multi-selects and dates have their own rules (FC212, FC302, FC307)
        case (.toggle, .string(let written)) where ["true", "false"].contains(written.lowercased()),
            (.yesNo, .string(let written)) where ["true", "false"].contains(written.lowercased()):
            // A quoted `"true"` is YAML text, not the boolean.
            return "of a \(field.kind.rawValue) must be true or false, and the quotes make '\(written)' text: "
                + "write it without them"
        case (.toggle, _), (.yesNo, _):
            return "of a \(field.kind.rawValue) must be true or false"
        case (.quantity, .number(let written)), (.rating, .number(let written)):
            // Only a value the control stops at: the stepper could never show another.
            guard let range = field.quantity, range.isValid, let number = Double(written), !range.holds(number)
            else { return nil }
            return "\(written) is not a value the \(field.kind.rawValue) stops at (\(range.stops))"
        case (.quantity, _), (.rating, _):
            return "of a \(field.kind.rawValue) must be a number"
        case (_, .path), (_, .selection):
            return "is a list, but only cascading pickers and multi-selects take one"
        case (_, .bool):
            return nil
        case (_, .string(let written)), (_, .number(let written)):
            text = written
        }
        // Validation has one definition (FormcIR), shared with `formc run` and copied into the
        // generated code; a default is not required to be there, so an empty one passes.
        let rules = field.validation
        switch TextValidation.failure(text, required: false, kind: field.kind, rules: rules) {
        case nil, .required?: return nil
        case .tooShort(let minimum)?: return "'\(text)' is shorter than minLength \(minimum)"
        case .tooLong(let maximum)?: return "'\(text)' is longer than maxLength \(maximum)"
        case .patternMismatch?:
            // An invalid pattern matches nothing; FC403 says so once, not again for the default.
            guard let pattern = rules.pattern, TextValidation.isValidPattern(pattern) else { return nil }
            return "'\(text)' does not match pattern"
        case .notANumber?:
            return field.kind.entry.value == .digits
                ? "'\(text)' is not a whole number, and the number pad types only digits"
                : "'\(text)' is not a number"
        case .belowMinimum?: return "\(text) is less than min"
        case .aboveMaximum?: return "\(text) is greater than max"
        }
    }
}

/// FC015: a size or length that cannot be negative (or zero) is.
struct ValueRangeRule: CheckerRule {
    static let description = RuleDescription(
        .valueOutOfRange,
        explanation: """
            Lengths count characters and cannot be negative; a picker's `rowHeight` and the \
            form's `keyboardDistance` are points on screen: a row needs a positive height, and a \
            distance cannot be negative. A stepper's or slider's `step` is the distance between \
            the values it stops at: it must be greater than 0 (`UIStepper` raises an exception \
            for a `stepValue` of 0 or less). A `UISlider` holds its value and bounds as `Float`s: \
            a slider's bounds must fit one (about 3.4e38 at most), and its step must be coarser \
            than a `Float` tells apart at the bounds' size, or the slider cannot hold its stops.
            """,
        triggering: [
            "form: F\nkeyboardDistance: ↓-10\nfields:\n  - id: name\n",
            "form: F\nfields:\n  - {id: level, kind: slider, max: ↓1e39}\n",
            "form: F\nfields:\n  - {id: level, kind: slider, min: 16777216, max: 16777226, step: ↓1}\n"
        ],
        nonTriggering: ["form: F\nkeyboardDistance: 10\nfields:\n  - id: name\n"])

    /// A `UISlider`'s value, bounds and step are `Float`s: a bound past `Float`'s range is
    /// infinite there, and a step finer than a `Float` tells apart at the bounds' size makes
    /// stops the slider cannot hold (on 16777216…16777226 every odd stop), though a `Double`,
    /// which formc and the answers use, holds them.
    private static func sliderFitsAFloat(
        _ written: borrowing WrittenField, _ context: CheckContext, into found: inout [Diagnostic]
    ) {
        let largest = Double(Float.greatestFiniteMagnitude)
        for bound in [written.min, written.max].compactMap({ $0 }) {
            if let value = Double(bound.value), abs(value) > largest {
                found.append(
                    context.diagnostic(
                        .valueOutOfRange,
                        "\(bound.value) is past what a UISlider's Float holds (about 3.4e38); use a smaller range",
                        at: bound.position))
                return
            }
        }
        guard let step = written.step, step.value > 0 else { return }
        let size = [written.min, written.max].compactMap { $0.flatMap { Double($0.value) } }.map(abs).max() ?? 1
        // A Float's 24 bits: neighbours `size × 2^-23` apart; a step must be a few of those.
        if step.value < size * 0x1p-21 {
            found.append(
                context.diagnostic(
                    .valueOutOfRange,
                    "step \(QuantitySettings.text(step.value)) is finer than a UISlider's Float tells apart near "
                        + "\(QuantitySettings.text(size)); use a stepper, or a larger step", at: step.position))
        }
    }

    func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        if let distance = context.ast.keyboardDistance, distance.value < 0 {
            found.append(
                context.diagnostic(.valueOutOfRange, "keyboardDistance cannot be negative", at: distance.position))
        }
        context.forEachWritten { _, written in
            if let step = written.step, step.value <= 0 {
                found.append(context.diagnostic(.valueOutOfRange, "step must be greater than 0", at: step.position))
            }
            if written.kind?.value == .slider { Self.sliderFitsAFloat(written, context, into: &found) }
            if let height = written.rowHeight, height.value <= 0 {
                found.append(
                    context.diagnostic(.valueOutOfRange, "rowHeight must be greater than 0", at: height.position))
            }
            let V = Language.validationKeys, F = Language.fieldKeys
            for (key, length) in [
                (V.minLength.name, written.validation?.minLength), (V.maxLength.name, written.validation?.maxLength),
                (F.minCount.name, written.minCount), (F.maxCount.name, written.maxCount)
            ] {
                if let length, length.value < 0 {
                    found.append(context.diagnostic(.valueOutOfRange, "\(key) cannot be negative", at: length.position))
                }
            }
        }
        return found
    }
}
