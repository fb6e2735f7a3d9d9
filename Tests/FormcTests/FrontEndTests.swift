import XCTest
import FormcDiagnostics
import FormcYAML
import FormcDriver
import FormcDiagnostics
import FormcCore

/// The YAML front end and the decoder: exact codes, lines and columns (1-based, columns in
/// code points) of what they report, and no trap on hostile input.
final class FrontEndTests: XCTestCase {
    private func diagnostics(_ yaml: String) -> [String] {
        TestSupport.summary(TestSupport.compile(yaml).diagnostics)
    }

    func testUnknownKeyIsLocatedAndSuggestsTheKnownOne() {
        let result = TestSupport.compile(
            """
            form: F
            fields:
              - id: name
                lable: Name
            """)
        XCTAssertEqual(TestSupport.summary(result.diagnostics), ["FC010 4:5"])
        XCTAssertEqual(result.diagnostics.all.first?.message, "unknown key 'lable' in a field; did you mean 'label'?")
        // Read as the key meant, so the rest is checked in the same run (issue 29, item 10).
        XCTAssertEqual(result.form?.fields.first?.label, "Name")
    }

    /// Words other form libraries use for a top-level key (written out here, apart from the
    /// language's table) each suggest the key formc means.
    /// Each word of `meant` written as a key where `spec` puts it gets FC010 at `place`, in
    /// `scope`, suggesting the key meant and nothing else.
    /// The FC010 only: a synonym with a fix-it is read as the key meant, so its value (`x`
    /// here) is then checked as that key's. `why` holds, for a word whose suggestion has no
    /// fix-it, the reason its message gives (issue 47, item 7).
    private func assertSuggests(
        _ meant: [String: String], in scope: String, at place: String, why: [String: String] = [:],
        _ spec: (String) -> String, file: StaticString = #filePath, line: UInt = #line
    ) {
        for (written, key) in meant.sorted(by: { $0.key < $1.key }) {
            let diagnostics = TestSupport.compile(spec(written)).diagnostics.sorted.filter { $0.code == .unknownKey }
            XCTAssertEqual(
                diagnostics.map { "\($0.code.id) \($0.location.line):\($0.location.column) \($0.message)" },
                [
                    "FC010 \(place) unknown key '\(written)' in \(scope); did you mean '\(key)'?"
                        + (why[written].map { " (no fix-it: \($0))" } ?? "")
                ], written, file: file, line: line)
            // A fix-it writes the key meant exactly where no reason is given.
            XCTAssertEqual(
                diagnostics.first?.fixIt?.replacement, why[written] == nil ? key : nil, written, file: file, line: line)
        }
    }

    func testEveryTopLevelSynonymSuggestsTheKeyMeant() {
        let meant = [
            "formname": "form", "name": "form", "title": "form", "checks": "rules", "constraints": "rules",
            "validations": "rules", "items": "fields", "controls": "fields", "inputs": "fields",
            "pages": "sections", "groups": "sections", "datasources": "sources", "data": "sources"
        ]
        // The spec has `form` and `fields` already: their synonyms get no fix-it.
        var why: [String: String] = [:]
        for (written, key) in meant where ["form", "fields"].contains(key) {
            why[written] = "the mapping has '\(key)' already"
        }
        assertSuggests(meant, in: "the spec", at: "3:1", why: why) { written in
            "form: F\nfields: [{id: a}]\n\(written): x\n"
        }
    }

