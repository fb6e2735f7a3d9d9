import XCTest

/// The second form of a command-line feature whose first form other tests cover: the long
/// spelling of an option (`--output` beside `-o`, `--help` beside `-h`), `-o -` for standard
/// output, and the layout of `formc explain`'s list beyond the codes it contains.
final class CommandSecondFormTests: TemporaryDirectoryTestCase {
    func testOutputLongSpellingWritesTheFileAsDashO() throws {
        let path = directory.appendingPathComponent("profile.json").path
        let run = try TestSupport.runFormc(["compile", "Examples/Profile.form.yaml", "--output", path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "", "the JSON goes to the file, not to standard output")
        let written = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(written.hasPrefix("{"), written)
        XCTAssertTrue(written.contains("\"Profile\""), written)
    }

    func testOutputDashIsStandardOutputAndCreatesNoFile() throws {
        let run = try TestSupport.runFormc(
            ["compile", TestSupport.path("Examples/Profile.form.yaml"), "-o", "-"],
            cwd: directory.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("{"), run.stdout)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: directory.path), [],
            "'-o -' names standard output, not a file called '-'")
        let swift = try TestSupport.runFormc(
            [
                "compile", TestSupport.path("Examples/Profile.form.yaml"), "--emit", "swift",
                "-o", "-"
            ], cwd: directory.path)
        XCTAssertEqual(swift.status, 0, swift.stderr)
        XCTAssertTrue(swift.stdout.contains("enum ProfileField"), String(swift.stdout.prefix(300)))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [], "the Swift too")
    }

    func testExplainLongHelpIsItsShortHelp() throws {
        let long = try TestSupport.runFormc(["explain", "--help"])
        XCTAssertEqual(long.status, 0)
        XCTAssertTrue(long.stdout.hasPrefix("USAGE: formc explain [CODE | KEY]"), long.stdout)
        XCTAssertEqual(long.stdout, try TestSupport.runFormc(["explain", "-h"]).stdout)
    }

    func testExplainListsOneCodePerLineUnderItsHeader() throws {
        let run = try TestSupport.runFormc(["explain"])
        XCTAssertEqual(run.status, 0)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.first, "CODE   SEVERITY  WHAT")
        XCTAssertEqual(lines.last, "", "the list ends with a newline")
        XCTAssertEqual(lines[1], "FC001  error     YAML syntax error")
        let codeLines = lines.dropFirst().dropLast()
        XCTAssertEqual(codeLines.count, DiagnosticCodeListTests.codes.count)
        for line in codeLines {
            XCTAssertNotNil(
                line.range(of: #"^FC[0-9]{3}  (error|warning|note) +\S"#, options: .regularExpression),
                "not one code per line: \(line)")
        }
    }

    func testSchemaLongHelpIsItsShortHelp() throws {
        let long = try TestSupport.runFormc(["schema", "--help"])
        XCTAssertEqual(long.status, 0)
        XCTAssertTrue(long.stdout.hasPrefix("USAGE: formc schema [-o PATH]\n"), long.stdout)
        XCTAssertEqual(long.stdout, try TestSupport.runFormc(["schema", "-h"]).stdout)
    }

    func testHelpWithoutATopicIsTheOverview() throws {
        let run = try TestSupport.runFormc(["help"])
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stdout.hasPrefix("OVERVIEW: formc compiles declarative form specs"), run.stdout)
        XCTAssertEqual(run.stdout, try TestSupport.runFormc(["--help"]).stdout)
    }

    /// SARIF §3.49: each rule of the log describes its own code; with two codes in one
    /// report, neither may borrow the other's title or level.
    func testEachSARIFRuleCarriesItsOwnCodesTitleAndLevel() throws {
        try write("two.form.yaml", "form: F\nfields:\n  - {id: a, returnKey: next}\n  - {id: a}\n")
        let run = try TestSupport.runFormc(["lint", "--format", "sarif", "two.form.yaml"], cwd: directory.path)
        XCTAssertEqual(run.status, 1, run.stderr)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
        let driver = try XCTUnwrap((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        let described = rules.map { rule -> String in
            let title = (rule["shortDescription"] as? [String: Any])?["text"] as? String ?? "-"
            let level = ((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String) ?? "-"
            return "\(rule["id"] as? String ?? "-") \(level) \(title)"
        }
        XCTAssertEqual(described, ["FC101 error duplicate field id", "FC111 warning Next return key on the last field"])
    }

    /// An output is left alone only when it holds exactly the new bytes: one of the same size
    /// that differs in a byte is rewritten.
    func testAnOutputOfTheSameSizeWithOtherBytesIsRewritten() throws {
        let fresh = try TestSupport.runFormc(["compile", "Examples/Profile.form.yaml"]).stdout
        var stale = Array(fresh.utf8)
        let index = try XCTUnwrap(stale.firstIndex(of: UInt8(ascii: "P")), "the form's name")
        stale[index] = UInt8(ascii: "Q")
        let path = directory.appendingPathComponent("profile.json").path
        try Data(stale).write(to: URL(fileURLWithPath: path))
        let run = try TestSupport.runFormc(["compile", "Examples/Profile.form.yaml", "-o", path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), fresh)
    }

    /// A spec in UTF-16 (big- or little-endian, with its byte-order mark) is quoted in the
    /// report as the text it is, not as its bytes.
    func testAUTF16SpecOfEitherByteOrderIsQuotedAsText() throws {
        let text = "form: F\nfields:\n  - id: a\n    id: b\n"
        for bigEndian in [true, false] {
            let bytes = ([UInt16(0xFEFF)] + Array(text.utf16)).flatMap { unit -> [UInt8] in
                bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            }
            try Data(bytes).write(to: directory.appendingPathComponent("wide.form.yaml"))
            let run = try TestSupport.runFormc(
                ["compile", "wide.form.yaml"], cwd: directory.path, environment: ["NO_COLOR": "1"])
            XCTAssertEqual(run.status, 1)
            XCTAssertEqual(
                run.stderr,
                """
                wide.form.yaml:4:5: error: duplicate key 'id' in this mapping [FC004]
                      id: b
                      ^~
                wide.form.yaml:3:5: note: 'id' first appears here
                    - id: a
                      ^~

                """, bigEndian ? "big-endian" : "little-endian")
        }
    }
}
