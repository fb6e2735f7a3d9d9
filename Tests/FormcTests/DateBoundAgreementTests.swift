import Foundation
import XCTest
import FormcEmit
import FormcKit
@testable import FormcIR
@testable import FormcTerminal

/// Issue 45, item 2: a date outside its field's `min` or `max` is refused by every driver
/// (the line mode and the full-screen session did; the generated `validate()` accepted it and
/// had no case to say so), with the bound in the field's format: "earliest is 01/01/2020".
/// `today` is read from the driver's clock (`validate(now:)`). Expected values written by hand.
final class DateBoundAgreementTests: XCTestCase {
    static let booking = """
        form: Booking
        fields:
          - {id: day, kind: date, format: dd/MM/yyyy, label: Day, min: 2020-01-01, max: today}
          - {id: at, kind: time, format: HH:mm, label: At, min: "08:00", max: "18:00"}
          - {id: from, kind: dateTime, format: yyyy-MM-dd HH:mm, label: From, max: 2026-12-24T18:00}
        """

    func testTheLineModeAndTheSessionRefuseADateOutsideItsBounds() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("spec.form.yaml")
        try Data(Self.booking.utf8).write(to: spec)
        let run = try TestSupport.runFormc(
            ["run", spec.path], input: "31/12/2019\n01/01/2020\n07:59\n18:00\n2026-12-24 18:01\n2026-12-24 18:00\n")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(
            run.stderr,
            "Day (dd/MM/yyyy): \n  ⚠ earliest is 01/01/2020\nDay (dd/MM/yyyy): \nAt (HH:mm): \n  ⚠ earliest is 08:00\n"
                + "At (HH:mm): \nFrom (yyyy-MM-dd HH:mm): \n  ⚠ latest is 2026-12-24 18:00\nFrom (yyyy-MM-dd HH:mm): \n"
        )
        XCTAssertEqual(
            run.stdout, "{\n  \"at\": \"18:00\",\n  \"day\": \"01/01/2020\",\n  \"from\": \"2026-12-24 18:00\"\n}\n")

        var session = FormSession(form: try XCTUnwrap(TestSupport.compile(Self.booking).form))
        session.set("day", to: .text(TextBuffer("31/12/2019")))
        session.set("at", to: .text(TextBuffer("18:01")))
        session.submit()
        XCTAssertEqual(session.errors, ["day": "earliest is 01/01/2020", "at": "latest is 18:00"])
    }

    /// FormcKit's check on its own, with a fixed clock: `max: today` on 2026-05-01 (noon UTC).
    func testFormcKitRefusesADateOutsideItsBoundsAtThePrecisionItShows() throws {
        let now = Date(timeIntervalSince1970: 1_777_636_800)  // 2026-05-01 12:00 UTC
        let day = FormcDateSettings(mode: .date, format: "dd/MM/yyyy", minimum: .iso("2020-01-01"), maximum: .today)
        let iso = { (text: String) in try XCTUnwrap(FormcCalendar.iso(text)) }
        XCTAssertEqual(
            FormcCalendar.outOfBounds(try iso("2019-12-31"), day, now: now), .tooEarly(earliest: "01/01/2020"))
        XCTAssertNil(FormcCalendar.outOfBounds(try iso("2020-01-01"), day, now: now))
        XCTAssertNil(FormcCalendar.outOfBounds(try iso("2026-05-01"), day, now: now))
        XCTAssertEqual(FormcCalendar.outOfBounds(try iso("2026-05-02"), day, now: now), .tooLate(latest: "01/05/2026"))
        XCTAssertEqual(FormcValidationError.tooEarly(earliest: "01/01/2020").message, "earliest is 01/01/2020")
        XCTAssertEqual(FormcValidationError.tooLate(latest: "18:00").message, "latest is 18:00")
    }

    func testTheGeneratedValidateRefusesADateOutsideItsBounds() throws {
        let driver = """
            import Foundation
            let now = Date(timeIntervalSince1970: 1_777_636_800)  // 2026-05-01 12:00 UTC
            var values = BookingValues()
            values.day = BookingDates.date(from: "31/12/2019", for: .day)
            values.at = BookingDates.date(from: "07:59", for: .at)
            values.from = BookingDates.date(from: "2026-12-24 18:01", for: .from)
            func show(_ values: BookingValues) {
                print(values.validate(now: now).map { "\\($0.key.rawValue) \\($0.value)" }.sorted().joined(separator: ", "))
            }
            show(values)
            values.day = BookingDates.date(from: "02/05/2026", for: .day)
            values.at = BookingDates.date(from: "18:00", for: .at)
            values.from = BookingDates.date(from: "2026-12-24 18:00", for: .from)
            show(values)
            values.day = BookingDates.date(from: "01/05/2026", for: .day)
            show(values)

            """
        guard let output = try GeneratedConditionTests.run(driver, with: TestSupport.compile(Self.booking)) else {
            return
        }
        XCTAssertEqual(
            output,
            "at tooEarly(earliest: \"08:00\"), day tooEarly(earliest: \"01/01/2020\"), "
                + "from tooLate(latest: \"2026-12-24 18:00\")\n"
                + "day tooLate(latest: \"01/05/2026\")\n\n")
    }

    func testTheJSONConsumerRefusesADateOutsideItsBounds() throws {
        let form = try XCTUnwrap(TestSupport.compile(Self.booking).form)
        let json = try JSONConsumer(json: Data(JSONEmitter.emit(form)))
        let observed = json.observe([
            "day": .date("2019-12-31"), "at": .date("18:01"), "from": .date("2026-12-24T18:00")
        ])
        XCTAssertEqual(
            observed.problems, ["day": "tooEarly(earliest: \"01/01/2020\")", "at": "tooLate(latest: \"18:00\")"])
    }
}
