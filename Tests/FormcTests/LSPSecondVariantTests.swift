import XCTest
import FormcDiagnostics
import FormcDriver
import FormcLSP
import FormcCore

/// The second variant of features whose headline case other LSP tests cover: several changes
/// in one `didChange` batch, and names, values and fix-its written in single quotes (and
/// double quotes where only single ones are tested elsewhere). Positions are formc's (1-based
/// line and scalar column) in `LSPFeatureSpec.shop` with the lines replaced, counted by hand.
final class LSPSecondVariantTests: XCTestCase {
    private func lsp(_ line: Int, _ character: Int) -> LSPPosition { LSPPosition(line: line, character: character) }

    private func change(_ line: Int, _ start: Int, _ end: Int, _ text: String) -> OpenDocument.Change {
        OpenDocument.Change(range: LSPRange(start: lsp(line, start), end: lsp(line, end)), text: text)
    }

    private func shop(_ replacements: [Int: String]) -> SpecDocument {
        LSPFeatureSpec.document(
            replacements.reduce(LSPFeatureSpec.shop) { LSPFeatureSpec.replacing(line: $1.key, of: $0, with: $1.value) })
    }

    // MARK: Several changes in one batch (LSP 3.17: each applies to the text the previous left)

    func testRangeChangesInOneBatchApplyEachToTheTextThePreviousLeft() {
        var document = OpenDocument(uri: "file:///a", version: 1, text: "fields:\n  - id: a\n")
        // 'bc' after 'a'; then 'ab' (half of it just inserted) becomes 'x'; then a line at the end.
        document.apply(
            [change(1, 9, 9, "bc"), change(1, 8, 10, "x"), change(2, 0, 0, "  - id: d\n")],
            version: 2, encoding: .utf16)
        XCTAssertEqual(document.text, "fields:\n  - id: xc\n  - id: d\n")
        XCTAssertEqual(document.version, 2)
    }

    func testAWholeTextChangeInABatchIsWhatTheLaterRangesCountIn() {
        var document = OpenDocument(uri: "file:///a", version: 1, text: "a: 1\n")
        document.apply(
            [change(0, 3, 4, "2"), OpenDocument.Change(range: nil, text: "b: 1\nc: 2\n"), change(1, 3, 4, "3")],
            version: 2, encoding: .utf16)
        XCTAssertEqual(document.text, "b: 1\nc: 3\n")
        XCTAssertEqual(document.index.lspLineCount, 3)
    }

    func testABatchBetweenAndOverEmojiCountsUTF16Units() {
        // 'k: ' is 3 units and each U+1F600 2: unit 5 is between the two emoji. After 'x' goes
        // there, the second emoji is units 6 to 8.
        var document = OpenDocument(uri: "file:///a", version: 1, text: "k: \u{1F600}\u{1F600}\n")
        document.apply([change(0, 5, 5, "x"), change(0, 6, 8, "")], version: 2, encoding: .utf16)
        XCTAssertEqual(document.text, "k: \u{1F600}x\n")
    }

    // MARK: The other quote character

    func testASourceNameInEitherQuoteGoesToItsDefinition() {
        for quote in ["'", "\""] {
            // '    source: 'regions'': the name is columns 14 to 20, the quotes 13 and 21.
            let document = shop([19: "    source: \(quote)regions\(quote)"])
            XCTAssertEqual(Navigation.definition(in: document, at: pos(19, 16)), [span(4, 3, 10)], quote)
            XCTAssertEqual(
                Navigation.references(in: document, at: pos(4, 5)), [span(4, 3, 10), span(19, 14, 21)], quote)
        }
    }

    func testAQuotedSourceKeyIsTheDefinitionWithoutItsQuotes() {
        for quote in ["'", "\""] {
            let document = shop([4: "  \(quote)regions\(quote):"])
            XCTAssertEqual(Navigation.definition(in: document, at: pos(19, 14)), [span(4, 4, 11)], quote)
        }
    }

