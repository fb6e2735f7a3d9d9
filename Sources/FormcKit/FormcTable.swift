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
    /// Each section's footer in the language shown, by its number (`footer(ofSection:)`).
    private let footers: [Int: String]
    private let ruleMessages: [String]
    private let words: FormcWords
    /// What the table was built from, to build it again in another language (`localized(_:)`).
    private let written: Written

    private struct Written: Sendable {
        var fields: [FormcFieldInfo<Field>]
        var sections: [FormcSection<Field>]?
        var rules: [String]
        var sources: [String: String]
    }

    /// `fields` holds one entry per case of `Field`, in `allCases` order (a missing entry
    /// reads as a plain text field outside the chain); `sections` the spec's groups (nil: one
    /// untitled group of every field the spec does not hide); `rules` the messages of the
    /// spec's `rules:` in its order (`ruleMessage(_:)`); `sources` is the picker data as
    /// `FormcOption.decode(_:)` reads it (a source that does not decode is empty). With
    /// `strings`, every text (labels, placeholders, help, toolbar titles, messages, section titles
    /// and footers, option labels, formc's words) is looked up there once, here, by its key in the
    /// form's catalog (`FormcTextKey`), the spec's text standing in for a missing one.
    public init(
        fields: [FormcFieldInfo<Field>], focusChain: [Field], keyboardDistance: Double = 10,
        hasConditions: Bool = false, keyboardAvoidance: Bool = true, dismissOnTapOutside: Bool = false,
        toolbar: FormcToolbarLayout = FormcToolbarLayout(), sections: [FormcSection<Field>]? = nil,
        rules: [String] = [], strings: FormcStrings? = nil, sources: [String: String] = [:]
    ) {
        written = Written(fields: fields, sections: sections, rules: rules, sources: sources)
        var infos: [Field: FormcFieldInfo<Field>] = [:]
        for (field, info) in zip(Field.allCases, fields) {
            infos[field] =
                strings.map { info.localized(field.rawValue, $0, titleFromPlaceholder: toolbar.titleFromPlaceholder) }
                ?? info
        }
        self.infos = infos
        self.focusChain = focusChain
        self.keyboardDistance = keyboardDistance
        self.hasConditions = hasConditions
        self.keyboardAvoidance = keyboardAvoidance
        self.dismissOnTapOutside = dismissOnTapOutside
        self.toolbar = toolbar
        self.sources = Dictionary(
            uniqueKeysWithValues: sources.map { name, data in
                let options = FormcOption.decode(data) ?? []
                return (name, strings.map { FormcOption.localized(options, source: name, path: [], $0) } ?? options)
            })
        ruleMessages = rules.enumerated().map { index, message in
            strings.map { $0.text(FormcTextKey.ruleMessage(form: $0.form, number: index + 1), message) } ?? message
        }
        words = FormcWords(strings)
        // Each group numbered in the spec's order (its catalog key's number): its identity in the
        // SwiftUI view, whatever fields the values show in it.
        let groups = (sections ?? [FormcSection(title: nil, fields: Field.allCases)]).enumerated().map {
            index, group in
            FormcSection(
                title: group.title.map { title in
                    strings.map { $0.text(FormcTextKey.sectionTitle(form: $0.form, number: index + 1), title) } ?? title
                },
                footer: group.footer.map { footer in
                    strings.map { $0.text(FormcTextKey.sectionFooter(form: $0.form, number: index + 1), footer) }
                        ?? footer
                }, fields: group.fields, number: index + 1)
        }
        footers = Dictionary(
            groups.compactMap { group in group.footer.map { (group.number, $0) } },
            uniquingKeysWith: { first, _ in first })
        let hidden = Set(Field.allCases.filter { infos[$0]?.access == .hidden })
        hiddenFields = hidden
        disabledFields = Set(Field.allCases.filter { infos[$0]?.access == .disabled })
        self.sections = groups.compactMap { group in
            let shown = group.fields.filter { !hidden.contains($0) }
            return shown.isEmpty
                ? nil : FormcSection(title: group.title, footer: group.footer, fields: shown, number: group.number)
        }
    }

    /// The same table with its texts looked up in `strings` (another language, another
    /// bundle): what the generated `formcForm` is, built again.
    public func localized(_ strings: FormcStrings) -> FormcForm {
        FormcForm(
            fields: written.fields, focusChain: focusChain, keyboardDistance: keyboardDistance,
            hasConditions: hasConditions, keyboardAvoidance: keyboardAvoidance,
            dismissOnTapOutside: dismissOnTapOutside, toolbar: toolbar, sections: written.sections,
            rules: written.rules, strings: strings, sources: written.sources)
    }

    /// The message of the spec's rule `number` (1-based, in the spec's order), in the
    /// language shown; empty for a number the spec has no rule for.
    public func ruleMessage(_ number: Int) -> String {
        ruleMessages.indices.contains(number - 1) ? ruleMessages[number - 1] : ""
    }

    /// The footer of the spec's section `number` (1-based, in the spec's order:
    /// `FormcSection.number`) in the language shown, also for a section whose every field the
    /// spec hides (which `sections` leaves out); nil for a section without one.
    public func footer(ofSection number: Int) -> String? { footers[number] }

    /// formc's `word` in the language shown (the toolbar's button names).
    public func word(_ word: FormcWord) -> String { words[word] }

    /// What VoiceOver announces after a submit that found `errors`: the first problem along
    /// the focus chain (then the other fields, in `allCases` order) as formc's
    /// `problemAnnouncement`, the field's name and its message (`Name: required`); nil
    /// without errors.
    public func announcement(for errors: [Field: FormcValidationError]) -> String? {
        let order = focusChain + Field.allCases.filter { !focusChain.contains($0) }
        guard let field = order.first(where: { errors[$0] != nil }), let error = errors[field] else { return nil }
        let info = info(field)
        // The first text that names it, as in `spokenLabel(of:)`; its id when none does.
        let name =
            [info.accessibilityLabel, info.label, info.placeholder].compactMap { $0 }.first { !$0.isEmpty }
            ?? field.rawValue
        return FormcWords.filled(word(.problemAnnouncement), [name, message(for: error, of: field)])
    }

    /// What VoiceOver reads as `field`'s name (`accessibilityLabel`): the spec's
    /// `accessibilityLabel:` or its label, as formc's `requiredLabel` (`Name, required`) when
    /// the field is required; nil with neither, or only empty ones (UIKit then reads the
    /// placeholder).
    public func spokenLabel(of field: Field) -> String? {
        let info = info(field)
        guard let name = [info.accessibilityLabel, info.label].compactMap({ $0 }).first(where: { !$0.isEmpty })
        else { return nil }
        return info.required ? FormcWords.filled(word(.requiredLabel), [name]) : name
    }

    /// VoiceOver's hint for `field` (`accessibilityHint`): the spec's `hint:`, else a
    /// placeholder beside a name (then an example of the value, not the field's name); nil
    /// otherwise.
    public func spokenHint(of field: Field) -> String? {
        let info = info(field)
        if let hint = info.hint { return hint }
        guard let placeholder = info.placeholder, let name = info.accessibilityLabel ?? info.label, placeholder != name
        else { return nil }
        return placeholder
    }

    /// The text shown for `error` under `field`: the spec's own words (`.described`), else
    /// formc's word for it with its value, in the language shown; as `formc run` words them, a
    /// required switch "must be switched on", a required picker (or one holding no option)
    /// asks to "choose one of the options", and a date the field cannot write "expected a date
    /// like" its format; a required multi-select with none chosen is "required", one with too
    /// few or too many "choose at least 2 options", "choose at most 3 options".
    public func message(for error: FormcValidationError, of field: Field) -> String {
        let info = info(field)
        switch (error, info.value) {
        case (.required, .toggle): return words[.mustBeOn]
        case (.required, .option), (.required, .path): return words[.chooseOption]
        default: return words.message(for: error, check: info.check, date: info.date)
        }
    }

    /// The field's entry.
    public func info(_ field: Field) -> FormcFieldInfo<Field> { infos[field] ?? FormcFieldInfo() }
}

