import Foundation
import XCTest
@testable import FormcDriver
import FormcDiagnostics

/// `formc lint` and `formc explain` through the real binary, and the report formats.
final class LintTests: XCTestCase {
    private let plain = ["NO_COLOR": "1"]

    func testExamplesLintClean() throws {
        let run = try TestSupport.runFormc(["lint", "Examples"], environment: plain)
        XCTAssertEqual(run.status, 0, run.stdout)
        // Account's Hong Kong has no cities on purpose: its FC210 note is acknowledged in the
        // spec (`# formc:disable:next FC210`, issue 47, item 6), so nothing is printed for it.
        // Eleven, two in Examples/PluginDemo and the earlier Account in Examples/history (formc diff).
        XCTAssertEqual(run.stdout, "0 errors, 0 warnings in 15 specs\n")
        XCTAssertEqual(try TestSupport.runFormc(["lint", "--strict", "Examples"]).status, 0)
    }

    /// Issue 47, item 6: a comment acknowledges a meant warning or note on the next line
    /// that is neither blank nor a comment; one that silences nothing is FC018 at its code; an
    /// error is never silenced; a `#` line inside a block scalar is text, not a comment.
    func testACommentAcknowledgesAWarningOnTheNextLine() {
        let spec = """
            form: F
            fields:
              # formc:disable:next FC801 -- a search box, whose placeholder says it all

              - {id: query, placeholder: Search}
              - {id: other, placeholder: Other}
              # formc:disable:next FC801, FC017
              - {id: note, label: Note}
              # formc:disable:next FC101
              - {id: a, label: A}
              # formc:disable:next FC801 -- stacked comments name the same next content line
              # formc:disable:next FC801
              - {id: find, placeholder: Find}
              - id: bio
                kind: multiline
                label: Bio
                default: |
                  # formc:disable:next FC999
                  text
              # formc:disable:next FC801 -- right after a block scalar: a comment again
              - {id: z, placeholder: Z}
              - id: q2
                label: "first
                  # formc:disable:next FC998"

            """
        XCTAssertEqual(
            TestSupport.compile(spec).diagnostics.sorted.map {
                "\($0.code.id) \($0.location.line):\($0.location.column) \($0.message)"
            },
            [
                "FC801 6:30 'other' has a placeholder and no label: the placeholder disappears once the person types; "
                    + "give the field a label",
                "FC018 7:24 FC801 is acknowledged for line 8, which has none; remove it from the comment",
                "FC018 7:31 FC017 is acknowledged for line 8, which has none; remove it from the comment",
                "FC018 9:24 FC101 is an error, which an acknowledgement cannot silence: a spec with an error does not "
                    + "compile; fix it"
            ])
    }

    /// An acknowledgement in a CRLF spec, after a quoted line separator (a line break to
    /// libyaml), and one with no line after it.
    func testAcknowledgementsCountLinesAsLibyamlDoes() {
        let spec =
            "form: F\r\nfields:\r\n  - {id: a, label: \"x\u{2028}y\"}\r\n  # formc:disable:next FC801\r\n"
            + "  - {id: q, placeholder: Search}\r\n# formc:disable:next FC801\r\n"
        XCTAssertEqual(
            TestSupport.compile(spec).diagnostics.sorted.map { "\($0.code.id) \($0.location.line) \($0.message)" },
            ["FC018 7 FC801 is acknowledged for the next line, but no line follows; remove the comment"])
    }

    /// Every broken fixture's diagnostics, exactly: codes, lines, columns, messages, carets.
    /// Refresh with FORMC_RECORD_GOLDEN=1 and review the diff.
    func testBrokenFixturesMatchTheirGoldenReports() throws {
        for (format, golden) in [
            ("text", "lint-broken.txt"), ("json", "lint-broken.json"), ("github", "lint-broken.github.txt")
        ] {
            let run = try TestSupport.runFormc(
                ["lint", "--format", format, "Tests/Fixtures/Broken"], environment: plain)
            XCTAssertEqual(run.status, 1, format)
            XCTAssertEqual(run.stderr, "", format)
            try TestSupport.assertGolden(run.stdout, "Tests/Fixtures/Golden/" + golden)
        }
    }

