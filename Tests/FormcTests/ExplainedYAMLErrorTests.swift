import XCTest
import FormcDiagnostics
import FormcDriver

/// libyaml errors whose own words point away from the cause get a message that names it,
/// after formc checks the source text at the error: an implicit key over YAML's 1024
/// characters, and a `%YAML` version libyaml does not read.
final class ExplainedYAMLErrorTests: XCTestCase {
    private func diagnostics(_ yaml: String) -> [Diagnostic] {
        TestSupport.compile(yaml).diagnostics.sorted
    }

    /// `code line:column-endColumn`, and `note line:column` for each note.
    private func places(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { diagnostic in
            let location = diagnostic.location
            return
                (["\(diagnostic.code.id) \(location.line):\(location.column)-\(location.endColumn ?? 0)"]
                + diagnostic.notes.compactMap { $0.location.map { "note \($0.line):\($0.column)" } }).joined(
                    separator: " ")
        }
    }

    private static func longKeyMessage(_ length: Int) -> String {
        "this key runs \(length) characters up to its ':', but YAML limits a key written without '? ' to 1024 "
            + "characters on one line (YAML 1.2 §7.4.3, §8.2.2), so the ':' is not read as the key's; shorten the key, "
            + "or make it explicit: '? ' before the key, and ': ' before the value on the next line"
    }

    /// A key half typed (issue 29, item 5): libyaml fails at the next line's token; the error
    /// is placed on the word typed, up to a comment and without trailing blanks.
    func testAKeyWithoutItsColonIsPlacedWhereItIsTyped() {
        let found = diagnostics("form: F\nfields:\n  - id: a\n    lab   # soon\n  - id: b\n")
        XCTAssertEqual(places(found), ["FC001 4:5-8 note 5:3"])
        XCTAssertEqual(
            found.first?.message,
            "could not find expected ':' after 'lab': a key needs ': ' before its value (a list item, '- ' before it)")
        XCTAssertEqual(found.first?.notes.first?.message, "libyaml noticed it here, at the next token")
        // On the last line: libyaml notices it past the end.
        XCTAssertEqual(places(diagnostics("form: F\nfields:\n  - id: a\n    lab\n")), ["FC001 4:5-8 note 5:1"])
        // At the top level, the word at column 1; libyaml notices it at `fields`, the next token.
        XCTAssertEqual(places(diagnostics("form: F\nlab\nfields:\n  - id: a\n")), ["FC001 2:1-4 note 3:1"])
    }

    func testAnImplicitKeyOverTheLimitIsNamedAtItsStart() {
        // libyaml: "could not find expected ':'" at the ':' (2:1031), with a note at the key.
        let found = diagnostics("form: F\n" + String(repeating: "k", count: 1030) + ": 1\n")
        XCTAssertEqual(places(found), ["FC001 2:1-1031 note 2:1031"])
        XCTAssertEqual(found.first?.message, Self.longKeyMessage(1030))
        XCTAssertEqual(found.first?.notes.first?.message, "the key's ':' is here")
        // Blanks before the ':' count, as libyaml counts them: 1020 letters and 5 spaces.
        XCTAssertEqual(
            places(diagnostics("form: F\n" + String(repeating: "k", count: 1020) + "     : 1\n")),
            ["FC001 2:1-1026 note 2:1026"])
    }

    func testTheFirstKeyOfAMappingAndAFlowKeyAreExplainedToo() {
        let key = String(repeating: "k", count: 1030)
        // libyaml: "mapping values are not allowed in this context", no note.
        XCTAssertEqual(places(diagnostics("form: F\nfields:\n  - \(key): 1\n")), ["FC001 3:5-1035 note 3:1035"])
        XCTAssertEqual(places(diagnostics("form: F\nfields:\n  a:\n    \(key): 1\n")), ["FC001 4:5-1035 note 4:1035"])
        // libyaml: "did not find expected ',' or '}'", note "while parsing a flow mapping".
        XCTAssertEqual(places(diagnostics("form: F\nx: {\(key): 1}\n")), ["FC001 2:5-1035 note 2:1035"])
        // An anchor before the key is part of what libyaml measures.
        let anchored = diagnostics("form: F\n&a \(key): 1\n")
        XCTAssertEqual(places(anchored), ["FC001 2:1-1034 note 2:1034"])
        XCTAssertEqual(anchored.first?.message, Self.longKeyMessage(1033))
    }