    /// The same for a field's keys, written as other libraries spell them (any case).
    func testEveryFieldSynonymSuggestsTheKeyMeant() {
        let meant = [
            "type": "kind", "inputType": "kind", "keyboard": "kind", "keyboardType": "kind", "name": "id",
            "key": "id", "title": "label", "prompt": "label", "message": "label",
            "value": "default", "initial": "default", "choices": "options", "values": "options",
            "items": "options", "returnKeyType": "returnKey", "textContentType": "contentType",
            "password": "secure", "secureTextEntry": "secure", "readonly": "editable", "enabled": "disabled",
            "validate": "validation", "rules": "validation", "dateFormat": "format", "dataSource": "source",
            "visibleIf": "visibleWhen", "showIf": "visibleWhen", "showWhen": "visibleWhen", "enabledIf": "enabledWhen"
        ]
        let why = [
            "name": "the mapping has 'id' already", "key": "the mapping has 'id' already",
            "enabled": "its value means the opposite: 'enabled: true' is 'disabled: false'",
            "readonly": "its value means the opposite: 'readonly: true' is 'editable: false'",
            "keyboard": "its value is a keyboard, not a kind: 'numberPad' is 'kind: number'",
            "keyboardType": "its value is a UIKeyboardType, not a kind: 'numberPad' is 'kind: number'",
            "message": "a field's message may be its label or its 'validation: {message: …}'",
            "prompt": "SwiftUI's prompt is the placeholder: a label stays above the field, a placeholder inside it"
        ]
        assertSuggests(meant, in: "a field", at: "4:5", why: why) { written in
            "form: F\nfields:\n  - id: a\n    \(written): x\n"
        }
    }

    /// And for a rule's keys and a source's.
    func testEveryRuleAndSourceSynonymSuggestsTheKeyMeant() {
        let rule = [
            "condition": "check", "when": "check", "expression": "check", "rule": "check", "error": "message",
            "text": "message", "target": "field", "id": "field"
        ]
        assertSuggests(
            rule, in: "a rule", at: "7:5",
            why: [
                "id": "a rule's id may name the rule, not the field its message belongs to",
                "condition": "the mapping has 'check' already", "when": "the mapping has 'check' already",
                "expression": "the mapping has 'check' already", "rule": "the mapping has 'check' already",
                "error": "the mapping has 'message' already", "text": "the mapping has 'message' already"
            ]
        ) { written in
            "form: F\nfields:\n  - {id: a}\nrules:\n  - check: a isSet\n    message: m\n    \(written): x\n"
        }
        let source = [
            "path": "file", "url": "file", "items": "options", "values": "options", "choices": "options",
            "labelKey": "label", "valueKey": "value", "iconKey": "icon", "image": "icon",
            "childrenKey": "children", "separator": "delimiter", "sep": "delimiter"
        ]
        let sourceWhy = [
            "url": "a source's file is a path inside the project, never a URL",
            "items": "the mapping has 'options' already", "values": "the mapping has 'options' already",
            "choices": "the mapping has 'options' already"
        ]
        assertSuggests(source, in: "source 's'", at: "5:5", why: sourceWhy) { written in
            "form: F\nsources:\n  s:\n    options: [A]\n    \(written): x\nfields:\n  - {id: p, kind: picker, source: s}\n"
        }
    }

    func testDuplicateKeyPointsAtTheSecondOccurrenceWithANoteAtTheFirst() throws {
        let result = TestSupport.compile(
            """
            form: F
            fields:
              - id: name
                label: Name
                kind: text
                label: Other
            """)
        XCTAssertEqual(TestSupport.summary(result.diagnostics), ["FC004 6:5"])
        let note = try XCTUnwrap(result.diagnostics.all.first?.notes.first)
        XCTAssertEqual(note.location?.line, 4)
        XCTAssertEqual(note.location?.column, 5)
    }

    func testDuplicateKeyInALargeMappingIsFoundToo() {
        // Past 16 keys the loader switches from a scan to a dictionary: both must find it.
        var big = "form: F\nfields:\n  - id: a\n"
        for index in 0..<20 { big += "k\(index): \(index)\n" }
        big += "k7: again\n"
        XCTAssertEqual(diagnostics(big).first, "FC004 24:1")
    }

    func testTabIndentationIsItsOwnDiagnostic() {
        let yaml = "form: F\nfields:\n\t- id: name\n"
        let result = TestSupport.compile(yaml)
        XCTAssertEqual(TestSupport.summary(result.diagnostics), ["FC003 3:1"])
    }

