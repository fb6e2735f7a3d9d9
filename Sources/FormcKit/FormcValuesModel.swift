import Foundation

/// What every form's values do, read from the form's table: validation, answers, the chain
/// the conditions leave, and the picker and date values a field starts from.
nonisolated extension FormcValues {
    public typealias Answer = FormcAnswer

    /// Checks every field a submit checks (not hidden, disabled or read-only, by the spec or
    /// by these values) against the spec's validation rules (required, minLength, maxLength,
    /// pattern, min, max; a `number` field must hold digits only, a `decimal` one a number),
    /// and that a picker holds one of its options, a date one its format writes, a stepper or
    /// slider a number on its range and step and a multi-select options only, as many as its
    /// `minCount` and `maxCount` allow (`FormcSelectionCheck`; a saved draft may hold anything:
    /// `FormcValidation.unheld`, `FormcValidation.offScale`), and returns the first problem of
    /// each invalid field, in the spec's own words (`.described`) where its
    /// `validation.message` gives them; a date outside its `min`/`max` (`.tooEarly`,
    /// `.tooLate`: `FormcCalendar.outOfBounds`, `today` read from `Date()`); then the spec's
    /// `rules:`, in the order written, the first failing one of each field as
    /// `.described(message)` at its field when that field has no problem of its own; then the
    /// app's own checks (`appFailures()`) the same way; empty when the form is valid.
    public func validate() -> [Field: FormcValidationError] { validate(now: Date()) }

    /// `validate()` with `today` and `now` in `min:`/`max:` read as `now` (the controller's
    /// `clock()`; a test's fixed instant).
    public func validate(now: Date) -> [Field: FormcValidationError] {
        let form = Field.formcForm
        var errors: [Field: FormcValidationError] = [:]
        for field in Field.allCases {
            let info = form.info(field)
            guard info.isChecked else { continue }
            let value = formcValue(of: field)
            // A multi-select's checks first, in their own order; the others pass what it passes.
            if let error = Self.selectionProblem(value, of: field)
                ?? FormcValidation.problem(value, required: info.required, check: info.check)
                ?? Self.unheld(value, of: field) ?? Self.offScale(value, of: field)
                ?? Self.outOfBounds(value, of: field, now: now)
            {
                errors[field] = error
            }
        }
        for failure in ruleFailures() where errors[failure.field] == nil && form.info(failure.field).isChecked {
            errors[failure.field] = .described(failure.message)
        }
        // The app's own checks (`appFailures()`), after the spec's, as its rules are.
        for failure in appFailures() where errors[failure.field] == nil && form.info(failure.field).isChecked {
            errors[failure.field] = .described(failure.message)
        }
        let state = conditionState()
        guard !state.hidden.isEmpty || !state.disabled.isEmpty else { return errors }
        // As formc run: a field the values hide or disable is not checked.
        return errors.filter { !state.hidden.contains($0.key) && !state.disabled.contains($0.key) }
    }

    /// What a submit of these values answers, keyed by the spec's field ids: every field
    /// except one hidden or disabled for these values (`hidden: true`, `disabled: true` or a
    /// condition), whose key is absent whatever it holds, as in `formc run`; a read-only
    /// field answers its value. A picker value that is none of its options and a date its
    /// format does not write (`validate()`'s `.notAnOption` and `.notADate`) answer `null`, as
    /// an empty field does: no answer holds a value `formc run` could not have given. A
    /// multi-select answers its values in its options' order, one that is none of them after
    /// those (`FormcAnswer.init`), never `null`: `[]` is its empty answer. Encoded
    /// with `JSONEncoder` (`.sortedKeys`) it is the JSON `formc run` prints for the same
    /// answers. The properties keep what was typed in a field while it is hidden, so showing it
    /// again brings its text back. A stepper's or slider's number answers as it is, off its
    /// range or step too (`validate()` says so), as a date outside its bounds does: `null` would
    /// be no number, which its decoding refuses.
    public func answers() -> [String: FormcAnswer] {
        let form = Field.formcForm
        let state = conditionState()
        var answers: [String: FormcAnswer] = [:]
        for field in Field.allCases {
            let info = form.info(field)
            guard info.isSubmitted, !state.hidden.contains(field), !state.disabled.contains(field) else { continue }
            let value = formcValue(of: field)
            guard info.value == .selection || Self.unheld(value, of: field) == nil else {
                answers[field.rawValue] = .null
                continue
            }
            answers[field.rawValue] = FormcAnswer(
                value, kind: info.value, levels: info.picker?.levels ?? [], date: info.date,
                options: FormcSources<Field>.options(for: field))
        }
        return answers
    }

    /// `FormcValidation.unheld` for `field`'s value, with its picker's options and date settings.
    static func unheld(_ value: FormcValue, of field: Field) -> FormcValidationError? {
        let info = field.info
        return FormcValidation.unheld(
            value, options: FormcSources<Field>.options(for: field), levels: info.picker?.levels.count ?? 0,
            date: info.date)
    }

    /// `FormcValidation.selectionProblem` for `field`'s value, with its checks and options.
    static func selectionProblem(_ value: FormcValue, of field: Field) -> FormcValidationError? {
        // Every field's value comes here on every check: only a multi-select's reads its table.
        guard case .selection = value else { return nil }
        return FormcValidation.selectionProblem(
            value, FormcSelectionCheck(field.info), options: FormcSources<Field>.options(for: field))
    }

    /// `FormcValidation.offScale` for `field`'s value, with its stepper's or slider's settings.
    static func offScale(_ value: FormcValue, of field: Field) -> FormcValidationError? {
        FormcValidation.offScale(value, field.info.quantity)
    }

    /// `FormcCalendar.outOfBounds` for a date field's value; nil for other values and empty dates.
    static func outOfBounds(_ value: FormcValue, of field: Field, now: Date) -> FormcValidationError? {
        guard case .date(let day?) = value, let settings = field.info.date else { return nil }
        return FormcCalendar.outOfBounds(day, settings, now: now)
    }

    /// Gives an empty date or picker field the value its wheels suggest
    /// (`FormcForm.suggestion(for:in:now:)`: `FormcDates.startDate(for:)`, or the first row of
    /// each column): the explicit choice of what the wheels show, for a person who wants
    /// exactly that (today's date, the first row) without moving the wheels away and back. The
    /// SwiftUI row's Choose button calls it (the UIKit toolbar's Choose commits what its wheels
    /// show: the same value); a field the spec marks `fillOnFocus: true` takes it when it
    /// begins editing. A field that has a value, and every other kind, is left as it is.
    public mutating func fillEmpty(_ field: Field, now: Date = Date()) {
        guard let suggestion = Field.formcForm.suggestion(for: field, in: self, now: now) else { return }
        formcSet(field, to: suggestion.value)
    }

    /// `Field.focusChain` without the fields hidden or disabled for these values.
    public var focusChain: [Field] {
        // The static chain already leaves out what the spec hides or disables.
        guard Field.formcForm.hasConditions else { return Field.focusChain }
        return focusChain(given: conditionState())
    }

    /// `focusChain` for a condition state already worked out (`conditionState()` of these values).
    public func focusChain(given state: (hidden: Set<Field>, disabled: Set<Field>)) -> [Field] {
        guard !state.hidden.isEmpty || !state.disabled.isEmpty else { return Field.focusChain }
        return Field.focusChain.filter { !state.hidden.contains($0) && !state.disabled.contains($0) }
    }

    /// The chain field after `field` for these values; nil on the last one (return then
    /// ends editing, as on the chain's last field) and outside the chain.
    public func next(after field: Field) -> Field? {
        guard Field.formcForm.hasConditions else { return field.next }
        let chain = focusChain
        guard let index = chain.firstIndex(of: field), index + 1 < chain.count else { return nil }
        return chain[index + 1]
    }

    /// The chain field before `field` for these values; nil on the first one.
    public func previous(before field: Field) -> Field? {
        guard Field.formcForm.hasConditions else { return field.previous }
        let chain = focusChain
        guard let index = chain.firstIndex(of: field), index > 0 else { return nil }
        return chain[index - 1]
    }

    /// The return key `field` shows with these values (`Field.returnKey(in:)` on the chain they
    /// leave): the last field's key where they make it the last; nil outside the chain.
    public func returnKey(of field: Field) -> FormcReturnKey? {
        Field.formcForm.hasConditions ? field.returnKey(in: focusChain) : field.returnKey
    }

    /// What return does in `field` with these values (`Field.returnAction(in:)` on their chain).
    public func returnAction(of field: Field) -> FormcReturnAction? {
        Field.formcForm.hasConditions ? field.returnAction(in: focusChain) : field.returnAction
    }

    /// The keyboard toolbar for `field` with these values: `Field.toolbar`, with Previous and
    /// Next enabled only while the values' chain has a field before and after it.
    public func toolbar(for field: Field) -> FormcToolbarState {
        var state = field.toolbar
        state.previousEnabled = state.previousEnabled && previous(before: field) != nil
        state.nextEnabled = state.nextEnabled && next(after: field) != nil
        return state
    }

    /// Whether `field` may begin editing with these values: `Field.mayBeginEditing`, and
    /// neither hidden nor disabled by them.
    public func mayBeginEditing(_ field: Field) -> Bool {
        guard field.mayBeginEditing else { return false }
        let state = conditionState()
        return !state.hidden.contains(field) && !state.disabled.contains(field)
    }
}
