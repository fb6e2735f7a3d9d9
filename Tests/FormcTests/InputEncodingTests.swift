import XCTest
import FormcYAML

/// Encodings the front end does not read get a message naming them, not a NUL at column 3.
final class InputEncodingTests: XCTestCase {
    private func firstError(_ bytes: [UInt8]) -> String? {
        YAMLLoader().load(bytes, file: "s.form.yaml").diagnostics.sorted.first
            .map { "\($0.code.id) \($0.location.line):\($0.location.column) \($0.message)" }
    }

    func testUTF32IsNamedWithItsByteOrder() {
        let text = "form: F\nfields: [{id: a}]\n"
        var littleEndian: [UInt8] = [0xFF, 0xFE, 0, 0]
        var bigEndian: [UInt8] = []
        for scalar in text.unicodeScalars {
            let value = scalar.value
            littleEndian += [UInt8(value & 0xFF), 0, 0, 0]
            bigEndian += [0, 0, 0, UInt8(value & 0xFF)]
        }
        let tail = "; formc reads UTF-8, or UTF-16 with a byte-order mark: save it as UTF-8"
        XCTAssertEqual(firstError(littleEndian), "FC002 1:1 the input is UTF-32 (little-endian) text" + tail)
        XCTAssertEqual(firstError(bigEndian), "FC002 1:1 the input is UTF-32 (big-endian) text" + tail)
        XCTAssertEqual(
            firstError([0, 0, 0xFE, 0xFF] + bigEndian), "FC002 1:1 the input is UTF-32 (big-endian) text" + tail)
    }

    func testUTF16WithAByteOrderMarkIsStillRead() {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "form: F\nfields: [{id: a}]\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let result = YAMLLoader().load(bytes, file: "s.form.yaml")
        XCTAssertFalse(result.diagnostics.hasErrors, "\(result.diagnostics.sorted.map(\.message))")
    }

    func testReaderErrorsNameTheValueInItsOwnUnit() {
        // A UTF-16 high surrogate followed by a space: an encoding error at the space (where
        // libyaml reports it), naming the 16-bit unit.
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in "form: ".utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        utf16 += [0x00, 0xD8, 0x20, 0x00, 0x41, 0x00, 0x0A, 0x00]
        XCTAssertEqual(
            firstError(utf16), "FC002 1:8 expected low surrogate area at byte offset 16 (UTF-16 unit 0x0020)")
        // U+FFFE is a noncharacter YAML refuses: named as the character, not as its last byte.
        XCTAssertEqual(
            firstError(Array("form: \u{FFFE}\n".utf8)),
            "FC001 1:7 control characters are not allowed at byte offset 6 (character U+FFFE)")
        XCTAssertEqual(
            firstError([0x66, 0x3A, 0x20, 0xFF, 0x0A]),
            "FC002 1:4 invalid leading UTF-8 octet at byte offset 3 (byte 0xff)")
    }

    /// libyaml's byte offset is named as what stands there: a character outside UTF-16's
    /// problems is `U+` and four hex digits.
    func testAControlCharacterIsNamedAsACharacter() {
        XCTAssertEqual(
            firstError(Array("form: F\u{7}\n".utf8)),
            "FC001 1:8 control characters are not allowed at byte offset 7 (character U+0007)")
    }

    /// UTF-16 input that ends half-way through a code unit: the error is placed after the
    /// last whole character, and reading stops there.
    func testUTF16CutInsideACodeUnitIsPlacedAtItsEnd() {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "form: F\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        bytes.append(UInt8(ascii: "x"))
        XCTAssertEqual(firstError(bytes), "FC002 2:1 incomplete UTF-16 character at byte offset 18")
    }

    /// A syntax error before an odd last byte of UTF-16 input: libyaml stops at the error, and
    /// placing it walks the whole input, the odd byte included, to its end.
    func testASyntaxErrorBeforeAnOddLastUTF16ByteIsPlaced() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        let text = "form: F\nfields: [{id: a}]\nbad: b: c\n" + String(repeating: "# pad\n", count: 50)
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        bytes.append(UInt8(ascii: "A"))
        let error = try XCTUnwrap(firstError(bytes))
        XCTAssertTrue(error.hasPrefix("FC001 3:7 mapping values are not allowed"), error)
    }
}
