import FormcDiagnostics
import FormcEmit
import FormcIR
import XCTest

@testable import FormcCore

/// `Pipeline.recompile(bytes:after:)`: a keystroke inside one field decodes that field alone
/// (`FieldSplice`). Where it splices, its result must be the whole compile's, diagnostic for
/// diagnostic and form for form; where it cannot prove that, it must decline.
final class FieldSpliceTests: XCTestCase {
    private let folder = TestSupport.path("Examples")

    private func compile(_ text: String, name: String = "Splice.form.yaml") -> Pipeline.Result {
        SpliceSupport.compile(Array(text.utf8), name: name)
    }

    private func recompile(_ text: String, after result: Pipeline.Result) -> Pipeline.Result? {
        guard let base = result.spliceBase else { return nil }
        return Pipeline().recompile(bytes: Array(text.utf8), after: base)
    }

    private func observed(_ result: Pipeline.Result) -> [String] { SpliceSupport.observed(result) }

    private let three = """
        form: Three
        fields:
          - id: first
            kind: text
            label: First
          - id: second
            kind: text
            label: Second
          - id: third
            kind: number
            label: Third

        """

    func testALabelTypedInAMiddleFieldIsSplicedAndEqualsTheWholeCompile() throws {
        let before = compile(three)
        XCTAssertNotNil(before.spliceBase, "a clean spec of block-style items keeps a base")
        let edited = three.replacingOccurrences(of: "label: Second", with: "label: Second name")
        let spliced = try XCTUnwrap(recompile(edited, after: before))
        XCTAssertEqual(spliced.fields.map { $0.written.label?.value }, ["First", "Second name", "Third"])
        XCTAssertEqual(observed(spliced), observed(compile(edited)))
        XCTAssertNotNil(spliced.spliceBase, "the splice leaves a base for the next keystroke")
    }

    func testAnIdTypedToClashIsReportedWhereTheWholeCompileReportsIt() throws {
        let before = compile(three)
        let edited = three.replacingOccurrences(of: "id: second", with: "id: first")
        let spliced = try XCTUnwrap(recompile(edited, after: before))
        // The second `first`, line 6, column 9: FC101.
        let duplicate = try XCTUnwrap(spliced.diagnostics.all.first { $0.code == .duplicateFieldID })
        XCTAssertEqual(duplicate.location.line, 6)
        XCTAssertEqual(duplicate.location.column, 9)
        XCTAssertEqual(observed(spliced), observed(compile(edited)))
    }

    func testItDeclinesWhatItCannotProve() {
        let before = compile(three)
        let declined: [(String, String)] = [
            (
                "a decoding error",
                three.replacingOccurrences(of: "kind: text\n    label: Second", with: "kind: txt\n    label: Second")
            ),
            ("a line break typed", three.replacingOccurrences(of: "label: Second", with: "label: Sec\nond")),
            (
                "a line typed that loads",
                three.replacingOccurrences(
                    of: "kind: text\n    label: Second", with: "kind: text\n    placeholder: P\n    label: Second")
            ),
            ("the last item", three.replacingOccurrences(of: "label: Third", with: "label: Thirds")),
            ("the dash", three.replacingOccurrences(of: "  - id: second", with: "  -- id: second")),
            ("an anchor", three.replacingOccurrences(of: "label: Second", with: "label: &a Second")),
            ("outside the items", three.replacingOccurrences(of: "form: Three", with: "form: Four")),
            ("a YAML error", three.replacingOccurrences(of: "label: Second", with: "label: Second - id: x"))
        ]
        for (what, edited) in declined {
            XCTAssertNil(recompile(edited, after: before), what)
        }
    }

    func testNoBaseWhereTheWholeSpecIsNeeded() {
        XCTAssertNil(
            compile(three.replacingOccurrences(of: "label: First", with: "label: &l First")).spliceBase, "an anchor")
        XCTAssertNil(compile(three.replacingOccurrences(of: "\n", with: "\r\n")).spliceBase, "CR line breaks")
        XCTAssertNil(
            compile(three.replacingOccurrences(of: "kind: number", with: "kind: numbr")).spliceBase, "an error")
        XCTAssertNil(
            compile("form: F\nfields: [{id: a, label: A}, {id: b, label: B}, {id: c, label: C}]\n").spliceBase,
            "a flow sequence")
    }

    func testOwnOptionsMakeASourceSoTheirFieldIsNotSpliced() {
        let flow = """
            form: Flow
            fields:
              - {id: a, kind: picker, label: A, options: [x, y]}
              - {id: b, kind: picker, label: B}
              - {id: c, label: C}

            """
        let before = compile(flow)
        XCTAssertNotNil(before.spliceBase)
        XCTAssertNil(recompile(flow.replacingOccurrences(of: "label: A,", with: "label: AA,"), after: before))
        // Its options deleted on their line: the source they made must go with them.
        XCTAssertNil(recompile(flow.replacingOccurrences(of: ", options: [x, y]}", with: "}"), after: before))
        XCTAssertNil(
            recompile(flow.replacingOccurrences(of: "label: B}", with: "label: B, options: [z]}"), after: before))
    }

    /// Random keystrokes in the `fields:` lists of the examples (flow and block items, with
    /// sections, sources, conditions and rules around them), each compiled both ways, three in
    /// a row from each example: every splice equals the whole compile.
    func testRandomKeystrokesInTheExamplesSpliceToTheWholeCompile() throws {
        let typed: [String] = [
            "a", "Z", "0", " ", ":", "-", "#", "\"", "'", "{", "}", "[", "]", ",", "&", "*", "!", "|", ">", "é", "\t",
            "\u{1F600}", ""
        ]
        var random = SeededRandom(seed: 29)
        var spliced = 0
        for name in ["Profile.form.yaml", "Account.form.yaml", "Pickers.form.yaml", "NumberPad.form.yaml"] {
            let original = Array(try String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8).unicodeScalars)
            // The root `fields:` list: from its line to the next line that starts a key.
            let text = String(String.UnicodeScalarView(original))
            let list = try XCTUnwrap(text.range(of: "\nfields:\n"), name)
            let start = text.unicodeScalars.distance(from: text.startIndex, to: list.upperBound)
            let after = original[start...].indices.first { index in
                index > 0 && original[index - 1] == "\n" && original[index] != " " && original[index] != "-"
            }
            let end = after ?? original.count
            let first = compile(text, name: name)
            XCTAssertNotNil(first.spliceBase, name)
            for round in 0..<60 {
                var scalars = original
                var result = first
                for keystroke in 0..<3 {
                    let at = random.int(in: start...(end - 1))
                    let removed = random.chance(1.0 / 3) ? 1 : 0
                    let inserted = random.chance(0.5) ? "x" : random.element(typed)
                    scalars.replaceSubrange(at..<(at + removed), with: inserted.unicodeScalars)
                    let edited = Array(String(String.UnicodeScalarView(scalars)).utf8)
                    let whole = SpliceSupport.compile(edited, name: name)
                    if let base = result.spliceBase, let splice = Pipeline().recompile(bytes: edited, after: base) {
                        spliced += 1
                        XCTAssertEqual(
                            observed(splice), observed(whole), "\(name), round \(round), keystroke \(keystroke)")
                        result = splice
                    } else {
                        result = whole
                    }
                }
            }
        }
        // Of the 720 keystrokes, those that leave the spec decoding cleanly inside one item
        // but the last, after a keystroke that did too, are spliced: 49 with this seed.
        XCTAssertGreaterThan(spliced, 40, "random keystrokes took the splice too seldom for the test to mean much")
    }
}
