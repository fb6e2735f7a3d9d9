import XCTest
import FormcCore
@testable import FormcDriver
import FormcFrontEnd

/// FNV-1a (`ContentHash`) against the published test vectors, and what `BuildInputs` lets
/// decide an output's hash.
final class ContentHashTests: XCTestCase {
    /// The 64-bit FNV-1a values of Fowler, Noll and Vo's test suite (fnv/test_fnv.c).
    func testTheFNV1aTestVectors() {
        XCTAssertEqual(ContentHash().value, 0xcbf2_9ce4_8422_2325)
        XCTAssertEqual(ContentHash(Array("a".utf8)).value, 0xaf63_dc4c_8601_ec8c)
        XCTAssertEqual(ContentHash(Array("foobar".utf8)).value, 0x8594_4171_f739_67e8)
    }

    /// A number is its eight bytes, least significant first, and nothing more: SARIF's
    /// fingerprints (which count equal results by it) stay what they were across formc's
    /// versions only while this holds.
    func testANumberIsItsEightBytesLeastSignificantFirst() {
        var number = ContentHash()
        number.combine(UInt64(0x0102_0304_0506_0708))
        XCTAssertEqual(number, ContentHash([0x08, 0x07, 0x06, 0x05, 0x04, 0x03, 0x02, 0x01]))
        var zero = ContentHash()
        zero.combine(UInt64(0))
        XCTAssertEqual(zero, ContentHash([UInt8](repeating: 0, count: 8)))
    }

    func testHexIsSixteenDigitsAndReadsBack() {
        let hash = ContentHash(Array("a".utf8))
        XCTAssertEqual(hash.hex, "af63dc4c8601ec8c")
        XCTAssertEqual(ContentHash(hex: "af63dc4c8601ec8c"), hash)
        XCTAssertEqual(ContentHash(hex: "00000000000000ff")?.value, 0xff)
        for bad in [
            "", "af63dc4c8601ec8", "af63dc4c8601ec8c0", "AF63DC4C8601EC8C", "+f63dc4c8601ec8c", "zz63dc4c8601ec8c"
        ] {
            XCTAssertNil(ContentHash(hex: bad), bad)
        }
    }

    /// A record's fields keep their boundaries: ("ab", "c") is not ("a", "bc").
    func testFieldsKeepTheirBoundaries() {
        var first = ContentHash(), second = ContentHash()
        first.combine(field: "ab")
        first.combine(field: "c")
        second.combine(field: "a")
        second.combine(field: "bc")
        XCTAssertNotEqual(first, second)
    }

    func testWhatDecidesAnOutputsInputs() {
        let plain = BuildInputs(templates: [:], formcVersion: "0.1.0", executable: nil)
        let spec = ContentHash(Array("form: A\n".utf8))
        let data = [(path: "/p/sizes.csv", bytes: ContentHash(Array("label\nS\n".utf8)))]
        let swift = plain.hash(emit: .swift, spec: "A.form.yaml", specBytes: spec, dataFiles: data)
        let json = plain.hash(emit: .json, spec: "A.form.yaml", specBytes: spec, dataFiles: data)
        XCTAssertEqual(
            swift,
            BuildInputs(templates: [:], formcVersion: "0.1.0", executable: nil)
                .hash(emit: .swift, spec: "A.form.yaml", specBytes: spec, dataFiles: data),
            "the same inputs, the same hash")
        XCTAssertNotEqual(swift, json)
        XCTAssertNotEqual(
            swift,
            BuildInputs(templates: [:], formcVersion: "0.2.0", executable: nil)
                .hash(emit: .swift, spec: "A.form.yaml", specBytes: spec, dataFiles: data))
        XCTAssertNotEqual(swift, plain.hash(emit: .swift, spec: "B.form.yaml", specBytes: spec, dataFiles: data))
        XCTAssertNotEqual(
            swift, plain.hash(emit: .swift, spec: "A.form.yaml", specBytes: ContentHash(), dataFiles: data))
        XCTAssertNotEqual(swift, plain.hash(emit: .swift, spec: "A.form.yaml", specBytes: spec, dataFiles: []))
        XCTAssertNotEqual(
            swift,
            plain.hash(
                emit: .swift, spec: "A.form.yaml", specBytes: spec,
                dataFiles: [(path: "/p/other.csv", bytes: data[0].bytes)]))

        // Templates decide Swift outputs only.
        let templated = BuildInputs(templates: ["Form.swift": "// x\n"], formcVersion: "0.1.0", executable: nil)
        XCTAssertNotEqual(swift, templated.hash(emit: .swift, spec: "A.form.yaml", specBytes: spec, dataFiles: data))
        XCTAssertEqual(json, templated.hash(emit: .json, spec: "A.form.yaml", specBytes: spec, dataFiles: data))

        // The executable stands for formc's code: a known one changes the hash.
        let executable = BuildInputs(templates: [:], formcVersion: "0.1.0", executable: "/bin/sh")
        XCTAssertNotEqual(swift, executable.hash(emit: .swift, spec: "A.form.yaml", specBytes: spec, dataFiles: data))
    }
}
