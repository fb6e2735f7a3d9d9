import XCTest
import FormcDiagnostics
import FormcDriver
import FormcIR

/// CSV as spreadsheet programs write it in many locales: a byte-order mark, CRLF line
/// endings, `;` or a tab between fields. The separator comes from the header line or from a
/// source's `delimiter:`; a header that still reads as one column says which separator it holds.
final class CSVDialectTests: TemporaryDirectoryTestCase {
    /// Compiles a spec whose source `s` has the keys `source` (indented four spaces).
    private func compile(_ source: String) -> (form: Form?, diagnostics: [Diagnostic]) {
        let yaml = "form: F\nsources:\n  s:\n" + source + "fields:\n  - {id: p, kind: picker, source: s}\n"
        let result = TestSupport.compile(yaml, baseDirectory: directory.path)
        return (result.form, result.diagnostics.sorted)
    }

    /// `code file:line:column`, the file by its last path component.
    private func places(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map {
            "\($0.code.id) \(($0.location.file as NSString).lastPathComponent):\($0.location.line):\($0.location.column)"
        }
    }

    func testSemicolonsWithAByteOrderMarkAndCRLFAsExcelWritesThem() throws {
        try write("regions.csv", "\u{FEFF}province;city\r\n北京市;北京市\r\n河北省;石家庄市\r\n河北省;\"唐山市\"\r\n")
        let (form, diagnostics) = compile("    file: regions.csv\n    levels: [province, city]\n")
        XCTAssertEqual(places(diagnostics), [])
        XCTAssertEqual(
            form?.sources.first?.options,
            [
                Option(label: "北京市", value: "北京市", children: [Option(label: "北京市", value: "北京市")]),
                Option(
                    label: "河北省", value: "河北省",
                    children: [
                        Option(label: "石家庄市", value: "石家庄市"),
                        Option(label: "唐山市", value: "唐山市")
                    ])
            ])
    }

    /// A blank line is no record (spreadsheets leave them between groups), but a record whose
    /// first field is empty is one.
    func testBlankLinesAreSkippedAndAnEmptyFirstFieldIsKept() throws {
        try write("plans.csv", "value,label\nb,Basic\n\n,None\np,Pro\n\n")
        let (form, diagnostics) = compile("    file: plans.csv\n")
        XCTAssertEqual(places(diagnostics), [])
        XCTAssertEqual(
            form?.sources.first?.options,
            [
                Option(label: "Basic", value: "b"), Option(label: "None", value: ""),
                Option(label: "Pro", value: "p")
            ])
    }

    func testTabsAndQuotedSeparatorsInTheHeader() throws {
        try write("sizes.csv", "label\tvalue\r\nSmall\tS\r\nLarge, extra\tXL\r\n")
        let tabs = compile("    file: sizes.csv\n    value: value\n")
        XCTAssertEqual(places(tabs.diagnostics), [])
        XCTAssertEqual(
            tabs.form?.sources.first?.options,
            [Option(label: "Small", value: "S"), Option(label: "Large, extra", value: "XL")])
        // The comma inside the quoted name does not count: the header separates with ';'.
        try write("countries.csv", "\"name, official\";code\nKorea, Republic of;KR\n")
        let quoted = compile("    file: countries.csv\n    label: \"name, official\"\n    value: code\n")
        XCTAssertEqual(places(quoted.diagnostics), [])
        XCTAssertEqual(quoted.form?.sources.first?.options, [Option(label: "Korea, Republic of", value: "KR")])
        // Most separators wins; a tie goes to the comma: this header is 'a;b' and 'c'.
        try write("tie.csv", "a;b,c\nx;y,z\n")
        XCTAssertEqual(
            compile("    file: tie.csv\n    label: c\n").form?.sources.first?.options, [Option(label: "z", value: "z")])
    }

    func testADelimiterKeyNamesASeparatorTheHeaderDoesNotShow() throws {
        try write("pipes.txt", "label|value\nSmall|S\n")
        let (form, diagnostics) = compile(
            "    file: pipes.txt\n    format: csv\n    value: value\n    delimiter: '|'\n")
        XCTAssertEqual(places(diagnostics), [])
        XCTAssertEqual(form?.sources.first?.options, [Option(label: "Small", value: "S")])
        try write("tabs.csv", "label\tvalue\nSmall\tS\n")
        XCTAssertEqual(
            compile("    file: tabs.csv\n    value: value\n    delimiter: \"\\t\"\n").form?.sources.first?.options,
            [Option(label: "Small", value: "S")])
    }

