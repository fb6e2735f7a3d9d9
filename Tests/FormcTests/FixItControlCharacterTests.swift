import FormcCore
import FormcDiagnostics
import FormcYAML
import Foundation
import XCTest

/// Issue 44, item 3: a fix-it whose value holds a control character (an id written
/// `"ab\acd"`, offered for a misspelt `next:` or `order:`) was written raw into the spec, in
/// every scalar style, and the fixed spec no longer loaded. A fix-it now writes such a value
/// as the escape a double-quoted scalar allows (turning a plain or single-quoted scalar into a
/// double-quoted one), and never writes a control character raw. Each case is applied, then
/// loaded again. The escapes and the fixed lines are written by hand.
final class FixItControlCharacterTests: XCTestCase {
    /// Each control character (by code point: Swift writes no noncharacter in a literal), and
    /// how a double-quoted scalar writes it.
    static let controls: [(scalar: Unicode.Scalar, escape: String)] = codePoints.map { (Unicode.Scalar($0.0)!, $0.1) }
    private static let codePoints: [(UInt32, String)] = [
        (0x07, "\\a"), (0x1B, "\\e"), (0x00, "\\0"), (0x7F, "\\x7F"), (0x85, "\\x85"), (0x9B, "\\x9B"),
        (0xFFFE, "\\uFFFE"), (0xFFFF, "\\uFFFF"), (0xFDD0, "\\uFDD0"), (0x1FFFE, "\\U0001FFFE"),
        (0x202E, "\\u202E"), (0x2028, "\\u2028"), (0xFEFF, "\\uFEFF"), (0x09, "\\t"), (0x0A, "\\n"),
        (0x0D, "\\r")
    ]

    /// Each scalar style a value can be written in: the line with `Untied` in it, the columns
    /// of that scalar (quotes included), and the line once `ab…cd` is written over it, `ESC`
    /// standing for the escape.
    static let styles: [(line: String, column: Int, endColumn: Int, fixed: String)] = [
        ("b: Untied", 4, 10, "b: \"abESCcd\""),
        ("b: 'Untied'", 4, 12, "b: \"abESCcd\""),
        ("b: \"Untied\"", 4, 12, "b: \"abESCcd\""),
        ("b: [x, Untied]", 8, 14, "b: [x, \"abESCcd\"]"),
        ("b: [x, 'Untied']", 8, 16, "b: [x, \"abESCcd\"]"),
        ("b: [x, \"Untied\"]", 8, 16, "b: [x, \"abESCcd\"]"),
        ("c: {b: Untied}", 8, 14, "c: {b: \"abESCcd\"}"),
        ("b: &k 'Untied'", 4, 15, "b: &k \"abESCcd\"")
    ]

    /// The value of `b` in `text`, at the top or in the mapping `c` (the last item of a list),
    /// or nil when the text does not load without a diagnostic.
    private func valueOfB(in text: String) -> String? {
        let loaded = YAMLLoader().load(Array(text.utf8), file: "s.yaml")
        guard loaded.diagnostics.all.isEmpty, case .mapping(var pairs)? = loaded.documents.first?.root?.content
        else { return nil }
        if let c = pairs.first(where: { $0.key.scalar?.text == "c" })?.value, case .mapping(let inner) = c.content {
            pairs = inner
        }
        guard let b = pairs.first(where: { $0.key.scalar?.text == "b" })?.value else { return nil }
        if case .sequence(let items) = b.content { return items.last?.scalar?.text }
        return b.scalar?.text
    }

