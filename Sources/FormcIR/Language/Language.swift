/// The spec language: every key at every position, with its type, default and meaning. The
/// decoder's allowed keys and "did you mean", the JSON Schema (`formc schema`), `formc explain
/// KEY` and the key tables of docs/spec-language.md all come from here, so a new key is one
/// property of its scope's keys below (`FieldKeys`…) plus the code that uses its value. Code
/// names a key through that property (`Language.fieldKeys.label`), never by a string: a
/// misspelt key does not compile.
///
/// A key whose value is a nested mapping holds that scope (`.list(of: Language.field)`), so a
/// scope's static first initialises the scopes below it, each from its own keys struct. No
/// scope holds one above it: were one to, its static would reach itself and never return.
public enum Language {
    /// The spec's root mapping.
    public static let top = Scope(
        "", keysOf: topKeys,
        synonyms: [
            "formname": "form", "checks": "rules", "constraints": "rules", "validations": "rules", "name": "form",
            "title": "form", "items": "fields", "prefix": "swiftPrefix", "typeprefix": "swiftPrefix",
            "namespace": "swiftPrefix", "controls": "fields",
            "inputs": "fields", "pages": "sections", "groups": "sections", "datasources": "sources",
            "data": "sources"
        ], needsOneOf: [["fields", "sections"]])
    /// Handles on the keys of the spec's root mapping (`Language.topKeys.form`).
    public static let topKeys = TopKeys()
    /// The keys of the spec's root mapping, each a stored property named as its key, in the docs' order.
    public struct TopKeys: Sendable {
        public let form = LanguageKey(
            "form", .string, required: true,
            "The form's name (`Profile`). Emitters derive type names from it. Missing: FC012.")
        public let locale = LanguageKey(
            "locale", .string, default: "`en_US_POSIX`",
            "Default locale identifier for date fields (`zh_CN`); it does not change the order of `order: position`, whose columns are logical. Becomes `Locale(identifier:)`. An identifier without an ISO 639 language or with a non-ISO 3166 region is FC306 (a warning)."
        )
        public let sourceLanguage = LanguageKey(
            "sourceLanguage", .string, default: "`en`", note: "a language",
            "The language the spec's texts are written in, as a String Catalog names it (`en`, `zh-Hans`): the source language of the form's catalog (`formc compile --emit strings`, [localization.md](localization.md)). An identifier Foundation does not know is FC306 (a warning)."
        )
        public let locales = LanguageKey(
            "locales", .stringList, default: "none", note: "languages",
            "The other languages the app ships the form in (`[de, ar, zh-Hans]`): the languages translators give in the form's catalog. An identifier Foundation does not know is FC306 (a warning)."
        )
        public let stringsBundle = LanguageKey(
            "stringsBundle", .oneOf(Vocabulary(StringsBundle.self)), default: "`main`",
            "The bundle that holds the form's catalog, where the generated Swift looks its texts up when the spec has `locales:`: `main` (`Bundle.main`, an app target's) or `module` (`Bundle.module`, a package target that has the catalog among its resources). See [localization.md](localization.md)."
        )
        public let order = LanguageKey(
            "order", .oneOfOrList(Vocabulary(OrderMode.automatic.map(\.name))), default: "`declaration`",
            note: "field ids",
            "How the focus chain is ordered. See [§7](#7-the-focus-chain). A list is checked by FC102–FC104 and FC107; `tag` by FC108; `position` by FC109."
        )
        public let toolbar = LanguageKey(
            "toolbar", .booleanOrMapping(Language.toolbar), default: "`true`",
            "The keyboard toolbar (`inputAccessoryView`). See [§9](#9-the-keyboard-toolbar). `false` turns both `previousNext` and `done` off (no toolbar at all); `true` is the same as leaving the key out."
        )
        public let dismiss = LanguageKey("dismiss", .mapping(Language.dismiss), "How editing ends besides the keys.")
        public let returnKey = LanguageKey(
            "returnKey", .mapping(Language.returnKey),
            "Form-wide return-key defaults. See [§8](#8-return-key-and-return-action).")
        public let returnAction = LanguageKey(
            "returnAction", .mapping(Language.returnAction),
            "Form-wide return actions. See [§8.3](#83-the-default-return-action).")
        public let keyboardDistance = LanguageKey(
            "keyboardDistance", .number, default: "`10`", note: "points",
            "The distance keyboard avoidance keeps between the focused field and the keyboard (IQKeyboardManager's `keyboardDistanceFromTextField`, whose default is 10). A negative distance is FC015."
        )
        public let keyboardAvoidance = LanguageKey(
            "keyboardAvoidance", .boolean, default: "`true`",
            "Keyboard avoidance in the scroll view the app gives the generated controller (`avoidKeyboard(in:)`). `false` turns it off: the controller then leaves the scroll view's insets and offset alone, and `keyboardDistance` has no effect."
        )
        public let swiftPrefix = LanguageKey(
            "swiftPrefix", .string, default: "formc.yml's `swiftPrefix`, else none", note: "a Swift identifier",
            "What the generated Swift's type and method names start with, before the form's name: `swiftPrefix: Acme` with `form: Signup` declares `AcmeSignupField`, `AcmeSignupValues`, `AcmeSignupFormView`, `AcmeSignupFormController`, `.acmeSignupField(_:focus:editing:onSubmit:)`… in `AcmeSignupForm.swift`, so an app with its own `SignupFormView` can generate `form: Signup`. Written as is: a letter or `_`, then letters, digits and `_` (FC502 otherwise). A type name that is FormcKit's or an SDK type's the file would shadow (`form: Text` declares `TextField`) is FC502; two specs of one `formc build` that declare the same names are FC503 (a warning). See [swift-output.md §3.1](swift-output.md#31-identifiers)."
        )
        public let sources = LanguageKey(
            "sources", .namedMappings(Language.source), default: "none",
            "Picker data: a mapping of source names to sources. See [§10](#10-data-sources).")
        public let fields = LanguageKey(
            "fields", .list(of: Language.field),
            "The form's fields. At least one of `fields` and `sections` is required (FC012). `fields: ~` counts as missing. The spec must declare at least one field in all: `fields: []` without `sections:` (or with sections whose `fields` are all empty) is FC014, `the spec declares no fields`, reported at the top-level mapping when the spec has no other decoding error."
        )
        public let sections = LanguageKey(
            "sections", .list(of: Language.section),
            "Titled groups of fields. See [§5](#5-sections).")
        public let rules = LanguageKey(
            "rules", .list(of: Language.rule), default: "none",
            "Checks across fields, each with its own message (`confirmPassword == password`). See [§4.4](#44-rules-across-fields-rules)."
        )
    }