/// A titled group of fields (the spec's `sections:`), with the note under it (`footer:`): what
/// the SwiftUI view lays out.
/// `Identifiable` by its place in the spec (`number`), not by its contents: a condition that
/// shows or hides a field in it changes its fields, never its identity, so SwiftUI updates the
/// section in place instead of building it again (which would end the editing of a text field
/// in it and drop the keyboard). SwiftUI's `ForEach` "uses the identity of the elements to
/// track them across updates" (https://developer.apple.com/documentation/swiftui/foreach).
public nonisolated struct FormcSection<Field: FormcField>: Hashable, Identifiable, Sendable {
    public let title: String?
    /// The text under the section's fields (the spec's `footer:`): SwiftUI's `Section` footer, a
    /// table view's section footer; nil without one.
    public let footer: String?
    public let fields: [Field]
    /// The section's place among the spec's `sections:`, 1-based (the number of its title's
    /// and footer's catalog keys, `FormcTextKey.sectionTitle`, `sectionFooter`); 0 for a
    /// section built without one.
    public let number: Int

    /// The section's identity in the view: its `number`, which no value changes.
    public var id: Int { number }

    public init(title: String?, footer: String? = nil, fields: [Field], number: Int = 0) {
        self.title = title
        self.footer = footer
        self.fields = fields
        self.number = number
    }
}

