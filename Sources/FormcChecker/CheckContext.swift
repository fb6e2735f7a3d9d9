import FormcDiagnostics
import FormcFrontEnd
import FormcIR

/// What a rule reads: the spec as written outside its fields (the order, the toolbar, the
/// sources), the lowered form, whose fields carry what they write (`Field.written`, for
/// positions) with what it means, and the lookups several rules share, built once.
package struct CheckContext {
    package let ast: SpecAST
    package let form: Form
    private let lookups: RuleLookups

    package init(ast: SpecAST, form: Form) {
        self.ast = ast
        self.form = form
        lookups = RuleLookups(form: form)
    }

    /// Index into `form.fields` of the first field with each id (the form's own index).
    package var fieldIndex: [String: Int] { form.fieldIndex }

    /// A position in the spec as a location for a diagnostic.
    package func location(_ position: SourcePosition) -> SourceLocation { ast.location(position) }

    package func field(_ id: String) -> Field? { form.field(id) }

    /// Calls `body` with each field, in declaration order.
    package func forEachField(_ body: (borrowing Field) -> Void) {
        forEachField { _, field in body(field) }
    }

    /// Calls `body` with each field and its index in `form.fields`, in declaration order.
    package func forEachField(_ body: (_ index: Int, _ field: borrowing Field) -> Void) {
        // Through a buffer pointer, which the walk cannot outrun. Handing a field to the
        // closure copies it all the same (the closure could change the memory it is read
        // from), which is why `Field` keeps what it writes in one shared box.
        form.fields.withUnsafeBufferPointer { fields in
            for index in fields.indices { body(index, fields[index]) }
        }
    }

    /// Calls `body` with what each field writes and its index in `form.fields`, in
    /// declaration order: for rules that read nothing lowering resolved. Cheaper than
    /// `forEachField`: it hands out the field's shared `WrittenField` in place (one retain of
    /// its box), not a copy of the field.
    package func forEachWritten(_ body: (_ index: Int, _ written: borrowing WrittenField) -> Void) {
        form.fields.forEachWritten(body)
    }

    /// Whether the field at `index` of `form.fields` is the first with its id (a later one
    /// repeats it: FC101), from the form's index, without a set of the ids seen.
    package func isFirstOfItsID(at index: Int) -> Bool {
        form.fields.indices.contains(index) && form.fieldIndex[form.fields[index].id] == index
    }

    /// The field id meant by an id no field has: the closest one, or nil when none is close,
    /// and for every id after the first `KeySuggestions.defaultLimit` of a spec (so thousands
    /// of unknown ids cost time linear in the spec). `KeySuggestion.phrase` words it.
    package func fieldSuggestion(for id: String) -> String? { lookups.fieldSuggestion(for: id) }

    /// The source name meant by a name no source has, as `fieldSuggestion(for:)` gives ids.
    package func sourceSuggestion(for name: String) -> String? { lookups.sourceSuggestion(for: name) }

    /// A message's "did you mean" for the word `meant` and the fix-it that writes it over the
    /// scalar at `position`, which holds only the misspelt word.
    package func suggesting(_ meant: String?, at position: SourcePosition) -> (hint: String, fixIt: FixIt?) {
        (KeySuggestion.phrase(meant), meant.map { FixIt.scalar(at: location(position), value: $0) })
    }

    /// The first option of `options` with this value, or nil; `key` names the list (the
    /// source and the values leading to it) so that it is indexed once for every field.
    func option(_ value: String, in options: [Option], key: [String]) -> Option? {
        lookups.option(value, in: options, key: key)
    }

    /// The value among `options` (the list `key` names) meant by `value`, or nil.
    func optionSuggestion(for value: String, in options: [Option], key: [String]) -> String? {
        lookups.optionSuggestion(for: value, in: options, key: key)
    }

    /// Whether the field with this id is in the resolved focus chain.
    package func isInChain(_ id: String) -> Bool { field(id)?.focus != nil }

    package func diagnostic(
        _ code: DiagnosticCode, _ message: String, at position: SourcePosition,
        notes: [DiagnosticNote] = [], fixIt: FixIt? = nil
    ) -> Diagnostic {
        Diagnostic(code, message, at: location(position), notes: notes, fixIt: fixIt)
    }
}
