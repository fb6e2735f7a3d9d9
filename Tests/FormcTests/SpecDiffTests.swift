import Foundation
import XCTest
import FormcCore
import FormcIR

/// `formc diff OLD NEW` (issue 48, item 11): which edits to a spec break the answers and
/// drafts saved under the old one. Every expected line is worked out by hand from the answer
/// shapes of docs/run.md §8.
final class SpecDiffTests: XCTestCase {
    static let old = """
        form: Trip
        sources:
          rooms:
            options: [single, double, suite, family, loft, attic, cellar]
          places:
            levels: [country, city]
            options:
              - {label: Norway, value: no, children: [{label: Oslo, value: osl}, {label: Bergen, value: brg}]}
        fields:
          - {id: name, label: Name}
          - {id: email, kind: email, label: Email}
          - {id: arrival, kind: date, format: dd.MM.yyyy, min: 2020-01-01}
          - {id: room, kind: picker, source: rooms}
          - {id: nights, kind: number, validation: {max: 30}}
          - {id: code}
          - {id: newsletter, kind: toggle}
          - {id: city, kind: picker, source: places}
          - {id: remarks, kind: multiline}

        """

    func changes(_ old: String, _ new: String) throws -> [String] {
        let before = TestSupport.compile(old, file: "Old.form.yaml")
        let after = TestSupport.compile(new, file: "New.form.yaml")
        XCTAssertFalse(before.diagnostics.hasErrors, "\(TestSupport.summary(before.diagnostics))")
        XCTAssertFalse(after.diagnostics.hasErrors, "\(TestSupport.summary(after.diagnostics))")
        return SpecDiff.changes(from: try XCTUnwrap(before.form), to: try XCTUnwrap(after.form)).map {
            "\($0.location) \($0.impact.rawValue) \($0.field): \($0.message)"
        }
    }

    func testTheSameSpecChangesNothing() throws {
        XCTAssertEqual(try changes(Self.old, Self.old), [])
    }

    func testEachEditIsClassifiedByWhatSavedAnswersHold() throws {
        let new = """
            form: Trip
            sources:
              rooms:
                options: [single, double]
              places:
                levels: [country, town]
                options:
                  - {label: Norway, value: no, children: [{label: Oslo, value: osl}]}
            fields:
              - {id: fullName, label: Name}
              - {id: email, kind: email, label: Email, required: true}
              - {id: arrival, kind: date, format: yyyy-MM-dd}
              - {id: room, kind: picker, source: rooms}
              - {id: nights, kind: decimal}
              - {id: code, kind: number}
              - {id: newsletter, kind: toggle}
              - {id: city, kind: picker, source: places}
              - {id: phone, kind: phone, required: true}
              - {id: note}

            """
        XCTAssertEqual(
            try changes(Self.old, new),
            [
                // Worst first, each in the new spec's order; `remarks` is gone with no field like it.
                "New.form.yaml:10:10 breaking fullName: 'fullName' has the label and kind of 'name', which is gone: if it is "
                    + "renamed, answers and drafts saved under 'name' lose their value",
                "Old.form.yaml:18:10 breaking remarks: 'remarks' is removed: answers and drafts saved with it lose its value",
                "New.form.yaml:12:39 breaking arrival: 'arrival' changes its format 'dd.MM.yyyy' → 'yyyy-MM-dd': dates in "
                    + "saved answers no longer read (a draft keeps its dates)",
                "New.form.yaml:13:38 breaking room: 'room' no longer has the options 'suite', 'family', 'loft', 'attic', 'cellar': "
                    + "saved answers and drafts holding one name no option",
                "New.form.yaml:14:24 breaking nights: 'nights' changes kind number → decimal: a saved answer is a string, now a number",
                "New.form.yaml:17:38 breaking city: 'city' changes its levels country, city → country, town: saved answers name "
                    + "levels it no longer has (a draft keeps its choice)",
                "New.form.yaml:11:54 tightened email: 'email' is now required: answers and drafts saved without it no longer submit",
                "New.form.yaml:15:22 tightened code: 'code' changes kind text → number: a saved text may not be digits",
                "New.form.yaml:18:10 tightened phone: 'phone' is new and required: answers and drafts saved before have no value for it",
                "New.form.yaml:19:10 compatible note: 'note' is new"
            ])
    }

