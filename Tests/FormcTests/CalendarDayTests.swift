import Foundation
import XCTest
import FormcEmit
import FormcIR

/// FormcIR's date model on fixed inputs (the time-zone runs are in `DateModelTests`): the
/// epoch seconds are worked out by hand, 86,400 per day from 1970-01-01.
final class CalendarDayTests: XCTestCase {
    /// A spec's fixed values (`ISODateValue`): the 31st only in a month that has it, a minute
    /// and a second below 60, an hour below 24; the last valid value of each is taken.
    func testFixedValuesKeepEachMonthsDaysAndTheClocksRanges() {
        for month in ["04", "06", "09", "11"] {
            XCTAssertNil(ISODateValue.normalized("2026-\(month)-31", mode: .date), month)
            XCTAssertEqual(ISODateValue.normalized("2026-\(month)-30", mode: .date), "2026-\(month)-30")
        }
        for month in ["01", "03", "05", "07", "08", "10", "12"] {
            XCTAssertEqual(ISODateValue.normalized("2026-\(month)-31", mode: .date), "2026-\(month)-31")
        }
        XCTAssertNil(ISODateValue.normalized("2026-02-29", mode: .date))
        XCTAssertEqual(ISODateValue.normalized("2028-02-29", mode: .date), "2028-02-29")
        XCTAssertEqual(ISODateValue.normalized("23:59", mode: .time), "23:59:00")
        XCTAssertEqual(ISODateValue.normalized("23:59:59", mode: .time), "23:59:59")
        for text in ["08:60", "24:00", "08:30:60"] {
            XCTAssertNil(ISODateValue.normalized(text, mode: .time), text)
        }
        XCTAssertNil(ISODateValue.normalized("2026-01-01T08:60", mode: .dateAndTime))
        XCTAssertEqual(ISODateValue.normalized("2026-01-01 08:59", mode: .dateAndTime), "2026-01-01T08:59:00")
    }

    func testISODaysParseStrictlyAndFormatBack() throws {
        let day = try XCTUnwrap(CalendarDay(iso: "2018-11-04"))
        XCTAssertEqual([day.year, day.month, day.day], [2018, 11, 4])
        XCTAssertEqual(day.iso, "2018-11-04")
        XCTAssertEqual(day.date?.timeIntervalSince1970, 1_541_289_600)
        XCTAssertEqual(CalendarDay(iso: "0001-01-01")?.iso, "0001-01-01")
        for text in ["2019-02-29", "2018-13-01", "2018-11-4", "0000-01-01", "2018-11-04T00:00", "04/11/2018", ""] {
            XCTAssertNil(CalendarDay(iso: text), text)
        }
        XCTAssertEqual(CalendarDay(iso: "2020-02-29")?.iso, "2020-02-29")
        XCTAssertLessThan(try XCTUnwrap(CalendarDay(iso: "2019-02-16")), try XCTUnwrap(CalendarDay(iso: "2019-02-17")))
    }

    /// Today is the user's date, not UTC's: at 02:30 UTC on 2018-11-04 it is still the
    /// evening of 2018-11-03 in São Paulo (UTC−3), and already the 4th in Tehran.
    func testTodayIsTheDateInTheUsersZone() throws {
        let now = Date(timeIntervalSince1970: 1_541_289_600 + 9_000)
        let saoPaulo = try XCTUnwrap(TimeZone(identifier: "America/Sao_Paulo"))
        let tehran = try XCTUnwrap(TimeZone(identifier: "Asia/Tehran"))
        XCTAssertEqual(CalendarDay.today(now: now, in: saoPaulo)?.iso, "2018-11-03")
        XCTAssertEqual(CalendarDay.today(now: now, in: tehran)?.iso, "2018-11-04")
    }

    /// A date field's bounds and text are days in UTC, whatever its format and locale.
    func testADateFieldReadsItsTextAndBoundsAsDays() throws {
        let model = DateFieldModel(
            DateSettings(
                mode: .date, format: "dd/MM/yyyy", locale: "pt_BR",
                min: .fixed("2018-11-04"), max: nil))
        XCTAssertEqual(model.date(from: "04/11/2018")?.timeIntervalSince1970, 1_541_289_600)
        XCTAssertEqual(model.date(of: .fixed("2018-11-04"))?.timeIntervalSince1970, 1_541_289_600)
        XCTAssertNil(model.date(of: .fixed("2018-11-04T08:30")), "a date field's bound is a day (FC307)")
        XCTAssertEqual(model.string(from: Date(timeIntervalSince1970: 1_541_289_600)), "04/11/2018")
        XCTAssertEqual(
            model.compare(
                Date(timeIntervalSince1970: 1_541_289_600 + 86_399), Date(timeIntervalSince1970: 1_541_289_600)),
            .orderedSame)
    }

    /// The generated `iso` reads a value without knowing the field's mode, so the emitter
    /// gives it the model's normal form: a dateTime's bare date is its midnight in the
    /// device's zone (as `formc run` reads it), not a UTC day.
    func testTheEmitterGivesIsoTheNormalForm() throws {
        let result = TestSupport.compile(
            """
            form: Meet
            fields:
              - id: at
                kind: dateTime
                min: 2026-01-01
              - id: clock
                kind: time
                max: "18:30"

            """)
        let code = try SwiftEmitter().emit(try XCTUnwrap(result.form), formcVersion: "test")
        XCTAssertTrue(
            code.contains(
                #"FormcDateSettings(mode: .dateAndTime, format: "yyyy-MM-dd HH:mm", minimum: .iso("2026-01-01T00:00:00"))"#
            ), code)
        XCTAssertTrue(
            code.contains(#"FormcDateSettings(mode: .time, format: "HH:mm", maximum: .iso("18:30:00"))"#), code)
    }
}
