import Foundation

/// What the SwiftUI view's rows read from one set of values, worked out once per change of the
/// values and shared by every row: the condition state, the problems (`validate()`) and the
/// sections shown. A row that validated for itself would run every check of the form once per
/// row on every keystroke.
public nonisolated struct FormcCheckedValues<Field: FormcField>: Sendable {
    /// The fields the values hide and disable (`conditionState()`).
    public let hidden: Set<Field>
    public let disabled: Set<Field>
    /// The first problem of each invalid field (`validate()`).
    public let errors: [Field: FormcValidationError]
    /// The sections the view shows for these values (`Values.shownSections(given:)`).
    public let sections: [FormcSection<Field>]

    /// `values` checked: `conditionState()` and `validate()` once each.
    public init(_ values: Field.Values) {
        let state = values.conditionState()
        hidden = state.hidden
        disabled = state.disabled
        errors = values.validate()
        sections = values.shownSections(given: state)
    }

    /// Whether `field` shows a row: neither hidden by the spec nor by the values.
    public func shows(_ field: Field) -> Bool { field.access != .hidden && !hidden.contains(field) }

    /// Whether `field`'s row is disabled: not editable by the spec, or disabled by the values.
    public func disables(_ field: Field) -> Bool { field.access != .editable || disabled.contains(field) }
}

nonisolated extension FormcValues {
    /// The sections the SwiftUI view shows for these values: the spec's (`FormcForm.sections`)
    /// without the fields the values hide and without a section they leave empty, each keeping
    /// its `number`, its identity in the view.
    public var shownSections: [FormcSection<Field>] { shownSections(given: conditionState()) }

    /// `shownSections` for a condition state already worked out (`conditionState()` of these values).
    public func shownSections(given state: (hidden: Set<Field>, disabled: Set<Field>)) -> [FormcSection<Field>] {
        let groups = Field.formcForm.sections
        guard !state.hidden.isEmpty else { return groups }
        return groups.compactMap { group in
            let fields = group.fields.filter { !state.hidden.contains($0) }
            return fields.isEmpty ? nil : FormcSection(title: group.title, fields: fields, number: group.number)
        }
    }
}

/// What VoiceOver and UI tests read from one row of the SwiftUI view, and on which of its views:
/// on the one control that holds the value, never on the row's group. A modifier on a group
/// "affects all of that group's members" (https://developer.apple.com/documentation/swiftui/group),
/// so a label on a date row's button and its wheel would name both, its identifier would repeat,
/// and the label given the button would replace its text, value included. The value of a date
/// or picker row is its button's `accessibilityValue`, "the value represented by a view ... if
/// that's different than the view's label"
/// (https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-z9mo), as UIKit
/// speaks a text field's text after its label; a text field, a toggle and a segmented picker
/// speak their own value. A stepper or slider is adjustable: it speaks the number it shows, which
/// a swipe up or down moves by one step; a rating (FormcKit's `FormcRating`) is one adjustable
/// element for all its stars, speaking "3 of 5"; a yes/no question is a segmented picker; a
/// multi-select is a row button as a picker's, speaking the chosen options' labels, whose
/// checklist's rows are each a button of their own, with the selected trait when ticked.
public nonisolated struct FormcRowAccessibility: Equatable, Sendable {
    /// The view of the row that carries the label, identifier, hint and value.
    public enum Element: Equatable, Sendable {
        /// The text field, secure field or text editor (its caption above is hidden: the
        /// label says it).
        case textControl
        /// A date or picker row's button, which shows the value and opens the wheel (a
        /// multi-select's: its checklist).
        case rowButton
        /// The toggle, whose on or off VoiceOver reads itself.
        case toggle
        /// A segmented field's or yes/no question's segmented picker, whose selected segment
        /// VoiceOver reads itself, as a toggle's on or off: no value of its own.
        case segments
        /// A stepper's or slider's control, an adjustable element: VoiceOver reads the number
        /// shown as its value (a `UISlider` would say a percentage, a `UIStepper` nothing), and
        /// a swipe up or down moves it by one step (`FormcForm.adjustedQuantity`).
        case adjustable
        /// A rating's row of stars (`FormcRating`), ONE adjustable element for all its buttons:
        /// VoiceOver reads the stars chosen as its value ("3 of 5", "not rated":
        /// `FormcForm.spokenRating`), and a swipe up or down moves it one star.
        case rating
    }

    public let element: Element
    /// `accessibilityIdentifier`: the field id, on one view only.
    public let identifier: String
    /// `accessibilityLabel`: the spec's `accessibilityLabel:` or label (`, required` when it is),
    /// else the row's title.
    public let label: String
    /// `accessibilityValue` of a date, picker, multi-select, stepper or slider row: the text it
    /// shows for its value; of a rating, the stars chosen ("3 of 5", "not rated"); nil for an
    /// empty date, picker or multi-select and for a text field, toggle or segmented picker,
    /// which speak their own.
    public let value: String?
    /// `accessibilityHint`: the message under the field when there is one (so VoiceOver reads it
    /// on the field it is about), else the spec's hint or a placeholder beside a name; empty
    /// without either.
    public let hint: String

    public init(element: Element, identifier: String, label: String, value: String?, hint: String) {
        self.element = element
        self.identifier = identifier
        self.label = label
        self.value = value
        self.hint = hint
    }
}

nonisolated extension FormcForm {
    /// `field`'s row as VoiceOver reads it, holding `value`, with `message` shown under it.
    public func rowAccessibility(of field: Field, value: FormcValue, message: String?) -> FormcRowAccessibility {
        let info = info(field)
        let title = info.label ?? info.placeholder ?? field.rawValue
        let element: FormcRowAccessibility.Element
        var spokenValue: String?
        switch (info.value, value) {
        case (.toggle, _): element = .toggle
        case (.option, _) where info.isSegmented: element = .segments
        case (.yesNo, _): element = .segments
        case (.rating, _):
            element = .rating
            var stars: Int?
            if case .rating(let chosen) = value { stars = chosen }
            spokenValue = spokenRating(stars, for: field)
        case (.date, .date(let date)):
            element = .rowButton
            spokenValue = date.flatMap { FormcDates<Field>.string(from: $0, for: field) }
        case (.option, _), (.path, _):
            element = .rowButton
            let path: [String]
            switch value {
            case .option(let option?): path = [option]
            case .path(let values): path = values
            case .text, .date, .option, .toggle, .integer, .real, .rating, .yesNo, .selection: path = []
            }
            spokenValue =
                path.isEmpty
                ? nil
                : FormcSources<Field>.displayText(
                    for: field, selection: FormcSources<Field>.selection(for: field, path: path))
        case (.date, _): element = .rowButton
        case (.selection, _):
            element = .rowButton
            let shown = shownText(of: value, for: field) ?? ""
            spokenValue = shown.isEmpty ? nil : shown
        case (.text, _), (.digits, _), (.decimal, _): element = .textControl
        case (.integer, _), (.real, _):
            element = .adjustable
            spokenValue = value.number == nil ? nil : shownText(of: value, for: field)
        }
        return FormcRowAccessibility(
            element: element, identifier: field.rawValue, label: spokenLabel(of: field) ?? title,
            value: spokenValue, hint: message ?? spokenHint(of: field) ?? "")
    }
}