    public static let toolbar = Scope("toolbar", keysOf: toolbarKeys)
    /// Handles on the keys of `toolbar:` (`Language.toolbarKeys.previousNext`).
    public static let toolbarKeys = ToolbarKeys()
    /// The keys of `toolbar:`, each a stored property named as its key, in the docs' order.
    public struct ToolbarKeys: Sendable {
        public let previousNext = LanguageKey(
            "previousNext", .boolean, default: "`true`",
            "Show Previous and Next buttons. Written `true` on a form with one chain field: FC114 (a warning).")
        public let done = LanguageKey(
            "done", .boolean, default: "`true`",
            "Show a Done button. Off while a chain field has no return key, or is multiline (its return inserts a line break): FC112."
        )
        public let title = LanguageKey(
            "title", .oneOf(Vocabulary(ToolbarTitle.self)), default: "`none`",
            "Title shown in the toolbar for the focused field.")
    }

    public static let dismiss = Scope("dismiss", keysOf: dismissKeys)
    /// Handles on the keys of `dismiss:` (`Language.dismissKeys.onTapOutside`).
    public static let dismissKeys = DismissKeys()
    /// The keys of `dismiss:`, each a stored property named as its key, in the docs' order.
    public struct DismissKeys: Sendable {
        public let onTapOutside = LanguageKey(
            "onTapOutside", .boolean, default: "`false`",
            "A tap outside the focused field ends editing (UIKit: `view.endEditing(true)` from a tap recogniser; the generated SwiftUI view: a tap on its container clears the `@FocusState` and the editing row, and scrolling dismisses the keyboard through `.scrollDismissesKeyboard(.interactively)` on iOS 16 and later)."
        )
    }