    func testAliasBombStopsWithALocatedError() {
        var yaml = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        var previous = "a"
        for level in ["b", "c", "d", "e", "f", "g", "h", "i"] {
            yaml +=
                "\(level): &\(level) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
            previous = level
        }
        let started = Date()
        let result = YAMLLoader().load(Array(yaml.utf8), file: "bomb.yaml")
        XCTAssertLessThan(Date().timeIntervalSince(started), 5, "an alias bomb must stop early, not expand")
        let diagnostic = result.diagnostics.all.first
        XCTAssertEqual(diagnostic?.code, .aliasError)
        // Each alias counts the subtree it stands for: line 2 adds 10 x 11 nodes, line 3
        // 10 x 111, line 4 10 x 1,111 (12,330 so far); on line 5 each '*d' adds 11,111, and the
        // 8th crosses 100,000. It starts at column 8 + 7 x 4 ("e: &e [" then "*d, " each).
        XCTAssertEqual(diagnostic?.location.line, 5)
        XCTAssertEqual(diagnostic?.location.column, 36)
        XCTAssertEqual(diagnostic?.location.file, "bomb.yaml")
    }

    func testUndefinedAliasIsReported() {
        XCTAssertEqual(diagnostics("form: F\nfields: *nowhere\n"), ["FC006 2:9"])
    }

    func testSecondDocumentIsReportedWhereItStarts() {
        XCTAssertEqual(diagnostics("form: F\nfields: []\n---\nform: G\n"), ["FC005 3:1"])
    }

    func testInvalidUTF8IsLocatedFromTheByteOffset() {
        // 16 bytes for the first two lines, 9 for "  - id: n", 2 for "é": the 0xFF is byte 27,
        // the 11th code point of line 3.
        var bytes = Array("form: F\nfields:\n  - id: né".utf8)
        bytes.append(0xFF)
        bytes.append(contentsOf: Array("\n".utf8))
        let result = Pipeline().compile(bytes: bytes, path: "bad.yaml", baseDirectory: ".")
        XCTAssertEqual(TestSupport.summary(result.diagnostics), ["FC002 3:11"])
        XCTAssertTrue(
            result.diagnostics.all.first?.message.contains("byte offset 27") ?? false,
            result.diagnostics.all.first?.message ?? "")
    }

    func testSyntaxErrorCarriesLibyamlsProblemAndContext() throws {
        let result = TestSupport.compile("form: F\nfields: [a, b\n")
        let diagnostic = try XCTUnwrap(result.diagnostics.all.first)
        XCTAssertEqual(diagnostic.code, .yamlSyntax)
        XCTAssertEqual(diagnostic.message, "did not find expected ',' or ']'")
        XCTAssertEqual(diagnostic.location.line, 3)
        XCTAssertEqual(diagnostic.notes.first?.message, "while parsing a flow sequence")
        XCTAssertEqual(diagnostic.notes.first?.location?.line, 2)
        XCTAssertEqual(diagnostic.notes.first?.location?.column, 9)
    }

    func testNestingAndScalarLimits() {
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        let result = YAMLLoader().load(Array(deep.utf8), file: "deep.yaml")
        XCTAssertEqual(TestSupport.summary(result.diagnostics), ["FC007 1:201"])
        let long = "a: " + String(repeating: "x", count: 2_000)
        let limited = YAMLLoader(limits: YAMLLimits(maxScalarBytes: 1_000)).load(Array(long.utf8), file: "long.yaml")
        XCTAssertEqual(TestSupport.summary(limited.diagnostics), ["FC007 1:4"])
    }

