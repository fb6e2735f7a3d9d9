import Foundation
import XCTest
@testable import FormcLSP
import FormcDiagnostics

/// Reading JSON-RPC messages: booleans are not numbers, ids are integers or strings, and
/// each malformed shape is told apart.
final class LSPMessageTests: XCTestCase {
    private func message(_ json: String) -> RPCMessage? {
        JSONValue.parse(Data(json.utf8)).map(RPCMessage.init)
    }

    func testBooleansAndNumbersStayApart() {
        XCTAssertEqual(
            JSONValue.parse(Data(#"[true, 1, 0, false, 1.5, "x", null]"#.utf8)),
            .array([.bool(true), .int(1), .int(0), .bool(false), .double(1.5), .string("x"), .null]))
    }

    func testClassification() {
        XCTAssertEqual(
            message(#"{"jsonrpc":"2.0","id":3,"method":"m","params":{}}"#),
            .request(id: .number(3), method: "m", params: .object([:])))
        XCTAssertEqual(
            message(#"{"jsonrpc":"2.0","id":"a","method":"m"}"#), .request(id: .string("a"), method: "m", params: nil))
        XCTAssertEqual(message(#"{"jsonrpc":"2.0","method":"n"}"#), .notification(method: "n", params: nil))
        XCTAssertEqual(message(#"{"jsonrpc":"2.0","id":1,"result":null}"#), .response)
        XCTAssertEqual(
            message(#"{"jsonrpc":"2.0","id":true,"method":"m"}"#),
            .invalid(id: nil, reason: "'id' must be an integer or a string"))
        XCTAssertEqual(
            message(#"{"jsonrpc":"2.0","id":1.5,"method":"m"}"#),
            .invalid(id: nil, reason: "'id' must be an integer or a string"))
        XCTAssertEqual(
            message(#"{"id":1,"method":"m"}"#), .invalid(id: .number(1), reason: "'jsonrpc' must be \"2.0\""))
        // A null `params` is none (clients send it with shutdown and exit).
        XCTAssertEqual(
            message(#"{"jsonrpc":"2.0","id":2,"method":"shutdown","params":null}"#),
            .request(id: .number(2), method: "shutdown", params: nil))
        XCTAssertEqual(
            message(#"{"jsonrpc":"2.0","method":"exit","params":null}"#), .notification(method: "exit", params: nil))
        XCTAssertEqual(
            message(#"{"jsonrpc":"2.0","id":1,"method":"m","params":"x"}"#),
            .invalid(id: .number(1), reason: "'params' must be an object or an array"))
        XCTAssertEqual(
            message(#"{"jsonrpc":"2.0","id":1}"#), .invalid(id: .number(1), reason: "a message needs a 'method'"))
        XCTAssertEqual(message("[]"), .invalid(id: nil, reason: "a message must be a JSON object"))
        XCTAssertNil(message("{"))
    }

    func testALoneSurrogateEscapeBecomesTheReplacementCharacter() {
        // A lone half, a low half first, a whole pair, an escaped backslash before a 'u', and
        // a half outside any string is not touched (that text stays invalid).
        XCTAssertEqual(
            JSONValue.parse(Data(#"["a\ud83db", "\udc00", "\ud83d\ude00", "\\ud83d", "\u00e9"]"#.utf8)),
            .array([.string("a\u{FFFD}b"), .string("\u{FFFD}"), .string("😀"), .string("\\ud83d"), .string("é")]))
        XCTAssertEqual(JSONValue.parse(Data(#"{"text": "x\ud83d"}"#.utf8)), .object(["text": .string("x\u{FFFD}")]))
        XCTAssertNil(JSONValue.parse(Data(#"{"text": "x\ud83d"#.utf8)))
        XCTAssertNil(LoneSurrogates.repaired(Data(#"["\ud83d\ude00", "\\ud83d"]"#.utf8)))
    }

    /// A backslash that ends the input inside a string is left as it is (there is no escape
    /// to read after it), not read past the end.
    func testABackslashAtTheEndOfTheInputIsNoEscape() {
        XCTAssertNil(LoneSurrogates.repaired(Data(#"["\"#.utf8)))
        XCTAssertNil(LoneSurrogates.repaired(Data(#"["a\"#.utf8)))
    }

    /// A body over the limit is skipped unread, reported once, and the message after it is
    /// read; a body over the limit that the input cuts short is the end, and the end stays so.
    func testABodyOverTheLimitIsSkippedAndTheNextMessageRead() throws {
        func events(_ input: String, limit: Int) throws -> [MessageReader.Event] {
            var ends: [Int32] = [0, 0]
            XCTAssertEqual(pipe(&ends), 0)
            let bytes = Array(input.utf8)
            XCTAssertEqual(bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }, bytes.count)
            close(ends[1])
            defer { close(ends[0]) }
            let reader = MessageReader(descriptor: ends[0], maxBodyBytes: limit)
            var found: [MessageReader.Event] = []
            while true {
                let event = reader.next()
                found.append(event)
                if event == .end || found.count > 5 { break }
            }
            // The end stays the end: no more reading, no waiting.
            found.append(reader.next())
            return found
        }
        let big = String(repeating: "x", count: 20)
        XCTAssertEqual(
            try events("Content-Length: 20\r\n\r\n\(big)Content-Length: 2\r\n\r\n{}", limit: 10),
            [.malformed("a body of 20 bytes, over the limit of 10"), .message(Data("{}".utf8)), .end, .end])
        XCTAssertEqual(try events("Content-Length: 20\r\n\r\nxxxxx", limit: 10), [.end, .end])
    }

    /// A header part that never ends within the limit (no blank line in 8 KiB: garbage, or
    /// a client's lines broken by LF alone) is reported once, however long it runs, and the
    /// next message, from its `Content-Length:`, is read. (From a file: 100,000 bytes of
    /// garbage fill more than one 64 KiB read, so the limit is met before any blank line.)
    func testAHeaderOverTheLimitIsReportedOnceAndTheNextMessageRead() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let garbage = String(repeating: "y", count: 100_000)
        // The long header may start with a `Content-Length:` of its own: the search for the
        // next one starts past it.
        for start in ["", "Content-Length: 2\r\n"] {
            let file = folder.appendingPathComponent("input")
            try Data((start + garbage + "Content-Length: 2\r\n\r\n{}").utf8).write(to: file)
            let descriptor = open(file.path, O_RDONLY)
            XCTAssertGreaterThanOrEqual(descriptor, 0)
            defer { close(descriptor) }
            let reader = MessageReader(descriptor: descriptor)
            XCTAssertEqual(reader.next(), .malformed("a header longer than 8192 bytes"), start)
            XCTAssertEqual(reader.next(), .message(Data("{}".utf8)), start)
            XCTAssertEqual(reader.next(), .end, start)
        }
    }

    /// Input that arrives a byte at a time (a client writing slowly, a pipe read between two
    /// writes) is read on: a read of one byte is data, only a read of none is the end.
    func testAMessageArrivingOneByteAtATimeIsRead() throws {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        let message = Array("Content-Length: 2\r\n\r\n{}".utf8)
        let writer = Thread {
            for byte in message {
                _ = [byte].withUnsafeBytes { write(writeEnd, $0.baseAddress, 1) }
                usleep(2_000)
            }
            close(writeEnd)
        }
        writer.start()
        defer { close(readEnd) }
        let reader = MessageReader(descriptor: readEnd)
        XCTAssertEqual(reader.next(), .message(Data("{}".utf8)))
        XCTAssertEqual(reader.next(), .end)
    }
}
