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
        XCTAssertEqual(firstError([0, 0, 0xFE, 0xFF] + bigEndian), "FC002 1:1 the input is UTF-32 (big-endian) text" + tail)
    }

    func testUTF16WithAByteOrderMarkIsStillRead() {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "form: F\nfields: [{id: a}]\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let result = YAMLLoader().load(bytes, file: "s.form.yaml")
        XCTAssertFalse(result.diagnostics.hasErrors, "\(result.diagnostics.sorted.map(\.message))")
    }
}
