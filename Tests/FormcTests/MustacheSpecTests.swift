import Foundation
import FormcEmit
import XCTest

/// Runs the Mustache spec (../shared/conformance/mustache-spec, read in place, never copied)
/// through `MustacheTemplate` and `MustacheRenderer` with HTML escaping: every test of the six
/// required modules must pass. The optional `~` modules (lambdas, inheritance, dynamic
/// names) are not run. Then formc's own needs: raw output with the identity escape, located
/// parse errors, bounded partial recursion.
final class MustacheSpecTests: XCTestCase {
    /// The required spec files and how many tests each holds, so that a missing or emptied
    /// file, or a loader that reads nothing, fails instead of passing vacuously.
    static let requiredFiles: [(name: String, tests: Int)] = [
        ("comments", 12), ("delimiters", 14), ("interpolation", 42),
        ("inverted", 22), ("partials", 12), ("sections", 34)
    ]

    /// Tests/FormcTests/ -> package root -> ../shared/conformance/mustache-spec/specs.
    static let specDirectory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/conformance/mustache-spec/specs")

    func testRequiredSpecModules() throws {
        guard FileManager.default.fileExists(atPath: Self.specDirectory.path) else {
            try TestSupport.skip("../shared/conformance/mustache-spec not found: Mustache spec not run")
        }
        var run = 0
        var summary: [String] = []
        for (file, expectedCount) in Self.requiredFiles {
            let url = Self.specDirectory.appendingPathComponent("\(file).json")
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url), options: [.fragmentsAllowed])
            let tests = try XCTUnwrap((json as? [String: Any])?["tests"] as? [[String: Any]], "\(file).json: no tests")
            XCTAssertEqual(tests.count, expectedCount, "\(file).json: number of tests")
            var passed = 0
            for test in tests {
                run += 1
                let name = test["name"] as? String ?? "?"
                guard let template = test["template"] as? String, let expected = test["expected"] as? String else {
                    XCTFail("\(file).json \"\(name)\": no template or expected output")
                    continue
                }
                let data = try Self.mustacheValue(test["data"] ?? NSNull())
                let partials = (test["partials"] as? [String: String]) ?? [:]
                let renderer = MustacheRenderer(partials: { partials[$0] }, escape: MustacheRenderer.htmlEscape)
                do {
                    let parsed = try MustacheTemplate(template, name: "\(file)/\(name)")
                    let actual = try renderer.render(parsed, data)
                    if actual == expected {
                        passed += 1
                    } else {
                        XCTFail(
                            "\(file).json \"\(name)\": expected \(expected.debugDescription), got \(actual.debugDescription)"
                        )
                    }
                } catch {
                    XCTFail("\(file).json \"\(name)\": expected \(expected.debugDescription), got error \(error)")
                }
            }
            summary.append("\(file) \(passed)/\(tests.count)")
        }
        print("Mustache spec: " + summary.joined(separator: ", "))
        XCTAssertEqual(run, Self.requiredFiles.reduce(0) { $0 + $1.tests }, "number of spec tests run")
    }

    /// A JSONSerialization value as a `MustacheValue`. On Linux booleans come back as
    /// NSNumber subclasses (__NSCFBoolean), so a plain NSNumber is a number and any other
    /// NSNumber class is a boolean.
    static func mustacheValue(_ json: Any) throws -> MustacheValue {
        switch json {
        case is NSNull: return .null
        case let text as String: return .string(text)
        case let number as NSNumber:
            if type(of: number) != NSNumber.self { return .bool(number.boolValue) }
            let kind = String(cString: number.objCType)
            return kind == "d" || kind == "f" ? .double(number.doubleValue) : .int(number.intValue)
        case let items as [Any]: return .list(try items.map(mustacheValue))
        case let members as [String: Any]: return .object(try members.mapValues(mustacheValue))
        default: throw UnsupportedSpecData(description: "unsupported spec data of type \(type(of: json))")
        }
    }

    func testJSONConversionDistinguishesBooleansFromNumbers() throws {
        let json = try JSONSerialization.jsonObject(
            with: Data(
                #"{"t": true, "f": false, "zero": 0, "one": 1, "int": 85, "double": 1.21, "whole": 85.0, "n": null}"#
                    .utf8))
        XCTAssertEqual(
            try Self.mustacheValue(json),
            [
                "t": true, "f": false, "zero": 0, "one": 1, "int": 85, "double": 1.21, "whole": .double(85), "n": nil
            ])
    }

    // MARK: formc's own needs

    private func render(
        _ template: String, _ data: MustacheValue, partials: [String: String] = [:],
        escape: @escaping @Sendable (String) -> String = { $0 }
    ) throws -> String {
        try MustacheRenderer(partials: { partials[$0] }, escape: escape)
            .render(MustacheTemplate(template, name: "test.mustache"), data)
    }

    private func parseError(_ template: String, name: String = "test.mustache") -> MustacheError? {
        do {
            _ = try MustacheTemplate(template, name: name)
            return nil
        } catch {
            return error
        }
    }

    func testIdentityEscapeWritesQuotesAndAmpersandsRaw() throws {
        let data: MustacheValue = ["label": #"Name & "nickname" <x>"#]
        XCTAssertEqual(try render(#"let s = "{{label}}""#, data), #"let s = "Name & "nickname" <x>""#)
        XCTAssertEqual(
            try render("{{label}}", data, escape: MustacheRenderer.htmlEscape),
            "Name &amp; &quot;nickname&quot; &lt;x&gt;")
    }

    /// The spec's interpolation tests check this too, but only where ../shared is present.
    func testTripleMustacheAndAmpersandAreNeverEscaped() throws {
        let data: MustacheValue = ["label": #"A & "B" <c>"#]
        XCTAssertEqual(
            try render("{{{label}}}|{{&label}}|{{& label }}|{{label}}", data, escape: MustacheRenderer.htmlEscape),
            #"A & "B" <c>|A & "B" <c>|A & "B" <c>|A &amp; &quot;B&quot; &lt;c&gt;"#)
    }

    func testNumbersTruthinessAndLiterals() throws {
        XCTAssertEqual(
            try render("{{a}} {{b}} {{c}} {{d}}", ["a": 85, "b": 1.21, "c": .double(85), "d": -0.5]), "85 1.21 85 -0.5")
        XCTAssertEqual(try render("{{#s}}yes{{/s}}{{^s}}no{{/s}}", ["s": ""]), "no")
        XCTAssertEqual(try render("{{#s}}yes{{/s}}{{^s}}no{{/s}}", ["s": 0]), "yes")
        XCTAssertEqual(try render("{{#s}}{{.}}{{/s}}", ["s": "x"]), "x")
    }

    func testParseErrorsCarryLineAndColumn() {
        XCTAssertEqual(
            parseError("a\n  {{#fields}}\n{{name}}\n"),
            MustacheError(message: "unclosed section 'fields'", line: 2, column: 3, template: "test.mustache"))
        let mismatched = parseError("{{#a}}\n  x {{/b}}")
        XCTAssertEqual(mismatched?.line, 2)
        XCTAssertEqual(mismatched?.column, 5)
        XCTAssertEqual(mismatched?.message.contains("'b'"), true)
        let stray = parseError("é {{/b}}")
        XCTAssertEqual(stray.map { [$0.line, $0.column] }, [1, 3], "columns count Unicode scalars")
        let unclosed = parseError("one\ntwo {{name\n")
        XCTAssertEqual(unclosed.map { [$0.line, $0.column] }, [2, 5])
        XCTAssertEqual(unclosed?.message.hasPrefix("unclosed tag"), true)
        let triple = parseError("{{{name}}")
        XCTAssertEqual(triple.map { [$0.line, $0.column] }, [1, 1])
        for bad in ["x\r\n {{=<% %>}}", "{{=<%=}}", "{{= a b c =}}", "{{= a= b =}}"] {
            let error = parseError(bad)
            XCTAssertNotNil(error, bad.debugDescription)
            XCTAssertEqual(
                error?.message.contains("delimiter"), true, "\(bad.debugDescription): \(String(describing: error))")
        }
        XCTAssertEqual(parseError("x\r\n {{=<% %>}}").map { [$0.line, $0.column] }, [2, 2])
        XCTAssertEqual(parseError("{{}}")?.message, "tag has no name")
        // A partial's name is checked as a variable's: none, or one with a space in it, at the tag.
        XCTAssertEqual(parseError("ab{{> }}")?.message, "tag has no name")
        XCTAssertEqual(parseError("ab{{> }}").map { [$0.line, $0.column] }, [1, 3])
        XCTAssertEqual(
            parseError("{{>a b}}")?.message, "invalid name 'a b': names cannot contain whitespace")
        XCTAssertEqual(parseError("{{$block}}{{/block}}")?.message.contains("not supported"), true)
        XCTAssertEqual(
            parseError("{{#a}}", name: "Field.swift.mustache")?.description,
            "Field.swift.mustache:1:1: error: unclosed section 'a'")
    }

    func testPartialErrorsPointIntoThePartial() {
        let partials = ["row": "ok\n{{#open}}\n"]
        for template in ["{{>row}}", "    {{>row}}\n"] {
            XCTAssertThrowsError(try render(template, [:], partials: partials), template.debugDescription) { error in
                XCTAssertEqual(
                    error as? MustacheError,
                    MustacheError(message: "unclosed section 'open'", line: 2, column: 1, template: "row"))
            }
        }
    }

    func testRecursivePartialIsBounded() throws {
        let depth = MustacheLimits.standard.depth
        XCTAssertThrowsError(try render("top\n{{>loop}}", [:], partials: ["loop": "x {{>loop}}"])) { error in
            XCTAssertEqual(
                error as? MustacheError,
                MustacheError(
                    message: "partial 'loop' would nest sections and partials more than 64 deep "
                        + "(a partial that includes itself without end?)",
                    line: 1, column: 3, template: "loop"))
        }
        // A recursive partial whose data ends the recursion may go up to the bound: each level
        // is a partial and a section, so 32 levels fill the 64.
        var tree: MustacheValue = ["name": "leaf", "child": false]
        for level in (1..<depth / 2).reversed() { tree = ["name": .string("n\(level)"), "child": tree] }
        let output = try render("{{>node}}", tree, partials: ["node": "{{name}};{{#child}}{{>node}}{{/child}}"])
        XCTAssertTrue(output.hasPrefix("n1;n2;"))
        XCTAssertTrue(output.hasSuffix("n31;leaf;"))
        XCTAssertThrowsError(
            try render(
                "{{>node}}", ["name": "root", "child": tree],
                partials: ["node": "{{name}};{{#child}}{{>node}}{{/child}}"]),
            "one level more than the bound")
        // Nested sections inside a partial count towards the same bound.
        let sections = String(repeating: "{{#a}}", count: 40) + "{{>deep}}" + String(repeating: "{{/a}}", count: 40)
        XCTAssertThrowsError(try render("{{>deep}}", ["a": true], partials: ["deep": sections])) { error in
            XCTAssertEqual(
                error as? MustacheError,
                MustacheError(
                    message: "sections and partials nested more than 64 deep", line: 1, column: 133, template: "deep"))
        }
    }

    func testPartialsAreFetchedOncePerRender() throws {
        let counter = FetchCounter()
        let renderer = MustacheRenderer(partials: { name in counter.fetched(name) }, escape: { $0 })
        let template = try MustacheTemplate("{{#items}}{{>item}}{{/items}}\n  {{>item}}\n", name: "list")
        let output = try renderer.render(template, ["items": [["v": 1], ["v": 2], ["v": 3]], "v": 9])
        XCTAssertEqual(output, "[1]\n[2]\n[3]\n\n  [9]\n")
        XCTAssertEqual(counter.count, 1)
    }

    func testStandalonePartialIndentationSkipsEmptyLines() throws {
        let output = try render(
            "struct A {\n    {{>body}}\n}\n", ["x": 1], partials: ["body": "let x = {{x}}\n\nlet y = 2\n"])
        XCTAssertEqual(output, "struct A {\n    let x = 1\n\n    let y = 2\n}\n")
    }
}

/// Spec data that has no `MustacheValue` (lambdas live only in the optional files).
private struct UnsupportedSpecData: Error, CustomStringConvertible {
    var description: String
}

/// Counts partial fetches across the renderer's `@Sendable` closure.
private final class FetchCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var fetches = 0

    var count: Int { lock.withLock { fetches } }

    func fetched(_ name: String) -> String? {
        lock.withLock { fetches += 1 }
        return name == "item" ? "[{{v}}]\n" : nil
    }
}
