import Foundation
import XCTest
import FormcDiagnostics
import FormcLSP

/// Completion inside flow collections, the style the examples write fields in
/// (`- {id: email, kind: email, next: phone}`): the cursor's place comes from the commas and
/// colons before it, both where the text loads (`{id: a, kind: }`) and where the line is half
/// typed (`{id: a, kind: `, no `}`). Expected items are written from the language description
/// (docs/spec-language.md §4) and the spec below.
final class LSPFeatureFlowCompletionTests: XCTestCase {
    /// Line numbers in the tests are this text's (1-based).
    static let flow = """
        form: Flow
        toolbar: {previousNext: true, done: true}
        sources:
          regions:
            levels: [province, city]
            options:
              - {label: A, children: [B]}
        order: [email, phone, home]
        fields:
          - {id: email, kind: email, next: phone}
          - {id: phone, kind: phone, label: Phone}
          - {id: home, kind: picker, source: regions, display: '{province} {city}'}

        """

    static let kinds = [
        "text", "multiline", "secure", "email", "url", "phone", "number", "decimal", "date", "time", "dateTime",
        "picker", "toggle", "segmented", "stepper", "slider", "rating", "yesNo",
        "monthYear", "multiSelect"
    ]

    private func replaced(_ line: Int, _ text: String) -> String {
        LSPFeatureSpec.replacing(line: line, of: Self.flow, with: text)
    }

    private func labels(_ text: String, _ line: Int, _ column: Int) -> [String] {
        Completion.complete(in: LSPFeatureSpec.document(text), at: pos(line, column)).map(\.label)
    }

    func testKindsAfterKindInAFlowMappingThatLoads() {
        let text = replaced(11, "  - {id: phone, kind: }")
        let context = CursorLocator.locate(in: text, at: pos(11, 23))
        XCTAssertTrue(context.fromTree)
        XCTAssertEqual(context.path, [.key("fields"), .index(1), .key("kind")])
        XCTAssertEqual(context.role, .value)
        XCTAssertEqual(context.siblingKeys, ["id", "kind"])
        XCTAssertEqual(context.siblingValues, ["id": "phone"])
        XCTAssertEqual(labels(text, 11, 23), Self.kinds)
    }

    func testKindsInAHalfTypedFlowMapping() {
        let text = replaced(11, "  - {id: phone, kind: ")
        let context = CursorLocator.locate(in: text, at: pos(11, 23))
        XCTAssertFalse(context.fromTree)
        XCTAssertEqual(context.path, [.key("fields"), .index(1), .key("kind")])
        XCTAssertEqual(context.role, .value)
        XCTAssertEqual(labels(text, 11, 23), Self.kinds)
        // A typed word narrows the list and is what the completion replaces.
        let typed = replaced(11, "  - {id: phone, kind: da")
        let list = Completion.list(in: LSPFeatureSpec.document(typed), at: pos(11, 25))
        XCTAssertEqual(list.items.map(\.label), ["date", "dateTime"])
        XCTAssertEqual(list.replacing, span(11, 23, 25))
    }

    /// Right after a quoted key a `:` ends it with no space after it (`"kind":da`, YAML 1.2
    /// §7.4), in either quotes; after a plain word it does not (`kind:da` is one scalar).
    func testAColonRightAfterAQuotedKeyEndsIt() {
        for key in [#""kind""#, "'kind'"] {
            let line = "  - {id: phone, \(key):da"
            XCTAssertEqual(labels(replaced(11, line), 11, 26), ["date", "dateTime"], line)
        }
        XCTAssertFalse(labels(replaced(11, "  - {id: phone, kind:da"), 11, 24).contains("date"))
    }

    func testFieldIDsAfterNextLeaveOutTheFieldItself() {
        for line in ["  - {id: email, kind: email, next: }", "  - {id: email, kind: email, next: "] {
            XCTAssertEqual(labels(replaced(10, line), 10, 36), ["phone", "home"], line)
        }
        // The field's own id written after the cursor counts too.
        XCTAssertEqual(labels(replaced(10, "  - {next: , id: email}"), 10, 12), ["phone", "home"])
    }

    func testSourceNamesAfterSource() {
        for line in ["  - {id: home, kind: picker, source: }", "  - {id: home, kind: picker, source: re"] {
            let column = line.hasSuffix("}") ? 38 : 40
            let items = Completion.complete(in: LSPFeatureSpec.document(replaced(12, line)), at: pos(12, column))
            XCTAssertEqual(items.map(\.label), ["regions"], line)
            XCTAssertEqual(items.first?.kind, .source)
        }
    }

