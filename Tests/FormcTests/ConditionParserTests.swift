import XCTest
import FormcDiagnostics
import FormcIR

/// `visibleWhen:` and `enabledWhen:`: the tree each condition text becomes (with the line and
/// column of every field name and literal), and FC601 at the column inside the text where a
/// text stops being a condition. Expected trees and columns are written by hand.
final class ConditionParserTests: XCTestCase {
    /// A spec whose field `c` has `visibleWhen: TEXT` (or `enabledWhen:`) on line 6; TEXT starts at column 18.
    private func spec(_ text: String, key: String = "visibleWhen") -> String {
        "form: F\nfields:\n  - {id: a, kind: toggle}\n  - {id: b}\n  - id: c\n    \(key): \(text)\n"
    }

    private func condition(_ text: String, key: String = "visibleWhen") throws -> String {
        // Only the parse matters here: the checker's codes (FC604 for `b != 3`) are its tests'.
        let result = TestSupport.compile(spec(text, key: key))
        XCTAssertEqual(TestSupport.summary(result.diagnostics).filter { $0.hasPrefix("FC601") }, [], text)
        let field = try XCTUnwrap(result.form?.field("c"))
        let condition = try XCTUnwrap(
            key == "visibleWhen" ? field.conditions.visibleWhen : field.conditions.enabledWhen)
        return Self.render(condition)
    }

    private func failure(_ text: String) -> [String] {
        let result = TestSupport.compile(spec(text))
        return result.diagnostics.sorted.map { "\($0.code.id) \($0.location.line):\($0.location.column) \($0.message)" }
    }

    /// The tree in a compact form: `id@line:column`, literals likewise.
    static func render(_ condition: Condition) -> String {
        func at(_ location: SourceLocation) -> String { "@\(location.line):\(location.column)" }
        func literal(_ literal: ConditionLiteral) -> String {
            switch literal.value {
            case .string(let text): return "'\(text)'" + at(literal.location)
            case .number(let text): return text + at(literal.location)
            case .bool(let value): return "\(value)" + at(literal.location)
            }
        }
        switch condition {
        case .compare(let field, let comparison, let value):
            return "\(field.id)\(at(field.location)) \(comparison.rawValue) \(literal(value))"
        case .compareFields(let field, let comparison, let other):
            return "\(field.id)\(at(field.location)) \(comparison.rawValue) field \(other.id)\(at(other.location))"
        case .isOneOf(let field, let values):
            return "\(field.id)\(at(field.location)) in [\(values.map(literal).joined(separator: ", "))]"
        case .isEmpty(let field): return "\(field.id)\(at(field.location)) isEmpty"
        case .isSet(let field): return "\(field.id)\(at(field.location)) isSet"
        case .contains(let field, let value): return "\(field.id)\(at(field.location)) contains \(literal(value))"
        case .count(let field, let comparison, let value):
            return "\(field.id)\(at(field.location)).count \(comparison.rawValue) \(literal(value))"
        case .not(let inner): return "not(\(render(inner)))"
        case .all(let parts): return "all(\(parts.map(render).joined(separator: ", ")))"
        case .any(let parts): return "any(\(parts.map(render).joined(separator: ", ")))"
        }
    }

    func testEachTestOfTheGrammarBecomesItsNode() throws {
        XCTAssertEqual(try condition("a"), "a@6:18 == true@6:18")
        XCTAssertEqual(try condition("b == 'pro'"), "b@6:18 == 'pro'@6:23")
        XCTAssertEqual(try condition("b != -2.5"), "b@6:18 != -2.5@6:23")
        XCTAssertEqual(try condition("a == false"), "a@6:18 == false@6:23")
        XCTAssertEqual(try condition("b isEmpty"), "b@6:18 isEmpty")
        XCTAssertEqual(try condition("b isSet", key: "enabledWhen"), "b@6:18 isSet")
        XCTAssertEqual(try condition("b in ['CN', \"US\", 3]"), "b@6:18 in ['CN'@6:24, 'US'@6:30, 3@6:36]")
        XCTAssertEqual(try condition("b >= 18"), "b@6:18 >= 18@6:23")
        XCTAssertEqual(try condition("b<-1"), "b@6:18 < -1@6:20")
        XCTAssertEqual(try condition("b > 0 and b <= 9.5"), "all(b@6:18 > 0@6:22, b@6:28 <= 9.5@6:33)")
        XCTAssertEqual(try condition("b == a"), "b@6:18 == field a@6:23")
        XCTAssertEqual(try condition("not (b < a)"), "not(b@6:23 < field a@6:27)")
    }

    func testAndBindsTighterThanOrAndNotTighterThanBoth() throws {
        XCTAssertEqual(
            try condition("a or b isSet and not b == 'x'"),
            "any(a@6:18 == true@6:18, all(b@6:23 isSet, not(b@6:39 == 'x'@6:44)))")
        XCTAssertEqual(
            try condition("(a or b isSet) and b != 'x'"),
            "all(any(a@6:19 == true@6:19, b@6:24 isSet), b@6:37 != 'x'@6:42)")
    }

    func testColumnsCountFromInsideAQuotedValue() throws {
        // The value starts after the opening quote, at column 19; a doubled quote is one.
        XCTAssertEqual(try condition("\"b == 'it''s'\""), "b@6:19 == 'it's'@6:24")
        XCTAssertEqual(try condition("'b == \"x\"'"), "b@6:19 == 'x'@6:24")
    }

