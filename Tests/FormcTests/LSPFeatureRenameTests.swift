import XCTest
import FormcDiagnostics
import FormcFrontEnd
import FormcLSP

/// Renaming a field id or a source name (`Rename`), below the protocol: which names can be
/// renamed, to what, and the edits. Tests/LSP/test_rename.py has the fixture with every kind
/// of reference; expected ranges here are counted by hand from the specs below.
final class LSPFeatureRenameTests: XCTestCase {
    private func refusal(_ text: String, _ line: Int, _ column: Int, _ name: String) -> String? {
        guard
            case .failure(let refusal) = Rename.edits(
                in: LSPFeatureSpec.document(text), at: pos(line, column), to: name)
        else { return nil }
        return refusal.message
    }

    private func edits(_ text: String, _ line: Int, _ column: Int, _ name: String) -> [TextEdit]? {
        try? Rename.edits(in: LSPFeatureSpec.document(text), at: pos(line, column), to: name).get().spec
    }

    /// The condition language's `field` (spec-language.md §4.3), as its parser reads one.
    func testTheNameRuleIsTheConditionGrammars() {
        for name in ["a", "_x", "first-name", "amount2", "城市", "isSetting"] {
            XCTAssertNil(ConditionParser.problem(withName: name), name)
        }
        let shape = "a name starts with a letter or '_' and goes on with letters, digits, '_' or '-'"
        for name in ["", "2fa", "a b", "a.b", "-a", " a", "a'", "a==b"] {
            XCTAssertEqual(ConditionParser.problem(withName: name), shape, name)
        }
        for word in ["and", "or", "not", "in", "isEmpty", "isSet", "true", "false"] {
            XCTAssertEqual(ConditionParser.problem(withName: word), "'\(word)' is a word of the condition language")
        }
    }

    func testEveryPlaceAFieldIsNamedInTheSharedSpec() {
        // 'amount': `order:`, `next:`, `id:`, the rule's check and field.
        XCTAssertEqual(
            edits(LSPFeatureSpec.shop, 22, 13, "total"),
            [span(2, 15, 21), span(11, 11, 17), span(12, 9, 15), span(22, 12, 18), span(23, 12, 18)].map {
                TextEdit(range: $0, newText: "total")
            })
        XCTAssertEqual(Rename.target(in: LSPFeatureSpec.document(LSPFeatureSpec.shop), at: pos(11, 13))?.name, "amount")
    }

    /// A picker's own `options:` is a source named after it: renaming the picker renames that
    /// source too, which no edit shows, but which must not take another source's name.
    func testAPickerWithItsOwnOptions() {
        let text = """
            form: F
            sources:
              sizes: {options: [S, M]}
            fields:
              - {id: size, kind: picker, options: [S, M, L]}
              - {id: other, kind: picker, source: sizes}

            """
        XCTAssertEqual(edits(text, 5, 12, "dimension"), [TextEdit(range: span(5, 10, 14), newText: "dimension")])
        XCTAssertEqual(refusal(text, 5, 12, "sizes"), "a source is named 'sizes' already (line 3)")
        XCTAssertEqual(refusal(text, 3, 4, "size"), "a source is named 'size' already (line 5)")
        // A field without options of its own may share a source's name.
        XCTAssertEqual(edits(text, 6, 12, "sizes"), [TextEdit(range: span(6, 10, 15), newText: "sizes")])
    }

    /// A field with an "Other" option (`other:`) renames its text field's id with its own, where
    /// a condition or a rule reads it; the text field itself, written nowhere, is renamed only so.
    func testAFieldWithAnOtherOptionRenamesItsTextField() {
        let text = """
            form: F
            fields:
              - {id: heard, kind: picker, options: [web, tv], other: Else}
              - {id: note, visibleWhen: heardOther isSet and heard == 'other'}
              - {id: deeds, kind: picker, options: [a], other: More}
              - {id: fooOther}

            """
        XCTAssertEqual(
            edits(text, 3, 12, "source"),
            [
                TextEdit(range: span(3, 10, 15), newText: "source"),
                TextEdit(range: span(4, 29, 39), newText: "sourceOther"),
                TextEdit(range: span(4, 50, 55), newText: "source")
            ])
        XCTAssertEqual(
            refusal(text, 4, 31, "x"),
            "'heardOther' is the text field of the \"Other\" option of 'heard': rename 'heard', and it is renamed "
                + "with it")
        XCTAssertEqual(refusal(text, 3, 12, "deeds"), "a field has the id 'deeds' already (line 5)")
        // `fooOther` would be the new text field's id: a field has it already.
        XCTAssertEqual(
            refusal(text, 3, 12, "foo"),
            "a field has the id 'fooOther' already (line 6) (the text field of its \"Other\" option)")
        XCTAssertEqual(
            refusal(text, 5, 12, "heard"), "a field has the id 'heard' already (line 3)")
    }

