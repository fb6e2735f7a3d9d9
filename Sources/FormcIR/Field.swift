import FormcDiagnostics

/// One field of the form, with everything resolved: its keyboard, its place in the focus
/// chain, its return key and action, and its toolbar state.
public struct Field: Sendable {
    public var id: String
    public var kind: FieldKind
    public var label: String?
    public var placeholder: String?
    /// Index into `Form.sections`.
    public var section: Int
    public var required: Bool
    public var hidden: Bool
    public var disabled: Bool
    public var editable: Bool
    /// Whether `isSecureTextEntry` is set: kind `secure`, or `secure: true` on another kind
    /// (a PIN on the number pad).
    public var isSecureTextEntry: Bool
    public var tag: Int?
    public var layout: LayoutCell?
    /// A `UITextContentType` member name (`emailAddress`), if the spec sets one.
    public var contentType: String?
    @OutOfLine public var defaultValue: FieldValue?
    public var validation: Validation {
        get { validationRules ?? Validation() }
        set { validationRules = newValue.isEmpty ? nil : newValue }
    }
    /// `validation`, out of line and nil when the spec sets no rule (most fields).
    @OutOfLine private var validationRules: Validation? = nil
    @OutOfLine public var date: DateSettings?
    @OutOfLine public var picker: PickerSettings?
    /// The chain links and keys; nil for a field outside the focus chain.
    public var focus: FocusLinks?
    /// When the field is shown and enabled, over other fields' values; empty when always.
    public var conditions = Conditions()
    /// Where the field's `id` is written.
    public var location: SourceLocation

    public init(id: String, kind: FieldKind, label: String?, placeholder: String?, section: Int,
                required: Bool, hidden: Bool, disabled: Bool, editable: Bool, isSecureTextEntry: Bool, tag: Int?,
                layout: LayoutCell?, contentType: String?, defaultValue: FieldValue?,
                validation: Validation, date: DateSettings?, picker: PickerSettings?,
                focus: FocusLinks?, location: SourceLocation) {
        self.id = id
        self.kind = kind
        self.label = label
        self.placeholder = placeholder
        self.section = section
        self.required = required
        self.hidden = hidden
        self.disabled = disabled
        self.editable = editable
        self.isSecureTextEntry = isSecureTextEntry
        self.tag = tag
        self.layout = layout
        self.contentType = contentType
        self.defaultValue = defaultValue
        self.date = date
        self.picker = picker
        self.focus = focus
        self.location = location
        self.validation = validation
    }

    /// Whether the field can be in the focus chain: visible, enabled, editable, and of a
    /// kind that takes focus (IQKeyboardManager likewise skips hidden and disabled fields).
    public var isFocusable: Bool { !hidden && !disabled && editable && kind.canTakeFocus }
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
    public var previousEnabled: Bool
    public var nextEnabled: Bool
    /// Whether the toolbar shows Done for this field.
    public var doneShown: Bool
    /// The toolbar title for this field, per `toolbar.title`.
    public var title: String?

    public init(previous: String?, next: String?, index: Int, returnKey: ReturnKeyType,
                returnAction: ReturnAction, previousEnabled: Bool, nextEnabled: Bool,
                doneShown: Bool, title: String?) {
        self.previous = previous
        self.next = next
        self.index = index
        self.returnKey = returnKey
        self.returnAction = returnAction
        self.previousEnabled = previousEnabled
        self.nextEnabled = nextEnabled
        self.doneShown = doneShown
        self.title = title
    }
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

    public init(minLength: Int? = nil, maxLength: Int? = nil, pattern: String? = nil,
                min: Double? = nil, max: Double? = nil, message: String? = nil) {
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
