import Foundation
import XCTest
@testable import FormcDriver
import FormcDiagnostics
import FormcEmit

/// Output of specs from strangers' pull requests: text from a spec must not become a GitHub
/// Actions runner command nor drive the terminal, in any format, and paths are named as they are.
final class UntrustedSpecOutputTests: XCTestCase {
    private let plain = ["NO_COLOR": "1"]

    /// A key and values that the runner would execute if printed at the wrong place.
    private let hostile = """
        form: F
        fields:
          - id: a
            "##[add-mask]x": 1
            ::error::x: 2
            kind: "::error::y"

        """
    private let names = ["a.form.yaml", "::error::b.form.yaml", "\u{1B}]0;title\u{7}.form.yaml"]

    /// The lines of `output` the runner would run: `##[` anywhere (its v1 syntax), or `::` and
    /// a word at the start of a line after whitespace. Lines are broken wherever any reader
    /// might break them.
    private func runnerCommands(_ output: String) -> [String] {
        let anywhere = try? NSRegularExpression(pattern: #"##\["#)
        let atStart = try? NSRegularExpression(pattern: #"^\s*::\w"#)
        let breaks: Set<Unicode.Scalar> = ["\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]
        let lines = output.unicodeScalars.split(omittingEmptySubsequences: false) { breaks.contains($0) }.map {
            String($0)
        }
        return lines.filter { line in
            let range = NSRange(line.startIndex..., in: line)
            return anywhere?.firstMatch(in: line, range: range) != nil
                || atStart?.firstMatch(in: line, range: range) != nil
        }
    }

    /// Terminal controls and bidirectional controls left in `output`, as code points.
    private func controls(_ output: String) -> [UInt32] {
        output.unicodeScalars.map(\.value).filter { value in
            (value < 0x20 && value != 0x0A && value != 0x09) || (0x7F...0x9F).contains(value)
                || [0x061C, 0x200E, 0x200F, 0x2028, 0x2029].contains(value) || (0x202A...0x202E).contains(value)
                || (0x2066...0x2069).contains(value)
        }
    }

    private func hostileFolder() throws -> URL {
        let directory = try TestSupport.temporaryDirectory()
        for name in names { try Data(hostile.utf8).write(to: directory.appendingPathComponent(name)) }
        return directory
    }

    func testSpecTextNeverBecomesARunnerCommandInAnyFormat() throws {
        let directory = try hostileFolder()
        defer { try? FileManager.default.removeItem(at: directory) }
        for format in ["text", "json", "sarif", "github"] {
            let run = try TestSupport.runFormc(
                ["lint", "--format", format] + names + ["::error::gone", "##[error]gone"],
                cwd: directory.path, environment: plain)
            XCTAssertEqual(run.status, 2, "two paths do not exist")
            XCTAssertEqual(runnerCommands(run.stderr), [], format)
            XCTAssertEqual(controls(run.stdout + run.stderr), [], format)
            if format == "github" {
                // Every line is one command of formc's own, and none holds the v1 syntax.
                for line in run.stdout.split(separator: "\n") {
                    XCTAssertTrue(line.hasPrefix("::error file=") && !line.contains("##["), String(line))
                }
                XCTAssertEqual(run.stdout.split(separator: "\n").count, 9)
            } else {
                XCTAssertEqual(runnerCommands(run.stdout), [], format)
            }
        }
    }

    func testTheTextReportShowsTheSpecTextWithTheCaretInPlace() throws {
        let directory = try hostileFolder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try TestSupport.runFormc(["lint"] + names, cwd: directory.path, environment: plain)
        let lines = run.stdout.components(separatedBy: "\n")
        let zwsp = "\u{200B}"
        XCTAssertEqual(
            Array(lines.prefix(6)),
            [
                "a.form.yaml:4:5: error: unknown key '##\(zwsp)[add-mask]x' in a field [FC010]",
                "      \"##\(zwsp)[add-mask]x\": 1",
                "      ^~~~~~~~~~~~~~~",
                "a.form.yaml:5:5: error: unknown key '::error::x' in a field [FC010]",
                "      :\(zwsp):error::x: 2",
                "      ^~~~~~~~~~"
            ])
        XCTAssertTrue(
            lines.contains(":\(zwsp):error::b.form.yaml:5:5: error: unknown key '::error::x' in a field [FC010]"),
            run.stdout)
        XCTAssertTrue(
            lines.contains(
                "<U+001B>]0;title<U+0007>.form.yaml:6:11: error: '::error::y' is not a valid kind; expected one of "
                    + "text, multiline, secure, email, url, phone, number, decimal, date, time, dateTime, picker, toggle, segmented, stepper, "
                    + "slider, rating, yesNo, monthYear, multiSelect [FC013]"
            ),
            run.stdout)

        // A bidirectional override before the column is shown as eight cells, and the caret
        // moves with it. compile's stderr is rendered the same way.
        let spec = directory.appendingPathComponent("date.form.yaml")
        try Data("form: F\nfields:\n  - id: d\n    kind: date\n    format: \"\u{202E}YYYY-MM-dd\"\n".utf8).write(
            to: spec)
        let expected = """
            date.form.yaml:5:15: error: 'YYYY' is the week-based year; the calendar year is 'yyyy' [FC303]
                  format: "<U+202E>YYYY-MM-dd"
                                   ^~~~
              fix-it: replace with 'yyyy'

            """
        XCTAssertEqual(
            try TestSupport.runFormc(["lint", "date.form.yaml"], cwd: directory.path, environment: plain).stdout,
            expected + "1 error, 0 warnings in 1 spec\n")
        XCTAssertEqual(
            try TestSupport.runFormc(["compile", "date.form.yaml"], cwd: directory.path, environment: plain).stderr,
            expected)
        let compiled = try TestSupport.runFormc(
            ["compile", "::error::b.form.yaml"], cwd: directory.path, environment: plain)
        XCTAssertEqual(runnerCommands(compiled.stderr), [])
        XCTAssertTrue(compiled.stderr.contains("\n      :\(zwsp):error::x: 2\n"), compiled.stderr)
    }

    func testJSONAndSARIFKeepTheOriginalText() throws {
        let directory = try hostileFolder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let json = try TestSupport.runFormc(["lint", "--format", "json"] + names, cwd: directory.path)
        let entries = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(entries.compactMap { $0["file"] as? String }, names.flatMap { [$0, $0, $0] })
        XCTAssertEqual(
            entries.compactMap { $0["message"] as? String }.prefix(2),
            ["unknown key '##[add-mask]x' in a field", "unknown key '::error::x' in a field"])
        XCTAssertTrue(json.stdout.contains(#""unknown key '##\u005badd-mask]x' in a field""#), json.stdout)

        let sarif = try TestSupport.runFormc(["lint", "--format", "sarif"] + names, cwd: directory.path)
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(
            results.compactMap { ($0["message"] as? [String: Any])?["text"] as? String }.prefix(2),
            ["unknown key '##[add-mask]x' in a field", "unknown key '::error::x' in a field"])
        let uris = results.compactMap { result -> String? in
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            return ((location?["artifactLocation"] as? [String: Any])?["uri"] as? String)?.removingPercentEncoding
        }
        XCTAssertEqual(uris, names.flatMap { [$0, $0, $0] })
    }

    func testJSONWriterEscapesWhatTerminalsAndRunnersActOnAsTheSameValue() throws {
        let text = "##[a] #[b] ###[c] \u{202E}\u{2066}\u{85}\u{2028}\u{1B} 台湾 “q”"
        let written = JSONWriter.string(.string(text))
        XCTAssertEqual(written, ###""##\u005ba] #[b] ###\u005bc] \u202e\u2066\u0085\u2028\u001b 台湾 “q”""### + "\n")
        let parsed = try JSONSerialization.jsonObject(with: Data(written.utf8), options: .fragmentsAllowed) as? String
        XCTAssertEqual(parsed, text)
    }

    func testInertTextBreaksBothCommandFormsWithoutWidth() {
        let zwsp = "\u{200B}"
        XCTAssertEqual(InertText.line("  ::error::x", atLineStart: true), "  :\(zwsp):error::x")
        XCTAssertEqual(
            InertText.line("\u{3000}::x", atLineStart: true), "\u{3000}:\(zwsp):x", "any Unicode white space leads")
        XCTAssertEqual(InertText.line("a ::error::x", atLineStart: true), "a ::error::x")
        XCTAssertEqual(InertText.line("::error::x", atLineStart: false), "::error::x")
        XCTAssertEqual(InertText.line("a##[b ###[c #[d", atLineStart: false), "a##\(zwsp)[b ###\(zwsp)[c #[d")
        XCTAssertEqual(
            InertText.line("\u{1B}[31m\t\u{9B}\u{61C}", atLineStart: false), "<U+001B>[31m\t<U+009B><U+061C>")
        XCTAssertEqual(DisplayWidth.of(InertText.line("##[x", atLineStart: false)), 4)
    }

    func testFormcErrorLinesShowControlsAndBreakCommands() throws {
        let run = try TestSupport.runFormc(["lint", "\u{1B}]0;x\u{7}", "##[error]y", "a\u{202E}b"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.stderr,
            """
            formc: error: '<U+001B>]0;x<U+0007>': no such file or directory
            formc: error: '##\u{200B}[error]y': no such file or directory
            formc: error: 'a<U+202E>b': no such file or directory

            """)
        let compile = try TestSupport.runFormc(["compile", "##[error]y\n::error::z"])
        XCTAssertEqual(compile.stderr, "formc: error: '##\u{200B}[error]y<U+000A>::error::z': no such file\n")
        let usage = try TestSupport.runFormc(["lint", "--format", "\u{1B}[2J"])
        XCTAssertEqual(
            usage.stderr, "formc: error: unknown --format '<U+001B>[2J'; expected text, json, github or sarif\n")
        let option = try TestSupport.runFormc(["lint", "--x\u{1B}"])
        XCTAssertTrue(
            option.stderr.hasPrefix("formc: error: unknown option '--x<U+001B>'\nUSAGE: formc lint"), option.stderr)
    }

    /// A data file's contents are never echoed: its diagnostics carry their location only.
    func testDataFileLinesAreNotQuoted() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("options: [a, b\n  token: \"SECRET-VALUE\n".utf8).write(
            to: directory.appendingPathComponent("data.yaml"))
        try Data("form: F\nsources:\n  s:\n    file: data.yaml\nfields:\n  - {id: a, kind: picker, source: s}\n".utf8)
            .write(to: directory.appendingPathComponent("a.form.yaml"))
        let expected = """
            a.form.yaml:4:11: error: 'data.yaml' is not a valid yaml file: see the error above [FC205]
                  file: data.yaml
                        ^~~~~~~~~
            data.yaml:2:8: error: did not find expected ',' or ']' [FC001]
            data.yaml:1:10: note: while parsing a flow sequence

            """
        let lint = try TestSupport.runFormc(["lint", "a.form.yaml"], cwd: directory.path, environment: plain)
        XCTAssertEqual(lint.stdout, expected + "2 errors, 0 warnings in 1 spec\n")
        let compile = try TestSupport.runFormc(["compile", "a.form.yaml"], cwd: directory.path, environment: plain)
        XCTAssertEqual(compile.stderr, expected)
    }
}
