import Foundation
import XCTest

/// The build plugin's Xcode side (`Plugins/FormcPlugin/FormcPlugin+Xcode.swift`) and the build
/// steps both sides share (`BuildStep.swift`, `SpecConfig.swift`). Linux has no Xcode and no
/// XcodeProjectPlugin module: the conformance is type-checked against a stub of Apple's
/// documented API (`Tests/Fixtures/Stubs/XcodeProjectPlugin.swift`) with the toolchain's own
/// PackagePlugin module, which proves the plugin's calls match those signatures, not that it
/// runs in Xcode. The shared steps need no PackagePlugin, so a driver runs them.
final class XcodePluginTests: TemporaryDirectoryTestCase {
    /// The toolchain's PackagePlugin module folder (`lib/swift/pm/PluginAPI` beside `bin/swiftc`).
    /// Fails rather than skips when there is none: the check would otherwise pass unchecked.
    private func pluginAPI() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let swiftc = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
            let api = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("lib/swift/pm/PluginAPI")
            if FileManager.default.fileExists(atPath: api.appendingPathComponent("PackagePlugin.swiftmodule").path) {
                return api.path
            }
        }
        XCTFail("no PackagePlugin.swiftmodule under lib/swift/pm/PluginAPI beside a swiftc on PATH")
        throw CocoaError(.fileNoSuchFile)
    }

    /// Type-checks the plugin's sources, with `replacing` applied to FormcPlugin+Xcode.swift,
    /// and a file that needs `FormcPlugin` to be an `XcodeBuildToolPlugin`, as SwiftPM builds a
    /// plugin (Swift 6, PackageDescription 6.0) but with the stub module on the search path.
    private func typeCheck(replacing: (old: String, new: String)? = nil) throws -> (status: Int32, output: String) {
        let api = try pluginAPI()
        let stub = try GeneratedCodeTests.run(
            "/usr/bin/env",
            [
                "swiftc", "-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name",
                "XcodeProjectPlugin", "-package-description-version", "6.0", "-I", api,
                TestSupport.path("Tests/Fixtures/Stubs/XcodeProjectPlugin.swift"),
                "-emit-module-path", directory.appendingPathComponent("XcodeProjectPlugin.swiftmodule").path
            ])
        XCTAssertEqual(stub.status, 0, "the XcodeProjectPlugin stub does not build:\n\(stub.output)")
        let folder = TestSupport.path("Plugins/FormcPlugin")
        var sources: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where name.hasSuffix(".swift")
        {
            var text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            if name == "FormcPlugin+Xcode.swift" {
                XCTAssertTrue(
                    text.contains("#if canImport(XcodeProjectPlugin)"), "the conformance is no longer guarded")
                if let replacing {
                    XCTAssertTrue(text.contains(replacing.old), replacing.old)
                    text = text.replacingOccurrences(of: replacing.old, with: replacing.new)
                }
            }
            let copy = directory.appendingPathComponent(name)
            try Data(text.utf8).write(to: copy)
            sources.append(copy.path)
        }
        let conformance = directory.appendingPathComponent("Conformance.swift")
        try Data(
            """
            import PackagePlugin
            import XcodeProjectPlugin

            func xcodeEntryPoint() -> any XcodeBuildToolPlugin.Type { FormcPlugin.self }

            """.utf8
        ).write(to: conformance)
        return try GeneratedCodeTests.run(
            "/usr/bin/env",
            [
                "swiftc", "-typecheck", "-swift-version", "6", "-parse-as-library", "-package-description-version",
                "6.0", "-I", api, "-I", directory.path
            ] + sources + [conformance.path])
    }

    func testTheXcodeConformanceTypeChecksAgainstTheStub() throws {
        let check = try typeCheck()
        XCTAssertEqual(
            check.status, 0, "FormcPlugin+Xcode.swift does not type-check against the stub:\n\(check.output)")
        XCTAssertFalse(check.output.contains("warning:"), check.output)
    }

    /// The check is not vacuous: a conformance whose method has the wrong type, or that is
    /// gone, fails it.
    func testAMistypedOrMissingConformanceFailsTheCheck() throws {
        let mistyped = try typeCheck(replacing: ("target: XcodeTarget", "target: XcodeProject"))
        XCTAssertNotEqual(mistyped.status, 0)
        XCTAssertTrue(mistyped.output.contains("does not conform to protocol 'XcodeBuildToolPlugin'"), mistyped.output)
        let missing = try typeCheck(replacing: ("extension FormcPlugin: XcodeBuildToolPlugin", "extension FormcPlugin"))
        XCTAssertNotEqual(missing.status, 0)
        XCTAssertTrue(missing.output.contains("XcodeBuildToolPlugin"), missing.output)
    }

    // MARK: - The build steps both entry points share

    private static let driver = """
        import Foundation
        // arguments: top, then the target's files; prints each step's arguments and inputs.
        let arguments = Array(CommandLine.arguments.dropFirst())
        let top = URL(fileURLWithPath: arguments[0])
        let steps = try BuildStep.steps(
            for: arguments.dropFirst().map { URL(fileURLWithPath: $0) }, formc: URL(fileURLWithPath: "/bin/formc"),
            workDirectory: URL(fileURLWithPath: "/work"), top: top)
        let prefix = top.path + "/"
        func shown(_ url: URL) -> String { url.path.hasPrefix(prefix) ? String(url.path.dropFirst(prefix.count)) : url.path }
        for step in steps {
            print(step.displayName)
            print("args: " + step.arguments.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }
                .joined(separator: " "))
            print("inputs: " + step.inputFiles.map(shown).joined(separator: " "))
            print("outputs: " + step.outputFiles.map(shown).joined(separator: " "))
        }
        """

    /// The driver, built with the plugin's files (`PluginDriver`).
    private static let binary: Result<URL, Error> = Result { try PluginDriver.build(driver, named: "steps") }

    private func steps(_ files: [String], top: String = "") throws -> [String] {
        let root = directory.resolvingSymlinksInPath().path
        let run = try GeneratedCodeTests.run(
            try Self.binary.get().path, [top.isEmpty ? root : root + "/" + top] + files.map { root + "/" + $0 })
        XCTAssertEqual(run.status, 0, run.output)
        return run.output.split(separator: "\n").map(String.init)
    }

    private func make(_ files: [String]) throws {
        for file in files {
            let url = directory.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x\n".utf8).write(to: url)
        }
    }

    func testWithoutAConfigTheStepIsThePlainCompile() throws {
        try make(["App/Forms/Contact.form.yaml", "App/Forms/data/cities.plist", "App/main.swift", "App/Info.plist"])
        XCTAssertEqual(
            try steps(["App/main.swift", "App/Forms/Contact.form.yaml", "App/Info.plist"]),
            [
                "formc: generating ContactForm.swift from Contact.form.yaml",
                "args: compile App/Forms/Contact.form.yaml --emit swift --runtime module -o /work/ContactForm.swift",
                "inputs: App/Forms/Contact.form.yaml /bin/formc App/Forms/data/cities.plist",
                "outputs: /work/ContactForm.swift"
            ])
        XCTAssertEqual(try steps(["App/main.swift", "App/Info.plist"]), [], "no spec, no step")
    }

    func testTheNearestConfigUpToTheTopIsPassedWithItsTemplatesAsInputs() throws {
        try make([
            "formc.yml", "App/formc.yml", "App/Forms/Contact.form.yaml", "App/Templates/Form.swift.mustache",
            "App/Templates/notes.txt", "App/.hidden/Core.mustache", "Other/Sub/Note.form.yaml"
        ])
        let app = try steps(["App/Forms/Contact.form.yaml"])
        XCTAssertEqual(
            app[1],
            "args: compile App/Forms/Contact.form.yaml --emit swift --runtime module -o /work/ContactForm.swift "
                + "--config App/formc.yml")
        XCTAssertEqual(
            app[2], "inputs: App/Forms/Contact.form.yaml /bin/formc App/formc.yml App/Templates/Form.swift.mustache")
        // Two folders up, at the top itself.
        XCTAssertTrue(try steps(["Other/Sub/Note.form.yaml"])[1].hasSuffix(" --config formc.yml"))
        // Above the top is outside the project: not read.
        XCTAssertFalse(try steps(["Other/Sub/Note.form.yaml"], top: "Other")[1].contains("--config"))
    }

    func testAConfigOutsideTheTopIsNeverPassedEvenBesideTheSpecOrThroughALink() throws {
        try make(["App/formc.yml", "App/Forms/Contact.form.yaml", "Shared/formc.yml", "Shared/Note.form.yaml"])
        // An Xcode input file from beside the project: its own folder is outside the top too.
        let beside = try steps(["Shared/Note.form.yaml"], top: "App")[1]
        XCTAssertTrue(
            beside.hasSuffix("Shared/Note.form.yaml --emit swift --runtime module -o /work/NoteForm.swift"), beside)
        // A folder linked into the project from outside: inside by its name, outside in fact.
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("App/Forms/ext").path,
            withDestinationPath: directory.appendingPathComponent("Shared").path)
        let linked = try steps(["App/Forms/ext/Note.form.yaml"], top: "App")[1]
        XCTAssertEqual(
            linked, "args: compile Forms/ext/Note.form.yaml --emit swift --runtime module -o /work/NoteForm.swift")
        // A linked folder whose files are inside the top still finds the config above it.
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("App/Alias").path,
            withDestinationPath: directory.appendingPathComponent("App/Forms").path)
        XCTAssertTrue(try steps(["App/Alias/Contact.form.yaml"], top: "App")[1].hasSuffix(" --config formc.yml"))
    }
}
