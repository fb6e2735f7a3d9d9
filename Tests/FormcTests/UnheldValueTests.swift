import Foundation
import XCTest
import FormcCore
import FormcIR
import FormcTerminal

/// Issue 44, item 7, one behaviour in every driver: a value no control of the form gives (a
/// picker value that is none of its options, a date its format cannot write) is never an
/// answer. `formc run` never takes one, in its line mode or its full-screen form; the
/// generated core, whose values a saved draft can set to anything, refuses one in
/// `validate()` with the words `formc run` uses ("choose one of the options", "expected a
/// date like yyyy-MM-dd") and answers `null` for it. Expected values written by hand.
final class UnheldValueTests: XCTestCase {
    static let shop = """
        form: Shop
        fields:
          - {id: size, kind: picker, label: Size, options: [{label: Small, value: s}, {label: Medium, value: m}]}
          - {id: day, kind: date, label: Day, format: yyyy-MM-dd}
        """

    func testTheGeneratedCoreRefusesADraftsValuesInFormcRunsWords() throws {
        let driver = #"""
            import Foundation
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            for draft in [#"{"size":"zzz","day":1e300}"#, #"{"size":"\u0000","day":"2026-01-02"}"#, #"{"size":"m"}"#] {
                let values = try JSONDecoder().decode(ShopValues.self, from: Data(draft.utf8))
                for (field, error) in values.validate().sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                    print(field.rawValue + ": " + ShopField.formcForm.message(for: error, of: field))
                }
                print(String(decoding: try encoder.encode(values.answers()), as: UTF8.self))
            }

            """#
        guard let output = try GeneratedConditionTests.run(driver, with: TestSupport.compile(Self.shop)) else { return }
        XCTAssertEqual(
            output,
            """
            day: expected a date like yyyy-MM-dd
            size: choose one of the options
            {"day":null,"size":null}
            size: choose one of the options
            {"day":"2026-01-02","size":null}
            {"day":null,"size":"m"}

            """)
    }

    /// `formc run`'s line mode asks again for a value that is no option and a date its format
    /// does not read (year 318888: the same date as the draft's above, too large for
    /// `yyyy-MM-dd` to read back), in the same words for the date; the full-screen form says so
    /// at a submit.
    func testFormcRunRefusesTheSameValues() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("spec.form.yaml")
        try Data(Self.shop.utf8).write(to: spec)
        let run = try TestSupport.runFormc(["run", spec.path], input: "zzz\nSmall\n318888-05-20\n2026-01-02\n")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "{\n  \"day\": \"2026-01-02\",\n  \"size\": \"s\"\n}\n")
        XCTAssertTrue(run.stderr.contains("'zzz' is not one of the 2 options"), run.stderr)
        XCTAssertTrue(run.stderr.contains("expected a date like yyyy-MM-dd"), run.stderr)
        let form = try XCTUnwrap(TestSupport.compile(Self.shop).form)
        var session = FormSession(form: form)
        session.set("day", to: .text(TextBuffer("318888-05-20")))
        session.submit()
        XCTAssertEqual(session.errors, ["day": "expected a date like yyyy-MM-dd"])
    }
}
