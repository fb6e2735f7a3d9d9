import XCTest
@testable import FormcIR

/// `ConditionEvaluator`: which fields are shown and enabled for given values, with the
/// expected sets written by hand.
final class ConditionEvaluatorTests: XCTestCase {
    private func evaluator(_ yaml: String) throws -> ConditionEvaluator {
        let result = TestSupport.compile(yaml)
        XCTAssertEqual(TestSupport.summary(result.diagnostics), [])
        return ConditionEvaluator(form: try XCTUnwrap(result.form))
    }

    private let account = """
        form: A
        fields:
          - {id: business, kind: toggle}
        sections:
          - visibleWhen: business
            fields:
              - {id: company}
              - {id: country, kind: picker, options: [DE, FR, GB]}
              - {id: vat, visibleWhen: "country in ['DE', 'FR']"}
          - fields:
              - {id: month, kind: picker, options: [Jan, Feb]}
              - {id: day, enabledWhen: month isSet}
              - {id: note, visibleWhen: vat isSet}
        """

    func testTheToggleShowsTheSectionAndThePickerTheVATNumber() throws {
        let evaluator = try evaluator(account)
        XCTAssertEqual(evaluator.readIDs, ["business", "country", "month", "vat"])
        let off = evaluator.state { id in id == "business" ? .bool(false) : .none }
        XCTAssertEqual(off.hidden, ["company", "country", "vat", "note"])
        XCTAssertEqual(off.disabled, ["day"])
        let values: [String: ConditionValue] = [
            "business": .bool(true), "country": .text("DE"), "month": .text("Jan"),
            "vat": .text("DE123")
        ]
        let on = evaluator.state { values[$0] ?? .none }
        XCTAssertEqual(on.hidden, [])
        XCTAssertEqual(on.disabled, [])
        XCTAssertTrue(on.isAvailable("day"))
    }

    func testAHiddenFieldReadsAsEmptyEvenWithAValue() throws {
        // 'vat' keeps its text, but with the toggle off it is hidden, so 'note' is hidden too.
        let evaluator = try evaluator(account)
        let values: [String: ConditionValue] = ["business": .bool(false), "country": .text("DE"), "vat": .text("DE123")]
        XCTAssertEqual(evaluator.state { values[$0] ?? .none }.hidden, ["company", "country", "vat", "note"])
        let britain: [String: ConditionValue] = ["business": .bool(true), "country": .text("GB"), "vat": .text("DE123")]
        XCTAssertEqual(evaluator.state { britain[$0] ?? .none }.hidden, ["vat", "note"])
    }

    func testTheOrderFollowsTheReadsNotTheDeclaration() throws {
        // 'a' reads 'b', declared after it: 'b' is evaluated first, so a hidden 'b' hides 'a'.
        let evaluator = try evaluator(
            """
            form: F
            fields:
              - {id: a, visibleWhen: b isSet}
              - {id: b, visibleWhen: c}
              - {id: c, kind: toggle}
            """)
        let values: [String: ConditionValue] = ["b": .text("x"), "c": .bool(false)]
        XCTAssertEqual(evaluator.state { values[$0] ?? .none }.hidden, ["a", "b"])
    }

    func testComparisonsByKindOfValue() {
        func holds(_ value: ConditionValue, _ literal: ConditionLiteral.Value) -> Bool {
            ConditionEvaluator.matches(value, literal)
        }
        XCTAssertTrue(holds(.text("18.0"), .number("18")))
        XCTAssertTrue(holds(.text("2,5"), .number("2.5")))
        XCTAssertFalse(holds(.text("eighteen"), .number("18")))
        XCTAssertFalse(holds(.text("Pro"), .string("pro")))
        XCTAssertFalse(holds(.text("true"), .bool(true)))
        XCTAssertTrue(holds(.bool(false), .bool(false)))
        XCTAssertFalse(holds(.none, .string("")))
    }

    func testAFieldIsWorkedOutAfterTheFieldsItsEnabledWhenReads() throws {
        // 'x' is declared first and reads 'y' only to be enabled; 'y' is hidden by 't', so it
        // reads as empty and 'x' is disabled, though 'y' keeps its text.
        let evaluator = try evaluator(
            """
            form: F
            fields:
              - {id: x, enabledWhen: y isSet}
              - {id: y, visibleWhen: t}
              - {id: t, kind: toggle}
            """)
        let values: [String: ConditionValue] = ["y": .text("kept"), "t": .bool(false)]
        let state = evaluator.state { values[$0] ?? .none }
        XCTAssertEqual(state.hidden, ["y"])
        XCTAssertEqual(state.disabled, ["x"])
    }

    func testAnUpdateWorksOutWhatTheChangeReachesAndEqualsAFullEvaluation() throws {
        let evaluator = try evaluator(account)
        var values: [String: ConditionValue] = ["business": .bool(false), "country": .text("DE"), "vat": .text("DE123")]
        var state = evaluator.state { values[$0] ?? .none }
        XCTAssertEqual(state.hidden, ["company", "country", "vat", "note"])
        // The toggle shows the section; 'vat' appears (DE), and with it 'note', which reads it.
        values["business"] = .bool(true)
        evaluator.update(&state, changed: "business") { values[$0] ?? .none }
        XCTAssertEqual(state.hidden, [])
        XCTAssertEqual(state.disabled, ["day"])
        values["country"] = .text("GB")
        evaluator.update(&state, changed: "country") { values[$0] ?? .none }
        XCTAssertEqual(state.hidden, ["vat", "note"])
        values["month"] = .text("Jan")
        evaluator.update(&state, changed: "month") { values[$0] ?? .none }
        XCTAssertEqual(state.disabled, [])
        values["business"] = .bool(false)
        evaluator.update(&state, changed: "business") { values[$0] ?? .none }
        XCTAssertEqual(state.hidden, ["company", "country", "vat", "note"])
        // A field nobody reads changes nothing.
        evaluator.update(&state, changed: "company") { values[$0] ?? .none }
        XCTAssertEqual(state, evaluator.state { values[$0] ?? .none })
    }

    func testAChangeSpreadsAlongAChainOfReadsDeclaredBackwards() throws {
        // e reads d reads c reads b reads a, declared in the opposite order; 'a' hides them all.
        let evaluator = try evaluator(
            """
            form: F
            fields:
              - {id: e, visibleWhen: d isSet}
              - {id: d, visibleWhen: c isSet}
              - {id: c, visibleWhen: b isSet}
              - {id: b, visibleWhen: a}
              - {id: a, kind: toggle}
            """)
        var values: [String: ConditionValue] = [
            "a": .bool(true), "b": .text("1"), "c": .text("2"), "d": .text("3"),
            "e": .text("4")
        ]
        var state = evaluator.state { values[$0] ?? .none }
        XCTAssertEqual(state.hidden, [])
        values["a"] = .bool(false)
        evaluator.update(&state, changed: "a") { values[$0] ?? .none }
        XCTAssertEqual(state.hidden, ["b", "c", "d", "e"])
        values["a"] = .bool(true)
        values["c"] = .text("")
        evaluator.update(&state, changed: "a") { values[$0] ?? .none }
        evaluator.update(&state, changed: "c") { values[$0] ?? .none }
        XCTAssertEqual(state.hidden, ["d", "e"])
        XCTAssertEqual(state, evaluator.state { values[$0] ?? .none })
    }
}
