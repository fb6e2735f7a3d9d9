import Foundation
import XCTest
@testable import FormcDiagnostics

/// Issue 44, item 6: formc's own JSON reader (`JSONReader`, for String Catalogs) reads what
/// `JSONValue.parse` (Foundation's `JSONSerialization`) reads, as the same values, and refuses
/// what it refuses; past its bound on values it stops, saying where.
final class JSONReaderTests: XCTestCase {
    private func read(_ text: String) -> JSONValue? { try? JSONReader.read(Array(text.utf8)) }

    /// Each text with the value both readers give, written by hand; nil where both refuse it.
    func testReadsWhatFoundationReadsAsTheSameValues() {
        let deep = { (levels: Int) in String(repeating: "[", count: levels) + String(repeating: "]", count: levels) }
        var nested: JSONValue = .array([])
        for _ in 1..<512 { nested = .array([nested]) }
        let cases: [(String, JSONValue?)] = [
            ("0", 0), ("-0", 0), ("-0.0", .double(-0.0)), ("1.5e3", .double(1500)), ("1E+2", .double(100)),
            ("0e0", .double(0)), ("9223372036854775807", .int(.max)),
            // Out of Int's range, and Int.min itself, are Foundation's doubles.
            ("9223372036854775808", .double(9_223_372_036_854_775_808)),
            ("-9223372036854775808", .double(-9_223_372_036_854_775_808)),
            ("1e-400", .double(0)), ("1e309", nil), ("-1e309", nil),
            ("01", nil), ("-01", nil), ("1.", nil), (".5", nil), ("+1", nil), ("-", nil), ("[1e]", nil), ("[1e+]", nil),
            ("NaN", nil), ("Infinity", nil), ("tru", nil), ("nul", nil), ("", nil), ("[1] x", nil), ("[1,2", nil),
            (" \t\r\n1 ", 1), ("\u{0C}1", nil), ("\u{0B}1", nil), ("\u{A0}1", nil),
            // Foundation's parser takes one comma after the last member.
            ("[1,]", [1]), (#"{"a":1,}"#, ["a": 1]), ("[,]", nil), (#"{,}"#, nil), ("[1,,]", nil),
            (#"{"a" 1}"#, nil), ("{1:2}", nil), ("[true false]", nil), ("[true,false,null]", [true, false, nil]),
            // The last value of a key written twice, and keys in UTF-8 order whatever the order written.
            (#"{"b":1,"a":2,"b":3}"#, .sortedObject([JSONMember(key: "a", value: 2), JSONMember(key: "b", value: 3)])),
            (#""\u00e9\/\b\f\n\r\t\"\\""#, "\u{E9}/\u{08}\u{0C}\n\r\t\"\\"), (#""\uD83D\uDE00""#, "\u{1F600}"),
            (#""\u0000""#, "\u{0}"), ("\"\u{7F}\"", "\u{7F}"), ("\"a\u{01}b\"", nil), ("\"a\tb\"", nil),
            (#""\x""#, nil),
            ("\"abc", nil),
            // A lone surrogate half is U+FFFD, as `JSONValue.parse` repairs it.
            (#""\ud800""#, "\u{FFFD}"), (#""\ud800\u0041""#, "\u{FFFD}A"), (#""\udc00\ud800""#, "\u{FFFD}\u{FFFD}"),
            (#""\ud800\ud83d\ude00x""#, "\u{FFFD}\u{1F600}x"),
            // The last high half, U+DBFF, with the last low one: the last scalar, U+10FFFF.
            (#""\uDBFF\uDFFF""#, "\u{10FFFF}"),
            (deep(512), nested), (deep(513), nil)
        ]
        for (text, expected) in cases {
            XCTAssertEqual(read(text), expected, text.debugDescription)
            XCTAssertEqual(JSONValue.parse(Data(text.utf8)), expected, "Foundation: \(text.debugDescription)")
        }
        // Bytes that are no UTF-8 are refused; a byte-order mark, UTF-16 and UTF-32 are read.
        for bytes: [UInt8] in [[0x22, 0xFF, 0x22], [0x22, 0xC3, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22]] {
            XCTAssertNil(try? JSONReader.read(bytes), "\(bytes)")
            XCTAssertNil(JSONValue.parse(Data(bytes)), "Foundation: \(bytes)")
        }
        XCTAssertEqual(try JSONReader.read([0xEF, 0xBB, 0xBF, 0x31]), 1)
        let utf16: [UInt8] = [0xFF, 0xFE] + Array(#"{"é":[1]}"#.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        XCTAssertEqual(try JSONReader.read(utf16), ["\u{E9}": [1]])
        // UTF-32 without a byte-order mark, known by its zero bytes (RFC 4627 §3), both orders.
        let scalars = #"{"é":[1]}"#.unicodeScalars.map(\.value)
        let big = scalars.flatMap { value in (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        let little = scalars.flatMap { value in (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        for bytes in [big, little] {
            XCTAssertEqual(try JSONReader.read(bytes), ["\u{E9}": [1]])
            XCTAssertEqual(JSONValue.parse(Data(bytes)), ["\u{E9}": [1]], "Foundation")
        }

    }

    /// Every value counts, containers and keys' values alike (a key is none); the first value
    /// past the limit is named by its line and column in Unicode scalars.
    func testStopsAtTheFirstValuePastTheBound() throws {
        XCTAssertEqual(try JSONReader.read(Array("[1,2,3]".utf8), valueLimit: 4), [1, 2, 3])
        XCTAssertThrowsError(try JSONReader.read(Array("[1,2,3]".utf8), valueLimit: 3)) { error in
            XCTAssertEqual(error as? JSONReadFailure, .tooManyValues(limit: 3, line: 1, column: 6))
        }
        // `{}` 1, `[1]` 2, `1` 3, `"é"` 4 (its key is none) on line 2 after a CRLF; then `{}` at 2:13.
        let text = "{\"a\":[1],\r\n\"\u{E9}\":\"\u{E9}\",\"c\":{}}"
        XCTAssertThrowsError(try JSONReader.read(Array(text.utf8), valueLimit: 4)) { error in
            XCTAssertEqual(error as? JSONReadFailure, .tooManyValues(limit: 4, line: 2, column: 13))
        }
        XCTAssertThrowsError(try JSONReader.read(Array("[1,".utf8), valueLimit: 1)) { error in
            XCTAssertEqual(error as? JSONReadFailure, .tooManyValues(limit: 1, line: 1, column: 2))
        }
        XCTAssertThrowsError(try JSONReader.read(Array("[1,".utf8), valueLimit: 2)) { error in
            XCTAssertEqual(error as? JSONReadFailure, .notJSON)
        }
    }

    /// A large object is looked up by halving its members; a member set in place keeps them sorted.
    func testMembersAreFoundAndSetByHalving() {
        let object: JSONValue = .object(["b": 2, "a": 1, "d": 4])
        XCTAssertEqual(object.member(exactly: "d"), 4)
        XCTAssertNil(object.member(exactly: "c"))
        XCTAssertEqual(object.setting("c", to: 3).members?.map(\.key), ["a", "b", "c", "d"])
        XCTAssertEqual(object.setting("a", to: 0).member(exactly: "a"), 0)
        XCTAssertEqual(
            JSONMember.merged(
                [JSONMember(key: "a", value: 1), JSONMember(key: "c", value: 3)], [JSONMember(key: "b", value: 2)]
            ).map(\.key), ["a", "b", "c"])
    }
}