    func testAControlCharacterIsWrittenAsAnEscapeInEveryScalarStyle() {
        for (scalar, escape) in Self.controls {
            let value = "ab" + String(scalar) + "cd"
            for style in Self.styles {
                let source = SourceText(path: "s.yaml", text: "a: 1\n" + style.line + "\n")
                let at = SourceLocation(file: "s.yaml", line: 2, column: style.column, endColumn: style.endColumn)
                let (text, applied) = FixItApplication.apply([FixIt.scalar(at: at, value: value)], to: source)
                let what = "\(escape) over \(style.line)"
                XCTAssertEqual(applied.count, 1, what)
                XCTAssertEqual(text, "a: 1\n" + style.fixed.replacingOccurrences(of: "ESC", with: escape) + "\n", what)
                XCTAssertFalse(text.dropFirst(5).dropLast().unicodeScalars.contains(scalar), "\(what): written raw")
                XCTAssertEqual(valueOfB(in: text), value, "\(what): the fixed text loads and reads the value")
            }
        }
    }

    /// `\` and `"` beside a control character are escaped too, in double quotes.
    func testQuotesAndBackslashesBesideAControlAreEscaped() {
        let source = SourceText(path: "s.yaml", text: "b: 'Untied'\n")
        let at = SourceLocation(file: "s.yaml", line: 1, column: 4, endColumn: 12)
        let (text, _) = FixItApplication.apply([FixIt.scalar(at: at, value: "say \"\u{7}\" \\o/")], to: source)
        XCTAssertEqual(text, "b: \"say \\\"\\a\\\" \\\\o/\"\n")
        XCTAssertEqual(valueOfB(in: text), "say \"\u{7}\" \\o/")
    }

    /// A text fix-it does not know the style of the scalar it lands in, so one that would
    /// write a control character raw is dropped: by `--fix` and in every report.
    func testATextFixItWritingAControlIsDropped() {
        let source = SourceText(path: "s.yaml", text: "kind: emial\n")
        let at = SourceLocation(file: "s.yaml", line: 1, column: 7, endColumn: 12)
        let (text, applied) = FixItApplication.apply([FixIt(at: at, replacement: "e\u{1B}[2Jmail")], to: source)
        XCTAssertEqual(text, "kind: emial\n")
        XCTAssertEqual(applied, [])
        var diagnostics = Diagnostics()
        diagnostics.report(
            Diagnostic(.invalidValue, "m", at: at, fixIt: FixIt(at: at, replacement: "e\u{85}mail")))
        diagnostics.report(Diagnostic(.invalidValue, "m", at: at, fixIt: FixIt(at: at, replacement: "email")))
        diagnostics.resolveFixIts(in: source)
        XCTAssertEqual(diagnostics.all.map { $0.fixIt?.replacement ?? "-" }, ["-", "email"])
    }

