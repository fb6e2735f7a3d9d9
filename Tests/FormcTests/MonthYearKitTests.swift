import Foundation
import XCTest

@testable import FormcKit

/// Issue 49: FormcKit's side of `kind: monthYear` (`FormcDateMode.yearAndMonth`), run on Linux
/// through a form declared by hand in the shape formc's emitter writes it (`value: .date`,
/// `FormcDateSettings(mode: .yearAndMonth, …)`): a month is its first day's midnight in UTC, read
/// from `yyyy-MM`, answered in its format with ASCII digits, compared with `min` and `max` by
/// month (`today` is this month), worded `expected a month like MM/yy` where it is no month, and
/// shown on two wheels where no system picker shows months. Every expected value is written by
/// hand: seconds since 1970 counted in days (1 May 2026 is day 20574: 56 years of 365 days and
/// 14 leap days, then 120 days of 2026).
final class MonthYearKitTests: XCTestCase {
    enum Card: String, FormcField {
        case expiry, start, since

        typealias Values = CardValues

        static let formcForm = FormcForm<Card>(
            fields: [
                FormcFieldInfo(
                    next: .start, isFocusable: true, characters: .none, label: "Expiry", value: .date, required: true,
                    date: FormcDateSettings(
                        mode: .yearAndMonth, format: "MM/yy", minimum: .today, maximum: .iso("2040-12"))),
                FormcFieldInfo(
                    previous: .expiry, isFocusable: true, characters: .none, label: "Start", value: .date,
                    date: FormcDateSettings(mode: .yearAndMonth, format: "yyyy-MM")),
                FormcFieldInfo(
                    characters: .none, label: "Since", value: .date,
                    date: FormcDateSettings(mode: .yearAndMonth, format: "MM/yyyy", locale: "ar_EG"))
            ],
            focusChain: [.expiry, .start])
    }

    struct CardValues: FormcValues {
        typealias Field = Card
        var expiry: Date?
        var start: Date? = FormcDates<Card>.iso("2020-03")
        var since: Date?

        static var formcInitial: Self { Self() }

        func formcValue(of field: Card) -> FormcValue {
            switch field {
            case .expiry: return .date(expiry)
            case .start: return .date(start)
            case .since: return .date(since)
            }
        }

        mutating func formcSet(_ field: Card, to value: FormcValue) {
            switch (field, value) {
            case (.expiry, .date(let value)): expiry = value
            case (.start, .date(let value)): start = value
            case (.since, .date(let value)): since = value
            default: break
            }
        }
    }

    /// 12:00 UTC on 7 December 2026 (day 20794 and a half): the form's clock. December in every
    /// zone (UTC−12 to UTC+14), so `today` is December 2026 wherever the test runs.
    static let now = Date(timeIntervalSince1970: 1_796_644_800)
    /// Months' first days, midnight UTC.
    static let march2020 = Date(timeIntervalSince1970: 1_583_020_800)  // day 18322
    static let may2026 = Date(timeIntervalSince1970: 1_777_593_600)  // day 20574
    static let november2026 = Date(timeIntervalSince1970: 1_793_491_200)  // day 20758
    static let december2026 = Date(timeIntervalSince1970: 1_796_083_200)  // day 20788
    static let march2027 = Date(timeIntervalSince1970: 1_803_859_200)  // day 20878
    static let may2027 = Date(timeIntervalSince1970: 1_809_129_600)  // day 20939
    static let december2040 = Date(timeIntervalSince1970: 2_237_932_800)  // day 25902
    static let january2041 = Date(timeIntervalSince1970: 2_240_611_200)  // day 25933

    private var expiry: FormcDateSettings { Card.formcForm.info(.expiry).date! }

