import FormcCore
import FormcDiagnostics
import Foundation
import XCTest

@testable import FormcDriver

/// `formc lint --fix` and the fix-its it applies (issue 29, item 11): every "did you mean"
/// carries its edit, written in the style of the scalar it replaces; fixes apply until none is
/// left, atomically, and a second run changes nothing; `--dry-run` prints a diff `patch` applies.
/// Expected values are written by hand.
final class LintFixTests: XCTestCase {
    private func fixIts(_ yaml: String) -> [String] {
        TestSupport.compile(yaml).diagnostics.sorted.map { diagnostic in
            let fix = diagnostic.fixIt.map { fix in
                " \(fix.location.line):\(fix.location.column)-\(fix.location.endColumn ?? 0) \(fix.replacement)"
            }
            return "\(diagnostic.code.id) \(diagnostic.location.line):\(diagnostic.location.column)" + (fix ?? " -")
        }
    }

    /// The decoder's suggestions: a key, a kind plain and in quotes, an order mode.
    func testTheDecodersDidYouMeanCarriesItsFixIt() {
        let yaml = """
            form: F
            order: declaratoin
            fields:
              - {id: email, kind: emial, lable: Email}
              - id: phone
                kind: "phnoe"
                plaecholder: '555'
            """
        XCTAssertEqual(
            fixIts(yaml + "\n"),
            [
                "FC013 2:8 2:8-19 declaration",
                "FC013 4:23 4:23-28 email",
                "FC010 4:30 4:30-35 label",
                "FC013 6:11 6:12-17 phone",
                "FC010 7:5 7:5-16 placeholder",
                // Read as the placeholder it means, it is the field's only name.
                "FC801 7:18 -"
            ])
    }

    /// The checker's: `next:`, an `order:` id, a source, a picker's default, a condition's id
    /// and a rule's field.
    func testTheCheckersDidYouMeanCarriesItsFixIt() {
        let yaml = """
            form: F
            sources:
              plans: {options: [free, pro]}
            fields:
              - {id: email, kind: email, next: plna}
              - {id: plan, kind: picker, source: plnas, default: free}
              - {id: size, kind: picker, source: plans, default: por, visibleWhen: 'emial isSet'}
            rules:
              - {check: email isSet, message: Needed, field: emali}
            """
        XCTAssertEqual(
            fixIts(yaml + "\n"),
            [
                "FC105 5:36 5:36-40 plan",
                "FC202 6:38 6:38-43 plans",
                "FC212 7:54 7:54-57 pro",
                "FC602 7:73 7:73-78 email",
                "FC602 9:50 9:50-55 email"
            ])
        XCTAssertEqual(
            fixIts("form: F\norder: [name, emial]\nfields:\n  - id: name\n  - id: email\n"),
            ["FC104 2:8 -", "FC102 2:15 2:15-20 email"], "email, not in the order, is FC104 too")
    }

    /// A fix-it that would write a key the mapping has, or one that two keys would both
    /// get, is left out: applying every fix-it must never write a key twice.
    func testNoFixItWritesAKeyTwice() {
        XCTAssertEqual(
            fixIts("form: F\nfields:\n  - {id: a, label: A, lable: B}\n"),
            ["FC010 3:23 -"])
        XCTAssertEqual(
            fixIts("form: F\nfields:\n  - {id: a, lable: A, labl: B}\n"),
            ["FC010 3:13 -", "FC010 3:23 -"])
    }

    /// A "did you mean" whose word would make another error is said, but not offered as a
    /// fix: an id the order already lists (FC103 written again), a field's own id in its own
    /// condition (FC603).
    func testNoFixItMakesAnotherError() {
        XCTAssertEqual(
            fixIts("form: F\norder: [email, emial]\nfields:\n  - id: email\n"), ["FC102 2:16 -"])
        let own = TestSupport.compile("form: F\nfields:\n  - {id: email, visibleWhen: emial isSet}\n")
        XCTAssertEqual(
            own.diagnostics.all.map(\.message),
            [
                "'visibleWhen' reads 'emial', but no field has that id; did you mean 'email'? "
                    + "(no fix-it: a field's condition may not read the field itself)"
            ])
        XCTAssertNil(own.diagnostics.all.first?.fixIt)
    }

