import Foundation

/// Where editing is in a form when dates and pickers take part in the focus chain, as in the
/// generated SwiftUI view: `field` is the chain field being edited, a text field holding the
/// keyboard or a date or picker row showing its picker. Previous, Next, Return, Done, a tap
/// on a row, the keyboard going away and a submit are pure steps on this value, so every
/// decision the view makes can run (and is tested) without SwiftUI. The view only reads it:
/// `keyboardField` is what its `@FocusState` holds, `pickerField` the row whose picker
/// shows, `toolbar` the bar's state.
public nonisolated struct FormcEditing<Field: FormcField>: Hashable, Sendable {
    public typealias Move = FormcMove

    /// The chain field being edited; nil when nothing is.
    public private(set) var field: Field?
    /// Fields whose editing has ended once: their validation messages show from then on.
    public private(set) var visited: Set<Field> = []
    /// Whether a submit was tried: every field's message shows from then on.
    public private(set) var submitted = false
    /// The chain the steps walk: the one the values last given to `follow(_:)` leave
    /// (`Values.focusChain`), the static chain until then.
    public private(set) var chain: [Field] = Field.focusChain
    /// The app's own messages (a server's answer: "This username is taken"), by field, each with
    /// the value it was given for (`show(_:for:)`): shown under the field as formc's own are,
    /// until that field's value changes (`follow(_:)`).
    public private(set) var external: [Field: FormcExternalError] = [:]
    /// The fields of `external` the values last followed hide or disable: their messages are
    /// neither shown nor counted while so (the field is not checked and not answered, and the
    /// person cannot change it), and come back with the field.
    private var externalUnchecked: Set<Field> = []

    public init() {}

    /// Whether a field is being edited.
    public var isEditing: Bool { field != nil }

    /// The field the keyboard belongs to (what the view's `@FocusState` holds): `field` when it
    /// types text, nil when it is a date or picker row, which has no keyboard.
    public var keyboardField: Field? {
        guard let field, field.characters != .none else { return nil }
        return field
    }

    /// The date or picker field whose picker shows; nil while a text field (or nothing) is edited.
    public var pickerField: Field? {
        guard let field, field.characters == .none else { return nil }
        return field
    }

    /// The toolbar's state: the edited field's own (`Field.toolbar`, the one the UIKit
    /// controller shows), with Previous and Next only where `chain` has a field; everything
    /// off when nothing is edited.
    public var toolbar: FormcToolbarState {
        guard var state = field?.toolbar else { return FormcToolbarState() }
        state.previousEnabled = state.previousEnabled && previousField != nil
        state.nextEnabled = state.nextEnabled && nextField != nil
        return state
    }

    /// The date or picker field that takes its wheels' suggestion now that editing moved from
    /// `previous` to this position: the row that began showing its picker, when the spec says
    /// `fillOnFocus: true` for it (the view's `editing` binding then calls
    /// `values.fillEmpty(_:)`, which leaves a field with a value as it is). Nil otherwise: by
    /// default a wheel nobody moved answers nothing, so Next through a form leaves its empty
    /// dates and pickers empty and `required` fails for them (issue 48).
    public func fieldFilledOnFocus(after previous: Self) -> Field? {
        guard let field = pickerField, field != previous.pickerField, field.info.fillsOnFocus else { return nil }
        return field
    }

    /// The form's values changed (or are given for the first time): the steps walk the chain
    /// they leave from now on, and editing ends when they hide or disable the edited field.
    public mutating func follow(_ values: Field.Values) {
        chain = values.focusChain
        if let field, !chain.contains(field) { done() }
        // The person changed what the app's message was about: it no longer applies.
        if !external.isEmpty { external = external.filter { values.formcValue(of: $0.key) == $0.value.value } }
        if external.isEmpty {
            externalUnchecked = []
        } else {
            let state = values.conditionState()
            externalUnchecked = Set(external.keys).filter { state.hidden.contains($0) || state.disabled.contains($0) }
        }
    }

    /// Shows the app's `messages` under their fields (a server refused the values), in place of
    /// any it showed before: each as a field's message (`message(for:errors:)`) at once, whether
    /// or not the field was visited, and counted by `submit(errors:)` as a problem, until the
    /// person changes that field's value (`follow(_:)` with new values) or the app shows others
    /// (an empty dictionary clears them). Editing moves to the first of them in the chain's
    /// order; answers that field, nil when none is in the chain.
    @discardableResult
    public mutating func show(_ messages: [Field: String], for values: Field.Values) -> Field? {
        external = messages.reduce(into: [:]) { shown, entry in
            shown[entry.key] = FormcExternalError(message: entry.value, value: values.formcValue(of: entry.key))
        }
        follow(values)
        guard let first = chain.first(where: { messages[$0] != nil }) else { return nil }
        move(to: first)
        return first
    }

    /// `errors` (formc's own, `Values.validate()`) with the app's messages (`external`) at the
    /// fields that have no problem of their own, as `.described(message)`; not at a field the
    /// values hide or disable, which a submit does not check and the person cannot change.
    public func including(_ errors: [Field: FormcValidationError]) -> [Field: FormcValidationError] {
        guard !external.isEmpty else { return errors }
        let shown = external.filter { !externalUnchecked.contains($0.key) }
        return errors.merging(shown.mapValues { .described($0.message) }) { own, _ in own }
    }

    /// This position following `values` (`follow(_:)` on a copy).
    public func following(_ values: Field.Values) -> Self {
        var copy = self
        copy.follow(values)
        return copy
    }

    /// A tap on a field's row, or its view taking focus: a chain field begins editing; any
    /// other (hidden, disabled, read-only, a toggle) is refused and nothing changes.
    public mutating func begin(_ target: Field) {
        guard target.mayBeginEditing, chain.contains(target) else { return }
        move(to: target)
    }

    /// Next: the next field of the chain, a date or picker row included. Without one (the last
    /// field) editing stays where it is, as the disabled button says.
    public mutating func next() {
        if let next = nextField { move(to: next) }
    }

    /// Previous: the previous field of the chain; nothing on the first field.
    public mutating func previous() {
        if let previous = previousField { move(to: previous) }
    }

    /// Done, a tap outside, or the keyboard dismissed: editing ends, from any field.
    public mutating func done() {
        move(to: nil)
    }

    /// The step of a toolbar button.
    public mutating func perform(_ move: FormcMove) {
        switch move {
        case .previous: previous()
        case .next: next()
        case .done: done()
        }
    }

    /// The return key of the edited field where it stands in `chain` (`Field.returnKey(in:)`):
    /// the one its keyboard shows, which changes as conditions change the chain.
    public var returnKey: FormcReturnKey? { field?.returnKey(in: chain) }

    /// Return in the edited field, per its return action in the live chain
    /// (`Field.returnAction(in:)`): `next` moves on (and ends editing on
    /// a field without a next one, as the UIKit controller does), `done` ends editing, `submit`
    /// ends editing and answers true (the caller then calls `submit(errors:)`), `newline`
    /// leaves everything as it is.
    public mutating func returnPressed() -> Bool {
        switch field?.returnAction(in: chain) {
        case .next?:
            if let next = nextField { move(to: next) } else { done() }
        case .done?: done()
        case .submit?:
            done()
            return true
        case .newline?, nil: break
        }
        return false
    }

    /// The keyboard focus changed outside these steps (the view's `@FocusState`): the user
    /// tapped a text field, which begins it; or the keyboard went away (scrolled off, a tap
    /// outside), which ends editing unless a date or picker row is being edited, since moving
    /// to such a row is what put the keyboard away.
    public mutating func keyboardFocusChanged(to reported: Field?) {
        if let reported {
            begin(reported)
        } else if keyboardField != nil {
            done()
        }
    }

    /// A submit with `errors` (`Values.validate()`): every message shows from now on; with
    /// errors, the first invalid field of the chain is edited (editing ends when none is in
    /// the chain) and the answer is false; without, editing ends and the answer is true.
    public mutating func submit(errors: [Field: FormcValidationError]) -> Bool {
        let errors = including(errors)
        submitted = true
        guard !errors.isEmpty else {
            done()
            return true
        }
        if let first = chain.first(where: { errors[$0] != nil }) { move(to: first) } else { done() }
        return false
    }

    /// The message shown under `target`: its error's text (`errors`: formc's own,
    /// `Values.validate()`) once the field was left or a submit was tried, so an untouched form
    /// shows none; else the app's message for it (`show(_:for:)`), which shows at once; nil
    /// when the field has neither.
    public func message(for target: Field, errors: [Field: FormcValidationError]) -> String? {
        if submitted || visited.contains(target), let error = errors[target] {
            return Field.formcForm.message(for: error, of: target)
        }
        guard !externalUnchecked.contains(target) else { return nil }
        return external[target]?.message
    }

    /// The chain field after the edited one: `Field.next` while the chain is the static one
    /// (a form without conditions), else the next in `chain`; nil on its last field.
    private var nextField: Field? {
        guard Field.formcForm.hasConditions else { return field?.next }
        guard let field, let index = chain.firstIndex(of: field), index + 1 < chain.count else { return nil }
        return chain[index + 1]
    }

    /// The chain field before the edited one; nil on its first field.
    private var previousField: Field? {
        guard Field.formcForm.hasConditions else { return field?.previous }
        guard let field, let index = chain.firstIndex(of: field), index > 0 else { return nil }
        return chain[index - 1]
    }

    private mutating func move(to target: Field?) {
        if let field, field != target { visited.insert(field) }
        field = target
    }
}

/// A toolbar button, or a hardware keyboard's key that does what one does.
public nonisolated enum FormcMove: Sendable {
    case previous, next, done

    /// The move of a hardware keyboard's key in a form: Tab is Next and Shift-Tab is Previous
    /// (as in a web form, and as Eureka moves between rows); nil for any other key. `input` is
    /// the key's text as UIKit's `UIKeyCommand.input` and SwiftUI's `KeyEquivalent` give it
    /// (`"\t"` for Tab); `shift` whether Shift is held. Return needs no mapping: UIKit calls
    /// `textFieldShouldReturn(_:)` and SwiftUI `onSubmit` for a hardware Return.
    public static func hardwareKey(_ input: String, shift: Bool) -> FormcMove? {
        guard input == "\t" else { return nil }
        return shift ? .previous : .next
    }
}

/// A message the app put under a field (`FormcEditing.show(_:for:)`), and the value the field
/// held then: a change of that value clears it.
public nonisolated struct FormcExternalError: Hashable, Sendable {
    public var message: String
    public var value: FormcValue

    public init(message: String, value: FormcValue) {
        self.message = message
        self.value = value
    }
}
