import XCTest
@testable import FormcLSP

/// The position converter between formc (1-based line and column in Unicode scalars, lines
/// broken as libyaml breaks them) and LSP (0-based, LF/CRLF/CR lines, UTF-8/16/32 units).
/// Every expected value is counted by hand in the comment beside it.
final class LSPLineIndexTests: XCTestCase {
    private func lsp(_ line: Int, _ character: Int) -> LSPPosition { LSPPosition(line: line, character: character) }

    func testAstralCharactersCountTwoUTF16UnitsAndFourUTF8Bytes() {
        // Line 2 is "a😀𠀀é=x": a (1 byte), 😀 (4 bytes, 2 units), 𠀀 (4 bytes, 2 units), é (2 bytes, 1 unit).
        let index = LineIndex("k: v\na\u{1F600}\u{20000}\u{E9}=x\n")
        // '=' is formc 2:5.
        XCTAssertEqual(index.position(ofLine: 2, column: 5, encoding: .utf32), lsp(1, 4))
        XCTAssertEqual(index.position(ofLine: 2, column: 5, encoding: .utf16), lsp(1, 6))  // 1 + 2 + 2 + 1
        XCTAssertEqual(index.position(ofLine: 2, column: 5, encoding: .utf8), lsp(1, 11))  // 1 + 4 + 4 + 2
        // And back.
        XCTAssertEqual(index.formcPosition(of: lsp(1, 6), encoding: .utf16).column, 5)
        XCTAssertEqual(index.formcPosition(of: lsp(1, 11), encoding: .utf8).column, 5)
        XCTAssertEqual(index.formcPosition(of: lsp(1, 4), encoding: .utf32).column, 5)
    }

    func testACharacterInsideAScalarRoundsDownToItsStart() {
        let index = LineIndex("a\u{1F600}b")
        // UTF-16 unit 2 is the low surrogate of 😀, which starts at unit 1 (scalar offset 1).
        XCTAssertEqual(index.offset(of: lsp(0, 2), encoding: .utf16), 1)
        XCTAssertEqual(index.offset(of: lsp(0, 3), encoding: .utf16), 2)
        // UTF-8 bytes 2...4 are inside 😀 (bytes 1...4).
        XCTAssertEqual(index.offset(of: lsp(0, 4), encoding: .utf8), 1)
        XCTAssertEqual(index.offset(of: lsp(0, 5), encoding: .utf8), 2)
    }

    func testPastTheEndClampsToTheLineAndTheText() {
        let index = LineIndex("ab\ncd")
        XCTAssertEqual(index.offset(of: lsp(0, 99), encoding: .utf16), 2)  // the end of "ab", before its LF
        XCTAssertEqual(index.offset(of: lsp(7, 0), encoding: .utf16), 5)  // the end of the text
        XCTAssertEqual(index.offset(ofLine: 1, column: 99), 2)
        XCTAssertEqual(index.offset(ofLine: 9, column: 1), 5)
        XCTAssertEqual(index.position(atOffset: 99, encoding: .utf16), lsp(1, 2))
    }

    func testUnicodeLineBreaksAreFormcLinesButNotLSPLines() {
        // "a: x␤y" where ␤ is LS (U+2028), then "b: z" on the next line. Scalar offsets:
        // a0 :1 ' '2 x3 LS4 y5 LF6 b7 :8 ' '9 z10.
        let index = LineIndex("a: x\u{2028}y\nb: z")
        // formc: line 1 "a: x", line 2 "y", line 3 "b: z"; LSP: line 0 "a: x␤y", line 1 "b: z".
        XCTAssertEqual(index.formcLineCount, 3)
        XCTAssertEqual(index.lspLineCount, 2)
        XCTAssertEqual(index.position(ofLine: 2, column: 1, encoding: .utf16), lsp(0, 5))  // 'y'
        XCTAssertEqual(index.position(ofLine: 3, column: 4, encoding: .utf16), lsp(1, 3))  // 'z'
        XCTAssertEqual(index.position(ofLine: 2, column: 1, encoding: .utf8), lsp(0, 7))  // LS is 3 bytes
        XCTAssertEqual(index.formcPosition(of: lsp(1, 3), encoding: .utf16).line, 3)
        XCTAssertEqual(index.formcPosition(of: lsp(0, 5), encoding: .utf16).line, 2)
        // NEL (U+0085) and PS (U+2029) break formc lines too.
        let others = LineIndex("a\u{85}b\u{2029}c")
        XCTAssertEqual(others.formcLineCount, 3)
        XCTAssertEqual(others.lspLineCount, 1)
        XCTAssertEqual(others.position(ofLine: 3, column: 1, encoding: .utf16), lsp(0, 4))
    }

