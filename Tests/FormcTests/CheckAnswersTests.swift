import Foundation
import XCTest
import FormcDiagnostics
import FormcIR
@testable import FormcTerminal
import FormcCore

/// `formc check-answers` (issue 45, item 10): a server's verdict on answers it received,
/// given by the spec itself. Expected verdicts are written by hand from docs/run.md §14 and
/// spec-language.md §4.5.
final class CheckAnswersTests: XCTestCase {
    static let spec = """
        form: Order
        sources:
          places:
            levels: [region, town]
            options:
              - {label: North, value: n, children: [{label: Oslo, value: osl}, {label: Bergen, value: brg}]}
              - {label: South, value: s, children: [{label: Rome, value: rom}]}
        fields:
          - {id: name, label: Name, required: true}
          - {id: business, kind: toggle, label: Business}
          - {id: company, label: Company, required: true, visibleWhen: business}
          - {id: qty, kind: number, label: Quantity, validation: {max: 50}}
          - {id: price, kind: decimal, label: Price, validation: {min: 1}}
          - {id: town, kind: picker, label: Town, source: places}
          - {id: size, kind: picker, label: Size, options: [S, M, L]}
          - {id: day, kind: date, label: Day, format: dd/MM/yyyy, min: 2020-01-01}
          - {id: confirm, label: Confirm}
        rules:
          - {check: confirm == name, message: The names differ.}

        """

    func form() throws -> Form {
        let result = TestSupport.compile(Self.spec, file: "Order.form.yaml")
        XCTAssertFalse(result.diagnostics.hasErrors, "\(TestSupport.summary(result.diagnostics))")
        return try XCTUnwrap(result.form)
    }

    func verdict(_ json: String) throws -> [String] {
        guard case .sortedObject(let members) = try JSONReader.read(Array(json.utf8)) else {
            XCTFail("not an object: \(json)")
            return []
        }
        return AnswerCheck.problems(try form(), answers: members).map { "\($0.field): \($0.message)" }
    }

