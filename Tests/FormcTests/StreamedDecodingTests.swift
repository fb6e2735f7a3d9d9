import FormcDiagnostics
import FormcFrontEnd
import FormcIR
import FormcYAML
import Foundation
import XCTest

/// The loader hands out the root `fields:` items one by one (`streamingItemsOf`), and the
/// decoder decodes them as they come: the result must be the decoding of the whole tree.
final class StreamedDecodingTests: XCTestCase {
    private func load(_ yaml: String, streaming key: String = "fields") -> (
        items: [YAMLNode], result: YAMLLoader.Result
    ) {
        var items: [YAMLNode] = []
        let result = YAMLLoader().load(Array(yaml.utf8), file: "s.yaml", streamingItemsOf: key) { items.append($0) }
        return (items, result)
    }

    private func value(of key: String, in node: YAMLNode?) -> YAMLNode? {
        guard case .mapping(let pairs)? = node?.content else { return nil }
        return pairs.first { $0.key.scalar?.text == key }?.value
    }

    private func count(_ node: YAMLNode?) -> Int? {
        guard case .sequence(let items)? = node?.content else { return nil }
        return items.count
    }

    func testTheRootListsItemsAreHandedOutInOrderAndLeftOutOfTheTree() {
        let (items, result) = load(
            "form: F\nfields:\n  - id: a\n  - &b {id: b, <<: {kind: text}}\n  - *b\nother: [1, 2]\n")
        XCTAssertTrue(result.diagnostics.all.isEmpty)
        XCTAssertEqual(items.map { value(of: "id", in: $0)?.scalar?.text }, ["a", "b", "b"])
        XCTAssertEqual(items.map { "\($0.mark.line):\($0.mark.column)" }, ["3:5", "4:5", "5:5"])
        // The merge key was applied before the item left; the alias repeats the anchored item.
        XCTAssertEqual(items.map { value(of: "kind", in: $0)?.scalar?.text }, [nil, "text", "text"])
        let root = result.documents.first?.root
        XCTAssertEqual(count(value(of: "fields", in: root)), 0)
        XCTAssertEqual(value(of: "fields", in: root)?.mark.line, 3)
        XCTAssertEqual(count(value(of: "other", in: root)), 2)
    }

    func testOnlyTheRootMappingsUnanchoredListIsStreamed() {
        for yaml in [
            "form: F\nfields: &all\n  - id: a\nagain: *all\n",  // an alias may repeat it
            "sections:\n  - fields:\n      - id: a\n",  // not under the root
            "- fields: [a]\n",  // the root is a list
            "fields: {id: a}\n"
        ] {  // not a list
            let (items, result) = load(yaml)
            XCTAssertEqual(items.count, 0, yaml)
            XCTAssertTrue(result.diagnostics.all.isEmpty, yaml)
        }
        let anchored = load("form: F\nfields: &all\n  - id: a\nagain: *all\n").result.documents.first?.root
        XCTAssertEqual(count(value(of: "fields", in: anchored)), 1)
        XCTAssertEqual(count(value(of: "again", in: anchored)), 1)
    }

    func testAnErrorAfterStreamedItemsIsStillTheLoadersOnlyDiagnostic() {
        let yaml = "form: F\nfields:\n  - id: a\n    kind: txt\n  - id: b\n    label: [unclosed\n"
        let result = TestSupport.compile(yaml)
        XCTAssertNil(result.ast)
        XCTAssertEqual(TestSupport.summary(result.diagnostics).count, 1)
        XCTAssertEqual(result.diagnostics.all.first?.code, .yamlSyntax)
    }

