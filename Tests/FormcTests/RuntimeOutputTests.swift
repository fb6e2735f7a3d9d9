import Foundation
import XCTest
import FormcDriver
import FormcEmit

/// `formc compile --emit swift -o …` writes FormcKit.swift once beside the form
/// (docs/swift-output.md §1.3), `--runtime module` does not, and the runtime is the FormcKit
/// sources of this formc, joined.
final class RuntimeOutputTests: TemporaryDirectoryTestCase {
    private let spec = "form: One\nfields: [{id: a}, {id: b}]\n"

    private func compile(_ arguments: [String]) throws -> TestSupport.Run {
        try write("one.form.yaml", spec)
        try write("two.form.yaml", spec.replacingOccurrences(of: "One", with: "Two"))
        return try TestSupport.runFormc(arguments, cwd: directory.path)
    }

    private func listing(_ folder: String = "out") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path).sorted()
    }

    func testAFolderGetsTheFormAndOneRuntime() throws {
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("out"), withIntermediateDirectories: true)
        XCTAssertEqual(try compile(["compile", "one.form.yaml", "--emit", "swift", "-o", "out/"]).status, 0)
        XCTAssertEqual(try compile(["compile", "two.form.yaml", "--emit", "swift", "-o", "out"]).status, 0)
        XCTAssertEqual(try listing(), ["FormcKit.swift", "OneForm.swift", "TwoForm.swift"])
        let runtime = try String(contentsOf: directory.appendingPathComponent("out/FormcKit.swift"), encoding: .utf8)
        XCTAssertTrue(runtime.hasPrefix("// FormcKit \(Formc.version): the runtime of the Swift that formc"), runtime)
        XCTAssertTrue(runtime.contains("\n// MARK: - FormcField.swift\n"))
        XCTAssertTrue(runtime.contains("public nonisolated protocol FormcField"))
    }

    /// `-o Gen/Forms/` names a folder: made when missing (as `formc build` makes its outputs'),
    /// with the form and the runtime in it; a file where a folder must be is named.
    func testAMissingFolderIsMade() throws {
        let run = try compile(["compile", "one.form.yaml", "--emit", "swift", "-o", "Gen/Forms/"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try listing("Gen/Forms"), ["FormcKit.swift", "OneForm.swift"])
        try write("file", "")
        let blocked = try compile(["compile", "one.form.yaml", "--emit", "swift", "-o", "file/Forms/"])
        XCTAssertEqual(blocked.status, 2, blocked.stderr)
        XCTAssertEqual(blocked.stderr, "formc: error: 'file': is not a folder\n")
    }

    func testAFileGetsTheRuntimeInItsFolder() throws {
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("out"), withIntermediateDirectories: true)
        XCTAssertEqual(try compile(["compile", "one.form.yaml", "--emit", "swift", "-o", "out/Mine.swift"]).status, 0)
        XCTAssertEqual(try listing(), ["FormcKit.swift", "Mine.swift"])
    }

    func testModuleRuntimeWritesOnlyTheForm() throws {
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("out"), withIntermediateDirectories: true)
        let run = try compile(["compile", "one.form.yaml", "--emit", "swift", "--runtime", "module", "-o", "out/"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try listing(), ["OneForm.swift"])
    }

    func testStandardOutputGetsOnlyTheForm() throws {
        let run = try compile(["compile", "one.form.yaml", "--emit", "swift"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("public nonisolated enum OneField: String, FormcField {"))
        XCTAssertFalse(run.stdout.contains("protocol FormcField"))
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(),
            ["one.form.yaml", "two.form.yaml"])
    }

    func testUsageErrors() throws {
        let unknown = try compile(["compile", "one.form.yaml", "--emit", "swift", "--runtime", "copy"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("unknown --runtime 'copy'; expected source or module"), unknown.stderr)
        let json = try compile(["compile", "one.form.yaml", "--runtime", "module"])
        XCTAssertEqual(json.status, 2)
        XCTAssertTrue(json.stderr.contains("--runtime goes with --emit swift"), json.stderr)
        let clash = try compile(["compile", "one.form.yaml", "--emit", "swift", "-o", "FormcKit.swift"])
        XCTAssertEqual(clash.status, 2)
        XCTAssertTrue(clash.stderr.contains("-o FormcKit.swift is the runtime's name"), clash.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("FormcKit.swift").path))
        // The same name in another case is the same file on a case-insensitive disk (macOS).
        let lower = try compile(["compile", "one.form.yaml", "--emit", "swift", "-o", "formckit.SWIFT"])
        XCTAssertEqual(lower.status, 2)
        XCTAssertTrue(lower.stderr.contains("-o FormcKit.swift is the runtime's name"), lower.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("formckit.SWIFT").path))
    }

    /// `-o` through a link to a device writes the form through; no runtime lands in the link's folder.
    func testADeviceOutputGetsNoRuntime() throws {
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("null").path, withDestinationPath: "/dev/null")
        let run = try compile(["compile", "one.form.yaml", "--emit", "swift", "-o", "null"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("FormcKit.swift").path))
    }

    /// A link called FormcKit.swift is refused, never followed: its target keeps its bytes.
    func testALinkInTheRuntimesPlaceIsRefused() throws {
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("out"), withIntermediateDirectories: true)
        try write("elsewhere.txt", "keep\n")
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("out/FormcKit.swift").path,
            withDestinationPath: directory.appendingPathComponent("elsewhere.txt").path)
        let run = try compile(["compile", "one.form.yaml", "--emit", "swift", "-o", "out/"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(
            run.stderr.contains(
                "formc: error: 'out/FormcKit.swift': is not a regular file; formc writes FormcKit.swift only as one\n"),
            run.stderr)
        XCTAssertEqual(
            try String(contentsOf: directory.appendingPathComponent("elsewhere.txt"), encoding: .utf8), "keep\n")
    }

    /// The bundled copy is the FormcKit folder: `.ci/embed-templates` was run after an edit.
    func testTheBundledRuntimeIsTheFormcKitFolder() throws {
        let folder = TestSupport.packageRoot.appendingPathComponent("Sources/FormcKit")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .sorted()
        let runtime = SwiftRuntime.source(formcVersion: "test")
        var expected = ""
        for name in names {
            expected +=
                "\n// MARK: - \(name)\n\n"
                + (try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
        }
        XCTAssertTrue(runtime.hasSuffix(expected), "Sources/FormcKit changed: run .ci/embed-templates")
    }

    /// Issue 27, item 13: the generated file and FormcKit state the same toolchain, Swift 6.1
    /// (`nonisolated` on a type, SE-0449), in a one-line `#error` an older compiler stops at,
    /// and the file's header says it in words. (This toolchain is newer: the tests that compile
    /// the files prove the guard lets it through.)
    func testTheFileAndFormcKitRequireTheSameSwift() throws {
        let guardLines = [
            "#if !compiler(>=6.1)",
            "#error(\"formc's generated Swift needs Swift 6.1 or later (Xcode 16.3): it declares nonisolated types (SE-0449)\")",
            "#endif"
        ]
        let result = TestSupport.compile("form: T\nfields:\n  - {id: a}\n")
        let file = try SwiftEmitter().emit(try XCTUnwrap(result.form), formcVersion: Formc.version)
            .components(separatedBy: "\n")
        let start = try XCTUnwrap(file.firstIndex(of: guardLines[0]))
        XCTAssertEqual(Array(file[start..<start + 3]), guardLines)
        XCTAssertLessThan(start, try XCTUnwrap(file.firstIndex(of: "import Foundation")), "before any declaration")
        XCTAssertTrue(
            file.contains("// Needs Swift 6.1 or later (Xcode 16.3 or later); the UIKit and SwiftUI parts need iOS 15.")
        )
        let kit = try String(contentsOfFile: TestSupport.path("Sources/FormcKit/FormcField.swift"), encoding: .utf8)
            .components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let kitStart = try XCTUnwrap(kit.firstIndex(of: guardLines[0]))
        XCTAssertEqual(Array(kit[kitStart..<kitStart + 3]), guardLines)
    }
}
