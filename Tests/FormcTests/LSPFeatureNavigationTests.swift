import XCTest
import FormcDiagnostics
import FormcLSP

final class LSPFeatureNavigationTests: XCTestCase {
    private let document = LSPFeatureSpec.document(LSPFeatureSpec.shop)

    func testDefinitionOfAFieldFromEveryKindOfReference() {
        let amount = [span(12, 9, 15)]
        XCTAssertEqual(Navigation.definition(in: document, at: pos(11, 12)), amount, "next:")
        XCTAssertEqual(Navigation.definition(in: document, at: pos(2, 16)), amount, "order:")
        XCTAssertEqual(Navigation.definition(in: document, at: pos(22, 13)), amount, "a rule's check")
        XCTAssertEqual(Navigation.definition(in: document, at: pos(23, 17)), amount, "a rule's field")
        XCTAssertEqual(Navigation.definition(in: document, at: pos(14, 19)), [span(9, 9, 13)], "visibleWhen")
    }

    func testDefinitionOfASource() {
        XCTAssertEqual(Navigation.definition(in: document, at: pos(19, 14)), [span(4, 3, 10)])
        XCTAssertEqual(Navigation.references(in: document, at: pos(4, 5)), [span(4, 3, 10), span(19, 13, 20)])
    }

    func testReferencesOfAField() {
        XCTAssertEqual(
            Navigation.references(in: document, at: pos(12, 10)),
            [span(2, 15, 21), span(11, 11, 17), span(12, 9, 15), span(22, 12, 18), span(23, 12, 18)])
        XCTAssertEqual(
            Navigation.references(in: document, at: pos(12, 10), includeDefinition: false),
            [span(2, 15, 21), span(11, 11, 17), span(22, 12, 18), span(23, 12, 18)])
    }

    /// Issue 29, item 3: in a single-quoted condition, each `''` is one `'` written twice: the
    /// names after it keep their own columns, for definition, references and diagnostics.
    func testNamesAfterDoubledQuotesKeepTheirColumns() {
        let quoted = LSPFeatureSpec.document(
            """
            form: F
            sources:
              p: {options: [pro, free]}
            fields:
              - {id: plan, kind: picker, source: p, label: Plan}
              - {id: business, kind: toggle, label: B}
              - {id: x, label: X, visibleWhen: 'plan == ''pro'' and business'}
              - {id: y, label: Y, visibleWhen: 'plan == ''pro'' and busines'}

            """)
        // `business` is written at columns 57-64 of line 7 (the value starts at 38; two '').
        XCTAssertEqual(Navigation.definition(in: quoted, at: pos(7, 60)), [span(6, 10, 18)])
        XCTAssertEqual(Navigation.definition(in: quoted, at: pos(7, 40)), [span(5, 10, 14)], "plan")
        XCTAssertEqual(
            Navigation.references(in: quoted, at: pos(6, 12)), [span(6, 10, 18), span(7, 57, 65)])
        let typo = quoted.diagnostics.first { $0.code.id == "FC602" }
        XCTAssertEqual(
            typo.map { "\($0.location.line):\($0.location.column)-\($0.location.endColumn ?? 0)" }, "8:57-64")
    }

    /// An id written with an escape is not placed exactly (a rename refuses it), but it is
    /// still the field's definition: the inside of its quotes, columns 10 to 13.
    func testAnIdWrittenWithAnEscapeIsStillTheDefinition() {
        let escaped = LSPFeatureSpec.document("form: F\nfields:\n  - id: \"\\x61\"\n  - id: b\n    next: a\n")
        XCTAssertEqual(Navigation.definition(in: escaped, at: pos(5, 11)), [span(3, 10, 14)])
    }

    /// A condition folded over two lines places each name at the whole value, with no end
    /// column: the name the value starts with is still found there (columns 18 to 19), and
    /// the others, which the value does not start with, are left out.
    func testAFoldedConditionKeepsTheNameItStartsWith() {
        let folded = LSPFeatureSpec.document(
            "form: F\nfields:\n  - id: a\n  - id: b\n  - id: c\n    visibleWhen: a isSet\n      and b isSet\n")
        XCTAssertEqual(Navigation.definition(in: folded, at: pos(6, 18)), [span(3, 9, 10)])
        XCTAssertEqual(Navigation.references(in: folded, at: pos(3, 9)), [span(3, 9, 10), span(6, 18, 19)])
        XCTAssertEqual(Navigation.references(in: folded, at: pos(4, 9)), [span(4, 9, 10)])
    }

    func testQuotedNamesAndNothingUnderTheCursor() {
        let text = "form: F\nfields:\n  - id: \"a\"\n  - id: b\n    next: 'a'\n"
        let quoted = LSPFeatureSpec.document(text)
        XCTAssertEqual(Navigation.definition(in: quoted, at: pos(5, 12)), [span(3, 10, 11)])
        XCTAssertEqual(Navigation.definition(in: document, at: pos(1, 3)), [])
        XCTAssertEqual(Navigation.references(in: LSPFeatureSpec.document("form: ["), at: pos(1, 3)), [])
    }
}