    /// Every spec of the repository decodes to the same fields, sources and diagnostics
    /// whether its fields are streamed or read from the whole tree.
    func testEverySpecDecodesAlikeStreamedOrWhole() throws {
        let folders = ["Examples", "Tests/Fixtures"].map(TestSupport.path)
        var specs: [String] = []
        for folder in folders {
            let walker = FileManager.default.enumerator(atPath: folder)
            while let name = walker?.nextObject() as? String {
                if name.hasSuffix(".yaml") { specs.append(folder + "/" + name) }
            }
        }
        XCTAssertGreaterThanOrEqual(specs.count, 50)
        var streamedSome = 0
        for spec in specs.sorted() {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: spec)))
            if assertDecodesAlike(bytes, file: spec) > 0 { streamedSome += 1 }
        }
        XCTAssertGreaterThanOrEqual(streamedSome, 35)
    }

    /// Specs written to catch the streaming out: anchors, aliases and merge keys around the
    /// root list, the list written in flow style or tagged, items that are no field, and
    /// nodes decoded both as a streamed field and as something else.
    func testHostileSpecsDecodeAlikeStreamedOrWhole() {
        let specs = [
            "form: F\nfields: [{id: a}, {id: b, kind: emial}, 3, {id: a}]\n",
            "form: F\nfields:\n  -\n  - [b]\n  - id: c\n",
            "form: F\nsections:\n  - fields: [{id: s}]\nfields:\n  - id: a\n  - id: s\n",
            "form: F\n\"fields\": !!seq\n  - {id: b, kind: nope}\n",
            "form: F\nfields:\n  - &b {id: a, label: A}\n  - <<: *b\n    id: b\n  - <<: [*b, {bogus: 1}]\n    id: c\n",
            "fields:\n  - id: a\n  - kind: text\n",
            "form: F\nfeilds2: 1\nfields:\n  - id: a\n",
            "form: F\nfields:\n  - {id: c, kind: picker, options: [x]}\n  - {id: d, options: [y]}\nsources:\n  c: {options: [1]}\n",
            "form: F\nfields:\n  - {id: a, visibleWhen: 'a =='}\n",
            "form: &k fields\n*k :\n  - {id: a, kind: emial}\n"
        ]
        for spec in specs { assertDecodesAlike(Array(spec.utf8), file: "s.yaml") }
    }

    /// A node that is both a streamed field and, through an alias, a source or the order:
    /// whole-tree decoding reports the other reading first (it decodes those keys before the
    /// fields), and so must streaming, among diagnostics at the same place.
    func testAnAliasedFieldsDiagnosticsKeepTheirOrderAmongOthersAtThePlace() {
        let spec = "form: F\nfields:\n  - &f {id: a, bogus: 1}\nsources:\n  s: *f\n"
        let diagnostics = TestSupport.compile(spec).diagnostics
        XCTAssertEqual(
            summary(diagnostics).filter { $0.contains("bogus") },
            [
                "FC010 3:16 unknown key 'bogus' in source 's'",
                "FC010 3:16 unknown key 'bogus' in a field"
            ])
        assertDecodesAlike(Array(spec.utf8), file: "s.yaml")
        let order = "form: F\nfields:\n  - id: a\n    default: &d [x, [y]]\norder: *d\n"
        assertDecodesAlike(Array(order.utf8), file: "s.yaml")
    }

    /// Decodes `bytes` streamed and whole and asserts the same loader and decoder
    /// diagnostics (in the order reports list them) and the same AST; returns how many items
    /// were streamed.
    @discardableResult
    private func assertDecodesAlike(_ bytes: [UInt8], file spec: String, line: UInt = #line) -> Int {
        let whole = YAMLLoader().load(bytes, file: spec)
        var decoder = SpecDecoder(file: spec)
        var streamed = 0
        let loaded = YAMLLoader().load(bytes, file: spec, streamingItemsOf: SpecDecoder.streamedKey) {
            streamed += 1
            decoder.decodeStreamedField($0)
        }
        XCTAssertEqual(
            TestSupport.summary(whole.diagnostics), TestSupport.summary(loaded.diagnostics), spec, line: line)
        guard !whole.diagnostics.hasErrors, let document = whole.documents.first,
            let streamedDocument = loaded.documents.first
        else { return streamed }
        let (wholeAST, wholeFields, wholeDiagnostics) = SpecDecoder.decode(document)
        let (ast, fields, diagnostics) = decoder.finish(streamedDocument)
        XCTAssertEqual(summary(wholeDiagnostics), summary(diagnostics), spec, line: line)
        XCTAssertEqual(describe(wholeAST, wholeFields), describe(ast, fields), spec, line: line)
        return streamed
    }

    private func summary(_ diagnostics: Diagnostics) -> [String] {
        diagnostics.sorted.map { "\($0.code.id) \($0.location.line):\($0.location.column) \($0.message)" }
    }

    private func describe(_ ast: SpecAST?, _ decoded: [Field]) -> [String] {
        guard let ast else { return ["nil"] }
        let fields = ast.sections.flatMap { decoded[$0.fieldIndices] }.map { field in
            "\(field.written.id.value)@\(field.written.id.position.line):\(field.written.id.position.column) section \(field.section) "
                + "kind \(field.written.kind.map { "\($0.value)" } ?? "-") source \(field.written.source?.value ?? "-")"
        }
        return fields + ast.sources.map { "source \($0.name.value)@\($0.position.line):\($0.position.column)" }
            + ["sections \(ast.sections.count)", "rules \(ast.rules.count)"]
    }
}
