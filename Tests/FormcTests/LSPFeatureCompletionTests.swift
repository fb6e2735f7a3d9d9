import XCTest
import FormcDiagnostics
import FormcLSP

final class LSPFeatureCompletionTests: XCTestCase {
    private func labels(_ text: String, _ line: Int, _ column: Int) -> [String] {
        Completion.complete(in: LSPFeatureSpec.document(text), at: pos(line, column)).map(\.label)
    }

    func testTopLevelKeysNotYetWritten() {
        XCTAssertEqual(
            labels(LSPFeatureSpec.shop, 25, 1),
            [
                "locale", "sourceLanguage", "locales", "stringsBundle", "toolbar", "dismiss", "returnKey",
                "returnAction",
                "keyboardDistance", "keyboardAvoidance", "swiftPrefix", "sections"
            ])
        let text = LSPFeatureSpec.replacing(line: 25, with: "t")
        let items = Completion.complete(in: LSPFeatureSpec.document(text), at: pos(25, 2))
        XCTAssertEqual(items.map(\.label), ["toolbar"])
        XCTAssertEqual(items.first?.kind, .key)
        XCTAssertEqual(items.first?.insertText, "toolbar: ")
        XCTAssertEqual(items.first?.detail, "mapping, or a boolean")
        XCTAssertEqual(items.first?.documentation?.hasSuffix("`true` is the same as leaving the key out."), true)
    }

    func testFieldKeysByPartialWordOnTextThatDoesNotLoad() {
        let text = LSPFeatureSpec.inserting("    re", before: 15)
        XCTAssertEqual(labels(text, 15, 7), ["required", "returnKey", "returnAction"])
    }

    func testFieldKeysLeaveOutPresentKeysAndOtherKinds() {
        let text = LSPFeatureSpec.inserting("    ", before: 21)
        let offered = labels(text, 21, 5)
        XCTAssertEqual(
            offered,
            [
                "label", "placeholder", "hint", "help", "accessibilityLabel", "required", "default", "hidden",
                "disabled",
                "editable", "secure",
                "visibleWhen", "enabledWhen", "tag", "layout", "next", "returnKey", "returnAction",
                "contentType", "options", "rowHeight", "fillOnFocus", "other"
            ])
    }

    func testNestedMappingKeyInsertsItsShape() {
        let text = LSPFeatureSpec.inserting("    valid", before: 15)
        let item = Completion.complete(in: LSPFeatureSpec.document(text), at: pos(15, 10)).first
        XCTAssertEqual(item?.label, "validation")
        XCTAssertEqual(item?.insertText, "validation:\n      ")
    }

    func testKindValues() {
        XCTAssertEqual(labels(LSPFeatureSpec.shop, 13, 13), ["number"])
        let text = LSPFeatureSpec.replacing(line: 13, with: "    kind: ")
        XCTAssertEqual(
            labels(text, 13, 11),
            [
                "text", "multiline", "secure", "email", "url", "phone", "number", "decimal",
                "date", "time", "dateTime", "picker", "toggle", "segmented", "stepper", "slider", "rating", "yesNo",
                "monthYear", "multiSelect"
            ])
    }

    func testTheListNamesTheTypedWordItReplaces() {
        // 'nu' of 'kind: nu' on line 13: columns 11 to 13, the cursor.
        let text = LSPFeatureSpec.replacing(line: 13, with: "    kind: nu")
        let list = Completion.list(in: LSPFeatureSpec.document(text), at: pos(13, 13))
        XCTAssertEqual(list.items.map(\.label), ["number"])
        XCTAssertEqual(list.replacing, span(13, 11, 13))
        // Nothing typed yet: an insertion point at the cursor.
        let empty = LSPFeatureSpec.replacing(line: 13, with: "    kind: ")
        XCTAssertEqual(Completion.list(in: LSPFeatureSpec.document(empty), at: pos(13, 11)).replacing, span(13, 11, 11))
    }