    func testTheThreeDoneWhenSpecsGetTheirDiagnosticsWhereTheyBelong() throws {
        let json = try TestSupport.runFormc(["lint", "--format", "json", "Tests/Fixtures/Broken"])
        let entries = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        func find(_ code: String, _ fileSuffix: String) -> [String: Any]? {
            entries.first { $0["code"] as? String == code && ($0["file"] as? String ?? "").hasSuffix(fileSuffix) }
        }
        let phone = try XCTUnwrap(find("FC112", "/keyboard.form.yaml"))
        XCTAssertEqual(phone["line"] as? Int, 8)
        XCTAssertEqual(phone["column"] as? Int, 11)
        let year = try XCTUnwrap(find("FC303", "/dates.form.yaml"))
        XCTAssertEqual(year["line"] as? Int, 7)
        XCTAssertEqual(year["column"] as? Int, 13)
        XCTAssertEqual((year["fixIt"] as? [String: Any])?["replacement"] as? String, "yyyy")
        let empty = try XCTUnwrap(find("FC210", "data/provinces.yaml"))
        XCTAssertEqual(empty["line"] as? Int, 6)
        XCTAssertEqual(empty["column"] as? Int, 3)
        // The option is the data file's text: the place says which, the message does not quote it.
        XCTAssertEqual(
            empty["message"] as? String,
            "an option has no city in source 'regions': choosing it ends the selection "
                + "there, and the columns after it are skipped")
    }

    func testSARIFValidatesAgainstTheOASISSchema() throws {
        let run = try TestSupport.runFormc(["lint", "--format", "sarif", "Tests/Fixtures/Broken"])
        XCTAssertEqual(run.status, 1)
        let output = try validateSARIF(run.stdout)
        // One result per diagnostic, one rule per code but FC503 (formc build's): counted by hand in BrokenFixtureTests.
        XCTAssertTrue(
            output.contains(
                "results \(BrokenFixtureTests.expected.count) rules \(DiagnosticCodeListTests.codes.count - 1) "
                    + "columnKind unicodeCodePoints"), output)
    }

