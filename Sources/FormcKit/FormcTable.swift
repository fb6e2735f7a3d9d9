import Foundation

/// A form's static table, as the generated file writes it: one `FormcFieldInfo` per case of
/// `Field` (in `allCases` order), the focus chain, the keyboard settings and the picker data.
/// Built once per form (a `static let` of the field enum), so the picker data is decoded once.
public nonisolated struct FormcForm<Field: FormcField>: Sendable {
    /// The focusable fields in focus order: what Previous and Next walk.
    public let focusChain: [Field]
    /// Points kept between the focused field and the keyboard (the spec's `keyboardDistance`).
    public let keyboardDistance: Double
    /// Whether the UIKit controller avoids the keyboard (the spec's `keyboardAvoidance`).
    public let keyboardAvoidance: Bool
    /// Whether a tap outside the fields ends editing (the spec's `dismiss.onTapOutside`).
    public let dismissOnTapOutside: Bool
    /// Which buttons the keyboard toolbar has (the spec's `toolbar:`).
    public let toolbar: FormcToolbarLayout
    /// Whether the spec has `visibleWhen:` / `enabledWhen:`: the chain then follows the values.
    public let hasConditions: Bool
    /// The picker data by source name.
    public let sources: [String: [FormcOption]]
    /// The groups the SwiftUI view shows, in the spec's order (`sections:`), without the
    /// fields the spec hides and without a group left empty.
    public let sections: [FormcSection<Field>]
    /// The fields the spec hides (`hidden: true`) and disables (`disabled: true`): the condition
    /// state of a form without conditions, found once.
    public let hiddenFields: Set<Field>
    public let disabledFields: Set<Field>
    private let infos: [Field: FormcFieldInfo<Field>]

    /// `fields` holds one entry per case of `Field`, in `allCases` order (a missing entry
    /// reads as a plain text field outside the chain); `sections` the spec's groups (nil: one
    /// untitled group of every field the spec does not hide); `sources` is the picker data as
    /// `FormcOption.decode(_:)` reads it (a source that does not decode is empty).
    public init(
        fields: [FormcFieldInfo<Field>], focusChain: [Field], keyboardDistance: Double = 10,
        hasConditions: Bool = false, keyboardAvoidance: Bool = true, dismissOnTapOutside: Bool = false,
        toolbar: FormcToolbarLayout = FormcToolbarLayout(), sections: [FormcSection<Field>]? = nil,
        sources: [String: String] = [:]
    ) {
        var infos: [Field: FormcFieldInfo<Field>] = [:]
        for (field, info) in zip(Field.allCases, fields) { infos[field] = info }
        self.infos = infos
        self.focusChain = focusChain
        self.keyboardDistance = keyboardDistance
        self.hasConditions = hasConditions
        self.keyboardAvoidance = keyboardAvoidance
        self.dismissOnTapOutside = dismissOnTapOutside
        self.toolbar = toolbar
        self.sources = sources.mapValues { FormcOption.decode($0) ?? [] }
        let groups = sections ?? [FormcSection(title: nil, fields: Field.allCases)]
        let hidden = Set(Field.allCases.filter { infos[$0]?.access == .hidden })
        hiddenFields = hidden
        disabledFields = Set(Field.allCases.filter { infos[$0]?.access == .disabled })
        self.sections = groups.compactMap { group in
            let shown = group.fields.filter { !hidden.contains($0) }
            return shown.isEmpty ? nil : FormcSection(title: group.title, fields: shown)
        }
    }

    /// The field's entry.
    public func info(_ field: Field) -> FormcFieldInfo<Field> { infos[field] ?? FormcFieldInfo() }
}

/// A titled group of fields (the spec's `sections:`): what the SwiftUI view lays out.
public nonisolated struct FormcSection<Field: FormcField>: Hashable, Sendable {
    public let title: String?
    public let fields: [Field]

    public init(title: String?, fields: [Field]) {
        self.title = title
        self.fields = fields
    }
}

