import XCTest
import FormcIR
@testable import FormcTerminal

/// `formc run` with conditions: fields join and leave the visiting order as values change,
/// focus never lands on a hidden or disabled field, and the answers leave out the fields a
/// condition hides. Expected orders and answers are written by hand.
final class TerminalConditionTests: XCTestCase {
    private func form(_ yaml: String) throws -> Form {
        // Warnings allowed: FC606 is the very case of a field that conditions make last.
        let result = TestSupport.compile(yaml)
        XCTAssertFalse(result.diagnostics.hasErrors, "\(TestSupport.summary(result.diagnostics))")
        return try XCTUnwrap(result.form)
    }

    private let spec = """
        form: F
        fields:
          - {id: name}
          - {id: business, kind: toggle}
          - {id: company, visibleWhen: business}
          - {id: vat, visibleWhen: business and company isSet}
          - {id: month, kind: picker, options: [Jan, Feb]}
          - {id: day, enabledWhen: month isSet}
        """

    func testTurningTheToggleOnInsertsTheFieldsAfterItAtOnce() throws {
        var session = FormSession(form: try form(spec))
        // The toggle a condition reads is visited where it is declared, before what it reveals.
        XCTAssertEqual(session.order, ["name", "business", "month"])
        session.handle(.tab)
        XCTAssertEqual(session.focusedField?.id, "business")
        session.handle(.space)
        XCTAssertEqual(session.order, ["name", "business", "company", "month"])
        XCTAssertEqual(session.focusedField?.id, "business")
        session.handle(.tab)
        XCTAssertEqual(session.focusedField?.id, "company")
        session.handle(.character("A"))
        XCTAssertEqual(session.order, ["name", "business", "company", "vat", "month"])
        session.handle(.backspace)
        XCTAssertEqual(session.order, ["name", "business", "company", "month"])
        session.handle(.tab)
        XCTAssertEqual(session.focusedField?.id, "month", "Next skips the hidden 'vat'")
        // A focused picker only suggests its first row (issue 48): 'day' stays disabled until
        // Space takes it, then it is enabled and joins.
        XCTAssertEqual(session.order, ["name", "business", "company", "month"])
        session.handle(.space)
        XCTAssertEqual(session.order, ["name", "business", "company", "month", "day"])
    }

    func testTurningItOffTakesThemOutAndTheAnswersLeaveThemOut() throws {
        var session = FormSession(form: try form(spec))
        session.handle(.tab)
        session.handle(.space)
        session.handle(.tab)
        for character in "Acme" { session.handle(.character(character)) }
        session.handle(.backTab)
        session.handle(.space)
        XCTAssertEqual(session.order, ["name", "business", "month"])
        XCTAssertEqual(session.focusedField?.id, "business")
        session.handle(.control("d"))
        XCTAssertEqual(session.outcome, .submitted)
        // 'company' keeps "Acme" but is hidden: no key. 'day' is disabled (no month): no key
        // either, as a disabled control is no part of what a form submits.
        XCTAssertEqual(session.answers(), ["name": .string(""), "business": .bool(false), "month": .null])
    }

    func testReturnOnAFieldThatConditionsMakeLastSubmits() throws {
        var session = FormSession(
            form: try form(
                """
                form: F
                fields:
                  - {id: business, kind: toggle}
                  - {id: name}
                  - {id: company, visibleWhen: business}
                """))
        session.handle(.tab)
        XCTAssertEqual(session.focusedField?.id, "name")
        XCTAssertEqual(session.focusedField?.focus?.returnAction, .next)
        session.handle(.enter)
        XCTAssertEqual(session.outcome, .submitted)
    }

    func testARequiredFieldThatIsHiddenDoesNotBlockSubmitting() throws {
        var session = FormSession(
            form: try form(
                """
                form: F
                fields:
                  - {id: business, kind: toggle}
                  - {id: company, required: true, visibleWhen: business}
                """))
        session.handle(.control("d"))
        XCTAssertEqual(session.outcome, .submitted)
        XCTAssertEqual(session.answers(), ["business": .bool(false)])
    }

    func testTheLineFormSkipsWhatTheAnswersSoFarHide() throws {
        var lines = ["", "y", "Acme", ""].map { Array($0.utf8) }[...]
        var prompts: [String] = []
        let runner = LineRunner(
            form: try form(
                """
                form: F
                fields:
                  - {id: name}
                  - {id: business, kind: toggle}
                  - {id: company, visibleWhen: business}
                  - {id: vat, visibleWhen: "company == 'Other'"}
                  - {id: other, kind: toggle}
                """), readLine: { _ in lines.popFirst() }, prompt: { prompts.append($0) })
        let answers = try runner.run()
        XCTAssertEqual(prompts, ["name: ", "business (y/n) [n]: ", "company: ", "other (y/n) [n]: "])
        XCTAssertEqual(
            answers, ["name": .string(""), "business": .bool(true), "company": .string("Acme"), "other": .bool(false)])
    }
}
