import Foundation
import XCTest

/// Whatever formc writes is whole and valid, or formc fails with exit 2 and says so inertly:
/// the streamed JSON never loses a chunk, a template's error cannot drive the terminal or the
/// CI runner, and `formc lsp --help` to a full device is a failure like every other command's.
final class WholeOutputTests: TemporaryDirectoryTestCase {
    private func parse(_ text: String, _ what: String, file: StaticString = #filePath, line: UInt = #line) -> [String:
        Any]?
    {
        do {
            return try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        } catch {
            XCTFail("\(what): not valid JSON (\(error)), \(text.utf8.count) bytes", file: file, line: line)
            return nil
        }
    }

    /// A field whose condition writes more than one 64 KiB chunk of JSON by itself.
    func testConditionsLargerThanAChunkStayWholeJSON() throws {
        // A chain of 150 `visibleWhen`s, each reading the one before (and so, nested, every one).
        var chain = "form: Chain\nfields:\n  - {id: f0, label: F0}\n"
        for index in 1..<150 {
            chain += "  - {id: f\(index), label: F\(index), visibleWhen: \"f\(index - 1) == 'x'\"}\n"
        }
        // One `and` of 1,000 terms.
        let terms = (0..<1000).map { "a == 'v\($0)'" }.joined(separator: " and ")
        let conjunction =
            "form: And\nfields:\n  - {id: a, label: A}\n  - {id: b, label: B, visibleWhen: \"\(terms)\"}\n"
        for (name, spec, fields) in [("chain", chain, 150), ("and", conjunction, 2)] {
            try write("\(name).form.yaml", spec)
            let run = try TestSupport.runFormc(["compile", "\(name).form.yaml", "--emit", "json"], cwd: directory.path)
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertGreaterThan(run.stdout.utf8.count, 1 << 16, "the case must pass a chunk")
            let document = try XCTUnwrap(parse(run.stdout, name))
            XCTAssertEqual((document["fields"] as? [Any])?.count, fields, name)
            // The same bytes through -o.
            let output = directory.appendingPathComponent("\(name).json").path
            XCTAssertEqual(
                try TestSupport.runFormc(["compile", "\(name).form.yaml", "-o", output], cwd: directory.path).status, 0)
            XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), run.stdout, name)
        }
        let lastTerm = try XCTUnwrap(
            parse(try TestSupport.runFormc(["compile", "and.form.yaml"], cwd: directory.path).stdout, "and"))
        let visible = (lastTerm["fields"] as? [[String: Any]])?.last?["visibleWhen"] as? [String: Any]
        XCTAssertEqual(visible?["op"] as? String, "and")
        XCTAssertEqual((visible?["operands"] as? [Any])?.count, 1000)
    }

    /// Every spec that compiles, among the examples and the fixtures, compiles to JSON that
    /// parses.
    func testEveryExampleAndFixtureCompilesToValidJSON() throws {
        let roots = ["Examples", "Tests/Fixtures"].map(TestSupport.path)
        var compiled: Set<String> = []
        for root in roots {
            let walker = FileManager.default.enumerator(atPath: root)
            while let relative = walker?.nextObject() as? String {
                guard relative.hasSuffix(".form.yaml") || relative.hasSuffix(".form.yml") else { continue }
                let run = try TestSupport.runFormc(["compile", root + "/" + relative, "--emit", "json"])
                guard run.status == 0 else {
                    XCTAssertEqual(run.stdout, "", "\(relative) failed but wrote output")
                    continue
                }
                compiled.insert(relative)
                XCTAssertNotNil(parse(run.stdout, relative))
            }
        }
        let examples = ["Account", "AllKinds", "NumberPad", "Pickers", "Profile", "Signup"].map { "\($0).form.yaml" }
        XCTAssertTrue(compiled.isSuperset(of: examples), "\(compiled.sorted())")
        XCTAssertGreaterThan(compiled.count, examples.count, "the fixtures that compile are checked too")
    }

    /// A template's section name is a stranger's text: a line break, `::warning`, `##[` or an
    /// ESC in it reaches standard error inert, as in `formc build`.
    func testTemplateErrorsAreInertInCompile() throws {
        let templates = directory.appendingPathComponent("T")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Data("{{#a\n::warning file=x::owned ##[group]\u{1B}[31m}}".utf8)
            .write(to: templates.appendingPathComponent("Form.swift.mustache"))
        let run = try TestSupport.runFormc([
            "compile", TestSupport.path("Examples/Profile.form.yaml"), "--emit", "swift",
            "--templates", templates.path
        ])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "")
        XCTAssertFalse(run.stderr.unicodeScalars.contains("\u{1B}"), run.stderr)
        XCTAssertFalse(run.stderr.contains("##["), run.stderr)
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 2, "one line and its break: \(run.stderr)")
        XCTAssertTrue(run.stderr.hasPrefix("Form.swift:1:1: error: "), run.stderr)
        XCTAssertTrue(run.stderr.contains("<U+000A>::warning") && run.stderr.contains("<U+001B>[31m"), run.stderr)
    }

    func testLSPHelpToAFullDeviceIsExitTwo() throws {
        for arguments in ["lsp --help", "lsp -h", "lsp --bad"] {
            let run = try TestSupport.runFormcShell("\"$FORMC\" \(arguments) > /dev/full 2>&1; echo \"status=$?\" >&2")
            XCTAssertEqual(run.stderr, "status=2\n", arguments)
        }
        let written = try TestSupport.runFormc(["lsp", "--help"])
        XCTAssertEqual(written.status, 0)
        XCTAssertTrue(written.stdout.hasPrefix("USAGE: formc lsp"), written.stdout)
    }
}
