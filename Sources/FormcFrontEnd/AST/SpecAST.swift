import FormcDiagnostics
import FormcIR

/// The spec as written, after decoding: every value located, nothing defaulted or resolved.
/// Lowering turns it into an `FormcIR.Form`; checker rules that need to point at what the
/// user wrote (a key, a list item) read it too.
public struct SpecAST: Sendable {
    public var file: String
    public var form: Located<String>?
    @OutOfLine public var locale: Located<String>?
    public var order: Located<OrderSpec>?
    public var toolbar: ToolbarSpec?
    public var dismissOnTapOutside: Located<Bool>?
    public var returnKeyDefault: Located<ReturnKeyType>?
    public var returnKeyLast: Located<ReturnKeyType>?
    public var keyboardDistance: Located<Double>?
    public var keyboardAvoidance: Located<Bool>?
    public var sources: [SourceSpec] = []
    /// Sections in order; fields under a top-level `fields:` form an untitled section.
    public var sections: [SectionSpec] = []
    /// `rules:` in order; a rule whose `check` is missing or no condition is left out
    /// (reported by the decoder).
    public var rules: [RuleSpec] = []
    /// Where the document's root mapping starts.
    public var rootPosition: SourcePosition

    public init(file: String, rootPosition: SourcePosition) {
        self.file = file
        self.rootPosition = rootPosition
    }

    /// A position in this spec as a full location, for a diagnostic.
    public func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(file: file, position)
    }

    /// Every field in declaration order, with its section's index.
    public var fields: [FieldSpec] { sections.flatMap(\.fields) }
}

/// A string value whose characters a diagnostic may point into (a date format, a pattern,
/// a display template): `position` is where its text starts, and `offsetsExact` says
/// whether the n-th character of `value` is at `position.column + n`. That holds for a
/// plain or quoted scalar on one line without escapes; not after `''`, `\\` or a line fold,
/// where rules point at the whole value instead.
public struct LocatedText: Sendable {
    public var value: String
    public var position: SourcePosition
    public var offsetsExact: Bool

    public init(_ value: String, at position: SourcePosition, offsetsExact: Bool) {
        self.value = value
        self.position = position
        self.offsetsExact = offsetsExact
    }

    /// The position of the characters `offset..<offset+length` when offsets are exact, else
    /// of the whole value.
    public func position(ofOffset offset: Int, length: Int) -> SourcePosition {
        guard offsetsExact else { return position }
        var inner = position
        inner.column += Int32(offset)
        inner.endColumn = inner.column + Int32(length)
        return inner
    }
}

/// `order:` as written.
public enum OrderSpec: Sendable {
    case declaration, tag, position
    case explicit([Located<String>])
}

public struct ToolbarSpec: Sendable {
    /// `toolbar: true` or `toolbar: false` rather than a mapping.
    public var isShorthand = false
    public var previousNext: Located<Bool>?
    public var done: Located<Bool>?
    public var title: Located<ToolbarTitle>?
    public var position: SourcePosition
}

public struct SectionSpec: Sendable {
    public var title: Located<String>?
    /// `visibleWhen:` and `enabledWhen:`, parsed.
    public var visibleWhen: Condition?
    public var enabledWhen: Condition?
    public var fields: [FieldSpec]
    public var position: SourcePosition

    /// Both conditions, as the IR keeps them.
    public var conditions: Conditions { Conditions(visibleWhen: visibleWhen, enabledWhen: enabledWhen) }
}

public struct FieldSpec: Sendable {
    public var id: Located<String>
    public var kind: Located<FieldKind>?
    public var label: Located<String>?
    public var placeholder: Located<String>?
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
    public var locale: Located<String>?
    @OutOfLine public var source: Located<String>?
    @OutOfLine public var display: LocatedText?
    @OutOfLine public var rowHeight: Located<Double>?
    /// `visibleWhen:` and `enabledWhen:`, parsed (their field names and literals located).
    public var visibleWhen: Condition?
    public var enabledWhen: Condition?

    /// Both conditions, as the IR keeps them.
    public var conditions: Conditions { Conditions(visibleWhen: visibleWhen, enabledWhen: enabledWhen) }
    /// Index of the section the field belongs to.
    public var section: Int
    /// Where the field's mapping starts (the `-` item).
    public var position: SourcePosition

    public init(id: Located<String>, section: Int, position: SourcePosition) {
        self.id = id
        self.section = section
        self.position = position
    }
}

/// How a scalar default was written, so lowering can tell `no` (a string in a text field,
/// a boolean in a toggle) from `"no"`.
public struct DefaultScalar: Sendable, Hashable {
    public var plain: Bool
}

public struct ValidationSpec: Sendable {
    public var minLength: Located<Int>?
    public var maxLength: Located<Int>?
    public var pattern: LocatedText?
    public var min: Located<Double>?
    public var max: Located<Double>?
    /// The spec's own text for a failure of these rules.
    public var message: Located<String>? = nil
    public var position: SourcePosition
}

public struct SourceSpec: Sendable {
    public var name: Located<String>
    public var file: Located<String>?
    public var format: Located<DataFormat>?
    /// Inline `options:` as a data tree (strings or records, nested for cascading).
    public var options: DataNode?
    public var levels: [Located<String>]?
    public var label: Located<String>?
    public var value: Located<String>?
    public var icon: Located<String>?
    public var children: Located<String>?
    /// A CSV file's field separator (one character), when `delimiter:` names one; without it
    /// the reader takes it from the header line.
    public var delimiter: Located<Unicode.Scalar>?
    public var position: SourcePosition
}

/// One item of `rules:`: its check parsed, its message, the field it names (if any).
public struct RuleSpec: Sendable {
    public var check: Condition
    public var message: Located<String>
    public var field: Located<String>?
    /// Where the rule's mapping starts.
    public var position: SourcePosition

    public init(check: Condition, message: Located<String>, field: Located<String>?, position: SourcePosition) {
        self.check = check
        self.message = message
        self.field = field
        self.position = position
    }
}
