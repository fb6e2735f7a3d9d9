import Foundation
import XCTest
import FormcKit
import FormcDiagnostics
import FormcDriver
@testable import FormcIR
@testable import FormcTerminal
import FormcCore

/// `rules:` across fields (docs/spec-language.md §4.4): what the checker reports of them
/// (exact codes, lines, columns), how a comparison between two fields evaluates, and that the
/// terminal form, the line form, the generated `validate()` and the JSON all refuse a
/// mismatched confirmation with the spec's own message. Expected values are written by hand.
final class CrossFieldRuleTests: XCTestCase {
    private func report(_ yaml: String) -> [String] {
        TestSupport.compile(yaml).diagnostics.sorted.map {
            "\($0.code.id) \($0.location.line):\($0.location.column) \($0.message)"
        }
    }

    private func form(_ yaml: String) throws -> Form {
        let result = TestSupport.compile(yaml)
        XCTAssertFalse(result.diagnostics.hasErrors, "\(TestSupport.summary(result.diagnostics))")
        return try XCTUnwrap(result.form)
    }

    // MARK: Checker

    func testValuesOfDifferentSortsAreFC607AtTheFieldWithoutAnOrder() {
        XCTAssertEqual(
            report(
                """
                form: F
                fields:
                  - {id: name}
                  - {id: agree, kind: toggle}
                  - {id: age, kind: number}
                  - {id: start, kind: date}
                  - {id: at, kind: dateTime}
                rules:
                  - {check: name == agree, message: a}
                  - {check: name < age, message: b}
                  - {check: age >= name, message: c}
                  - {check: start <= at, message: d}
                  - {check: start > '2020-01-01', message: e}
                  - {check: age > 'ten', message: f}
                  - {check: age == start, message: g}
                """),
            [
                "FC607 9:21 'name' is a text field and 'agree' is a toggle field: their values are never equal",
                "FC607 10:13 '<' orders numbers or dates, but 'name' is a text field; compare with '==' or '!='",
                "FC607 11:20 '>=' orders numbers or dates, but 'name' is a text field; compare with '==' or '!='",
                "FC607 12:22 '<=' needs values of one sort, but 'start' is a date field and 'at' is a dateTime field",
                "FC607 13:21 'start' is a date field: '>' orders it only against another date field of its kind, not a literal",
                "FC607 14:19 '>' compares 'age' with a number; write one without quotes",
                "FC607 15:20 'age' is a number field and 'start' is a date field: their values are never equal"
            ])
    }

    func testComparableFieldsPass() {
        XCTAssertEqual(
            report(
                """
                form: F
                sources:
                  plans: {options: [free, pro]}
                fields:
                  - {id: password, kind: secure}
                  - {id: again, kind: secure}
                  - {id: plan, kind: picker, source: plans}
                  - {id: wanted, kind: picker, source: plans}
                  - {id: code}
                  - {id: low, kind: decimal}
                  - {id: high, kind: number}
                  - {id: opens, kind: time}
                  - {id: closes, kind: time}
                rules:
                  - {check: again == password, message: a}
                  - {check: plan != wanted and code == plan, message: b}
                  - {check: not (high < low) and low >= -1.5, message: c}
                  - {check: closes > opens, message: d}
                  - {check: code == high, message: e}
                """), [])
    }

    func testARulesUnknownFieldsAndLiteralsAreReportedAsConditionsAre() {
        XCTAssertEqual(
            report(
                """
                form: F
                fields:
                  - {id: plan, kind: picker, options: [free, pro]}
                  - {id: code}
                rules:
                  - {check: plan == pro, message: a}
                  - {check: plan == 'team', message: b}
                  - {check: code isSet, message: c, field: coed}
                  - {check: codes isSet, message: d}
                """),
            [
                "FC602 6:21 'check' reads 'pro', but no field has that id; to compare with the text, quote it: 'pro'",
                "FC604 7:21 'team' is not among the options of 'plan' ('free', 'pro')",
                "FC602 8:44 the rule's 'field' is 'coed', but no field has that id; did you mean 'code'?",
                "FC602 9:13 'check' reads 'codes', but no field has that id; did you mean 'code'?"
            ])
    }

    func testARuleNeedsACheckAndAMessage() {
        XCTAssertEqual(
            report(
                """
                form: F
                fields: [{id: a}]
                rules:
                  - {message: m}
                  - {check: a isSet}
                  - {check: a &&, message: m}
                  - {check: a isSet, mesage: m}
                """),
            [
                "FC012 4:5 a rule needs 'check', the condition that must hold",
                "FC012 5:5 a rule needs 'message'",
                "FC601 6:15 bad condition in 'check': write 'and' instead of '&&'",
                "FC010 7:22 unknown key 'mesage' in a rule; did you mean 'message'?"
            ])
    }

