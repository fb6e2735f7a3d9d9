import FormcDiagnostics

/// One field of the form: what the spec writes for it (`written`, every value located) and
/// what lowering resolves from that and the rest of the spec (its typed default, date and
/// picker settings, its place in the focus chain). The decoder makes each `Field` with only
/// `written` filled in; lowering resolves the rest in place; the checker, the emitters, the
/// terminal and the editor all read this one value.
///
/// A setting that is the written value or a fixed default (`label`, `required`, `kind`...)
/// is read from `written` rather than kept twice, so the two can never disagree.
public struct Field: Sendable {
    /// The field's keys as written, located for diagnostics and the editor. Read in place
    /// from its box (no copy); assigning it puts a new box in place.
    @inlinable public var written: WrittenField {
        _read { yield writtenBox.value }
        set { writtenBox = WrittenBox(newValue) }
    }
    /// `written`, out of line: a `WrittenField` is most of a field's size, and every copy of
    /// a field (the checker's walk, the emitters') would copy it and retain each of its
    /// strings; shared, it costs one pointer and one retain. Never changed in place, so
    /// copies of a field share it safely.
    @usableFromInline var writtenBox: WrittenBox
    /// Index into `Form.sections` (and `SpecAST.sections`).
    public var section: Int
    /// Where the field's `id` is written.
    public var location: SourceLocation
    /// The default typed against the field's kind (set by lowering; nil when none is written).
    @OutOfLine public var defaultValue: FieldValue?
    /// Set by lowering for a date, time or date-and-time field.
    @OutOfLine public var date: DateSettings?
    /// Set by lowering for a picker field.
    @OutOfLine public var picker: PickerSettings?
    /// Set by lowering for a stepper or slider.
    @OutOfLine public var quantity: QuantitySettings?
    /// The chain links and keys, set by lowering; nil for a field outside the focus chain.
    public var focus: FocusLinks?

    /// A field as decoded: `written` as read from the spec, in section `section`, its id at
    /// `location`; nothing resolved yet (no typed default, dates, picker or focus links).
    public init(written: consuming WrittenField, section: Int, location: SourceLocation) {
        writtenBox = WrittenBox(written)
        self.section = section
        self.location = location
    }

    // The settings read from `written` are inlinable: the checker and the emitters read them
    // for every field, and a call across modules for each would cost more than the read.
    @inlinable public var id: String { written.id.value }
    /// The written kind; `text` when the spec names none.
    @inlinable public var kind: FieldKind { written.kind?.value ?? .unwritten }
    @inlinable public var label: String? { written.label?.value }
    @inlinable public var placeholder: String? { written.placeholder?.value }
    @inlinable public var hint: String? { written.hint?.value }
    @inlinable public var accessibilityLabel: String? { written.accessibilityLabel?.value }
    @inlinable public var help: String? { written.help?.value }
    @inlinable public var required: Bool { written.required?.value ?? false }
    @inlinable public var hidden: Bool { written.hidden?.value ?? false }
    @inlinable public var disabled: Bool { written.disabled?.value ?? false }
    @inlinable public var editable: Bool { written.editable?.value ?? true }
    /// Whether `isSecureTextEntry` is set: kind `secure`, or `secure: true` on another kind
    /// (a PIN on the number pad).
    @inlinable public var isSecureTextEntry: Bool {
        kind.entry.textControl == .secure || written.secure?.value == true
    }
    @inlinable public var tag: Int? { written.tag?.value }
    /// The `order: position` cell; nil unless both coordinates are written (a half-written
    /// cell is no cell: the checker says so).
    @inlinable public var layout: LayoutCell? {
        guard let row = written.layoutRow?.value, let column = written.layoutColumn?.value else { return nil }
        return LayoutCell(row: row, column: column)
    }
    /// Whether an empty field takes what its wheels suggest when it takes focus (the spec's
    /// `fillOnFocus: true`, on a date kind or a picker); otherwise only a moved wheel or the
    /// explicit choice answers (docs/swift-output.md, "Answers nobody chose").
    @inlinable public var fillsOnFocus: Bool {
        written.fillOnFocus?.value == true && kind.entry.hasWheels
    }
    /// A `UITextContentType` member name (`emailAddress`), if the spec sets one.
    @inlinable public var contentType: String? { written.contentType?.value }
    /// The `validation` rules as values; empty when the spec sets none.
    @inlinable public var validation: Validation {
        guard let rules = written.validation else { return Validation() }
        return Validation(
            minLength: rules.minLength?.value, maxLength: rules.maxLength?.value,
            pattern: rules.pattern?.value, min: rules.min?.value, max: rules.max?.value,
            message: rules.message?.value)
    }
    /// When the field is shown and enabled, over other fields' values; empty when always.
    @inlinable public var conditions: Conditions { written.conditions }

