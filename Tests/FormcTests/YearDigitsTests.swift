import Foundation
import XCTest
import FormcKit
@testable import FormcIR
@testable import FormcTerminal

/// Issue 45, item 7: a `yyyy` field takes the year with the four digits its format writes.
/// `DateFormatter` read `05.01.24` in `dd.MM.yyyy` as the year 24 (`05.01.0024`), and
/// `05.01.124` as 124; with `min: 1900-01-01` the message blamed the bound. Now such text is
/// no date in the format, and says so, in formc's date model (the line mode, the full-screen
/// session) and in FormcKit's (the generated `date(from:)`). Expected values written by hand.
final class YearDigitsTests: XCTestCase {
    static let visit = """
        form: Visit
        fields:
          - {id: day, kind: date, format: dd.MM.yyyy, label: Day, min: 1900-01-01}
        """

    /// (format, locale, text, whether it is a date of that format).
    static let table: [(format: String, locale: String, text: String, isDate: Bool)] = [
        ("dd.MM.yyyy", "en_US_POSIX", "05.01.2024", true), ("dd.MM.yyyy", "en_US_POSIX", "5.1.2024", true),
        ("dd.MM.yyyy", "en_US_POSIX", "05.01.24", false), ("dd.MM.yyyy", "en_US_POSIX", "05.01.124", false),
        ("dd.MM.yyyy", "en_US_POSIX", "05.01.0024", true), ("yyyyMMdd", "en_US_POSIX", "20240105", true),
        ("yyyy-MM-dd HH:mm", "en_US_POSIX", "24-01-05 10:30", false),
        ("yyyy-MM-dd HH:mm", "en_US_POSIX", "2024-01-05 10:30", true),
        ("dd/MM/yyyy", "ar_EG", "٠٥/٠١/٢٠٢٤", true), ("dd/MM/yyyy", "ar_EG", "٠٥/٠١/٢٤", false),
        // A two-letter year writes two digits, and reads them as DateFormatter does.
        ("dd.MM.yy", "en_US_POSIX", "05.01.24", true), ("'yyyy' dd.MM.yyyy", "en_US_POSIX", "yyyy 05.01.2024", true)
    ]

    func testFormcsDateModelAndFormcKitsTakeTheYearsDigitsTheFormatWrites() {
        for row in Self.table {
            let mode: DatePickerMode = row.format.contains("HH") ? .dateAndTime : .date
            let kitMode: FormcDateMode = mode == .date ? .date : .dateAndTime
            let model = DateFieldModel(
                DateSettings(mode: mode, format: row.format, locale: row.locale, min: nil, max: nil))
            XCTAssertEqual(model.date(from: row.text) != nil, row.isDate, "formc: \(row.format) \(row.text)")
            let kit = FormcDateSettings(mode: kitMode, format: row.format, locale: row.locale)
            XCTAssertEqual(
                FormcCalendar.date(from: row.text, kit) != nil, row.isDate, "FormcKit: \(row.format) \(row.text)")
        }
    }

    func testTheLineModeSaysTheFormatNotTheBound() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("spec.form.yaml")
        try Data(Self.visit.utf8).write(to: spec)
        let run = try TestSupport.runFormc(["run", spec.path], input: "05.01.24\n05.01.124\n05.01.2024\n")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(
            run.stderr,
            "Day (dd.MM.yyyy): \n  ⚠ expected a date like dd.MM.yyyy\nDay (dd.MM.yyyy): \n"
                + "  ⚠ expected a date like dd.MM.yyyy\nDay (dd.MM.yyyy): \n")
        XCTAssertEqual(run.stdout, "{\n  \"day\": \"05.01.2024\"\n}\n")
    }

    func testTheSessionSaysTheFormat() throws {
        var session = FormSession(form: try XCTUnwrap(TestSupport.compile(Self.visit).form))
        session.set("day", to: .text(TextBuffer("05.01.24")))
        session.submit()
        XCTAssertEqual(session.errors, ["day": "expected a date like dd.MM.yyyy"])
    }

    func testTheGeneratedDateFromTakesFourDigits() throws {
        let driver = """
            for text in ["05.01.24", "05.01.124", "05.01.2024"] {
                print(text, VisitDates.date(from: text, for: .day).map { VisitDates.machineString(from: $0, for: .day) ?? "?" } ?? "nil")
            }

            """
        guard let output = try GeneratedConditionTests.run(driver, with: TestSupport.compile(Self.visit)) else {
            return
        }
        XCTAssertEqual(output, "05.01.24 nil\n05.01.124 nil\n05.01.2024 05.01.2024\n")
    }
}
