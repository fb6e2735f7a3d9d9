import XCTest
import FormcDiagnostics
@testable import FormcFrontEnd

/// "Did you mean": the closest name within a third of the word's length, the first of equally
/// close ones, found without computing the distance to names that cannot be within reach; and
/// the bound on how many names of one spec get a hint.
final class SuggestionTests: XCTestCase {
    func testTheFirstOfEquallyCloseCandidatesWinsWhateverTheCase() {
        XCTAssertEqual(KeySuggestion.closest(to: "Emial", among: ["email", "EMAIL"]), "email")
        // 'name' and 'nme2' are both one edit from 'nme': the first one found is kept.
        XCTAssertEqual(KeySuggestion.closest(to: "nme", among: ["name", "nme2", "x"]), "name")
        XCTAssertEqual(KeySuggestion.closest(to: "nme", among: ["nme2", "name"]), "nme2")
        // A closer candidate later in the list replaces an earlier, farther one.
        XCTAssertEqual(KeySuggestion.closest(to: "addres", among: ["adds", "address"]), "address")
    }

    func testCandidatesWithCharactersTheWordLacksAreStillFoundWithinReach() {
        // Two substitutions, and 'abcxyf' has two letters 'abcdef' lacks: exactly in reach (6 / 3).
        XCTAssertEqual(KeySuggestion.closest(to: "abcdef", among: ["zzzzzz", "abcxyf"]), "abcxyf")
        // Three letters apart is out of reach, however the rest matches.
        XCTAssertNil(KeySuggestion.closest(to: "abcdef", among: ["abcxyz"]))
        XCTAssertNil(KeySuggestion.closest(to: "ab", among: ["xy"]))
        // Length alone: 'label' is two insertions from 'lab' (reach 1).
        XCTAssertNil(KeySuggestion.closest(to: "lab", among: ["label"]))
        XCTAssertEqual(KeySuggestion.closest(to: "lable", among: ["label"]), "label")
        XCTAssertEqual(KeySuggestion.closest(to: "北京市", among: ["北京", "上海"]), "北京")
    }

    func testTheBoundedDistanceStopsOnlyAboveTheBound() {
        let kitten = Array("kitten".unicodeScalars), sitting = Array("sitting".unicodeScalars)
        XCTAssertEqual(EditDistance.between(kitten, sitting), 3)
        XCTAssertEqual(EditDistance.between(kitten, sitting, bound: 3), 3)
        XCTAssertGreaterThan(EditDistance.between(kitten, sitting, bound: 1), 1)
        XCTAssertEqual(EditDistance.between(Array("ab".unicodeScalars), Array("ba".unicodeScalars), bound: 1), 1)
    }

    /// A letter too many at the front is one edit, counted from the first column (deleting the
    /// longer word's first letters): `xemail` is 1 from `email`, as `emaill` is.
    func testAnExtraLetterAtTheFrontIsOneEdit() {
        XCTAssertEqual(EditDistance.between("xemail", "email"), 1)
        XCTAssertEqual(EditDistance.between("emaill", "email"), 1)
        XCTAssertEqual(EditDistance.between("aa", "a"), 1)
        XCTAssertEqual(KeySuggestion.closest(to: "xlabel", among: ["label", "xlab"]), "label")
    }

    func testHintsStopAfterTheLimit() {
        var suggestions = KeySuggestions(["name", "email"], limit: 2)
        XCTAssertEqual(suggestions.hint(for: "nmae"), "; did you mean 'name'?")
        XCTAssertEqual(suggestions.hint(for: "zzzz"), "")
        XCTAssertEqual(suggestions.hint(for: "emial"), "", "the third word is past the limit")
    }

    func testASpecsFirst500UnknownIDsGetAHintAndTheRestDoNot() {
        let count = KeySuggestions.defaultLimit + 1
        XCTAssertEqual(count, 501)
        let fields = (0..<count).map { "  - {id: field\($0), next: feild\($0)}" }
        let result = TestSupport.compile("form: F\nfields:\n" + fields.joined(separator: "\n") + "\n")
        let links = result.diagnostics.sorted.filter { $0.code == .badNextLink }
        XCTAssertEqual(links.count, 501)
        XCTAssertEqual(links.first?.message, "next names 'feild0', but no field has that id; did you mean 'field0'?")
        XCTAssertEqual(
            links.dropLast().last?.message, "next names 'feild499', but no field has that id; did you mean 'field499'?")
        XCTAssertEqual(links.last?.message, "next names 'feild500', but no field has that id")
        XCTAssertEqual(links.last.map { "\($0.location.line):\($0.location.column)" }, "503:26")
    }

    func testManyPickersSharingASourceFindTheirDefaultsAndTheFirstOfTwoEqualParents() {
        // The first 'A' has no child 'x'; the second has: a default follows the first, as the
        // picker selects it.
        let spec = """
            form: F
            sources:
              s:
                levels: [letter, word]
                options:
                  - {label: A, children: [y]}
                  - {label: A, children: [x]}
                  - {label: B, children: [x]}
            fields:
              - {id: a, kind: picker, source: s, default: [A, y]}
              - {id: b, kind: picker, source: s, default: [A, x]}
              - {id: c, kind: picker, source: s, default: [B, x]}
              - {id: d, kind: picker, source: s, default: [B, y]}
              - {id: e, kind: picker, source: s, default: [C, x]}

            """
        let result = TestSupport.compile(spec)
        let defaults = result.diagnostics.sorted.filter { $0.code == .defaultNotAnOption }
        XCTAssertEqual(
            defaults.map { "\($0.location.line):\($0.location.column) \($0.message)" },
            [
                "11:47 default 'x' is not a word value of source 's'; did you mean 'y'?",
                "13:47 default 'y' is not a word value of source 's'; did you mean 'x'?",
                "14:47 default 'C' is not a letter value of source 's'; did you mean 'A'?"
            ])
    }
}
