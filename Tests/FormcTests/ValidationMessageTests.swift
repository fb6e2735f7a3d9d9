import Foundation
import XCTest
import FormcEmit
import FormcIR
@testable import FormcTerminal

/// `validation.message`: the spec's own words for a failed rule, in `formc run` and the JSON;
/// without one, a pattern failure never shows the regular expression.
final class ValidationMessageTests: XCTestCase {
    private func session(_ yaml: String) throws -> FormSession {
        let result = TestSupport.compile(yaml)
        XCTAssertFalse(result.diagnostics.hasErrors, "\(TestSupport.summary(result.diagnostics))")
        return FormSession(form: try XCTUnwrap(result.form))
    }

    func testTheSpecsMessageIsShownForEveryRuleButRequired() throws {
        var session = try session(
            """
            form: F
            fields:
              - id: user
                required: true
                validation: {minLength: 3, pattern: '^[a-z]+$', message: 'lowercase letters, 3 or more'}
              - {id: next}
            """)
        session.handle(.tab)
        XCTAssertEqual(session.errors["user"], "required")
        session.handle(.character("A"))
        session.handle(.tab)
        XCTAssertEqual(session.errors["user"], "lowercase letters, 3 or more")
        session.handle(.backspace)
        for character in "ab" { session.handle(.character(character)) }
        session.handle(.tab)
        XCTAssertEqual(session.errors["user"], "lowercase letters, 3 or more", "too short: the same words")
    }

    func testWithoutAMessageAPatternFailureDoesNotShowTheExpression() throws {
        var session = try session(
            "form: F\nfields:\n  - {id: code, validation: {pattern: '^[0-9]{4}$'}}\n  - {id: b}\n")
        session.handle(.character("x"))
        session.handle(.tab)
        XCTAssertEqual(session.errors["code"], "not in the expected format")
    }

    func testTheJSONRecordsTheMessage() throws {
        let result = TestSupport.compile(
            "form: F\nfields:\n  - {id: a, validation: {maxLength: 2, message: Too long}}\n")
        let object =
            try JSONSerialization.jsonObject(with: Data(JSONEmitter.emit(try XCTUnwrap(result.form)))) as? [String: Any]
        let field = try XCTUnwrap((object?["fields"] as? [[String: Any]])?.first)
        XCTAssertEqual(field["validation"] as? NSDictionary, ["maxLength": 2, "message": "Too long"] as NSDictionary)
    }
}
