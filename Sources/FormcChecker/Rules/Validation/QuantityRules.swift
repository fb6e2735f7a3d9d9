import FormcDiagnostics
import FormcIR

/// FC402 for a stepper or slider (`NumberRangeRule`): `min` not below `max` (as written, or
/// against the control's default for the one not written). A `UIStepper` with nothing between
/// its ends never moves, and `formc run` and FormcKit would have no range to stop in.
enum QuantityRange {
    static func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic]) {
        guard let range = field.quantity else { return }
        let F = Language.fieldKeys
        // A step longer than the whole range leaves one stop: the value could never move either.
        if range.minimum < range.maximum, let step = range.step, step > 0, step > range.maximum - range.minimum,
            let written = field.written.step
        {
            found.append(
                context.diagnostic(
                    .minAboveMax,
                    "\(F.step.name) \(range.text(step)) is longer than the range \(range.text(range.minimum)) to "
                        + "\(range.text(range.maximum)): the value could never move", at: written.position))
            return
        }
        guard range.minimum >= range.maximum else { return }
        let written = field.written
        guard let at = written.min?.position ?? written.max?.position else { return }
        var notes: [DiagnosticNote] = []
        if written.min != nil, let max = written.max {
            notes.append(DiagnosticNote("\(F.max.name) is set here", at: context.location(max.position)))
        }
        let maxText =
            written.max == nil
            ? "the \(field.kind.rawValue)'s default \(F.max.name) \(range.text(range.maximum))" : F.max.name
        let relation = range.minimum == range.maximum ? "equal to" : "greater than"
        found.append(
            context.diagnostic(
                .minAboveMax,
                "\(F.min.name) \(range.text(range.minimum)) is \(relation) \(maxText): the value could never move",
                at: at, notes: notes))
    }
}

/// FC405: a step that does not divide the range, so `max` is a value the control never
/// reaches: a stepper from 0 to 10 by 3 stops at 9, and a slider's thumb at its right end
/// shows the last step before it.
struct QuantityStepDividesRule: FieldRule {
    static let description = RuleDescription(
        .stepDoesNotDivideRange,
        explanation: """
            A stepper or slider stops at `min`, `min + step`, `min + 2 × step`… up to `max`. When \
            the step does not divide `max − min`, the last stop falls short of `max`, which the \
            control shows as its end but never gives: a person cannot choose it. Choose a step \
            that divides the range, or a `max` on a step.
            """,
        triggering: ["form: F\nfields:\n  - {id: guests, kind: stepper, min: 0, max: 10, step: ↓3}\n"],
        nonTriggering: ["form: F\nfields:\n  - {id: guests, kind: stepper, min: 0, max: 9, step: 3}\n"])

    func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic]) {
        // A rating's step is 1 and its bounds FC406's; a step longer than the range is FC402's.
        guard field.kind.entry.value == .quantity, let range = field.quantity, range.isValid, let step = range.step,
            step <= range.maximum - range.minimum, !range.stepDividesRange,
            let at = field.written.step?.position ?? field.written.max?.position
        else { return }
        let last = range.snapped(range.maximum)
        found.append(
            context.diagnostic(
                .stepDoesNotDivideRange,
                "step \(range.text(step)) does not divide the range \(range.text(range.minimum)) to "
                    + "\(range.text(range.maximum)): the last value a person can choose is \(range.text(last))",
                at: at))
    }
}

/// FC406: a rating scale FormcKit's control cannot show: stars count from 1 (or a scale of
/// numbers from 0, as "0 to 10" questions ask), whole ones, at most 10. Eleven stops (0 to 10)
/// are the most an iPhone SE's width fits at a size a finger can hit (44 points each, Apple's
/// Human Interface Guidelines' smallest target, in 343 points less margins).
struct RatingScaleRule: FieldRule {
    static let description = RuleDescription(
        .ratingScale,
        explanation: """
            A rating is a row of whole stars from 1, or of numbers from 0 (a "0 to 10" \
            question), up to at most 10: eleven targets of 44 points, the smallest Apple's \
            Human Interface Guidelines allow, are about as many as an iPhone SE's width holds. \
            Its `min` must be 0 or 1 and its `max` a whole number up to 10. For a finer scale, \
            use a `slider`.
            """,
        triggering: [
            "form: F\nfields:\n  - {id: score, kind: rating, max: ↓20}\n",
            "form: F\nfields:\n  - {id: score, kind: rating, min: ↓0.5}\n"
        ],
        nonTriggering: [
            "form: F\nfields:\n  - {id: score, kind: rating}\n",
            "form: F\nfields:\n  - {id: nps, kind: rating, min: 0, max: 10}\n"
        ])

    func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic]) {
        guard field.kind.entry.value == .rating, let range = field.quantity else { return }
        let F = Language.fieldKeys
        if let min = field.written.min, range.minimum != 0 && range.minimum != 1 {
            found.append(
                context.diagnostic(
                    .ratingScale, "a rating's \(F.min.name) is 1 (stars) or 0 (a scale of numbers), not \(min.value)",
                    at: min.position))
        }
        if let max = field.written.max, range.maximum > 10 || range.maximum.rounded() != range.maximum {
            found.append(
                context.diagnostic(
                    .ratingScale,
                    "a rating's \(F.max.name) is a whole number up to 10, not \(max.value); use a slider for a finer scale",
                    at: max.position))
        }
    }
}
