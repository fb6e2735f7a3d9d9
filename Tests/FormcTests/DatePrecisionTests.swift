import Foundation
import XCTest
import FormcKit
@testable import FormcIR
@testable import FormcTerminal

/// Issue 47, item 4: a bound is compared at the precision the field's format shows. A card's
/// expiry (`format: MM/yy`, `min: today`) refused the current month with "earliest is 12/26",
/// the very text typed: its first day is before today. Expected values written by hand.
final class DatePrecisionTests: XCTestCase {
    /// formc's and FormcKit's precision, on one table.
    func testTheFinestUnitAFormatShowsIsTheSameInBothHomes() {
        let table: [(String, DatePickerMode, FormcDateMode, Calendar.Component)] = [
            ("dd/MM/yyyy", .date, .date, .day), ("MM/yy", .date, .date, .month), ("MMMM yyyy", .date, .date, .month),
            ("yyyy", .date, .date, .year), ("'day' MM/yy", .date, .date, .month), ("EEE d MMM", .date, .date, .day),
            ("HH:mm", .time, .time, .minute), ("HH 'h'", .time, .time, .hour), ("h a", .time, .time, .hour),
            ("HH:mm:ss", .time, .time, .minute), ("yyyy-MM-dd HH:mm", .dateAndTime, .dateAndTime, .minute),
            ("yyyy-MM-dd HH", .dateAndTime, .dateAndTime, .hour),
            // A month field (`kind: monthYear`): its month, or its year; never finer, whatever
            // its format holds (FC309 reports a day in it).
            ("MM/yy", .yearAndMonth, .yearAndMonth, .month), ("yyyy-MM", .yearAndMonth, .yearAndMonth, .month),
            ("LLLL yyyy", .yearAndMonth, .yearAndMonth, .month), ("yyyy", .yearAndMonth, .yearAndMonth, .year),
            ("'Q'", .yearAndMonth, .yearAndMonth, .month), ("dd/MM/yy", .yearAndMonth, .yearAndMonth, .month)
        ]
        // FormcKit's modes are formc's, by name.
        for mode: DatePickerMode in [.date, .time, .dateAndTime, .yearAndMonth] {
            XCTAssertEqual(FormcDateMode(rawValue: mode.rawValue)?.rawValue, mode.rawValue)
        }
        for (format, mode, kitMode, expected) in table {
            XCTAssertEqual(DatePrecision.of(format: format, mode: mode), expected, format)
            XCTAssertEqual(FormcCalendar.precision(format: format, mode: kitMode), expected, format)
        }
    }

    /// FormcKit with a fixed clock: on 2026-12-07, `MM/yy` with `min: today` takes 12/26 and
    /// refuses 11/26 with the month it shows.
    func testFormcKitComparesACardsExpiryByMonth() throws {
        let now = Date(timeIntervalSince1970: 1_796_644_800)  // 2026-12-07 12:00 UTC
        let expiry = FormcDateSettings(mode: .date, format: "MM/yy", minimum: .today)
        let iso = { (text: String) in try XCTUnwrap(FormcCalendar.iso(text)) }
        XCTAssertNil(FormcCalendar.outOfBounds(try iso("2026-12-01"), expiry, now: now))
        XCTAssertEqual(FormcCalendar.outOfBounds(try iso("2026-11-30"), expiry, now: now), .tooEarly(earliest: "12/26"))
        let year = FormcDateSettings(mode: .date, format: "yyyy", maximum: .iso("2026-06-30"))
        XCTAssertNil(FormcCalendar.outOfBounds(try iso("2026-12-31"), year, now: now))
        XCTAssertEqual(FormcCalendar.outOfBounds(try iso("2027-01-01"), year, now: now), .tooLate(latest: "2026"))
    }

    /// FormcKit with a fixed clock: a month field (`kind: monthYear`) with `min: today` takes
    /// December 2026 on 2026-12-07 and refuses November with the month it shows; with
    /// `format: yyyy` it compares years.
    func testFormcKitComparesAMonthFieldByMonth() throws {
        let now = Date(timeIntervalSince1970: 1_796_644_800)  // 2026-12-07 12:00 UTC
        let expiry = FormcDateSettings(mode: .yearAndMonth, format: "MM/yy", minimum: .today)
        let iso = { (text: String) in try XCTUnwrap(FormcCalendar.iso(text)) }
        XCTAssertNil(FormcCalendar.outOfBounds(try iso("2026-12"), expiry, now: now))
        XCTAssertEqual(FormcCalendar.outOfBounds(try iso("2026-11"), expiry, now: now), .tooEarly(earliest: "12/26"))
        let year = FormcDateSettings(mode: .yearAndMonth, format: "yyyy", maximum: .iso("2026-06"))
        XCTAssertNil(FormcCalendar.outOfBounds(try iso("2026-12"), year, now: now))
        XCTAssertEqual(FormcCalendar.outOfBounds(try iso("2027-01"), year, now: now), .tooLate(latest: "2026"))
    }

    /// formc run's session and line mode take the current month, whatever today's day is.
    func testTheTerminalTakesTheCurrentMonth() throws {
        let spec = "form: Card\nfields:\n  - {id: expiry, kind: date, format: MM/yy, label: Expiry, min: today}\n"
        let form = try XCTUnwrap(TestSupport.compile(spec).form)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "MM/yy"
        let thisMonth = formatter.string(from: Date())
        var session = FormSession(form: form)
        session.set("expiry", to: .text(TextBuffer(thisMonth)))
        session.submit()
        XCTAssertEqual(session.errors, [:])
        XCTAssertEqual(session.outcome, .submitted)
        // A month before: refused, naming this month.
        let calendar = Calendar(identifier: .gregorian)
        let before = formatter.string(from: try XCTUnwrap(calendar.date(byAdding: .month, value: -1, to: Date())))
        var early = FormcTerminal.FormSession(form: form)
        early.set("expiry", to: .text(TextBuffer(before)))
        early.submit()
        XCTAssertEqual(early.errors, ["expiry": "earliest is \(thisMonth)"])
    }

    /// formc run's session takes the current month in a month field (`kind: monthYear`) too,
    /// and refuses the month before, naming this one.
    func testTheTerminalTakesTheCurrentMonthInAMonthField() throws {
        let spec = "form: Card\nfields:\n  - {id: expiry, kind: monthYear, format: MM/yy, label: Expiry, min: today}\n"
        let form = try XCTUnwrap(TestSupport.compile(spec).form)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "MM/yy"
        let thisMonth = formatter.string(from: Date())
        var session = FormSession(form: form)
        session.set("expiry", to: .text(TextBuffer(thisMonth)))
        session.submit()
        XCTAssertEqual(session.errors, [:])
        let before = formatter.string(
            from: try XCTUnwrap(Calendar(identifier: .gregorian).date(byAdding: .month, value: -1, to: Date())))
        var early = FormSession(form: form)
        early.set("expiry", to: .text(TextBuffer(before)))
        early.submit()
        XCTAssertEqual(early.errors, ["expiry": "earliest is \(thisMonth)"])
    }
}
