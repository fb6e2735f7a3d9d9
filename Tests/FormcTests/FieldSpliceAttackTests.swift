import FormcDiagnostics
import FormcEmit
import FormcIR
import FormcYAML
import XCTest

@testable import FormcCore

/// Counterexamples to `FieldSplice`'s claim: a splice, where it returns a result, gives the
/// whole compile's result. Each edit here is one the splice used to take while the whole
/// compile of the same bytes said otherwise; it must now decline or agree.
final class FieldSpliceAttackTests: XCTestCase {
    private func compile(_ bytes: [UInt8], limits: YAMLLimits = .standard) -> Pipeline.Result {
        SpliceSupport.compile(bytes, name: "Attack.form.yaml", limits: limits)
    }

    private func observed(_ result: Pipeline.Result) -> [String] { SpliceSupport.observed(result) }

    /// Asserts that `edited`, compiled after `original` by a splice, either is declined (or
    /// `original` keeps no base) or equals its whole compile; returns whether it was spliced.
    @discardableResult
    private func assertSpliceAgrees(
        _ original: String, _ edited: String, _ what: String, limits: YAMLLimits = .standard,
        file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
        guard let base = compile(Array(original.utf8), limits: limits).spliceBase,
            let splice = Pipeline(limits: limits).recompile(bytes: Array(edited.utf8), after: base)
        else { return false }
        XCTAssertEqual(
            observed(splice), observed(compile(Array(edited.utf8), limits: limits)), what, file: file, line: line)
        return true
    }

    private let three = """
        form: Three
        fields:
          - id: first
            kind: text
            label: First

          - id: second
            kind: toggle
            label: Second
            required: false

          - id: third
            kind: number
            label: Third

        """

    /// `...` at the start of a line ends the document wherever it stands (libyaml checks for
    /// it at column 0 before anything else). Loaded alone, the item's lines end cleanly
    /// there; in the whole spec the next item then starts a second document, an error.
    func testADocumentEndMarkerTypedInsideAnItemIsNotSpliced() {
        let blankLine = three.replacingOccurrences(of: "label: First\n\n", with: "label: First\n...\n")
        XCTAssertNotNil(compile(Array(three.utf8)).spliceBase, "the spec keeps a base")
        XCTAssertFalse(compile(Array(blankLine.utf8)).diagnostics.all.isEmpty, "the whole compile reports it")
        XCTAssertFalse(assertSpliceAgrees(three, blankLine, "'...' on the blank line after an item"))
        let lastLine = three.replacingOccurrences(of: "    required: false\n", with: "... # end\n")
        XCTAssertFalse(compile(Array(lastLine.utf8)).diagnostics.all.isEmpty, "the whole compile reports it")
        XCTAssertFalse(assertSpliceAgrees(three, lastLine, "'... # end' in place of an item's last line"))
    }

    /// A `%TAG` directive is the document's: `!str` is `tag:yaml.org,2002:str` in the whole
    /// spec below (a string, so `required: !str true` is no boolean), but a local tag `!str`
    /// in the item's lines loaded alone (a plain `true`).
    func testATagHandleTheDocumentRedefinesIsNotSpliced() {
        let tagged = "%TAG ! tag:yaml.org,2002:\n---\n" + three
        let edited = tagged.replacingOccurrences(of: "required: false", with: "required: !str true")
        XCTAssertFalse(compile(Array(edited.utf8)).diagnostics.all.isEmpty, "the whole compile reports it")
        XCTAssertFalse(assertSpliceAgrees(tagged, edited, "'!str' under '%TAG ! tag:yaml.org,2002:'"))
        let secondary = "%TAG !! tag:example.com,2000:\n---\n" + three
        assertSpliceAgrees(
            secondary, secondary.replacingOccurrences(of: "required: false", with: "required: !!str true"),
            "'!!str' under '%TAG !! tag:example.com,2000:'")
    }

    /// Edits that held: each splices to the whole compile's result (`true`) or is declined
    /// (`false`), as written beside it.
    func testEditsThatHeld() {
        let flat = "form: Flat\nfields:\n- id: a\n  label: A\n- id: b\n  label: B\n- id: c\n  label: C\n"
        let kept = three.replacingOccurrences(of: "label: First\n", with: "hint: |+\n      Kept\n")
        let quoted = three.replacingOccurrences(of: "label: First\n", with: "label: \"First\nline\"\n")
        let named = three.replacingOccurrences(of: "label: Third\n", with: "label: Third\n    visibleWhen: second\n")
        let merged = three.replacingOccurrences(of: "label: First\n", with: "label: First\n    <<: {hint: h}\n")
        let cases: [(String, String, String, Bool)] = [
            ("an indentless list", flat, flat.replacingOccurrences(of: "label: A", with: "label: AA"), true),
            (
                "an indentless item's line at column 1", flat,
                flat.replacingOccurrences(of: "  label: A", with: "x: A"), false
            ),
            ("'|+' kept to the next item", kept, kept.replacingOccurrences(of: "Kept", with: "Kep"), true),
            (
                "spaces typed on the line '|+' keeps", kept,
                kept.replacingOccurrences(of: "Kept\n\n", with: "Kept\n        \n"), true
            ),
            ("a quoted line at column 1", quoted, quoted.replacingOccurrences(of: "line\"", with: "lines\""), true),
            (
                "a key of 1,025 characters", three,
                three.replacingOccurrences(of: "label: First", with: String(repeating: "k", count: 1025) + ": x"), false
            ),
            (
                "a field a condition names renamed", named,
                named.replacingOccurrences(of: "id: second", with: "id: secnd"), true
            ),
            (
                "an id taken by another field", named, named.replacingOccurrences(of: "id: second", with: "id: third"),
                true
            ),
            (
                "a tab before a value", three, three.replacingOccurrences(of: "label: First", with: "label:\tFirst"),
                true
            ),
            (
                "an astral character and a byte-order mark", three,
                three.replacingOccurrences(of: "label: First", with: "label: 😀\u{FEFF}x"), true
            ),
            (
                "a merge key's value", merged,
                merged.replacingOccurrences(of: "{hint: h}", with: "{hint: h, label: M}"), true
            ),
            ("the same text", three, three, false)
        ]
        for (what, original, edited, splices) in cases {
            XCTAssertEqual(assertSpliceAgrees(original, edited, what), splices, what)
        }
        // Nesting right at the limit: the root mapping, the list, the item, the merge list and
        // its mapping are five levels.
        let list = merged.replacingOccurrences(of: "{hint: h}", with: "[{hint: h}]")
        var limits = YAMLLimits.standard
        limits.maxDepth = 5
        XCTAssertTrue(assertSpliceAgrees(merged, list, "five levels, five allowed", limits: limits))
        limits.maxDepth = 4
        XCTAssertFalse(compile(Array(list.utf8), limits: limits).diagnostics.all.isEmpty, "five levels, four allowed")
        XCTAssertFalse(assertSpliceAgrees(merged, list, "five levels, four allowed", limits: limits))
    }
}