    static let returnKeyNames = Vocabulary(ReturnKeyType.self, summary: "a `UIReturnKeyType` name")

    public static let returnKey = Scope("returnKey", keysOf: returnKeyKeys)
    /// Handles on the keys of the form-wide `returnKey:` (`Language.returnKeyKeys.default`).
    public static let returnKeyKeys = ReturnKeyKeys()
    /// The keys of the form-wide `returnKey:`, each a stored property named as its key, in the docs' order.
    public struct ReturnKeyKeys: Sendable {
        public let `default` = LanguageKey(
            "default", .oneOf(Language.returnKeyNames), default: "`next`",
            "Return key for every chain field except the last.")
        public let last = LanguageKey(
            "last", .oneOf(Language.returnKeyNames), default: "`done`",
            "Return key for the last field of the chain. `next` here is FC111 (a warning).")
    }

    public static let returnAction = Scope("returnAction", keysOf: returnActionKeys)
    /// Handles on the keys of the form-wide `returnAction:` (`Language.returnActionKeys.last`).
    public static let returnActionKeys = ReturnActionKeys()
    /// The keys of the form-wide `returnAction:`, each a stored property named as its key, in the docs' order.
    public struct ReturnActionKeys: Sendable {
        public let last = LanguageKey(
            "last", .oneOf(Vocabulary(LastReturnAction.self)), default: "by the key",
            "What return does on the last field of the chain, the live one when conditions hide the fields after it: `submit` makes Done on the last field submit the form. A field's own `returnAction:` and a multiline field's line break win."
        )
    }

    public static let section = Scope("section", keysOf: sectionKeys)
    /// Handles on the keys of a section (`Language.sectionKeys.title`).
    public static let sectionKeys = SectionKeys()
    /// The keys of a section, each a stored property named as its key, in the docs' order.
    public struct SectionKeys: Sendable {
        public let title = LanguageKey(
            "title", .string, default: "absent",
            "The section's title (a table-view section header, or a SwiftUI `Section`).")
        public let footer = LanguageKey(
            "footer", .string, default: "absent",
            "Text shown under the section's fields: a table-view section footer, SwiftUI's `Section` footer; in `formc run`, dim, after the section's last field. A note that belongs to the group (`We never share your number`). A text of the form's catalog ([localization.md](localization.md))."
        )
        public let visibleWhen = LanguageKey(
            "visibleWhen", .string, default: "always visible", note: "a condition",
            "The section and its fields are shown only while the condition holds ([§4.3](#43-conditions-visiblewhen-and-enabledwhen)). A text that is no condition is FC601."
        )
        public let enabledWhen = LanguageKey(
            "enabledWhen", .string, default: "always enabled", note: "a condition",
            "The section's fields are enabled only while the condition holds ([§4.3](#43-conditions-visiblewhen-and-enabledwhen)). A text that is no condition is FC601."
        )
        public let fields = LanguageKey(
            "fields", .list(of: Language.field), required: true,
            "A section without `fields` (or with `fields: ~`) is FC012. `fields: []` is allowed in a section, as long as the spec has a field somewhere (else FC014)."
        )
    }