    func testASingleQuotedIDAndItsSingleQuotedReferencesLeaveTheQuotesOut() throws {
        let document = shop([11: "    next: 'amount'", 12: "  - id: 'amount'", 23: "    field: 'amount'"])
        XCTAssertEqual(Navigation.definition(in: document, at: pos(11, 14)), [span(12, 10, 16)])
        XCTAssertEqual(
            Navigation.references(in: document, at: pos(12, 12)),
            [span(2, 15, 21), span(11, 12, 18), span(12, 10, 16), span(22, 12, 18), span(23, 13, 19)])
        let hover = try XCTUnwrap(HoverProvider.hover(in: document, at: pos(12, 12)))
        XCTAssertEqual(hover.range, span(12, 10, 16))
        XCTAssertTrue(hover.markdown.hasPrefix("**field `amount`** (`number`)"), hover.markdown)
    }

    func testANameInAConditionInEitherQuote() throws {
        for quote in ["'", "\""] {
            // '    visibleWhen: 'name isSet'': 'name' is columns 19 to 22.
            let document = shop([14: "    visibleWhen: \(quote)name isSet\(quote)"])
            XCTAssertEqual(Navigation.definition(in: document, at: pos(14, 20)), [span(9, 9, 13)], quote)
            let hover = try XCTUnwrap(HoverProvider.hover(in: document, at: pos(14, 20)), quote)
            XCTAssertEqual(hover.range, span(14, 19, 23), quote)
            XCTAssertTrue(hover.markdown.hasPrefix("**field `name`**"), hover.markdown)
        }
    }

    func testCompletionInsideSingleQuotesOpenAndClosed() {
        for kind in ["    kind: 'da", "    kind: 'da'"] {
            // The cursor after 'da' (column 14); the typed word is columns 12 to 13.
            let list = Completion.list(in: shop([13: kind]), at: pos(13, 14))
            XCTAssertEqual(list.items.map(\.label), ["date", "dateTime"], kind)
            XCTAssertEqual(list.replacing, span(13, 12, 14), kind)
        }
        let levels = Completion.complete(in: shop([20: "    display: '{"]), at: pos(20, 16))
        XCTAssertEqual(levels.map(\.insertText), ["province}", "city}"])
        XCTAssertEqual(
            Completion.complete(in: shop([19: "    source: 'reg"]), at: pos(19, 17)).map(\.label), ["regions"])
    }

    func testACommaInsideAQuotedOrderItemStartsNoItem() {
        // One item ('x, y') before the cursor: the cursor is at the second, index 1.
        for line in ["order: ['x, y', ", "order: [\"x, y\", ", "order: ['x, y', n]"] {
            let text = LSPFeatureSpec.replacing(line: 2, with: line)
            let end = pos(2, line.hasSuffix("]") ? line.count : line.count + 1)
            XCTAssertEqual(CursorLocator.locate(in: text, at: end).path, [.key("order"), .index(1)], line)
            XCTAssertEqual(CursorLocator.locateByLines(in: text, at: end).path, [.key("order"), .index(1)], line)
        }
    }

    func testTheFixItInsideASingleQuotedFormat() throws {
        let text = "form: F\nfields:\n  - id: birthday\n    kind: date\n    format: 'YYYY-MM-dd'\n"
        let actions = CodeActions.actions(
            in: LSPFeatureSpec.document(text), for: TextRange(start: pos(5, 1), end: pos(5, 1)))
        let action = try XCTUnwrap(actions.first { $0.diagnosticCode == "FC303" }, "\(actions)")
        // 'YYYY' is columns 14 to 17, after the quote in column 13.
        XCTAssertEqual(action.edits, [TextEdit(range: span(5, 14, 18), newText: "yyyy")])
        let fixed = text.applying(action.edits)
        XCTAssertEqual(fixed, "form: F\nfields:\n  - id: birthday\n    kind: date\n    format: 'yyyy-MM-dd'\n")
        let lint = Pipeline().compile(
            bytes: Array(fixed.utf8), path: "f.form.yaml", baseDirectory: NSTemporaryDirectory())
        XCTAssertEqual(lint.diagnostics.all.map(\.code.id), [])
    }

