/// Everything formc knows about one field kind, as data: what the keyboard is, whether the
/// field takes focus, what its answer is, which control shows it on iOS and which editor
/// `formc run` gives it. `FieldKind.entry` (KindTable.swift) is the one switch over kinds;
/// every other reader asks the entry, or switches over one of the small selectors below,
/// whose behaviour lives once in the module that owns it. A new kind that reuses the
/// selectors is its case and its entry.
public struct KindEntry: Sendable {
    /// The `UIKeyboardType` the field's keyboard uses; nil where an `inputView` replaces the
    /// keyboard or the field takes no text.
    public let keyboard: KeyboardType?
    /// What replaces the system keyboard, if anything.
    public let inputView: InputView?
    /// What the field's keyboard can type (FormcKit's `FormcCharacters`, case for case).
    public let characters: CharacterClass
    /// The text control the field is, before the field's own `secure:`; nil for a field that
    /// takes no typed text.
    public let textControl: TextControl?
    /// Whether the text is free prose (text, multiline), whose capitals and autocorrection the
    /// content type decides; other text kinds are addresses, codes and numbers.
    public let isFreeText: Bool
    /// Whether the field can become first responder; a field that cannot sits out of the
    /// focus chain (a `UISwitch`).
    public let takesFocus: Bool
    /// Whether the keyboard shown has a return key: the number, phone and decimal pads have
    /// none, nor has a picker used as `inputView`.
    public let hasReturnKey: Bool
    /// The return key and action the field has whatever its place in the chain (a multiline
    /// field's return inserts a line break); nil where the chain decides.
    public let ownReturn: OwnReturn?
    /// What the answer is, before the form's sources decide a picker's shape (`ValueShape`).
    public let value: ValueFamily
    /// The control that shows the field on iOS: its UIKit and SwiftUI names.
    public let control: Control
    /// The editor `formc run` gives the field.
    public let terminal: TerminalEditor
    /// What a translator is told the field is (the catalog's comments).
    public let noun: String
    /// The field keys only some kinds take that this kind takes (`format` for a date kind,
    /// `source` for a picker); with the chain's keys (`KindTable.chainKeys`) for a kind that
    /// takes focus, the language's `LanguageKey.kinds` is read from here.
    public let keys: [LanguageKey]

    /// Whether the field shows wheels (a date picker or a picker as `inputView`), which can be
    /// filled with what they show on focus (`fillOnFocus`).
    public var hasWheels: Bool { control == .dateWheels || control == .optionWheels }

    /// Whether a choice can go down a cascading source's levels: only wheels have a column
    /// per level (a segmented control shows one list, FC215).
    public var takesLevels: Bool { control == .optionWheels }

    /// The SwiftUI view FormcKit's form view gives the field (`FormcFormView`).
    public var swiftUIControl: String {
        switch control {
        case .textField: return textControl == .secure ? "SecureField" : "TextField"
        case .textView: return "TextEditor"
        // SwiftUI's DatePicker has no month-and-year mode: FormcKit shows two wheels, one
        // `UIPickerView` (two SwiftUI wheel Pickers side by side steal each other's touches).
        case .dateWheels: return value == .date(.yearAndMonth) ? "wheels (month, year)" : "DatePicker"
        case .optionWheels: return "Picker (.wheel)"
        case .switch: return "Toggle"
        case .segments: return "Picker (.segmented)"
        case .stepper: return "Stepper"
        case .slider: return "Slider"
        case .rating: return "FormcRating"
        case .checklist: return "a Button per option"
        }
    }

    public struct OwnReturn: Sendable, Hashable {
        public let key: ReturnKeyType
        public let action: ReturnAction
    }
}

/// What a keyboard can type; FormcKit's `FormcCharacters` has the same cases (KindTableTests).
public enum CharacterClass: String, Sendable, CaseIterable {
    case any, digits, decimal, phone, none
}

/// A text field (`UITextField`), the same with `isSecureTextEntry`, or a text view
/// (`UITextView`); FormcKit's `FormcTextControl` has the same cases.
public enum TextControl: String, Sendable, CaseIterable {
    case text, secure, multiline
}

