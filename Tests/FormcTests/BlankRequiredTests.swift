import Foundation
import XCTest
import FormcEmit
import FormcKit
@testable import FormcIR
@testable import FormcTerminal

/// Issue 45, item 6: `required` means the text holds a character that is not white space
/// (Unicode's White_Space), in every driver; conditions still read the text as typed, so a
/// blank text is set. In the line mode a blank line for a required field is refused and the
/// next line answers the same field, so later answers keep their fields. Expected values
/// written by hand.
final class BlankRequiredTests: XCTestCase {
    static let contact = """
        form: Contact
        fields:
          - {id: name, label: Name, required: true}
          - {id: notes, kind: multiline, label: Notes, required: true}
          - {id: city, label: City}
          - {id: shown, label: Shown, visibleWhen: city isEmpty}
        """

    /// Texts that fill nothing in, and texts that do (a mark on a space is a character).
    static let blank = ["   ", "\u{00A0}", "\u{3000}", "\n", "\r\n", "\t ", "\u{2028}", "\u{2003}\u{205F}"]
    static let filled = ["a", " a ", "\u{200B}", " \u{301}", "\u{FEFF}"]

    func testFormcsValidationAndFormcKitsRefuseABlankRequiredText() {
        for text in Self.blank {
            XCTAssertEqual(
                TextValidation.failure(text, required: true, kind: .text, rules: Validation()), .required, text)
            XCTAssertEqual(FormcValidation.check(text, required: true, nil), .required, text)
            XCTAssertNil(TextValidation.failure(text, required: false, kind: .text, rules: Validation()), text)
            XCTAssertNil(FormcValidation.check(text, required: false, nil), text)
        }
        for text in Self.filled {
            XCTAssertNil(TextValidation.failure(text, required: true, kind: .text, rules: Validation()), text)
            XCTAssertNil(FormcValidation.check(text, required: true, nil), text)
        }
        // A blank optional text still meets the other rules: two spaces are too short for 3.
        XCTAssertEqual(
            TextValidation.failure("  ", required: false, kind: .text, rules: Validation(minLength: 3)),
            .tooShort(minimum: 3))
        XCTAssertEqual(
            FormcValidation.check("  ", required: false, FormcTextCheck(minLength: 3)), .tooShort(minimum: 3))
        // An empty optional text meets every rule: nothing was given to check.
        for (kind, rules) in [
            (FieldKind.text, Validation(minLength: 3, pattern: "^a+$")), (.decimal, Validation(min: 1, max: 2)),
            (.number, Validation(minLength: 5))
        ] {
            XCTAssertNil(TextValidation.failure("", required: false, kind: kind, rules: rules), "\(kind)")
            XCTAssertEqual(TextValidation.failure("", required: true, kind: kind, rules: rules), .required, "\(kind)")
        }
    }

    func testTheSessionRefusesABlankRequiredTextAndAConditionReadsItAsSet() throws {
        let result = TestSupport.compile(Self.contact)
        var session = FormSession(form: try XCTUnwrap(result.form))
        session.set("name", to: .text(TextBuffer("\u{3000}")))
        session.set("notes", to: .text(TextBuffer("\n")))
        session.set("city", to: .text(TextBuffer(" ")))
        XCTAssertEqual(session.conditionState.hidden, ["shown"], "a blank city is not isEmpty")
        session.submit()
        XCTAssertEqual(session.errors, ["name": "required", "notes": "required"])
    }

    func testTheLineModeAsksABlankRequiredFieldAgainAndLaterLinesKeepTheirFields() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("spec.form.yaml")
        try Data(Self.contact.utf8).write(to: spec)
        let run = try TestSupport.runFormc(["run", spec.path], input: "   \nAda\n\u{3000}\nSome notes\n \n")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(
            run.stderr, "Name*: \n  ⚠ required\nName*: \nNotes*: \n  ⚠ required\nNotes*: \nCity: \n")
        XCTAssertEqual(run.stdout, "{\n  \"city\": \" \",\n  \"name\": \"Ada\",\n  \"notes\": \"Some notes\"\n}\n")
        // A note of two lines: the first ends in `\`, so the second is the note's too and
        // the city keeps its own line.
        let lines = try TestSupport.runFormc(["run", spec.path], input: "Ada\nFirst\\\nsecond\nOslo\n")
        XCTAssertEqual(lines.status, 0, lines.stderr)
        XCTAssertEqual(lines.stderr, "Name*: \nNotes*: \n  … \nCity: \n")
        XCTAssertEqual(
            lines.stdout, "{\n  \"city\": \"Oslo\",\n  \"name\": \"Ada\",\n  \"notes\": \"First\\nsecond\"\n}\n")
    }

    func testTheGeneratedCoreAndTheJSONConsumerRefuseABlankRequiredText() throws {
        let result = TestSupport.compile(Self.contact)
        let json = try JSONConsumer(json: Data(JSONEmitter.emit(try XCTUnwrap(result.form))))
        let observed = json.observe([
            "name": .text("\u{00A0}"), "notes": .text("\u{3000}"), "city": .text(" "), "shown": .text("")
        ])
        XCTAssertEqual(observed.problems, ["name": "required", "notes": "required"])
        XCTAssertEqual(observed.hidden, ["shown"])

        let driver = """
            var values = ContactValues()
            values.name = "\\u{00A0}"
            values.notes = "\\n"
            values.city = " "
            print(values.validate().map { "\\($0.key.rawValue) \\($0.value)" }.sorted().joined(separator: ", "))
            print(values.conditionState().hidden.map(\\.rawValue).sorted())
            values.name = " Ada "
            values.notes = "x"
            print(values.validate().count)

            """
        guard let output = try GeneratedConditionTests.run(driver, with: result) else { return }
        XCTAssertEqual(output, "name required, notes required\n[\"shown\"]\n0\n")
    }
}
