import FormcDiagnostics
import XCTest

/// Issue 44, item 3: a field id or a source name may not hold a control character (FC016,
/// docs/spec-language.md §4 "What an id may hold"), reported at the name's scalar; the rest of
/// the spec is still checked. Expected codes, places and messages are written by hand.
final class ControlCharacterNameTests: XCTestCase {
    private func found(_ yaml: String) -> [String] {
        TestSupport.compile(yaml).diagnostics.sorted.map {
            "\($0.code.id) \($0.location.line):\($0.location.column) \($0.message)"
        }
    }

    /// An id, a source's name, and a picker's own `options:` (a source named by its id,
    /// reported once, at the id).
    func testAnIdAndASourceNameAreReportedAtTheirScalars() {
        let yaml = """
            form: F
            sources:
              "plans\\t": {options: [free]}
            fields:
              - {id: "a\\u0085b", kind: picker, options: [x]}
              - {id: p, kind: picker, source: "plans\\t"}
              - id: "c\\u202Ed"
                next: p

            """
        XCTAssertEqual(
            found(yaml),
            [
                "FC016 3:3 source name 'plans<U+0009>' holds a control character (U+0009), which a name may not "
                    + "hold: remove it",
                "FC016 5:10 field id 'a<U+0085>b' holds a control character (U+0085), which a name may not hold: "
                    + "remove it",
                "FC016 7:9 field id 'c<U+202E>d' holds a control character (U+202E), which a name may not hold: "
                    + "remove it"
            ])
    }

    /// Each kind of control character, at either end of its ranges.
    func testEachKindOfControlCharacterIsReported() {
        let controls: [(escape: String, codePoint: String)] = [
            ("\\0", "U+0000"), ("\\t", "U+0009"), ("\\n", "U+000A"), ("\\x1F", "U+001F"), ("\\x7F", "U+007F"),
            ("\\x80", "U+0080"), ("\\x9F", "U+009F"), ("\\u061C", "U+061C"), ("\\u200E", "U+200E"),
            ("\\u200F", "U+200F"), ("\\u202A", "U+202A"), ("\\u2066", "U+2066"), ("\\u2069", "U+2069"),
            ("\\u2028", "U+2028"), ("\\u2029", "U+2029"), ("\\uFEFF", "U+FEFF"), ("\\uFDD0", "U+FDD0"),
            ("\\uFDEF", "U+FDEF"), ("\\uFFFE", "U+FFFE"), ("\\uFFFF", "U+FFFF"), ("\\U0001FFFE", "U+1FFFE"),
            ("\\U0010FFFF", "U+10FFFF")
        ]
        for (escape, codePoint) in controls {
            let message =
                "field id 'a<\(codePoint)>' holds a control character (\(codePoint)), which a name may not hold: remove it"
            XCTAssertEqual(found("form: F\nfields:\n  - id: \"a\(escape)\"\n"), ["FC016 3:9 " + message], escape)
        }
    }

    /// What an id may hold: spaces, any script, accents written as combining marks, emoji
    /// joined by U+200D, a no-break space, the replacement character.
    func testVisibleCharactersAreNoControls() {
        for escape in ["first name", "名前", "e\\u0301mail", "\\U0001F469\\u200D\\U0001F4BB", "a\\u00A0b", "\\uFFFD"] {
            XCTAssertEqual(found("form: F\nfields:\n  - id: \"\(escape)\"\n"), [], escape)
        }
    }
}
