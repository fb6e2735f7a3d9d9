import XCTest
import FormcDiagnostics
import FormcDriver

/// FC310: an hour letter whose clock does not match the day-period marker, at the hour's
/// exact place, with the fix-it that makes them agree.
final class HourCycleTests: XCTestCase {
    private func check(_ kind: String, _ format: String) -> [Diagnostic] {
        TestSupport.compile("form: F\nfields:\n  - id: t\n    kind: \(kind)\n    format: \(format)\n").diagnostics
            .sorted
    }

    /// `code line:column severity fix-it line:column-endColumn 'replacement'`.
    private func summary(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { diagnostic in
            var text =
                "\(diagnostic.code.id) \(diagnostic.location.line):\(diagnostic.location.column) \(diagnostic.severity)"
            if let fix = diagnostic.fixIt {
                text +=
                    " fix \(fix.location.line):\(fix.location.column)-\(fix.location.endColumn ?? 0) '\(fix.replacement)'"
            }
            return text
        }
    }

    func testTwelveHourClockWithoutAMPMIsAWarningWithAFixIt() {
        XCTAssertEqual(summary(check("time", "hh:mm")), ["FC310 5:13 warning fix 5:13-15 'HH'"])
        XCTAssertEqual(
            check("time", "hh:mm").first?.message,
            "'hh' counts hours 1–12 and the format has no AM/PM marker ('a'), so 14:30 shows as 02:30, "
                + "the same as 02:30 in the morning; use 'HH' for a 24-hour clock, or add 'a'")
        XCTAssertEqual(summary(check("dateTime", "yyyy-MM-dd h:mm")), ["FC310 5:24 warning fix 5:24-25 'H'"])
        XCTAssertEqual(summary(check("time", "KK:mm")), ["FC310 5:13 warning fix 5:13-15 'HH'"])
        XCTAssertEqual(
            check("time", "KK:mm").first?.message,
            "'KK' counts hours 0–11 and the format has no AM/PM marker ('a'), so 14:30 shows as 02:30, "
                + "the same as 02:30 in the morning; use 'HH' for a 24-hour clock, or add 'a'")
        // Quoted text is literal: an 'a' in quotes is no marker.
        XCTAssertEqual(summary(check("time", "\"hh:mm 'a'\"")), ["FC310 5:14 warning fix 5:14-16 'HH'"])
    }

    func testTwentyFourHourClockWithAMarkerIsAWarningWithAFixIt() {
        XCTAssertEqual(summary(check("time", "HH:mm a")), ["FC310 5:13 warning fix 5:13-15 'hh'"])
        XCTAssertEqual(
            check("time", "HH:mm a").first?.message,
            "'HH' counts hours 0–23, a 24-hour clock, so the day-period marker 'a' repeats what the hour "
                + "says (14:30 PM); use 'hh' for a 12-hour clock, or remove 'a'")
        XCTAssertEqual(summary(check("time", "k:mm B")), ["FC310 5:13 warning fix 5:13-14 'h'"])
        XCTAssertEqual(
            check("time", "k:mm BBBB").first?.message,
            "'k' counts hours 1–24, a 24-hour clock, so the day-period marker 'BBBB' repeats what the hour "
                + "says (14:30 PM); use 'h' for a 12-hour clock, or remove 'BBBB'")
    }

    func testMatchingClocksAndDateFieldsAreNotReported() {
        for (kind, format) in [
            ("time", "hh:mm a"), ("time", "h:mm b"), ("time", "K:mm a"), ("time", "HH:mm"),
            ("time", "kk:mm"), ("dateTime", "yyyy-MM-dd HH:mm"), ("time", "mm:ss")
        ] {
            XCTAssertEqual(summary(check(kind, format)), [], "\(kind) \(format)")
        }
        // A date field has no time at all: FC304 reports the hour, FC310 does not add to it.
        XCTAssertEqual(summary(check("date", "yyyy-MM-dd hh")), ["FC304 5:24 error"])
    }

    func testEscapedFormatsGetAFixItOnlyWhereColumnsAreExact() {
        // A '' is one ' written twice: the columns stay exact, and `hh` gets its fix-it.
        XCTAssertEqual(summary(check("time", "'hh''h'''")), ["FC310 5:14 warning fix 5:14-16 'HH'"])
        // After a backslash escape the columns are not exact: the whole value (from after its
        // quote) is marked, no fix-it.
        XCTAssertEqual(summary(check("time", "\"hh\\\\x\"")), ["FC310 5:14 warning"])
    }
}
