import XCTest
import FormcIR

/// What the whole-language generator (LanguageForm.swift) leaves out because lint refuses
/// it: each combination, over every kind where it is one, must be an error with its code,
/// so a spec that lint accepts never reaches the emitter with it.
final class LanguageRefusalTests: XCTestCase {
    /// A field of each kind as the generator writes it, with the value a literal compares to.
    static let kinds: [(spec: String, literal: String)] = [
        ("kind: text", "'ab'"), ("kind: multiline", "'ab'"), ("kind: secure", "'ab'"), ("kind: email", "'ab'"),
        ("kind: url", "'ab'"), ("kind: phone", "'12'"), ("kind: date", "'2026-12-24'"), ("kind: time", "'08:30'"),
        ("kind: dateTime", "'2026-12-24 08:30'"), ("kind: picker, options: [a, b]", "'a'"), ("kind: toggle", "true")
    ]

    func codes(_ yaml: String) -> Set<String> {
        let result = TestSupport.compile(yaml)
        return Set(result.diagnostics.sorted.filter { $0.severity == .error }.map(\.code.id))
    }

    func form(_ fields: [String], extra: String = "") -> String {
        "form: R\n\(extra)fields:\n" + fields.map { "  - {\($0)}\n" }.joined()
    }

    /// An order with a literal is only for `number` and `decimal` fields (§4.3): FC607.
    func testAnOrderWithALiteralOnAnyOtherKindIsFC607() {
        for (spec, literal) in Self.kinds {
            for comparison in ["<", "<=", ">", ">="] {
                let yaml = form(["id: a, \(spec)", "id: b, visibleWhen: \"a \(comparison) \(literal)\""])
                XCTAssertEqual(codes(yaml), ["FC607"], yaml)
            }
        }
    }

    /// Two fields of different sorts (a toggle and a text, a date and a time, a picker and a
    /// date) compare with no operator, and text has no order (a number's text with a text
    /// compares as text: no order either): FC607.
    func testFieldsThatCannotBeComparedAreFC607() {
        let pairs = [
            ("kind: toggle", "kind: text", "=="), ("kind: date", "kind: time", "!="),
            ("kind: number", "kind: toggle", "=="),
            ("kind: date", "kind: dateTime", "<"), ("kind: text", "kind: email", "<"),
            ("kind: toggle", "kind: toggle", ">")
        ]
        for (left, right, comparison) in pairs {
            let yaml = form(["id: a, \(left)", "id: b, \(right)", "id: c, visibleWhen: \"a \(comparison) b\""])
            XCTAssertEqual(codes(yaml), ["FC607"], yaml)
        }
    }

    /// A field other than a toggle named alone, and a toggle against a text: FC604.
    func testABareNonToggleAndATextAgainstAToggleAreFC604() {
        for (spec, _) in Self.kinds where spec != "kind: toggle" {
            XCTAssertEqual(codes(form(["id: a, \(spec)", "id: b, visibleWhen: a"])), ["FC604"], spec)
        }
        XCTAssertEqual(codes(form(["id: a, kind: toggle", "id: b, visibleWhen: \"a == 'on'\""])), ["FC604"])
    }

    /// Ids that become one Swift identifier (`Self` and `self`, `first name` and `firstName`): FC501.
    func testIdsThatBecomeOneSwiftIdentifierAreFC501() {
        XCTAssertEqual(codes(form(["id: self", "id: Self"])), ["FC501"])
        XCTAssertEqual(codes(form(["id: first name", "id: firstName"])), ["FC501"])
    }

    /// A `next:` that jumps over a focusable field (FC106); Done off with a chain field whose
    /// keyboard has no return key (FC112).
    func testAJumpOverAFieldAndDoneOffOnANumberPadAreRefused() {
        XCTAssertEqual(codes(form(["id: a, next: c", "id: b", "id: c"])), ["FC106"])
        XCTAssertEqual(codes(form(["id: a, kind: number"], extra: "toolbar: false\n")), ["FC112"])
    }
}
