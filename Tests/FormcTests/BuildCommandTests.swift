import Foundation
import XCTest
import FormcEmit
import FormcDriver

/// `formc build`, `formc` alone, and `formc lint` without a path, through the real binary,
/// in a temporary project.
final class BuildCommandTests: TemporaryDirectoryTestCase {
    private let plain = ["NO_COLOR": "1"]

    private static let two = """
        form: Two
        fields:
          - id: first
            label: First
          - id: second
            label: Second
            kind: email
        """

    /// One field and a Previous/Next toolbar: FC114, a warning.
    private static let one = """
        form: One
        toolbar:
          previousNext: true
        fields:
          - id: name
            label: Name
        """

    private static let config = """
        output: Generated
        specs:
          - Forms/**/*.form.yaml
          - path: Forms/Two.form.yaml
            emit: json
            output: Generated/two.json
        lint:
          severity:
            FC114: error
        """

    override func setUpWithError() throws {
        try super.setUpWithError()
        try FileManager.default.createDirectory(at: url("Forms/More"), withIntermediateDirectories: true)
        try write("Forms/Two.form.yaml", Self.two)
        try write("Forms/More/Three.form.yaml", Self.two.replacingOccurrences(of: "form: Two", with: "form: Three"))
        try write("formc.yml", Self.config)
    }

    private func url(_ relative: String) -> URL { directory.appendingPathComponent(relative) }

    private func formc(_ arguments: [String]) throws -> TestSupport.Run {
        try TestSupport.runFormc(arguments, cwd: directory.path, environment: plain)
    }

    private func text(_ relative: String) throws -> String {
        try String(contentsOf: url(relative), encoding: .utf8)
    }