    func testErrorsPointInsideTheText() {
        XCTAssertEqual(failure("a && b"), ["FC601 6:20 bad condition in 'visibleWhen': write 'and' instead of '&&'"])
        XCTAssertEqual(
            failure("b in [pro]"),
            [
                "FC601 6:24 bad condition in 'visibleWhen': 'pro' is not a value; quote a text ('pro'), or write a number, true or false"
            ])
        XCTAssertEqual(
            failure("b => 1"),
            ["FC601 6:20 bad condition in 'visibleWhen': write '==' to compare; '=' alone is no operator"])
        XCTAssertEqual(
            failure("b = 'x'"),
            ["FC601 6:20 bad condition in 'visibleWhen': write '==' to compare; '=' alone is no operator"])
        XCTAssertEqual(
            failure("(a or b isSet"),
            [
                "FC601 6:18 bad condition in 'visibleWhen': this '(' is not closed; expected ')' before the end of the condition"
            ])
        XCTAssertEqual(
            failure("a b"),
            [
                "FC601 6:20 bad condition in 'visibleWhen': expected '==', '!=', '<', '<=', '>', '>=', 'in', 'isEmpty' or 'isSet' after 'a', found 'b'"
            ])
        XCTAssertEqual(failure("b == 'x"), ["FC601 6:23 bad condition in 'visibleWhen': this text has no closing '"])
        XCTAssertEqual(
            failure("a isSet)"),
            [
                "FC601 6:25 bad condition in 'visibleWhen': unexpected ')' after a complete condition; this ')' closes no '('"
            ])
        XCTAssertEqual(
            failure("b in []"),
            ["FC601 6:24 bad condition in 'visibleWhen': the list after 'in' is empty; give at least one value"])
        XCTAssertEqual(
            failure("b in ['x' 'y']"),
            [
                "FC601 6:28 bad condition in 'visibleWhen': expected ',' or ']' in the list after 'in', found the text 'y'"
            ])
        XCTAssertEqual(
            failure("== 'x'"),
            ["FC601 6:18 bad condition in 'visibleWhen': expected a field id, found '=='"])
        XCTAssertEqual(
            failure("a and"),
            ["FC601 6:23 bad condition in 'visibleWhen': expected a field id, found the end of the condition"])
        XCTAssertEqual(failure("b == 1.2.3"), ["FC601 6:23 bad condition in 'visibleWhen': '1.2.3' is not a number"])
        XCTAssertEqual(
            failure("''"),
            ["FC601 6:19 bad condition in 'visibleWhen': the condition is empty; name a field, as in 'company isSet'"])
    }

    func testAnEscapedValuePointsAtTheWholeValue() {
        // After an escape the columns inside the text are not exact: the value's start is.
        XCTAssertEqual(
            failure("\"\\u0061 && b\""), ["FC601 6:19 bad condition in 'visibleWhen': write 'and' instead of '&&'"])
    }

    func testNestingIsBoundedAndAHostileDepthIsAnErrorNotACrash() throws {
        let deepest = String(repeating: "(", count: 32) + "a" + String(repeating: ")", count: 32)
        XCTAssertEqual(try condition(deepest), "a@6:50 == true@6:50")
        let tooDeep = String(repeating: "not ", count: 100_000) + "a"
        XCTAssertEqual(
            failure(tooDeep),
            [
                "FC601 6:146 bad condition in 'visibleWhen': the condition nests 'not' and parentheses deeper than 32 levels"
            ])
    }

    /// The bound is on nesting: groups and `not`s side by side, however many, nest one deep.
    func testGroupsSideBySideDoNotAddUpToTheNestingBound() {
        let groups = Array(repeating: "(b isSet)", count: 40).joined(separator: " and ")
        XCTAssertEqual(failure(groups).filter { $0.hasPrefix("FC601") }, [])
        let nots = Array(repeating: "not b isSet", count: 40).joined(separator: " or ")
        XCTAssertEqual(failure(nots).filter { $0.hasPrefix("FC601") }, [])
    }

    /// Past the last character there is nothing to underline: the place is the condition's
    /// end, zero columns wide.
    func testAMistakeAtTheEndIsAPlaceNotACharacter() {
        let result = TestSupport.compile(spec("a and"))
        let diagnostic = result.diagnostics.sorted.first
        XCTAssertEqual(
            diagnostic.map { "\($0.location.line):\($0.location.column)-\($0.location.endColumn ?? 0)" }, "6:23-23")
    }

    func testSectionsTakeConditionsToo() throws {
        let result = TestSupport.compile(
            """
            form: F
            fields: [{id: business, kind: toggle}, {id: country}]
            sections:
              - title: Company
                visibleWhen: business
                enabledWhen: not country isEmpty
                fields: [{id: name}]
            """)
        XCTAssertEqual(TestSupport.summary(result.diagnostics).filter { $0.hasPrefix("FC601") }, [])
        let section = try XCTUnwrap(result.form?.sections.last)
        XCTAssertEqual(section.conditions.visibleWhen.map(Self.render), "business@5:18 == true@5:18")
        XCTAssertEqual(section.conditions.enabledWhen.map(Self.render), "not(country@6:22 isEmpty)")
    }

    func testAConditionThatIsNotTextIsTheWrongType() {
        XCTAssertEqual(TestSupport.summary(TestSupport.compile(spec("[a]")).diagnostics), ["FC011 6:18"])
    }

    func testConditionsAreRecordedButLeaveTheStaticChainAlone() throws {
        // Until the checker and the emitters apply them, the chain is the static one.
        let result = TestSupport.compile(spec("a"))
        XCTAssertEqual(result.form?.focusChain, ["b", "c"])
        XCTAssertNil(try XCTUnwrap(result.form?.field("b")).conditions.visibleWhen)
    }
}
