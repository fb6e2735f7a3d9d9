import XCTest
import FormcChecker
import FormcCore
import FormcDiagnostics
import FormcIR
@testable import FormcDriver

/// The text `formc explain CODE` prints and an editor shows on hover (`RuleExplanation`),
/// laid out exactly: each example indented four spaces, blank lines kept bare, one empty line
/// before each example, an example without a final line break ended with one.
final class ExplanationTextTests: XCTestCase {
    func testExamplesAreIndentedAndSeparatedExactly() {
        let description = RuleDescription(
            .yamlSyntax, explanation: "Short.", triggering: ["a: 1\n\nb: ↓2\n", "c: 3"], nonTriggering: ["d: 4\n"])
        XCTAssertEqual(
            RuleExplanation.text(for: description),
            """
            FC001: YAML syntax error (error by default)

            Short.

            Triggers it (↓ marks where):

                a: 1

                b: ↓2

                c: 3

            Does not trigger it:

                d: 4

            """)
    }

    /// `formc explain`'s paragraphs: a line is full at exactly its width (its indent counted,
    /// one space between words); the next word starts a line; a longer word stays whole.
    func testALineIsFullAtExactlyItsWidth() {
        XCTAssertEqual(PlainText.wrap("aa bb", width: 5), "aa bb")
        XCTAssertEqual(PlainText.wrap("aa bb", width: 4), "aa\nbb")
        XCTAssertEqual(PlainText.wrap("aa bb", width: 7, indent: "  "), "  aa bb")
        XCTAssertEqual(PlainText.wrap("aa bb", width: 6, indent: "  "), "  aa\n  bb")
        XCTAssertEqual(PlainText.wrap("a bbbbbb c", width: 4), "a\nbbbbbb\nc")
    }

    /// Once an address is set (a published fork), each code links to the codes table of its
    /// docs/lint.md, by the anchor GitHub gives that heading; without one, no link.
    func testACodesLinkIsTheCodesTableOfThePublishedRepository() throws {
        XCTAssertEqual(
            DiagnosticDocs.url(for: "FC101", address: "https://github.com/someone/formc"),
            "https://github.com/someone/formc/blob/main/docs/lint.md#7-diagnostic-codes")
        XCTAssertNil(DiagnosticDocs.url(for: "FC101", address: nil))
        let lint = try String(contentsOfFile: TestSupport.path("docs/lint.md"), encoding: .utf8)
        XCTAssertTrue(lint.contains("\n## 7. Diagnostic codes\n"))
    }

    func testADescriptionWithoutExamplesHasNoSections() {
        XCTAssertEqual(
            RuleExplanation.text(for: RuleDescription(.yamlSyntax, explanation: "Short.")),
            "FC001: YAML syntax error (error by default)\n\nShort.\n")
    }
}

/// `--templates DIR` reads templates of at most 1 MiB each (formc's own are under 40 KiB): a
/// stranger's folder cannot make formc read a huge file into the generated source.
final class TemplateDirectorySizeTests: XCTestCase {
    func testATemplateOfOneMebibyteIsReadAndOneByteMoreIsRefused() throws {
        let folder = try TestSupport.temporaryDirectory()
        let path = folder.appendingPathComponent("Core.mustache")
        try Data(repeating: UInt8(ascii: "x"), count: 1 << 20).write(to: path)
        XCTAssertEqual(try TemplateDirectory.read(folder.path)["Core"]?.utf8.count, 1 << 20)
        try Data(repeating: UInt8(ascii: "x"), count: (1 << 20) + 1).write(to: path)
        XCTAssertThrowsError(try TemplateDirectory.read(folder.path)) { error in
            XCTAssertTrue("\(error)".contains("Core.mustache"), "\(error)")
        }
    }
}