    /// The words a broken condition's line may read, as the condition lexer reads names: a
    /// word at the very end of the text, one joined by '-' and digits, none inside a word that
    /// starts with a digit.
    func testTheWordsOfALineAreTheLexersNames() {
        XCTAssertEqual(ConditionLexer.words(in: "a and bc"), ["a", "and", "bc"])
        XCTAssertEqual(ConditionLexer.words(in: "first-name==x2"), ["first-name", "x2"])
        XCTAssertEqual(ConditionLexer.words(in: "2fa or _b"), ["or", "_b"])
    }

    func testWhatCannotBeRenamed() {
        let typo = LSPFeatureSpec.replacing(line: 11, with: "    next: amuont")
        XCTAssertNil(Rename.target(in: LSPFeatureSpec.document(typo), at: pos(11, 13)))
        XCTAssertEqual(refusal(typo, 11, 13, "x"), "no field has the id 'amuont', so there is nothing to rename")
        XCTAssertEqual(refusal("form: [", 1, 3, "x"), "the spec's YAML does not load: fix it first, then rename")
        XCTAssertEqual(
            refusal(LSPFeatureSpec.shop, 13, 7, "x"), "put the cursor on a field id or a source name to rename it")
        XCTAssertNil(Rename.target(in: LSPFeatureSpec.document(LSPFeatureSpec.shop), at: pos(13, 7)))
    }

    /// A condition folded over two lines has no exact columns: its names cannot be edited in
    /// place, so the rename is refused rather than left half done. The line named is where the
    /// value starts (`>-`).
    func testANameInAFoldedConditionIsRefused() {
        let text = LSPFeatureSpec.replacing(line: 14, with: "    visibleWhen: >-\n      name\n      isSet")
        XCTAssertEqual(
            refusal(text, 9, 10, "fullName"),
            "'name' is also named on line 14, where its columns are not exact (escapes, or a value over several "
                + "lines): write that value on one line without escapes, or rename it by hand")
        // Navigation still leaves that place out rather than point at the whole condition.
        XCTAssertEqual(
            Navigation.references(in: LSPFeatureSpec.document(text), at: pos(9, 10)),
            [span(2, 9, 13), span(9, 9, 13)])
    }

    private func catalogEdits(_ text: String, _ line: Int, _ column: Int, _ name: String, _ catalog: String)
        -> [TextEdit]?
    {
        try? Rename.edits(
            in: LSPFeatureSpec.document(text), at: pos(line, column), to: name,
            catalog: ("F.xcstrings", Array(catalog.utf8))
        ).get().catalog
    }

    /// A picker's own options are keyed by its id as a source's by its name; a field that only
    /// shares a source's name has no options keyed by it. Columns count scalars: the form's
    /// name `表单` is two.
    func testCatalogKeysOfOwnOptionsAndOfAFieldNamedLikeASource() {
        let text = """
            form: 表单
            sources:
              sizes: {options: [S, M]}
            fields:
              - {id: size, kind: picker, options: [S, M, L]}
              - {id: sizes, kind: text, label: Sizes}

            """
        let catalog = """
            {"sourceLanguage": "en", "strings": {
            "表单.size.option.S": {},
            "表单.sizes.label": {},
            "表单.sizes.option.M": {}
            }}
            """
        // 'size' after `"表单.` : the quote at column 1, the name at 5 to 9.
        XCTAssertEqual(
            catalogEdits(text, 5, 12, "dimension", catalog), [TextEdit(range: span(2, 5, 9), newText: "dimension")])
        XCTAssertEqual(
            catalogEdits(text, 6, 12, "amount", catalog), [TextEdit(range: span(3, 5, 10), newText: "amount")])
        XCTAssertEqual(
            catalogEdits(text, 3, 4, "widths", catalog), [TextEdit(range: span(4, 5, 10), newText: "widths")])
        // A file that is no catalog has no keys to rename.
        XCTAssertEqual(catalogEdits(text, 6, 12, "amount", "not json"), [])
    }
}
