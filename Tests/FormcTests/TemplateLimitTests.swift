import Foundation
import XCTest
import FormcDriver
import FormcEmit
import FormcIR
import FormcCore

/// User templates (`--templates DIR`) are untrusted: a render stops with a located error at
/// `MustacheLimits` (nesting depth, output size, work beyond the output) instead of running
/// for minutes or filling memory.
final class TemplateLimitTests: XCTestCase {
    private static let workMessage =
        "rendering takes more than 1048576 steps beyond one per byte written "
        + "(sections over lists nested inside one another multiply the work)"

    /// 264 bytes: `fields` (five items for Profile) nested twelve deep is 5^12 passes that
    /// write nothing. The innermost section does almost all the steps, so the bound is
    /// passed there (column 122 = 11 tags of 11 characters before it).
    private static let twelveDeep =
        String(repeating: "{{#fields}}", count: 12) + String(repeating: "{{/fields}}", count: 12)

    func testTwelveNestedSectionsStopAtTheWorkBound() throws {
        let result = try Pipeline().compile(
            path: TestSupport.path("Examples/Profile.form.yaml"), standardInput: { _ in [] })
        let form = try XCTUnwrap(result.form)
        XCTAssertThrowsError(
            try SwiftEmitter(overrides: ["Form.swift": Self.twelveDeep]).emit(form, formcVersion: Formc.version)
        ) { error in
            XCTAssertEqual(
                error as? MustacheError,
                MustacheError(message: Self.workMessage, line: 1, column: 122, template: "Form.swift"))
        }
    }