    func testCRLFAndCRAreOneBreakEach() {
        // "a\r\nb\rc": a0 CR1 LF2 b3 CR4 c5.
        let index = LineIndex("a\r\nb\rc")
        XCTAssertEqual(index.lspLineCount, 3)
        XCTAssertEqual(index.formcLineCount, 3)
        XCTAssertEqual(index.position(ofLine: 2, column: 1, encoding: .utf16), lsp(1, 0))
        XCTAssertEqual(index.position(ofLine: 3, column: 1, encoding: .utf16), lsp(2, 0))
        // A column past the end of line 1 stops before its CRLF.
        XCTAssertEqual(index.position(ofLine: 1, column: 5, encoding: .utf16), lsp(0, 1))
        XCTAssertEqual(index.offset(of: lsp(1, 9), encoding: .utf16), 4)  // the end of "b", before its CR
    }

    func testAByteOrderMarkTakesNoFormcColumn() {
        // U+FEFF then "ab": formc's 1:1 is 'a', which LSP counts after the mark (one unit, three bytes).
        let index = LineIndex("\u{FEFF}ab\ncd")
        XCTAssertEqual(index.position(ofLine: 1, column: 1, encoding: .utf16), lsp(0, 1))
        XCTAssertEqual(index.position(ofLine: 1, column: 2, encoding: .utf8), lsp(0, 4))
        XCTAssertEqual(index.position(ofLine: 2, column: 1, encoding: .utf16), lsp(1, 0))
        XCTAssertEqual(index.formcPosition(of: lsp(0, 2), encoding: .utf16).column, 2)
        XCTAssertEqual(index.formcPosition(of: lsp(0, 0), encoding: .utf16).column, 1)
    }

    func testEmptyText() {
        let index = LineIndex("")
        XCTAssertEqual(index.position(ofLine: 1, column: 1, encoding: .utf16), lsp(0, 0))
        XCTAssertEqual(index.offset(of: lsp(3, 3), encoding: .utf8), 0)
        XCTAssertEqual(index.formcPosition(atOffset: 5).line, 1)
    }

    func testIncrementalChangesCountInTheNegotiatedEncoding() {
        // Replace 'x' after "😀" on line 1: UTF-16 character 2, UTF-8 byte 4.
        var document = OpenDocument(uri: "file:///a", version: 1, text: "k\n\u{1F600}x\n")
        document.apply(
            [.init(range: LSPRange(start: lsp(1, 2), end: lsp(1, 3)), text: "yz")], version: 2, encoding: .utf16)
        XCTAssertEqual(document.text, "k\n\u{1F600}yz\n")
        document.apply(
            [.init(range: LSPRange(start: lsp(1, 4), end: lsp(1, 5)), text: "")], version: 3, encoding: .utf8)
        XCTAssertEqual(document.text, "k\n\u{1F600}z\n")
        document.apply([.init(range: nil, text: "whole")], version: 4, encoding: .utf8)
        XCTAssertEqual(document.text, "whole")
        XCTAssertEqual(document.version, 4)
    }

    func testEncodingNegotiationPrefersUTF8ThenUTF32() {
        XCTAssertEqual(PositionEncoding.negotiate(offered: nil), .utf16)
        XCTAssertEqual(PositionEncoding.negotiate(offered: ["utf-16", "utf-32"]), .utf32)
        XCTAssertEqual(PositionEncoding.negotiate(offered: ["utf-32", "utf-8"]), .utf8)
        XCTAssertEqual(PositionEncoding.negotiate(offered: ["ucs-2"]), .utf16)
    }

    // MARK: An index edited in place (`replace`), as an incremental didChange leaves it

    func testALineBreakRemovedJoinsTheLines() {
        // "x\ny\nz": scalar 3 is the second LF. Without it, "x\nyz": two lines, 'z' at 2:2.
        var index = LineIndex("x\ny\nz")
        index.replace(3..<4, with: [])
        XCTAssertEqual(index.lspLineCount, 2)
        XCTAssertEqual(index.formcLineCount, 2)
        XCTAssertEqual(index.formcPosition(atOffset: 3).line, 2)
        XCTAssertEqual(index.formcPosition(atOffset: 3).column, 2)
        XCTAssertEqual(index.position(atOffset: 3, encoding: .utf16), lsp(1, 1))
    }

