import XCTest
import FormcYAML

/// The front end's limits at their defaults (README: nesting 200, scalars 1 MiB, 100,000
/// alias-expanded nodes, 256 MiB of input), each exactly at the limit and one over.
final class DefaultLimitTests: XCTestCase {
    private func lint(_ spec: [UInt8]) throws -> TestSupport.Run {
        try TestSupport.runFormc(
            ["lint", "-"], input: String(decoding: spec, as: UTF8.self), environment: ["NO_COLOR": "1"])
    }

    /// Through the real binary: a label of exactly 1 MiB (1,048,576 UTF-8 bytes) is accepted,
    /// one byte more is FC007 at the scalar. The limit counts bytes: 349,525 three-byte
    /// characters and one ASCII letter make exactly 1 MiB.
    func testScalarsUpToOneMebibyte() throws {
        let prefix = Array("form: F\nfields:\n  - id: a\n    label: ".utf8)
        let atLimit = Array(String(repeating: "名", count: 349_525).utf8) + [UInt8(ascii: "x")]
        XCTAssertEqual(atLimit.count, 1_048_576)
        let accepted = try lint(prefix + atLimit + [0x0A])
        XCTAssertEqual(accepted.status, 0, accepted.stdout)
        XCTAssertEqual(accepted.stdout, "0 errors, 0 warnings in 1 spec\n")
        let over = try lint(prefix + atLimit + [UInt8(ascii: "x"), 0x0A])
        XCTAssertEqual(over.status, 1)
        XCTAssertTrue(
            over.stdout.hasPrefix(
                "<stdin>:4:12: error: scalar of 1048577 bytes is over the limit of 1048576 [FC007]\n"),
            String(over.stdout.prefix(300)))
    }

    /// The whole input: 256 MiB is read (here it stops at once on a byte that is not UTF-8,
    /// so nothing large is parsed), one byte more is refused before parsing. 256 MiB of
    /// memory for a moment.
    func testInputUpTo256Mebibytes() {
        let limit = 256 << 20
        var bytes = [UInt8]()
        bytes.reserveCapacity(limit + 1)
        bytes += Array("a: b\n".utf8) + [0xFF]
        bytes += [UInt8](repeating: UInt8(ascii: " "), count: limit - bytes.count)
        XCTAssertEqual(bytes.count, 268_435_456)
        let loader = YAMLLoader()
        XCTAssertEqual(
            TestSupport.summary(loader.load(bytes, file: "big.yaml").diagnostics), ["FC002 2:1"],
            "an input of exactly 256 MiB is parsed")
        bytes.append(UInt8(ascii: " "))
        let over = loader.load(bytes, file: "big.yaml").diagnostics
        XCTAssertEqual(TestSupport.summary(over), ["FC007 1:1"])
        XCTAssertEqual(over.all.first?.message, "the input is 268435457 bytes, over the limit of 268435456")
    }

    /// 200 nested flow sequences are accepted; the 201st is FC007 where it opens.
    func testNestingUpTo200Levels() {
        func load(_ depth: Int) -> [String] {
            let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
            return TestSupport.summary(YAMLLoader().load(Array(text.utf8), file: "deep.yaml").diagnostics)
        }
        XCTAssertEqual(load(200), [])
        XCTAssertEqual(load(201), ["FC007 1:201"])
    }

    /// Aliases may add 100,000 nodes in all: an anchored list of 10 nodes (itself and nine
    /// items) aliased 10,000 times is exactly that; one alias more is FC006 at that alias.
    func testAliasesUpTo100000ExpandedNodes() {
        func load(_ aliases: Int) -> [String] {
            let text =
                "a: &a [x, x, x, x, x, x, x, x, x]\nb: ["
                + Array(repeating: "*a", count: aliases).joined(separator: ", ") + "]\n"
            return TestSupport.summary(YAMLLoader().load(Array(text.utf8), file: "aliases.yaml").diagnostics)
        }
        XCTAssertEqual(load(10_000), [])
        // "b: [" is 4 columns, then "*a, " is 4 columns each: the 10,001st starts at 5 + 4 x 10,000.
        XCTAssertEqual(load(10_001), ["FC006 2:40005"])
    }
}
