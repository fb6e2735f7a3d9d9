import Foundation
import XCTest
import FormcIR

/// A spec's date-and-time and time values (`min:`, `max:`, `default:`) as `formc run` and the
/// checker read them (`DateFieldModel.iso`): the day inside a date-and-time value is checked
/// as a date field's is, and the value is that minute in the device's zone; a time alone is
/// that time on the day of `now`.
final class DateTimeValueTests: XCTestCase {
    private func model(_ mode: DatePickerMode) -> DateFieldModel {
        DateFieldModel(DateSettings(mode: mode, format: "yyyy-MM-dd HH:mm", locale: "en_US", min: nil, max: nil))
    }

    private func local(_ date: Date?) -> String {
        guard let date else { return "nil" }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(
            format: "%04d-%02d-%02d %02d:%02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0,
            c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
    }

    func testADateAndTimeValueIsThatMinuteOfThatDayInTheDevicesZone() {
        XCTAssertEqual(local(model(.dateAndTime).iso("2024-02-29T10:30")), "2024-02-29 10:30:00")
        XCTAssertEqual(local(model(.dateAndTime).iso("2024-02-29 23:59:58")), "2024-02-29 23:59:58")
        XCTAssertEqual(
            local(model(.dateAndTime).iso("2024-03-01")), "2024-03-01 00:00:00", "a bare date is its midnight")
    }

    func testTheDayInsideADateAndTimeValueIsCheckedAsADatesIs() {
        XCTAssertNil(model(.dateAndTime).iso("2023-02-29T10:30"), "2023 is no leap year")
        XCTAssertNil(model(.dateAndTime).iso("2024-04-31T10:30"))
        XCTAssertNil(model(.dateAndTime).iso("2024-13-01T10:30"))
        XCTAssertNil(model(.dateAndTime).iso("2024-02-29T24:30"))
    }

    func testATimeValueIsThatTimeOnTheDayOfNow() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        let now = try XCTUnwrap(calendar.date(from: DateComponents(year: 2024, month: 6, day: 15, hour: 8, minute: 0)))
        XCTAssertEqual(local(model(.time).iso("21:05", now: now)), "2024-06-15 21:05:00")
        XCTAssertEqual(local(model(.time).iso("00:00:30", now: now)), "2024-06-15 00:00:30")
        XCTAssertNil(model(.time).iso("21:60", now: now))
        XCTAssertNil(model(.time).iso("2024-06-15T21:05", now: now), "a time field takes a time, not a date")
    }
}
