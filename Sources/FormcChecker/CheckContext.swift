import FormcDiagnostics
import FormcFrontEnd
import FormcIR

/// What a rule reads: the spec as written outside its fields (the order, the toolbar, the
/// sources), the lowered form, whose fields carry what they write (`Field.written`, for
/// positions) with what it means, and the lookups several rules share, built once.
public struct CheckContext {
    public let ast: SpecAST
    public let form: Form
    private let lookups: RuleLookups

    public init(ast: SpecAST, form: Form) {
        self.ast = ast
        self.form = form
        lookups = RuleLookups(form: form)
    }

    /// Index into `form.fields` of the first field with each id (the form's own index).
    public var fieldIndex: [String: Int] { form.fieldIndex }

    /// A position in the spec as a location for a diagnostic.
    public func location(_ position: SourcePosition) -> SourceLocation { ast.location(position) }

    public func field(_ id: String) -> Field? { form.field(id) }

    /// Calls `body` with each field, in declaration order. The field is passed borrowed: a
    /// `Field` is large and this runs on every field.
    public func forEachField(_ body: (borrowing Field) -> Void) {
        // Through a buffer pointer: an array's subscript copies the element it hands to the
        // closure (a retain per string of every field, for each of the rules that walk).
        form.fields.withUnsafeBufferPointer { fields in
            for index in fields.indices { body(fields[index]) }
        }
    }

    /// `; did you mean 'x'?` for an id no field has, naming the closest field id; empty when
    /// none is close, and for every id after the first `KeySuggestions.defaultLimit` of a
    /// spec (so thousands of unknown ids cost time linear in the spec).
    public func fieldHint(for id: String) -> String { lookups.fieldHint(for: id) }

    /// `; did you mean 'x'?` for a name no source has, as `fieldHint(for:)` does for ids.
    public func sourceHint(for name: String) -> String { lookups.sourceHint(for: name) }

    /// The first option of `options` with this value, or nil; `key` names the list (the
    /// source and the values leading to it) so that it is indexed once for every field.
    func option(_ value: String, in options: [Option], key: [String]) -> Option? {
        lookups.option(value, in: options, key: key)
    }

    /// `; did you mean 'x'?` among the values of `options` (the list `key` names).
    func optionHint(for value: String, in options: [Option], key: [String]) -> String {
        lookups.optionHint(for: value, in: options, key: key)
    }

    /// Whether the field with this id is in the resolved focus chain.
    public func isInChain(_ id: String) -> Bool { field(id)?.focus != nil }

    public func diagnostic(_ code: DiagnosticCode, _ message: String, at position: SourcePosition,
                           notes: [DiagnosticNote] = [], fixIt: FixIt? = nil) -> Diagnostic {
        Diagnostic(code, message, at: location(position), notes: notes, fixIt: fixIt)
    }
}
