import FormcDiagnostics
import XCTest

/// Messages that say what to do (issue 29, item 12): each with its code, place, words and
/// fix-it, written by hand.
final class ActionableMessageTests: XCTestCase {
    private func only(_ yaml: String) throws -> Diagnostic {
        let diagnostics = TestSupport.compile(yaml).diagnostics.sorted
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics.map(\.message))")
        return try XCTUnwrap(diagnostics.first)
    }

    /// `min: Today`: the relative words are lower case; the fix-it writes `today`.
    func testACapitalisedTodaySuggestsTheWord() throws {
        let diagnostic = try only("form: F\nfields:\n  - {id: d, kind: date, min: Today}\n")
        XCTAssertEqual(diagnostic.code.id, "FC307")
        XCTAssertEqual("\(diagnostic.location.line):\(diagnostic.location.column)", "3:30")
        XCTAssertEqual(
            diagnostic.message,
            "min 'Today' is not a valid date in ISO 8601 form (yyyy-MM-dd, e.g. 2026-12-28); did you mean 'today'?")
        XCTAssertEqual(diagnostic.fixIt?.replacement, "today")
        let other = try only("form: F\nfields:\n  - {id: d, kind: date, min: Tomorrow}\n")
        XCTAssertNil(other.fixIt)
        XCTAssertFalse(other.message.contains("did you mean"), other.message)
    }

    /// `default: "true"` on a toggle: the quotes made it text; the fix-it drops them.
    func testAQuotedBooleanOnAToggleSaysTheQuotesMadeItText() throws {
        let diagnostic = try only("form: F\nfields:\n  - {id: n}\n  - {id: t, kind: toggle, default: \"true\"}\n")
        XCTAssertEqual(diagnostic.code.id, "FC404")
        XCTAssertEqual("\(diagnostic.location.line):\(diagnostic.location.column)", "4:36")
        XCTAssertEqual(
            diagnostic.message,
            "default of a toggle must be true or false, and the quotes make 'true' text: write it without them")
        XCTAssertEqual(diagnostic.fixIt?.replacement, "true")
        let word = try only("form: F\nfields:\n  - {id: n}\n  - {id: t, kind: toggle, default: maybe}\n")
        XCTAssertEqual(word.message, "default of a toggle must be true or false")
        XCTAssertNil(word.fixIt)
    }
}