    /// Issue 47, item 7: a "did you mean" with one answer is a fix-it, and one `--fix` must
    /// leave says why in its message. `type: toggle` was "did you mean 'kind'?" and `--fix`
    /// changed nothing, silently; `enabled: true` means `disabled: false`, which no fix-it may
    /// guess; an id the order lists already would be FC103 written again.
    func testASuggestionIsAFixItOrSaysWhyNot() throws {
        XCTAssertEqual(
            fixIts("form: F\nfields:\n  - {id: a, type: toggle}\n"), ["FC010 3:13 3:13-17 kind"])
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("t.form.yaml")
        try Data("form: F\nfields:\n  - {id: email, type: email, enabled: true}\n".utf8).write(to: spec)
        let run = try TestSupport.runFormc(["lint", "--fix", spec.path])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(
            try String(contentsOf: spec, encoding: .utf8),
            "form: F\nfields:\n  - {id: email, kind: email, enabled: true}\n")
        XCTAssertTrue(
            run.stdout.contains(
                "error: unknown key 'enabled' in a field; did you mean 'disabled'? (no fix-it: its value means "
                    + "the opposite: 'enabled: true' is 'disabled: false') [FC010]"), run.stdout)
        XCTAssertEqual(
            TestSupport.compile("form: F\norder: [email, emial]\nfields:\n  - id: email\n").diagnostics.all.map(
                \.message),
            [
                "order names 'emial', but no field has that id; did you mean 'email'? "
                    + "(no fix-it: the order lists 'email' already)"
            ])
    }

    /// Inside a condition the fix-it covers the id alone, and only where the diagnostic does:
    /// after a backslash escape it marks the whole value, which no edit may replace.
    func testAConditionsFixItCoversTheIdAlone() {
        let plain = "form: F\nfields:\n  - {id: email}\n  - {id: b, visibleWhen: not emial isSet}\n"
        XCTAssertEqual(fixIts(plain), ["FC602 4:30 4:30-35 email"])
        let escaped =
            "form: F\nfields:\n  - {id: email}\n  - {id: a}\n  - {id: b, visibleWhen: \"a == \\\"x\\\" or emial isSet\"}\n"
        let diagnostics = TestSupport.compile(escaped).diagnostics.sorted
        XCTAssertEqual(diagnostics.map(\.code.id), ["FC602"])
        XCTAssertEqual(diagnostics.first?.location.endColumn, 52, "the whole condition is marked")
        XCTAssertNil(diagnostics.first?.fixIt)
    }

    /// How a value is written over each style of scalar (YAML 1.2 §7.3).
    func testAScalarFixItIsWrittenInTheStyleOfTheScalar() {
        func resolve(_ line: String, _ column: Int, _ end: Int, _ value: String) -> String {
            let source = SourceText(path: "s.yaml", text: "a: 1\n" + line + "\n")
            let fix = FixIt.scalar(
                at: SourceLocation(file: "s.yaml", line: 2, column: column, endColumn: end), value: value)
            return fix.resolved(in: source).map {
                "\($0.location.column)-\($0.location.endColumn ?? 0) \($0.replacement)"
            }
                ?? "nil"
        }
        XCTAssertEqual(resolve("b: 'Untied'", 4, 12, "it's"), "5-11 it''s")
        XCTAssertEqual(resolve("b: \"Untied\"", 4, 12, "say \"hi\" \\o/"), "5-11 say \\\"hi\\\" \\\\o/")
        XCTAssertEqual(resolve("b: Untied", 4, 10, "United States"), "4-10 United States")
        XCTAssertEqual(resolve("b: Untied", 4, 10, "a: b"), "4-10 'a: b'")
        XCTAssertEqual(resolve("b: Untied", 4, 10, "yes"), "4-10 'yes'")
        XCTAssertEqual(resolve("b: Untied", 4, 10, "12"), "4-10 '12'")
        XCTAssertEqual(resolve("b: Untied", 4, 10, "3rd"), "4-10 3rd")
        XCTAssertEqual(resolve("b: Untied", 4, 10, "#tag"), "4-10 '#tag'")
        // A line break is a control character: written as an escape, in double quotes (issue 44).
        XCTAssertEqual(resolve("b: Untied", 4, 10, "two\nlines"), "4-10 \"two\\nlines\"")
        XCTAssertEqual(resolve("b: Untied", 4, 30, "x"), "nil", "past the line's end")
        XCTAssertEqual(resolve("城市: 北京", 5, 7, "上海"), "5-7 上海", "columns are Unicode scalars")
        // An anchor or a tag before the value stays: an alias elsewhere names the anchor.
        XCTAssertEqual(resolve("b: &k Untied", 4, 13, "United"), "7-13 United")
        XCTAssertEqual(resolve("b: !!str &k 'Untied'", 4, 21, "United"), "14-20 United")
    }