    /// `yyyy-MM` is the month's first day, midnight UTC, as `yyyy-MM-01` is; nothing else of
    /// seven characters is a month, and no other length is read as one.
    func testISOReadsAMonthAsItsFirstDayInUTC() throws {
        XCTAssertEqual(FormcCalendar.iso("2026-05"), Self.may2026)
        XCTAssertEqual(FormcCalendar.iso("2026-05-01"), Self.may2026)
        XCTAssertEqual(FormcDates<Card>.iso("2020-03"), Self.march2020)
        XCTAssertEqual(FormcCalendar.iso("2040-12"), Self.december2040)
        for text in ["2026-13", "2026-00", "2026-5", "2026-5-", "0000-01", "2026/05", "２０２６-05", "2026-05x", "26-05"] {
            XCTAssertNil(FormcCalendar.isoMonth(text), text)
            XCTAssertNil(FormcCalendar.iso(text), text)
        }
        // The emitted bound and default read back.
        XCTAssertEqual(FormcDates<Card>.maximumDate(for: .expiry, now: Self.now), Self.december2040)
        XCTAssertEqual(CardValues().start, Self.march2020)
        XCTAssertEqual(FormcCalendar.month(of: Date(timeIntervalSince1970: 1_810_566_000)), Self.may2027)
        XCTAssertEqual(FormcCalendar.timeZone(expiry).secondsFromGMT(), 0)
    }

