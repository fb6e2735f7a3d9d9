import FormcDiagnostics
import FormcFrontEnd
import FormcIR
import FormcYAML

/// Why a rename is refused, in words an editor shows as they are.
package struct RenameRefusal: Error, Hashable, Sendable {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }
}

/// A rename's edits: in the spec, and in the form's String Catalog (formc positions of each).
package struct RenameEdits: Hashable, Sendable {
    package var spec: [TextEdit]
    /// Empty when no catalog was given or it has no entry the rename changes.
    package var catalog: [TextEdit] = []
}

/// Renaming a field id or a source name everywhere the spec writes it (LSP 3.17
/// `textDocument/rename`, `textDocument/prepareRename`). The places are `SymbolIndex`'s, the
/// ones definition and references answer with: the field's `id:` or the source's key,
/// `next:`, `order:`, the names conditions read (`visibleWhen:`, `enabledWhen:`, a rule's
/// `check:`), a rule's `field:`, and `source:`. A `display:` template names levels, not
/// fields or sources, and data files name neither, so neither is edited. The form's String
/// Catalog keys its texts by field id and source name: those keys are renamed too
/// (`CatalogKeyRename`).
package enum Rename {
    /// The name under `position` (formc's 1-based line and scalar column) that a rename can
    /// change: its occurrence there (`range` is the name without quotes; `name` the text an
    /// editor puts in its rename box). Nil on anything else (a key, a kind, a comment), on a
    /// name no field or source defines (a typo: its diagnostic has the fix), and while the
    /// spec's YAML does not load.
    package static func target(in document: SpecDocument, at position: SourcePosition) -> SymbolOccurrence? {
        located(in: document, at: position)?.symbol
    }

    /// The name under `position` with all its occurrences, when one of them defines it.
    private static func located(
        in document: SpecDocument, at position: SourcePosition
    ) -> (symbol: SymbolOccurrence, occurrences: [SymbolOccurrence])? {
        guard let symbol = Navigation.symbol(in: document, at: position) else { return nil }
        let occurrences = Navigation.occurrences(of: symbol, in: document)
        guard occurrences.contains(where: { $0.role == .definition }) else { return nil }
        return (symbol, occurrences)
    }

    /// The edits that rename the name under `position` to `newName`: one per occurrence in the
    /// spec, in document order, and those of `catalog` (the form's String Catalog: its file name
    /// for messages and its bytes, `catalogFileName(in:)`). Formc positions. Refused, with the
    /// reason, when nothing renameable is there, `newName` could not be a name
    /// (`ConditionParser.problem(withName:)`, or YAML would read it as null), another field or
    /// source has it or would get the same Swift identifier (FC101, FC501), an occurrence
    /// cannot be edited exactly (a condition with escapes or over several lines, one that does
    /// not parse), or the catalog's keys cannot be (`CatalogKeyRename`). `newName` equal to the
    /// name gives no edits.
    package static func edits(
        in document: SpecDocument, at position: SourcePosition, to newName: String,
        catalog: (file: String, bytes: [UInt8])? = nil
    ) -> Result<RenameEdits, RenameRefusal> {
        guard let (symbol, occurrences) = located(in: document, at: position) else {
            return .failure(RenameRefusal(nothingHere(in: document, at: position)))
        }
        let noun = symbol.kind == .field ? "field id" : "source name"
        if let problem = ConditionParser.problem(withName: newName) {
            return .failure(RenameRefusal("'\(newName)' is not a valid \(noun): \(problem)"))
        }
        if YAMLScalar(newName, style: .plain).isNull {
            return .failure(RenameRefusal("'\(newName)' is not a valid \(noun): YAML reads it as null"))
        }
        // The text field of an "Other" option is named after its field, and follows it.
        if symbol.kind == .field, let owner = document.fields.first(where: { $0.id == symbol.name })?.written.otherOf {
            return .failure(
                RenameRefusal(
                    "'\(symbol.name)' is the text field of the \"Other\" option of '\(owner.value)': rename "
                        + "'\(owner.value)', and it is renamed with it"))
        }
        guard newName != symbol.name else { return .success(RenameEdits(spec: [])) }
        if let taken = taken(newName, renaming: symbol, in: document) { return .failure(RenameRefusal(taken)) }
        // A field with an "Other" option renames its text field's id too, wherever it is read.
        let companion = companion(of: symbol, in: document)
        let companionName = Option.otherFieldID(of: newName)
        if let companion {
            if let taken = taken(companionName, renaming: companion, in: document) {
                return .failure(RenameRefusal(taken + " (the text field of its \"Other\" option)"))
            }
        }
        let companionReferences = companion.map { Self.occurrences(ofCompanion: $0, in: document) } ?? []
        if let unplaced = (occurrences + companionReferences).first(where: { !$0.isPlaced }) {
            return .failure(
                RenameRefusal(
                    "'\(symbol.name)' is also named on line \(unplaced.range.start.line), where its columns are not "
                        + "exact (escapes, or a value over several lines): write that value on one line without "
                        + "escapes, or rename it by hand"))
        }
        if let line = brokenCondition(naming: symbol.name, in: document) {
            return .failure(
                RenameRefusal(
                    "the condition on line \(line) does not parse (FC601), so which names it reads is not known: "
                        + "fix it first"))
        }
        var edits = RenameEdits(
            spec: (occurrences.map { TextEdit(range: $0.range, newText: newName) }
                + companionReferences.map { TextEdit(range: $0.range, newText: companionName) })
                .sorted { $0.range.start.isBefore($1.range.start) })
        if let catalog {
            let target = CatalogKeyRename.Target(
                form: formName(document), old: symbol.name, new: newName, renamesFieldTexts: symbol.kind == .field,
                renamesOptions: symbol.kind == .source || ownsOptions(symbol, in: document))
            switch CatalogKeyRename.edits(in: catalog.bytes, file: catalog.file, for: target) {
            case .success(let catalogEdits): edits.catalog = catalogEdits
            case .failure(let refusal): return .failure(refusal)
            }
            if let companion {
                let texts = CatalogKeyRename.Target(
                    form: formName(document), old: companion.name, new: companionName, renamesFieldTexts: true,
                    renamesOptions: false)
                switch CatalogKeyRename.edits(in: catalog.bytes, file: catalog.file, for: texts) {
                case .success(let catalogEdits): edits.catalog += catalogEdits
                case .failure(let refusal): return .failure(refusal)
                }
            }
        }
        return .success(edits)
    }

    /// The text field of the "Other" option of the field `symbol` names, as a symbol, or nil.
    private static func companion(of symbol: SymbolOccurrence, in document: SpecDocument) -> SymbolOccurrence? {
        guard symbol.kind == .field,
            let text = document.fields.first(where: { $0.written.otherOf?.value == symbol.name })
        else { return nil }
        var companion = symbol
        companion.name = text.id
        return companion
    }

    /// Where the spec reads an "Other" option's text field: every occurrence but its
    /// definition, which is its field's `other:` (renamed with the field's id, not there).
    private static func occurrences(ofCompanion companion: SymbolOccurrence, in document: SpecDocument)
        -> [SymbolOccurrence]
    {
        Navigation.occurrences(of: companion, in: document).filter { $0.role != .definition }
    }

    /// The file name of the form's String Catalog, `<Form>.xcstrings`, which a rename edits when
    /// it is beside the spec (`Localization.catalogFileName`); nil while the YAML does not load.
    package static func catalogFileName(in document: SpecDocument) -> String? {
        document.ast.map { _ in Localization.catalogFileName(forForm: formName(document)) }
    }

    /// The form's name as its texts' keys start (lowering's default when `form:` is missing).
    private static func formName(_ document: SpecDocument) -> String {
        document.ast?.form?.value ?? "Form"
    }

    /// Whether the field `symbol` names is a picker with its own `options:`, a source named
    /// after it.
    private static func ownsOptions(_ symbol: SymbolOccurrence, in document: SpecDocument) -> Bool {
        guard symbol.kind == .field else { return false }
        let ids = Set(document.fields.map(\.written.id).filter { $0.value == symbol.name }.map(\.position))
        return (document.ast?.sources ?? []).contains { ids.contains($0.name.position) }
    }

    /// Why nothing can be renamed at `position`.
    private static func nothingHere(in document: SpecDocument, at position: SourcePosition) -> String {
        guard document.ast != nil else { return "the spec's YAML does not load: fix it first, then rename" }
        if let symbol = Navigation.symbol(in: document, at: position) {
            let noun = symbol.kind == .field ? "field has the id" : "source is named"
            return "no \(noun) '\(symbol.name)', so there is nothing to rename"
        }
        return "put the cursor on a field id or a source name to rename it"
    }

    /// Why `name` is taken for `symbol`, or nil: another field has the id, or another source the
    /// name (a picker's own `options:` is a source named after the picker, so renaming such a
    /// picker renames a source too), or the name would become the same Swift identifier as
    /// one of theirs (FC501).
    private static func taken(_ name: String, renaming symbol: SymbolOccurrence, in document: SpecDocument) -> String? {
        let sources = document.ast?.sources ?? []
        let fields = document.fields.map(\.written.id)
        var others: [(noun: String, name: Located<String>)] = []
        if symbol.kind == .field {
            others += fields.filter { $0.value != symbol.name }.map { ("a field has the id", $0) }
        }
        if symbol.kind == .source || ownsOptions(symbol, in: document) {
            others += sources.map(\.name).filter { $0.value != symbol.name }.map { ("a source is named", $0) }
        }
        if let same = others.first(where: { $0.name.value == name }) {
            return "\(same.noun) '\(name)' already (line \(same.name.position.line))"
        }
        let identifier = swiftName(name)
        if let clash = others.first(where: { swiftName($0.name.value) == identifier }) {
            return "'\(name)' would become the Swift identifier '\(identifier)', as '\(clash.name.value)' does "
                + "(line \(clash.name.position.line)): the generated code would not compile (FC501)"
        }
        return nil
    }

    /// The Swift name the emitter gives a field or source (`SwiftIdentifier`), as FC501 compares them.
    private static func swiftName(_ name: String) -> String {
        SwiftIdentifier.bare(SwiftIdentifier.member(name))
    }

    /// The line of a condition that does not parse (FC601) and has `name` on its line as a
    /// whole word: the rename could not tell whether it reads the field.
    private static func brokenCondition(naming name: String, in document: SpecDocument) -> Int? {
        for diagnostic in document.diagnostics where diagnostic.code == .invalidCondition {
            let line = diagnostic.location.line
            if ConditionLexer.words(in: LineText.string(document.lines.line(line))).contains(name) { return line }
        }
        return nil
    }
}