/// The buttons of the keyboard toolbar: Previous and Next, Done, and whether some field has a title.
public nonisolated struct FormcToolbarLayout: Hashable, Sendable {
    public var isShown: Bool
    public var previousNext: Bool
    public var done: Bool
    public var hasTitle: Bool

    public init(isShown: Bool = true, previousNext: Bool = true, done: Bool = true, hasTitle: Bool = false) {
        self.isShown = isShown
        self.previousNext = previousNext
        self.done = done
        self.hasTitle = hasTitle
    }
}

/// What the spec says about one field, worked out by formc: its place in the focus chain,
/// return key, toolbar, texts, value shape, checks, keyboard, date and picker settings.
public nonisolated struct FormcFieldInfo<Field: FormcField>: Sendable {
    /// The next and previous fields of the focus chain; nil at its ends and outside it.
    public var next: Field?
    public var previous: Field?
    public var isFocusable: Bool
    public var access: FormcAccess
    public var characters: FormcCharacters
    public var returnKey: FormcReturnKey?
    public var returnAction: FormcReturnAction?
    /// The key and action the field takes while it is the last of the live chain (the fields
    /// after it hidden or disabled); nil where they are `returnKey` and `returnAction`.
    public var lastReturnKey: FormcReturnKey?
    public var lastReturnAction: FormcReturnAction?
    public var toolbar: FormcToolbarState
    public var label: String?
    public var placeholder: String?
    public var value: FormcValueKind
    /// Whether a submit checks the field (neither hidden, disabled nor read-only).
    public var isChecked: Bool
    /// Whether the answers hold the field (neither hidden nor disabled by the spec).
    public var isSubmitted: Bool
    /// Whether an empty value is an error (`required: true`).
    public var required: Bool
    /// The text checks of a text-like field; nil when it has none.
    public var check: FormcTextCheck?
    /// The keyboard settings of a text field (UIKit's and SwiftUI's traits).
    public var input: FormcInputTraits?
    public var date: FormcDateSettings?
    public var picker: FormcPickerSettings?

    public init(
        next: Field? = nil, previous: Field? = nil, isFocusable: Bool = false, access: FormcAccess = .editable,
        characters: FormcCharacters = .any, returnKey: FormcReturnKey? = nil, returnAction: FormcReturnAction? = nil,
        lastReturnKey: FormcReturnKey? = nil, lastReturnAction: FormcReturnAction? = nil,
        toolbar: FormcToolbarState = FormcToolbarState(), label: String? = nil, placeholder: String? = nil,
        value: FormcValueKind = .text, isChecked: Bool = true, isSubmitted: Bool = true, required: Bool = false,
        check: FormcTextCheck? = nil, input: FormcInputTraits? = nil, date: FormcDateSettings? = nil,
        picker: FormcPickerSettings? = nil
    ) {
        self.next = next
        self.previous = previous
        self.isFocusable = isFocusable
        self.access = access
        self.characters = characters
        self.returnKey = returnKey
        self.returnAction = returnAction
        self.lastReturnKey = lastReturnKey
        self.lastReturnAction = lastReturnAction
        self.toolbar = toolbar
        self.label = label
        self.placeholder = placeholder
        self.value = value
        self.isChecked = isChecked
        self.isSubmitted = isSubmitted
        self.required = required
        self.check = check
        self.input = input
        self.date = date
        self.picker = picker
    }
}

/// The text checks of a field (the spec's `validation:` and its kind's own): see
/// `FormcValidation.check(_:_:)`.
public nonisolated struct FormcTextCheck: Hashable, Sendable {
    public var digitsOnly: Bool
    public var numeric: Bool
    public var minLength: Int?
    public var maxLength: Int?
    public var pattern: String?
    public var minimum: Double?
    public var maximum: Double?
    /// The spec's `validation.message`, shown for every failure except `required`.
    public var message: String?

    public init(
        digitsOnly: Bool = false, numeric: Bool = false, minLength: Int? = nil, maxLength: Int? = nil,
        pattern: String? = nil, minimum: Double? = nil, maximum: Double? = nil, message: String? = nil
    ) {
        self.digitsOnly = digitsOnly
        self.numeric = numeric
        self.minLength = minLength
        self.maxLength = maxLength
        self.pattern = pattern
        self.minimum = minimum
        self.maximum = maximum
        self.message = message
    }
}