    /// The keys of a field; those only some kinds take say which (`LanguageKey.kinds`), as
    /// the kind table's entries list them (`KindEntry.keys`).
    public static let field = Scope(
        "field", keysOf: fieldKeys, kinds: { name in FieldKind.allCases.filter { $0.takes(name) } },
        synonyms: [
            "type": "kind", "inputtype": "kind", "keyboard": "kind", "keyboardtype": "kind", "name": "id",
            "key": "id", "title": "label", "prompt": "label", "message": "label",
            "value": "default", "initial": "default", "choices": "options", "values": "options",
            "items": "options", "returnkeytype": "returnKey", "textcontenttype": "contentType",
            "password": "secure", "securetextentry": "secure", "readonly": "editable", "enabled": "disabled",
            "validate": "validation", "rules": "validation", "dateformat": "format", "datasource": "source",
            "visibleif": "visibleWhen", "showif": "visibleWhen", "showwhen": "visibleWhen",
            "enabledif": "enabledWhen"
        ],
        unsure: [
            "enabled": "its value means the opposite: 'enabled: true' is 'disabled: false'",
            "readonly": "its value means the opposite: 'readonly: true' is 'editable: false'",
            "keyboard": "its value is a keyboard, not a kind: 'numberPad' is 'kind: number'",
            "keyboardtype": "its value is a UIKeyboardType, not a kind: 'numberPad' is 'kind: number'",
            "message": "a field's message may be its label or its 'validation: {message: …}'",
            "prompt": "SwiftUI's prompt is the placeholder: a label stays above the field, a placeholder inside it"
        ], exclusive: [["options", "source"]])
    /// Handles on the keys of a field (`Language.fieldKeys.id`).
    public static let fieldKeys = FieldKeys()
    /// The keys of a field, each a stored property named as its key, in the docs' order.
    public struct FieldKeys: Sendable {
        public let id = LanguageKey(
            "id", .string, required: true,
            "The field's identifier. Chain links, `order:` and `next:` refer to it. A field without `id` is FC012 and is dropped. An id used twice is FC101. An id holding a control character is FC016 ([§4](#what-an-id-may-hold))."
        )
        public let kind = LanguageKey(
            "kind", .oneOf(Vocabulary(FieldKind.self, summary: "see [§6](#6-field-kinds)")), default: "`text`",
            "Input kind: `UIKeyboardType`, `inputView` (`UIDatePicker`, `UIPickerView`), `isSecureTextEntry`, `UISwitch`, `UISegmentedControl`."
        )
        public let label = LanguageKey(
            "label", .string, default: "absent", "The field's label. Also a toolbar-title source.")
        public let placeholder = LanguageKey(
            "placeholder", .string, default: "absent",
            "`placeholder` (`UITextField.placeholder`, SwiftUI `TextField` prompt). Also a toolbar-title source. It is no label: it disappears once the person types, so a field with a placeholder and no `label` is FC801 (a warning)."
        )
        public let hint = LanguageKey(
            "hint", .string, default: "absent",
            "What VoiceOver reads after the field's name (`accessibilityHint`, SwiftUI `.accessibilityHint`): what to enter or what happens, as a phrase (`Used to confirm your order`). Without it, a placeholder beside a label is the hint. A text of the form's catalog ([localization.md](localization.md))."
        )
        public let help = LanguageKey(
            "help", .string, default: "absent",
            "Text shown under the field, for everyone (`Used for delivery updates only`): FormcKit's row shows it in a smaller, secondary style, and `formc run` dim under the field. Unlike `hint`, which only VoiceOver reads, it is on screen; VoiceOver reads it after the field. A text of the form's catalog ([localization.md](localization.md))."
        )
        public let accessibilityLabel = LanguageKey(
            "accessibilityLabel", .string, default: "the `label`",
            "What VoiceOver reads as the field's name (`accessibilityLabel`) instead of its `label`, for a label that reads badly aloud (`Qty`). It must contain the visible label, so that a person who says what they see reaches the field (WCAG 2.5.3 Label in Name): one that does not is FC802. The generated code adds `, required` (formc's word `Formc.requiredLabel`) for a required field. A text of the form's catalog."
        )
        public let required = LanguageKey(
            "required", .boolean, default: "`false`",
            "The field must be filled in when the form is submitted: a text holding a character that is not white space (`\"   \"` is not filled in), a selection, a date, a toggle that is on ([§4.5](#45-one-behaviour-what-a-submit-checks-and-answers))."
        )
        public let `default` = LanguageKey(
            "default", .scalarOrList, default: "absent",
            "The initial value, typed by kind ([§12](#12-defaults)); a list for cascading pickers and multi-selects. A mapping is FC011. Checked by FC404 (against the kind and `validation`, a multi-select's counts), FC212 (pickers, multi-selects), FC302 and FC307 (date kinds)."
        )
        public let hidden = LanguageKey(
            "hidden", .boolean, default: "`false`",
            "Hidden (`isHidden`). A hidden field is not in the focus chain, is not checked and gives no answer ([§4.5](#45-one-behaviour-what-a-submit-checks-and-answers))."
        )
        public let disabled = LanguageKey(
            "disabled", .boolean, default: "`false`",
            "Disabled (`isEnabled = false`). A disabled field is not in the focus chain, is not checked, gives no answer and reads as empty in conditions and rules ([§4.5](#45-one-behaviour-what-a-submit-checks-and-answers))."
        )
        public let editable = LanguageKey(
            "editable", .boolean, default: "`true`",
            "`editable: false` makes the field read-only and keeps it out of the focus chain; it answers its value unchecked ([§4.5](#45-one-behaviour-what-a-submit-checks-and-answers))."
        )
        public let secure = LanguageKey(
            "secure", .boolean, default: "`false`",
            "`secure: true` sets `isSecureTextEntry` on any kind that takes focus (a PIN on the number pad). `kind: secure` is always secure: `secure: false` does not turn that off."
        )
        public let visibleWhen = LanguageKey(
            "visibleWhen", .string, default: "always visible", note: "a condition",
            "The field is shown, and in the focus chain, only while the condition over other fields' values holds (`company isSet`, `plan == 'business'`; [§4.3](#43-conditions-visiblewhen-and-enabledwhen)). A text that is no condition is FC601."
        )
        public let enabledWhen = LanguageKey(
            "enabledWhen", .string, default: "always enabled", note: "a condition",
            "The field is enabled, and in the focus chain, only while the condition holds ([§4.3](#43-conditions-visiblewhen-and-enabledwhen)). A text that is no condition is FC601."
        )
        public let tag = LanguageKey(
            "tag", .wholeNumber, default: "absent",
            "The view's `tag`. Used by `order: tag`, where a missing or repeated tag is FC108.")
        public let layout = LanguageKey(
            "layout", .mapping(Language.layout), default: "absent",
            "A grid cell, used by `order: position`. A cell needs both `row` and `column`: a `layout` with only one is no cell at all, so the field sorts as if it had no `layout`. Numbering may start at 0 or 1; only the order matters. Under `order: position`, a missing or incomplete cell, or a cell shared with another field, is FC109."
        )
        public let next = LanguageKey(
            "next", .string, default: "absent", note: "a field id",
            "Explicit successor in the focus chain ([§7.3](#73-next-links)). An unknown id or the field itself is FC105; a field that cannot take focus is FC107."
        )
        public let returnKey = LanguageKey(
            "returnKey", .oneOf(Language.returnKeyNames), default: "computed",
            "The field's `returnKeyType` (SwiftUI `.submitLabel`). Overrides the form-wide rule ([§8](#8-return-key-and-return-action)). `next` on the last chain field is FC111 (a warning), on a multiline field FC113."
        )
        public let returnAction = LanguageKey(
            "returnAction", .oneOf(Vocabulary(ReturnAction.self)), default: "computed",
            "What return does. Overrides the default rule ([§8](#8-return-key-and-return-action)). Anything but `newline` on a multiline field is FC113."
        )
        public let contentType = LanguageKey(
            "contentType",
            .oneOf(
                Vocabulary(
                    TextContentType.all, summary: "a `UITextContentType` member name",
                    noun: "UITextContentType")),
            default: "absent",
            "`textContentType` (SwiftUI `.textContentType(_:)`). An unknown name is FC013, with a suggestion. "
                + "On a field that shows no keyboard (a picker, a date kind, a toggle) it does nothing: FC017, "
                + "a warning.")
        public let validation = LanguageKey(
            "validation", .mapping(Language.validation), default: "none",
            "Value rules, see [§4.1](#41-validation).")
        public let format = LanguageKey(
            "format", .string, default: "per kind",
            "`DateFormatter.dateFormat` of the field's text ([§11](#11-dates)). Checked by FC303–FC305, FC308 (empty), FC309 (shows no year, month or day, or no hour or minute) and FC310 (a 12-hour clock without AM/PM, or a 24-hour one with it)."
        )
        public let min = LanguageKey(
            "min", .string, default: "absent",
            "On a date kind: `UIDatePicker.minimumDate`, and a submit refuses an earlier value (`earliest is …`). `today` or `now` means the moment the form is shown ([§11](#11-dates)). Anything else must be ISO 8601 (FC307); `min` after `max` is FC301. On a stepper, slider or rating: the smallest value, a number (`minimumValue`; default 0, a rating's 1; a rating's is 0 or 1, FC406); not below `max` is FC402."
        )
        public let max = LanguageKey(
            "max", .string, default: "absent",
            "On a date kind: `UIDatePicker.maximumDate`, and a submit refuses a later value (`latest is …`). `today` or `now` means the moment the form is shown ([§11](#11-dates)). Anything else must be ISO 8601 (FC307). On a stepper, slider or rating: the largest value, a number (`maximumValue`; default 100 for a stepper, 1 for a slider, 5 for a rating, at most 10: FC406)."
        )
        public let step = LanguageKey(
            "step", .number, default: "1 on a stepper; a slider moves continuously",
            "A stepper's `stepValue`, and the values a slider stops at (`Slider(value:in:step:)`), counted from `min`. Zero or negative is FC015; one that does not divide the range from `min` to `max` is FC405 (a warning). A field is answered as a whole number (`Int`) when `min`, `max` and `step` are whole, else as a `Double` ([§6](#6-field-kinds))."
        )
        public let locale = LanguageKey(
            "locale", .string, default: "the form's `locale`",
            "`UIDatePicker.locale` and the formatter's `Locale`. An unknown identifier is FC306 (a warning).")
        public let source = LanguageKey(
            "source", .string, default: "absent", note: "a source name",
            "the data source ([§10](#10-data-sources)). A picker without one (and without `options`) is FC201; an undeclared name is FC202."
        )
        public let options = LanguageKey(
            "options", .options, default: "absent", errorOnOtherKinds: true,
            "the field's own options, an anonymous source named after the field ([§10.6](#106-picker-field-keys)). On a field that is not a picker, or with `source`, it is FC013."
        )
        public let display = LanguageKey(
            "display", .string, default: "`{label}`, or `{level1} {level2} …`", note: "a template",
            "how the field's text shows the selection, e.g. `\"{province} {city}\"`. An unknown `{name}` is FC211.")
        public let rowHeight = LanguageKey(
            "rowHeight", .number, default: "absent (system height)", note: "points",
            "`UIPickerView` row height (`pickerView(_:rowHeightForComponent:)`). Zero or negative is FC015.")
        public let fillOnFocus = LanguageKey(
            "fillOnFocus", .boolean, default: "`false`",
            "`true`: an empty field takes what its wheels show (today, or the first row) the moment it takes focus, so Next through the form answers it. By default a wheel nobody moved answers nothing: the empty field shows the suggestion as a placeholder, and moving the wheel or the explicit choice (UIKit's *Choose* toolbar item, the SwiftUI row's *Choose* button, Space in `formc run`) answers ([swift-output.md §2.4.2](swift-output.md#242-answers-nobody-chose)). On another kind it does nothing: FC017, a warning."
        )
        public let other = LanguageKey(
            "other", .string, default: "absent", note: "the option's label",
            "An \"Other\" option after the field's options, labelled with this text (`Other`, `Sonstiges`), whose value is `other`; choosing it shows a text field for what the person means, `<id>Other`, required while it is shown (SurveyJS's `hasOther`; [§10.7](#107-an-other-option)). A cascading source, or options that already have the value `other`, is FC217."
        )
        public let minCount = LanguageKey(
            "minCount", .wholeNumber, default: "absent",
            "A multi-select's fewest options to choose: a submit with fewer chosen is refused (`choose at least 2 options`); with none chosen, only when `required: true` ([§6.4](#64-multi-selects)). Negative is FC015; above `maxCount` or the number of options is FC407."
        )
        public let maxCount = LanguageKey(
            "maxCount", .wholeNumber, default: "absent (any number)",
            "A multi-select's most options to choose: a submit with more chosen is refused (`choose at most 3 options`) ([§6.4](#64-multi-selects)). Negative is FC015; below `minCount`, 0, or more than the number of options is FC407."
        )
    }