    private func modificationDate(_ relative: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: url(relative).path)[.modificationDate] as? Date
    }

    private let outputs = ["Generated/TwoForm.swift", "Generated/ThreeForm.swift", "Generated/two.json"]

    /// `emit: strings`: the catalog is written; a translation a translator adds is kept by the
    /// next build (the catalog's bytes no longer match the manifest, so it is updated, not
    /// skipped), and a changed label marks it for review.
    func testBuildUpdatesAStringCatalogKeepingItsTranslations() throws {
        try write("formc.yml", "specs:\n  - path: Forms/Two.form.yaml\n    emit: strings\n    output: Strings/\n")
        XCTAssertEqual(try formc(["build"]).status, 0)
        var catalog = try text("Strings/Two.xcstrings")
        XCTAssertTrue(catalog.contains(#""Two.second.label" : {"#), catalog)
        catalog = catalog.replacingOccurrences(
            of: #""localizations" : {"#,
            with: #""localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "Le" } },"#)
        try write("Strings/Two.xcstrings", catalog)
        let again = try formc(["build"])
        XCTAssertEqual(again.stderr, "formc: 1 output, 1 written, 0 unchanged\n")
        XCTAssertTrue(try text("Strings/Two.xcstrings").contains(#""fr" : {"#))
        try write("Forms/Two.form.yaml", Self.two.replacingOccurrences(of: "label: First", with: "label: Given"))
        XCTAssertEqual(try formc(["build"]).status, 0)
        let updated = try text("Strings/Two.xcstrings")
        XCTAssertTrue(updated.contains(#""state" : "needs_review""#), updated)
        XCTAssertTrue(updated.contains(#""value" : "Given""#), updated)
    }

    func testBuildWritesEveryOutput() throws {
        let run = try formc(["build"])
        XCTAssertEqual(run.status, 0, run.stderr)
        // Two Swift outputs in Generated, their FormcKit.swift and two.json.
        XCTAssertEqual(run.stderr, "formc: 4 outputs, 4 written, 0 unchanged\n")
        XCTAssertEqual(run.stdout, "")
        let json = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(text("Generated/two.json").utf8)) as? [String: Any])
        XCTAssertEqual(json["focusChain"] as? [String], ["first", "second"])
        XCTAssertEqual(json["form"] as? String, "Two")
        let two = try text("Generated/TwoForm.swift")
        XCTAssertTrue(two.contains("public static let formcForm = FormcForm<TwoField>("), two)
        XCTAssertTrue(two.contains("        focusChain: [.first, .second],\n"), two)
        XCTAssertTrue(try text("Generated/ThreeForm.swift").contains("        focusChain: [.first, .second],\n"))
        // Two Swift outputs in one folder: one FormcKit.swift beside them.
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: url("Generated").path).sorted(),
            ["FormcKit.swift", "ThreeForm.swift", "TwoForm.swift", "two.json"])
        XCTAssertTrue(try text("Generated/FormcKit.swift").hasPrefix("// FormcKit \(Formc.version): the runtime"))
    }

    /// A Swift output in a folder inside another one's (`Generated/` and `Generated/Three/`,
    /// most likely one module): one FormcKit.swift, in the outer folder, never a second copy
    /// that would clash ("filename FormcKit.swift used twice").
    func testANestedOutputFolderGetsNoSecondRuntime() throws {
        try write(
            "formc.yml",
            "specs:\n  - path: Forms/Two.form.yaml\n    output: Generated/\n    emit: swift\n"
                + "  - path: Forms/More/Three.form.yaml\n    output: Generated/Three/\n    emit: swift\n")
        let run = try formc(["build"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: url("Generated").path).sorted(),
            ["FormcKit.swift", "Three", "TwoForm.swift"])
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: url("Generated/Three").path), ["ThreeForm.swift"])
    }

    func testAnOutputNamedLikeTheRuntimeIsRefused() throws {
        try write("formc.yml", "specs:\n  - path: Forms/Two.form.yaml\n    output: Generated/FormcKit.swift\n")
        let run = try formc(["build"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(
            run.stderr.contains(
                "formc: error: 'Generated/FormcKit.swift': is the runtime formc writes beside Swift outputs; give the output another name\n"
            ),
            run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: url("Generated/FormcKit.swift").path))
        // In any case: on a case-insensitive disk it is the same file.
        try write("formc.yml", "specs:\n  - path: Forms/Two.form.yaml\n    output: Generated/formckit.swift\n")
        let lower = try formc(["build"])
        XCTAssertEqual(lower.status, 2)
        XCTAssertTrue(lower.stderr.contains("'Generated/formckit.swift': is the runtime formc writes"), lower.stderr)
    }

    func testTheRuntimeIsRewrittenOnlyWhenItChanges() throws {
        XCTAssertEqual(try formc(["build"]).status, 0)
        let runtime = "Generated/FormcKit.swift"
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: url(runtime).path)
        XCTAssertEqual(try formc(["build"]).status, 0)
        XCTAssertEqual(try modificationDate(runtime), past)
        // A runtime edited by hand is put back.
        try Data("// edited\n".utf8).write(to: url(runtime))
        XCTAssertEqual(try formc(["build"]).status, 0)
        XCTAssertEqual(try text(runtime), SwiftRuntime.source(formcVersion: Formc.version))
    }

    func testASecondRunRewritesNothingAndAChangedSpecOnlyItsOutput() throws {
        XCTAssertEqual(try formc(["build"]).status, 0)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        var before: [String: Data] = [:]
        for output in outputs {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: url(output).path)
            before[output] = try Data(contentsOf: url(output))
        }
        let second = try formc(["build"])
        XCTAssertEqual(second.status, 0)
        XCTAssertEqual(second.stderr, "formc: 4 outputs, 0 written, 4 unchanged\n")
        for output in outputs {
            XCTAssertEqual(try modificationDate(output), past, output)
            XCTAssertEqual(try Data(contentsOf: url(output)), before[output], output)
        }

        try write(
            "Forms/More/Three.form.yaml",
            Self.two.replacingOccurrences(of: "form: Two", with: "form: Three")
                .replacingOccurrences(of: "label: Second", with: "label: Another"))
        let third = try formc(["build"])
        XCTAssertEqual(third.stderr, "formc: 4 outputs, 1 written, 3 unchanged\n")
        XCTAssertNotEqual(try modificationDate("Generated/ThreeForm.swift"), past)
        XCTAssertTrue(try text("Generated/ThreeForm.swift").contains("\"Another\""))
        XCTAssertEqual(try modificationDate("Generated/TwoForm.swift"), past)
        XCTAssertEqual(try modificationDate("Generated/two.json"), past)
    }

    /// A FormcKit.swift edited or deleted by hand is put back and counted as written (issue 44,
    /// item 8: it was restored while the line said `0 written`).
    func testARestoredFormcKitIsCountedWritten() throws {
        XCTAssertEqual(try formc(["build"]).status, 0)
        let runtime = try text("Generated/FormcKit.swift")
        try write("Generated/FormcKit.swift", runtime.replacingOccurrences(of: "public", with: "internal"))
        let tampered = try formc(["build"])
        XCTAssertEqual(tampered.stderr, "formc: 4 outputs, 1 written, 3 unchanged\n")
        XCTAssertEqual(try text("Generated/FormcKit.swift"), runtime)
        try FileManager.default.removeItem(at: url("Generated/FormcKit.swift"))
        XCTAssertEqual(try formc(["build"]).stderr, "formc: 4 outputs, 1 written, 3 unchanged\n")
        XCTAssertEqual(try text("Generated/FormcKit.swift"), runtime)
        XCTAssertEqual(try formc(["build"]).stderr, "formc: 4 outputs, 0 written, 4 unchanged\n")
    }

    func testFormcAloneRunsTheBuild() throws {
        let run = try formc([])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "formc: 4 outputs, 4 written, 0 unchanged\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: url("Generated/two.json").path))
        // Without a formc.yml it says so, then prints the usage.
        try FileManager.default.removeItem(at: url("formc.yml"))
        let usage = try formc([])
        XCTAssertEqual(usage.status, 2)
        XCTAssertTrue(
            usage.stderr.hasPrefix(
                "formc: no command given, and no formc.yml in this folder for formc alone to build\n\n"
                    + "OVERVIEW: formc compiles"), usage.stderr)
    }

    /// A spec with errors (here FC114 raised to an error by the config) gets no output; the
    /// others are still written, and the status is 1.
    func testASpecWithErrorsIsNotWrittenAndTheOthersAre() throws {
        try write("Forms/One.form.yaml", Self.one)
        let run = try formc(["build"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(
            run.stderr,
            """
            Forms/One.form.yaml:3:17: error: Previous and Next would always be disabled: the form has one focusable field [FC114]
                previousNext: true
                              ^~~~
              fix-it: replace with 'false'
            formc: 5 outputs, 4 written, 0 unchanged, 1 failed

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: url("Generated/OneForm.swift").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: url("Generated/TwoForm.swift").path))
    }

    func testAConfigErrorBuildsNothing() throws {
        try write("formc.yml", "specs:\n  - Forms/Two.form.yaml\nouput: Generated\n")
        let run = try formc(["build"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.stderr,
            """
            formc.yml:3:1: error: unknown key 'ouput' in the config; did you mean 'output'? [FC010]
              ouput: Generated
              ^~~~~
              fix-it: replace with 'output'

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: url("Forms/TwoForm.swift").path))
    }

    func testConfigOptionAndAMissingConfig() throws {
        try FileManager.default.moveItem(at: url("formc.yml"), to: url("Forms/build.yml"))
        try write("Forms/build.yml", "specs: [Two.form.yaml]\n")
        let missing = try formc(["build"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "formc: error: no formc.yml in this folder; name a config with --config FILE\n")
        let run = try formc(["build", "--config", "Forms/build.yml"])
        XCTAssertEqual(run.status, 0, run.stderr)
        // Paths start at the config's folder; the output defaults to the spec's own folder.
        XCTAssertTrue(FileManager.default.fileExists(atPath: url("Forms/TwoForm.swift").path))
        XCTAssertEqual(try formc(["build", "extra"]).status, 2)
        let help = try formc(["help", "build"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.hasPrefix("USAGE: formc build [--config FILE]\n"), help.stdout)
    }

    func testTwoSpecsWithOneOutputAreRefused() throws {
        try write(
            "formc.yml",
            """
            specs:
              - path: Forms/Two.form.yaml
                output: Generated/Form.swift
              - path: Forms/More/Three.form.yaml
                output: Generated/Form.swift
            """)
        let run = try formc(["build"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.stderr,
            "formc: error: 'Generated/Form.swift': is the output of both 'Forms/Two.form.yaml' and "
                + "'Forms/More/Three.form.yaml'; give one its own 'output'\n"
                + "formc: 3 outputs, 2 written, 0 unchanged, 1 failed\n")
    }

    /// One output spelled two ways, or reached through a linked folder, is still one output.
    func testOneOutputSpelledTwoWaysIsRefused() throws {
        try FileManager.default.createDirectory(at: url("Generated"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url("Linked").path, withDestinationPath: "Generated")
        try write(
            "formc.yml",
            """
            specs:
              - {path: Forms/Two.form.yaml, emit: json, output: Generated/out.json}
              - {path: Forms/More/Three.form.yaml, emit: json, output: ./Generated//out.json}
              - {path: Forms/More/Three.form.yaml, emit: json, output: Linked/out.json}
            """)
        let run = try formc(["build"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.stderr,
            "formc: error: './Generated//out.json': is the output of both 'Forms/Two.form.yaml' and "
                + "'Forms/More/Three.form.yaml'; give one its own 'output'\n"
                + "formc: error: 'Linked/out.json': is the output of both 'Forms/Two.form.yaml' and "
                + "'Forms/More/Three.form.yaml'; give one its own 'output'\n"
                + "formc: 3 outputs, 1 written, 0 unchanged, 2 failed\n")
        XCTAssertTrue(try text("Generated/out.json").contains("\"form\": \"Two\""))
    }

    /// An output that names a spec of the build, or the config, would destroy it.
    func testAnOutputThatIsAnInputIsRefused() throws {
        try write(
            "formc.yml",
            """
            specs:
              - {path: Forms/Two.form.yaml, emit: json, output: Forms/Two.form.yaml}
              - {path: Forms/More/Three.form.yaml, emit: json, output: Forms/../formc.yml}
              - {path: Forms/More/Three.form.yaml, output: Forms/Two.form.yaml}
            """)
        let config = try text("formc.yml")
        let run = try formc(["build"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.stderr,
            "formc: error: 'Forms/Two.form.yaml': is the spec 'Forms/Two.form.yaml'; an output may not replace it\n"
                + "formc: error: 'Forms/../formc.yml': is the config; an output may not replace it\n"
                + "formc: error: 'Forms/Two.form.yaml': is the spec 'Forms/Two.form.yaml'; an output may not replace it\n"
                + "formc: 3 outputs, 0 written, 0 unchanged, 3 failed\n")
        XCTAssertEqual(try text("Forms/Two.form.yaml"), Self.two)
        XCTAssertEqual(try text("formc.yml"), config)
    }

    /// A FIFO where an output goes would block the build until a reader came: refused.
    func testAnOutputThatIsAFIFOIsRefused() throws {
        try FileManager.default.createDirectory(at: url("Generated"), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(url("Generated/two.json").path, 0o644), 0)
        // A reader, so that a formc that wrote into the FIFO would fail this test, not hang it.
        let reader = open(url("Generated/two.json").path, O_RDONLY | O_NONBLOCK)
        XCTAssertGreaterThanOrEqual(reader, 0)
        defer { close(reader) }
        let run = try formc(["build"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.stderr,
            "formc: error: 'Generated/two.json': is a FIFO; formc build writes only regular files\n"
                + "formc: 4 outputs, 3 written, 0 unchanged, 1 failed\n")
    }

    /// A glob and a path that name the same spec, with one emitter and output, build it once.
    func testAnItemRepeatingAnotherIsBuiltOnce() throws {
        try write(
            "formc.yml", "specs:\n  - \"Forms/*.form.yaml\"\n  - Forms/Two.form.yaml\n  - ./Forms/Two.form.yaml\n")
        let run = try formc(["build"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "formc: 2 outputs, 2 written, 0 unchanged\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: url("Forms/TwoForm.swift").path))
    }

    /// An output that is a symbolic link out of the project root is not written through.
    func testAnOutputLinkedOutOfTheRootIsRefused() throws {
        let outside = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: outside) }
        let target = outside.appendingPathComponent("victim.swift")
        try Data("keep\n".utf8).write(to: target)
        try FileManager.default.createDirectory(at: url("Generated"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: url("Generated/TwoForm.swift").path, withDestinationPath: target.path)
        let run = try formc(["build"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.stderr,
            "formc: error: 'Generated/TwoForm.swift': is outside the project root '.', the config's folder\n"
                + "formc: 4 outputs, 3 written, 0 unchanged, 1 failed\n")
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "keep\n")
    }

    func testLintWithoutAPathUsesTheConfigAndItsOverrides() throws {
        try write("Forms/One.form.yaml", Self.one)
        let raised = try formc(["lint", "--format", "json"])
        XCTAssertEqual(raised.status, 1, raised.stderr)
        let entries = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(raised.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(
            entries.map { "\($0["code"] ?? "") \($0["severity"] ?? "") \($0["line"] ?? 0):\($0["column"] ?? 0)" },
            ["FC114 error 3:17"])
        XCTAssertEqual(entries.first?["file"] as? String, "Forms/One.form.yaml")

        // Turned off, the spec is clean; `strict: true` then fails on FC111's warning.
        try write("formc.yml", "specs: [\"Forms/**/*.form.yaml\"]\nlint:\n  severity:\n    FC114: off\n")
        let off = try formc(["lint"])
        XCTAssertEqual(off.status, 0, off.stdout)
        XCTAssertEqual(off.stdout, "0 errors, 0 warnings in 3 specs\n")
        try write("Forms/Last.form.yaml", "form: Last\nfields:\n  - id: a\n    returnKey: next\n")
        XCTAssertEqual(try formc(["lint"]).status, 0)
        try write(
            "formc.yml", "specs: [\"Forms/**/*.form.yaml\"]\nlint:\n  strict: true\n  severity:\n    FC114: off\n")
        let strict = try formc(["lint", "--quiet"])
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stdout.hasPrefix("Forms/Last.form.yaml:4:16: warning: "), strict.stdout)
        XCTAssertTrue(strict.stdout.contains("[FC111]"), strict.stdout)
    }

    func testCommandLineWinsAndPathsIgnoreTheConfigUnlessNamed() throws {
        try write("Forms/One.form.yaml", Self.one)
        try write("formc.yml", "specs: [Forms/One.form.yaml]\nlint:\n  severity:\n    FC114: off\n")
        // --strict on the command line, over a config without it: FC114 is off, so still clean.
        XCTAssertEqual(try formc(["lint", "--strict"]).status, 0)
        // A PATH without --config is linted as before: FC114 is a warning, and --strict fails it.
        XCTAssertEqual(try formc(["lint", "--strict", "Forms/One.form.yaml"]).status, 1)
        // With --config, the config's severities apply to the PATHs named.
        XCTAssertEqual(try formc(["lint", "--strict", "--config", "formc.yml", "Forms/One.form.yaml"]).status, 0)
        try FileManager.default.removeItem(at: url("formc.yml"))
        let missing = try formc(["lint"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.hasPrefix("formc: error: missing PATH\n"), missing.stderr)
    }

    func testTheExamplesConfigBuildsFiveExamplesAndKeepsDeliverysCatalog() throws {
        let examples = TestSupport.path("Examples")
        let config = directory.appendingPathComponent("formc.yml").path
        // Copied into the temporary folder, so the test leaves Examples/Generated alone.
        for name in [
            "NumberPad.form.yaml", "Pickers.form.yaml", "Profile.form.yaml", "Signup.form.yaml",
            "Delivery.form.yaml", "Delivery.xcstrings"
        ] {
            try FileManager.default.copyItem(atPath: examples + "/" + name, toPath: url(name).path)
        }
        try FileManager.default.copyItem(atPath: examples + "/data", toPath: url("data").path)
        try FileManager.default.removeItem(atPath: config)
        try FileManager.default.copyItem(atPath: examples + "/formc.yml", toPath: config)
        let run = try formc(["build"])
        XCTAssertEqual(run.status, 0, run.stderr)
        // Five Swift files and their FormcKit.swift, five JSON files and Delivery's catalog,
        // which is already up to date.
        XCTAssertEqual(run.stderr, "formc: 12 outputs, 11 written, 1 unchanged\n")
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: url("Generated").path).sorted(),
            [
                "DeliveryForm.swift", "FormcKit.swift", "JSON", "NumberPadForm.swift", "PickersForm.swift",
                "ProfileForm.swift", "SignupForm.swift"
            ])
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: url("Generated/JSON").path).sorted(),
            ["Delivery.json", "NumberPad.json", "Pickers.json", "Profile.json", "Signup.json"])
        XCTAssertEqual(
            try String(contentsOfFile: url("Delivery.xcstrings").path, encoding: .utf8),
            try String(contentsOfFile: examples + "/Delivery.xcstrings", encoding: .utf8))
        XCTAssertEqual(try formc(["lint"]).stdout, "0 errors, 0 warnings in 5 specs\n")
    }
}