/// A text field's keyboard and text traits, one table for the UIKit controller and the SwiftUI
/// row (formc decides them per kind and content type: `SwiftTextTraits`): its
/// `UIKeyboardType`, its `UITextContentType` by Swift name (`emailAddress`, `oneTimeCode`; the
/// UIKit part maps it, `FormcUIKitTraits`), secure entry, capitalisation, autocorrection (and
/// with it spell checking), and smart quotes and dashes.
public nonisolated struct FormcInputTraits: Hashable, Sendable {
    public var keyboardType: FormcKeyboardType
    public var contentType: String?
    public var isSecure: Bool
    public var autocapitalization: FormcAutocapitalization
    /// Autocorrection and spell checking off: they rewrite names, addresses, codes and secrets.
    public var autocorrectionDisabled: Bool
    /// Smart quotes and dashes off: an address, a secret or a code keeps the `'`, `"` and `--`
    /// typed (UIKit's default turns them off only for some keyboards).
    public var smartPunctuationDisabled: Bool
    /// Which control the SwiftUI row shows.
    public var control: FormcTextControl

    public init(
        keyboardType: FormcKeyboardType = .default, contentType: String? = nil, isSecure: Bool = false,
        autocapitalization: FormcAutocapitalization = .sentences, autocorrectionDisabled: Bool = false,
        smartPunctuationDisabled: Bool = false, control: FormcTextControl = .text
    ) {
        self.keyboardType = keyboardType
        self.contentType = contentType
        self.isSecure = isSecure
        self.autocapitalization = autocapitalization
        self.autocorrectionDisabled = autocorrectionDisabled
        self.smartPunctuationDisabled = smartPunctuationDisabled
        self.control = control
    }
}

/// `UIKeyboardType` case names (the ones formc's field kinds use).
public nonisolated enum FormcKeyboardType: String, Sendable {
    case `default`, emailAddress, URL, phonePad, numberPad, decimalPad
}

/// SwiftUI's `TextInputAutocapitalization` names.
public nonisolated enum FormcAutocapitalization: String, Sendable {
    case never, words, sentences
}

/// The control of a text field's SwiftUI row: `TextField`, `SecureField` or `TextEditor`.
public nonisolated enum FormcTextControl: String, Sendable {
    case text, secure, multiline
}

/// A picker field's source and display.
public nonisolated struct FormcPickerSettings: Hashable, Sendable {
    public var source: String
    /// The level names of the source, one per column (empty for a flat source).
    public var levels: [String]
    /// The spec's `display` template (`{province} {city}`, `{label}`).
    public var display: String
    /// Row height in points; nil: the picker's default.
    public var rowHeight: Double?
    public var showsIcons: Bool

    public init(
        source: String, levels: [String] = [], display: String = "{label}", rowHeight: Double? = nil,
        showsIcons: Bool = false
    ) {
        self.source = source
        self.levels = levels
        self.display = display
        self.rowHeight = rowHeight
        self.showsIcons = showsIcons
    }
}

/// A date field's picker and text: `mode`, the `dateFormat` and `locale` of its text, and
/// its bounds (`FormcDateBound`).
public nonisolated struct FormcDateSettings: Hashable, Sendable {
    public var mode: FormcDateMode
    public var format: String
    public var locale: String
    public var minimum: FormcDateBound?
    public var maximum: FormcDateBound?

    public init(
        mode: FormcDateMode, format: String, locale: String = "en_US_POSIX", minimum: FormcDateBound? = nil,
        maximum: FormcDateBound? = nil
    ) {
        self.mode = mode
        self.format = format
        self.locale = locale
        self.minimum = minimum
        self.maximum = maximum
    }
}

/// `UIDatePicker.Mode` names.
public nonisolated enum FormcDateMode: String, Sendable {
    case date, time, dateAndTime
}

/// A date bound as the spec writes it: `today` (the day, or now for times), or a
/// date in ISO 8601 form (`FormcDates.iso`).
public nonisolated enum FormcDateBound: Hashable, Sendable {
    case today
    case iso(String)
}
