import XCTest

/// The real `formc` binary: help, version, exit statuses, stdin, and atomic `-o`.
final class CommandLineTests: XCTestCase {
    func testHelpAndVersion() throws {
        let help = try TestSupport.runFormc(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("USAGE: formc <command>"), help.stdout)
        let compileHelp = try TestSupport.runFormc(["help", "compile"])
        XCTAssertEqual(compileHelp.status, 0)
        XCTAssertTrue(compileHelp.stdout.hasPrefix("USAGE: formc compile SPEC"), compileHelp.stdout)
        XCTAssertEqual(try TestSupport.runFormc(["compile", "--help"]).stdout, compileHelp.stdout)
        let version = try TestSupport.runFormc(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.stdout.hasPrefix("formc "), version.stdout)
    }

    func testUsageErrorsExitTwo() throws {
        let unknownFlag = try TestSupport.runFormc(["compile", "Examples/Profile.form.yaml", "--emti", "json"])
        XCTAssertEqual(unknownFlag.status, 2)
        XCTAssertTrue(
            unknownFlag.stderr.contains("unknown option '--emti'; did you mean '--emit'?"), unknownFlag.stderr)
        XCTAssertEqual(unknownFlag.stdout, "")
        XCTAssertEqual(try TestSupport.runFormc(["frobnicate"]).status, 2)
        // Issue 29, item 12: formc alone where there is no formc.yml says so before the help.
        let empty = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: empty) }
        let alone = try TestSupport.runFormc([], cwd: empty.path)
        XCTAssertEqual(alone.status, 2)
        XCTAssertTrue(
            alone.stderr.hasPrefix(
                "formc: no command given, and no formc.yml in this folder for formc alone to build\n\nOVERVIEW: "),
            alone.stderr)
        XCTAssertEqual(try TestSupport.runFormc(["compile"]).status, 2)
        XCTAssertEqual(try TestSupport.runFormc(["compile", "Examples/Profile.form.yaml", "--emit", "xml"]).status, 2)
        let missing = try TestSupport.runFormc(["compile", "Examples/Nope.form.yaml"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "formc: error: 'Examples/Nope.form.yaml': no such file\n")
    }

    func testErrorDiagnosticsPrintClangStyleExitOneAndWriteNothing() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("bad.form.yaml")
        try Data("form: F\nfields:\n  - id: a\n    id: b\n".utf8).write(to: spec)
        let output = directory.appendingPathComponent("out.json")
        let run = try TestSupport.runFormc(
            ["compile", "bad.form.yaml", "-o", "out.json"], cwd: directory.path,
            environment: ["NO_COLOR": "1"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "")
        // The source line is quoted after two spaces, the caret under column 5.
        XCTAssertEqual(
            run.stderr,
            """
            bad.form.yaml:4:5: error: duplicate key 'id' in this mapping [FC004]
                  id: b
                  ^~
            bad.form.yaml:3:5: note: 'id' first appears here
                - id: a
                  ^~

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: directory.path), ["bad.form.yaml"],
            "no temporary file may be left behind")
    }

    func testOutputFileIsReplacedWholeAndKeptOnFailure() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("profile.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: output))
        let good = try TestSupport.runFormc(["compile", "Examples/Profile.form.yaml", "--emit", "json", "-o", output])
        XCTAssertEqual(good.status, 0, good.stderr)
        XCTAssertEqual(good.stdout, "")
        let written = try String(contentsOfFile: output, encoding: .utf8)
        XCTAssertEqual(written, try TestSupport.runFormc(["compile", "Examples/Profile.form.yaml"]).stdout)
        let bad = try TestSupport.runFormc(["compile", "-", "-o", output], input: "form: [\n")
        XCTAssertEqual(bad.status, 1)
        XCTAssertEqual(
            try String(contentsOfFile: output, encoding: .utf8), written, "a failed compile must not touch -o")
        let unwritable = try TestSupport.runFormc([
            "compile", "Examples/Profile.form.yaml", "-o", "/nonexistent-dir/x.json"
        ])
        XCTAssertEqual(unwritable.status, 2)
        XCTAssertTrue(
            unwritable.stderr.hasPrefix("formc: error: '/nonexistent-dir/x.json': cannot be written"), unwritable.stderr
        )
    }

    func testStandardInputSpecResolvesDataFromTheWorkingDirectory() throws {
        let spec = try String(contentsOfFile: TestSupport.path("Examples/Profile.form.yaml"), encoding: .utf8)
        let run = try TestSupport.runFormc(
            ["compile", "-", "--emit=json"], input: spec, cwd: TestSupport.path("Examples"))
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("\"spec\": \"<stdin>\""))
        let bad = try TestSupport.runFormc(["compile", "-"], input: "form: F\nfields:\n\t- id: a\n")
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.stderr.hasPrefix("<stdin>:3:1: error: tab character"), bad.stderr)
    }

    func testTheFourDoneWhenMistakesEachExitOneWithALocation() throws {
        let cases: [(String, String)] = [
            ("form: F\nform: G\nfields: []\n", "<stdin>:2:1: error: duplicate key 'form'"),
            ("form: F\nfields:\n\t- id: a\n", "<stdin>:3:1: error: tab character"),
            ("form: F\nfeilds: []\n", "<stdin>:2:1: error: unknown key 'feilds' in the spec; did you mean 'fields'?"),
            (
                "a: &a [x,x,x,x,x,x,x,x,x,x]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b,*b]\n"
                    + "d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d,*d]\n",
                // The 8th "*d," (3 columns each after "e: &e [") crosses the limit: column 8 + 7 x 3.
                "<stdin>:5:29: error: aliases expand to more than 100000 nodes"
            )
        ]
        for (input, expected) in cases {
            let run = try TestSupport.runFormc(["compile", "-"], input: input, environment: ["NO_COLOR": "1"])
            XCTAssertEqual(run.status, 1, input)
            XCTAssertEqual(run.stdout, "", input)
            XCTAssertTrue(run.stderr.hasPrefix(expected), "expected \(expected) first, got \(run.stderr)")
        }
    }
}
