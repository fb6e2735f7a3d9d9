import Foundation
import XCTest

/// `formc compile --config FILE` (what the build plugin passes when a `formc.yml` lies beside
/// the spec; README.md, "Use from an Xcode project"): the config's templates and per-code
/// severities apply, its project root does not.
final class CompileConfigTests: TemporaryDirectoryTestCase {
    /// A spec whose only diagnostic is the FC306 warning (a locale Foundation does not know).
    private let spec = """
        form: Note
        locale: zz_ZZ
        fields:
          - { id: title, kind: text }

        """

    private func compile(_ arguments: [String]) throws -> TestSupport.Run {
        try TestSupport.runFormc(["compile", "note.form.yaml"] + arguments, cwd: directory.path)
    }

    func testTheConfigsSeveritiesApply() throws {
        try write("note.form.yaml", spec)
        let plain = try compile(["--emit", "swift", "-o", "plain.swift"])
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertTrue(plain.stderr.contains("note.form.yaml:2:9: warning: 'zz_ZZ' is not a locale"), plain.stderr)

        try write("formc.yml", "specs: [note.form.yaml]\nlint:\n  severity:\n    FC306: error\n")
        let raised = try compile(["--emit", "swift", "-o", "raised.swift", "--config", "formc.yml"])
        XCTAssertEqual(raised.status, 1, "a warning the config makes an error fails the compile")
        XCTAssertTrue(raised.stderr.hasPrefix("note.form.yaml:2:9: error: 'zz_ZZ' is not a locale"), raised.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("raised.swift").path))

        try write("formc.yml", "specs: [note.form.yaml]\nlint:\n  severity:\n    FC306: off\n")
        let off = try compile(["--emit", "swift", "-o", "off.swift", "--config", "formc.yml"])
        XCTAssertEqual(off.status, 0, off.stderr)
        XCTAssertEqual(off.stderr, "", "a code the config turns off is not printed")
    }

    func testTheConfigsTemplatesApplyToSwiftAndTheCommandLineWins() throws {
        try write("note.form.yaml", spec)
        for folder in ["Templates", "Other"] {
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
            try write("\(folder)/Form.swift.mustache", "// \(folder) template for {{formName}}\n")
        }
        try write("formc.yml", "specs: [note.form.yaml]\ntemplates: Templates\n")
        let swift = try compile(["--emit", "swift", "--config", "formc.yml"])
        XCTAssertEqual(swift.status, 0, swift.stderr)
        XCTAssertTrue(swift.stdout.hasPrefix("// Templates template for "), swift.stdout)
        let both = try compile(["--emit", "swift", "--config", "formc.yml", "--templates", "Other"])
        XCTAssertTrue(both.stdout.hasPrefix("// Other template for "), both.stdout)
        // JSON has no templates: the config's are not a usage error there.
        let json = try compile(["--config", "formc.yml"])
        XCTAssertEqual(json.status, 0, json.stderr)
        XCTAssertTrue(json.stdout.contains("\"focusChain\""))
    }

    func testTheSpecsRootStaysItsOwnFolder() throws {
        // The config's folder is the root for `formc build`; for compile the spec's data files
        // stay in the spec's folder, the folder the build plugin tracks.
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("Forms"), withIntermediateDirectories: true)
        try write("colors.yaml", "- red\n- green\n")
        try write(
            "Forms/paint.form.yaml",
            "form: Paint\nsources:\n  colors: { file: ../colors.yaml }\nfields:\n  - { id: color, kind: picker, source: colors }\n"
        )
        try write("formc.yml", "specs: [Forms/paint.form.yaml]\n")
        let run = try TestSupport.runFormc(
            ["compile", "Forms/paint.form.yaml", "--config", "formc.yml"], cwd: directory.path)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("[FC213]"), run.stderr)
    }

    func testAConfigWithAnErrorStopsTheCompile() throws {
        try write("note.form.yaml", spec)
        try write("formc.yml", "specs: [note.form.yaml]\nouput: Generated\n")
        let run = try compile(["--config", "formc.yml"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "")
        XCTAssertTrue(run.stderr.hasPrefix("formc.yml:2:1: error: unknown key 'ouput'"), run.stderr)
    }
}
