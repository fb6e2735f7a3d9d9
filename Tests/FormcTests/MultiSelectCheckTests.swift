import XCTest
import FormcDiagnostics
@testable import FormcIR

/// `kind: multiSelect` (issue 49): its checks (FC407, FC608, and FC604, FC607, FC212, FC215,
/// FC015 as they read a multi-select), its conditions' truth (`contains`, `.count`), and its
/// submit check (`SelectionCheck`). Codes, lines, columns and messages are written by hand.
final class MultiSelectCheckTests: XCTestCase {
    private func report(_ yaml: String) -> [String] {
        TestSupport.compile(yaml).diagnostics.sorted.map {
            "\($0.code.id) \($0.location.line):\($0.location.column) \($0.message)"
        }
    }

    /// A form whose multi-select `extras` has three options; `FIELDS` are added after it.
    private func form(_ fields: String, extras: String = "") -> String {
        "form: F\nfields:\n  - {id: extras, kind: multiSelect, options: [wifi, parking, pool]\(extras)}\n" + fields
    }

    func testCountsNoChoiceMeetsAreReportedAtTheBoundThatCannotBeMet() {
        XCTAssertEqual(
            report(form("", extras: ", maxCount: 0")),
            ["FC407 3:79 maxCount 0 allows no option to be chosen"])
        XCTAssertEqual(
            report(form("", extras: ", minCount: 4")),
            ["FC407 3:79 minCount 4 is more than the options there are to choose (3)"])
        XCTAssertEqual(
            report(form("", extras: ", maxCount: 4")),
            ["FC407 3:79 maxCount 4 is more than the options there are to choose (3)"])
        XCTAssertEqual(
            report(form("", extras: ", minCount: 2, maxCount: 1")),
            ["FC407 3:92 maxCount 1 is below minCount 2: no choice meets both"])
        XCTAssertEqual(report(form("", extras: ", minCount: -1")), ["FC015 3:79 minCount cannot be negative"])
        // As many as there are options, and none at all, are choices a person can make.
        XCTAssertEqual(report(form("", extras: ", minCount: 0, maxCount: 3")), [])
    }

    func testADefaultListsOptionsOnceEach() {
        XCTAssertEqual(report(form("", extras: ", default: [pool, wifi]")), [])
        XCTAssertEqual(report(form("", extras: ", default: pool")), [])
        XCTAssertEqual(
            report(form("", extras: ", default: [pool, pool]")),
            ["FC212 3:78 default lists 'pool' twice; a multi-select chooses an option once"])
        XCTAssertEqual(
            report(form("", extras: ", default: [pool, spa]")),
            ["FC212 3:78 default 'spa' is not a value of source 'extras'"])
    }

    func testACascadingSourceIsOneListTooMany() {
        XCTAssertEqual(
            report(
                """
                form: F
                sources:
                  places:
                    levels: [country, city]
                    options:
                      - {label: DE, children: [Berlin]}
                fields:
                  - {id: cities, kind: multiSelect, source: places}
                """),
            [
                "FC215 8:45 source 'places' is cascading, but a multi-select shows one list; use 'kind: picker' for its levels"
            ])
    }

    func testComparingAMultiSelectAsOneValueSaysWhatToWriteInstead() {
        XCTAssertEqual(
            report(form("  - {id: a, visibleWhen: \"extras != 'wifi'\"}\n")),
            [
                "FC608 4:27 'extras' is a multi-select, which holds a set of options, never one value; "
                    + "write not (extras contains 'wifi') for \"not chosen\""
            ])
        XCTAssertEqual(
            report(form("  - {id: a, visibleWhen: extras == 2}\n")),
            [
                "FC608 4:26 'extras' is a multi-select, which holds a set of options, never one value; "
                    + "write extras.count == 2 to count the options chosen"
            ])
        XCTAssertEqual(
            report(form("  - {id: a, visibleWhen: extras == false}\n")),
            [
                "FC608 4:26 'extras' is a multi-select, which holds a set of options, never one value; "
                    + "write 'extras isEmpty' for \"none is chosen\""
            ])
        XCTAssertEqual(
            report(form("  - {id: a, visibleWhen: \"extras in ['wifi', 'pool', 'it''s']\"}\n")),
            [
                "FC608 4:27 'extras' is a multi-select, which holds a set of options, never one value; "
                    + "write extras contains 'wifi' or extras contains 'pool' or …"
            ])
        XCTAssertEqual(
            report(form("  - {id: a, visibleWhen: extras >= 2}\n")),
            [
                "FC608 4:26 'extras' is a multi-select, which holds a set of options, never one value; "
                    + "write extras.count >= 2 to count the options chosen"
            ])
        XCTAssertEqual(
            report(form("  - {id: a, enabledWhen: not extras}\n")),
            [
                "FC608 4:30 'extras' is a multi-select, which holds a set of options, never true; "
                    + "write 'extras isSet' for \"any is chosen\""
            ])
        // Two multi-selects are not compared either; each side is said.
        XCTAssertEqual(
            report(
                form(
                    "  - {id: more, kind: multiSelect, options: [wifi]}\nrules:\n"
                        + "  - {check: extras == more, message: m}\n")),
            [
                "FC608 6:13 'extras' is a multi-select, which holds a set of options, never one value; test an "
                    + "option with 'contains' or count them with '.count', in each field's own condition",
                "FC608 6:23 'more' is a multi-select, which holds a set of options, never one value; test an "
                    + "option with 'contains' or count them with '.count', in each field's own condition"
            ])
    }

