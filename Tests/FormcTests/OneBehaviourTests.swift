import Foundation
import XCTest
import FormcCore
import FormcDriver
import FormcEmit
import FormcIR
import FormcTerminal

/// The five situations of issue 25, where the full-screen form, the line mode, the JSON and
/// the generated core disagreed; each now behaves one way everywhere (docs/spec-language.md
/// §4.3 and §4.4, docs/run.md §7 and §8). Expected values written by hand.
final class OneBehaviourTests: XCTestCase {
    private func form(_ yaml: String) throws -> Form {
        let result = TestSupport.compile(yaml)
        XCTAssertFalse(result.diagnostics.hasErrors, "\(TestSupport.summary(result.diagnostics))")
        return try XCTUnwrap(result.form)
    }

    /// Runs `formc run` in line mode on `yaml` with `input` piped in.
    private func lineMode(_ yaml: String, _ input: String) throws -> TestSupport.Run {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("spec.form.yaml")
        try Data(yaml.utf8).write(to: spec)
        return try TestSupport.runFormc(["run", spec.path], input: input)
    }

    // MARK: 1. A field revealed by a later answer

    static let family = """
        form: Family
        fields:
          - {id: name, label: Name}
          - {id: spouse, label: Spouse, required: true, visibleWhen: "status == 'married'"}
          - {id: status, kind: picker, label: Status, options: [{label: Single, value: single}, {label: Married, value: married}]}
        """

    func testAFieldRevealedByALaterAnswerIsAskedInLineMode() throws {
        let short = try lineMode(Self.family, "Ada\nMarried\n")
        XCTAssertEqual(short.status, 1, "the required spouse is asked, and the input ends there")
        XCTAssertEqual(short.stdout, "")
        XCTAssertTrue(
            short.stderr.hasSuffix("Spouse*: \nformc: error: input ended before 'spouse' was answered\n"), short.stderr)
        let full = try lineMode(Self.family, "Ada\nMarried\nBob\n")
        XCTAssertEqual(full.status, 0, full.stderr)
        XCTAssertEqual(full.stdout, "{\n  \"name\": \"Ada\",\n  \"spouse\": \"Bob\",\n  \"status\": \"married\"\n}\n")
        // Single: the spouse stays hidden, is not asked and gives no answer.
        let single = try lineMode(Self.family, "Ada\nSingle\n")
        XCTAssertEqual(single.stdout, "{\n  \"name\": \"Ada\",\n  \"status\": \"single\"\n}\n")
    }

    /// A field shown while a later field is empty, and hidden by its answer, waits for that
    /// answer: it is never asked, and its line is never read.
    func testAFieldALaterAnswerHidesIsNeverAsked() throws {
        let spec = """
            form: Signup
            fields:
              - {id: company, label: Company, visibleWhen: "type != 'person'"}
              - {id: type, kind: picker, label: Type, options: [{label: Person, value: person}, {label: Business, value: business}]}
              - {id: name, label: Name}
            """
        let person = try lineMode(spec, "Person\nAda\n")
        XCTAssertEqual(person.stdout, "{\n  \"name\": \"Ada\",\n  \"type\": \"person\"\n}\n")
        XCTAssertEqual(person.stderr, "  1) Person\n  2) Business\nType (number or name): \nName: \n")
        let business = try lineMode(spec, "Business\nAcme\nAda\n")
        XCTAssertEqual(
            business.stdout, "{\n  \"company\": \"Acme\",\n  \"name\": \"Ada\",\n  \"type\": \"business\"\n}\n")
    }

    func testTheFullScreenFormRefusesTheSameSubmit() throws {
        var session = FormSession(form: try form(Self.family))
        session.set("status", to: .picker(Self.married(try form(Self.family))))
        session.submit()
        XCTAssertEqual(session.outcome, .editing)
        XCTAssertEqual(session.errors, ["spouse": "required"])
        XCTAssertEqual(session.focusedField?.id, "spouse")
    }

    private static func married(_ form: Form) -> PickerState {
        var picker = PickerState(levels: 1)
        picker.select(path: ["married"], roots: form.source(form.field("status")?.picker?.source ?? "")?.options ?? [])
        picker.chosen = true
        return picker
    }

    // MARK: 2. A rule that reads a later field

    static let minor = """
        form: Minor
        fields:
          - {id: guardian, label: Guardian}
          - {id: age, kind: number, label: Age}
        rules:
          - {check: "age >= 18 or guardian isSet", field: guardian, message: A minor needs a guardian.}
        """

    func testARuleReadingALaterFieldWaitsForItAndTheRetryTakesOnlyItsOwnLine() throws {
        let adult = try lineMode(Self.minor, "\n30\n")
        XCTAssertEqual(adult.status, 0, adult.stderr)
        XCTAssertEqual(adult.stdout, "{\n  \"age\": \"30\",\n  \"guardian\": \"\"\n}\n")
        XCTAssertEqual(adult.stderr, "Guardian: \nAge: \n")
        let child = try lineMode(Self.minor, "\n12\nMum\n")
        XCTAssertEqual(child.stdout, "{\n  \"age\": \"12\",\n  \"guardian\": \"Mum\"\n}\n")
        XCTAssertEqual(child.stderr, "Guardian: \nAge: \n  ⚠ A minor needs a guardian.\nGuardian: \n")
    }

    // MARK: 3. Disabled answers

    static let medicine = """
        form: Intake
        fields:
          - {id: medOn, kind: toggle, label: Takes medicine}
          - {id: medName, label: Medicine, enabledWhen: medOn}
          - {id: note, label: Note, editable: false, default: seen}
        """