    func testTheRulesFieldIsTheFirstFieldItsCheckNamesUnlessGiven() throws {
        let form = try form(
            """
            form: F
            fields: [{id: phone}, {id: email}]
            rules:
              - {check: phone isSet or email isSet, message: one}
              - {check: phone isSet or email isSet, message: two, field: email}
            """)
        XCTAssertEqual(
            form.rules.map { "\($0.field.id) \($0.field.location.line):\($0.field.location.column) \($0.message)" },
            ["phone 4:13 one", "email 5:62 two"])
    }

    // MARK: Evaluation

    func testTwoFieldsCompareAsTheEvaluatorDocuments() {
        // A day's value: its text and its midnight, `day` days after 2026-01-01.
        let date = { (text: String, day: Double) in
            ConditionValue.date(text, Date(timeIntervalSince1970: 1_767_225_600 + day * 86400))
        }
        let cases: [(ConditionValue, Comparison, ConditionValue, Bool, String)] = [
            (.text("abc"), .equal, .text("abc"), true, "same text"),
            (.text("abc"), .equal, .text("ABC"), false, "case counts"),
            (.text("0123"), .equal, .text("123"), false, "texts are not numbers"),
            (.number("0123"), .equal, .number("123"), true, "numbers compare as numbers"),
            (.number("1,5"), .equal, .number("1.5"), true, "a decimal comma reads as a point"),
            (.number("2"), .less, .number("10"), true, "numeric order, not text order"),
            (.number("x"), .notEqual, .number("1"), false, "a side that is no number: nothing holds"),
            (.text(""), .equal, .none, true, "two empty values are equal"),
            (.text(""), .notEqual, .text("a"), true, "an empty and a set value differ"),
            (.none, .less, .number("1"), false, "an order never holds with an empty side"),
            (.number("1"), .greaterOrEqual, .none, false, "either side"),
            (.text("a"), .less, .text("b"), false, "text has no order"),
            (.bool(true), .equal, .bool(true), true, "toggles by position"),
            (.bool(false), .equal, .none, true, "a toggle that is off is empty"),
            (.bool(true), .less, .bool(false), false, "toggles have no order"),
            (date("2026-01-02", 1), .greater, date("2026-01-01", 0), true, "dates by instant"),
            (date("2026-01-01", 0), .lessOrEqual, date("2026-01-01", 0), true, "the same date"),
            (date("2026-01-01", 0), .equal, .text("2026-01-01"), false, "a date and a text never equal"),
            (.text("a"), .equal, .bool(true), false, "different sorts never equal")
        ]
        for (lhs, comparison, rhs, expected, why) in cases {
            XCTAssertEqual(ConditionEvaluator.compare(lhs, comparison, rhs), expected, why)
        }
        let read: (String) -> ConditionValue = { ["age": .number("17"), "name": .text("")][$0] ?? .none }
        let reference = { (id: String) in FieldReference(id: id, location: SourceLocationStub.location) }
        let literal = { (text: String) in ConditionLiteral(.number(text), location: SourceLocationStub.location) }
        XCTAssertTrue(ConditionEvaluator.evaluate(.compare(reference("age"), .less, literal("18")), read))
        XCTAssertFalse(ConditionEvaluator.evaluate(.compare(reference("age"), .greaterOrEqual, literal("18")), read))
        XCTAssertFalse(
            ConditionEvaluator.evaluate(.compare(reference("name"), .less, literal("18")), read), "empty: no order")
    }

    // MARK: The terminal form and the line form

    private let confirm = """
        form: F
        fields:
          - {id: password, kind: secure}
          - {id: again, kind: secure}
          - {id: note}
        rules:
          - {check: again == password, message: The passwords do not match.}
        """

    func testSubmitRefusesAMismatchWithTheSpecsMessageAtTheRulesField() throws {
        var session = FormSession(form: try form(confirm))
        for character in "secret" { session.handle(.character(character)) }
        session.handle(.tab)
        for character in "secrets" { session.handle(.character(character)) }
        session.handle(.tab)
        session.submit()
        XCTAssertEqual(session.outcome, .editing)
        XCTAssertEqual(session.focusedField?.id, "again")
        XCTAssertEqual(session.errors, ["again": "The passwords do not match."])
        session.handle(.backspace)
        session.handle(.tab)
        XCTAssertEqual(session.errors, [:], "leaving the field clears the message until the next submit")
        session.submit()
        XCTAssertEqual(session.outcome, .submitted)
    }

