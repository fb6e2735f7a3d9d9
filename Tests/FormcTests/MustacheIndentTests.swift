import XCTest
@testable import FormcEmit

/// A standalone partial's indentation goes before each line of the partial that has text
/// (the Mustache spec, partials: "Standalone Indentation"), and not before an empty line,
/// whether lines end in LF or in CR LF.
final class MustacheIndentTests: XCTestCase {
    func testEmptyLinesTakeNoIndentationWithEitherLineEnding() {
        XCTAssertEqual(MustacheRenderer.indent("a\n\nb\n", by: "  "), "  a\n\n  b\n")
        XCTAssertEqual(MustacheRenderer.indent("a\r\n\r\nb\r\n", by: "  "), "  a\r\n\r\n  b\r\n")
        XCTAssertEqual(MustacheRenderer.indent("a\r\rb", by: "\t"), "\ta\r\rb", "a lone CR ends no line")
        XCTAssertEqual(MustacheRenderer.indent("a\n", by: ""), "a\n")
    }
}