    /// Issue 29, item 13: what GitHub code scanning needs. A spec that cannot be read makes the
    /// run unsuccessful and is named; each result has a fingerprint that a line moving leaves
    /// alone; URIs are relative to `%SRCROOT%`; over 25,000 results the rest are left out and
    /// counted, in the log and on standard error.
    func testSARIFForGitHubCodeScanning() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = "form: F\nfields:\n  - {id: a, lable: A}\n  - {id: b, lable: B}\n"
        try Data(spec.utf8).write(to: directory.appendingPathComponent("f.form.yaml"))
        func sarif(_ arguments: [String]) throws -> (status: Int32, log: [String: Any], stderr: String, text: String) {
            let run = try TestSupport.runFormc(["lint", "--format", "sarif"] + arguments, cwd: directory.path)
            let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            return (run.status, try XCTUnwrap((log["runs"] as? [[String: Any]])?.first), run.stderr, run.stdout)
        }
        func fingerprints(_ run: [String: Any]) -> [String] {
            ((run["results"] as? [[String: Any]]) ?? []).compactMap {
                ($0["partialFingerprints"] as? [String: String])?["formcResult/v1"]
            }
        }
        func lines(_ run: [String: Any]) -> [Int] {
            ((run["results"] as? [[String: Any]]) ?? []).compactMap {
                let location = ($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
                return (location?["region"] as? [String: Any])?["startLine"] as? Int
            }
        }
        let first = try sarif(["f.form.yaml"])
        XCTAssertEqual(first.status, 1)
        XCTAssertEqual(lines(first.log), [3, 4])
        XCTAssertEqual(Set(fingerprints(first.log)).count, 2, "two results, two identities")
        let location = ((first.log["results"] as? [[String: Any]])?.first?["locations"] as? [[String: Any]])?.first
        let artifact = (location?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String]
        XCTAssertEqual(artifact, ["uri": "f.form.yaml", "uriBaseId": "%SRCROOT%"])
        let base = (first.log["originalUriBaseIds"] as? [String: [String: String]])?["%SRCROOT%"]?["uri"] ?? ""
        XCTAssertTrue(base.hasPrefix("file:///") && base.hasSuffix("/"), base)
        XCTAssertNil(first.log["invocations"], "nothing to say: every spec was read")
        // The rule says what the code means and how to read more offline; no helpUri while no
        // repository address is set, rather than a link that leads nowhere (issue 47, item 2).
        let rule = try XCTUnwrap(
            ((first.log["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]]
        ).first
        XCTAssertEqual(rule?["id"] as? String, "FC010")
        XCTAssertNil(rule?["helpUri"])
        XCTAssertTrue(((rule?["help"] as? [String: String])?["text"] ?? "").hasSuffix("\n\nformc explain FC010"))
        XCTAssertFalse(first.text.contains("OWNER"))

        // Two comment lines above: the lines move, the identities stay.
        try Data(("# moved\n# down\n" + spec).utf8).write(to: directory.appendingPathComponent("f.form.yaml"))
        let moved = try sarif(["f.form.yaml", "gone.form.yaml"])
        XCTAssertEqual(lines(moved.log), [5, 6])
        XCTAssertEqual(fingerprints(moved.log), fingerprints(first.log))
        XCTAssertEqual(moved.status, 2)
        XCTAssertTrue(try validateSARIF(moved.text).contains("results 2 rules 1"))
        let invocation = try XCTUnwrap((moved.log["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, false)
        let unread = try XCTUnwrap((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        XCTAssertEqual(unread["level"] as? String, "error")
        XCTAssertEqual(
            (unread["message"] as? [String: String])?["text"], "could not be read: no such file or directory")
        let named = (unread["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        XCTAssertEqual((named?["artifactLocation"] as? [String: String])?["uri"], "gone.form.yaml")

        // 25,003 unknown keys, none held back by the per-spec limit: 25,000 results.
        let many = (0..<25_003).map { "  - {id: f\($0), lable: x}" }.joined(separator: "\n")
        try Data(("form: F\nfields:\n" + many + "\n").utf8).write(to: directory.appendingPathComponent("f.form.yaml"))
        let capped = try sarif(["--max-diagnostics", "0", "f.form.yaml"])
        XCTAssertEqual((capped.log["results"] as? [Any])?.count, 25_000)
        let cut = try XCTUnwrap(
            ((capped.log["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] as? [[String: Any]])?
                .first)
        XCTAssertEqual(cut["properties"] as? NSDictionary, ["omitted": 3] as NSDictionary)
        XCTAssertEqual(
            capped.stderr,
            "formc: 25000 of 25003 results written, 3 left out: GitHub code scanning takes at most 25000 results in a "
                + "run; lint fewer specs per run, or fix the first ones\n")
    }

    /// Validates a SARIF log against the OASIS schema in ../shared (skips without it); returns
    /// the validator's summary line, `results R rules N columnKind K`.
    private func validateSARIF(_ text: String) throws -> String {
        let shared = try TestSupport.requireShared("SARIF schema validation not run")
        let schema = shared.appendingPathComponent("conformance/sarif/sarif-schema-2.1.0.json").path
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = directory.appendingPathComponent("report.sarif")
        try Data(text.utf8).write(to: log)
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            log = json.load(open(sys.argv[2]))
            jsonschema.Draft4Validator.check_schema(schema)
            errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(log), key=lambda e: list(e.path))
            for error in errors:
                print(list(error.path), error.message)
            run = log["runs"][0]
            print("results", len(run["results"]), "rules", len(run["tool"]["driver"]["rules"]), "columnKind", run["columnKind"])
            sys.exit(1 if errors else 0)
            """
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", "-c", script, schema, log.path]
        let out = Pipe()
        python.standardOutput = out
        python.standardError = out
        try python.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        python.waitUntilExit()
        XCTAssertEqual(
            python.terminationStatus, 0,
            "SARIF log does not validate (is jsonschema installed? .ci/setup installs it):\n\(output)")
        return output
    }

    /// 250 unknown keys in one spec: 200 are shown in every format, and the rest are counted.
    func testDiagnosticsPerSpecAreCappedAndTheRestCounted() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let keys = (1...250).map { "    k\($0): 1\n" }.joined()
        try Data(("form: F\nfields:\n  - id: a\n" + keys).utf8).write(
            to: directory.appendingPathComponent("big.form.yaml"))
        try Data("form: F\nfields: [{id: a, kind: picker}]\n".utf8).write(
            to: directory.appendingPathComponent("small.form.yaml"))
        func lint(_ options: [String]) throws -> TestSupport.Run {
            try TestSupport.runFormc(
                ["lint"] + options + ["big.form.yaml", "small.form.yaml"], cwd: directory.path, environment: plain)
        }
        let note =
            "note: and 50 more diagnostics in big.form.yaml (at most 200 are shown per spec; --max-diagnostics 0 shows all)"

        let text = try lint([])
        XCTAssertEqual(text.status, 1)
        let lines = text.stdout.components(separatedBy: "\n")
        XCTAssertEqual(lines.filter { $0.hasPrefix("big.form.yaml:") }.count, 200)
        XCTAssertEqual(
            lines.last { $0.hasPrefix("big.form.yaml:") },
            "big.form.yaml:203:5: error: unknown key 'k200' in a field [FC010]")
        let noteIndex = try XCTUnwrap(lines.firstIndex(of: note), text.stdout)
        XCTAssertEqual(lines[noteIndex + 1], "small.form.yaml:2:24: error: picker field 'a' needs a 'source' [FC201]")
        XCTAssertTrue(
            text.stdout.hasSuffix("251 errors, 0 warnings in 2 specs\n"), "the summary counts every diagnostic")

        let json = try lint(["--format", "json"])
        let entries = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(entries.count, 202)
        XCTAssertEqual(entries[200] as NSDictionary, ["file": "big.form.yaml", "omitted": 50] as NSDictionary)
        XCTAssertEqual(entries[201]["code"] as? String, "FC201")

        let github = try lint(["--format", "github"]).stdout.components(separatedBy: "\n")
        XCTAssertEqual(github.count, 203)
        XCTAssertEqual(github[200], "::notice file=big.form.yaml::" + note.dropFirst("note: ".count))

        let sarif = try lint(["--format", "sarif"])
        XCTAssertTrue(try validateSARIF(sarif.stdout).contains("results 201 rules 2"))
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let invocation = try XCTUnwrap(
            ((log["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first)
        let notification = try XCTUnwrap((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        XCTAssertEqual(notification["properties"] as? NSDictionary, ["omitted": 50] as NSDictionary)

        XCTAssertEqual(
            try lint(["--max-diagnostics", "0"]).stdout.components(separatedBy: "\n").filter {
                $0.hasPrefix("big.form.yaml:")
            }.count, 250)
        let ten = try lint(["--max-diagnostics=10", "--quiet"]).stdout
        XCTAssertEqual(ten.components(separatedBy: "\n").filter { $0.hasPrefix("big.form.yaml:") }.count, 10)
        XCTAssertTrue(
            ten.contains("note: and 240 more diagnostics in big.form.yaml (at most 10 are shown per spec;"), ten)
        let bad = try lint(["--max-diagnostics", "-1"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.stderr, "formc: error: --max-diagnostics takes a whole number (0 for no limit), not '-1'\n")

        // compile prints at most 200 too, with the same note (and no option to name).
        let compile = try TestSupport.runFormc(["compile", "big.form.yaml"], cwd: directory.path, environment: plain)
        XCTAssertEqual(
            compile.stderr.components(separatedBy: "\n").filter { $0.hasPrefix("big.form.yaml:") }.count, 200)
        XCTAssertTrue(
            compile.stderr.hasSuffix(
                "\nnote: and 50 more diagnostics in big.form.yaml (at most 200 are shown per spec)\n"))
    }

    /// The text report finds each quoted line through an index built once per spec; it must
    /// name the same lines as the scan it replaces, with every line break libyaml knows.
    func testIndexedSourceLinesMatchTheScan() {
        let text = SourceText(path: "x", text: "a\r\nb\rc\u{85}d\u{2028}e\u{2029}\n日本\n")
        let indexed = text.indexed()
        for number in -1...9 {
            XCTAssertEqual(indexed.line(number), text.line(number), "line \(number)")
        }
        XCTAssertEqual(
            (1...8).map { indexed.line($0).map(String.init) ?? "-" }, ["a", "b", "c", "d", "e", "", "日本", ""])
        XCTAssertNil(indexed.line(9))
    }

    func testStrictAndQuiet() throws {
        let spec = "form: F\nsources:\n  unused:\n    options: [a]\nfields: [{id: a}]\n"
        let lenient = try TestSupport.runFormc(["lint", "-"], input: spec, environment: plain)
        XCTAssertEqual(lenient.status, 0)
        XCTAssertTrue(
            lenient.stdout.contains("<stdin>:3:3: warning: source 'unused' is not used by any picker [FC203]"),
            lenient.stdout)
        XCTAssertEqual(try TestSupport.runFormc(["lint", "--strict", "-"], input: spec).status, 1)
        XCTAssertEqual(try TestSupport.runFormc(["lint", "--quiet", "-"], input: spec).stdout, "")
        let quietStrict = try TestSupport.runFormc(
            ["lint", "--quiet", "--strict", "-"], input: spec, environment: plain)
        XCTAssertTrue(quietStrict.stdout.hasPrefix("<stdin>:3:3: warning:"), quietStrict.stdout)
        XCTAssertFalse(quietStrict.stdout.contains("in 1 spec"))
    }

    func testLintUsageAndIOErrors() throws {
        XCTAssertEqual(try TestSupport.runFormc(["lint"]).status, 2)
        XCTAssertEqual(try TestSupport.runFormc(["lint", "--format", "xml", "Examples"]).status, 2)
        let missing = try TestSupport.runFormc(["lint", "Examples", "Nowhere"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "formc: error: 'Nowhere': no such file or directory\n")
        XCTAssertEqual(
            try TestSupport.runFormc(["lint", "Templates"]).status, 2, "a directory without specs is a mistake")
    }

    func testDirectoryLinksAreNotFollowedAndUnreadableSpecsDoNotHideTheOthers() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("form: F\nfields: [{id: a}]\n".utf8).write(to: directory.appendingPathComponent("a.form.yaml"))
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("loop").path,
            withDestinationPath: directory.path)
        let run = try TestSupport.runFormc(["lint", directory.path], environment: plain)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "0 errors, 0 warnings in 1 spec\n")
        let bad = directory.appendingPathComponent("b.form.yaml")
        try Data("form: F\nfields: [{id: a, kind: picker}]\n".utf8).write(to: bad)
        let withMissing = try TestSupport.runFormc(
            ["lint", bad.path, directory.appendingPathComponent("gone.form.yaml").path],
            environment: plain)
        XCTAssertEqual(withMissing.status, 2, "an unreadable spec is an I/O failure")
        XCTAssertTrue(
            withMissing.stdout.contains("[FC201]"), "the readable spec is still reported: \(withMissing.stdout)")
    }

    func testGitHubEscaping() {
        XCTAssertEqual(GitHubFormat.escapeData("100% done\r\nnext"), "100%25 done%0D%0Anext")
        XCTAssertEqual(GitHubFormat.escapeProperty("a:b,c%d\ne"), "a%3Ab%2Cc%25d%0Ae")
        // A line break from the spec is shown, not sent: only the break before a note stays one.
        let diagnostic = FormcDiagnostics.Diagnostic(
            .unknownKey, "unknown key 'a,b': 50%\nsecond line",
            at: .init(file: "dir,x/a:b.form.yaml", line: 3, column: 5, endColumn: 9),
            notes: [.init("first here", at: .init(file: "a", line: 1, column: 2))])
        XCTAssertEqual(
            GitHubFormat.render([diagnostic]),
            "::error file=dir%2Cx/a%3Ab.form.yaml,line=3,col=5,endColumn=9,title=FC010::unknown key 'a,b': 50%25<U+000A>second line"
                + "%0Anote: first here (a:1:2)\n")
    }

    /// Issue 46: FC804 looks at every level of a cascading source, not only its first: an
    /// icon-only option among a parent's children is reported (at the source's name, as a
    /// flat source's is), once per option, and a parent, which has no icon, is not.
    func testAnIconOnlyOptionAmongACascadingSourcesChildrenIsReported() {
        let spec = """
            form: F
            sources:
              places:
                levels: [region, town]
                icon: image
                options:
                  - {label: North, children: [{label: Oslo, value: osl, image: a.png}, {label: '', value: trd, image: b.png}]}
                  - {label: South, children: [{label: ' ', value: krs, image: c.png}]}
            fields:
              - {id: p, kind: picker, source: places, label: Place}

            """
        XCTAssertEqual(
            TestSupport.compile(spec).diagnostics.sorted.map {
                "\($0.code.id) \($0.location.line):\($0.location.column) \($0.message)"
            }.sorted(),
            [
                "FC804 3:3 an option of 'places' (value 'krs') has an icon and no text: VoiceOver has no name to read "
                    + "for it",
                "FC804 3:3 an option of 'places' (value 'trd') has an icon and no text: VoiceOver has no name to read "
                    + "for it"
            ])
    }

    func testExplain() throws {
        let run = try TestSupport.runFormc(["explain", "fc303"])
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(
            run.stdout.hasPrefix("FC303: YYYY (week-based year) where yyyy is meant (error by default)\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("format: ↓YYYY-MM-dd"), run.stdout)
        let list = try TestSupport.runFormc(["explain"])
        XCTAssertTrue(
            list.stdout.contains("FC112  error     keyboard without a return key and no toolbar Done"), list.stdout)
        let unknown = try TestSupport.runFormc(["explain", "FC31"])
        XCTAssertEqual(unknown.status, 2)
    }
}

/// Colour on a real terminal (util-linux `script` gives the child a pseudo-terminal), never
/// with NO_COLOR, never into a pipe.
final class ColourTests: XCTestCase {
    private func runOnTerminal(_ command: String, environment: [String: String]) throws -> String {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            try TestSupport.skip("util-linux 'script' not installed: terminal colour not checked")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        process.currentDirectoryURL = TestSupport.packageRoot
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        env["TERM"] = "xterm-256color"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe()
        process.standardOutput = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    func testColourOnlyOnATerminalWithoutNOCOLOR() throws {
        let command = "'\(TestSupport.formcBinary.path)' lint Tests/Fixtures/Broken/keyboard.form.yaml"
        let coloured = try runOnTerminal(command, environment: [:])
        XCTAssertTrue(coloured.contains("\u{1B}[1;31merror:"), coloured)
        // The location and the message in bold (SGR 1), as compilers print them.
        XCTAssertTrue(coloured.contains("\u{1B}[1mTests/Fixtures/Broken/keyboard.form.yaml:"), coloured)
        let plain = try runOnTerminal(command, environment: ["NO_COLOR": "1"])
        XCTAssertTrue(plain.contains("error: a phone field"), plain)
        XCTAssertFalse(plain.contains("\u{1B}["), plain)
        let piped = try TestSupport.runFormc(
            ["lint", "Tests/Fixtures/Broken/keyboard.form.yaml"],
            environment: ["TERM": "xterm-256color"], unsetting: ["NO_COLOR"])
        XCTAssertTrue(piped.stdout.contains("error: a phone field"), piped.stdout)
        XCTAssertFalse(piped.stdout.contains("\u{1B}"), piped.stdout)
    }

    /// An empty NO_COLOR does not turn colour off (no-color.org); TERM=dumb does.
    func testTermDumbAndAnEmptyNOCOLOR() throws {
        XCTAssertTrue(Console.colorAllowed(environment: [:]))
        XCTAssertTrue(Console.colorAllowed(environment: ["NO_COLOR": "", "TERM": "xterm-256color"]))
        XCTAssertFalse(Console.colorAllowed(environment: ["NO_COLOR": "1"]))
        XCTAssertFalse(Console.colorAllowed(environment: ["NO_COLOR": "0"]))
        XCTAssertFalse(Console.colorAllowed(environment: ["TERM": "dumb"]))
        XCTAssertFalse(Console.colorAllowed(environment: ["NO_COLOR": "", "TERM": "dumb"]))
        let command = "'\(TestSupport.formcBinary.path)' lint Tests/Fixtures/Broken/keyboard.form.yaml"
        let empty = try runOnTerminal(command, environment: ["NO_COLOR": ""])
        XCTAssertTrue(empty.contains("\u{1B}[1;31merror:"), empty)
        let dumb = try runOnTerminal(command, environment: ["TERM": "dumb"])
        XCTAssertTrue(dumb.contains("error: a phone field"), dumb)
        XCTAssertFalse(dumb.contains("\u{1B}["), dumb)
    }
}
