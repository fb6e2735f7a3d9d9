import XCTest
import FormcDiagnostics
@testable import FormcChecker

/// The value on the boundary of a check, beside the values on either side that other tests
/// cover: what is allowed at exactly the limit, and the first place a scan looks at.
final class BoundaryValueTests: XCTestCase {
    private func codes(_ yaml: String) -> [String] {
        TestSupport.compile(yaml).diagnostics.sorted.map { "\($0.code.id) \($0.location.line):\($0.location.column)" }
    }

    func testAKeyboardDistanceOfZeroIsAllowedAndBelowZeroIsNot() {
        XCTAssertEqual(codes("form: F\nkeyboardDistance: 0\nfields:\n  - id: name\n"), [])
        XCTAssertEqual(codes("form: F\nkeyboardDistance: -1\nfields:\n  - id: name\n"), ["FC015 2:19"])
    }

    /// `]` straight after `[` is a literal in ICU, so `[])]` is one class holding `)` and `]`;
    /// the scan for the place of a broken pattern's mistake must not stop the class there.
    func testABracketFirstInAClassIsALiteralForTheOffsetOfAMistake() {
        XCTAssertEqual(PatternCheck.unbalancedOffset("[])]("), 4, "the unclosed '(' after the class")
        XCTAssertEqual(PatternCheck.unbalancedOffset("[]a)"), 0, "the class is never closed")
        XCTAssertEqual(PatternCheck.unbalancedOffset("[a])"), 3, "an ordinary class ends at its first ']'")
    }
}

/// How the text report measures and cuts what it quotes: a lone variation selector takes no
/// cell (glibc's wcwidth agrees), and a long line's excerpt starts at its first character when
/// the mistake is near its start.
final class QuotedLineMeasureTests: XCTestCase {
    func testAVariationSelectorWithNoBaseTakesNoCell() {
        XCTAssertEqual(DisplayWidth.of(Character("\u{FE0F}")), 0)
        XCTAssertEqual(DisplayWidth.of("\u{FE0E}x"), 1)
        XCTAssertEqual(DisplayWidth.of("\u{2764}\u{FE0F}"), 2, "the emoji presentation of a narrow heart")
    }

    /// A modifier takes no cell of its own: the emoji it modifies has them (the type's
    /// contract), so a cluster with one is as wide as its emoji.
    func testASkinToneModifierTakesNoCellOfItsOwn() throws {
        XCTAssertEqual(DisplayWidth.of(try XCTUnwrap(Unicode.Scalar(0x1F3FD))), 0)
        XCTAssertEqual(DisplayWidth.of("\u{1F44D}\u{1F3FD}"), 2)
    }

    /// An empty line's length is 0 whatever ends it, once the text is indexed as before.
    func testAnIndexedEmptyLineIsEmpty() throws {
        for text in ["a\n\nb\n", "a\r\n\r\nb\r\n", "a\n\n"] {
            let indexed = SourceText(path: "x", text: text).indexed()
            let line = try XCTUnwrap(indexed.scalars(ofLine: 2, from: 0, count: 5), text.debugDescription)
            XCTAssertEqual(line.text, "", text.debugDescription)
            XCTAssertEqual(line.lineLength, 0, text.debugDescription)
        }
    }

    func testAnIndexedLongLineIsQuotedFromItsFirstScalar() throws {
        let text = SourceText(path: "x", text: "a\n" + "bcd" + String(repeating: "e", count: 200) + "\n").indexed()
        let window = try XCTUnwrap(text.scalars(ofLine: 2, from: 0, count: 3))
        XCTAssertEqual(window.text, "bcd")
        XCTAssertEqual(window.lineLength, 203)
        let clamped = try XCTUnwrap(text.scalars(ofLine: 2, from: -5, count: 2))
        XCTAssertEqual(clamped.text, "bc", "a start before the line is its start")
    }
}
