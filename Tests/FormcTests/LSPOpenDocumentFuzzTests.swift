import XCTest

@testable import FormcLSP

/// `OpenDocument.apply` edits the text and its line index in place: after any run of
/// incremental changes (positions past a line's end or the text's, inside a surrogate pair
/// or a UTF-8 sequence, reversed ranges; every kind of line break, combining marks, a
/// byte-order mark), the text must be the one the changes describe, and the index the one
/// built from that text.
final class LSPOpenDocumentFuzzTests: XCTestCase {
    func testIncrementalChangesKeepTheTextAndItsIndexTogether() {
        let alphabet: [String] = [
            "a", " ", ":", "\n", "\r", "\r\n", "\u{2028}", "\u{2029}", "\u{85}", "\u{1F600}", "\u{FEFF}", "e\u{301}",
            "\u{301}", "é", "- ", "\u{1F1E9}\u{1F1EA}"
        ]
        var random = SeededRandom(seed: 11)
        for encoding in [PositionEncoding.utf16, .utf8, .utf32] {
            var document = OpenDocument(uri: "file:///f.form.yaml", version: 0, text: "k: v\r\nl: \u{1F600}\n\nm\r")
            var expected = Array(document.text.unicodeScalars)
            for round in 0..<300 {
                func position() -> LSPPosition {
                    LSPPosition(
                        line: random.int(in: 0...(document.index.lspLineCount)), character: random.int(in: 0...8))
                }
                var (start, end) = (position(), position())
                if random.chance(0.7), end < start { swap(&start, &end) }
                let text = (0..<random.int(in: 0...2)).map { _ in random.element(alphabet) }.joined()
                let lower = document.index.offset(of: start, encoding: encoding)
                let upper = max(lower, document.index.offset(of: end, encoding: encoding))
                expected.replaceSubrange(lower..<upper, with: Array(text.unicodeScalars))
                document.apply(
                    [.init(range: LSPRange(start: start, end: end), text: text)], version: round + 1, encoding: encoding
                )
                XCTAssertEqual(Array(document.text.unicodeScalars), expected, "\(encoding), round \(round)")
                XCTAssertEqual(document.index.scalars, expected, "\(encoding), round \(round)")
                let built = LineIndex(document.text)
                XCTAssertEqual(document.index.lspLineCount, built.lspLineCount, "\(encoding), round \(round)")
                XCTAssertEqual(document.index.formcLineCount, built.formcLineCount, "\(encoding), round \(round)")
                for offset in 0...expected.count {
                    XCTAssertEqual(
                        document.index.position(atOffset: offset, encoding: encoding),
                        built.position(atOffset: offset, encoding: encoding), "\(encoding), round \(round)")
                    XCTAssertTrue(
                        document.index.formcPosition(atOffset: offset) == built.formcPosition(atOffset: offset),
                        "\(encoding), round \(round)")
                }
                if expected.count > 60 {
                    document.apply([.init(range: nil, text: "x: y\n")], version: round + 1, encoding: encoding)
                    expected = Array("x: y\n".unicodeScalars)
                }
            }
        }
    }
}
