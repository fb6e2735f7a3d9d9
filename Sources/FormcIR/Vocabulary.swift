/// The closed vocabularies of the spec language. Raw values are the spellings a spec uses;
/// where a case stands for a UIKit or SwiftUI constant, its name is that constant's.

/// A field's input kind: decides its keyboard (`UIKeyboardType`), its `inputView`, and
/// whether it can hold focus at all.
public enum FieldKind: String, Sendable, CaseIterable, Codable {
    case text, multiline, secure, email, url, phone, number, decimal
    case date, time, dateTime, picker, toggle
    case segmented
    case stepper, slider, rating
    case yesNo
    case monthYear
    /// Any number of a list's options, ticked on a checklist (SurveyJS's `checkbox`, Eureka's
    /// `MultipleSelectorRow`): a `Set` of option values.
    case multiSelect

    // Each fact below reads the kind's entry (Kinds/KindTable.swift), the one switch over kinds.

    /// The `UIKeyboardType` case the field's keyboard uses; nil where an `inputView`
    /// (date picker, picker) replaces the keyboard or the field takes no text (toggle).
    public var keyboardType: KeyboardType? { entry.keyboard }

    /// The `inputView` that replaces the system keyboard, if any.
    public var inputView: InputView? { entry.inputView }

    /// What a phone field takes besides digits, typed or pasted: the phone pad's `+`, `*`, `#`,
    /// its pause `,` and wait `;`, and the punctuation of a number written or pasted from
    /// Contacts (`+1 (555) 123-4567`). `formc run` and the generated filter (FormcKit's
    /// `FormcCharacters.phoneSymbols`, kept equal by a test) take the same characters.
    public static let phoneSymbols = "+*#,;()-. "

    /// Whether a keyboard is shown for this kind: not for a picker or a date field (their
    /// picker is the input view) nor for a toggle (a switch takes no text).
    public var showsKeyboard: Bool { entry.keyboard != nil }

    /// Whether the keyboard shown for this kind has a return key. The number, phone and
    /// decimal pads have none, and neither has a picker used as `inputView`: such a field can
    /// only be left through the toolbar (or a tap outside).
    public var hasReturnKey: Bool { entry.hasReturnKey }

    /// The return key the field shows whatever its place in the chain (a multiline field's
    /// return inserts a line break, so it is the plain return key); nil where the chain decides
    /// (`returnKey.default`, `returnKey.last`). A field's own `returnKey:` wins over both.
    public var ownReturnKey: ReturnKeyType? { entry.ownReturn?.key }

    /// What return does whatever the key shows (a line break in a multiline field); nil where
    /// the return key decides. A field's own `returnAction:` wins.
    public var ownReturnAction: ReturnAction? { entry.ownReturn?.action }

    /// Whether return inserts a line break whatever the key shows (a multiline field): no
    /// key or action of the chain's applies to it.
    public var returnInsertsLineBreak: Bool { entry.ownReturn?.action == .newline }

    /// Whether the field can become first responder. A toggle is a `UISwitch`: it never takes focus.
    public var canTakeFocus: Bool { entry.takesFocus }

    /// Whether the field holds a day, a time or an instant.
    public var isDate: Bool { if case .date = entry.value { true } else { false } }

    /// What the field's answer is, as conditions and rules compare it: the one mapping the
    /// checker's comparison rules, the terminal's condition values and the generated Swift's
    /// condition code all read.
    public var valueClass: ValueClass { entry.value.valueClass }
}

/// What a field's answer is (`FieldKind.valueClass`): typed text; a number (the text of a
/// number or decimal pad, compared numerically); a toggle's position; a picker's option value
/// (the last level's, for a cascading picker); a calendar day, time or instant.
public enum ValueClass: Sendable, Hashable {
    case text, number, toggle, option, date
    /// A multi-select's options: read with `contains` and `.count`, never with `==`.
    case selection
}

/// `UIKeyboardType` cases formc uses, spelled as in UIKit.
public enum KeyboardType: String, Sendable, CaseIterable, Codable {
    case `default`, emailAddress, URL, phonePad, numberPad, decimalPad
}

/// `UIDatePicker.Mode` cases, spelled as in UIKit.
public enum DatePickerMode: String, Sendable, Codable {
    case date, time, dateAndTime
    /// A month of a year, no day or time (a card's expiry): `UIDatePicker.Mode.yearAndMonth`
    /// where the OS has it (iOS 17.4), else FormcKit's two wheels.
    case yearAndMonth
}

