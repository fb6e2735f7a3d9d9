import XCTest
import FormcDiagnostics
import FormcLSP

final class LSPFeatureHoverTests: XCTestCase {
    private let document = LSPFeatureSpec.document(LSPFeatureSpec.shop)

    func testHoverOnAKey() throws {
        let hover = try XCTUnwrap(HoverProvider.hover(in: document, at: pos(13, 6)))
        XCTAssertEqual(hover.range, span(13, 5, 9))
        XCTAssertTrue(
            hover.markdown.hasPrefix("**`fields.kind`**: see [§6](#6-field-kinds)  \nDefault: `text`\n\n"),
            hover.markdown)
        XCTAssertTrue(
            hover.markdown.hasSuffix(
                "Input kind: `UIKeyboardType`, `inputView` (`UIDatePicker`, `UIPickerView`), `isSecureTextEntry`, `UISwitch`, `UISegmentedControl`."
            ))
        let levels = try XCTUnwrap(HoverProvider.hover(in: document, at: pos(5, 5)))
        XCTAssertTrue(
            levels.markdown.hasPrefix("**`sources.levels`**: list of strings  \nDefault: — (flat)"), levels.markdown)
        let done = try XCTUnwrap(
            HoverProvider.hover(in: LSPFeatureSpec.document("form: F\ntoolbar:\n  done: false\n"), at: pos(3, 3)))
        XCTAssertTrue(done.markdown.hasPrefix("**`toolbar.done`**: boolean"), done.markdown)
    }

    /// Issue 47, item 8: a value's hover says what the word means there, then its key's
    /// documentation: a kind what UIKit gives the field, a source name what it holds.
    func testHoverOnAValue() throws {
        let text = """
            form: F
            returnKey: {last: send}
            sources:
              regions:
                levels: [province, city]
                options:
                  - {label: A, children: [a1, a2]}
            fields:
              - id: day
                kind: date
              - {id: home, kind: picker, source: regions}
              - {id: on, kind: toggle}

            """
        let document = LSPFeatureSpec.document(text)
        let date = try XCTUnwrap(HoverProvider.hover(in: document, at: pos(10, 13)))
        XCTAssertEqual(date.range, span(10, 11, 15))
        XCTAssertTrue(
            date.markdown.hasPrefix(
                "**`kind: date`**: input view `UIDatePicker` (mode `.date`); no return key: left through the "
                    + "toolbar's Previous/Next/Done; in the focus chain\n\n---\n\n**`fields.kind`**"), date.markdown)
        // In a flow mapping too.
        let picker = try XCTUnwrap(HoverProvider.hover(in: document, at: pos(11, 25)))
        XCTAssertTrue(
            picker.markdown.hasPrefix("**`kind: picker`**: input view `UIPickerView`; no return key"), picker.markdown)
        let source = try XCTUnwrap(HoverProvider.hover(in: document, at: pos(11, 43)))
        XCTAssertEqual(source.range, span(11, 38, 45))
        XCTAssertTrue(
            source.markdown.hasPrefix(
                "**`source: regions`**: source `regions`: 1 option at its first level; levels `province`, `city`, "
                    + "written in the spec\n\n---\n\n**`fields.source`**"), source.markdown)
        let toggle = try XCTUnwrap(HoverProvider.hover(in: document, at: pos(12, 22)))
        XCTAssertTrue(
            toggle.markdown.hasPrefix(
                "**`kind: toggle`**: a `UISwitch`, which takes no text; never in the focus chain"),
            toggle.markdown)
        let send = try XCTUnwrap(HoverProvider.hover(in: document, at: pos(2, 20)))
        XCTAssertTrue(send.markdown.hasPrefix("**`last: send`**: one of the values of `last`"), send.markdown)
        // A multiline field's return key types a line break; a text field's is a return key.
        let kinds = LSPFeatureSpec.document(
            "form: F\nfields:\n  - {id: bio, kind: multiline}\n  - {id: n, kind: text}\n")
        XCTAssertTrue(
            try XCTUnwrap(HoverProvider.hover(in: kinds, at: pos(3, 23))).markdown.hasPrefix(
                "**`kind: multiline`**: keyboard `UIKeyboardType.default`; its return key inserts a line break; "
                    + "in the focus chain\n\n"))
        XCTAssertTrue(
            try XCTUnwrap(HoverProvider.hover(in: kinds, at: pos(4, 20))).markdown.hasPrefix(
                "**`kind: text`**: keyboard `UIKeyboardType.default`; a return key; in the focus chain\n\n"))
        // A word that is no value of its key, and an id, say nothing here.
        XCTAssertNil(
            HoverProvider.hover(
                in: LSPFeatureSpec.document("form: F\nfields:\n  - {id: a, kind: dat}\n"), at: pos(3, 21)))
    }

    func testLinesAreFormcsAfterALineSeparatorInAScalar() throws {
        // U+2028 ends a line for libyaml (so for the AST's positions), not for an editor: the
        // features count lines as formc does, so `kind` on formc line 7 (an editor's 6) is found there.
        let text = "form: F\nfields:\n  - id: a\n    label: \"x\u{2028}y\"\n  - id: b\n    kind: email\n"
        let hover = try XCTUnwrap(HoverProvider.hover(in: LSPFeatureSpec.document(text), at: pos(7, 6)))
        XCTAssertEqual(hover.range, span(7, 5, 9))
        XCTAssertTrue(hover.markdown.hasPrefix("**`fields.kind`**"), hover.markdown)
    }