    func testTheLimitCountsCharactersNotBytes() {
        // 1024 two-byte letters are a key; 1025 are not.
        XCTAssertFalse(
            diagnostics("form: F\n" + String(repeating: "é", count: 1024) + ": 1\n").contains { $0.code.id == "FC001" })
        let found = diagnostics("form: F\n" + String(repeating: "é", count: 1025) + ": 1\n")
        XCTAssertEqual(places(found), ["FC001 2:1-1026 note 2:1026"])
        XCTAssertEqual(found.first?.message, Self.longKeyMessage(1025))
    }

    /// A `:` inside a value whose key and value together run exactly 1024 characters is within
    /// the limit: libyaml's own words ("mapping values are not allowed") are the right ones
    /// there; one character more and the limit is the cause.
    func testExactlyTheLimitIsNotOverIt() {
        let at = diagnostics("form: F\nfields:\n  - label: " + String(repeating: "b", count: 1017) + ": c\n")
        XCTAssertEqual(
            at.map { "\($0.code.id) \($0.location.line):\($0.location.column) \($0.message)" },
            ["FC001 3:1029 mapping values are not allowed in this context"])
        let over = diagnostics("form: F\nfields:\n  - label: " + String(repeating: "b", count: 1018) + ": c\n")
        XCTAssertEqual(over.first.map { "\($0.code.id) \($0.location.line):\($0.location.column)" }, "FC001 3:5")
        XCTAssertEqual(over.first?.message, Self.longKeyMessage(1025))
    }

    func testOtherMissingColonsKeepLibyamlsMessage() {
        // A key over two lines is a different mistake: libyaml's words fit it.
        let multiline = diagnostics("form: F\nkey\n  more: 1\n")
        XCTAssertEqual(places(multiline), ["FC001 3:7-0 note 2:1"])
        XCTAssertEqual(multiline.first?.message, "could not find expected ':'")
        // An explicit key may be as long as it likes.
        let explicit = diagnostics("form: F\nfields: [{id: a}]\n? " + String(repeating: "k", count: 1030) + "\n: 1\n")
        XCTAssertEqual(explicit.map(\.code.id), ["FC010"])
    }

    func testAnUnreadableYAMLVersionIsNamedWithTheOnesLibyamlReads() throws {
        let found = diagnostics("%YAML 2.0\n---\nform: F\nfields: [{id: a}]\n")
        XCTAssertEqual(places(found), ["FC001 1:7-10"])
        let diagnostic = try XCTUnwrap(found.first)
        XCTAssertEqual(
            diagnostic.message,
            "the document declares YAML 2.0; libyaml, which reads formc's YAML, accepts only '%YAML 1.1' and "
                + "'%YAML 1.2' (it reads both by its YAML 1.1 rules): write '%YAML 1.2' or remove the directive")
        XCTAssertEqual(
            diagnostic.fixIt,
            FixIt(
                at: SourceLocation(file: "test.form.yaml", line: 1, column: 7, endColumn: 10),
                replacement: "1.2"))
        XCTAssertEqual(places(diagnostics("%YAML   1.3 # next\n---\nform: F\nfields: [{id: a}]\n")), ["FC001 1:9-12"])
        // A byte-order mark is not a column, for libyaml or for formc.
        XCTAssertEqual(places(diagnostics("\u{FEFF}%YAML 1.0\n---\nform: F\nfields: [{id: a}]\n")), ["FC001 1:7-10"])
        for version in ["1.1", "1.2"] {
            XCTAssertEqual(places(diagnostics("%YAML \(version)\n---\nform: F\nfields: [{id: a}]\n")), [], version)
        }
    }
}
