import Foundation
import XCTest
import FormcIR
import FormcKit
@testable import FormcTerminal

/// How typed text finds a picker's option, in every driver that matches (issue 45, items 8
/// and 9): folded for case, accents and width, and ranked (exact label, exact value, folded
/// label, folded value, label prefix, word prefix, label substring, value substring; ties in
/// source order). FormcIR's `OptionSearch` (the terminal's) and FormcKit's `FormcOptionSearch`
/// (the generated code's) run on one table. Expected values are written by hand.
final class OptionSearchTests: XCTestCase {
    // MARK: The fold, in both homes

    func testTheFoldIgnoresCaseAccentsAndWidthButNotKanaVoicingInFormcIRAndFormcKitAlike() {
        let cases: [(String, String)] = [
            ("São Paulo", "sao paulo"),
            ("SAO PAULO", "sao paulo"),  // ASCII, the fast path
            ("Brasília", "brasilia"),
            ("ZÜRICH", "zurich"),
            ("Straße", "strasse"),
            ("İstanbul", "istanbul"),
            ("ＡＢＣ１２", "abc12"),
            ("ｶﾀｶﾅ", "カタカナ"),  // half-width katakana as full-width
            ("ｶﾞ", "ガ"),  // the half-width voicing mark joins its kana
            ("ガ", "ガ"),  // and is no accent: ガ is not カ
            ("Sa\u{0303}o", "sao")  // a combining tilde as the precomposed one
        ]
        for (text, expected) in cases {
            XCTAssertEqual(Array(OptionSearch.fold(text).unicodeScalars), Array(expected.unicodeScalars), text)
            XCTAssertEqual(Array(FormcOptionSearch.fold(text).unicodeScalars), Array(expected.unicodeScalars), text)
        }
        XCTAssertNotEqual(OptionSearch.fold("ガ"), OptionSearch.fold("カ"))
    }

    // MARK: The ranking, in both homes

    func testTheRankingOfARowIsTheSameInFormcIRAndFormcKit() {
        let cases: [(label: String, value: String, text: String, rank: String?)] = [
            ("Springfield", "sf", "Springfield", "label"),
            ("Norway", "no", "no", "value"),
            ("São Paulo", "sp", "Sao Paulo", "foldedLabel"),
            ("Zürich", "zh", "zurich", "foldedLabel"),
            ("Oslo", "NO-03", "no-03", "foldedValue"),
            ("Weekly", "w", "wee", "labelPrefix"),
            ("São Paulo", "sp", "sao", "labelPrefix"),
            ("Less than weekly", "l", "wee", "wordPrefix"),
            ("New York", "ny", "york", "wordPrefix"),
            ("Weekly", "w", "eek", "labelSubstring"),
            ("Oslo", "NO-03", "03", "valueSubstring"),
            ("東京", "tokyo", "ＴＯＫ", "valueSubstring"),
            ("Oslo", "x", "zz", nil)
        ]
        for (label, value, text, expected) in cases {
            let ir = OptionSearch.rank(label: label, value: value, for: text)
            let kit = FormcOptionSearch.rank(label: label, value: value, for: text)
            XCTAssertEqual(ir.map { "\($0)" }, expected, "FormcIR \(label) \(text)")
            XCTAssertEqual(kit.map { "\($0)" }, expected, "FormcKit \(label) \(text)")
        }
        let often = ["Less than weekly", "Weekly", "Daily"].map { FormcOption($0, value: $0) }
        XCTAssertEqual(FormcOptionSearch.best(often, for: "wee")?.label, "Weekly")
        XCTAssertEqual(FormcOptionSearch.matching(often, "WEE").map(\.label), ["Less than weekly", "Weekly"])
    }

    // MARK: The full-screen filter

    private func form(_ yaml: String) throws -> Form {
        let result = TestSupport.compile(yaml)
        XCTAssertFalse(result.diagnostics.hasErrors, "\(TestSupport.summary(result.diagnostics))")
        return try XCTUnwrap(result.form)
    }

    static let spec = """
        form: Trip
        fields:
          - {id: often, label: How often, kind: picker, options: [Less than weekly, Weekly, Daily]}
          - {id: city, label: City, kind: picker, options: [Zürich, Brasília, São Paulo, Paraty]}

        """

    private func filtered(_ field: String, _ typed: String) throws -> AnswerValue? {
        var session = FormSession(form: try form(Self.spec))
        if field == "city" { session.handle(.tab) }
        for character in typed { session.handle(character == " " ? .space : .character(character)) }
        return session.answers()[field]
    }

    func testTheFilterHighlightsALabelStartingWithItBeforeOneWithAWordStartingWithIt() throws {
        XCTAssertEqual(try filtered("often", "wee"), .string("Weekly"))
        XCTAssertEqual(try filtered("often", "eek"), .string("Less than weekly"), "two substrings: source order")
        XCTAssertEqual(try filtered("often", "than"), .string("Less than weekly"))
    }

    func testTheFilterIgnoresAccentsAndWidth() throws {
        XCTAssertEqual(try filtered("city", "sao"), .string("São Paulo"))
        XCTAssertEqual(try filtered("city", "brasilia"), .string("Brasília"))
        XCTAssertEqual(try filtered("city", "zurich"), .string("Zürich"))
        XCTAssertEqual(try filtered("city", "ＳＡＯ"), .string("São Paulo"))
        XCTAssertEqual(try filtered("city", "pa"), .string("Paraty"), "a prefix before a word's prefix")
    }

    // MARK: The line mode

    func testTheLineModeTakesALabelIgnoringCaseAccentsAndWidthButNoPartOfOne() throws {
        var lines = ["wee", "weekly", "Sao Paulo"][...]
        var prompts: [String] = []
        let answers = try LineRunner(
            form: try form(Self.spec), readLine: { _ in lines.popFirst().map { Array($0.utf8) } },
            prompt: { prompts.append($0) }
        ).run()
        XCTAssertEqual(answers, ["often": .string("Weekly"), "city": .string("São Paulo")])
        XCTAssertEqual(prompts[1], "  ⚠ 'wee' is not one of the 3 options\n")
    }

    func testTheLineModeRefusesAnAnswerThatNamesTwoOptionsIgnoringCase() throws {
        let yaml =
            "form: F\nfields:\n  - {id: town, kind: picker, options: [{label: Springfield, value: il}, {label: SPRINGFIELD, value: ma}]}\n"
        var lines = ["springfield", "SPRINGFIELD"][...]
        var prompts: [String] = []
        let answers = try LineRunner(
            form: try form(yaml), readLine: { _ in lines.popFirst().map { Array($0.utf8) } },
            prompt: { prompts.append($0) }
        ).run()
        XCTAssertEqual(answers, ["town": .string("ma")], "the exact label wins over the folded one")
        XCTAssertEqual(
            prompts[1],
            "  ⚠ \"springfield\" is the label of 2 options (1 and 2): answer with its number or its value\n")
    }
}