    func testALineBreakTypedSplitsTheLineAndMovesTheLaterOnes() {
        // "ab\ncd\nef" with an LF typed between a and b: "a\nb\ncd\nef", 'e' now at offset 7.
        var index = LineIndex("ab\ncd\nef")
        index.replace(1..<1, with: ["\n"])
        XCTAssertEqual(index.lspLineCount, 4)
        XCTAssertEqual(index.position(atOffset: 7, encoding: .utf16), lsp(3, 0))
        XCTAssertEqual(index.offset(ofLine: 3, column: 2), 5)  // 'd'
    }

    func testAnLFTypedAfterACRMakesOneBreakOfTwo() {
        // "a\rb": two lines (CR alone breaks). An LF typed after the CR: "a\r\nb", still two,
        // the second starting at offset 3; the CR and LF are one break, not two lines.
        var index = LineIndex("a\rb")
        index.replace(2..<2, with: ["\n"])
        XCTAssertEqual(index.lspLineCount, 2)
        XCTAssertEqual(index.formcLineCount, 2)
        XCTAssertEqual(index.offset(ofLine: 2, column: 1), 3)
        XCTAssertEqual(index.offset(ofLine: 1, column: 9), 1)  // line 1 ends before the CR
    }

    func testAUnicodeLineSeparatorTypedIsAFormcLineOnly() {
        var index = LineIndex("a: xy\nb: z")
        index.replace(4..<4, with: ["\u{2028}"])  // "a: x␤y\nb: z"
        XCTAssertEqual(index.formcLineCount, 3)
        XCTAssertEqual(index.lspLineCount, 2)
        XCTAssertEqual(index.position(ofLine: 3, column: 4, encoding: .utf16), lsp(1, 3))  // 'z'
    }

    func testAByteOrderMarkTypedFirstTakesNoColumn() {
        var index = LineIndex("k: v")
        index.replace(0..<0, with: ["\u{FEFF}"])
        XCTAssertEqual(index.offset(ofLine: 1, column: 1), 1)  // 'k', after the mark
        index.replace(0..<1, with: [])
        XCTAssertEqual(index.offset(ofLine: 1, column: 1), 0)
    }

    func testEditedInPlaceEqualsBuiltFromTheEditedText() {
        // Many edits of a text with every kind of break, each compared, position by position,
        // with an index built from the whole edited text.
        let alphabet: [Unicode.Scalar] = ["a", "b", " ", ":", "\n", "\r", "\u{2028}", "\u{85}", "\u{1F600}", "\u{FEFF}"]
        var random = SeededRandom(seed: 7)
        var scalars: [Unicode.Scalar] = Array("k: v\r\nl: w\n\nm\r".unicodeScalars)
        var index = LineIndex(String(String.UnicodeScalarView(scalars)))
        for round in 0..<400 {
            let lower = random.int(in: 0...scalars.count)
            let upper = lower + random.int(in: 0...min(4, scalars.count - lower))
            let inserted = (0..<random.int(in: 0...3)).map { _ in random.element(alphabet) }
            scalars.replaceSubrange(lower..<upper, with: inserted)
            index.replace(lower..<upper, with: inserted)
            let built = LineIndex(String(String.UnicodeScalarView(scalars)))
            XCTAssertEqual(index.scalars, built.scalars, "round \(round)")
            XCTAssertEqual(index.lspLineCount, built.lspLineCount, "round \(round)")
            XCTAssertEqual(index.formcLineCount, built.formcLineCount, "round \(round)")
            for offset in 0...scalars.count {
                XCTAssertEqual(
                    index.position(atOffset: offset, encoding: .utf16),
                    built.position(atOffset: offset, encoding: .utf16),
                    "round \(round), offset \(offset)")
                XCTAssertTrue(
                    index.formcPosition(atOffset: offset) == built.formcPosition(atOffset: offset),
                    "round \(round), offset \(offset)")
            }
        }
    }

    func testAChangeAfterAstralCharactersEditsTheTextAtTheRightByte() {
        // "😀é\nab": 😀 is 4 UTF-8 bytes and é 2; replacing 'a' (LSP 1:0) with "xy".
        var document = OpenDocument(uri: "file:///s.form.yaml", version: 1, text: "\u{1F600}\u{E9}\nab")
        let range = LSPRange(start: lsp(1, 0), end: lsp(1, 1))
        document.apply([.init(range: range, text: "xy")], version: 2, encoding: .utf16)
        XCTAssertEqual(document.text, "\u{1F600}\u{E9}\nxyb")
        XCTAssertEqual(document.index.lspLineCount, 2)
        let middle = LSPRange(start: lsp(0, 2), end: lsp(0, 3))  // é, after 😀's two UTF-16 units
        document.apply([.init(range: middle, text: "e")], version: 3, encoding: .utf16)
        XCTAssertEqual(document.text, "\u{1F600}e\nxyb")
    }
}