    public static let layout = Scope("layout", keysOf: layoutKeys)
    /// Handles on the keys of a field's `layout:` (`Language.layoutKeys.row`).
    public static let layoutKeys = LayoutKeys()
    /// The keys of a field's `layout:`, each a stored property named as its key, in the docs' order.
    public struct LayoutKeys: Sendable {
        public let row = LanguageKey(
            "row", .wholeNumber, default: "absent", "The cell's row; `order: position` sorts by it first.")
        public let column = LanguageKey(
            "column", .wholeNumber, default: "absent",
            "The cell's column, counted from the leading edge; `order: position` sorts by it within a row.")
    }

    public static let validation = Scope("validation", keysOf: validationKeys)
    /// Handles on the keys of a field's `validation:` (`Language.validationKeys.minLength`).
    public static let validationKeys = ValidationKeys()
    /// The keys of a field's `validation:`, each a stored property named as its key, in the docs' order.
    public struct ValidationKeys: Sendable {
        public let minLength = LanguageKey(
            "minLength", .wholeNumber,
            "Fewest characters (grapheme clusters). Negative: FC015; greater than `maxLength`: FC401.")
        public let maxLength = LanguageKey("maxLength", .wholeNumber, "Most characters. Negative: FC015.")
        public let pattern = LanguageKey(
            "pattern", .string,
            "A regular expression the whole value must match. Quote it: `'^[^@\\s]+@[^@\\s]+$'`. One that does not compile as an `NSRegularExpression` is FC403."
        )
        public let min = LanguageKey("min", .number, "Smallest numeric value. Greater than `max`: FC402.")
        public let max = LanguageKey("max", .number, "Largest numeric value.")
        public let message = LanguageKey(
            "message", .string,
            "The text shown when the value breaks one of these rules (or, in a `number` or `decimal` field, is no number), instead of formc's generic wording: `formc run` shows it under the field, the JSON records it and the generated `validate()` returns it. Without it a `pattern` failure reads `not in the expected format`. `required` keeps its own `required`."
        )
    }