    func testCompileReportsTheBoundAsATemplateErrorAndWritesNothing() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.twelveDeep.utf8).write(to: directory.appendingPathComponent("Form.swift.mustache"))
        let output = directory.appendingPathComponent("Out.swift")
        let run = try TestSupport.runFormc([
            "compile", "Examples/Profile.form.yaml", "--emit", "swift",
            "--templates", directory.path, "-o", output.path
        ])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "Form.swift:1:122: error: \(Self.workMessage)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
    }

    /// A partial that includes itself ten times per level of the data: 10^8 copies of a
    /// 1,001-byte line. The output passes 64 MiB during level 5, at the line's text.
    func testPartialIncludingItselfTenTimesPerLevelStopsAtTheOutputBound() {
        var data: MustacheValue = ["child": false]
        for _ in 0..<8 { data = ["child": data] }
        let partial =
            String(repeating: "x", count: 1000) + "\n{{#child}}" + String(repeating: "{{>p}}", count: 10) + "{{/child}}"
        let renderer = MustacheRenderer(partials: { $0 == "p" ? partial : nil }, escape: { $0 })
        XCTAssertThrowsError(try renderer.render(MustacheTemplate("{{>p}}", name: "Form.swift"), data)) { error in
            XCTAssertEqual(
                error as? MustacheError,
                MustacheError(
                    message: "output would be larger than 64 MiB (a partial that includes itself more than once?)",
                    line: 1, column: 1, template: "p"))
        }
    }

    // MARK: Each bound exactly, with small limits

    private func render(_ template: String, _ data: MustacheValue, limits: MustacheLimits) throws -> String {
        try MustacheRenderer(partials: { _ in nil }, escape: { $0 }, limits: limits)
            .render(MustacheTemplate(template, name: "t"), data)
    }

    private func renderError(_ template: String, _ data: MustacheValue, limits: MustacheLimits) -> MustacheError? {
        do {
            _ = try render(template, data, limits: limits)
            return nil
        } catch {
            return error as? MustacheError
        }
    }

    func testOutputBoundAllowsExactlyTheLimit() throws {
        let limits = MustacheLimits(depth: 8, outputBytes: 5, steps: 100)
        XCTAssertEqual(try render("abcde", [:], limits: limits), "abcde")
        XCTAssertEqual(
            renderError("abcdef", [:], limits: limits),
            MustacheError(
                message: "output would be larger than 5 bytes (a partial that includes itself more than once?)",
                line: 1, column: 1, template: "t"))
        XCTAssertEqual(
            renderError("ab\n {{x}}", ["x": "cd"], limits: limits).map { [$0.line, $0.column] }, [2, 2],
            "the interpolation that passes the bound")
        XCTAssertEqual(
            renderError("é{{x}}", ["x": "abcd"], limits: limits).map { [$0.line, $0.column] }, [1, 2],
            "bytes are counted, columns are Unicode scalars")
    }

    func testWorkBoundCountsStepsBeyondTheBytesWritten() throws {
        let limits = MustacheLimits(depth: 8, outputBytes: 100, steps: 3)
        let empty = MustacheValue.list([[:], [:], [:]])
        // One step for the section tag and one per item: 1 + 2 = 3 fits, 1 + 3 does not.
        XCTAssertEqual(try render("{{#l}}{{/l}}", ["l": [[:], [:]]], limits: limits), "")
        XCTAssertEqual(
            renderError("{{#l}}{{/l}}", ["l": empty], limits: limits),
            MustacheError(
                message: "rendering takes more than 3 steps beyond one per byte written "
                    + "(sections over lists nested inside one another multiply the work)",
                line: 1, column: 1, template: "t"))
        // Two bytes written first buy two more steps: 1 + 1 + 3 = 5 steps for 2 bytes fits.
        XCTAssertEqual(try render("ab{{#l}}{{/l}}", ["l": empty], limits: limits), "ab")
        // Three bytes, then 1 + 1 + 5 steps: 7 - 3 = 4, one over, at the section.
        XCTAssertEqual(
            renderError("ab {{#l}}{{/l}}", ["l": [[:], [:], [:], [:], [:]]], limits: limits)
                .map { [$0.line, $0.column] }, [1, 4])
    }

    func testParsingAPartialIsWorkForEachIndentation() throws {
        // Parsed once per indentation: each parse of this 5,014-byte partial, which writes only
        // its indentation, costs 5,014 steps, so the fourth parse passes 20,000 steps beyond
        // the 6 bytes written (3 lines of 5,017 steps, then 5,015 more).
        let partial = "{{#no}}" + String(repeating: "x", count: 5000) + "{{/no}}"
        let template = (1...10).map { String(repeating: " ", count: $0) + "{{>p}}\n" }.joined()
        let renderer = MustacheRenderer(
            partials: { $0 == "p" ? partial : nil }, escape: { $0 },
            limits: MustacheLimits(depth: 8, outputBytes: 100, steps: 20000))
        XCTAssertThrowsError(try renderer.render(MustacheTemplate(template, name: "t"), [:])) { error in
            XCTAssertEqual((error as? MustacheError).map { [$0.line, $0.column] }, [4, 5])
            XCTAssertEqual((error as? MustacheError)?.template, "t")
        }
        let once = String(repeating: " {{>p}}\n", count: 10)
        XCTAssertEqual(
            try renderer.render(MustacheTemplate(once, name: "t"), [:]), String(repeating: " ", count: 10),
            "one indentation: one parse")
    }

    func testDepthBoundCountsSectionsAndPartialsTogether() throws {
        let limits = MustacheLimits(depth: 2, outputBytes: 100, steps: 100)
        XCTAssertEqual(try render("{{#a}}{{#a}}x{{/a}}{{/a}}", ["a": true], limits: limits), "x")
        XCTAssertEqual(
            renderError("{{#a}}{{#a}}{{#a}}x{{/a}}{{/a}}{{/a}}", ["a": true], limits: limits),
            MustacheError(message: "sections and partials nested more than 2 deep", line: 1, column: 13, template: "t"))
        XCTAssertEqual(
            renderError("{{#a}}{{#a}}{{>p}}{{/a}}{{/a}}", ["a": true], limits: limits),
            MustacheError(
                message: "partial 'p' would nest sections and partials more than 2 deep "
                    + "(a partial that includes itself without end?)", line: 1, column: 13, template: "t"))
    }

    func testTemplateParseDepthMatchesTheRenderBound() {
        let deep = String(repeating: "{{#a}}", count: 65) + String(repeating: "{{/a}}", count: 65)
        XCTAssertThrowsError(try MustacheTemplate(deep, name: "t")) { error in
            XCTAssertEqual(
                error as? MustacheError,
                MustacheError(message: "sections nested more than 64 deep", line: 1, column: 385, template: "t"))
        }
    }
}
