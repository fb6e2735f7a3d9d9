import Foundation
import FormcDiagnostics
import FormcEmit
import FormcIR
import XCTest

@testable import FormcCore

/// A seeded differential search for `FieldSplice`: generated specs with the YAML an editor
/// meets (block scalars of every chomping and indentation indicator, comments at every
/// column, multi-line plain and quoted scalars, flow mappings over several lines, merge keys,
/// directives, indentless lists), and byte-level edits inside their `fields:` lists (markers,
/// directives, tags, anchors, tabs, a byte-order mark, NEL, invalid UTF-8, astral
/// characters), three in a row: every splice must equal the whole compile of the same bytes.
/// `FORMC_SPLICE_FUZZ_SPECS` runs more specs than the default (a longer search).
final class FieldSpliceFuzzTests: XCTestCase {
    private func compile(_ bytes: [UInt8]) -> Pipeline.Result { SpliceSupport.compile(bytes, name: "Fuzz.form.yaml") }

    private func observed(_ result: Pipeline.Result) -> [String] { SpliceSupport.observed(result) }

    /// One generated spec: its text and the byte range of its `fields:` list's lines.
    private struct Spec {
        var text: String
        var fields: Range<Int>
    }

    private func generate(_ random: inout SeededRandom) -> Spec {
        var head = ""
        switch random.int(in: 0...5) {
        case 0: head += "%YAML 1.1\n---\n"
        case 1: head += "---\n"
        case 2: head += "%TAG !e! tag:example.com,2000:\n---\n"
        case 3: head += "# a comment\n"
        default: break
        }
        head += "form: Fuzz\n"
        if random.chance(0.3) { head += "sources:\n  colors:\n    options: [red, green]\n" }
        head += random.chance(0.2) ? "fields: # the list\n" : "fields:\n"
        let dash = random.element([0, 2, 2, 4])
        let pad = String(repeating: " ", count: dash)
        let count = random.int(in: 3...5)
        let ids = (0..<count).map { "f\($0)" }
        var body = ""
        for index in 0..<count {
            let inner = pad + "  "
            let kind = random.element(["text", "number", "toggle", "picker"])
            if random.chance(0.15) {
                body += pad + "- {id: \(ids[index]), kind: \(kind == "picker" ? "text" : kind),\n"
                body += random.element([inner + "  ", "", " "]) + "label: L\(index)}\n"
                continue
            }
            body += pad + "- id: \(ids[index])\n"
            body += inner + "kind: \(kind)\n"
            if kind == "picker" { body += inner + "source: colors\n" }
            let labels = [
                "label: Plain \(index)\n",
                "label: 'Single \(index)'\n",
                "label: \"Double \\u00e9 \(index)\"\n",
                "label: Plain\n\(inner)  continued\n",
                "label: \"Quoted\n\(inner)  continued\"\n",
                "label: |\n\(inner)  Literal\n",
                "label: >-\n\(inner)  Folded\n\(inner)  line\n",
                "label: |+\n\(inner)  Kept\n\n",
                "label: |2\n\(inner)   Indented\n",
                "label: \"Quoted at\ncolumn one\"\n",
                "label: 'Quoted at\n\n  column three'\n",
                "label: Astral 😀 é\n"
            ]
            body += inner + random.element(labels)
            if random.chance(0.3) { body += "# column one\n" }
            if random.chance(0.3) { body += inner + "hint: h # trailing\n" }
            if random.chance(0.3) { body += inner + "<<: {placeholder: merged}\n" }
            if random.chance(0.3), index + 1 < count, kind != "toggle" { body += inner + "next: \(ids[index + 1])\n" }
            if random.chance(0.3), index > 0 { body += inner + "visibleWhen: \(ids[index - 1]) isSet\n" }
            if random.chance(0.2), kind == "text" {
                body += inner + "validation: {minLength: 1,\n" + inner + "  maxLength: 9}\n"
            }
            if random.chance(0.3) { body += inner + "required: \(random.chance(0.5))\n" }
            if random.chance(0.4) { body += "\n" }
            if random.chance(0.2) { body += pad + "  # indented comment\n" }
        }
        var tail = ""
        if random.chance(0.3) { tail += "order: declaration\n" }
        let text = head + body + tail
        return Spec(text: text, fields: head.utf8.count..<(head.utf8.count + body.utf8.count))
    }