    /// The text report quotes a replacement once: `'yes'`, which the fix writes quoted since
    /// YAML reads a bare yes as true, is shown as written, not as `''yes''`.
    func testTheTextReportShowsAQuotedReplacementAsWritten() throws {
        let folder = try TestSupport.temporaryDirectory()
        try Data("form: Q\nfields:\n  - id: a\n    kind: picker\n    options: ['yes', 'no']\n    default: ys\n".utf8)
            .write(to: folder.appendingPathComponent("q.form.yaml"))
        let run = try TestSupport.runFormc(["lint", "q.form.yaml"], cwd: folder.path)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.contains("\n  fix-it: replace with 'yes'\n"), run.stdout)
        XCTAssertEqual(TextRenderer.shown("email"), "'email'")
        XCTAssertEqual(TextRenderer.shown("\"a: b\""), "\"a: b\"")
        XCTAssertEqual(TextRenderer.shown("'"), "'''", "a lone quote is no quoted scalar")
    }

    /// Applying: by position, the first of two overlapping edits (or of two insertions at one
    /// place) wins, and an edit of another file is left alone.
    func testApplyingKeepsTheFirstOfOverlappingEdits() {
        let source = SourceText(path: "s.yaml", text: "kind: emial\nname: 城市x\n")
        func at(_ line: Int, _ column: Int, _ end: Int, file: String = "s.yaml") -> SourceLocation {
            SourceLocation(file: file, line: line, column: column, endColumn: end)
        }
        let (text, applied) = FixItApplication.apply(
            [
                FixIt(at: at(2, 9, 10), replacement: "y"),
                FixIt(at: at(1, 7, 12), replacement: "email"),
                FixIt(at: at(1, 9, 10), replacement: "Z"),
                FixIt(at: at(2, 1, 1), replacement: "# "),
                FixIt(at: at(2, 1, 1), replacement: "##"),
                FixIt(at: at(1, 1, 5, file: "other.yaml"), replacement: "gone")
            ], to: source)
        XCTAssertEqual(text, "kind: email\n# name: 城市y\n")
        XCTAssertEqual(applied.map(\.replacement), ["email", "# ", "y"])
    }

    private let broken = """
        form: Checkout
        fields:
          - {id: email, kind: emial, lable: Email}
          - id: phone
            kind: "phnoe"
            next: plan
          - id: plan
            kind: picker
            source: plnas
            default: por
        sources:
          plans: {options: [free, pro]}

        """

    private let fixed = """
        form: Checkout
        fields:
          - {id: email, kind: email, label: Email}
          - id: phone
            kind: "phone"
            next: plan
          - id: plan
            kind: picker
            source: plans
            default: pro
        sources:
          plans: {options: [free, pro]}

        """

    /// `--fix` writes the spec once with every fix applied (the default's fix-it appears only
    /// once the source is known: a second pass), keeps its permissions, says how many it applied,
    /// and lints what it wrote; a second run changes nothing.
    func testFixAppliesEveryFixItAndASecondRunChangesNothing() throws {
        let folder = try TestSupport.temporaryDirectory()
        let spec = folder.appendingPathComponent("checkout.form.yaml")
        try Data(broken.utf8).write(to: spec)
        XCTAssertEqual(chmod(spec.path, 0o640), 0)
        let run = try TestSupport.runFormc(["lint", "--fix", "checkout.form.yaml"], cwd: folder.path)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertEqual(run.stderr, "formc: checkout.form.yaml: applied 5 fixes\n")
        XCTAssertEqual(run.stdout, "0 errors, 0 warnings in 1 spec\n")
        XCTAssertEqual(try String(contentsOf: spec, encoding: .utf8), fixed)
        let mode = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: spec.path)[.posixPermissions] as? Int)
        XCTAssertEqual(mode, 0o640)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        XCTAssertEqual(leftovers, ["checkout.form.yaml"], "no temporary file left")

        let again = try TestSupport.runFormc(["lint", "--fix", "checkout.form.yaml"], cwd: folder.path)
        XCTAssertEqual(again.status, 0)
        XCTAssertEqual(again.stderr, "")
        XCTAssertEqual(try String(contentsOf: spec, encoding: .utf8), fixed)
    }

    /// `--fix --dry-run` writes nothing, prints a unified diff (exit 1 while there is something
    /// to fix) that `patch` applies to give what `--fix` writes, and exits 0 on a clean spec.
    func testDryRunPrintsADiffThatPatchApplies() throws {
        let folder = try TestSupport.temporaryDirectory()
        let spec = folder.appendingPathComponent("checkout.form.yaml")
        try Data(broken.utf8).write(to: spec)
        let run = try TestSupport.runFormc(["lint", "--fix", "--dry-run", "checkout.form.yaml"], cwd: folder.path)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(
            run.stdout,
            """
            --- checkout.form.yaml
            +++ checkout.form.yaml
            @@ -1,12 +1,12 @@
             form: Checkout
             fields:
            -  - {id: email, kind: emial, lable: Email}
            +  - {id: email, kind: email, label: Email}
               - id: phone
            -    kind: "phnoe"
            +    kind: "phone"
                 next: plan
               - id: plan
                 kind: picker
            -    source: plnas
            -    default: por
            +    source: plans
            +    default: pro
             sources:
               plans: {options: [free, pro]}

            """)
        XCTAssertEqual(try String(contentsOf: spec, encoding: .utf8), broken, "a dry run writes nothing")

        XCTAssertEqual(try TestSupport.patch(run.stdout, in: folder), 0)
        XCTAssertEqual(try String(contentsOf: spec, encoding: .utf8), fixed)

        let clean = try TestSupport.runFormc(["lint", "--fix", "--dry-run", "checkout.form.yaml"], cwd: folder.path)
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(clean.stdout, "")
    }

    /// Changes far apart make two hunks; a last line without a line break is marked, and a
    /// CRLF spec keeps its line ends.
    func testTheDiffSplitsHunksAndKeepsLineEnds() {
        // Seven lines apart: more than twice the context, two hunks (as `diff -u` splits them).
        let old =
            "form: F\r\nfields:\r\n  - id: a\r\n    kind: emial\r\n  - id: b\r\n  - id: c\r\n  - id: d\r\n"
            + "  - id: h\r\n  - id: e\r\n  - id: f\r\n  - id: g\r\n    kind: nubmer"
        let new = old.replacingOccurrences(of: "emial", with: "email").replacingOccurrences(
            of: "nubmer", with: "number")
        XCTAssertEqual(
            UnifiedDiff.render(path: "x.form.yaml", old: old, new: new),
            "--- x.form.yaml\n+++ x.form.yaml\n"
                + "@@ -1,7 +1,7 @@\n form: F\r\n fields:\r\n   - id: a\r\n-    kind: emial\r\n+    kind: email\r\n"
                + "   - id: b\r\n   - id: c\r\n   - id: d\r\n"
                + "@@ -9,4 +9,4 @@\n   - id: e\r\n   - id: f\r\n   - id: g\r\n"
                + "-    kind: nubmer\n\\ No newline at end of file\n+    kind: number\n\\ No newline at end of file\n")
        XCTAssertEqual(UnifiedDiff.render(path: "x", old: old, new: old), "")
    }

    /// Each character that needs C quotes quotes a header name alone, with no runner command
    /// in the name to quote it anyway: a line break (which would end the header), a tab, a
    /// double quote, a backslash, another control. A plain name stays bare, and one with a space bare with a tab after it.
    func testEachCharacterThatNeedsQuotesQuotesTheHeaderNameAlone() {
        let cases: [(name: String, header: String)] = [
            ("a\nb.form.yaml", #""a\nb.form.yaml""#),
            ("a\tb.form.yaml", #""a\tb.form.yaml""#),
            ("a\"b.form.yaml", #""a\"b.form.yaml""#),
            ("a\\b.form.yaml", #""a\\b.form.yaml""#),
            ("a\u{7F}b.form.yaml", #""a\177b.form.yaml""#),
            ("ab.form.yaml", "ab.form.yaml"),
            ("a b.form.yaml", "a b.form.yaml\t")
        ]
        for (name, header) in cases {
            XCTAssertEqual(
                UnifiedDiff.render(path: name, old: "a\n", new: "b\n"),
                "--- \(header)\n+++ \(header)\n@@ -1,1 +1,1 @@\n-a\n+b\n", name.debugDescription)
        }
    }

    /// `--dry-run` alone is a usage error; standard input is linted but not fixed.
    func testDryRunNeedsFixAndStandardInputIsNotFixed() throws {
        let alone = try TestSupport.runFormc(["lint", "--dry-run", "Examples"])
        XCTAssertEqual(alone.status, 2)
        XCTAssertTrue(
            alone.stderr.contains("--dry-run shows what --fix would change; give it with --fix"), alone.stderr)
        let piped = try TestSupport.runFormc(
            ["lint", "--fix", "-"], input: "form: F\nfields:\n  - {id: a, kind: emial}\n")
        XCTAssertEqual(piped.status, 1)
        XCTAssertTrue(
            piped.stderr.hasPrefix("formc: standard input cannot be fixed in place; linted only\n"), piped.stderr)
        XCTAssertTrue(piped.stdout.contains("did you mean 'email'? [FC013]"), piped.stdout)
    }

    /// A value with an anchor keeps it, so the alias that names it still loads (a review found
    /// `kind: &k emial` written `kind: email`, and the spec broken).
    func testAnAnchoredValueKeepsItsAnchor() throws {
        let folder = try TestSupport.temporaryDirectory()
        let spec = folder.appendingPathComponent("a.form.yaml")
        try Data("form: D\nfields:\n  - {id: a, kind: &k emial}\n  - {id: b, kind: *k}\n".utf8).write(to: spec)
        let run = try TestSupport.runFormc(["lint", "--fix", "a.form.yaml"], cwd: folder.path)
        XCTAssertEqual(run.stdout, "0 errors, 0 warnings in 1 spec\n", run.stderr)
        XCTAssertEqual(
            try String(contentsOf: spec, encoding: .utf8),
            "form: D\nfields:\n  - {id: a, kind: &k email}\n  - {id: b, kind: *k}\n")
    }

    /// A UTF-8 byte-order mark is in the diff as it is on disk, so `patch` applies a change to
    /// the first line; a spec named twice gets its diff once; a read-only spec is left alone.
    func testAByteOrderMarkADoubleNameAndAReadOnlySpec() throws {
        let folder = try TestSupport.temporaryDirectory()
        let spec = folder.appendingPathComponent("b.form.yaml")
        try Data([0xEF, 0xBB, 0xBF] + Array("fomr: B\nfields:\n  - id: a\n".utf8)).write(to: spec)
        let run = try TestSupport.runFormc(
            ["lint", "--fix", "--dry-run", "b.form.yaml", "b.form.yaml"], cwd: folder.path)
        XCTAssertEqual(
            run.stdout,
            "--- b.form.yaml\n+++ b.form.yaml\n@@ -1,3 +1,3 @@\n-\u{FEFF}fomr: B\n+\u{FEFF}form: B\n fields:\n   - id: a\n"
        )
        XCTAssertEqual(try TestSupport.patch(run.stdout, in: folder), 0)
        XCTAssertEqual(
            try Data(contentsOf: spec), Data([0xEF, 0xBB, 0xBF] + Array("form: B\nfields:\n  - id: a\n".utf8)))

        try Data("fomr: B\nfields:\n  - id: a\n".utf8).write(to: spec)
        XCTAssertEqual(chmod(spec.path, 0o444), 0)
        let readOnly = try TestSupport.runFormc(["lint", "--fix", "b.form.yaml"], cwd: folder.path)
        XCTAssertEqual(readOnly.status, 2)
        XCTAssertTrue(readOnly.stderr.contains("is read-only; --fix leaves it as it is"), readOnly.stderr)
        XCTAssertEqual(try String(contentsOf: spec, encoding: .utf8), "fomr: B\nfields:\n  - id: a\n")
    }

    /// Names with white space (issue 44's review: `a b.form.yaml` patched a file `a`, and a
    /// leading or trailing space was lost), and one spec named two ways, which gets one diff.
    func testDryRunHeadersKeepSpacesAndOneFileGetsOneDiff() throws {
        let folder = try TestSupport.temporaryDirectory()
        let broken = "form: F\nfields:\n  - {id: a, kind: emial}\n"
        for name in ["a b.form.yaml", " lead.form.yaml", "trail.form.yaml "] {
            try Data(broken.utf8).write(to: folder.appendingPathComponent(name))
        }
        try Data("keep\n".utf8).write(to: folder.appendingPathComponent("a"))
        let run = try TestSupport.runFormc(
            [
                "lint", "--fix", "--dry-run", "--", "a b.form.yaml", "./a b.form.yaml", " lead.form.yaml",
                "trail.form.yaml "
            ],
            cwd: folder.path)
        XCTAssertEqual(run.status, 1, run.stderr)
        let hunk = "@@ -1,3 +1,3 @@\n form: F\n fields:\n-  - {id: a, kind: emial}\n+  - {id: a, kind: email}\n"
        XCTAssertEqual(
            run.stdout,
            "--- a b.form.yaml\t\n+++ a b.form.yaml\t\n" + hunk
                + "--- \" lead.form.yaml\"\n+++ \" lead.form.yaml\"\n" + hunk
                + "--- \"trail.form.yaml \"\n+++ \"trail.form.yaml \"\n" + hunk)
        XCTAssertEqual(try TestSupport.patch(run.stdout, in: folder), 0)
        for name in ["a b.form.yaml", " lead.form.yaml", "trail.form.yaml "] {
            XCTAssertEqual(
                try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8),
                broken.replacingOccurrences(of: "emial", with: "email"), name)
        }
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("a"), encoding: .utf8), "keep\n")
    }

    /// A spec reached through a symbolic link: the file it names is rewritten and the link stays.
    func testALinkedSpecIsFixedThroughItsLink() throws {
        let folder = try TestSupport.temporaryDirectory()
        let target = folder.appendingPathComponent("real.form.yaml")
        try Data("form: F\nfields:\n  - {id: a, kind: emial}\n".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link.form.yaml").path, withDestinationPath: "real.form.yaml")
        let run = try TestSupport.runFormc(["lint", "--fix", "link.form.yaml"], cwd: folder.path)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "form: F\nfields:\n  - {id: a, kind: email}\n")
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(
                atPath: folder.appendingPathComponent("link.form.yaml").path),
            "real.form.yaml")
    }
}