    /// Whether the field can be in the focus chain: visible, enabled, editable, and of a
    /// kind that takes focus (IQKeyboardManager likewise skips hidden and disabled fields).
    @inlinable public var isFocusable: Bool { !hidden && !disabled && editable && kind.canTakeFocus }
    /// Whether the field gives an answer on submit while its conditions show and enable it:
    /// not `hidden: true` or `disabled: true`. A field hidden or disabled at submit, by
    /// these or by a condition, gives none, in `formc run` and the generated `answers()`
    /// alike (docs/run.md §8), as HTML forms leave out disabled controls.
    @inlinable public var isSubmitted: Bool { !hidden && !disabled }
    /// Whether a submit checks the field (its `required`, `validation` and the spec's rules
    /// about it) while its conditions show and enable it: submitted and editable. A read-only
    /// field answers its value unchecked, as HTML's `readonly` bars a control from validation.
    @inlinable public var isChecked: Bool { isSubmitted && editable }
}

/// The heap cell of `Field.written`: immutable, so shared between copies and threads.
@usableFromInline final class WrittenBox: Sendable {
    @usableFromInline let value: WrittenField
    @usableFromInline init(_ value: consuming WrittenField) { self.value = value }
}

extension Array where Element == Field {
    /// Calls `body` with what each field writes and the field's index, in order. The
    /// `WrittenField` is borrowed from its box, which a local reference keeps alive: handing
    /// out the fields, or their `written` read through the array, copies each one (the
    /// closure could change the memory they are read from).
    @inlinable public func forEachWritten(_ body: (_ index: Int, _ written: borrowing WrittenField) -> Void) {
        for index in indices {
            let box = self[index].writtenBox
            // Within the box's extended lifetime the compiler hands the value out in place;
            // without it, it copies the value (and retains each of its strings) first.
            withExtendedLifetime(box) { body(index, box.value) }
        }
    }
}

/// A field's keys as the spec writes them, each with where it is written (nil where the
/// spec does not write it): nothing defaulted or resolved. Checker rules point at these
/// positions; lowering reads the values. Settings only some fields have are kept
/// `@OutOfLine`, so that an array of 100,000 fields is not mostly empty optionals.
public struct WrittenField: Sendable {
    public var id: Located<String>
    public var kind: Located<FieldKind>?
    public var label: Located<String>?
    public var placeholder: Located<String>?
    /// VoiceOver's hint (`hint:`) and name (`accessibilityLabel:`) for the field.
    @OutOfLine public var hint: Located<String>?
    @OutOfLine public var accessibilityLabel: Located<String>?
    /// Text shown under the field for everyone (`help:`), where `hint` is VoiceOver's only.
    @OutOfLine public var help: Located<String>?
    public var required: Located<Bool>?
    /// The default as a scalar's text, typed during lowering against the field's kind; a
    /// list for a cascading picker.
    @OutOfLine public var defaultValue: Located<[String]>?
    public var defaultIsList = false
    @OutOfLine public var defaultStyle: DefaultScalar?
    @OutOfLine public var hidden: Located<Bool>?
    @OutOfLine public var disabled: Located<Bool>?
    @OutOfLine public var editable: Located<Bool>?
    /// `secure: true` hides the typed text (`isSecureTextEntry`) on any text-entry kind.
    @OutOfLine public var secure: Located<Bool>?
    @OutOfLine public var tag: Located<Int>?
    @OutOfLine public var layoutRow: Located<Int>?
    @OutOfLine public var layoutColumn: Located<Int>?
    @OutOfLine public var layoutPosition: SourcePosition?
    @OutOfLine public var next: Located<String>?
    public var returnKey: Located<ReturnKeyType>?
    @OutOfLine public var returnAction: Located<ReturnAction>?
    @OutOfLine public var contentType: Located<String>?
    @OutOfLine public var validation: ValidationSpec?
    @OutOfLine public var format: LocatedText?
    @OutOfLine public var min: Located<String>?
    @OutOfLine public var max: Located<String>?
    /// A stepper's or slider's `step:`.
    @OutOfLine public var step: Located<Double>?
    public var locale: Located<String>?
    @OutOfLine public var source: Located<String>?
    @OutOfLine public var display: LocatedText?
    @OutOfLine public var rowHeight: Located<Double>?
    /// `fillOnFocus: true`: an empty date or picker field takes its suggestion the moment it
    /// takes focus (issue 48, item 1).
    @OutOfLine public var fillOnFocus: Located<Bool>?
    /// `other:` on a field with options: the label of an "Other" option, whose choice shows
    /// the field's companion text field (`otherOf`).
    @OutOfLine public var other: Located<String>?
    /// On the text field an `other:` adds (`<id>Other`): the id of the field whose "Other"
    /// option shows it, where `other:` is written.
    @OutOfLine public var otherOf: Located<String>?
    /// A multi-select's `minCount:` and `maxCount:`, the fewest and most options to choose.
    @OutOfLine public var minCount: Located<Int>?
    @OutOfLine public var maxCount: Located<Int>?
    /// Keys only other kinds take (`format:` on a text field), at their values: they do
    /// nothing here (FC017). `options:` is not among them: it is FC013, an error.
    @OutOfLine public var keysOfOtherKinds: [Located<String>]?
    /// `visibleWhen:` and `enabledWhen:`, parsed (their field names and literals located).
    public var visibleWhen: Condition?
    public var enabledWhen: Condition?
    /// Where the field's mapping starts (the `-` item).
    public var position: SourcePosition

