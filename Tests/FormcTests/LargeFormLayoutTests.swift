import XCTest
import FormcDiagnostics
import FormcDriver
import FormcIR
@testable import FormcTerminal

/// The layout of a long form from what the window shows (the fields around the focus), the
/// visiting order of toggles that conditions read, and the window of a long source line in
/// the text report: the parts made to cost the screen or the line's window, not the whole.
final class LargeFormLayoutTests: XCTestCase {
    private func form(_ yaml: String) throws -> Form {
        let result = TestSupport.compile(yaml)
        XCTAssertFalse(result.diagnostics.hasErrors, "\(TestSupport.summary(result.diagnostics))")
        return try XCTUnwrap(result.form)
    }

    private func body(_ frame: FormScreen.Frame) -> [String] { Array(frame.lines.dropFirst(2).dropLast().map(\.text)) }

    func testAFrameDeepInALongFormShowsTheFieldsAroundTheFocus() throws {
        let fields = (0..<1000).map { "  - {id: f\($0), label: 'F \($0)'}" }
        var session = FormSession(form: try form("form: Big\nfields:\n" + fields.joined(separator: "\n") + "\n"))
        for _ in 0..<500 { session.handle(.tab) }
        XCTAssertEqual(session.focusedField?.id, "f500")
        // Labels are 'F 999' wide at most (5 cells and a space); 8 rows leave 5 for fields.
        let frame = FormScreen(width: 40, height: 8).render(session, scroll: 0)
        XCTAssertEqual(body(frame), ["  F 496  ", "  F 497  ", "  F 498  ", "  F 499  ", "› F 500  "])
        XCTAssertEqual(frame.scroll, 496)
        XCTAssertEqual(frame.cursor?.row, 6)
        XCTAssertEqual(frame.cursor?.column, 9)
        for _ in 0..<10 { session.handle(.backTab) }
        let back = FormScreen(width: 40, height: 8).render(session, scroll: frame.scroll)
        XCTAssertEqual(body(back), ["› F 490  ", "  F 491  ", "  F 492  ", "  F 493  ", "  F 494  "])
        XCTAssertEqual(back.scroll, 490)
    }

    func testErrorLinesBelowAndAtTheFocusMoveTheWindow() throws {
        let fields = (0..<12).map { "  - {id: r\($0), label: 'R \($0)', required: true}" }
        var session = FormSession(form: try form("form: R\nfields:\n" + fields.joined(separator: "\n") + "\n"))
        session.handle(.control("d"))
        XCTAssertEqual(session.errors.count, 12)
        for _ in 0..<6 {
            session.handle(.character("x"))
            session.handle(.tab)
        }
        XCTAssertEqual(session.focusedField?.id, "r6")
        // Fields 0–5 take a line each, the focused r6 two (its error), 7 rows for the body.
        let frame = FormScreen(width: 40, height: 10).render(session, scroll: 0)
        XCTAssertEqual(
            body(frame),
            [
                "  R 1*   x", "  R 2*   x", "  R 3*   x", "  R 4*   x", "  R 5*   x", "› R 6*   ",
                "    ⚠ required"
            ])
        XCTAssertEqual(frame.scroll, 1)
        for _ in 0..<3 { session.handle(.backTab) }
        let back = FormScreen(width: 40, height: 10).render(session, scroll: frame.scroll)
        XCTAssertEqual(
            body(back),
            [
                "  R 1*   x", "  R 2*   x", "› R 3*   x", "  R 4*   x", "  R 5*   x", "  R 6*   ",
                "    ⚠ required"
            ])
        XCTAssertEqual(back.scroll, 1)
    }

    func testTogglesGoBeforeTheFirstChainFieldDeclaredAfterThem() throws {
        // The chain by tag is b, c, a, d; declared positions a 0, b 2, c 5, d 7.
        let spec = """
            form: T
            order: tag
            fields:
              - {id: a, tag: 3, visibleWhen: t5}
              - {id: t1, kind: toggle}
              - {id: b, tag: 1, visibleWhen: t1}
              - {id: t2, kind: toggle}
              - {id: t3, kind: toggle}
              - {id: c, tag: 2, visibleWhen: t2}
              - {id: t4, kind: toggle}
              - {id: d, tag: 4, visibleWhen: t4}
              - {id: t5, kind: toggle}

            """
        // t1 (at 1) goes before b (2), t2 (3) and t3 (4) before c (5), t4 (6) before d (7);
        // t5 (8) has no chain field after it: last. A toggle that no condition reads (t3) takes
        // its declared place too, as the app lays it out (issue 47, item 5).
        XCTAssertEqual(
            FormSession.visitingOrder(try form(spec)), ["t1", "b", "t2", "t3", "c", "a", "t4", "d", "t5"])
    }

    func testALongLinesWindowIsFoundFromAnIndexedTextAsFromAPlainOne() {
        let text = "ab\r\n北e\u{301}x\u{85}last"
        for source in [SourceText(path: "p", text: text), SourceText(path: "p", text: text).indexed()] {
            XCTAssertEqual(source.scalars(ofLine: 2, from: 1, count: 2).map { String($0.text) }, "e\u{301}")
            XCTAssertEqual(source.scalars(ofLine: 2, from: 1, count: 2)?.lineLength, 4)
            XCTAssertEqual(source.scalars(ofLine: 2, from: 3, count: 10).map { String($0.text) }, "x")
            XCTAssertEqual(source.scalars(ofLine: 2, from: 9, count: 1).map { String($0.text) }, "")
            XCTAssertEqual(source.scalars(ofLine: 1, from: 0, count: 5).map { String($0.text) }, "ab")
            XCTAssertEqual(source.scalars(ofLine: 3, from: 2, count: 5).map { String($0.text) }, "st")
            XCTAssertNil(source.scalars(ofLine: 4, from: 0, count: 1))
        }
        // Column 200 of a 300-column line: the window starts 40 columns before it.
        let line = String(repeating: "a", count: 199) + "Z" + String(repeating: "b", count: 100)
        let diagnostic = Diagnostic(
            .invalidValue, "bad", at: SourceLocation(file: "p", line: 2, column: 200, endColumn: 201))
        let source = SourceText(path: "p", text: "first\n" + line + "\n").indexed()
        XCTAssertEqual(
            TextRenderer(color: false).render(diagnostic) { _ in source },
            "p:2:200: error: bad [FC013]\n  " + String(repeating: "a", count: 40) + "Z"
                + String(repeating: "b", count: 100)
                + "\n  " + String(repeating: " ", count: 40) + "^\n")
    }
}
