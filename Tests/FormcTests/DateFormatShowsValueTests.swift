import XCTest
import FormcDriver

/// FC308 (an empty date format) and FC309 (a format that cannot show the field's value), at
/// exact places, with the component each message names.
final class DateFormatShowsValueTests: XCTestCase {
    private func check(_ kind: String, _ format: String, extra: String = "") -> (codes: [String], messages: [String]) {
        let result = TestSupport.compile(
            "form: F\nfields:\n  - id: d\n    kind: \(kind)\n    format: \(format)\n" + extra)
        return (TestSupport.summary(result.diagnostics), result.diagnostics.sorted.map(\.message))
    }

    func testEmptyFormatIsAnErrorInsteadOfABlankDefault() {
        let date = check("date", "\"\"", extra: "    default: 1990-01-01\n")
        XCTAssertEqual(date.codes, ["FC308 5:14"])
        XCTAssertEqual(
            date.messages,
            [
                "an empty format shows every date as empty text; remove 'format' for the default 'yyyy-MM-dd' or write a pattern"
            ])
        XCTAssertEqual(
            check("time", "''").messages,
            [
                "an empty format shows every time as empty text; remove 'format' for the default 'HH:mm' or write a pattern"
            ])
        let flow = TestSupport.compile("form: F\nfields:\n  - {id: t, kind: dateTime, format: ''}\n")
        XCTAssertEqual(TestSupport.summary(flow.diagnostics), ["FC308 3:38"])
        XCTAssertTrue(flow.diagnostics.hasErrors, "an error: compile writes nothing")
    }

    func testEraOnlyFormatCannotShowTheDate() {
        XCTAssertEqual(check("date", "G").codes, ["FC309 5:13"])
        XCTAssertEqual(
            check("date", "G").messages,
            [
                "format 'G' has no year, month or day, so it cannot show which date is picked (the default is 'yyyy-MM-dd')"
            ])
        XCTAssertEqual(
            check("date", "EEEE, QQQ 'of' w").codes, ["FC309 5:13"], "weekday, quarter and week do not tell dates apart"
        )
        XCTAssertEqual(check("date", "\" \"").codes, ["FC309 5:14"], "a format of spaces only")
    }

    func testTimeAndDateTimeFormatsNameTheMissingPart() {
        XCTAssertEqual(
            check("time", "a").messages,
            ["format 'a' has no hour or minute, so it cannot show which time is picked (the default is 'HH:mm')"])
        XCTAssertEqual(check("time", "ss.SSS").codes, ["FC309 5:13"])
        XCTAssertEqual(
            check("dateTime", "yyyy-MM-dd").messages,
            [
                "format 'yyyy-MM-dd' has no hour or minute, so it cannot show which date and time is picked "
                    + "(the default is 'yyyy-MM-dd HH:mm')"
            ])
        XCTAssertEqual(
            check("dateTime", "HH:mm").messages,
            [
                "format 'HH:mm' has no year, month or day, so it cannot show which date and time is picked "
                    + "(the default is 'yyyy-MM-dd HH:mm')"
            ])
        XCTAssertEqual(
            check("dateTime", "G").messages.first?.contains("has no year, month or day, and no hour or minute"), true)
    }

    func testFormatsShowingPartOfTheValueAreAccepted() {
        for (kind, format) in [
            ("date", "MMMM yyyy"), ("date", "dd MMMM"), ("date", "\"YYYY-'W'ww\""), ("date", "DDD"),
            ("date", "\"d 'de' MMMM\""), ("time", "h a"), ("time", "mm:ss"), ("dateTime", "\"d MMM, H'h'\"")
        ] {
            XCTAssertEqual(
                check(kind, format).codes.filter { $0.hasPrefix("FC308") || $0.hasPrefix("FC309") }, [],
                "\(kind) \(format)")
        }
    }

    /// FC306 says what Foundation does not know of a locale: a language that is no ISO 639
    /// code (`12`, and `qq`, a code ISO 639 keeps for private use), at the value (2:9).
    func testFC306SaysTheLanguageIsNoISOCode() {
        for locale in ["\"12\"", "qq"] {
            let result = TestSupport.compile("form: F\nlocale: \(locale)\nfields:\n  - {id: a}\n")
            XCTAssertEqual(TestSupport.summary(result.diagnostics), ["FC306 2:9"])
            let shown = locale.replacingOccurrences(of: "\"", with: "")
            XCTAssertEqual(
                result.diagnostics.sorted.map(\.message),
                ["'\(shown)' is not a locale Foundation knows: no ISO 639 language code"])
        }
    }
}
