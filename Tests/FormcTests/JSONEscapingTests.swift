import Foundation
import XCTest

/// What the JSON writer does with characters that need escaping, through the real binary:
/// labels in `compile --emit json`, answers in `formc run`'s line mode (driven through a
/// pipe). RFC 8259 requires escaping `"`, `\` and U+0000 to U+001F; formc also escapes DEL,
/// C1 controls, the bidirectional controls and U+2028/U+2029 (so that no byte of the output can
/// act on a terminal or a log reader), and writes other text as UTF-8 (docs/json-format.md).
final class JSONEscapingTests: XCTestCase {
    func testLabelsEscapeControlsDELQuoteAndBackslash() throws {
        // YAML double-quoted escapes: \0 \x01 \x1f \x7f \" \\ \L (U+2028) \t \n \r.
        let spec = #"""
            form: E
            fields:
              - {id: a, label: "n\0u\x01\x1fd\x7fq\"b\\l\Lt\tn\nr\r."}

            """#
        let run = try TestSupport.runFormc(["compile", "-", "--emit", "json"], input: spec)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(
            run.stdout.contains(#"      "label": "n\u0000u\u0001\u001fd\u007fq\"b\\l\u2028t\tn\nr\r.","#),
            run.stdout)
        XCTAssertFalse(
            run.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F },
            "no raw control character in the output")
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let field = try XCTUnwrap((object["fields"] as? [[String: Any]])?.first)
        XCTAssertEqual(field["label"] as? String, "n\0u\u{1}\u{1F}d\u{7F}q\"b\\l\u{2028}t\tn\nr\r.")
    }

    func testLineModeAnswersAreEscapedTheSameWay() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("escape.form.yaml")
        // 'kept' keeps its default (an empty answer): controls a keyboard cannot type.
        try Data(
            #"""
            form: E
            fields:
              - {id: typed}
              - {id: kept, default: "\x01\x1f\x7f\"\\\L\t"}

            """#.utf8
        ).write(to: spec)
        let typed = "he said \"hi\" \\ back\u{2028}end"
        let run = try TestSupport.runFormc(["run", spec.path], input: typed + "\n\n")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(
            run.stdout,
            "{\n"
                + #"  "kept": "\u0001\u001f\u007f\"\\\u2028\t","# + "\n"
                + #"  "typed": "he said \"hi\" \\ back\u2028end""# + "\n"
                + "}\n")
    }
}
