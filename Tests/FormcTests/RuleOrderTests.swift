import Foundation
import XCTest
import FormcEmit
@testable import FormcIR
@testable import FormcTerminal

/// Issue 45, item 5: of two failing rules about one field, the one written first gives its
/// message, in every driver. The line mode checks the rules about a field together, once
/// that field and every field any of them reads have had their turn (it used to check the
/// one it could check first). Expected values written by hand.
final class RuleOrderTests: XCTestCase {
    /// The first rule reads `budget`, declared after `nights`; the second reads `nights` only.
    static let trip = """
        form: Trip
        fields:
          - {id: nights, kind: number, label: Nights}
          - {id: budget, kind: number, label: Budget}
        rules:
          - {check: "budget isSet or nights < 3", message: Long trips need a budget., field: nights}
          - {check: "nights <= 14", message: At most two weeks., field: nights}
        """

    private func lineMode(_ input: String) throws -> TestSupport.Run {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("spec.form.yaml")
        try Data(Self.trip.utf8).write(to: spec)
        return try TestSupport.runFormc(["run", spec.path], input: input)
    }

    func testTheLineModeChecksAFieldsRulesTogetherInTheOrderWritten() throws {
        let run = try lineMode("20\n\n2\n")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "Nights: \nBudget: \n  ⚠ Long trips need a budget.\nNights [20]: \n")
        XCTAssertEqual(run.stdout, "{\n  \"budget\": null,\n  \"nights\": \"2\"\n}\n")
        // Both hold after the retry only when the second does too: 15 with a budget is too long.
        let long = try lineMode("20\n100\n15\n9\n")
        XCTAssertEqual(long.status, 0, long.stderr)
        XCTAssertEqual(
            long.stderr,
            "Nights: \nBudget: \n  ⚠ At most two weeks.\nNights [20]: \n  ⚠ At most two weeks.\nNights [15]: \n")
        XCTAssertEqual(long.stdout, "{\n  \"budget\": \"100\",\n  \"nights\": \"9\"\n}\n")
    }

    func testTheSessionTheCoreAndTheJSONGiveTheFirstRuleWritten() throws {
        let result = TestSupport.compile(Self.trip)
        let form = try XCTUnwrap(result.form)
        var session = FormSession(form: form)
        session.set("nights", to: .text(TextBuffer("20")))
        session.submit()
        XCTAssertEqual(session.errors, ["nights": "Long trips need a budget."])

        let json = try JSONConsumer(json: Data(JSONEmitter.emit(form)))
        let observed = json.observe(["nights": .text("20"), "budget": .text("")])
        XCTAssertEqual(observed.problems, ["nights": "described(\"Long trips need a budget.\")"])

        let driver = """
            var values = TripValues()
            values.nights = "20"
            print(values.validate()[.nights].map { "\\($0)" } ?? "none")

            """
        guard let output = try GeneratedConditionTests.run(driver, with: result) else { return }
        XCTAssertEqual(output, "described(\"Long trips need a budget.\")\n")
    }
}