    private let typed: [[UInt8]] = {
        let texts = [
            "...", "---", "--- ", "... ", "%YAML 1.1", "%TAG ! !x", "#", " #x", "!str ", "!!str ", "! ", "!e!x ",
            "&a ", "*a", "<<: ", "\t", "\u{FEFF}", "\u{85}", "\u{2028}", "é", "😀", ":", ": ", "- ", "? ", "|", ">",
            "|+", "|-", "|1", "'", "\"", "{", "}", "[", "]", ",", "x", " ", "  ", "true", "id", "f0", "f1", "\\",
            "label: X", "id: f2", "required: yes", "kind: picker", "options: [a]", "next: f0", "\"\\", "\u{0}"
        ]
        return texts.map { Array($0.utf8) } + [[0xC3], [0xFF], [0x80], [0xC2], [0xE2, 0x80]]
    }()

    func testGeneratedSpecsAndEditsSpliceToTheWholeCompile() throws {
        let specs = ProcessInfo.processInfo.environment["FORMC_SPLICE_FUZZ_SPECS"].flatMap(Int.init) ?? 60
        var random = SeededRandom(seed: 4)
        var spliced = 0
        var failures = 0
        for number in 0..<specs {
            let spec = generate(&random)
            let first = compile(Array(spec.text.utf8))
            // A spec with a directive keeps none (a `%TAG` changes what an item's tags mean).
            guard first.spliceBase != nil || spec.text.hasPrefix("%") else {
                XCTFail("spec \(number) keeps no base:\n\(spec.text)\n\(first.diagnostics.all)")
                continue
            }
            for _ in 0..<12 {
                var bytes = Array(spec.text.utf8)
                var end = spec.fields.upperBound
                var result = first
                for _ in 0..<3 {
                    var at = random.int(in: spec.fields.lowerBound...(end - 1))
                    if random.chance(0.3) {
                        // At the start of its line.
                        while at > 0, bytes[at - 1] != 0x0A { at -= 1 }
                    }
                    var removed = random.chance(0.4) ? random.int(in: 1...4) : 0
                    while removed > 0, at + removed > end || bytes[at..<(at + removed)].contains(0x0A) { removed -= 1 }
                    let inserted = random.chance(0.2) ? [] : random.element(typed)
                    let edited = Array(bytes[..<at]) + inserted + Array(bytes[(at + removed)...])
                    let whole = compile(edited)
                    if let base = result.spliceBase, let splice = Pipeline().recompile(bytes: edited, after: base) {
                        spliced += 1
                        let (mine, theirs) = (observed(splice), observed(whole))
                        if mine != theirs {
                            failures += 1
                            if failures <= 5 {
                                let first = zip(mine, theirs).first { $0 != $1 } ?? (mine.joined(), theirs.joined())
                                XCTFail(
                                    """
                                    spec \(number): splice differs from the whole compile
                                    before:
                                    \(String(decoding: bytes, as: UTF8.self))
                                    after:
                                    \(String(decoding: edited, as: UTF8.self))
                                    splice: \(first.0.prefix(600))
                                    whole: \(first.1.prefix(600))
                                    """)
                            }
                        }
                        result = splice
                    } else {
                        result = whole
                    }
                    bytes = edited
                    end += inserted.count - removed
                }
            }
        }
        XCTAssertEqual(failures, 0)
        print("FieldSpliceFuzzTests: \(spliced) splices over \(specs) specs")
        XCTAssertGreaterThan(spliced, specs, "the edits took the splice too seldom for the test to mean much")
    }
}
