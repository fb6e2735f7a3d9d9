import Foundation
import XCTest
import FormcCore
@testable import FormcDriver
import FormcFrontEnd

/// `formc build`'s manifest (`.formc-build.json`): a build whose inputs and outputs are as the
/// last one left them renders nothing, and any change to what decides an output (its spec,
/// a data file, a template) or to the output on disk renders that output again. Run in
/// process, so that the tally says how many outputs were rendered.
final class BuildManifestTests: TemporaryDirectoryTestCase {
    /// A picker over `sizes.csv`, beside it.
    private static let two = """
        form: Two
        sources:
          sizes: {file: sizes.csv}
        fields:
          - {id: name, label: Name}
          - {id: size, kind: picker, source: sizes}

        """

    /// One field under a Previous/Next toolbar: FC114, a warning, printed on every build.
    private static let three = """
        form: Three
        toolbar:
          previousNext: true
        fields:
          - id: name
            label: Name

        """

    private static let config = """
        output: Generated
        specs:
          - "Forms/*.form.yaml"
          - {path: Forms/Two.form.yaml, emit: json, output: Generated/two.json}

        """

    private static let warning = """
        Forms/Three.form.yaml:3:17: warning: Previous and Next would always be disabled: the form has one focusable field [FC114]
            previousNext: true
                          ^~~~
          fix-it: replace with 'false'

        """

    override func setUpWithError() throws {
        try super.setUpWithError()
        try FileManager.default.createDirectory(at: url("Forms"), withIntermediateDirectories: true)
        try write("Forms/Two.form.yaml", Self.two)
        try write("Forms/sizes.csv", "label\nS\nM\n")
        try write("Forms/Three.form.yaml", Self.three)
        try write("formc.yml", Self.config)
    }

    private func url(_ relative: String) -> URL { directory.appendingPathComponent(relative) }

    private func bytes(_ relative: String) throws -> Data { try Data(contentsOf: url(relative)) }

    /// Builds with `formc.yml`, in this process; the status, what standard error got (paths
    /// relative to the project, as a build from its folder prints them) and the tally.
    private func build() -> (status: Int32, stderr: String, tally: BuildRun.Tally?) {
        let box = Captured()
        let console = Console(
            writeOut: { box.out += $0 }, writeError: { box.err += $0 },
            readInput: { _ in [] }, colorDiagnostics: false)
        do {
            let (status, tally) = try BuildCommand.perform(["--config", url("formc.yml").path], console: console)
            return (status, box.err.replacingOccurrences(of: directory.path + "/", with: ""), tally)
        } catch {
            return (error.report(on: console), box.err.replacingOccurrences(of: directory.path + "/", with: ""), nil)
        }
    }

    private final class Captured {
        var out: [UInt8] = []
        var err = ""
    }

    /// The config's outputs are two Swift files in Generated, the FormcKit.swift beside them
    /// and two.json: four outputs, three of them rendered.
    private func tally(written: Int, unchanged: Int, rendered: Int) -> BuildRun.Tally {
        BuildRun.Tally(written: written, unchanged: unchanged, failed: 0, rendered: rendered)
    }

    func testASecondBuildRendersNothingAndStillPrintsDiagnostics() throws {
        let first = build()
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.tally, tally(written: 4, unchanged: 0, rendered: 3))
        XCTAssertEqual(first.stderr, Self.warning + "formc: 4 outputs, 4 written, 0 unchanged\n")
        let outputs = try ["Generated/TwoForm.swift", "Generated/ThreeForm.swift", "Generated/two.json"].map(bytes)