    func testRulesThatAdmitLessAreTightenedAndRulesThatAdmitMoreAreNot() throws {
        let old = """
            form: Rules
            fields:
              - {id: name, validation: {minLength: 2, maxLength: 40}}
              - {id: qty, kind: number, validation: {min: 1, max: 10}}
              - {id: day, kind: date, format: yyyy-MM-dd, min: 2020-01-01, max: 2030-12-31}
              - {id: nick, required: true, validation: {maxLength: 5}}

            """
        let wider = """
            form: Rules
            fields:
              - {id: name, validation: {minLength: 1}}
              - {id: qty, kind: number, validation: {min: 0, max: 20}}
              - {id: day, kind: date, format: yyyy-MM-dd, min: 2019-01-01}
              - {id: nick, validation: {maxLength: 5}}

            """
        XCTAssertEqual(try changes(old, wider), [])
        let narrower = """
            form: Rules
            fields:
              - {id: name, validation: {minLength: 3, maxLength: 40, pattern: '^[A-Z]'}}
              - {id: qty, kind: number, validation: {min: 1, max: 9}}
              - {id: day, kind: date, format: yyyy-MM-dd, min: 2021-01-01, max: today}
              - {id: nick, required: true, validation: {maxLength: 5}}

            """
        XCTAssertEqual(
            try changes(old, narrower),
            [
                "New.form.yaml:3:40 tightened name: 'name' now takes at least 3 characters: saved values may fail it",
                "New.form.yaml:3:68 tightened name: 'name' has a new pattern: saved values may fail it",
                "New.form.yaml:4:55 tightened qty: 'qty' now takes at most 9: saved values may fail it",
                "New.form.yaml:5:52 tightened day: 'day' now starts at 2021-01-01: saved dates before it fail",
                "New.form.yaml:5:69 tightened day: 'day' now ends at today: saved dates after it fail"
            ])
    }

    /// A cascading picker that loses a town: answers holding that path name no option, while a
    /// new town breaks nothing; a flat picker reordered changes nothing.
    /// An "Other" option added to a picker asks saved answers nothing (none holds `other`);
    /// taking it away breaks the ones that chose it.
    func testAnOtherOptionAddedAsksNothingAndTakenAwayBreaks() throws {
        let before = "form: S\nfields:\n  - {id: heard, kind: picker, options: [web, tv]}\n"
        let after = "form: S\nfields:\n  - {id: heard, kind: picker, options: [web, tv], other: Else}\n"
        XCTAssertEqual(
            try changes(before, after),
            [
                "New.form.yaml:3:58 compatible heardOther: 'heardOther' is new: it is asked only when 'heard' is "
                    + "'other', which answers and drafts saved before never are"
            ])
        XCTAssertEqual(
            try changes(after, before),
            [
                "Old.form.yaml:3:58 breaking heardOther: 'heardOther' is removed: answers and drafts saved with it "
                    + "lose its value",
                "New.form.yaml:3:40 breaking heard: 'heard' no longer has the option 'other': saved answers and "
                    + "drafts holding it name no option"
            ])
    }

    /// A multi-select that asks for more options or takes fewer may refuse a saved choice;
    /// one that lost an option breaks answers holding it, as a picker does.
    func testAMultiSelectsCountsAndOptions() throws {
        let before = "form: S\nfields:\n  - {id: x, kind: multiSelect, options: [a, b, c], maxCount: 3}\n"
        let after = "form: S\nfields:\n  - {id: x, kind: multiSelect, options: [a, b], minCount: 2, maxCount: 2}\n"
        XCTAssertEqual(
            try changes(before, after),
            [
                "New.form.yaml:3:41 breaking x: 'x' no longer has the option 'c': saved answers and drafts "
                    + "holding it name no option",
                "New.form.yaml:3:59 tightened x: 'x' now takes at least 2 options: saved choices may fail it",
                "New.form.yaml:3:72 tightened x: 'x' now takes at most 2 options: saved choices may fail it"
            ])
    }

    func testACascadingPickerLosingAPathBreaks() throws {
        let old = """
            form: Place
            sources:
              places:
                levels: [country, city]
                options:
                  - {label: Norway, value: no, children: [{label: Oslo, value: osl}, {label: Bergen, value: brg}]}
              sizes:
                options: [S, M, L]
            fields:
              - {id: city, kind: picker, source: places}
              - {id: size, kind: picker, source: sizes}

            """
        let new = """
            form: Place
            sources:
              places:
                levels: [country, city]
                options:
                  - {label: Norway, value: no, children: [{label: Oslo, value: osl}, {label: Tromsø, value: tos}]}
              sizes:
                options: [L, M, S, XL]
            fields:
              - {id: city, kind: picker, source: places}
              - {id: size, kind: picker, source: sizes}

            """
        XCTAssertEqual(
            try changes(old, new),
            [
                "New.form.yaml:10:38 breaking city: 'city' no longer has the option 'no/brg': saved answers "
                    + "and drafts holding it name no option"
            ])
    }