    func testAnswersAFormWouldSubmitPass() throws {
        let answers = """
            {"name": "Ada", "business": true, "company": "ACME", "qty": "007", "price": 2.5,
             "town": {"region": "n", "town": "brg"}, "size": "M", "day": "24/12/2026", "confirm": "Ada"}
            """
        XCTAssertEqual(try verdict(answers), [])
        // Unanswered optional fields: null, or left out.
        XCTAssertEqual(try verdict(#"{"name": "Ada", "confirm": "Ada", "qty": null, "town": null}"#), [])
    }

    func testFieldsFailInTheOrderAPersonVisitsThem() throws {
        let answers = """
            {"name": "", "business": true, "qty": "51", "price": 0.5, "size": "XL", "day": "24/12/2019",
             "confirm": "Bob"}
            """
        XCTAssertEqual(
            try verdict(answers),
            [
                "name: required", "company: required", "qty: at most 50", "price: at least 1",
                "size: choose one of the options", "day: earliest is 01/01/2020", "confirm: The names differ."
            ])
    }

    func testAHiddenFieldIsNotCheckedAndItsKeyIsIgnored() throws {
        // business is off: company is hidden, so neither its emptiness nor its wrong type counts.
        XCTAssertEqual(try verdict(#"{"name": "Ada", "confirm": "Ada", "business": false, "company": 7}"#), [])
        XCTAssertEqual(
            try verdict(#"{"name": "Ada", "confirm": "Ada", "business": true, "company": 7}"#),
            ["company: expects text"])
    }

    func testAnswersOfTheWrongSortAndUnknownKeysAreRefused() throws {
        let answers = """
            {"name": "Ada", "confirm": "Ada", "business": "yes", "qty": 7, "price": "2.5",
             "town": {"town": "osl"}, "size": 1, "zeta": 1, "alpha": "x"}
            """
        XCTAssertEqual(
            try verdict(answers),
            [
                // The toggle a condition reads is visited before the field it reveals.
                "business: expects true or false", "qty: expects text", "price: expects a number",
                "town: names a level without the levels before it", "size: expects an option's value",
                "alpha: is not a field of the form", "zeta: is not a field of the form"
            ])
    }

    func testACascadingAnswerMustBeARowUnderItsParent() throws {
        // Rome is in the South, not the North.
        XCTAssertEqual(
            try verdict(#"{"name": "A", "confirm": "A", "town": {"region": "n", "town": "rom"}}"#),
            ["town: choose one of the options"])
        XCTAssertEqual(
            try verdict(#"{"name": "A", "confirm": "A", "town": {"region": "n", "city": "osl"}}"#),
            ["town: has no level 'city'"])
        XCTAssertEqual(try verdict(#"{"name": "A", "confirm": "A", "town": {"region": "s", "town": "rom"}}"#), [])
    }

    func testTheVerdictIsJSON() {
        let bytes = AnswerCheck.json([AnswerCheck.Problem(field: "name", message: "required")])
        let text = String(decoding: bytes, as: UTF8.self)
        XCTAssertEqual(
            text,
            """
            {
              "errors": [
                {
                  "field": "name",
                  "message": "required"
                }
              ],
              "valid": false
            }

            """)
        XCTAssertEqual(
            String(decoding: AnswerCheck.json([]), as: UTF8.self), "{\n  \"errors\": [],\n  \"valid\": true\n}\n")
    }

    /// The answers of every state of the differential forms, checked again from their JSON,
    /// give the verdict the session gave on the state itself: the same failing fields with the
    /// same messages. A decimal field whose text is no number answers null, which loses the
    /// text, and a read-only field set away from its default is refused by a server: those
    /// states are left out.
    func testTheAnswersOfAStateGetTheVerdictOfTheState() throws {
        var compared = 0
        let cases = try DifferentialTests.cases()
        for entry in cases {
            var session = FormSession(form: entry.form, entering: false)
            for state in entry.states {
                for field in entry.form.fields {
                    guard let value = state[field.id] else { continue }
                    session.set(field.id, to: SessionDriver.state(field, value, form: entry.form))
                }
                let lossy = entry.form.fields.contains { field in
                    guard field.kind == .decimal, case .text(let text)? = state[field.id] else { return false }
                    return !text.isEmpty && TextValidation.decimal(text) == nil
                }
                // The differential states set read-only fields too, as an app's code may; a
                // server takes a read-only field's default whatever a client says.
                let forged = entry.form.fields.contains { field in
                    !field.editable
                        && session.states[field.id] != FieldRules(field: field, form: entry.form).initialState()
                }
                if lossy || forged { continue }
                let bytes = AnswerJSON.bytes(session.answers())
                guard case .sortedObject(let members) = try JSONReader.read(bytes) else {
                    XCTFail("answers are no object")
                    continue
                }
                let expected = session.problems()
                let checked = AnswerCheck.problems(entry.form, answers: members)
                XCTAssertEqual(
                    Dictionary(checked.map { ($0.field, $0.message) }, uniquingKeysWith: { a, _ in a }), expected,
                    "\(entry.spec.yaml)\(String(decoding: bytes, as: UTF8.self))")
                // In the order a person visits them.
                XCTAssertEqual(checked.map(\.field), session.order.filter { expected[$0] != nil })
                compared += 1
            }
        }
        // Most states are compared (the lossy and forged ones are few), whatever the sample's
        // size (`FORMC_DIFFERENTIAL_FORMS`).
        XCTAssertGreaterThan(compared, cases.count * DifferentialTests.statesPerForm / 2)
    }

    /// A client may send anything: values of every JSON sort for every field of the random
    /// forms (huge and negative numbers, nested objects and arrays, text with controls) give
    /// a verdict, never a trap, and a value of the wrong sort for a field that is checked is
    /// a problem of that field.
    func testAnyJSONGetsAVerdict() throws {
        var random = SeededRandom(seed: 45)
        let values: [JSONValue] = [
            .null, .bool(true), .bool(false), .int(Int.max), .int(-1), .double(1e308), .double(-0.5), .string(""),
            .string("\u{1B}[2J\u{0}"), .string("007"), .string("24/12/2026"), .array([.string("a")]),
            .object(["region": .string("n"), "town": .string("osl")]), .object(["x": .array([])]),
            .string(String(repeating: "9", count: 400))
        ]
        var refusedSorts = 0
        for entry in try DifferentialTests.cases().prefix(80) {
            for _ in 0..<5 {
                var members: [String: JSONValue] = [:]
                for field in entry.form.fields where random.chance(0.8) {
                    members[field.id] = random.element(values)
                }
                if random.chance(0.2) { members["no such field"] = .int(1) }
                let problems = AnswerCheck.problems(
                    entry.form, answers: members.map { JSONMember(key: $0.key, value: $0.value) })
                if members["no such field"] != nil {
                    XCTAssertTrue(
                        problems.contains(
                            AnswerCheck.Problem(field: "no such field", message: "is not a field of the form")))
                }
                refusedSorts += problems.filter { $0.message.hasPrefix("expects ") }.count
            }
        }
        XCTAssertGreaterThan(refusedSorts, 100)
    }

    /// What an adversarial review found (issue 45): a read-only field keeps its default
    /// whatever a client says (a forged value flipped a condition), a decimal `formc run`
    /// answered in exponent form reads back, text the keyboard could not type is refused as the
    /// line mode refuses it, full-width digits are the digits meant.
    func testAClientCannotForgeAReadOnlyValueOrTypeWhatNoKeyboardTypes() throws {
        let spec = """
            form: Plan
            fields:
              - {id: plan, editable: false, default: free}
              - {id: terms, kind: toggle, required: true, visibleWhen: "plan == 'free'"}
              - {id: price, kind: decimal, validation: {max: 1}}
              - {id: phone, kind: phone}
              - {id: qty, kind: number, validation: {max: 20}}

            """
        let form = try XCTUnwrap(TestSupport.compile(spec).form)
        func verdict(_ json: String) throws -> [String] {
            guard case .sortedObject(let members) = try JSONReader.read(Array(json.utf8)) else { return ["?"] }
            return AnswerCheck.problems(form, answers: members).map { "\($0.field): \($0.message)" }
        }
        XCTAssertEqual(
            try verdict(#"{"plan": "vip"}"#),
            // The visited fields first; a read-only one, shown but never visited, after them.
            ["terms: must be switched on", "plan: is read-only: its answer is its default"])
        XCTAssertEqual(try verdict(#"{"terms": true}"#), [], "a read-only key left out is its default")
        XCTAssertEqual(try verdict(#"{"plan": null, "terms": true}"#), [], "null is a read-only key left out")
        XCTAssertEqual(try verdict(#"{"plan": "free", "terms": true, "price": 1e-07, "qty": "１２"}"#), [])
        XCTAssertEqual(try verdict(#"{"terms": true, "price": 12345678901234567890}"#), ["price: at most 1"])
        XCTAssertEqual(
            try verdict(#"{"terms": true, "phone": "abc"}"#), ["phone: 'a' cannot be typed in a phone field"])
        XCTAssertEqual(AnswerCheck.plainDecimal(1e-07), "0.0000001")
        XCTAssertEqual(AnswerCheck.plainDecimal(1e29), "100000000000000000000000000000")
        XCTAssertEqual(AnswerCheck.plainDecimal(-2.5), "-2.5")
        XCTAssertEqual(AnswerCheck.plainDecimal(-1e-07), "-0.0000001")
        XCTAssertEqual(AnswerCheck.plainDecimal(3), "3")
        XCTAssertEqual(AnswerCheck.plainDecimal(1.25e-3), "0.00125")
    }

    // MARK: The command

    func testTheExamplesAnswersFailTheRuleAndTheSectionTheyShow() throws {
        let run = try TestSupport.runFormc(
            ["check-answers", "Examples/Account.form.yaml", "Examples/Account.answers.json"])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(
            run.stdout,
            """
            {
              "errors": [
                {
                  "field": "confirmPassword",
                  "message": "The passwords do not match."
                },
                {
                  "field": "company",
                  "message": "required"
                }
              ],
              "valid": false
            }

            """)
    }

    func testTheCommandsExitStatusesTellTheClientsFaultFromTheServers() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("Order.form.yaml")
        try Data(Self.spec.utf8).write(to: spec)
        let good = #"{"name": "Ada", "confirm": "Ada"}"#
        let passed = try TestSupport.runFormc(["check-answers", spec.path, "-"], input: good)
        XCTAssertEqual(passed.status, 0, passed.stderr)
        XCTAssertEqual(passed.stdout, "{\n  \"errors\": [],\n  \"valid\": true\n}\n")

        let answers = directory.appendingPathComponent("answers.json")
        try Data(#"{"name": "Ada", "confirm": "Eve"}"#.utf8).write(to: answers)
        let refused = try TestSupport.runFormc(["check-answers", spec.path, answers.path])
        XCTAssertEqual(refused.status, 1, refused.stderr)
        XCTAssertTrue(refused.stdout.contains(#""message": "The names differ.""#), refused.stdout)
        XCTAssertTrue(refused.stdout.contains(#""valid": false"#), refused.stdout)

        // A key written twice: a server's parser might keep the other value.
        let twice = try TestSupport.runFormc(
            ["check-answers", spec.path, "-"], input: #"{"name": "Ada", "confirm": "Ada", "name": ""}"#)
        XCTAssertEqual(twice.status, 2)
        XCTAssertEqual(twice.stdout, "")
        XCTAssertEqual(twice.stderr, "formc: error: '<stdin>': names a key twice (line 1, column 35)\n")
        let list = try TestSupport.runFormc(["check-answers", spec.path, "-"], input: "[1]")
        XCTAssertEqual(list.status, 2)
        XCTAssertEqual(list.stderr, "formc: error: '<stdin>': is not a JSON object of field ids to answers\n")
        let notJSON = try TestSupport.runFormc(["check-answers", spec.path, "-"], input: "{name: 1}")
        XCTAssertEqual(notJSON.status, 2)
        XCTAssertEqual(notJSON.stderr, "formc: error: '<stdin>': is not JSON\n")
        XCTAssertEqual(try TestSupport.runFormc(["check-answers", spec.path]).status, 2)
        XCTAssertEqual(try TestSupport.runFormc(["check-answers", "-", answers.path]).status, 2)

        // A spec that cannot be read is the server's fault too: 3, even with bad answers.
        let gone = try TestSupport.runFormc(
            ["check-answers", directory.appendingPathComponent("gone.form.yaml").path, "-"], input: "[")
        XCTAssertEqual(gone.status, 3, gone.stderr)
        XCTAssertEqual(gone.stdout, "")
        // The spec's own errors: 3, and nothing on standard output.
        let broken = directory.appendingPathComponent("Broken.form.yaml")
        try Data("form: Broken\nfields:\n  - {id: a, kind: picker}\n".utf8).write(to: broken)
        let spec3 = try TestSupport.runFormc(["check-answers", broken.path, answers.path])
        XCTAssertEqual(spec3.status, 3)
        XCTAssertEqual(spec3.stdout, "")
        XCTAssertTrue(spec3.stderr.contains("[FC201]"), spec3.stderr)
    }
}
