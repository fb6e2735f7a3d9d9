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

    func testQuotedNamesAndNothingUnderTheCursor() {
        let text = "form: F\nfields:\n  - id: \"a\"\n  - id: b\n    next: 'a'\n"
        let quoted = LSPFeatureSpec.document(text)
        XCTAssertEqual(Navigation.definition(in: quoted, at: pos(5, 12)), [span(3, 10, 11)])
        XCTAssertEqual(Navigation.definition(in: document, at: pos(1, 3)), [])
        XCTAssertEqual(Navigation.references(in: LSPFeatureSpec.document("form: ["), at: pos(1, 3)), [])
    }
}