    func testYAML11BooleansStayStringsWhereTheLanguageWantsStrings() throws {
        let result = TestSupport.compile(
            """
            form: NO
            fields:
              - id: on
                label: no
                kind: picker
                source: answers
                default: off
            sources:
              answers:
                options: [yes, no, off, NO]
            """)
        XCTAssertEqual(TestSupport.summary(result.diagnostics), [])
        let form = try XCTUnwrap(result.form)
        XCTAssertEqual(form.name, "NO")
        XCTAssertEqual(form.fields.first?.id, "on")
        XCTAssertEqual(form.fields.first?.label, "no")
        XCTAssertEqual(form.fields.first?.defaultValue, .string("off"))
        XCTAssertEqual(form.sources.first?.options.map(\.value), ["yes", "no", "off", "NO"])
    }

    func testWrongTypesAndMissingKeys() {
        XCTAssertEqual(
            diagnostics(
                """
                form: F
                toolbar:
                  done: "yes"
                  title: placeholdr
                fields:
                  - id: a
                    required: maybe
                    tag: two
                  - label: no id
                """), ["FC011 3:9", "FC013 4:10", "FC011 7:15", "FC011 8:10", "FC012 9:5"])
    }

    func testExplicitStringTagsNullsAndMergeValuesAreChecked() {
        XCTAssertEqual(
            diagnostics("form: F\nfields:\n  - {id: a, required: !!str true}\n"), ["FC011 3:23"],
            "the value starts at its tag")
        XCTAssertEqual(diagnostics("form: F\nfields: ~\n"), ["FC012 1:1"])
        XCTAssertEqual(diagnostics("form: F\norder: [a, ~]\nfields: [{id: a}]\n"), ["FC011 2:12"])
        XCTAssertEqual(diagnostics("form: F\nfields:\n  - <<: plain\n    id: a\n"), ["FC011 3:9"])
    }

    func testDiagnosticsInsideQuotedValuesPointAtTheLetterOnlyWhenColumnsAreExact() {
        // No escape: the column of 'mm' inside the quotes. With '' escapes (each ' written
        // twice) still the column of 'mm'; with a backslash escape, the whole value.
        XCTAssertEqual(diagnostics("form: F\nfields:\n  - {id: d, kind: date, format: 'yyyy-mm-dd'}\n"), ["FC304 3:39"])
        XCTAssertEqual(diagnostics("form: F\nfields:\n  - {id: d, kind: date, format: 'yy''x''-mm'}\n"), ["FC304 3:42"])
        XCTAssertEqual(
            diagnostics("form: F\nfields:\n  - {id: d, kind: date, format: \"yy\\\\x-mm\"}\n"), ["FC304 3:34"])
        XCTAssertEqual(diagnostics("form: F\ntoolbar: true\nfields: [{id: a}]\n"), [], "no FC114 for the shorthand")
    }

    func testLocationsAgreeWithLibyamlsLineCountingAndStayInsideTheFile() {
        // No final line break: libyaml reports past the last line; formc clamps to its end.
        XCTAssertEqual(diagnostics("form: x\nfields:\nfoo"), ["FC001 3:4"])
        // A CR ends a line for FC002's byte-offset conversion too.
        var bytes = Array("form: x\rfields: ".utf8)
        bytes += [0xFF, 0x0A]
        XCTAssertEqual(
            TestSupport.summary(Pipeline().compile(bytes: bytes, path: "x", baseDirectory: ".").diagnostics),
            ["FC002 2:9"])
        XCTAssertEqual(diagnostics("form: x\rfields:\rfoo"), ["FC001 3:4"], "CR-only lines, no final break")
        var afterSeparator = Array("form: x # \u{2028}\nfields: ".utf8)
        afterSeparator += [0xFF]
        XCTAssertEqual(
            TestSupport.summary(Pipeline().compile(bytes: afterSeparator, path: "x", baseDirectory: ".").diagnostics),
            ["FC002 3:9"], "LS ends a line for the byte-offset conversion too")
        // NEL, LS and PS are line breaks to libyaml: the quoted line is the one it names.
        let text = SourceText(path: "x", text: "a # \u{2028}b\nc")
        XCTAssertEqual(text.line(2), "b")
        XCTAssertEqual(text.line(3), "c")
    }