    func testTheLineFormAsksTheRulesFieldAgainWithTheMessage() throws {
        var lines = ["secret", "secrets", "secret", "n"].map { Array($0.utf8) }[...]
        var prompts: [String] = []
        let runner = LineRunner(
            form: try form(confirm), readLine: { _ in lines.popFirst() }, prompt: { prompts.append($0) })
        let answers = try runner.run()
        XCTAssertEqual(prompts, ["password: ", "again: ", "  ⚠ The passwords do not match.\n", "again: ", "note: "])
        XCTAssertEqual(answers["again"], .string("secret"))
    }

    func testARuleAboutAHiddenFieldIsNotChecked() throws {
        var session = FormSession(
            form: try form(
                """
                form: F
                fields:
                  - {id: business, kind: toggle}
                  - {id: company, visibleWhen: business}
                  - {id: name}
                rules:
                  - {check: company isSet, message: Name the company.}
                """))
        session.submit()
        XCTAssertEqual(session.outcome, .submitted, "company is hidden while business is off")
    }
}

/// A location for trees built by hand.
private enum SourceLocationStub {
    static let location = SourceLocation(file: "t", line: 1, column: 1)
}

// MARK: Generated code

extension CrossFieldRuleTests {
    /// Account's generated `validate()` refuses a confirmation that differs with the spec's
    /// own message, and accepts a matching one.
    func testAccountsValidateGivesTheRulesMessage() throws {
        let result = try Pipeline().compile(
            path: TestSupport.path("Examples/Account.form.yaml"), standardInput: { _ in [] })
        let driver = """
            var values = AccountValues(email: "a@b.example", password: "secret", confirmPassword: "secrets")
            print(values.validate().map { "\\($0.key.rawValue): \\($0.value.message)" }.sorted().joined(separator: "; "))
            values.confirmPassword = "secret"
            print("MATCH [" + values.validate().keys.map(\\.rawValue).joined() + "]")
            values.confirmPassword = ""
            print(values.validate().map { "\\($0.key.rawValue): \\($0.value.message)" }.sorted().joined(separator: "; "))

            """
        guard let output = try GeneratedConditionTests.run(driver, with: result) else { return }
        XCTAssertEqual(
            output,
            """
            confirmPassword: The passwords do not match.
            MATCH []
            confirmPassword: required

            """)
    }

    /// Rules over every sort of value, in a form without conditions (nothing hidden), compile
    /// without warnings and give their messages as the evaluator decides.
    func testRulesOverNumbersDatesPickersAndTogglesCompileAndEvaluate() throws {
        let result = TestSupport.compile(
            """
            form: Trip
            sources:
              place:
                levels: [province, city]
                options:
                  - {label: Zhejiang, value: zj, children: [{label: Hangzhou, value: hz}]}
                  - {label: Hong Kong, value: hk, children: []}
            fields:
              - {id: start, kind: date}
              - {id: end, kind: date}
              - {id: opens, kind: time}
              - {id: closes, kind: time}
              - {id: adults, kind: number}
              - {id: budget, kind: decimal}
              - {id: from, kind: picker, source: place}
              - {id: to, kind: picker, source: place}
              - {id: phone, kind: phone}
              - {id: email, kind: email}
              - {id: agree, kind: toggle}
              - {id: agreeAgain, kind: toggle}
            rules:
              - {check: not (end < start), message: ends before it starts}
              - {check: closes > opens, message: closes before it opens}
              - {check: adults >= 1 and budget <= 99.5, message: one adult within budget}
              - {check: from != to, message: same place}
              - {check: phone isSet or email isSet, message: phone or email, field: email}
              - {check: agree == agreeAgain, message: agree twice}
            """)
        let driver = """
            func report(_ values: TripValues) -> String {
                values.validate().map { "\\($0.key.rawValue)=\\($0.value.message)" }.sorted().joined(separator: ", ")
            }
            var values = TripValues()
            print("EMPTY " + report(values))
            values.start = TripDates.iso("2026-03-02")
            values.end = TripDates.iso("2026-03-01")
            values.opens = TripDates.date(from: "09:00", for: .opens)
            values.closes = TripDates.date(from: "08:30", for: .closes)
            values.adults = "2"
            values.budget = "100"
            values.from = ["hk"]
            values.to = ["hk"]
            values.agree = true
            print("BAD " + report(values))
            values.end = TripDates.iso("2026-03-02")
            values.closes = TripDates.date(from: "17:00", for: .closes)
            values.budget = "99,5"
            values.to = ["zj", "hz"]
            values.email = "a@b.example"
            values.agreeAgain = true
            print("GOOD [" + report(values) + "]")

            """
        guard let output = try GeneratedConditionTests.run(driver, with: result) else { return }
        XCTAssertEqual(
            output,
            """
            EMPTY adults=one adult within budget, closes=closes before it opens, email=phone or email, from=same place
            BAD adults=one adult within budget, agree=agree twice, closes=closes before it opens, email=phone or email, end=ends before it starts, from=same place
            GOOD []

            """)
        // EMPTY: an order never holds with an empty side (write `not (closes <= opens)` to
        // accept an empty form), and two empty pickers are equal.
    }

