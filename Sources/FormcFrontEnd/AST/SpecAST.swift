import FormcDiagnostics
import FormcIR

/// The spec as written, after decoding, but for its fields: every value located, nothing
/// defaulted or resolved. The fields are decoded as `FormcIR.Field` values of their own
/// (`Field.written` is what they write), in one array in declaration order, which lowering
/// resolves in place and moves into the `Form`; a section here names its part of that array.
/// Lowering turns both into a `FormcIR.Form`; checker rules that need to point at what the
/// user wrote outside a field (the order, the toolbar, a source) read this.
package struct SpecAST: Sendable {
    package var file: String
    package var form: Located<String>?
    @OutOfLine package var locale: Located<String>?
    package var order: Located<OrderSpec>?
    package var toolbar: ToolbarSpec?
    package var dismissOnTapOutside: Located<Bool>?
    package var returnKeyDefault: Located<ReturnKeyType>?
    package var returnKeyLast: Located<ReturnKeyType>?
    package var returnActionLast: Located<LastReturnAction>?
    package var sourceLanguage: Located<String>?
    package var locales: [Located<String>]?
    package var stringsBundle: Located<StringsBundle>?
    package var keyboardDistance: Located<Double>?
    package var keyboardAvoidance: Located<Bool>?
    /// `swiftPrefix:`, what the generated type names start with.
    package var swiftPrefix: Located<String>?
    package var sources: [SourceSpec] = []
    /// Sections in order; fields under a top-level `fields:` form an untitled section (the
    /// first).
    package var sections: [SectionSpec] = []
    /// `rules:` in order; a rule whose `check` is missing or no condition is left out
    /// (reported by the decoder).
    package var rules: [RuleSpec] = []
    /// Where the document's root mapping starts.
    package var rootPosition: SourcePosition

    package init(file: String, rootPosition: SourcePosition) {
        self.file = file
        self.rootPosition = rootPosition
    }

    /// A position in this spec as a full location, for a diagnostic.
    package func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(file: file, position)
    }
}

/// `order:` as written.
package enum OrderSpec: Sendable {
    case declaration, tag, position
    case explicit([Located<String>])
}

package struct ToolbarSpec: Sendable {
    /// `toolbar: true` or `toolbar: false` rather than a mapping.
    package var isShorthand = false
    package var previousNext: Located<Bool>?
    package var done: Located<Bool>?
    package var title: Located<ToolbarTitle>?
    package var position: SourcePosition
}

package struct SectionSpec: Sendable {
    package var title: Located<String>?
    package var footer: Located<String>? = nil
    /// `visibleWhen:` and `enabledWhen:`, parsed.
    package var visibleWhen: Condition?
    package var enabledWhen: Condition?
    /// The section's fields: their indices in the decoded fields (and `Form.fields`), which
    /// hold each section's fields together, sections in order.
    package var fieldIndices: Range<Int>
    package var position: SourcePosition

    /// Both conditions, as the IR keeps them.
    package var conditions: Conditions { Conditions(visibleWhen: visibleWhen, enabledWhen: enabledWhen) }
}

package struct SourceSpec: Sendable {
    package var name: Located<String>
    package var file: Located<String>?
    package var format: Located<DataFormat>?
    /// Inline `options:` as a data tree (strings or records, nested for cascading).
    package var options: DataNode?
    package var levels: [Located<String>]?
    package var label: Located<String>?
    package var value: Located<String>?
    package var icon: Located<String>?
    package var children: Located<String>?
    /// A CSV file's field separator (one character), when `delimiter:` names one; without it
    /// the reader takes it from the header line.
    package var delimiter: Located<Unicode.Scalar>?
    package var position: SourcePosition
    /// A field's own source whose options are another source's (`extends`, the field's
    /// `source:`), for the "Other" option it adds (`other`, its label).
    package var extends: Located<String>?
    package var other: Located<String>?
}

/// One item of `rules:`: its check parsed, its message, the field it names (if any).
package struct RuleSpec: Sendable {
    package var check: Condition
    package var message: Located<String>
    package var field: Located<String>?
    /// Where the rule's mapping starts.
    package var position: SourcePosition

    package init(check: Condition, message: Located<String>, field: Located<String>?, position: SourcePosition) {
        self.check = check
        self.message = message
        self.field = field
        self.position = position
    }
}