    /// Issue 46: in a CRLF spec a CRLF is one line break for the encoding error's location too
    /// (libyaml reports only a byte offset there). "form: F", "fields:" and "  - id: a" with
    /// their CRLFs are 9, 9 and 11 bytes, so the 0xFF after "  - id: b" is byte 38, column 10
    /// of line 4, and line 4 is quoted (the byte shown as U+FFFD) with the caret under it.
    func testInvalidUTF8InACRLFSpecIsLocatedAndQuotedOnItsLine() {
        var bytes = Array("form: F\r\nfields:\r\n  - id: a\r\n  - id: b".utf8)
        bytes += [0xFF] + Array("\r\n".utf8)
        let result = Pipeline().compile(bytes: bytes, path: "crlf.form.yaml", baseDirectory: ".")
        XCTAssertEqual(TestSupport.summary(result.diagnostics), ["FC002 4:10"])
        guard let diagnostic = result.diagnostics.all.first else { return XCTFail("no diagnostic") }
        XCTAssertEqual(
            TextRenderer(color: false).render(diagnostic) { _ in result.source },
            "crlf.form.yaml:4:10: error: invalid leading UTF-8 octet at byte offset 38 (byte 0xff) [FC002]\n"
                + "    - id: b\u{FFFD}\n"
                + "           ^\n")
    }

    func testMessagesAndLongLinesAreQuotedSafely() {
        let diagnostic = Diagnostic(
            .invalidValue, "'\u{1B}]0;PWNED\u{7}' is bad", at: SourceLocation(file: "x", line: 1, column: 500))
        let long = String(repeating: "a", count: 2_000_000)
        let rendered = TextRenderer(color: false).render(diagnostic) { _ in SourceText(path: "x", text: long) }
        XCTAssertFalse(rendered.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, rendered)
        XCTAssertLessThan(rendered.utf8.count, 600, "a long line is quoted as a window around the column")
        XCTAssertTrue(rendered.contains("<U+001B>]0;PWNED<U+0007>"), rendered)
    }

    func testAMisspeltRequiredKeyIsReportedOnceWithItsSuggestion() {
        XCTAssertEqual(diagnostics("form: F\nfeilds: [{id: a}]\n"), ["FC010 2:1"])
        XCTAssertEqual(diagnostics("form: F\nfields:\n  - {idd: a}\n"), ["FC010 3:6"])
        XCTAssertEqual(diagnostics("form: F\nfields:\n  - {label: a}\n"), ["FC012 3:5"])
    }

    func testAnEmptySpecAndANonMappingRoot() {
        XCTAssertEqual(diagnostics(""), ["FC014 1:1"])
        XCTAssertEqual(diagnostics("- a\n- b\n"), ["FC011 1:1"])
    }

    func testASpecWithoutFieldsIsEmptyInEachOfItsForms() {
        XCTAssertEqual(diagnostics("form: F\nfields: []\n"), ["FC014 1:1"])
        XCTAssertEqual(diagnostics("form: F\nsections:\n  - {title: A, fields: []}\n"), ["FC014 1:1"])
        // When a mistake is already reported, it is what to fix: no FC014 on top of it.
        XCTAssertEqual(diagnostics("form: F\nfields: []\ntoolbar: 3\n"), ["FC011 3:10"])
    }

    /// A mapping whose only key is `<<` is the mapping it merges.
    func testAMappingOfOnlyAMergeKeyIsTheMergedMapping() {
        XCTAssertEqual(
            diagnostics(
                """
                form: F
                sources:
                  base: &sizes {options: [S, M]}
                  copy: {<<: *sizes}
                fields:
                  - {id: a, kind: picker, source: base}
                  - {id: b, kind: picker, source: copy}
                """), [])
        XCTAssertEqual(
            TestSupport.compile("form: F\nfields:\n  - &f {id: a}\n  - {<<: *f}\n").diagnostics.sorted.map(\.code.id),
            ["FC101"],
            "the second field is the first again: its id repeats")
    }

