import FormcCore
import FormcDiagnostics
import XCTest

/// Every error in one round (issue 29, item 10): after a decoding error the later phases run
/// on what decoding recovered, so a misspelt kind does not hide the errors after it. Codes
/// and places are written by hand.
final class OneRoundTests: XCTestCase {
    private func summary(_ yaml: String) -> [String] {
        TestSupport.summary(TestSupport.compile(yaml).diagnostics)
    }

    /// The checkout form: the misspelt kind and key, and in the same run the date
    /// format, the wrong boolean and the misspelt source. The field with an error nothing
    /// recovers (`required: maybe`) keeps its other diagnostics back (its `next: emial`), which
    /// may only follow from the value lost.
    func testAMisspeltKindNoLongerHidesTheErrorsAfterIt() {
        let yaml = """
            form: Checkout
            fields:
              - {id: email, kind: emial, lable: Email}
              - id: birthday
                kind: date
                format: YYYY-MM-dd
              - id: phone
                kind: phone
                required: maybe
                next: emial
              - {id: plan, kind: picker, source: plnas}
            sources:
              plans: {options: [free, pro]}

            """
        XCTAssertEqual(
            summary(yaml), ["FC013 3:23", "FC010 3:30", "FC303 6:13", "FC011 9:15", "FC202 11:38", "FC203 13:3"])
    }

    /// What decoding recovered is read as its fix-it writes it: `kind: dat` is a date, so the
    /// week-based year of its format is found; `fromat:` is `format:`.
    func testARecoveredValueIsCheckedAsTheFixWritesIt() {
        XCTAssertEqual(
            summary("form: F\nfields:\n  - {id: d, kind: dat, format: YYYY-MM-dd}\n"), ["FC013 3:19", "FC303 3:32"])
        XCTAssertEqual(
            summary("form: F\nfields:\n  - {id: d, kind: date, fromat: YYYY-MM-dd}\n"), ["FC010 3:25", "FC303 3:33"])
    }

    /// Where decoding cannot say what the rest of the form refers to, the checker does not
    /// run, as before: an error at the top level, or a field left out for want of an id.
    func testNoCheckWhereTheFormIsUnknown() {
        XCTAssertEqual(
            summary("form: F\ntoolbar: 5\nfields:\n  - {id: d, kind: date, format: YYYY-MM-dd}\n"), ["FC011 2:10"])
        XCTAssertEqual(
            summary("form: F\nfields:\n  - {label: Name}\n  - {id: d, kind: date, format: YYYY-MM-dd, next: a}\n"),
            ["FC012 3:5"])
    }

    /// A value lost that other fields read (a kind: conditions and rules judge a field by it)
    /// stops the checker, whose findings elsewhere could be ones the fix takes away (a review
    /// found FC604 "'agree' is a text field" on another field, gone once `[toggle]` was
    /// `toggle`); so does an unknown key, which may be such a key misspelt past recognition.
    func testAValueOtherFieldsReadStopsTheChecker() {
        XCTAssertEqual(
            summary(
                "form: J\nfields:\n  - {id: agree, kind: [toggle]}\n  - {id: why, visibleWhen: agree == true}\n"),
            ["FC011 3:23"])
        XCTAssertEqual(
            summary("form: J\nfields:\n  - {id: d, kind: date, format: YYYY-MM-dd, tpye: x}\n"), ["FC010 3:45"])
    }

    /// A field's own value lost leaves out that field's diagnostics only, by position: a field
    /// beside it on the same line keeps its own.
    func testALocalValueLostKeepsTheFieldBesideIt() {
        XCTAssertEqual(
            summary(
                "form: I\nfields: [{id: a, label: A, required: maybe}, {id: b, kind: date, format: YYYY-MM-dd}]\n"),
            ["FC011 2:38", "FC303 2:74"])
        // And the field before it: the lost value after it on the line hides nothing of it.
        XCTAssertEqual(
            summary(
                "form: I\nfields: [{id: b, kind: date, format: YYYY-MM-dd}, {id: a, label: A, required: maybe}]\n"),
            ["FC303 2:38", "FC011 2:79"])
        XCTAssertEqual(
            summary("form: I\nfields:\n  - {id: a, label: [A], kind: date, format: YYYY}\n  - {id: b, kind: dat}\n"),
            ["FC011 3:20", "FC013 4:19"])
    }

    /// Each local key's value lost keeps the checker running: a lost `max` or `min` (as much
    /// a field's own as its label) hides nothing of the other field's date format.
    func testALostMinOrMaxIsLocalToo() {
        XCTAssertEqual(
            summary(
                "form: M\nfields:\n  - {id: d, kind: date, max: [x]}\n  - {id: e, kind: date, format: YYYY-MM-dd}\n"),
            ["FC011 3:30", "FC303 4:33"])
        XCTAssertEqual(
            summary(
                "form: M\nfields:\n  - {id: d, kind: date, min: [x]}\n  - {id: e, kind: date, format: YYYY-MM-dd}\n"),
            ["FC011 3:30", "FC303 4:33"])
    }

    /// A field with a lost local value and, after it, a lost value other fields read: the
    /// second lies outside the local value's span, so the checker stops (another field would
    /// get FC604 "'agree' is a text field", gone once `[toggle]` is fixed).
    func testAnErrorAfterALocalValueInTheSameFieldStillStopsTheChecker() {
        XCTAssertEqual(
            summary(
                "form: J\nfields:\n  - {id: agree, label: [A], kind: [toggle]}\n  - {id: why, visibleWhen: agree == true}\n"
            ),
            ["FC011 3:24", "FC011 3:35"])
    }

    /// The errors still stop `compile`: no output is written.
    func testCompileStillStopsOnARecoveredError() throws {
        let folder = try TestSupport.temporaryDirectory()
        let spec = folder.appendingPathComponent("f.form.yaml")
        try Data("form: F\nfields:\n  - {id: d, kind: dat}\n".utf8).write(to: spec)
        let run = try TestSupport.runFormc(["compile", "f.form.yaml", "-o", "out.json"], cwd: folder.path)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("[FC013]"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.json").path))
    }
}