    func testAFieldDisabledAtSubmitGivesNoAnswerInTheSession() throws {
        var session = FormSession(form: try form(Self.medicine))
        session.handle(.space)
        session.handle(.tab)
        XCTAssertEqual(session.focusedField?.id, "medName")
        for character in "Aspirin" { session.handle(.character(character)) }
        session.handle(.backTab)
        session.handle(.space)
        session.handle(.control("d"))
        XCTAssertEqual(session.outcome, .submitted)
        // The read-only note answers its value, as an HTML readonly control does.
        XCTAssertEqual(session.answers(), ["medOn": .bool(false), "note": .string("seen")])
        XCTAssertEqual(session.states["medName"], .text(TextBuffer("Aspirin")), "the text is kept for a toggle back on")
    }

    func testAFieldDisabledAtSubmitGivesNoAnswerInLineMode() throws {
        let run = try lineMode(Self.medicine, "n\n")
        XCTAssertEqual(run.stdout, "{\n  \"medOn\": false,\n  \"note\": \"seen\"\n}\n")
        XCTAssertEqual(run.stderr, "Takes medicine (y/n) [n]: \n")
    }

    func testAFieldDisabledAtSubmitGivesNoAnswerInTheGeneratedCore() throws {
        let driver = """
            import Foundation
            var values = IntakeValues()
            values.medOn = true
            values.medName = "Aspirin"
            values.medOn = false
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            print(String(decoding: try encoder.encode(values.answers()), as: UTF8.self))
            print(values.medName)

            """
        guard let output = try GeneratedConditionTests.run(driver, with: TestSupport.compile(Self.medicine)) else {
            return
        }
        XCTAssertEqual(output, "{\"medOn\":false,\"note\":\"seen\"}\nAspirin\n")
    }

    // MARK: 4. Date conditions under a locale with its own digits

    static let gift = """
        form: Gift
        locale: ar_EG
        fields:
          - {id: day, kind: date, format: dd/MM/yyyy, label: Day}
          - {id: note, label: Note, visibleWhen: "day == '24/12/2026'"}
        """

    func testADateConditionComparesTheDayNotTheLocalizedDigits() throws {
        let run = try lineMode(Self.gift, "24/12/2026\nWrap it\n")
        XCTAssertEqual(run.stdout, "{\n  \"day\": \"24/12/2026\",\n  \"note\": \"Wrap it\"\n}\n")
        let driver = """
            import Foundation
            var values = GiftValues()
            values.day = GiftDates.iso("2026-12-24")
            print(values.focusChain.map(\\.rawValue).joined(separator: " "))
            print(GiftDates.string(from: values.day ?? Date(), for: .day) ?? "-")
            values.day = GiftDates.iso("2026-12-25")
            print(values.focusChain.map(\\.rawValue).joined(separator: " "))

            """
        guard let output = try GeneratedConditionTests.run(driver, with: TestSupport.compile(Self.gift)) else { return }
        // The device shows Arabic-Indic digits; the condition compares the day all the same.
        XCTAssertEqual(output, "day note\n٢٤/١٢/٢٠٢٦\nday\n")
    }

    // MARK: 5. Exact digits on a number pad

    static let codes = """
        form: Codes
        fields:
          - {id: code, kind: number, label: Code}
          - {id: zip, kind: number, label: ZIP}
          - {id: agent, label: Agent, visibleWhen: "code == '007'"}
          - {id: lucky, label: Lucky, visibleWhen: code == 7}
          - {id: campus, label: Campus, visibleWhen: "zip in ['02139', '02142']"}
        """

    func testAQuotedValueComparesANumberFieldsExactText() throws {
        XCTAssertEqual(TestSupport.summary(TestSupport.compile(Self.codes).diagnostics), [])
        let form = try form(Self.codes)
        var session = FormSession(form: form, entering: false)
        session.set("code", to: .text(TextBuffer("007")))
        session.set("zip", to: .text(TextBuffer("02139")))
        XCTAssertEqual(session.order, ["code", "zip", "agent", "lucky", "campus"])
        session.set("code", to: .text(TextBuffer("7")))
        session.set("zip", to: .text(TextBuffer("2139")))
        XCTAssertEqual(session.order, ["code", "zip", "lucky"], "'7' is not '007', but it is the number 7")
        let driver = """
            var values = CodesValues()
            values.code = "007"
            values.zip = "02139"
            print(values.focusChain.map(\\.rawValue).joined(separator: " "))
            values.code = "7"
            values.zip = "2139"
            print(values.focusChain.map(\\.rawValue).joined(separator: " "))

            """
        guard let output = try GeneratedConditionTests.run(driver, with: TestSupport.compile(Self.codes)) else {
            return
        }
        XCTAssertEqual(output, "code zip agent lucky campus\ncode zip lucky\n")
    }

    func testAQuotedTextANumberFieldCannotHoldIsFC604WithoutChangingTheMeaning() {
        let result = TestSupport.compile(
            """
            form: Codes
            fields:
              - {id: code, kind: number}
              - {id: agent, visibleWhen: "code == '7a'"}
            """)
        XCTAssertEqual(
            result.diagnostics.sorted.map { "\($0.code.id) \($0.location.line):\($0.location.column) \($0.message)" },
            [
                "FC604 4:39 'code' holds the digits typed (a quoted value compares that text exactly), never '7a'"
            ])
    }
}