    func testMergeKeysApplyAndExplicitKeysWin() throws {
        let result = TestSupport.compile(
            """
            form: F
            fields:
              - &base {id: a, kind: text, label: Base, required: true}
              - <<: *base
                id: b
                label: Second
            """)
        XCTAssertEqual(TestSupport.summary(result.diagnostics), [])
        let form = try XCTUnwrap(result.form)
        XCTAssertEqual(form.fields.map(\.id), ["a", "b"])
        XCTAssertEqual(form.fields.last?.label, "Second")
        XCTAssertEqual(form.fields.last?.required, true)
    }

    /// Each hostile input gets the diagnostics written here (so a loop over an empty result
    /// cannot pass), every one located inside the input.
    func testHostileBytesNeverTrap() {
        let inputs: [([UInt8], [String])] = [
            ([], ["FC014 1:1"]),
            ([0], ["FC001 1:1"]),  // libyaml: control characters are not allowed
            ([0xEF, 0xBB, 0xBF], ["FC014 1:1"]),
            ([0xFE, 0xFF, 0x00], ["FC002 1:1"]),  // half a UTF-16 unit right after the mark
            (Array("\u{FEFF}form: x".utf8), ["FC012 1:1"]),
            (Array("&a [*a]".utf8), ["FC006 1:5"]),
            (Array("? [a]: b\n: c".utf8), ["FC012 1:1", "FC012 1:1", "FC011 1:3"]),
            // 'x' is no misspelling of 'form' or 'fields', so their absence is reported too.
            (Array("!!binary x: y".utf8), ["FC010 1:1", "FC012 1:1", "FC012 1:1"]),
            (Array("form: F\nfields:\n  - {id: [a]}\n".utf8), ["FC011 3:10"]),
            (Array("%YAML 1.3\n---\na".utf8), ["FC001 1:7"]),  // at the version it names
            (Array(repeating: UInt8(ascii: "{"), count: 10_000), ["FC007 1:201"])
        ]
        for (input, expected) in inputs {
            let result = Pipeline().compile(bytes: input, path: "x.yaml", baseDirectory: ".")
            XCTAssertEqual(TestSupport.summary(result.diagnostics).sorted(), expected.sorted(), "\(input.prefix(16))")
        }
    }

    /// libyaml's marks do not count a byte-order mark, and read UTF-16 input as UTF-16: the
    /// byte offset of a reader error is converted the same way (a surrogate pair is one column).
    func testReaderErrorColumnsSkipTheByteOrderMarkAndReadUTF16() {
        func summary(_ bytes: [UInt8]) -> [String] {
            TestSupport.summary(Pipeline().compile(bytes: bytes, path: "x", baseDirectory: ".").diagnostics)
        }
        XCTAssertEqual(summary([0xEF, 0xBB, 0xBF] + Array("form: x".utf8) + [0xFF]), ["FC002 1:8"])
        func utf16(_ text: String, then units: [UInt16], bigEndian: Bool) -> [UInt8] {
            ([0xFEFF] + Array(text.utf16) + units).flatMap { unit -> [UInt8] in
                let bytes = [UInt8(unit >> 8), UInt8(unit & 0xFF)]
                return bigEndian ? bytes : bytes.reversed()
            }
        }
        // A lone high surrogate, then 'x': an encoding error (FC002) at the offset of the 'x', as libyaml names it. 表, 单 and 😀
        // are one column each (😀 is two UTF-16 units).
        for bigEndian in [false, true] {
            XCTAssertEqual(
                summary(utf16("form: 表单\nfields: ", then: [0xD800, 0x78], bigEndian: bigEndian)), ["FC002 2:10"])
            XCTAssertEqual(
                summary(utf16("form: 表单\nfields: 😀", then: [0xD800, 0x78], bigEndian: bigEndian)), ["FC002 2:11"])
        }
    }
}