    /// Both conditions, as the IR keeps them.
    public var conditions: Conditions { Conditions(visibleWhen: visibleWhen, enabledWhen: enabledWhen) }

    /// A field with only its id written, its mapping at `position`.
    public init(id: Located<String>, position: SourcePosition) {
        self.id = id
        self.position = position
    }
}

/// How a scalar default was written, so lowering can tell `no` (a string in a text field,
/// a boolean in a toggle) from `"no"`.
public struct DefaultScalar: Sendable, Hashable {
    public var plain: Bool

    public init(plain: Bool) { self.plain = plain }
}

/// `validation:` as written; `Field.validation` is its values.
public struct ValidationSpec: Sendable {
    public var minLength: Located<Int>?
    public var maxLength: Located<Int>?
    public var pattern: LocatedText?
    public var min: Located<Double>?
    public var max: Located<Double>?
    /// The spec's own text for a failure of these rules.
    public var message: Located<String>? = nil
    /// Where the `validation:` mapping starts.
    public var position: SourcePosition

    public init(
        minLength: Located<Int>?, maxLength: Located<Int>?, pattern: LocatedText?, min: Located<Double>?,
        max: Located<Double>?, message: Located<String>?, position: SourcePosition
    ) {
        self.minLength = minLength
        self.maxLength = maxLength
        self.pattern = pattern
        self.min = min
        self.max = max
        self.message = message
        self.position = position
    }
}

/// A field's place in the focus chain and what its keys and toolbar do there.
public struct FocusLinks: Sendable, Hashable {
    public var previous: String?
    public var next: String?
    /// 0-based position in `Form.focusChain`.
    public var index: Int
    /// The `returnKeyType` to set (meaningful only when the keyboard has a return key).
    public var returnKey: ReturnKeyType
    public var returnAction: ReturnAction
    /// The key and action the field takes while it is the last field of the live chain
    /// (conditions hide or disable every chain field after it): the ones the last chain field
    /// would get in its place (spec-language.md §8). Equal to `returnKey` and `returnAction`
    /// on the static chain's last field.
    public var lastReturnKey: ReturnKeyType
    public var lastReturnAction: ReturnAction
    public var previousEnabled: Bool
    public var nextEnabled: Bool
    /// Whether the toolbar shows Done for this field.
    public var doneShown: Bool
    /// The toolbar title for this field, per `toolbar.title`.
    public var title: String?

