import Foundation
import XCTest
import FormcDiagnostics
@testable import FormcDriver
@testable import FormcEmit
@testable import FormcFrontEnd
import FormcIR
@testable import FormcTerminal
import FormcCore

/// Bounds on the total a small spec can make formc do: the data its sources read together,
/// the output a template renders over them, and the text a label puts on the terminal.
final class TotalBoundTests: TemporaryDirectoryTestCase {
    private static let valuesLeft =
        "it expands to more values than are left of the 1000000 that all of a spec's data files may "
        + "hold together (a file named by several sources counts each time)"

    /// Four sources naming one file of 300,001 values (a list and its strings): three fit in
    /// the spec's million, the fourth does not, and is refused where the spec names it.
    func testSourcesSharingAFileShareOneBudget() throws {
        let values = (0..<300_000).map { String(format: "\"v%06d\"", $0) }.joined(separator: ",")
        try write("big.json", "[" + values + "]")
        var spec = "form: Big\nsources:\n"
        for index in 1...4 { spec += "  s\(index): {file: big.json}\n" }
        spec += "fields:\n"
        for index in 1...4 { spec += "  - {id: p\(index), kind: picker, source: s\(index)}\n" }
        let result = Pipeline().compile(bytes: Array(spec.utf8), path: "big.form.yaml", baseDirectory: directory.path)
        let errors = result.diagnostics.all.filter { $0.severity == .error }
        XCTAssertEqual(errors.map { "\($0.code.id) \($0.location.line):\($0.location.column)" }, ["FC205 6:14"])
        XCTAssertEqual(
            errors.first?.message, "'\(directory.path)/big.json' is not a valid json file: \(Self.valuesLeft)")
        XCTAssertEqual(result.form?.sources.map(\.options.count), [300_000, 300_000, 300_000, 0])
    }

    func testTheBytesOfEverySourceCountTowardsOneBudget() throws {
        try write("a.csv", "label\nS\nM\nL\n")  // 12 bytes
        let loader = DataFileLoader(reference: SourceLocation(file: "s.form.yaml", line: 3, column: 9))
        var budget = DataFileLoader.Budget(bytes: 20, values: 100)
        let path = directory.appendingPathComponent("a.csv").path
        let first = loader.load(path: path, displayPath: "a.csv", format: .csv, delimiter: nil, budget: &budget)
        XCTAssertNotNil(first.0)
        XCTAssertEqual(budget.bytes, 8)
        XCTAssertEqual(budget.values, 100 - 7, "a list, three records and their three cells")
        let second = loader.load(path: path, displayPath: "a.csv", format: .csv, delimiter: nil, budget: &budget)
        XCTAssertNil(second.0)
        XCTAssertEqual(
            second.1.all.map(\.message),
            [
                "data file 'a.csv' is 12 bytes, more than is left of the 64 MiB that all of a spec's data files may hold together "
                    + "(a file named by several sources counts each time)"
            ])
        XCTAssertEqual(second.1.all.map(\.code.id), ["FC204"])
    }

    /// A YAML data file counts its values against the same budget: two sources naming a file
    /// of 600,001 values (a list and its strings) fit once, not twice.
    func testYAMLDataCountsTowardsTheSameBudget() throws {
        try write("big.yaml", (0..<600_000).map { "- v\($0)\n" }.joined())
        let spec =
            "form: Y\nsources:\n  a: {file: big.yaml}\n  b: {file: big.yaml}\nfields:\n"
            + "  - {id: p, kind: picker, source: a}\n  - {id: q, kind: picker, source: b}\n"
        let result = Pipeline().compile(bytes: Array(spec.utf8), path: "y.form.yaml", baseDirectory: directory.path)
        let errors = result.diagnostics.all.filter { $0.severity == .error }
        XCTAssertEqual(errors.map { "\($0.code.id) \($0.location.line):\($0.location.column)" }, ["FC205 4:13"])
        XCTAssertEqual(
            errors.first?.message, "'\(directory.path)/big.yaml' is not a valid yaml file: \(Self.valuesLeft)")
        XCTAssertEqual(result.form?.sources.map(\.options.count), [600_000, 0])
    }

    /// The output bound grows with the spec's fields (8 KiB each) and its options (128 bytes
    /// plus twice their text each), so a template repeating a data file's options is stopped
    /// near the size of that data, while it renders.
    func testTheOutputBoundFollowsTheOptionsText() throws {
        let spec = "form: F\nfields:\n  - {id: p, kind: picker, options: [ab, c]}\n  - {id: name, label: Name}\n"
        let form = try XCTUnwrap(TestSupport.compile(spec).form)
        // 64 MiB + 2 fields × 8 KiB + (128 + 2 × 4) + (128 + 2 × 2).
        XCTAssertEqual(SwiftEmitter.limits(for: form).outputBytes, 67_108_864 + 16_384 + 136 + 132)
    }

    func testATemplateRepeatingEveryOptionIsStoppedNearTheDataSize() throws {
        let values = (0..<100_000).map { String(format: "\"v%06d\"", $0) }.joined(separator: ",")
        try write("o.json", "[" + values + "]")
        try write(
            "o.form.yaml", "form: O\nsources:\n  o: {file: o.json}\nfields:\n  - {id: p, kind: picker, source: o}\n")
        let templates = directory.appendingPathComponent("T")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        // About 2 KB: the options' data a hundred times.
        let hundred = String(repeating: "{{{sourcesLiteral}}}", count: 100)
        try Data(hundred.utf8).write(to: templates.appendingPathComponent("Form.swift.mustache"))
        let output = directory.appendingPathComponent("O.swift").path
        let run = try TestSupport.runFormc(
            ["compile", "o.form.yaml", "--emit", "swift", "--templates", templates.path, "-o", output],
            cwd: directory.path)
        XCTAssertEqual(run.status, 2)
        // 64 MiB + 8 KiB + 100,000 × (128 + 2 × 14).
        XCTAssertTrue(run.stderr.hasPrefix("Form.swift:1:"), run.stderr)
        XCTAssertTrue(
            run.stderr.hasSuffix(
                ": error: output would be larger than 82717056 bytes "
                    + "(a partial that includes itself more than once?)\n"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    /// A label of one letter and 20,000 combining marks reaches the terminal as the letter and
    /// 30 marks (UAX #15's stream-safe bound); a very long text is cut with `…`.
    func testTerminalTextKeepsClustersAndLengthBounded() {
        let marks = String(repeating: "\u{301}", count: 20_000)
        let shown = TerminalText.sanitized("a" + marks + "b")
        XCTAssertEqual(
            Array(shown.unicodeScalars), Array(("a" + String(repeating: "\u{301}", count: 30) + "b").unicodeScalars))
        XCTAssertEqual(shown.count, 2)
        let long = TerminalText.sanitized(String(repeating: "界", count: 5_000))
        XCTAssertEqual(long, String(repeating: "界", count: 2_000) + "…")
        // Controls are still made harmless inside a bounded cluster.
        XCTAssertEqual(TerminalText.sanitized("x\u{1B}[2J\u{301}"), "x?[2J\u{301}")
        XCTAssertEqual(TerminalText.sanitized("ok"), "ok")
    }
}
