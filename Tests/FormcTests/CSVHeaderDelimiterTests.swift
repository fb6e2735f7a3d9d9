import XCTest
@testable import FormcFrontEnd

/// The separator is the header line's (`CSVReader.detectDelimiter`): what later lines hold
/// does not count, nor does a separator inside quotes; a line break inside quotes does not end
/// the header; a tie goes to the earlier of comma, semicolon, tab.
final class CSVHeaderDelimiterTests: XCTestCase {
    private func detected(_ text: String) -> Unicode.Scalar { CSVReader.detectDelimiter(text.unicodeScalars) }

    func testOnlyTheHeaderLineCounts() {
        XCTAssertEqual(detected("name;code\nKorea, Republic of;KR\nA,B,C,D;E\n"), ";")
        XCTAssertEqual(detected("name;code\r\nx,y,z\r\n"), ";", "CR LF ends the header too")
        XCTAssertEqual(detected("name;code\rx,y,z\r"), ";", "and a lone CR")
        XCTAssertEqual(detected("label\tvalue\nx;y;z\n"), "\t")
    }

    func testQuotedSeparatorsAndLineBreaksBelongToTheirField() {
        XCTAssertEqual(detected("\"name, official\";code\n"), ";")
        XCTAssertEqual(
            detected("\"two\nlines, here\";code\nx,y,z\n"), ";", "a quoted line break does not end the header")
    }

    func testTiesGoToTheEarlierAndNoneIsAComma() {
        XCTAssertEqual(detected("a;b,c\n"), ",")
        XCTAssertEqual(detected("a\tb;c\n"), ";")
        XCTAssertEqual(detected("label\nx;y\n"), ",", "a one-column header")
    }
}
