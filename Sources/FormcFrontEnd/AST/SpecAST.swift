import FormcDiagnostics
import FormcIR

/// The spec as written, after decoding, but for its fields: every value located, nothing
/// defaulted or resolved. The fields are decoded as `FormcIR.Field` values of their own
/// (`Field.written` is what they write), in one array in declaration order, which lowering
/// resolves in place and moves into the `Form`; a section here names its part of that array.
/// Lowering turns both into a `FormcIR.Form`; checker rules that need to point at what the
/// user wrote outside a field (the order, the toolbar, a source) read this.
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
    /// Sections in order; fields under a top-level `fields:` form an untitled section (the
    /// first).
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
    /// The section's fields: their indices in the decoded fields (and `Form.fields`), which
    /// hold each section's fields together, sections in order.
    public var fieldIndices: Range<Int>
    public var position: SourcePosition

    /// Both conditions, as the IR keeps them.
    public var conditions: Conditions { Conditions(visibleWhen: visibleWhen, enabledWhen: enabledWhen) }
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