    /// A quoted key is hovered over its text, as a plain one is: the range leaves the quotes out.
    func testAQuotedKeyIsHoveredOverItsTextWithoutTheQuotes() throws {
        for quote in ["'", "\""] {
            let document = LSPFeatureSpec.document("form: F\nfields:\n  - \(quote)kind\(quote): date\n    id: a\n")
            let hover = try XCTUnwrap(HoverProvider.hover(in: document, at: pos(3, 6)), quote)
            XCTAssertEqual(hover.range, span(3, 6, 10), quote)
            XCTAssertTrue(hover.markdown.contains("kind"), hover.markdown)
            XCTAssertNotNil(HoverProvider.hover(in: document, at: pos(3, 10)), "just after the key, as for a plain one")
            XCTAssertNil(HoverProvider.hover(in: document, at: pos(3, 11)), "on the closing quote's far side")
        }
    }

    /// In a double-quoted condition with an escape the parser's places are the whole value,
    /// which name no single field: navigation there answers nothing rather than the first field
    /// the condition names, and the field's references leave that value out. In single quotes
    /// a `''` is one `'` written twice, and the names keep their own columns.
    func testNamesInAnEscapedConditionAreNotGivenTheWrongField() {
        func document(_ condition: String) -> SpecDocument {
            LSPFeatureSpec.document(
                "form: F\nfields:\n  - id: a\n  - id: b\n  - id: c\n    visibleWhen: \(condition)\n")
        }
        // Line 6: `    visibleWhen: ` is 17 columns; 'a' is at column 34 of either value.
        let double = document("\"b == \\\"x\\\" and a isSet\"")
        XCTAssertEqual(Navigation.definition(in: double, at: pos(6, 34)), [])
        XCTAssertEqual(Navigation.references(in: double, at: pos(3, 9)), [span(3, 9, 10)])
        XCTAssertEqual(Navigation.references(in: double, at: pos(4, 9)), [span(4, 9, 10)])
        let single = document("'b == ''x'' and a isSet'")
        XCTAssertEqual(Navigation.definition(in: single, at: pos(6, 34)), [span(3, 9, 10)])
        XCTAssertEqual(Navigation.references(in: single, at: pos(3, 9)), [span(3, 9, 10), span(6, 34, 35)])
        XCTAssertEqual(Navigation.references(in: single, at: pos(4, 9)), [span(4, 9, 10), span(6, 19, 20)])
    }

    /// A completion's detail is the key's type as plain text: the docs' backticks and bold
    /// (`string, **required**`) left out.
    func testACompletionDetailIsPlainText() {
        let items = Completion.complete(in: LSPFeatureSpec.document("fo"), at: pos(1, 3))
        XCTAssertEqual(items.map(\.label), ["form"])
        XCTAssertEqual(items.first?.detail, "string, required")
    }

    /// On text that does not load (the line locator), a line indented under `key:` with
    /// nothing after it is a key of the mapping that key opens; under `key: value` it is more
    /// of that value.
    func testUnderAKeyWithoutAValueComeItsKeysAndUnderAKeyWithOneMoreOfItsValue() {
        let open = "form: F\nfields:\n  - id: a\n    validation:\n      min\n  - [\n"
        let nested = CursorLocator.locateByLines(in: open, at: pos(5, 10))
        XCTAssertEqual(nested.path, [.key("fields"), .index(0), .key("validation")])
        XCTAssertEqual(nested.role, .key)
        let inline = "form: F\nfields:\n  - id: a\n    label: First\n      line\n  - [\n"
        let more = CursorLocator.locateByLines(in: inline, at: pos(5, 11))
        XCTAssertEqual(more.path, [.key("fields"), .index(0), .key("label")])
        XCTAssertEqual(more.role, .value)
    }
}