    /// A number literal the condition language accepts in exponent form or with a `+`
    /// (`1e3`, `+5`) orders a field's number in the generated `validate()` as in `formc run`:
    /// the generated code once read the literal as typed text, which is never such a number,
    /// so the rule failed for every value.
    func testAnOrderAgainstAnExponentOrSignedLiteralHoldsInTheGeneratedCode() throws {
        let result = TestSupport.compile(
            """
            form: Limit
            fields: [{id: a, kind: decimal}, {id: b, kind: number}]
            rules:
              - {check: a <= 1e3, message: too big}
              - {check: b > +5, message: too small}
            """)
        let driver = """
            func report(_ values: LimitValues) -> String {
                values.validate().map { "\\($0.key.rawValue)=\\($0.value.message)" }.sorted().joined(separator: ", ")
            }
            print("IN [" + report(LimitValues(a: "500", b: "6")) + "]")
            print("OUT [" + report(LimitValues(a: "1000,5", b: "5")) + "]")

            """
        guard let output = try GeneratedConditionTests.run(driver, with: result) else { return }
        XCTAssertEqual(
            output,
            """
            IN []
            OUT [a=too big, b=too small]

            """)
    }

    /// The generated `holds` helpers are a copy of `ConditionEvaluator.compare`: both give the
    /// hand-written answer on one table of text and number pairs.
    func testTheGeneratedComparisonAgreesWithTheEvaluator() throws {
        let table: [(String?, String, String?, Bool, Bool)] = [
            // lhs, op, rhs, numeric, expected
            ("abc", "==", "abc", false, true), ("abc", "!=", "ABC", false, true), ("0123", "==", "123", false, false),
            ("0123", "==", "123", true, true), ("1,5", "==", "1.5", true, true), ("2", "<", "10", true, true),
            ("2", ">=", "10", true, false), ("x", "!=", "1", true, false), ("", "==", nil, false, true),
            ("", "!=", "a", false, true), (nil, "<", "1", true, false), ("1", ">=", "", true, false),
            ("a", "<", "b", false, false), ("b", ">", "a", false, false), ("abc", "<=", "abc", false, false),
            ("-2.5", "<=", "-2.5", true, true), ("7", ">", "7", true, false)
        ]
        for (lhs, op, rhs, numeric, expected) in table {
            let wrap = { (text: String?) -> ConditionValue in
                guard let text, !text.isEmpty else { return .none }
                return numeric ? .number(text) : .text(text)
            }
            let comparison = try XCTUnwrap(Comparison(rawValue: op))
            XCTAssertEqual(
                ConditionEvaluator.compare(wrap(lhs), comparison, wrap(rhs)), expected,
                "\(lhs ?? "nil") \(op) \(rhs ?? "nil")")
        }
        // The generated conditions and rules compare through FormcKit's `FormcComparison`.
        for (lhs, op, rhs, numeric, expected) in table {
            XCTAssertEqual(
                FormcComparison.holds(op, lhs, rhs, numeric: numeric), expected,
                "FormcKit: \(lhs ?? "nil") \(op) \(rhs ?? "nil")")
        }
    }
}

extension CrossFieldRuleTests {
    /// The JSON describes Account's rule: its check as a tree, its field and its message.
    func testTheJSONDescribesTheRule() throws {
        let run = try TestSupport.runFormc(["compile", "Examples/Account.form.yaml", "--emit", "json"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let rules = try XCTUnwrap(root["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.count, 1)
        XCTAssertEqual(rules.first?["field"] as? String, "confirmPassword")
        XCTAssertEqual(rules.first?["message"] as? String, "The passwords do not match.")
        let check = try XCTUnwrap(rules.first?["check"] as? [String: String])
        XCTAssertEqual(check, ["field": "confirmPassword", "op": "==", "otherField": "password"])
    }
}
