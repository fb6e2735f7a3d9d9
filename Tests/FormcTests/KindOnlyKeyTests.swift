import FormcIR
import XCTest

@testable import FormcCore

/// FC017 for every key only other kinds take, read from the kind table (issue 49, item 5):
/// before it, `format: whatever`, `min: 3` and `rowHeight: 40` on a text field linted clean
/// and did nothing.
final class KindOnlyKeyTests: XCTestCase {
    private static let spec = """
        form: F
        fields:
          - {id: card, kind: number, format: cardNumber}
          - {id: age, min: 3, max: 120}
          - {id: name, rowHeight: 40}
          - {id: day, kind: date, display: "{label}", source: days}
          - {id: news, kind: toggle, locale: de_DE}
          - {id: when, kind: date, format: dd.MM.yyyy, min: today, fillOnFocus: true}
          - {id: size, kind: picker, options: [S, M], rowHeight: 44, fillOnFocus: true}

        """

    func testEachKeyOfOtherKindsIsReportedAtItsValue() {
        let result = TestSupport.compile(Self.spec)
        XCTAssertEqual(
            TestSupport.summary(result.diagnostics),
            ["FC017 3:38", "FC017 4:20", "FC017 4:28", "FC017 5:27", "FC017 6:36", "FC017 6:55", "FC017 7:38"])
        XCTAssertEqual(
            result.diagnostics.all.map(\.message),
            [
                "'format' has no effect on a number field: only date, time, dateTime and monthYear fields take it; "
                    + "remove it",
                "'min' has no effect on a text field: only date, time, dateTime, stepper, slider, rating and "
                    + "monthYear fields take it; remove it, or write it as 'validation: {min: …}'",
                "'max' has no effect on a text field: only date, time, dateTime, stepper, slider, rating and "
                    + "monthYear fields take it; remove it, or write it as 'validation: {max: …}'",
                "'rowHeight' has no effect on a text field: only picker fields take it; remove it",
                "'display' has no effect on a date field: only picker fields take it; remove it",
                "'source' has no effect on a date field: only picker, segmented and multiSelect fields take it; "
                    + "remove it",
                "'locale' has no effect on a toggle field: only date, time, dateTime and monthYear fields take it; "
                    + "remove it"
            ])
    }

    /// A field out of the chain takes none of the chain's keys: said by the two kinds that do not.
    func testAFieldOutOfTheChainTakesNoneOfTheChainsKeys() {
        let result = TestSupport.compile(
            "form: F\nfields:\n  - {id: a, kind: toggle, label: A, returnKey: go}\n"
                + "  - {id: b, kind: segmented, label: B, options: [x], secure: true}\n  - {id: c, returnKey: go}\n")
        XCTAssertEqual(TestSupport.summary(result.diagnostics), ["FC017 3:48", "FC017 4:62"])
        XCTAssertEqual(
            result.diagnostics.all.map(\.message),
            [
                "'returnKey' has no effect on a toggle field, which takes no keyboard focus: only fields in the "
                    + "focus chain take it; remove it",
                "'secure' has no effect on a segmented field, which takes no keyboard focus: only fields in the "
                    + "focus chain take it; remove it"
            ])
    }

    /// A null value is no value (spec-language.md §2.2): nothing is written, so nothing is
    /// reported.
    func testANullValueIsNoKeyOfAnotherKind() {
        let result = TestSupport.compile(
            "form: F\nfields:\n  - {id: a, fillOnFocus: ~, format: null}\n  - id: b\n    min:\n")
        XCTAssertEqual(TestSupport.summary(result.diagnostics), [])
    }

    /// `options:` declares data, so on another kind it stays FC013, an error, and only that.
    func testOptionsOnAnotherKindIsFC013Alone() {
        let result = TestSupport.compile("form: F\nfields:\n  - {id: size, options: [S, M]}\n")
        XCTAssertEqual(TestSupport.summary(result.diagnostics), ["FC013 3:25"])
    }

    /// Every key some kinds take, on every kind that does not: one FC017 each.
    func testEveryKindOnlyKeyOnEveryOtherKind() {
        let keys = Language.field.keys.filter { $0.kinds != nil && !$0.isErrorOnOtherKinds }
        XCTAssertEqual(
            keys.map(\.name),
            [
                "placeholder", "secure", "next", "returnKey", "returnAction", "validation", "format", "min", "max",
                "step", "locale", "source",
                "display", "rowHeight", "fillOnFocus", "other", "minCount", "maxCount"
            ])
        for kind in FieldKind.allCases {
            for key in keys where !(key.kinds ?? []).contains(kind) {
                // A value the key's type takes: a wrong one stops the checks before FC017.
                let typed = [
                    "rowHeight": "40", "fillOnFocus": "true", "secure": "true", "returnKey": "go", "step": "2",
                    "validation": "{message: m}", "minCount": "1", "maxCount": "2"
                ]
                let value = typed[key.name] ?? (key.name == "returnAction" ? "done" : "x")
                let result = TestSupport.compile(
                    "form: F\nfields:\n  - {id: a, kind: \(kind.rawValue), \(key.name): \(value)}\n")
                XCTAssertEqual(
                    result.diagnostics.all.filter { $0.code == .keyWithoutEffect }.count, 1, "\(key.name) on \(kind)")
            }
        }
    }
}