/// What replaces the keyboard for a field.
public enum InputView: Sendable, Hashable {
    case datePicker(DatePickerMode)
    case picker
    /// A multi-select's list of options, each ticked or not (FormcKit's `FormcChecklist`).
    case checklist

    /// The spelling used in JSON output: `datePicker`, `picker` or `checklist`.
    public var name: String {
        switch self {
        case .datePicker: return "datePicker"
        case .picker: return "picker"
        case .checklist: return "checklist"
        }
    }
}

/// `UIReturnKeyType` cases, spelled as in UIKit. SwiftUI's `SubmitLabel` has a subset.
public enum ReturnKeyType: String, Sendable, CaseIterable, Codable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall
    case `continue`
}

/// What pressing return does in a field.
public enum ReturnAction: String, Sendable, CaseIterable, Codable {
    /// Move first responder to the next field of the focus chain.
    case next
    /// End editing (resign first responder).
    case done
    /// End editing and call the form's submit handler.
    case submit
    /// Insert a line break (multiline fields); focus stays.
    case newline
}

/// What return does on the last field of the live chain, form-wide (`returnAction.last`).
public enum LastReturnAction: String, Sendable, CaseIterable, Codable {
    /// End editing, as the `done` key does.
    case done
    /// End editing and submit the form: Done on the last field sends it.
    case submit

    public var action: ReturnAction {
        switch self {
        case .done: return .done
        case .submit: return .submit
        }
    }
}

/// How the focus chain is ordered (IQKeyboardManager's three automatic orders, or a list).
public enum OrderMode: Sendable, Hashable {
    case declaration
    case tag
    case position
    case explicit([String])

    public var name: String {
        switch self {
        case .declaration: return "declaration"
        case .tag: return "tag"
        case .position: return "position"
        case .explicit: return "explicit"
        }
    }

    /// The orders a spec names with a word (`order: tag`); the fourth is a list of ids.
    public static let automatic: [OrderMode] = [.declaration, .tag, .position]
}

/// The bundle holding a form's compiled catalog (`stringsBundle:`): `Bundle.main` or SwiftPM's
/// `Bundle.module`.
public enum StringsBundle: String, Sendable, CaseIterable, Codable {
    case main, module
}

/// What the toolbar's title shows for the focused field.
public enum ToolbarTitle: String, Sendable, CaseIterable, Codable {
    case none, placeholder, label

    /// Which of a field's texts the toolbar shows as its title: the one asked for, else the
    /// other (a field without a label shows its placeholder); nil for `none` or a field with
    /// neither. Lowering, the catalog's tight texts and a translated form all ask here.
    public func shownText(label: String?, placeholder: String?) -> ShownText? {
        switch self {
        case .none: return nil
        case .placeholder: return placeholder != nil ? .placeholder : label != nil ? .label : nil
        case .label: return label != nil ? .label : placeholder != nil ? .placeholder : nil
        }
    }

    public enum ShownText: Sendable { case label, placeholder }
}

/// The format of a data-source file.
public enum DataFormat: String, Sendable, CaseIterable, Codable {
    case plist, json, yaml, csv

    /// The format a file name's extension implies (`.yml` is YAML), or nil.
    public static func guess(fromPath path: String) -> DataFormat? {
        guard let dot = path.lastIndex(of: ".") else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "plist": return .plist
        case "json": return .json
        case "yaml", "yml": return .yaml
        case "csv": return .csv
        default: return nil
        }
    }
}

/// `UITextContentType` constants (iOS 15 to 17), spelled as the Swift static members.
public enum TextContentType {
    public static let all: [String] = [
        "name", "namePrefix", "givenName", "middleName", "familyName", "nameSuffix", "nickname",
        "jobTitle", "organizationName", "location", "fullStreetAddress", "streetAddressLine1",
        "streetAddressLine2", "addressCity", "addressState", "addressCityAndState", "sublocality",
        "countryName", "postalCode", "telephoneNumber", "emailAddress", "URL", "creditCardNumber",
        "username", "password", "newPassword", "oneTimeCode", "shipmentTrackingNumber",
        "flightNumber", "dateTime", "birthdate", "birthdateDay", "birthdateMonth", "birthdateYear",
        "creditCardSecurityCode", "creditCardName", "creditCardGivenName", "creditCardMiddleName",
        "creditCardFamilyName", "creditCardExpiration", "creditCardExpirationMonth",
        "creditCardExpirationYear", "creditCardType"
    ]
}