    /// The command: worst first as text, JSON on request, the exit status by the worst change,
    /// OLD from standard input, and a spec's text made inert before it reaches a terminal or a
    /// CI log (an option value holding ESC and a runner command).
    func testTheCommandPrintsInertLinesAndExitsByTheWorstChange() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let old = "form: A\nfields:\n  - {id: pick, kind: picker, options: [a, \"\\e[2J##[error]x\"]}\n"
        let new = "form: A\nfields:\n  - {id: pick, kind: picker, options: [a]}\n  - {id: must, required: true}\n"
        try Data(old.utf8).write(to: directory.appendingPathComponent("Old.form.yaml"))
        try Data(new.utf8).write(to: directory.appendingPathComponent("New.form.yaml"))
        let run = try TestSupport.runFormc(["diff", "Old.form.yaml", "New.form.yaml"], cwd: directory.path)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(
            run.stdout,
            "New.form.yaml:3:39: breaking: 'pick' no longer has the option '<U+001B>[2J##\u{200B}[error]x': "
                + "saved answers and drafts holding it name no option\n"
                + "New.form.yaml:4:10: tightened: 'must' is new and required: answers and drafts saved before "
                + "have no value for it\n"
                + "1 breaking, 1 tightened, 0 compatible\n")
        // Only tightened: 0, unless --strict; as JSON from standard input.
        let tightened = try TestSupport.runFormc(
            ["diff", "-", "New.form.yaml", "--format", "json"],
            input: "form: A\nfields:\n  - {id: pick, kind: picker, options: [a]}\n",
            cwd: directory.path)
        XCTAssertEqual(tightened.status, 0, tightened.stderr)
        XCTAssertEqual(
            tightened.stdout,
            """
            {
              "changes": [
                {
                  "column": 10,
                  "field": "must",
                  "file": "New.form.yaml",
                  "impact": "tightened",
                  "line": 4,
                  "message": "'must' is new and required: answers and drafts saved before have no value for it"
                }
              ],
              "worst": "tightened"
            }

            """)
        let strict = try TestSupport.runFormc(
            ["diff", "-", "New.form.yaml", "--strict"],
            input: "form: A\nfields:\n  - {id: pick, kind: picker, options: [a]}\n",
            cwd: directory.path)
        XCTAssertEqual(strict.status, 1, strict.stderr)
        let same = try TestSupport.runFormc(["diff", "New.form.yaml", "New.form.yaml"], cwd: directory.path)
        XCTAssertEqual(same.status, 0)
        XCTAssertEqual(same.stdout, "no changes to the answers\n")
        // `--root` takes the folder after it, which is no third spec.
        let rooted = try TestSupport.runFormc(
            ["diff", "--root", ".", "New.form.yaml", "New.form.yaml"], cwd: directory.path)
        XCTAssertEqual(rooted.status, 0, rooted.stderr)
        XCTAssertEqual(rooted.stdout, "no changes to the answers\n")
        // Usage (2) and a spec with errors (3), nothing on standard output.
        XCTAssertEqual(try TestSupport.runFormc(["diff", "New.form.yaml"], cwd: directory.path).status, 2)
        XCTAssertEqual(try TestSupport.runFormc(["diff", "-", "-"], cwd: directory.path).status, 2)
        XCTAssertEqual(
            try TestSupport.runFormc(
                ["diff", "Old.form.yaml", "New.form.yaml", "--format", "sarif"], cwd: directory.path
            )
            .status, 2)
        try Data("form: A\nfields:\n  - {id: a, kind: nope}\n".utf8).write(
            to: directory.appendingPathComponent("Bad.form.yaml"))
        let bad = try TestSupport.runFormc(["diff", "Old.form.yaml", "Bad.form.yaml"], cwd: directory.path)
        XCTAssertEqual(bad.status, 3)
        XCTAssertEqual(bad.stdout, "")
        XCTAssertTrue(bad.stderr.contains("Bad.form.yaml:3:"), bad.stderr)
    }

    /// The example of docs/run.md §15: Account.form.yaml against the release before it.
    func testTheExampleSaysWhatTheAccountFormBrokeSinceItsFirstRelease() throws {
        let run = try TestSupport.runFormc([
            "diff", "Examples/history/Account.v1.form.yaml", "Examples/Account.form.yaml"
        ])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(
            run.stdout,
            """
            Examples/Account.form.yaml:34:14: breaking: 'company' has the label and kind of 'companyName', which is \
            gone: if it is renamed, answers and drafts saved under 'companyName' lose their value
            Examples/Account.form.yaml:35:62: breaking: 'country' no longer has the option 'IT': saved answers \
            and drafts holding it name no option
            Examples/Account.form.yaml:26:81: tightened: 'email' is now required: answers and drafts saved without \
            it no longer submit
            Examples/Account.form.yaml:28:10: tightened: 'confirmPassword' is new and required: answers and drafts \
            saved before have no value for it
            2 breaking, 2 tightened, 0 compatible

            """)
    }
}