    func testEditsKeepTheTextsOwnLineBreaks() {
        let text = "form: F\r\nfields:\r\n  - id: a\r\n    label: \"x\u{2028}y\"\r\n    format: YYYY\r\n"
        let edit = TextEdit(range: TextRange(start: pos(6, 13), end: pos(6, 17)), newText: "yyyy")
        XCTAssertEqual(
            text.applying([edit]),
            "form: F\r\nfields:\r\n  - id: a\r\n    label: \"x\u{2028}y\"\r\n    format: yyyy\r\n")
    }

    func testHoverOnADiagnosticCode() throws {
        let text = LSPFeatureSpec.inserting("# FC112 is why the toolbar keeps Done", before: 1)
        let hover = try XCTUnwrap(HoverProvider.hover(in: LSPFeatureSpec.document(text), at: pos(1, 5)))
        XCTAssertEqual(hover.range, span(1, 3, 8))
        XCTAssertTrue(
            hover.markdown.hasPrefix("FC112: keyboard without a return key and no toolbar Done (error by default)\n\n"),
            hover.markdown)
        XCTAssertTrue(hover.markdown.contains("Does not trigger it:"))
    }

    func testHoverOnAFieldIDShowsItsPlaceInTheFocusChain() throws {
        let amount = try XCTUnwrap(HoverProvider.hover(in: document, at: pos(12, 10)))
        XCTAssertEqual(amount.range, span(12, 9, 15))
        XCTAssertEqual(
            amount.markdown,
            """
            **field `amount`** (`number`)

            Focus chain: `name` → **`amount`** → `note` (2 of 4)  \nNo return key (`number` keyboard); the toolbar's Done ends editing
            """)
        let name = try XCTUnwrap(HoverProvider.hover(in: document, at: pos(9, 9)))
        XCTAssertEqual(
            name.markdown,
            """
            **field `name`** (`text`)

            Focus chain: *start* → **`name`** → `amount` (1 of 4)  \nReturn key: `next`, return action: `next`
            """)
        let home = try XCTUnwrap(HoverProvider.hover(in: document, at: pos(2, 30)))
        XCTAssertEqual(home.range, span(2, 29, 33))
        XCTAssertTrue(home.markdown.contains("Focus chain: `note` → **`home`** → *end* (4 of 4)"), home.markdown)
    }

    /// A field out of the chain says why: hidden, disabled, not editable, or a kind that
    /// never takes focus; each reason in its own words.
    func testHoverOnAFieldOutOfTheChainSaysWhy() throws {
        let out = LSPFeatureSpec.document(
            """
            form: F
            fields:
              - {id: a, hidden: true}
              - {id: b, disabled: true}
              - {id: c, editable: false}
              - {id: d, kind: toggle}
              - {id: e}

            """)
        let reasons = ["hidden", "disabled", "not editable", "a `toggle` never takes focus"]
        for (line, reason) in zip(3..., reasons) {
            let hover = try XCTUnwrap(HoverProvider.hover(in: out, at: pos(line, 11)))
            XCTAssertTrue(hover.markdown.hasSuffix("\n\nNot in the focus chain: \(reason)."), hover.markdown)
        }
    }

    func testHoverOnAReferenceInNextAndInACondition() throws {
        let next = try XCTUnwrap(HoverProvider.hover(in: document, at: pos(11, 12)))
        XCTAssertEqual(next.range, span(11, 11, 17))
        XCTAssertTrue(next.markdown.hasPrefix("**field `amount`**"))
        let condition = try XCTUnwrap(HoverProvider.hover(in: document, at: pos(14, 18)))
        XCTAssertEqual(condition.range, span(14, 18, 22))
        XCTAssertTrue(condition.markdown.hasPrefix("**field `name`**"))
    }

    /// Issue 29, item 6: a misspelled id in a condition that decodes is not "known once the spec
    /// decodes": the hover says what lint says there (FC602, with the id meant), and in `order:`
    /// its own code.
    func testHoverOnAMisspelledIdSaysWhatLintSaysThere() throws {
        let typo = LSPFeatureSpec.document(
            """
            form: Checkout
            fields:
              - {id: sameBilling, kind: toggle, label: Same address}
              - {id: billing, label: Billing address, visibleWhen: not sameBiling}

            """)
        let hover = try XCTUnwrap(HoverProvider.hover(in: typo, at: pos(4, 62)))
        XCTAssertEqual(hover.range, span(4, 60, 70))
        XCTAssertEqual(
            hover.markdown,
            "**`sameBiling`**: no field has this id.\n\nFC602: 'visibleWhen' reads 'sameBiling', but no field has "
                + "that id; did you mean 'sameBilling'?")
    }

    func testNoHoverOnPlainText() {
        XCTAssertNil(HoverProvider.hover(in: document, at: pos(24, 18)))
        XCTAssertNil(HoverProvider.hover(in: document, at: pos(99, 1)))
    }
}