    func testContainsAndCountReadOnlyAMultiSelectAndItsOwnOptions() {
        XCTAssertEqual(
            report(
                form(
                    "  - {id: size, kind: picker, options: [S, M]}\n"
                        + "  - {id: a, visibleWhen: \"size contains 'S' or size.count > 0\"}\n")),
            [
                "FC607 5:27 'contains' tests the options chosen in a multi-select, but 'size' is a picker field; "
                    + "compare its value with '==' or 'in'",
                "FC607 5:48 'size.count' counts the options chosen in a multi-select, but 'size' is a picker field; "
                    + "compare its value with '==' or 'in'"
            ])
        XCTAssertEqual(
            report(form("  - {id: a, visibleWhen: \"extras contains 'spa'\"}\n")),
            ["FC604 4:43 'spa' is not among the options of 'extras' ('parking', 'pool', 'wifi')"])
        XCTAssertEqual(
            report(form("  - {id: a, visibleWhen: \"extras contains 'pool' and extras.count != 1\"}\n")), [])
    }

    /// A count is a whole number from 0 to the options there are: a comparison that never
    /// holds is FC604, at the number.
    func testACountComparedSoThatItNeverHoldsIsFC604() {
        XCTAssertEqual(
            report(form("  - {id: a, visibleWhen: \"extras.count > 3 or extras.count < 1e309\"}\n")),
            [
                "FC604 4:42 'extras.count' is a whole number from 0 to 3, the options there are, so '> 3' never holds",
                "FC604 4:62 'extras.count' is a count of options, and 1e309 is no number it can be compared with"
            ])
        XCTAssertEqual(
            report(form("  - {id: a, visibleWhen: \"extras.count == 1.5 or extras.count < 0\"}\n")),
            [
                "FC604 4:43 'extras.count' is a whole number from 0 to 3, the options there are, so '== 1.5' never "
                    + "holds",
                "FC604 4:65 'extras.count' is a whole number from 0 to 3, the options there are, so '< 0' never holds"
            ])
        XCTAssertEqual(
            report(
                form("  - {id: a, visibleWhen: \"extras.count >= 3 and extras.count != 7 and extras.count <= 0\"}\n")),
            [])
    }

    /// A default its own counts refuse: the form could not be submitted as it starts.
    func testADefaultTheCountsRefuseIsFC404() {
        XCTAssertEqual(
            report(form("", extras: ", maxCount: 1, default: [wifi, pool]")),
            ["FC404 3:91 default chooses 2 of the options, more than maxCount 1"])
        XCTAssertEqual(
            report(form("", extras: ", minCount: 2, default: pool")),
            ["FC404 3:91 default chooses 1 of the options, fewer than minCount 2"])
    }

    /// `contains` and `.count` hold as the docs say (spec-language.md §6.4): a hidden
    /// multi-select reads as none chosen.
    func testContainsAndCountHoldForTheOptionsChosenAndAHiddenOneCountsNone() throws {
        let result = TestSupport.compile(
            form(
                "  - {id: show, kind: toggle}\n"
                    + "  - {id: wifiCode, visibleWhen: \"extras contains 'wifi'\"}\n"
                    + "  - {id: two, visibleWhen: \"extras.count >= 2\"}\n"
                    + "  - {id: none, visibleWhen: extras isEmpty}\n"
                    + "  - {id: fewer, visibleWhen: \"extras.count < 1\"}\n",
                extras: ", visibleWhen: show"))
        XCTAssertEqual(TestSupport.summary(result.diagnostics), [])
        let evaluator = ConditionEvaluator(form: try XCTUnwrap(result.form))
        func hidden(_ chosen: Set<String>, shown: Bool) -> Set<String> {
            evaluator.state { id in
                id == "extras" ? .selection(chosen) : id == "show" ? .bool(shown) : .none
            }.hidden
        }
        XCTAssertEqual(hidden([], shown: true), ["wifiCode", "two"])
        XCTAssertEqual(hidden(["wifi"], shown: true), ["two", "none", "fewer"])
        XCTAssertEqual(hidden(["pool", "parking"], shown: true), ["wifiCode", "none", "fewer"])
        // Hidden, its options are no answer: none is chosen.
        XCTAssertEqual(hidden(["wifi", "pool"], shown: false), ["extras", "wifiCode", "two"])
    }

    func testANumberInContainsMatchesAnOptionThatReadsAsIt() {
        XCTAssertTrue(
            ConditionEvaluator.evaluate(
                .contains(
                    FieldReference(id: "a", location: .init(file: "", line: 1, column: 1)),
                    ConditionLiteral(.number("2.0"), location: .init(file: "", line: 1, column: 1)))
            ) { _ in .selection(["1", "2"]) })
        XCTAssertFalse(
            ConditionEvaluator.evaluate(
                .contains(
                    FieldReference(id: "a", location: .init(file: "", line: 1, column: 1)),
                    ConditionLiteral(.string("2.0"), location: .init(file: "", line: 1, column: 1)))
            ) { _ in .selection(["1", "2"]) })
    }

    /// The submit check's order: none chosen is only `required`'s; a value that is no option
    /// first, then the counts.
    func testTheSubmitCheckFailsInTheOrderAPersonFixesThem() {
        let options = ["a", "b", "c"]
        let check = SelectionCheck(required: false, minCount: 2, maxCount: 2)
        XCTAssertNil(check.failure([], options: options))
        XCTAssertEqual(check.failure(["a"], options: options), .tooFew(2))
        XCTAssertNil(check.failure(["a", "c"], options: options))
        XCTAssertEqual(check.failure(["a", "b", "c"], options: options), .tooMany(2))
        XCTAssertEqual(check.failure(["a", "zzz"], options: options), .notAnOption)
        let required = SelectionCheck(required: true, minCount: nil, maxCount: nil)
        XCTAssertEqual(required.failure([], options: options), .required)
        XCTAssertNil(required.failure(["b"], options: options))
    }
}