/// What a kind's answer is. A choice is a flat option or a cascading picker's path: only the
/// field's form knows which (`Field.valueShape(in:)`).
public enum ValueFamily: Sendable, Hashable {
    case text, digits, decimal
    case date(DatePickerMode)
    case choice
    case toggle
    /// A number set with a stepper or slider: whole or not by its range (`QuantitySettings`).
    case quantity
    /// A rating's whole number of stars, or none until one is chosen (`required` can fail).
    case rating

    /// Yes, no, or no answer yet: a question a toggle cannot ask, whose `false` is an answer.
    case yesNo
    /// Any number of a flat list's options (a multi-select): none chosen is empty.
    case selection

    /// Whether the answer is true or false, as conditions read it (a toggle, a yes/no question).
    public var isBoolean: Bool { self == .toggle || self == .yesNo }

    /// Whether the answer is chosen among a source's options (a picker, a segmented control, a
    /// multi-select): such a field has a source, and its values are checked against it.
    public var hasOptions: Bool { self == .choice || self == .selection }

    /// Whether the answer is a number on a range (`Field.quantity`): `min`, `max` and the
    /// values the control stops at are checked and held alike for every such kind.
    public var hasRange: Bool { self == .quantity || self == .rating }

    /// Whether a value no control gives can reach the field (a saved draft's letters in a
    /// number, an option that is gone, a date the field cannot write), so the generated
    /// `validate()` checks it even without rules.
    public var canHoldUnheldValue: Bool {
        switch self {
        case .digits, .decimal, .date, .choice, .quantity, .rating, .selection: return true
        case .text, .toggle, .yesNo: return false
        }
    }

    /// What conditions compare (`ValueClass`).
    public var valueClass: ValueClass {
        switch self {
        case .text: return .text
        case .digits, .decimal, .quantity, .rating: return .number
        case .date: return .date
        case .choice: return .option
        case .toggle, .yesNo: return .toggle
        case .selection: return .selection
        }
    }
}

/// The control that shows a field on iOS; the docs and `formc explain` print its names
/// (`uikit`, `KindEntry.swiftUIControl`). The code that makes each control is FormcKit's.
public enum Control: String, Sendable, CaseIterable {
    case textField, textView, dateWheels, optionWheels, `switch`
    /// A `UISegmentedControl`: every option shown at once, out of the focus chain.
    case segments
    /// A `UIStepper` (− and +) and a `UISlider`: a number in a range, out of the focus chain.
    case stepper, slider
    /// A row of stars (or numbers, from 0): FormcKit's own control, as UIKit and SwiftUI have none.
    case rating
    /// A multi-select's checklist: a text field showing the chosen options, whose `inputView`
    /// is FormcKit's list of options with checkmarks.
    case checklist

    /// The UIKit view the app gives the generated controller: a date or picker field is a
    /// text field whose `inputView` is the wheels.
    public var uikit: String {
        switch self {
        case .textField, .dateWheels, .optionWheels, .checklist: return "UITextField"
        case .textView: return "UITextView"
        case .switch: return "UISwitch"
        case .segments: return "UISegmentedControl"
        case .stepper: return "UIStepper"
        case .slider: return "UISlider"
        case .rating: return "FormcRatingControl"
        }
    }
}

/// The editor `formc run` gives a field: a line of text (typed, or a date written in the
/// field's format), a picker's columns, a switch, a row of segments (←/→), a number
/// stepped with ←/→ and +/− (a stepper, a slider), or a rating's stars.
public enum TerminalEditor: String, Sendable, CaseIterable {
    case text, wheels, toggle, segments, adjust
    /// A rating's stars: ←/→ and a digit choose, Backspace clears.
    case stars
    /// A yes/no question's two segments: ←/→, `y` and `n` choose, Backspace clears.
    case yesNo
    /// A multi-select's options: ←/→ move among them, Space ticks or unticks one.
    case checklist
}