    /// Languages as a String Catalog names them: `sourceLanguage:` and the items of `locales:`.
    func testLanguagesForSourceLanguageAndLocales() {
        let text = "form: F\nsourceLanguage: zh-Ha\nlocales: [de, pt-B\nfields:\n  - id: a\n"
        // Which regions Foundation lists varies with its ICU data: the script codes do not.
        let chinese = labels(text, 2, 22)
        XCTAssertTrue(chinese.contains("zh-Hans") && chinese.contains("zh-Hant"), "\(chinese)")
        XCTAssertTrue(chinese.allSatisfy { $0.hasPrefix("zh-Ha") && !$0.contains("_") }, "\(chinese)")
        XCTAssertEqual(chinese, chinese.sorted())
        XCTAssertEqual(labels(text, 3, 20), ["pt-BR"])
    }

    func testBooleanAndToolbarTitleValues() {
        let text = "form: F\ntoolbar:\n  done: \n  title: pl\nfields:\n  - id: a\n"
        XCTAssertEqual(labels(text, 3, 9), ["true", "false"])
        XCTAssertEqual(labels(text, 4, 12), ["placeholder"])
    }

    func testFieldIDsInsideAnOpenOrderList() {
        XCTAssertEqual(
            labels(LSPFeatureSpec.replacing(line: 2, with: "order: [name, "), 2, 15),
            ["name", "amount", "note", "home"])
        let items = Completion.complete(
            in: LSPFeatureSpec.document(LSPFeatureSpec.replacing(line: 2, with: "order: [name, a")),
            at: pos(2, 16))
        XCTAssertEqual(items.map(\.label), ["amount"])
        XCTAssertEqual(items.first?.kind, .field)
        XCTAssertEqual(items.first?.detail, "number field, line 12")
        // A field with a label shows it as the item's documentation; one without has none.
        let all = Completion.complete(
            in: LSPFeatureSpec.document(LSPFeatureSpec.replacing(line: 2, with: "order: [name, ")), at: pos(2, 15))
        XCTAssertEqual(all.first { $0.label == "name" }?.documentation, "Label: Name")
        XCTAssertEqual(all.first { $0.label == "amount" }.map { $0.documentation == nil }, true)
    }

    func testFieldIDsAfterNextLeaveOutTheFieldItself() {
        XCTAssertEqual(
            labels(LSPFeatureSpec.replacing(line: 11, with: "    next: "), 11, 11), ["amount", "note", "home"])
    }

    func testFieldIDsInAConditionAndARuleField() {
        XCTAssertEqual(labels(LSPFeatureSpec.replacing(line: 14, with: "    visibleWhen: no"), 14, 20), ["note"])
        XCTAssertEqual(labels(LSPFeatureSpec.replacing(line: 23, with: "    field: h"), 23, 13), ["home"])
    }

    func testSourceNamesAfterSource() {
        let items = Completion.complete(
            in: LSPFeatureSpec.document(LSPFeatureSpec.replacing(line: 19, with: "    source: ")),
            at: pos(19, 13))
        XCTAssertEqual(items.map(\.label), ["regions"])
        XCTAssertEqual(items.first?.kind, .source)
    }

    func testLevelsInsideAnOpenDisplayPlaceholder() {
        let text = LSPFeatureSpec.replacing(line: 20, with: "    display: \"{")
        let items = Completion.complete(in: LSPFeatureSpec.document(text), at: pos(20, 16))
        XCTAssertEqual(items.map(\.label), ["province", "city"])
        XCTAssertEqual(items.first?.kind, .level)
        XCTAssertEqual(items.first?.insertText, "province}")
        let after = LSPFeatureSpec.replacing(line: 20, with: "    display: \"{province} {c")
        let city = Completion.complete(in: LSPFeatureSpec.document(after), at: pos(20, 28))
        XCTAssertEqual(city.map(\.insertText), ["city}"])
        XCTAssertEqual(CursorLocator.locate(in: after, at: pos(20, 28)).partialRange, span(20, 27, 28))
    }

    func testSourceFormatValues() {
        let text = "form: F\nsources:\n  s:\n    file: a.csv\n    format: \nfields:\n  - id: a\n"
        XCTAssertEqual(labels(text, 5, 13), ["plist", "json", "yaml", "csv"])
    }
}