    func testKeysAfterACommaAreTheFieldKeysNotYetWritten() {
        let text = replaced(11, "  - {id: phone, kind: phone, }")
        let context = CursorLocator.locate(in: text, at: pos(11, 30))
        XCTAssertTrue(context.fromTree)
        XCTAssertEqual(context.path, [.key("fields"), .index(1)])
        XCTAssertEqual(context.role, .key)
        XCTAssertTrue(context.inFlow)
        // Neither `id` nor `kind` again, and no key of date or picker fields.
        XCTAssertEqual(
            labels(text, 11, 30),
            [
                "label", "placeholder", "hint", "help", "accessibilityLabel", "required", "default", "hidden",
                "disabled",
                "editable", "secure", "visibleWhen", "enabledWhen", "tag", "layout", "next", "returnKey",
                "returnAction", "contentType", "validation"
            ])
        // Half typed, with keys after the cursor: `kind` after it still filters and is not offered.
        XCTAssertEqual(labels(replaced(11, "  - {id: phone, l, kind: phone}"), 11, 18), ["label", "layout"])
        XCTAssertEqual(labels(replaced(11, "  - {id: phone, l"), 11, 18), ["label", "layout", "locale"])
    }

    func testKeyTypedAtTheCursorIsOfferedThoughItIsWritten() {
        // `kind` is the key being typed, not one the mapping already has.
        XCTAssertEqual(labels(replaced(11, "  - {id: phone, kind"), 11, 21), ["kind"])
        XCTAssertEqual(labels(replaced(11, "  - {id: phone, kin}"), 11, 20), ["kind"])
    }

    func testAFlowKeyInsertsNoLineBreak() {
        let items = Completion.complete(
            in: LSPFeatureSpec.document(replaced(11, "  - {id: phone, valid")), at: pos(11, 22))
        XCTAssertEqual(items.map(\.insertText), ["validation: "])
        // In block style the mapping still opens on the next line.
        let block = LSPFeatureSpec.inserting("    valid", before: 15)
        XCTAssertEqual(
            Completion.complete(in: LSPFeatureSpec.document(block), at: pos(15, 10)).map(\.insertText),
            ["validation:\n      "])
    }

    func testCommasAndColonsInsideQuotesSeparateNothing() {
        let text = replaced(11, "  - {id: phone, label: 'a, b: c', }")
        let context = CursorLocator.locate(in: text, at: pos(11, 35))
        XCTAssertEqual(context.role, .key)
        XCTAssertEqual(context.siblingKeys, ["id", "label"])
        XCTAssertEqual(context.siblingValues, ["id": "phone", "label": "a, b: c"])
        let lines = CursorLocator.locateByLines(
            in: replaced(11, "  - {id: phone, label: 'it''s, a: b', "), at: pos(11, 39))
        XCTAssertEqual(lines.role, .key)
        XCTAssertEqual(lines.siblingValues["label"], "it's, a: b")
    }

    func testNestedFlowCollections() {
        // A mapping in a block key's flow value: the toolbar's keys not yet written.
        XCTAssertEqual(labels(replaced(2, "toolbar: {previousNext: true, }"), 2, 31), ["done", "title"])
        XCTAssertEqual(labels(replaced(2, "toolbar: {title: pl"), 2, 20), ["placeholder"])
        // Field ids in `order:`, after an item, and in a list inside a flow mapping.
        XCTAssertEqual(labels(replaced(8, "order: [email, ]"), 8, 16), ["email", "phone", "home"])
        let sections = "form: S\nsections: [{title: A, fields: [{id: a, kind: to}, {id: b, next: }]}]\n"
        XCTAssertEqual(labels(sections, 2, 48), ["toggle"])
        let context = CursorLocator.locate(in: sections, at: pos(2, 48))
        XCTAssertEqual(context.path, [.key("sections"), .index(0), .key("fields"), .index(0), .key("kind")])
        XCTAssertEqual(labels(sections, 2, 65), ["a"])
    }

    func testAFlowMappingOverSeveralLines() {
        let text = "form: F\nfields:\n  - {id: a,\n     kind: }\n  - {id: b}\n"
        let context = CursorLocator.locate(in: text, at: pos(4, 12))
        XCTAssertTrue(context.fromTree)
        XCTAssertEqual(context.path, [.key("fields"), .index(0), .key("kind")])
        XCTAssertEqual(labels(text, 4, 12), Self.kinds)
        // A line break reads as a space: `toggle` before the closing brace's line is the kind.
        let later = "form: F\nfields:\n  - {id: a,\n     l,\n     kind: toggle\n    }\n"
        XCTAssertEqual(CursorLocator.locate(in: later, at: pos(4, 7)).siblingValues, ["id": "a", "kind": "toggle"])
        XCTAssertEqual(labels(later, 4, 7), ["label", "layout"])
    }

