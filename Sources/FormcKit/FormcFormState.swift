import Foundation

/// One form as an app's own screen drives it: its values and where editing is, with every step
/// a person can take, as plain values (it runs, and is tested, without UIKit or SwiftUI). The
/// generated SwiftUI view takes the same steps on the same two parts (`Values` and
/// `FormcEditing`), and shows one of these when given it (`FormcFormView(form:)`): the app then
/// reads and drives the form the view shows (`submit()` from its own Save button, `focus(_:)`,
/// `errors`). An app that lays out its own views keeps one of these in its model and applies
/// `focusedField` to its `@FocusState` or first responder.
///
/// The chain is always the live one: the fields the values show and enable
/// (`Values.focusChain`). `Field.next` and `Field.previous` are the spec's static chain, right
/// only for a form without `visibleWhen:` / `enabledWhen:`.
public nonisolated struct FormcFormState<Field: FormcField>: Equatable, Sendable {
    /// The answers. Setting them moves editing off a field they hide or disable.
    public var values: Field.Values {
        didSet { editing.follow(values) }
    }
    /// Where editing is (the SwiftUI view's position): which field, which were left, whether a
    /// submit was tried. `FormcFormView(form:)` moves it as the person taps, types and returns;
    /// an app's own views pass `$form.editing` to `formcFocusChain(_:focus:editing:)` and
    /// `formcKeyboardToolbar(focus:editing:)` so that their keys and steps walk the live chain.
    public var editing = FormcEditing<Field>()

    /// A form at `values` (the spec's defaults when none are given), nothing being edited.
    public init(values: Field.Values = .formcInitial) {
        self.values = values
        editing.follow(values)
    }

    /// The field being edited: the one to give focus (a text field's keyboard, a date or
    /// picker's wheel); nil when nothing is.
    public var focusedField: Field? { editing.field }

    /// The fields Previous and Next walk for these values, in focus order.
    public var visibleChain: [Field] { values.focusChain }

    /// The first problem of each invalid field (`Values.validate()`, the app's own checks
    /// included), and the app's messages (`showErrors(_:)`) at fields without one, as
    /// `.described`; empty when the form is valid.
    public var errors: [Field: FormcValidationError] { editing.including(values.validate()) }

    /// The message to show under `field`: its problem once the field was left or a submit was
    /// tried, else the app's message for it (`FormcEditing.message(for:errors:)`), so an
    /// untouched form shows none until the app gives one.
    /// This checks the whole form for one field: a screen that shows several messages works out
    /// `checked` once per update and asks `message(for:checked:)` for each.
    public func message(for field: Field) -> String? { editing.message(for: field, errors: values.validate()) }

    /// The values checked once (`conditionState()` and `validate()`, the app's checks included):
    /// what every row of one update reads, as the generated view's rows do.
    public var checked: FormcCheckedValues<Field> { FormcCheckedValues(values) }

    /// `message(for:)` from values already checked (`checked`), without checking them again.
    public func message(for field: Field, checked: FormcCheckedValues<Field>) -> String? {
        editing.message(for: field, errors: checked.errors)
    }

    /// Puts the app's `messages` under their fields (a server's answer, keyed by field), shown
    /// like formc's own, each until the person changes that field's value; editing moves to the
    /// first of them in the chain's order (`FormcEditing.show(_:for:)`). An empty dictionary
    /// clears them.
    public mutating func showErrors(_ messages: [Field: String]) {
        editing.show(messages, for: values)
    }

    /// The keyboard toolbar's state for the field being edited.
    public var toolbar: FormcToolbarState { editing.toolbar }

    /// Begins editing `field` when it may be edited for these values (a field outside the live
    /// chain is refused, as a tap on it is); nil ends editing.
    public mutating func focus(_ field: Field?) {
        guard let field else {
            editing.done()
            return
        }
        editing.begin(field)
    }

    /// Next: the field after the edited one in the live chain; nothing on the last.
    public mutating func next() { editing.next() }

    /// Previous: the field before the edited one in the live chain.
    public mutating func previous() { editing.previous() }

    /// Return in the edited field, by its return action (`next`, `done`, `submit`, `newline`);
    /// a `submit` return submits. Answers what `submit()` answered, or nil when it did not submit.
    public mutating func returnPressed() -> [Field: FormcValidationError]? {
        editing.returnPressed() ? submit() : nil
    }

    /// Submits: every message shows from now on. With problems, the first invalid field of the
    /// live chain is edited and the problems are returned; without, editing ends and the result
    /// is empty (the form is valid: send `values.answers()`).
    @discardableResult
    public mutating func submit() -> [Field: FormcValidationError] {
        let problems = errors
        _ = editing.submit(errors: problems)
        return problems
    }
}