    /// The specs the review wrote: an id holding a control character, and a misspelling of it
    /// in `next:` or `order:` whose "did you mean" offers the id. The fix-it writes the escape;
    /// the fixed spec loads, and the misspelt name is now the id (the focus chain reaches it).
    func testTheFixItForAnIdHoldingAControlLoadsAndNamesTheId() throws {
        // The spec around the misspelt name `abxcd` (ID: the id's escape), the fix-it's range
        // on line 2 or 3, what it writes there, and the line it makes. Inside double quotes
        // the escape alone; over a plain or single-quoted scalar, a double-quoted one.
        let specs: [(spec: String, line: Int, column: Int, endColumn: Int, replacement: String, fixed: String)] = [
            (
                "form: F\nfields:\n  - {id: x, next: abxcd}\n  - id: \"abIDcd\"\n", 3, 19, 24, "\"abIDcd\"",
                "  - {id: x, next: \"abIDcd\"}"
            ),
            (
                "form: F\nfields:\n  - {id: x, next: 'abxcd'}\n  - id: \"abIDcd\"\n", 3, 19, 26, "\"abIDcd\"",
                "  - {id: x, next: \"abIDcd\"}"
            ),
            (
                "form: F\nfields:\n  - {id: x, next: \"abxcd\"}\n  - id: \"abIDcd\"\n", 3, 20, 25, "abIDcd",
                "  - {id: x, next: \"abIDcd\"}"
            ),
            (
                "form: F\norder: [x, abxcd]\nfields:\n  - id: \"abIDcd\"\n  - id: x\n", 2, 12, 17, "\"abIDcd\"",
                "order: [x, \"abIDcd\"]"
            ),
            (
                "form: F\norder: [x, 'abxcd']\nfields:\n  - id: \"abIDcd\"\n  - id: x\n", 2, 12, 19, "\"abIDcd\"",
                "order: [x, \"abIDcd\"]"
            )
        ]
        for (scalar, escape) in Self.controls {
            let id = "ab" + String(scalar) + "cd"
            for spec in specs {
                let text = spec.spec.replacingOccurrences(of: "ID", with: escape)
                let what = "\(escape) in \(spec.spec)"
                let fixIts = TestSupport.compile(text).diagnostics.all.compactMap(\.fixIt)
                let fixIt = try XCTUnwrap(fixIts.first, what)
                let written = spec.fixed.replacingOccurrences(of: "ID", with: escape)
                XCTAssertEqual(fixIts.count, 1, what)
                XCTAssertEqual(
                    "\(fixIt.location.line):\(fixIt.location.column)-\(fixIt.location.endColumn ?? 0)",
                    "\(spec.line):\(spec.column)-\(spec.endColumn)", what)
                XCTAssertEqual(fixIt.replacement, spec.replacement.replacingOccurrences(of: "ID", with: escape), what)
                let (fixed, _) = FixItApplication.apply(fixIts, to: SourceText(path: "test.form.yaml", text: text))
                XCTAssertEqual(fixed.split(separator: "\n")[spec.line - 1], Substring(written), what)
                let again = TestSupport.compile(fixed)
                // Only the id itself is left to fix: it may not hold a control character.
                XCTAssertEqual(TestSupport.summary(again.diagnostics), ["FC016 4:9"], what)
                XCTAssertEqual(again.form?.focusChain, ["x", id], what)
            }
        }
    }

    /// Over a block scalar the range is not one line: no fix-it, in either block style.
    func testNoFixItOverABlockScalar() {
        for indicator in ["|-", ">-"] {
            let text = "form: F\nfields:\n  - id: x\n    next: \(indicator)\n      abxcd\n  - id: \"ab\\acd\"\n"
            let diagnostics = TestSupport.compile(text).diagnostics
            XCTAssertEqual(TestSupport.summary(diagnostics), ["FC105 4:11", "FC016 6:9"], indicator)
            XCTAssertEqual(diagnostics.all.compactMap(\.fixIt), [], indicator)
        }
    }

    /// `formc lint --fix` itself: the escape is written, and the fixed spec loads; what is
    /// left is the id (FC016), which no fix-it can rename.
    func testLintFixWritesTheEscape() throws {
        let folder = try TestSupport.temporaryDirectory()
        let spec = folder.appendingPathComponent("c.form.yaml")
        try Data("form: C\nfields:\n  - id: x\n    next: abxcd\n  - id: \"ab\\u001Bcd\"\n".utf8).write(to: spec)
        let run = try TestSupport.runFormc(
            ["lint", "--fix", "c.form.yaml"], cwd: folder.path, environment: ["NO_COLOR": "1"])
        XCTAssertEqual(run.stderr, "formc: c.form.yaml: applied 1 fix\n")
        XCTAssertEqual(
            run.stdout,
            """
            c.form.yaml:5:9: error: field id 'ab<U+001B>cd' holds a control character (U+001B), which a name may \
            not hold: remove it [FC016]
                - id: "ab\\u001Bcd"
                      ^~~~~~~~~~~~
            1 error, 0 warnings in 1 spec

            """)
        XCTAssertEqual(
            try String(contentsOf: spec, encoding: .utf8),
            "form: C\nfields:\n  - id: x\n    next: \"ab\\ecd\"\n  - id: \"ab\\u001Bcd\"\n")
    }
}