        let second = build()
        XCTAssertEqual(second.status, 0)
        XCTAssertEqual(second.tally, tally(written: 0, unchanged: 4, rendered: 0))
        XCTAssertEqual(second.stderr, Self.warning + "formc: 4 outputs, 0 written, 4 unchanged\n")
        XCTAssertEqual(
            try ["Generated/TwoForm.swift", "Generated/ThreeForm.swift", "Generated/two.json"].map(bytes), outputs)
        XCTAssertEqual(
            BuildManifest.load(from: url(".formc-build.json").path, config: "formc.yml").entries.keys.sorted(),
            ["Generated/ThreeForm.swift", "Generated/TwoForm.swift", "Generated/two.json"])
    }

    /// A no-op build leaves the manifest as it was, modification time included.
    func testANoOpBuildDoesNotRewriteTheManifest() throws {
        XCTAssertEqual(build().status, 0)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: url(".formc-build.json").path)
        XCTAssertEqual(build().tally?.rendered, 0)
        let modified =
            try FileManager.default.attributesOfItem(atPath: url(".formc-build.json").path)[.modificationDate] as? Date
        XCTAssertEqual(modified, past)
    }

    func testAChangedDataFileRendersTheOutputsOfItsSpec() throws {
        XCTAssertEqual(build().status, 0)
        try write("Forms/sizes.csv", "label\nS\nM\nL\n")
        let run = build()
        XCTAssertEqual(run.tally, tally(written: 2, unchanged: 2, rendered: 2))
        XCTAssertTrue(String(decoding: try bytes("Generated/two.json"), as: UTF8.self).contains("\"L\""))
    }

    func testAChangedSpecRendersOnlyItsOutput() throws {
        XCTAssertEqual(build().status, 0)
        try write("Forms/Three.form.yaml", Self.three.replacingOccurrences(of: "label: Name", with: "label: Full name"))
        let run = build()
        XCTAssertEqual(run.tally, tally(written: 1, unchanged: 3, rendered: 1))
        XCTAssertTrue(String(decoding: try bytes("Generated/ThreeForm.swift"), as: UTF8.self).contains("\"Full name\""))
    }

    /// A spec whose bytes change but whose output does not (a comment) is rendered, and its
    /// output, the same bytes, is left alone.
    func testASpecChangedWithoutEffectIsRenderedButNotWritten() throws {
        XCTAssertEqual(build().status, 0)
        try write("Forms/Three.form.yaml", "# a comment\n" + Self.three)
        let run = build()
        XCTAssertEqual(run.tally, tally(written: 0, unchanged: 4, rendered: 1))
    }

    /// Templates decide only the Swift outputs: the JSON is not rendered again.
    func testAChangedTemplateRendersTheSwiftOutputs() throws {
        try FileManager.default.createDirectory(at: url("Templates"), withIntermediateDirectories: true)
        try write("Templates/Form.swift.mustache", "// {{fieldType}}\n")
        try write("formc.yml", "templates: Templates\n" + Self.config)
        XCTAssertEqual(build().tally, tally(written: 4, unchanged: 0, rendered: 3))
        XCTAssertEqual(String(decoding: try bytes("Generated/TwoForm.swift"), as: UTF8.self), "// TwoField\n")
        try write("Templates/Form.swift.mustache", "// {{fieldType}}!\n")
        XCTAssertEqual(build().tally, tally(written: 2, unchanged: 2, rendered: 2))
        XCTAssertEqual(String(decoding: try bytes("Generated/TwoForm.swift"), as: UTF8.self), "// TwoField!\n")
    }

    func testADeletedOutputIsRenderedAgain() throws {
        XCTAssertEqual(build().status, 0)
        let json = try bytes("Generated/two.json")
        try FileManager.default.removeItem(at: url("Generated/two.json"))
        XCTAssertEqual(build().tally, tally(written: 1, unchanged: 3, rendered: 1))
        XCTAssertEqual(try bytes("Generated/two.json"), json)
    }

    /// An output edited by hand, to another size or to the same size, is put back.
    func testAnEditedOutputIsRenderedAgain() throws {
        XCTAssertEqual(build().status, 0)
        let swift = try bytes("Generated/TwoForm.swift")
        try (swift + Data("// mine\n".utf8)).write(to: url("Generated/TwoForm.swift"))
        XCTAssertEqual(build().tally, tally(written: 1, unchanged: 3, rendered: 1))
        XCTAssertEqual(try bytes("Generated/TwoForm.swift"), swift)

        var sameSize = swift
        sameSize[0] = sameSize[0] == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
        try sameSize.write(to: url("Generated/TwoForm.swift"))
        XCTAssertEqual(build().tally, tally(written: 1, unchanged: 3, rendered: 1))
        XCTAssertEqual(try bytes("Generated/TwoForm.swift"), swift)
    }

    /// A manifest that is not JSON, of another format, for another config, or whose entries
    /// are malformed is taken as empty: everything is rendered (and found unchanged), and a
    /// sound manifest replaces it.
    func testACorruptOrForeignManifestIsIgnored() throws {
        XCTAssertEqual(build().status, 0)
        let good = try bytes(".formc-build.json")
        let text = String(decoding: good, as: UTF8.self)
        let bad = [
            "{not json",
            "",
            "[1, 2]",
            text.replacingOccurrences(of: "\"format\" : 1", with: "\"format\" : 2"),
            text.replacingOccurrences(of: "\"config\" : \"formc.yml\"", with: "\"config\" : \"other.yml\""),
            text.replacingOccurrences(of: "\"inputs\" : \"", with: "\"inputs\" : \"zz")
        ]
        for manifest in bad {
            XCTAssertNotEqual(manifest, text, "each variant must differ from the sound manifest")
            try write(".formc-build.json", manifest)
            let run = build()
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertEqual(run.tally, tally(written: 0, unchanged: 4, rendered: 3), manifest)
            XCTAssertEqual(try bytes(".formc-build.json"), good, manifest)
        }
    }

    /// The manifest's name holding a link out of the project: nothing is read or written
    /// through it; the link itself is replaced by the manifest.
    func testAManifestLinkedOutOfTheProjectIsNotFollowed() throws {
        let outside = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: outside) }
        let victim = outside.appendingPathComponent("victim")
        try Data("keep\n".utf8).write(to: victim)
        try FileManager.default.createSymbolicLink(
            atPath: url(".formc-build.json").path, withDestinationPath: victim.path)
        XCTAssertEqual(build().tally, tally(written: 4, unchanged: 0, rendered: 3))
        XCTAssertEqual(try String(contentsOf: victim, encoding: .utf8), "keep\n")
        let kind =
            try FileManager.default.attributesOfItem(atPath: url(".formc-build.json").path)[.type] as? FileAttributeType
        XCTAssertEqual(kind, .typeRegular)
        XCTAssertEqual(build().tally?.rendered, 0)
    }

    func testAnOutputMayNotReplaceTheManifest() throws {
        try write("formc.yml", "specs:\n  - {path: Forms/Two.form.yaml, emit: json, output: .formc-build.json}\n")
        let run = build()
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.stderr,
            "formc: error: '.formc-build.json': is formc build's manifest; an output may not replace it\n"
                + "formc: 1 output, 0 written, 0 unchanged, 1 failed\n")
    }
}