    func testDisplayLevelsOnlyInsideAnOpenPlaceholder() {
        let open = replaced(12, "  - {id: home, kind: picker, source: regions, display: '{")
        XCTAssertEqual(labels(open, 12, 58), ["province", "city"])
        XCTAssertEqual(
            Completion.complete(in: LSPFeatureSpec.document(open), at: pos(12, 58)).first?.insertText, "province}")
        // The flow mapping's own `{` opens no placeholder.
        XCTAssertEqual(labels(replaced(12, "  - {id: home, kind: picker, source: regions, display: }"), 12, 56), [])
    }

    /// A flow mapping left open to the end of the text: the keys written after the cursor,
    /// read up to the end, are siblings too (not offered again).
    func testKeysAfterTheCursorInAMappingOpenToTheEnd() {
        let text = replaced(12, "  - {id: home, , kind: picker, source: regions")
        let context = CursorLocator.locate(in: text, at: pos(12, 16))
        XCTAssertEqual(context.role, .key)
        XCTAssertEqual(context.siblingKeys, ["id", "kind", "source"])
        let offered = labels(text, 12, 16)
        XCTAssertFalse(offered.contains("kind"), "\(offered)")
        XCTAssertTrue(offered.contains("label"), "\(offered)")
    }

    /// A key written alone (`label,` with no value) is a sibling key like any other.
    func testALoneKeyIsASibling() {
        let context = CursorLocator.locate(in: replaced(11, "  - {id: phone, label, }"), at: pos(11, 24))
        XCTAssertEqual(context.role, .key)
        XCTAssertEqual(context.siblingKeys, ["id", "label"])
    }

    func testAfterAClosedFlowMappingNothingIsInside() {
        let context = CursorLocator.locateByLines(in: replaced(11, "  - {id: phone} "), at: pos(11, 17))
        XCTAssertEqual(context.path, [.key("fields"), .index(1)])
        XCTAssertFalse(context.inFlow)
    }

    /// The lines read a flow line as the tree does where the text loads.
    func testLinesAgreeWithTheTreeInFlowMappings() {
        let text = replaced(11, "  - {id: phone, kind: ph, }")
        for column in [6, 9, 17, 24, 25, 27] {
            let tree = CursorLocator.locate(in: text, at: pos(11, column))
            let lines = CursorLocator.locateByLines(in: text, at: pos(11, column))
            XCTAssertTrue(tree.fromTree)
            XCTAssertEqual(tree.path, lines.path, "column \(column)")
            XCTAssertEqual(tree.role, lines.role, "column \(column)")
            XCTAssertEqual(tree.siblingKeys, lines.siblingKeys, "column \(column)")
            XCTAssertEqual(tree.siblingValues, lines.siblingValues, "column \(column)")
            XCTAssertEqual(tree.partialRange, lines.partialRange, "column \(column)")
        }
    }

    /// Every prefix of the flow-style example, with the cursor at its end, gives a context
    /// without trapping; at chosen cuts, the place a person would expect.
    func testTruncationsOfAFlowExample() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/Account.form.yaml")
        let scalars = Array(try String(contentsOf: url, encoding: .utf8).unicodeScalars)
        var contexts: [String: CursorContext] = [:]
        for cut in 0...scalars.count {
            let prefix = LineTextForTests.string(scalars[..<cut])
            let lines = prefix.components(separatedBy: "\n")
            let end = pos(lines.count, (lines.last?.unicodeScalars.count ?? 0) + 1)
            contexts[lines.last ?? ""] = CursorLocator.locate(in: prefix, at: end)
        }
        let kind = try XCTUnwrap(contexts["  - {id: email, kind: em"])
        XCTAssertEqual(kind.path, [.key("fields"), .index(0), .key("kind")])
        XCTAssertEqual(kind.role, .value)
        let key = try XCTUnwrap(contexts["  - {id: password, kind: secure, la"])
        XCTAssertEqual(key.path, [.key("fields"), .index(1)])
        XCTAssertEqual(key.role, .key)
        XCTAssertEqual(key.siblingKeys, ["id", "kind"])
        let source = try XCTUnwrap(contexts["      - {id: day, kind: picker, label: Day, source: da"])
        XCTAssertEqual(source.path, [.key("sections"), .index(2), .key("fields"), .index(1), .key("source")])
        let returnKey = try XCTUnwrap(contexts["returnKey: {default: next, la"])
        XCTAssertEqual(returnKey.path, [.key("returnKey")])
        XCTAssertEqual(returnKey.role, .key)
    }
}

private enum LineTextForTests {
    static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
