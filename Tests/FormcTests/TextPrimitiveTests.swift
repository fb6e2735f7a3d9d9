import XCTest
import FormcDiagnostics
import FormcIR

/// The text rules that have one home each (Sources/FormcDiagnostics/Text, FormcIR's
/// `DateBound` and `FieldKind.valueClass`), checked on their own; their users' tests check
/// them in place (SourceText lines, TreeBuilder positions, LSP lines, CSV and JSON positions).
final class TextPrimitiveTests: XCTestCase {
    func testEveryYAMLOneOneBreakEndsALineAndACRLFEndsOne() {
        for scalar: Unicode.Scalar in ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"] {
            XCTAssertTrue(LineBreak.isBreak(scalar), "U+\(String(scalar.value, radix: 16))")
            XCTAssertTrue(LineBreak.endsLine(scalar, before: "a"))
        }
        for scalar: Unicode.Scalar in ["\t", "\u{0B}", "\u{0C}", "\u{1C}", "\u{2027}", "\u{202A}", "a"] {
            XCTAssertFalse(LineBreak.isBreak(scalar), "U+\(String(scalar.value, radix: 16))")
        }
        XCTAssertFalse(LineBreak.endsLine("\r", before: "\n"))
        XCTAssertTrue(LineBreak.endsLine("\r", before: nil))
        let scalars = Array("a\r\nb\rc\u{2028}".unicodeScalars)
        XCTAssertEqual((0..<scalars.count + 1).map { LineBreak.length(at: $0, in: scalars) }, [0, 2, 1, 0, 1, 0, 1, 0])
    }

    /// The same breaks in UTF-8 bytes: "a\r\nb" then NEL (C2 85), LS (E2 80 A8), PS (E2 80 A9),
    /// and near misses: © (C2 A9), U+2027 (E2 80 A7), C2 before an ASCII E (no continuation,
    /// though its low bits would spell NEL), a cut LS (E2 80 at the end).
    func testEveryBreakInUTF8BytesHasItsEncodedLength() {
        let bytes: [UInt8] = [
            0x61, 0x0D, 0x0A, 0x62, 0xC2, 0x85, 0xE2, 0x80, 0xA8, 0xE2, 0x80, 0xA9, 0xC2, 0xA9, 0xE2, 0x80, 0xA7, 0xC2,
            0x45, 0xE2, 0x80
        ]
        XCTAssertEqual(
            bytes.indices.map { LineBreak.utf8Length(at: $0, in: bytes) },
            [0, 1, 1, 0, 2, 0, 3, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
        XCTAssertEqual(LineBreak.utf8Length(at: 21, in: bytes), 0)
        XCTAssertEqual(LineBreak.utf8Length(at: -1, in: bytes), 0)
    }

    func testSourceTextLinesBreakWhereLibYAMLBreaksThem() {
        let source = SourceText(path: "s", text: "a\r\nb\rc\u{85}d\u{2028}e\u{2029}f\ng")
        XCTAssertEqual((1...7).map { source.line($0).map(String.init) ?? "-" }, ["a", "b", "c", "d", "e", "f", "g"])
    }

    func testWholeNumbersLoseTheirFractionUpToTenToTheFifteen() {
        XCTAssertEqual(NumberText.text(18), "18")
        XCTAssertEqual(NumberText.text(-0.0), "0")
        XCTAssertEqual(NumberText.text(2.5), "2.5")
        XCTAssertEqual(NumberText.text(999_999_999_999_999), "999999999999999")
        XCTAssertEqual(NumberText.text(1e15), "1000000000000000.0")
        XCTAssertEqual(NumberText.text(1e20), "1e+20")
        XCTAssertEqual(NumberText.text(-1e15 + 1), "-999999999999999")
        XCTAssertNil(NumberText.wholeNumber(.nan))
        XCTAssertNil(NumberText.wholeNumber(.infinity))
    }

    func testASpecIsNamedWithItsSuffixAndSomethingBeforeIt() {
        XCTAssertEqual(SpecFileName.suffix(of: "Forms/Profile.form.yaml"), ".form.yaml")
        XCTAssertEqual(SpecFileName.suffix(of: "b.form.yml"), ".form.yml")
        XCTAssertNil(SpecFileName.suffix(of: ".form.yaml"))
        XCTAssertNil(SpecFileName.suffix(of: "Forms/.form.yml"))
        XCTAssertNil(SpecFileName.suffix(of: "Profile.FORM.YAML"))
        XCTAssertEqual(SpecFileName.stem(of: "Profile.form.yaml"), "Profile")
        XCTAssertEqual(SpecFileName.stem(of: "c.yml"), "c")
        XCTAssertEqual(SpecFileName.stem(of: ".yaml"), ".yaml")
        XCTAssertEqual(SpecFileName.stem(of: "notes.txt"), "notes.txt")
    }

    func testATranspositionIsOneEditAndTheBoundStopsEarly() {
        XCTAssertEqual(EditDistance.between("lable", "label"), 1)
        XCTAssertEqual(EditDistance.between("--emti", "--emit"), 1)
        XCTAssertEqual(EditDistance.between("", "abc"), 3)
        XCTAssertEqual(EditDistance.between("北京", "北京市"), 1)
        XCTAssertGreaterThan(EditDistance.between("abcdefgh", "zyxwvuts", bound: 2), 2)
    }

    func testTodayAndNowAreTheRelativeBoundsAndNothingElse() {
        XCTAssertEqual(DateBound("today"), .today)
        XCTAssertEqual(DateBound("now"), .today)
        XCTAssertEqual(DateBound("Today"), .fixed("Today"))
        XCTAssertEqual(DateBound("2026-01-01"), .fixed("2026-01-01"))
    }

    func testEachKindHasTheValueClassConditionsCompare() {
        let classes = Dictionary(grouping: FieldKind.allCases, by: \.valueClass).mapValues { Set($0) }
        XCTAssertEqual(classes[.text], [.text, .multiline, .secure, .email, .url, .phone])
        XCTAssertEqual(classes[.number], [.number, .decimal, .stepper, .slider, .rating])
        XCTAssertEqual(classes[.toggle], [.toggle, .yesNo])
        XCTAssertEqual(classes[.option], [.picker, .segmented])
        XCTAssertEqual(classes[.date], [.date, .time, .dateTime, .monthYear])
        XCTAssertEqual(classes[.selection], [.multiSelect])
    }
}