    public init(
        previous: String?, next: String?, index: Int, returnKey: ReturnKeyType,
        returnAction: ReturnAction, lastReturnKey: ReturnKeyType? = nil, lastReturnAction: ReturnAction? = nil,
        previousEnabled: Bool, nextEnabled: Bool, doneShown: Bool, title: String?
    ) {
        self.previous = previous
        self.next = next
        self.index = index
        self.returnKey = returnKey
        self.returnAction = returnAction
        self.lastReturnKey = lastReturnKey ?? returnKey
        self.lastReturnAction = lastReturnAction ?? returnAction
        self.previousEnabled = previousEnabled
        self.nextEnabled = nextEnabled
        self.doneShown = doneShown
        self.title = title
    }

    /// The return key shown where the field stands in the live chain: `lastReturnKey` when
    /// it is the chain's last field (`isLast`), else `returnKey`.
    public func returnKey(isLast: Bool) -> ReturnKeyType { isLast ? lastReturnKey : returnKey }

    /// What return does where the field stands in the live chain (see `returnKey(isLast:)`).
    public func returnAction(isLast: Bool) -> ReturnAction { isLast ? lastReturnAction : returnAction }

    /// Whether the field's key or action changes when it becomes the live chain's last field.
    public var changesWhenLast: Bool { lastReturnKey != returnKey || lastReturnAction != returnAction }
}

/// A cell of `order: position` layout; 0-based or 1-based as the spec writes it (only the
/// order matters).
public struct LayoutCell: Sendable, Hashable {
    public var row: Int
    public var column: Int

    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}

/// A typed default value.
public enum FieldValue: Sendable, Hashable {
    case string(String)
    /// A number, kept as its canonical decimal text so output is exact.
    case number(String)
    case bool(Bool)
    /// One value per level of a cascading picker.
    case path([String])
    /// A multi-select's chosen option values, as written (a list, or one value alone).
    case selection([String])
}

/// The spec's `validation` rules. Lengths count characters (grapheme clusters), as a person does.
public struct Validation: Sendable, Hashable {
    public var minLength: Int?
    public var maxLength: Int?
    /// A regular expression the whole value must match.
    public var pattern: String?
    public var min: Double?
    public var max: Double?
    /// The spec's own text for a failure of these rules (`validation.message`), shown instead
    /// of the generic wording; nil when the spec has none.
    public var message: String?

    public init(
        minLength: Int? = nil, maxLength: Int? = nil, pattern: String? = nil,
        min: Double? = nil, max: Double? = nil, message: String? = nil
    ) {
        self.minLength = minLength
        self.maxLength = maxLength
        self.pattern = pattern
        self.min = min
        self.max = max
        self.message = message
    }

    public var isEmpty: Bool { self == Validation() }
}

/// A date, time or date-and-time field's picker settings.
public struct DateSettings: Sendable, Hashable {
    public var mode: DatePickerMode
    /// The `DateFormatter.dateFormat` for the field's text (`yyyy-MM-dd`).
    public var format: String
    /// Locale identifier for the picker and the formatter.
    public var locale: String
    public var min: DateBound?
    public var max: DateBound?

    public init(mode: DatePickerMode, format: String, locale: String, min: DateBound?, max: DateBound?) {
        self.mode = mode
        self.format = format
        self.locale = locale
        self.min = min
        self.max = max
    }
}

/// A date bound: a fixed ISO 8601 value (`1900-01-01`, `08:30`, `2026-01-01T08:30`), or
/// the moment the form is shown (`today` / `now`).
public enum DateBound: Sendable, Hashable {
    case fixed(String)
    case today

    /// The words that stand for the moment the form is shown, in a bound or a default.
    public static let relativeWords: Set<String> = ["today", "now"]

    /// The bound a spec's text stands for: `today` or `now` is `.today`, any other text a
    /// fixed value (checked as ISO 8601 by the checker, FC307).
    public init(_ text: String) {
        self = Self.relativeWords.contains(text) ? .today : .fixed(text)
    }

    public var text: String {
        switch self {
        case .fixed(let iso): return iso
        case .today: return "today"
        }
    }
}

/// A picker field's settings.
public struct PickerSettings: Sendable, Hashable {
    /// The name of the data source.
    public var source: String
    /// How the field's text shows the selection: `{level}` placeholders, or `{label}` for a
    /// flat source.
    public var display: String
    /// Row height in points, when the spec sets one (`UIPickerView` `rowHeightForComponent`).
    public var rowHeight: Double?

    public init(source: String, display: String, rowHeight: Double?) {
        self.source = source
        self.display = display
        self.rowHeight = rowHeight
    }
}
