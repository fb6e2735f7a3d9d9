import FormcDiagnostics
import FormcIR
import FormcTerminal
import Foundation
import XCTest

@testable import FormcDriver

/// No text of a spec, nor a file name, becomes a CI runner's command in anything formc prints
/// (issue 44, items 1 and 2): `lint --fix --dry-run`'s diff, `--fix`'s own messages, and the
/// three writers that escape (`InertText`, JSON strings, Swift literals) for Azure's `##vso[`
/// as for GitHub's `##[`. The runners are modelled here from their sources, not from formc's.
final class RunnerCommandTests: XCTestCase {
    /// The commands the GitHub Actions runner would run from a step's log, in order, as
    /// `ActionCommandManager` and `ActionCommand.TryParseV2`/`TryParse` read it: lines split at
    /// CRLF, CR and LF; `::name …::data` after leading whitespace, or `##[name …]data`
    /// anywhere; between `::stop-commands::T` and `::T::` nothing but the token runs.
    private func githubCommands(_ log: String) -> [String] {
        var commands: [String] = []
        var stopToken: String?
        for line in log.replacingOccurrences(of: "\r\n", with: "\n").split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" })
        {
            let trimmed = line.drop { $0.isWhitespace }
            var name: Substring?
            var data: Substring = ""
            if trimmed.hasPrefix("::"), let end = trimmed.dropFirst(2).range(of: "::") {
                let info = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 2)..<end.lowerBound]
                name = info.split(separator: " ", maxSplits: 1).first ?? info
                data = trimmed[end.upperBound...]
            } else if let start = line.range(of: "##["), let close = line[start.upperBound...].firstIndex(of: "]") {
                let info = line[start.upperBound..<close]
                name = info.split(separator: " ", maxSplits: 1).first ?? info
            }
            guard let name else { continue }
            if let token = stopToken {
                if name == token {
                    commands.append("resume")
                    stopToken = nil
                }
                continue
            }
            commands.append(String(name))
            if name == "stop-commands" { stopToken = String(data) }
        }
        return commands
    }

    /// How many lines the Azure Pipelines agent would run as a command: `##vso[` anywhere in a
    /// line (an ordinal `IndexOf`, no way to stop it).
    private func azureCommands(_ log: String) -> Int {
        log.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).filter { $0.contains("##vso[") }.count
    }

    private let hostile = """
        form: F
        fields:
          - id: a
            kind: emial
            hint: |
              ::error file=README.md,line=1::forged
              ##[warning]forged too

        """

    /// The dry run of a spec whose context lines are GitHub commands: the diff is printed
    /// between a stop and a resume with a fresh token, the runner runs nothing else, and the
    /// output is still a patch that `patch -p0` applies.
    func testADiffWithGitHubCommandsIsPrintedWithCommandsStopped() throws {
        let folder = try TestSupport.temporaryDirectory()
        let spec = folder.appendingPathComponent("s.form.yaml")
        try Data(hostile.utf8).write(to: spec)
        let run = try TestSupport.runFormc(["lint", "--fix", "--dry-run", "s.form.yaml"], cwd: folder.path)
        XCTAssertEqual(run.status, 1, run.stderr)
        var lines = run.stdout.components(separatedBy: "\n")
        let first = lines.removeFirst()
        XCTAssertTrue(first.hasPrefix("::stop-commands::formc-"), first)
        let token = String(first.dropFirst("::stop-commands::".count))
        XCTAssertEqual(token.count, "formc-".count + 32)
        XCTAssertEqual(lines.removeLast(), "")
        XCTAssertEqual(lines.removeLast(), "::\(token)::")
        XCTAssertEqual(
            lines.joined(separator: "\n") + "\n",
            """
            --- s.form.yaml
            +++ s.form.yaml
            @@ -1,7 +1,7 @@
             form: F
             fields:
               - id: a
            -    kind: emial
            +    kind: email
                 hint: |
                   ::error file=README.md,line=1::forged
                   ##[warning]forged too

            """)
        XCTAssertEqual(githubCommands(run.stdout + run.stderr), ["stop-commands", "resume"])
        let again = try TestSupport.runFormc(["lint", "--fix", "--dry-run", "s.form.yaml"], cwd: folder.path)
        XCTAssertNotEqual(again.stdout.prefix(60), run.stdout.prefix(60), "a fresh token each run")

        XCTAssertEqual(try TestSupport.patch(run.stdout, in: folder), 0)
        XCTAssertEqual(
            try String(contentsOf: spec, encoding: .utf8), hostile.replacingOccurrences(of: "emial", with: "email"))
    }

    /// A diff with no runner form is printed as it is: no stop, no token.
    func testAnOrdinaryDiffHasNoStop() {
        var output = DryRunOutput()
        XCTAssertNil(output.add("--- a\n+++ a\n@@ -1 +1 @@\n-x: a##b\n+x: c:: d\n", path: "a"))
        XCTAssertEqual(
            output.text(token: {
                XCTFail("no token"); return ""
            }), "--- a\n+++ a\n@@ -1 +1 @@\n-x: a##b\n+x: c:: d\n")
        XCTAssertTrue(output.wouldChange)
    }

    /// A stop token is `formc-` and 128 random bits as 32 hex digits, drawn afresh each time.
    func testAStopTokenIsThirtyTwoHexDigitsDrawnAfresh() {
        let tokens = (0..<50).map { _ in DryRunOutput.freshToken() }
        for token in tokens {
            XCTAssertTrue(token.hasPrefix("formc-"), token)
            XCTAssertEqual(token.count, 38, token)
            XCTAssertTrue(token.dropFirst(6).allSatisfy { $0.isHexDigit && !$0.isUppercase }, token)
        }
        XCTAssertEqual(Set(tokens).count, 50)
    }

    /// A token the diff happens to hold is drawn again.
    func testATokenTheTextHoldsIsDrawnAgain() {
        var output = DryRunOutput()
        XCTAssertNil(output.add("--- a\n+++ a\n@@ -1,3 +1,3 @@\n ::t1::\n-x\n+y\n ::t2::\n", path: "a"))
        var tokens = ["t1", "t2", "t3"].makeIterator()
        XCTAssertEqual(
            output.text(token: { tokens.next()! }),
            "::stop-commands::t3\n--- a\n+++ a\n@@ -1,3 +1,3 @@\n ::t1::\n-x\n+y\n ::t2::\n::t3::\n")
    }

    /// Azure's agent cannot be stopped: a diff with `##vso[` in any line is withheld, standard
    /// error says why (its own text inert), and the exit status still says a fix is pending.
    func testADiffWithAnAzureCommandIsWithheld() throws {
        let folder = try TestSupport.temporaryDirectory()
        let spec = folder.appendingPathComponent("s.form.yaml")
        let text = hostile.replacingOccurrences(of: "##[warning]", with: "##vso[task.setvariable variable=x]")
        try Data(text.utf8).write(to: spec)
        let run = try TestSupport.runFormc(["lint", "--fix", "--dry-run", "s.form.yaml"], cwd: folder.path)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(
            run.stderr,
            "formc: s.form.yaml: the diff is not shown: a line of it holds '##vso\u{200B}[', which Azure "
                + "Pipelines would run as a command; formc lint --fix without --dry-run applies the fixes\n")
        XCTAssertEqual(azureCommands(run.stdout + run.stderr), 0)
        XCTAssertEqual(try String(contentsOf: spec, encoding: .utf8), text)
    }

    /// A file name with a line break, a runner command, a quote and an ESC: the headers name it
    /// in C quotes on one line each, `patch` applies the diff to that file, and `--fix`'s own
    /// messages show it inert.
    func testAFileNameIsQuotedInTheHeadersAndInertInMessages() throws {
        let folder = try TestSupport.temporaryDirectory()
        let name = "a\n::error::x ##vso[y] \"q\u{1B}[2J.form.yaml"
        let spec = folder.appendingPathComponent(name)
        try Data("form: F\nfields:\n  - {id: a, kind: emial}\n".utf8).write(to: spec)
        let run = try TestSupport.runFormc(["lint", "--fix", "--dry-run", name], cwd: folder.path)
        XCTAssertEqual(run.status, 1, run.stderr)
        let header = #""a\n::error::x ##vso\133y] \"q\033\1332J.form.yaml""#
        XCTAssertEqual(
            run.stdout,
            "--- \(header)\n+++ \(header)\n@@ -1,3 +1,3 @@\n form: F\n fields:\n"
                + "-  - {id: a, kind: emial}\n+  - {id: a, kind: email}\n")
        XCTAssertEqual(githubCommands(run.stdout), [])
        XCTAssertEqual(azureCommands(run.stdout), 0)
        XCTAssertEqual(try TestSupport.patch(run.stdout, in: folder), 0)
        XCTAssertEqual(try String(contentsOf: spec, encoding: .utf8), "form: F\nfields:\n  - {id: a, kind: email}\n")

        try Data("form: F\nfields:\n  - {id: a, kind: emial}\n".utf8).write(to: spec)
        let fix = try TestSupport.runFormc(["lint", "--fix", name], cwd: folder.path)
        XCTAssertEqual(
            fix.stderr,
            "formc: a<U+000A>::error::x ##vso\u{200B}[y] \"q<U+001B>[2J.form.yaml: applied 1 fix\n")
        XCTAssertEqual(githubCommands(fix.stdout + fix.stderr), [])
    }

    /// `formc run`'s line mode prints labels, options and messages on standard error, which a
    /// CI runner reads (issue 44's review: `##vso[` ran there, and `::` after a U+2028).
    func testTheLineModePrintsNoRunnerCommand() throws {
        let form = try XCTUnwrap(
            TestSupport.compile(
                """
                form: R
                fields:
                  - id: a
                    label: "A ##vso[task.setvariable variable=x]1"
                    validation: {pattern: "^x$", message: "##vso[task.complete result=Failed]no"}
                  - {id: b, label: "\\u2028::warning::B", kind: picker, source: s}
                sources:
                  s: {options: ["##vso[o]", "##[group]g", "::error::e"]}
                """
            ).form)
        var lines = ["y", "x", "1"][...]
        var printed = ""
        _ = try LineRunner(
            form: form, readLine: { _ in lines.popFirst().map { Array($0.utf8) } }, prompt: { printed += $0 }
        ).run()
        XCTAssertTrue(printed.contains("A ##vso\u{200B}[task.setvariable variable=x]1"), printed)
        XCTAssertTrue(printed.contains("<U+2028>::warning::B (number or name)"), printed)
        XCTAssertEqual(githubCommands(printed), [])
        XCTAssertEqual(azureCommands(printed), 0)
    }

    /// The three writers that escape a stranger's text break Azure's `##vso[` (any case) as
    /// they break `##[`, and leave near misses alone.
    func testTheWritersBreakVSOAsTheyBreakHashBracket() {
        XCTAssertEqual(InertText.line("x ##vso[task.complete]", atLineStart: false), "x ##vso\u{200B}[task.complete]")
        XCTAssertEqual(
            InertText.line("##VsO[a] ##[b] ##vs[c] #vso[d]", atLineStart: false),
            "##VsO\u{200B}[a] ##\u{200B}[b] ##vs[c] #vso[d]")
        XCTAssertEqual(InertText.line("##v##[e] ###vso[f]", atLineStart: false), "##v##\u{200B}[e] ###vso\u{200B}[f]")
        var json: [UInt8] = []
        JSONWriter.writeString("##vso[x] ##vs[y]", into: &json)
        XCTAssertEqual(String(decoding: json, as: UTF8.self), ###""##vso\u005bx] ##vs[y]""###)
        XCTAssertEqual(SwiftLiteral.string("##vso[x]"), ###""##vso\u{5B}x]""###)
        // The invisible ones a message must not pass on unseen (the review found them raw).
        let scalars = [0x61, 0xFEFF, 0x62, 0xFFFE, 0x63, 0x1FFFF, 0x64, 0xFDD0, 0x65, 0xFFFD].compactMap(
            Unicode.Scalar.init)
        XCTAssertEqual(
            InertText.line(String(String.UnicodeScalarView(scalars)), atLineStart: false),
            "a<U+FEFF>b<U+FFFE>c<U+1FFFF>d<U+FDD0>e\u{FFFD}")
    }

    /// Which lines `RunnerCommand.forms` finds, the runners' own way: a `::` after leading
    /// whitespace (a CR starts a line too), `##[` and `##vso[` anywhere.
    func testTheFormsAreFoundLineByLine() {
        XCTAssertEqual(RunnerCommand.forms(in: "  \t::error::x"), .github)
        XCTAssertEqual(RunnerCommand.forms(in: "ok\r::error::x"), .github)
        XCTAssertEqual(RunnerCommand.forms(in: "\u{3000}::x"), .github)
        XCTAssertEqual(RunnerCommand.forms(in: "a ::x\n-::y\n+ b ## [c]"), [])
        XCTAssertEqual(RunnerCommand.forms(in: "a\nb ##vso[c]"), .azure)
        XCTAssertEqual(RunnerCommand.forms(in: "##[a]\n##vso[b]"), [.github, .azure])
        XCTAssertEqual(RunnerCommand.forms(in: "\u{200B}::x"), [])
    }
}
