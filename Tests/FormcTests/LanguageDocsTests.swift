import Foundation
import XCTest
@testable import FormcDriver
import FormcEmit
@testable import FormcIR

/// docs/spec-language.md's key tables and schema/formc.schema.json are rendered from the
/// language description (`Language`). When it changes, rewrite both with
/// `FORMC_RECORD_DOCS=1 swift test --filter LanguageDocsTests` (that run fails), review the
/// diff, and run again.
final class LanguageDocsTests: XCTestCase {
    private static let recording = ProcessInfo.processInfo.environment["FORMC_RECORD_DOCS"] == "1"
    private static let rewrite = "FORMC_RECORD_DOCS=1 swift test --filter LanguageDocsTests"

    func testTheDocsKeyTablesAreRenderedFromTheLanguage() throws {
        let path = TestSupport.path("docs/spec-language.md")
        let document = try String(contentsOfFile: path, encoding: .utf8)
        let (rendered, unknown) = LanguageTables.rewrite(document)
        XCTAssertEqual(unknown, [], "markers that name no table, or have no '<!-- end -->'")
        for table in LanguageTables.tables {
            XCTAssertTrue(
                document.contains("<!-- generated: \(table.name) -->"),
                "docs/spec-language.md lacks the table \(table.name)")
        }
        try check(rendered, equals: document, path: path, name: "docs/spec-language.md")
    }

    /// One behaviour of a form, stated once (`FormSemantics`) and rendered into the four
    /// documents that describe a driver: each holds the same table.
    func testTheFourDocumentsStateTheFormsSemanticsInTheSameWords() throws {
        for name in ["spec-language.md", "run.md", "json-format.md", "swift-output.md"] {
            let path = TestSupport.path("docs/" + name)
            let document = try String(contentsOfFile: path, encoding: .utf8)
            XCTAssertTrue(document.contains("<!-- generated: form-semantics -->"), "docs/\(name) lacks the table")
            let (rendered, unknown) = LanguageTables.rewrite(document)
            XCTAssertEqual(unknown, [], "docs/\(name): markers that name no table, or have no '<!-- end -->'")
            try check(rendered, equals: document, path: path, name: "docs/" + name)
        }
        XCTAssertTrue(
            FormSemantics.table().contains("| A read-only field (`editable: false`) | Gives its value (its `default`)"))
    }

    func testTheCheckedInSchemaIsWhatFormcSchemaPrints() throws {
        let run = try TestSupport.runFormc(["schema"])
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stderr, "")
        let path = TestSupport.path("schema/formc.schema.json")
        let checkedIn = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        try check(
            run.stdout, equals: checkedIn, path: path,
            name: "schema/formc.schema.json (or: swift run formc schema > schema/formc.schema.json)")
    }

    func testTheRenderedTablesReadAsTheDocsDid() {
        let top = LanguageTables.keyTable(Language.top, expanding: true)
        XCTAssertTrue(
            top.hasPrefix(
                "| Key | Type | Default | Meaning → UIKit / SwiftUI |\n|---|---|---|---|\n"
                    + "| `form` | string, **required** | — | The form's name (`Profile`)."), top)
        XCTAssertTrue(top.contains("\n| `toolbar.title` | `none` \\| `placeholder` \\| `label` | `none` | "), top)
        XCTAssertTrue(top.contains("\n| `returnKey.last` | a `UIReturnKeyType` name | `done` | "), top)
        XCTAssertTrue(top.contains("\n| `keyboardDistance` | number (points) | `10` | "), top)
        let fields = LanguageTables.keyTable(Language.field, expanding: true, except: ["validation"])
        XCTAssertTrue(fields.contains("\n| `layout.row` | whole number | absent | "), fields)
        XCTAssertFalse(fields.contains("`validation.min`"), fields)
        XCTAssertTrue(
            fields.contains(
                "\n| `rowHeight` | number (points) | absent (system height) | `picker` fields only: `UIPickerView` row height"
            ),
            fields)
        XCTAssertTrue(
            fields.contains(
                "\n| `format` | string | per kind | `date`, `time`, `dateTime` and `monthYear` fields only: "),
            fields)
        let sources = LanguageTables.keyTable(Language.source, expanding: false)
        XCTAssertTrue(sources.contains("such as `';'`, `'\\|'` or"), "a | in a cell is escaped, even in code")
    }

    private func check(_ rendered: String, equals checkedIn: String, path: String, name: String) throws {
        guard rendered != checkedIn else { return }
        if Self.recording {
            try Data(rendered.utf8).write(to: URL(fileURLWithPath: path))
            XCTFail("rewrote \(name) (FORMC_RECORD_DOCS=1): review the diff, then run the tests again without it")
        } else {
            XCTFail(
                "\(name) is not what the language description renders; rewrite it with `\(Self.rewrite)` and review the diff"
            )
        }
    }
}