    func testADelimiterMustBeOneCharacterOnACSVSource() throws {
        try write("c.json", "[\"a\"]")
        try write("c.csv", "label\na\n")
        let cases: [(String, String, String)] = [
            (
                "    options: [a]\n    delimiter: ';'\n", "FC013 test.form.yaml:5:16",
                "'delimiter' separates the fields of a CSV file, but source 's' is not CSV: its options are written in the spec"
            ),
            (
                "    file: c.json\n    delimiter: ';'\n", "FC013 test.form.yaml:5:16",
                "'delimiter' separates the fields of a CSV file, but source 's' is not CSV: it reads a json file"
            ),
            (
                "    file: c.csv\n    format: yaml\n    delimiter: ;\n", "FC013 test.form.yaml:6:16",
                "'delimiter' separates the fields of a CSV file, but source 's' is not CSV: it reads a yaml file"
            ),
            (
                "    file: c.csv\n    delimiter: ';;'\n", "FC013 test.form.yaml:5:16",
                "'delimiter' must be one character other than a quote or a line break, such as ',', ';' or \"\\t\" (a tab); found ';;'"
            ),
            (
                "    file: c.csv\n    delimiter: '\"'\n", "FC013 test.form.yaml:5:16",
                "'delimiter' must be one character other than a quote or a line break, such as ',', ';' or \"\\t\" (a tab); found '\\\"'"
            ),
            (
                "    file: c.csv\n    delimiter: \"\\n\"\n", "FC013 test.form.yaml:5:16",
                "'delimiter' must be one character other than a quote or a line break, such as ',', ';' or \"\\t\" (a tab); found '\\n'"
            ),
            (
                "    file: c.csv\n    separator: ';'\n", "FC010 test.form.yaml:5:5",
                "unknown key 'separator' in source 's'; did you mean 'delimiter'?"
            )
        ]
        for (source, place, message) in cases {
            let diagnostics = compile(source).diagnostics
            XCTAssertEqual(places(diagnostics), [place], source)
            XCTAssertEqual(diagnostics.first?.message, message, source)
        }
    }

    func testAOneColumnHeaderNamesTheSeparatorItHolds() throws {
        // The header is the data file's first line: described, never quoted.
        let oneColumn = "the CSV header is one column, "
        // (file, its text, the source's other keys, the one diagnostic, its message)
        let cases: [(String, String, String, String, String)] = [
            // A ';' file read with ',' (the delimiter says so): one report, not one per row,
            // and no byte-order mark in it.
            (
                "regions.csv", "\u{FEFF}province;city\r\nA;a1\r\nB;b1\r\n",
                "    levels: [province, city]\n    delimiter: ','\n",
                "FC209 regions.csv:1:1",
                oneColumn + "but source 's' needs the columns 'province', 'city'; "
                    + "is the separator ';'? set delimiter: ';' on the source"
            ),
            (
                "sizes.csv", "label|value\nSmall|S\nLarge|L\n", "    value: value\n",
                "FC208 sizes.csv:1:1",
                oneColumn + "but source 's' needs the columns 'label', 'value'; "
                    + "is the separator '|'? set delimiter: '|' on the source"
            ),
            (
                "tabs.csv", "label\tvalue\nSmall\tS\n", "    value: value\n    delimiter: ','\n",
                "FC208 tabs.csv:1:1",
                oneColumn + "but source 's' needs the columns 'label', 'value'; "
                    + "is the separator a tab? set delimiter: \"\\t\" on the source"
            ),
            (
                "names.csv", "name\nA\nB\n", "",
                "FC208 names.csv:1:1",
                oneColumn + "but source 's' needs the column 'label'; "
                    + "to show that one column, set label: to its name (line 1) on the source"
            ),
            // A cascading header without a separator in it lacks a level, as before.
            (
                "provinces.csv", "province\nA\n", "    levels: [province, city]\n",
                "FC209 provinces.csv:1:1", "source 's' declares levels province, city, but the CSV has no 'city' column"
            )
        ]
        for (file, text, keys, place, message) in cases {
            try write(file, text)
            let diagnostics = compile("    file: \(file)\n" + keys).diagnostics
            XCTAssertEqual(places(diagnostics), [place], file)
            XCTAssertEqual(diagnostics.first?.message, message, file)
        }
        // One column that is the one needed is a plain list.
        try write("labels.csv", "label\nA\n")
        XCTAssertEqual(places(compile("    file: labels.csv\n").diagnostics), [])
    }

    func testNoByteOrderMarkInAQuotedLine() throws {
        // The spec's line 1 is quoted under its diagnostic; a data file's line never is (its
        // contents stay out of reports), and the header in the message has no mark either.
        try write("regions.csv", "\u{FEFF}province;city\r\nA;a1\r\n")
        try Data(
            ("\u{FEFF}form: F\nsources:\n  s:\n    file: regions.csv\n    levels: [province, city]\n    delimiter: ','\n"
                + "fields:\n  - {id: p, kind: picker, source: s}\n").utf8
        )
        .write(to: directory.appendingPathComponent("a.form.yaml"))
        try Data("\u{FEFF}formm: F\nfields: [{id: a}]\n".utf8).write(
            to: directory.appendingPathComponent("b.form.yaml"))
        let lint = try TestSupport.runFormc(["lint", "a.form.yaml", "b.form.yaml"], cwd: directory.path)
        XCTAssertFalse(lint.stdout.unicodeScalars.contains("\u{FEFF}"), lint.stdout)
        XCTAssertTrue(lint.stdout.contains("[FC209]\nb.form.yaml:1:1"), lint.stdout)
        XCTAssertTrue(lint.stdout.contains("[FC010]\n  formm: F\n  ^~~~~\n"), lint.stdout)
        let compile = try TestSupport.runFormc(["compile", "a.form.yaml"], cwd: directory.path)
        XCTAssertFalse(compile.stderr.unicodeScalars.contains("\u{FEFF}"), compile.stderr)
        XCTAssertTrue(
            compile.stderr.hasPrefix("regions.csv:1:1: error: the CSV header is one column, but source 's'"),
            compile.stderr)
        XCTAssertFalse(compile.stderr.contains("province;city"), compile.stderr)
        XCTAssertTrue(compile.stderr.hasSuffix("set delimiter: ';' on the source [FC209]\n"), compile.stderr)
    }
}