    /// A month's text is its format's (`MM/yy`, `yyyy-MM`); its answer the same with ASCII
    /// digits (`ar_EG` writes `٠٥/٢٠٢٧`), read back to the month's first day, a day mid-month
    /// answering as its month; the values code as the answers.
    func testAMonthsAnswerIsItsTextInItsFormatWithASCIIDigits() throws {
        let midMay = Date(timeIntervalSince1970: 1_810_566_000)  // 17 May 2027, 15:00 UTC
        XCTAssertEqual(FormcDates<Card>.string(from: Self.may2027, for: .expiry), "05/27")
        XCTAssertEqual(FormcCalendar.answerText(for: midMay, expiry), "05/27")
        XCTAssertEqual(FormcDates<Card>.machineString(from: Self.may2027, for: .start), "2027-05")
        XCTAssertEqual(FormcDates<Card>.string(from: Self.may2027, for: .since), "٠٥/٢٠٢٧")
        XCTAssertEqual(FormcDates<Card>.machineString(from: Self.may2027, for: .since), "05/2027")
        XCTAssertEqual(FormcDates<Card>.date(from: "05/27", for: .expiry), Self.may2027)
        XCTAssertEqual(FormcDates<Card>.date(from: "2027-05", for: .start), Self.may2027)
        let since = try XCTUnwrap(Card.formcForm.info(.since).date)
        XCTAssertEqual(FormcCalendar.date(fromAnswer: "05/2027", since), Self.may2027)
        XCTAssertEqual(FormcAnswer(.date(midMay), kind: .date, levels: [], date: expiry), .text("05/27"))
        XCTAssertEqual(FormcAnswer.text("05/27").value(kind: .date, levels: [], date: expiry), .date(Self.may2027))

        let values = CardValues(expiry: Self.may2027, since: Self.may2027)
        let data = try JSONEncoder().encode(values)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: String])
        XCTAssertEqual(json, ["expiry": "05/27", "start": "2020-03", "since": "05/2027"])
        XCTAssertEqual(try JSONDecoder().decode(CardValues.self, from: data), values)
        // Text that is no month of the format is refused at its key.
        XCTAssertThrowsError(try JSONDecoder().decode(CardValues.self, from: Data(#"{"expiry": "13/27"}"#.utf8)))
    }

    /// The finest unit a month field's format shows: its month, or its year for `yyyy`; never a
    /// day, which the picker has none of.
    func testAMonthFieldIsComparedByMonthOrYear() {
        let table: [(String, Calendar.Component)] = [
            ("MM/yy", .month), ("yyyy-MM", .month), ("MMMM yyyy", .month), ("LLL", .month), ("yyyy", .year),
            ("'Q'", .month), ("dd/MM/yy", .month)
        ]
        for (format, expected) in table {
            XCTAssertEqual(FormcCalendar.precision(format: format, mode: .yearAndMonth), expected, format)
        }
    }

    /// `min: today` is this month, whatever the day: on 7 December 2026, December (its 1st, a
    /// day before "today") is allowed and November refused with the month the field shows;
    /// `max: 2040-12` takes any day of December 2040 and refuses January 2041. The empty field
    /// starts at this month; a `min` after it, at `min`'s month.
    func testTodayAsABoundIsThisMonth() throws {
        XCTAssertEqual(FormcCalendar.date(of: .today, mode: .yearAndMonth, now: Self.now), Self.december2026)
        XCTAssertEqual(FormcDates<Card>.minimumDate(for: .expiry, now: Self.now), Self.december2026)
        XCTAssertNil(FormcCalendar.outOfBounds(Self.december2026, expiry, now: Self.now))
        XCTAssertNil(
            FormcCalendar.outOfBounds(Self.december2040.addingTimeInterval(30 * 86_400), expiry, now: Self.now))
        XCTAssertEqual(
            FormcCalendar.outOfBounds(Self.november2026, expiry, now: Self.now), .tooEarly(earliest: "12/26"))
        XCTAssertEqual(FormcCalendar.outOfBounds(Self.january2041, expiry, now: Self.now), .tooLate(latest: "12/40"))
        XCTAssertEqual(FormcDates<Card>.startDate(for: .expiry, now: Self.now), Self.december2026)
        XCTAssertEqual(FormcDates<Card>.startDate(for: .start, now: Self.now), Self.december2026)
        let later = FormcDateSettings(mode: .yearAndMonth, format: "MM/yy", minimum: .iso("2027-03"))
        XCTAssertEqual(FormcCalendar.startDate(later, now: Self.now), Self.march2027)
        XCTAssertEqual(Card.formcForm.suggestion(for: .expiry, in: CardValues(), now: Self.now)?.text, "12/26")

        var values = CardValues()
        XCTAssertEqual(values.validate(now: Self.now), [.expiry: .required])
        values.expiry = Self.november2026
        XCTAssertEqual(values.validate(now: Self.now), [.expiry: .tooEarly(earliest: "12/26")])
        XCTAssertEqual(Card.formcForm.message(for: .tooEarly(earliest: "12/26"), of: .expiry), "earliest is 12/26")
        values.expiry = Self.december2026
        XCTAssertEqual(values.validate(now: Self.now), [:])
        values.fillEmpty(.since, now: Self.now)
        XCTAssertEqual(values.since, Self.december2026)
    }

    /// Text or a value the field cannot read as a month says so in formc's word for months
    /// (`expected a month like MM/yy`), in the language shown.
    func testTextThatIsNoMonthIsExpectedAMonth() {
        XCTAssertNil(FormcDates<Card>.date(from: "13/26", for: .expiry))
        XCTAssertEqual(FormcWord.expectedMonth.key, "Formc.expectedMonth")
        XCTAssertEqual(FormcWord.expectedMonth.english, "expected a month like %@")
        XCTAssertEqual(Card.formcForm.message(for: .notADate, of: .expiry), "expected a month like MM/yy")
        XCTAssertEqual(Card.formcForm.message(for: .notADate, of: .start), "expected a month like yyyy-MM")
        let far = FormcValue.date(Date(timeIntervalSinceReferenceDate: 1e300))
        XCTAssertEqual(FormcValidation.unheld(far, options: [], levels: 0, date: expiry), .notADate)
        let german = Card.formcForm.localized(
            FormcStrings(form: "Card") { key, source in
                key == "Formc.expectedMonth" ? "Monat erwartet, etwa %@" : source
            })
        XCTAssertEqual(german.message(for: .notADate, of: .expiry), "Monat erwartet, etwa MM/yy")
    }

    /// The two wheels: the twelve months by name and the years from `min` to `max` (2026 to
    /// 2028), the month wheel first in English; a month before `min` or after `max` is the
    /// bound's month, and a year past the wheel's ends its nearest row.
    func testTheWheelsRowsAndTheMonthTheyStandFor() {
        let settings = FormcDateSettings(
            mode: .yearAndMonth, format: "MM/yy", locale: "en_US", minimum: .iso("2026-05"), maximum: .iso("2028-02"))
        let wheels = FormcMonthWheels(settings, now: Self.now)
        XCTAssertEqual(
            wheels.months,
            [
                "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                "November", "December"
            ])
        XCTAssertEqual(wheels.years, [2026, 2027, 2028])
        XCTAssertEqual(wheels.yearTitles, ["2026", "2027", "2028"])
        XCTAssertFalse(wheels.yearFirst)
        XCTAssertEqual(wheels.monthComponent, 0)
        XCTAssertEqual(wheels.titles(inComponent: 1), ["2026", "2027", "2028"])
        XCTAssertEqual(wheels.titles(inComponent: 2), [])
        XCTAssertEqual(wheels.lower, Self.may2026)
        XCTAssertEqual(wheels.rows(for: Self.march2027), [2, 1])
        XCTAssertEqual(wheels.rows(for: Date(timeIntervalSince1970: 1_810_566_000)), [4, 1])
        XCTAssertEqual(wheels.rows(for: Self.january2041), [0, 2])
        XCTAssertEqual(wheels.rows(for: Self.march2020), [2, 0])
        XCTAssertEqual(wheels.date(rows: [2, 1]), Self.march2027)
        XCTAssertEqual(wheels.date(rows: [4, 1]), Self.may2027)
        // January 2026, before May 2026; December 2028, after February 2028; rows past the ends.
        XCTAssertEqual(wheels.date(rows: [0, 0]), Self.may2026)
        XCTAssertEqual(wheels.date(rows: [11, 2]), FormcCalendar.iso("2028-02"))
        XCTAssertEqual(wheels.date(rows: [40, -3]), Self.december2026)
        XCTAssertEqual(wheels.date(rows: []), Self.may2026)
    }

    /// Without bounds the years are 50 either side of this one (1976 to 2076); `min: today`
    /// starts them at this year; a lone bound far from this year still holds its own year.
    func testTheWheelsYearsWithoutBounds() {
        let open = FormcMonthWheels(FormcDateSettings(mode: .yearAndMonth, format: "MM/yy"), now: Self.now)
        XCTAssertEqual(open.years.first, 1976)
        XCTAssertEqual(open.years.last, 2076)
        XCTAssertEqual(open.years.count, 101)
        XCTAssertEqual(open.rows(for: Self.december2026), [11, 50])
        XCTAssertNil(open.lower)
        XCTAssertNil(open.upper)
        let fromToday = FormcMonthWheels(Card.formcForm.info(.expiry).date!, now: Self.now)
        XCTAssertEqual(fromToday.years, Array(2026...2040))
        XCTAssertEqual(fromToday.date(rows: [4, 0]), Self.december2026)
        let onlyMin = FormcMonthWheels(
            FormcDateSettings(mode: .yearAndMonth, format: "MM/yy", minimum: .iso("2100-01")), now: Self.now)
        XCTAssertEqual(onlyMin.years, [2100])
        let onlyMax = FormcMonthWheels(
            FormcDateSettings(mode: .yearAndMonth, format: "MM/yy", maximum: .iso("1900-06")), now: Self.now)
        XCTAssertEqual(onlyMax.years, [1900])
        XCTAssertEqual(onlyMax.date(rows: [11, 0]), FormcCalendar.iso("1900-06"))
    }

    /// The locale's own names and order: Russian stand-alone names (`май`, where a date says
    /// `мая`), Japanese years first (`y年M月`), Arabic digits in Egypt's year titles.
    func testTheWheelsFollowTheLocale() {
        let russian = FormcMonthWheels(
            FormcDateSettings(mode: .yearAndMonth, format: "MM.yyyy", locale: "ru_RU"), now: Self.now)
        XCTAssertEqual(russian.months[4], "май")
        XCTAssertFalse(russian.yearFirst)
        let japanese = FormcMonthWheels(
            FormcDateSettings(mode: .yearAndMonth, format: "yyyy/MM", locale: "ja_JP", minimum: .iso("2026-01")),
            now: Self.now)
        XCTAssertEqual(japanese.months[4], "5月")
        XCTAssertTrue(japanese.yearFirst)
        XCTAssertEqual(japanese.monthComponent, 1)
        XCTAssertEqual(japanese.rows(for: Self.march2027), [1, 2])
        XCTAssertEqual(japanese.date(rows: [1, 2]), Self.march2027)
        XCTAssertEqual(japanese.titles(inComponent: 0).first, "2026")
        let egyptian = FormcMonthWheels(Card.formcForm.info(.since).date!, now: Self.now)
        XCTAssertEqual(egyptian.yearTitles[50], "٢٠٢٦")
        XCTAssertEqual(egyptian.years[50], 2026)
    }
}
