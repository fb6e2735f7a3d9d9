import XCTest
import FormcDiagnostics
import FormcDriver
import FormcIR

/// What the CSV reader and the JSON duplicate-key scan report, at exact places in the data
/// file: RFC 4180's carriage return and closing quote rules, and keys repeated in a JSON
/// object (which Foundation's parser would keep the last of without a word).
final class DataFileFormatTests: TemporaryDirectoryTestCase {
    /// Compiles a spec whose source `s` reads `name`, holding `bytes`.
    private func load(_ name: String, _ bytes: [UInt8]) throws -> [Diagnostic] {
        try write(name, bytes)
        let yaml = "form: F\nsources:\n  s:\n    file: \(name)\nfields:\n  - {id: p, kind: picker, source: s}\n"
        return TestSupport.compile(yaml, baseDirectory: directory.path).diagnostics.sorted
    }

    private func load(_ name: String, _ text: String) throws -> [Diagnostic] { try load(name, Array(text.utf8)) }

    /// Writes `bytes` to `name` in the test's folder and returns the folder.
    @discardableResult
    private func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        try Data(bytes).write(to: directory.appendingPathComponent(name))
        return directory.path
    }

    /// `code file:line:column` with the data file's name only, and each note's place.
    private func summary(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { diagnostic in
            let place = { (location: SourceLocation) in
                "\((location.file as NSString).lastPathComponent):\(location.line):\(location.column)"
            }
            let notes = diagnostic.notes.compactMap { $0.location.map(place) }
            return ([diagnostic.code.id + " " + place(diagnostic.location)] + notes).joined(separator: " note ")
        }
    }

    // MARK: CSV

    private static let afterQuote =
        "is not a valid csv file: text after the closing quote of a quoted field "
        + "(a quoted field ends at its closing quote; write \"\" for a quote inside it)"

    func testLoneCarriageReturnOutsideQuotesIsLocated() throws {
        let diagnostics = try load("cr.csv", "label,value\nab,1\nc\rd,2\n")
        XCTAssertEqual(summary(diagnostics), ["FC205 cr.csv:3:2 note test.form.yaml:4:11"])
        XCTAssertEqual(
            diagnostics.first?.message,
            "'\(directory.appendingPathComponent("cr.csv").path)' is not a valid csv file: "
                + "a carriage return outside quotes that does not start a CRLF line ending")
        XCTAssertEqual(
            summary(try load("end.csv", "label,value\né,x\r")), ["FC205 end.csv:2:4 note test.form.yaml:4:11"],
            "a CR at the very end, after a two-byte letter: columns count scalars")
        XCTAssertEqual(
            summary(try load("after.csv", "label\n\"a\"\r\rb\n")), ["FC205 after.csv:2:4 note test.form.yaml:4:11"],
            "after a closing quote, a CR that ends no CRLF is reported as a CR")
    }

    func testTextAfterClosingQuoteIsLocated() throws {
        let diagnostics = try load("q.csv", "label,value\n\"a\"b,1\n")
        XCTAssertEqual(summary(diagnostics), ["FC205 q.csv:2:4 note test.form.yaml:4:11"])
        XCTAssertTrue(diagnostics.first?.message.hasSuffix(Self.afterQuote) ?? false, diagnostics.first?.message ?? "")
        XCTAssertEqual(
            summary(try load("space.csv", "label,value\nx,\"a\" \n")), ["FC205 space.csv:2:6 note test.form.yaml:4:11"])
        // A quoted field over two lines: the column counts from the start of its second line.
        XCTAssertEqual(
            summary(try load("multi.csv", "label\n\"one\ntwo\"x\n")), ["FC205 multi.csv:3:5 note test.form.yaml:4:11"])
    }

    func testACSVFileOfBlankLinesHasNoHeaderRow() throws {
        for (name, text) in [("blank.csv", "\n\n"), ("crlf.csv", "\r\n")] {
            let diagnostics = try load(name, text)
            XCTAssertEqual(summary(diagnostics), ["FC205 test.form.yaml:4:11"], name)
            let message = diagnostics.first?.message ?? ""
            XCTAssertTrue(message.hasSuffix("/\(name)' is not a valid csv file: it has no header row"), message)
        }
    }

    func testCRLFQuotedCarriageReturnsAndDoubledQuotesStillRead() throws {
        let text = "label,value\r\n\"a\"\"b\",1\r\n\"two\r\nlines\",2\r\n\"c\rd\",3\r\n"
        let result = TestSupport.compile(
            "form: F\nsources:\n  s:\n    file: ok.csv\n    value: value\nfields:\n  - {id: p, kind: picker, source: s}\n",
            baseDirectory: try write("ok.csv", Array(text.utf8)))
        XCTAssertEqual(TestSupport.summary(result.diagnostics), [])
        XCTAssertEqual(result.form?.sources.first?.options.map(\.label), ["a\"b", "two\r\nlines", "c\rd"])
        XCTAssertEqual(result.form?.sources.first?.options.map(\.value), ["1", "2", "3"])
    }

    // MARK: JSON

    /// Foundation gives a JSON or plist 0 and 1 as NSNumbers that a cast would take for false
    /// and true: they stay the numbers written, and only a boolean is `true`/`false`.
    func testZeroAndOneStayNumbersAndOnlyABooleanIsTrue() throws {
        let files = [
            "n.json": #"[{"label": "A", "value": 0}, {"label": "B", "value": 1}, {"label": "C", "value": true}]"#,
            "n.plist": "<plist><array><dict><key>label</key><string>A</string><key>value</key><integer>0</integer>"
                + "</dict><dict><key>label</key><string>B</string><key>value</key><integer>1</integer></dict>"
                + "<dict><key>label</key><string>C</string><key>value</key><true/></dict></array></plist>"
        ]
        for (name, text) in files {
            try write(name, Array(text.utf8))
            let yaml = "form: F\nsources:\n  s:\n    file: \(name)\nfields:\n  - {id: p, kind: picker, source: s}\n"
            let result = TestSupport.compile(yaml, baseDirectory: directory.path)
            XCTAssertEqual(result.diagnostics.sorted.map(\.message), [], name)
            XCTAssertEqual(result.form?.source("s")?.options.map(\.value), ["0", "1", "true"], name)
        }
    }

    func testRepeatedJSONKeyIsFC004AtTheSecondWithANoteAtTheFirst() throws {
        let diagnostics = try load("d.json", "[{\"label\": \"a\", \"value\": 1,\n  \"label\": \"b\"}]")
        XCTAssertEqual(summary(diagnostics), ["FC004 d.json:2:3 note d.json:1:3"])
        // The key is the file's text: placed, not quoted.
        XCTAssertEqual(diagnostics.first?.message, "a key appears twice in this object")
        XCTAssertEqual(diagnostics.first?.notes.first?.message, "the same key first appears here")
        XCTAssertEqual(diagnostics.first?.location.endColumn, 10, "the underline ends past the closing quote")
    }

    func testKeysAreComparedUnescapedAndPerObject() throws {
        // `\u006c` is `l`, and `\ud83d\ude00` one emoji: both repeat a key written plainly.
        let text = #"[{"label": "a", "\u006cabel": 1, "😀": 0, "\ud83d\ude00": 1}]"#
        XCTAssertEqual(
            summary(try load("u.json", text)),
            ["FC004 u.json:1:17 note u.json:1:3", "FC004 u.json:1:42 note u.json:1:34"])
        // Keys in different objects, a key equal to a value, and escaped quotes are no repeats.
        XCTAssertEqual(
            summary(try load("ok.json", #"[{"label": "label"}, {"label": "a\"b", "a\"b": 1, "a\\\"b": 2}]"#)), [])
    }

    /// Data deeper than the declared levels is placed at the record where it goes on, and the
    /// record, being the file's text, is not quoted.
    func testDataDeeperThanItsLevelsNamesTheRecordWithoutQuotingIt() throws {
        try write(
            "deep.yaml", Array("- label: A\n  children:\n    - label: B\n      children:\n        - label: C\n".utf8))
        let yaml =
            "form: F\nsources:\n  s:\n    file: deep.yaml\n    levels: [a, b]\nfields:\n  - {id: p, kind: picker, source: s}\n"
        let diagnostics = TestSupport.compile(yaml, baseDirectory: directory.path).diagnostics.sorted
        XCTAssertEqual(summary(diagnostics), ["FC209 deep.yaml:3:7"])
        XCTAssertEqual(
            diagnostics.first?.message, "source 's' declares 2 levels, but the data goes deeper under this record")
    }

    /// A lone CR ends a line, at the end of the file too (`LineBreak`), as a CRLF does once.
    func testALoneCarriageReturnEndsALineInTheKeyScan() throws {
        XCTAssertEqual(
            summary(try load("cr.json", "[{\"label\": \"a\",\r \"label\": \"b\"}]\r")),
            ["FC004 cr.json:2:2 note cr.json:1:3"])
    }

    func testHexEscapesInKeysReadEitherCase() throws {
        // `\u00e9` and `\u00E9` are both é (RFC 8259 §7: the hex digits may be either case).
        let text = #"[{"label": "x", "\u00e9": 1, "\u00E9": 2, "\u00c9": 3}]"#
        XCTAssertEqual(summary(try load("hex.json", text)), ["FC004 hex.json:1:30 note hex.json:1:17"])
    }

    func testCanonicallyEquivalentKeysAreOneKeyAsFoundationMergesThem() throws {
        XCTAssertEqual(
            summary(try load("e.json", "[{\"label\": \"x\", \"e\\u0301\": 1,\n\"\u{E9}\": 2}]")),
            ["FC004 e.json:2:1 note e.json:1:17"])
    }

    func testUTF16JSONIsScannedInItsEncoding() throws {
        let text = "[{\"label\": \"a\",\r\n \"label\": \"b\"}]"
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        XCTAssertEqual(summary(try load("w.json", bytes)), ["FC004 w.json:2:2 note w.json:1:3"])
    }
}
