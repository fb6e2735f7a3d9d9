import FormcDiagnostics
import XCTest

/// The other variant of a message or a place whose first one the rule's own examples or other
/// tests show (issue 46's mutation run: no test reached these words or this case). Each with
/// its code, place and words, written by hand.
final class MessageSecondVariantTests: XCTestCase {
    private func only(_ yaml: String) throws -> Diagnostic {
        let diagnostics = TestSupport.compile(yaml).diagnostics.sorted
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics.map(\.message))")
        return try XCTUnwrap(diagnostics.first)
    }

    private func assert(_ diagnostic: Diagnostic, _ code: String, _ place: String, _ message: String) {
        XCTAssertEqual(diagnostic.code.id, code)
        XCTAssertEqual("\(diagnostic.location.line):\(diagnostic.location.column)", place)
        XCTAssertEqual(diagnostic.message, message)
    }

    /// FC113 names what return was asked to do: end editing (`done`) or submit the form, not
    /// only move focus (`next`, the rule's examples).
    func testAMultilineFieldSaysWhatItsReturnCannotDo() throws {
        // "    returnAction: " is 18 characters: the value starts at column 19.
        let done = try only(
            "form: F\nfields:\n  - id: bio\n    kind: multiline\n    returnAction: done\n  - id: name\n")
        assert(done, "FC113", "5:19", "return in multiline field 'bio' inserts a line break; it cannot end editing")
        let submit = try only(
            "form: F\nfields:\n  - id: bio\n    kind: multiline\n    returnAction: submit\n  - id: name\n")
        assert(
            submit, "FC113", "5:19", "return in multiline field 'bio' inserts a line break; it cannot submit the form")
    }

    /// A list is a default only for a cascading picker (its path of options); anywhere else
    /// FC404 says so rather than take the list's text.
    func testAListDefaultOnATextFieldIsNoDefault() throws {
        // "  - {id: n, default: " is 21 characters: the list starts at column 22.
        let diagnostic = try only("form: F\nfields:\n  - {id: n, default: [a, b]}\n")
        assert(diagnostic, "FC404", "3:22", "default is a list, but only cascading pickers and multi-selects take one")
    }

    /// A single-quoted condition whose text holds one quote, written twice (`''`): the places
    /// after it are still exact, one column on for the quote written twice (tests elsewhere
    /// have two or none).
    func testANameAfterOneDoubledQuoteIsPlacedExactly() throws {
        // Line 6: the quote opens at column 18; `n` is 19, the `''` 30 and 31, `agre` 39.
        let diagnostic = try only(
            "form: F\nfields:\n  - {id: note}\n  - {id: agree, kind: toggle}\n  - id: x\n"
                + "    visibleWhen: 'note == \"it''s\" and agre == true'\n")
        XCTAssertEqual(diagnostic.code.id, "FC602")
        XCTAssertEqual("\(diagnostic.location.line):\(diagnostic.location.column)", "6:39")
        XCTAssertEqual(diagnostic.location.endColumn, 43)
        XCTAssertEqual(diagnostic.fixIt?.replacement, "agree")
    }

    /// Fields on a cycle of conditions (FC603) are still evaluated, after the rest, so the
    /// other checks see them hidden in the empty state: FC606 on the Next key before them.
    func testFieldsOnACycleOfConditionsAreStillEvaluated() {
        let diagnostics = TestSupport.compile(
            "form: F\nfields:\n  - {id: name, returnKey: next}\n  - {id: a, visibleWhen: b isSet}\n"
                + "  - {id: b, visibleWhen: a isSet}\n"
        ).diagnostics
        // "  - {id: name, returnKey: " is 26 characters; "  - {id: a, visibleWhen: " 25.
        XCTAssertEqual(TestSupport.summary(diagnostics), ["FC606 3:27", "FC603 4:26"])
    }

    /// FC604 lists a picker's first five inline options, sorted; more are shown as "…", five
    /// are all shown.
    func testAnImpossibleOptionListsTheFirstFiveAndMarksTheRest() throws {
        // "  - {id: note, visibleWhen: size == " is 36 characters: the literal is at column 37.
        let six = try only(
            "form: F\nfields:\n  - {id: size, kind: picker, options: [xs, s, m, l, xl, xxl]}\n"
                + "  - {id: note, visibleWhen: size == 'huge'}\n")
        assert(six, "FC604", "4:37", "'huge' is not among the options of 'size' ('l', 'm', 's', 'xl', 'xs', …)")
        let five = try only(
            "form: F\nfields:\n  - {id: size, kind: picker, options: [xs, s, m, l, xl]}\n"
                + "  - {id: note, visibleWhen: size == 'huge'}\n")
        assert(five, "FC604", "4:37", "'huge' is not among the options of 'size' ('l', 'm', 's', 'xl', 'xs')")
    }
}