/// The buttons of the keyboard toolbar: Previous and Next, Done, and whether some field has a title.
public nonisolated struct FormcToolbarLayout: Hashable, Sendable {
    public var isShown: Bool
    public var previousNext: Bool
    public var done: Bool
    public var hasTitle: Bool
    /// Whether a title is the field's placeholder first (the spec's `title: placeholder`),
    /// else its label first: which text a translated title is.
    public var titleFromPlaceholder: Bool

    public init(
        isShown: Bool = true, previousNext: Bool = true, done: Bool = true, hasTitle: Bool = false,
        titleFromPlaceholder: Bool = false
    ) {
        self.isShown = isShown
        self.previousNext = previousNext
        self.done = done
        self.hasTitle = hasTitle
        self.titleFromPlaceholder = titleFromPlaceholder
    }
}

/// What the spec says about one field, worked out by formc: its place in the focus chain,
/// return key, toolbar, texts, value shape, checks, keyboard, date, picker and quantity settings,
/// and a multi-select's counts.
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
    /// VoiceOver's hint (the spec's `hint:`); nil when the spec gives none.
    public var hint: String?
    /// The text shown under the field for everyone (the spec's `help:`), unlike `hint`, which
    /// only VoiceOver reads; nil when the spec gives none.
    public var help: String?
    /// The name VoiceOver reads instead of `label` (the spec's `accessibilityLabel:`); nil when
    /// the spec gives none.
    public var accessibilityLabel: String?
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
    /// Whether an empty date or picker field takes what its wheels show the moment it takes
    /// focus (the spec's `fillOnFocus: true`). Otherwise a wheel nobody moved answers nothing:
    /// the empty field shows the suggestion as a suggestion, and only a moved wheel or the
    /// explicit choice (`FormcValues.fillEmpty(_:)`) gives it a value.
    public var fillsOnFocus: Bool
    /// A stepper's or slider's control, range and step (`kind: stepper`, `kind: slider`); nil
    /// for every other field.
    public var quantity: FormcQuantitySettings?
    /// A multi-select's fewest and most options to choose (the spec's `minCount:` and
    /// `maxCount:`, `FormcSelectionCheck`); nil where the spec sets none, and for every other
    /// field. Its options are its `picker`'s source.
    public var minCount: Int?
    public var maxCount: Int?

    public init(
        next: Field? = nil, previous: Field? = nil, isFocusable: Bool = false, access: FormcAccess = .editable,
        characters: FormcCharacters = .any, returnKey: FormcReturnKey? = nil, returnAction: FormcReturnAction? = nil,
        lastReturnKey: FormcReturnKey? = nil, lastReturnAction: FormcReturnAction? = nil,
        toolbar: FormcToolbarState = FormcToolbarState(), label: String? = nil, placeholder: String? = nil,
        hint: String? = nil, help: String? = nil, accessibilityLabel: String? = nil, value: FormcValueKind = .text,
        isChecked: Bool = true,
        isSubmitted: Bool = true, required: Bool = false,
        check: FormcTextCheck? = nil, input: FormcInputTraits? = nil, date: FormcDateSettings? = nil,
        picker: FormcPickerSettings? = nil, fillsOnFocus: Bool = false, quantity: FormcQuantitySettings? = nil,
        minCount: Int? = nil, maxCount: Int? = nil
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
        self.hint = hint
        self.help = help
        self.accessibilityLabel = accessibilityLabel
        self.value = value
        self.isChecked = isChecked
        self.isSubmitted = isSubmitted
        self.required = required
        self.check = check
        self.input = input
        self.date = date
        self.picker = picker
        self.fillsOnFocus = fillsOnFocus
        self.quantity = quantity
        self.minCount = minCount
        self.maxCount = maxCount
    }
}

