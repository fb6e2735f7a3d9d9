import XCTest
@testable import FormcEmit

/// The renderer's chunked output: across chunk boundaries, and with one text larger than a
/// chunk, the joined bytes are the texts in order.
final class OutputBufferTests: XCTestCase {
    func testTheJoinedOutputIsTheTextsInOrderAcrossChunks() {
        var buffer = OutputBuffer()
        var expected: [UInt8] = []
        let pieces =
            ["let é = \"😀\"\n", String(repeating: "x", count: 3 << 20), "", "end\n"]
            + (0..<100_000).map { "line \($0)\n" }
        for piece in pieces {
            buffer.append(piece)
            expected.append(contentsOf: piece.utf8)
        }
        XCTAssertEqual(buffer.count, expected.count)
        XCTAssertGreaterThan(expected.count, 4 << 20)
        XCTAssertEqual(buffer.joined(), expected)
    }

    func testAnEmptyBufferJoinsToNothing() {
        XCTAssertEqual(OutputBuffer().joined(), [])
    }
}