    public static let rule = Scope(
        "rule", keysOf: ruleKeys,
        synonyms: [
            "condition": "check", "when": "check", "expression": "check", "rule": "check", "error": "message",
            "text": "message", "target": "field", "id": "field"
        ], unsure: ["id": "a rule's id may name the rule, not the field its message belongs to"])
    /// Handles on the keys of an item of `rules:` (`Language.ruleKeys.check`).
    public static let ruleKeys = RuleKeys()
    /// The keys of an item of `rules:`, each a stored property named as its key, in the docs' order.
    public struct RuleKeys: Sendable {
        public let check = LanguageKey(
            "check", .string, required: true, note: "a condition",
            "What must hold when the form is submitted, in the language of `visibleWhen:` ([§4.3](#43-conditions-visiblewhen-and-enabledwhen)) with a field on either side of a comparison (`end >= start`). A text that is no condition is FC601; an unknown field FC602; fields whose values cannot be compared FC607."
        )
        public let message = LanguageKey(
            "message", .string, required: true,
            "The text shown at `field` when the check fails: `formc run` shows it under the field, the generated `validate()` returns it (`.described(message)`), the JSON records it."
        )
        public let field = LanguageKey(
            "field", .string, default: "the first field `check` names", note: "a field id",
            "The field the message belongs to: `formc run` focuses it, `validate()` keys the error by it. The rule is not checked while that field is hidden or disabled. An unknown id is FC602."
        )
    }

