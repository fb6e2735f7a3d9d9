import FormcDiagnostics
import XCTest

/// Messages that say what to do (issue 29, item 12): each with its code, place, words and
/// fix-it, written by hand.
final class ActionableMessageTests: XCTestCase {
    private func only(_ yaml: String) throws -> Diagnostic {
        let diagnostics = TestSupport.compile(yaml).diagnostics.sorted
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics.map(\.message))")
        return try XCTUnwrap(diagnostics.first)
    }

    /// `min: Today`: the relative words are lower case; the fix-it writes `today`.
    func testACapitalisedTodaySuggestsTheWord() throws {
        let diagnostic = try only("form: F\nfields:\n  - {id: d, kind: date, min: Today}\n")
        XCTAssertEqual(diagnostic.code.id, "FC307")
        XCTAssertEqual("\(diagnostic.location.line):\(diagnostic.location.column)", "3:30")
        XCTAssertEqual(
            diagnostic.message,
            "min 'Today' is not a valid date in ISO 8601 form (yyyy-MM-dd, e.g. 2026-12-28); did you mean 'today'?")
        XCTAssertEqual(diagnostic.fixIt?.replacement, "today")
        let other = try only("form: F\nfields:\n  - {id: d, kind: date, min: Tomorrow}\n")
        XCTAssertNil(other.fixIt)
        XCTAssertFalse(other.message.contains("did you mean"), other.message)
    }

    /// `default: "true"` on a toggle: the quotes made it text; the fix-it drops them.
    func testAQuotedBooleanOnAToggleSaysTheQuotesMadeItText() throws {
        let diagnostic = try only("form: F\nfields:\n  - {id: n}\n  - {id: t, kind: toggle, default: \"true\"}\n")
        XCTAssertEqual(diagnostic.code.id, "FC404")
        XCTAssertEqual("\(diagnostic.location.line):\(diagnostic.location.column)", "4:36")
        XCTAssertEqual(
            diagnostic.message,
            "default of a toggle must be true or false, and the quotes make 'true' text: write it without them")
        XCTAssertEqual(diagnostic.fixIt?.replacement, "true")
        let word = try only("form: F\nfields:\n  - {id: n}\n  - {id: t, kind: toggle, default: maybe}\n")
        XCTAssertEqual(word.message, "default of a toggle must be true or false")
        XCTAssertNil(word.fixIt)
    }

    /// A CSV without the label column: one error at its header naming `label:`, not one per
    /// row (249 rows here); the CSV's own header is never quoted.
    func testACSVWithoutTheLabelColumnGetsOneHintAtItsHeader() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let rows = (1...249).map { "Country \($0),c\($0)" }.joined(separator: "\n")
        try Data(("name,code\n" + rows + "\n").utf8).write(to: directory.appendingPathComponent("c.csv"))
        func lint(_ source: String) throws -> TestSupport.Run {
            let spec =
                "form: F\nsources:\n  countries: {file: c.csv\(source)}\nfields:\n"
                + "  - {id: c, kind: picker, source: countries, label: Country}\n"
            try Data(spec.utf8).write(to: directory.appendingPathComponent("f.form.yaml"))
            return try TestSupport.runFormc(
                ["lint", "f.form.yaml"], cwd: directory.path, environment: ["NO_COLOR": "1"])
        }
        let missing = try lint("")
        XCTAssertEqual(
            missing.stdout,
            "c.csv:1:1: error: the CSV of source 'countries' has no 'label' column for the labels; name the column "
                + "that holds them with 'label: <column>' in the source [FC208]\n1 error, 0 warnings in 1 spec\n")
        XCTAssertEqual(try lint(", label: name, value: code").stdout, "0 errors, 0 warnings in 1 spec\n")
        // The other roles a column plays: the values, the icons.
        XCTAssertEqual(
            try lint(", label: name, value: id").stdout,
            "c.csv:1:1: error: the CSV of source 'countries' has no 'id' column for the values; name the column "
                + "that holds them with 'value: <column>' in the source [FC208]\n1 error, 0 warnings in 1 spec\n")
        XCTAssertEqual(
            try lint(", label: name, value: code, icon: flag").stdout,
            "c.csv:1:1: error: the CSV of source 'countries' has no 'flag' column for the icons; name the column "
                + "that holds them with 'icon: <column>' in the source [FC208]\n1 error, 0 warnings in 1 spec\n")
    }
}
