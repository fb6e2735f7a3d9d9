import FormcIR
import XCTest

/// A month field's value has no time zone, as a day has none: `formc run` reads it in
/// `CalendarDay.zone` whatever the device's zone is, so `04/26` is before `min: 2026-05` in
/// Los Angeles too (it was read as April 30th there, local midnight, and passed).
final class MonthFieldModelTests: XCTestCase {
    private let model = DateFieldModel(
        DateSettings(mode: .yearAndMonth, format: "MM/yy", locale: "en_US_POSIX", min: .fixed("2026-05"), max: nil))

    func testAMonthIsReadInTheZoneOfDaysNotTheDevices() throws {
        XCTAssertEqual(model.zone, CalendarDay.zone)
        let april = try XCTUnwrap(model.date(from: "04/26"))
        let may = try XCTUnwrap(model.iso("2026-05"))
        XCTAssertEqual(model.compare(april, may), .orderedAscending)
        XCTAssertEqual(model.compare(try XCTUnwrap(model.date(from: "05/26")), may), .orderedSame)
        XCTAssertEqual(model.string(from: may), "05/26")
    }

    /// West of UTC a month read at local midnight is the day before in UTC: April, as
    /// `formc run` once took `04/26` to be May's eve and let it past `min: 2026-05`.
    func testFormcRunRefusesTheMonthBeforeMinInEveryTimeZone() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("m.form.yaml")
        try Data("form: M\nfields:\n  - {id: e, kind: monthYear, format: MM/yy, min: 2026-05}\n".utf8).write(to: spec)
        for zone in ["America/Los_Angeles", "UTC", "Pacific/Kiritimati"] {
            let early = try TestSupport.runFormc(["run", spec.path], input: "04/26\n", environment: ["TZ": zone])
            XCTAssertEqual(early.status, 1, zone)
            XCTAssertTrue(early.stderr.contains("earliest is 05/26"), "\(zone): \(early.stderr)")
            let may = try TestSupport.runFormc(["run", spec.path], input: "05/26\n", environment: ["TZ": zone])
            XCTAssertEqual(may.stdout, "{\n  \"e\": \"05/26\"\n}\n", zone)
        }
    }

    func testTodayIsTheFirstDayOfTheCurrentMonth() throws {
        // 2026-12-07 12:00 UTC: the month of December 2026, from its first day.
        let now = Date(timeIntervalSince1970: 1_796_644_800)
        let current = model.current(now: now)
        XCTAssertEqual(model.string(from: current), "12/26")
        XCTAssertEqual(current, CalendarDay(iso: "2026-12-01")?.date)
    }
}
