import FormcIR
import XCTest

@testable import FormcCore

/// `kind: segmented` in the compiler (issue 49): what a translator is told of its options.
/// Its checks are FC215 and FC216 (BrokenFixtureTests, the rules' examples), its terminal
/// Tests/Terminal/test_run_segmented.py, its runtime SegmentedKitTests.
final class SegmentedSpecTests: XCTestCase {
    /// A segment is a few words wide: the catalog says so, while a picker's rows stay rows.
    func testTheCatalogCallsASegmentedControlsOptionsSegments() throws {
        let form = try XCTUnwrap(
            TestSupport.compile(
                """
                form: Coffee
                sources:
                  sizes: {options: [S, M]}
                fields:
                  - {id: size, kind: segmented, source: sizes}
                  - {id: milk, kind: picker, options: [Oat]}

                """
            ).form)
        let comments = Dictionary(form.texts.map { ($0.source, $0.comment) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(comments["S"], "A segment of the 'sizes' segmented control in the Coffee form: keep it short.")
        XCTAssertEqual(comments["Oat"], "A row of the 'milk' picker in the Coffee form.")
    }
}
