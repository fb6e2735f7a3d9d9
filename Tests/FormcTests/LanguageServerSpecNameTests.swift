import XCTest
@testable import FormcLSP

/// The language server takes the same documents for specs as `formc lint DIR` (it lower-cased
/// the path before, so `A.FORM.YAML` was linted in the editor and skipped by CI).
final class LanguageServerSpecNameTests: XCTestCase {
    func testTheServerLintsTheSpecsLintFinds() {
        XCTAssertTrue(LanguageServer.isSpec("file:///p/Profile.form.yaml"))
        XCTAssertTrue(LanguageServer.isSpec("file:///p/b.form.yml"))
        XCTAssertTrue(LanguageServer.isSpec("file:///p/%E5%8C%97.form.yaml"))
        XCTAssertFalse(LanguageServer.isSpec("file:///p/A.FORM.YAML"))
        XCTAssertFalse(LanguageServer.isSpec("file:///p/.form.yaml"))
        XCTAssertFalse(LanguageServer.isSpec("file:///p/notes.yaml"))
    }
}