    public static let source = Scope(
        "source", keysOf: sourceKeys,
        synonyms: [
            "path": "file", "url": "file", "items": "options", "values": "options", "choices": "options",
            "labelkey": "label", "valuekey": "value", "iconkey": "icon", "image": "icon",
            "childrenkey": "children", "separator": "delimiter", "sep": "delimiter"
        ], unsure: ["url": "a source's file is a path inside the project, never a URL"],
        needsOneOf: [["options", "file"]], exclusive: [["options", "file"]])
    /// Handles on the keys of a source (`Language.sourceKeys.file`).
    public static let sourceKeys = SourceKeys()
    /// The keys of a source, each a stored property named as its key, in the docs' order.
    public struct SourceKeys: Sendable {
        public let file = LanguageKey(
            "file", .string, note: "path",
            "A data file, relative to the spec's folder; it must lie inside the project root (the spec's folder, or `--root DIR`): an absolute path, or one that leaves the root through `..` or a symbolic link, is FC213."
        )
        public let format = LanguageKey(
            "format", .oneOf(Vocabulary(DataFormat.self)), default: "guessed from the file's extension",
            "The file's format. Used only with `file`.")
        public let options = LanguageKey("options", .options, note: "inline data", "The options, written in the spec.")
        public let levels = LanguageKey(
            "levels", .stringList, default: "— (flat)",
            "Names of the columns of a cascading picker, outermost first (`[province, city]`). Two or more names make the source cascading. One name, or an empty list, is the same as no `levels`."
        )
        public let label = LanguageKey(
            "label", .string, default: "`label`", note: "a record key",
            "The record key whose value is the row's text.")
        public let value = LanguageKey(
            "value", .string, default: "none: the record's `value` entry, else its label", note: "a record key",
            "The record key whose value is the option's value. Once it is set, every record needs that key (FC208); in a cascading source only the last level's records do, and a parent without it takes its label as its value. If `value:` is not set, a record's value is its `value` entry when it has one, else its label."
        )
        public let icon = LanguageKey(
            "icon", .string, default: "none", note: "a record key",
            "The record key naming the row's image (a flag, for example). Once it is set, every record of the last level needs that key (FC208). A parent without it has no icon."
        )
        public let children = LanguageKey(
            "children", .string, default: "`children`", note: "a record key",
            "In cascading sources, the record key that holds the next level's list.")
        public let delimiter = LanguageKey(
            "delimiter", .string, default: "taken from the CSV header line", note: "one character",
            "CSV files only: the character between fields, such as `';'`, `'|'` or `\"\\t\"` (a tab). Without it the reader uses the separator the header line holds ([§10.2](#102-data-files-and-format-guessing)). More than one character, a quote or a line break is FC013, and so is a `delimiter` on a source that is not CSV (inline `options`, or a file of another format)."
        )
    }

    /// Every scope, each once, outermost first.
    public static let scopes: [Scope] = [
        top, toolbar, dismiss, returnKey, returnAction, section, field, layout, validation, rule, source
    ]
}
