import XCTest
import FormcDiagnostics
import FormcDriver
import FormcLSP
import FormcCore

final class LSPFeatureCodeActionTests: XCTestCase {
    private func codes(_ text: String) -> [String] {
        Pipeline().compile(bytes: Array(text.utf8), path: "f.form.yaml", baseDirectory: NSTemporaryDirectory())
            .diagnostics.all.map(\.code.id)
    }

    private func applyOnly(_ code: String, _ text: String) throws -> (CodeAction, String) {
        let document = LSPFeatureSpec.document(text)
        let actions = CodeActions.actions(in: document, for: TextRange(start: pos(1, 1), end: pos(100, 1)))
        let action = try XCTUnwrap(actions.first { $0.diagnosticCode == code }, "\(actions)")
        return (action, text.applying(action.edits))
    }

    func testAddDoneWhereTheToolbarIsOff() throws {
        let text = "form: Pay\ntoolbar: false\nfields:\n  - id: amount\n    kind: number\n"
        XCTAssertEqual(codes(text), ["FC112"])
        let (action, fixed) = try applyOnly("FC112", text)
        XCTAssertEqual(action.title, "Add Done to the keyboard toolbar")
        XCTAssertFalse(action.isPreferred, "one way out among others (a return key would do too)")
        XCTAssertEqual(
            action.edits, [TextEdit(range: span(2, 10, 15), newText: "\n  previousNext: false\n  done: true")])
        XCTAssertEqual(
            fixed,
            "form: Pay\ntoolbar: \n  previousNext: false\n  done: true\nfields:\n  - id: amount\n    kind: number\n")
        XCTAssertEqual(codes(fixed), [])
    }

    func testAddDoneWhereDoneIsFalse() throws {
        let text =
            "form: Pay\ntoolbar:\n  title: label\n  done: false\nfields:\n  - id: amount\n    kind: number\n  - id: pin\n    kind: phone\n"
        XCTAssertEqual(codes(text), ["FC112", "FC112"])
        let (action, fixed) = try applyOnly("FC112", text)
        XCTAssertEqual(action.edits, [TextEdit(range: span(4, 9, 14), newText: "true")])
        XCTAssertEqual(codes(fixed), [])
    }

    /// The fix-its `formc lint --fix` applies are the editor's quick fixes: a misspelt kind in
    /// a flow mapping, and a misspelt key.
    func testDidYouMeanIsAQuickFix() throws {
        let text = "form: F\nfields:\n  - {id: email, kind: emial}\n  - {id: name, lable: Name}\n"
        XCTAssertEqual(codes(text), ["FC013", "FC010"])
        let (kind, fixedKind) = try applyOnly("FC013", text)
        XCTAssertEqual(kind.title, "Replace with 'email'")
        XCTAssertTrue(kind.isPreferred)
        XCTAssertEqual(kind.edits, [TextEdit(range: span(3, 23, 28), newText: "email")])
        XCTAssertEqual(codes(fixedKind), ["FC010"])
        let (key, _) = try applyOnly("FC010", text)
        XCTAssertEqual(key.edits, [TextEdit(range: span(4, 16, 21), newText: "label")])
    }

    /// Issue 44, item 3: the quick fix for an id holding a control character is the edit
    /// `formc lint --fix` writes (one implementation, `FixIt.resolved(in:)`): the escape in
    /// double quotes, never the raw character, so the fixed spec loads.
    func testAQuickFixWritesAControlCharacterAsAnEscape() throws {
        let text = "form: F\nfields:\n  - id: x\n    next: 'abxcd'\n  - id: \"ab\\u0007cd\"\n"
        XCTAssertEqual(codes(text), ["FC105", "FC016"])
        let (action, fixed) = try applyOnly("FC105", text)
        XCTAssertEqual(action.title, "Replace with \"ab\\acd\"")
        XCTAssertEqual(action.edits, [TextEdit(range: span(4, 11, 18), newText: "\"ab\\acd\"")])
        XCTAssertEqual(fixed, "form: F\nfields:\n  - id: x\n    next: \"ab\\acd\"\n  - id: \"ab\\u0007cd\"\n")
        XCTAssertEqual(codes(fixed), ["FC016"], "the id's own error is left; the spec loads")
    }

    func testFixItOfAWeekBasedYear() throws {
        let text = "form: F\nfields:\n  - id: birthday\n    kind: date\n    format: YYYY-MM-dd\n"
        XCTAssertEqual(codes(text), ["FC303"])
        let (action, fixed) = try applyOnly("FC303", text)
        XCTAssertEqual(action.title, "Replace with 'yyyy'")
        XCTAssertTrue(action.isPreferred, "the diagnostic's own fix-it")
        XCTAssertEqual(action.edits, [TextEdit(range: span(5, 13, 17), newText: "yyyy")])
        XCTAssertEqual(fixed, "form: F\nfields:\n  - id: birthday\n    kind: date\n    format: yyyy-MM-dd\n")
        XCTAssertEqual(codes(fixed), [])
    }

    func testOnlyTheDiagnosticsOnTheAskedLines() {
        let text = "form: F\nfields:\n  - id: birthday\n    kind: date\n    format: YYYY-MM-dd\n"
        let document = LSPFeatureSpec.document(text)
        XCTAssertEqual(CodeActions.actions(in: document, for: TextRange(start: pos(1, 1), end: pos(4, 1))), [])
        XCTAssertEqual(CodeActions.actions(in: document, for: TextRange(start: pos(5, 14), end: pos(5, 14))).count, 1)
    }
}