nonisolated extension FormcFieldInfo {
    /// The entry with its texts looked up in `strings` under the keys of field `id`; a
    /// toolbar title is its placeholder's lookup when `titleFromPlaceholder` and there is
    /// one, else its label's, else its placeholder's (as formc chose it: `ToolbarTitle`).
    func localized(_ id: String, _ strings: FormcStrings, titleFromPlaceholder: Bool) -> FormcFieldInfo {
        var info = self
        let label = self.label.map { strings.text(FormcTextKey.label(form: strings.form, field: id), $0) }
        let placeholder = self.placeholder.map {
            strings.text(FormcTextKey.placeholder(form: strings.form, field: id), $0)
        }
        info.label = label
        info.placeholder = placeholder
        info.hint = hint.map { strings.text(FormcTextKey.hint(form: strings.form, field: id), $0) }
        info.help = help.map { strings.text(FormcTextKey.help(form: strings.form, field: id), $0) }
        info.accessibilityLabel = accessibilityLabel.map {
            strings.text(FormcTextKey.accessibilityLabel(form: strings.form, field: id), $0)
        }
        if toolbar.title != nil {
            info.toolbar.title = titleFromPlaceholder ? placeholder ?? label : label ?? placeholder
        }
        info.check?.message = check?.message.map {
            strings.text(FormcTextKey.message(form: strings.form, field: id), $0)
        }
        return info
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
    /// A segmented control (`kind: segmented`): every option at once, out of the focus chain,
    /// instead of wheels as the input view.
    public var isSegmented: Bool

    public init(
        source: String, levels: [String] = [], display: String = "{label}", rowHeight: Double? = nil,
        showsIcons: Bool = false, isSegmented: Bool = false
    ) {
        self.source = source
        self.levels = levels
        self.display = display
        self.rowHeight = rowHeight
        self.showsIcons = showsIcons
        self.isSegmented = isSegmented
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

/// `UIDatePicker.Mode` names. `yearAndMonth` is a month of a year (a card's expiry, `kind:
/// monthYear`): UIKit's own mode from iOS 17.4, FormcKit's two wheels (`FormcMonthWheels`) before
/// it and in SwiftUI, whose `DatePicker` has no such mode.
public nonisolated enum FormcDateMode: String, Sendable {
    case date, time, dateAndTime, yearAndMonth
}

/// A date bound as the spec writes it: `today` (the day, the month for a month field, or now
/// for times), or a date in ISO 8601 form (`FormcDates.iso`).
public nonisolated enum FormcDateBound: Hashable, Sendable {
    case today
    case iso(String)
}
