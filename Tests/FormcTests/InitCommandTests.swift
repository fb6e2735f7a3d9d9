import Foundation
import XCTest

@testable import FormcDriver
import FormcCore

/// `formc init [DIR]` (README.md, "Using formc"; `formc help init`): the project it
/// writes builds and lints as it is, in a folder and in a package; it never overwrites a file;
/// a folder it cannot write is an error (exit 2), not a crash.
final class InitCommandTests: TemporaryDirectoryTestCase {
    private func text(_ relative: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(relative), encoding: .utf8)
    }

    /// Every regular file under `directory`, relative, sorted.
    private func files() -> [String] {
        let walk = FileManager.default.enumerator(atPath: directory.path)
        var found: [String] = []
        while let path = walk?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(
                atPath: directory.appendingPathComponent(path).path, isDirectory: &isDirectory)
            if !isDirectory.boolValue { found.append(path) }
        }
        return found.sorted()
    }

    func testInitInAnEmptyFolderGivesAProjectThatBuildsAndLints() throws {
        let run = try TestSupport.runFormc(["init"], cwd: directory.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(
            run.stdout,
            """
            wrote formc.yml
            wrote Forms/Contact.form.yaml
            wrote schema/formc.schema.json
            wrote .vscode/settings.json
            next: formc build && formc lint (the Swift goes to Generated/)

            """)
        XCTAssertEqual(
            files(), [".vscode/settings.json", "Forms/Contact.form.yaml", "formc.yml", "schema/formc.schema.json"])
        // The modeline names the schema by its path from the spec's folder, and it is there.
        let spec = try text("Forms/Contact.form.yaml")
        XCTAssertEqual(spec.split(separator: "\n").first, "# yaml-language-server: $schema=../schema/formc.schema.json")
        let schema = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(try text("schema/formc.schema.json").utf8)) as? [String: Any])
        XCTAssertEqual(schema["$id"] as? String, "urn:formc:schema:" + Formc.version)
        XCTAssertEqual(try text("schema/formc.schema.json"), try TestSupport.runFormc(["schema"]).stdout)
        let settings = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(try text(".vscode/settings.json").utf8)) as? [String: Any])
        XCTAssertEqual(
            (settings["yaml.schemas"] as? [String: [String]])?["./schema/formc.schema.json"],
            ["**/*.form.yaml", "**/*.form.yml"])

        let build = try TestSupport.runFormc(["build"], cwd: directory.path)
        XCTAssertEqual(build.status, 0, build.stderr)
        // ContactForm.swift and the FormcKit.swift beside it.
        XCTAssertEqual(build.stderr, "formc: 2 outputs, 2 written, 0 unchanged\n")
        let swift = try text("Generated/ContactForm.swift")
        XCTAssertTrue(swift.contains("public nonisolated enum ContactField: String, FormcField"), swift)
        XCTAssertTrue(
            swift.contains(
                "    case name = \"name\"\n    case email = \"email\"\n    case phone = \"phone\"\n"
                    + "    case message = \"message\"\n"), "the spec's four fields, in its order")
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: directory.appendingPathComponent("Generated/FormcKit.swift").path))

        let lint = try TestSupport.runFormc(["lint"], cwd: directory.path)
        XCTAssertEqual(lint.status, 0, lint.stdout)
        XCTAssertEqual(lint.stdout, "0 errors, 0 warnings in 1 spec\n", "the first spec is clean")
        XCTAssertEqual(try TestSupport.runFormc(["lint", "--strict"], cwd: directory.path).status, 0)
    }

    func testInitCreatesAMissingFolderAndNamesItsFilesByIt() throws {
        let run = try TestSupport.runFormc(["init", "app/forms"], cwd: directory.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(
            run.stdout.hasPrefix("wrote app/forms/formc.yml\nwrote app/forms/Forms/Contact.form.yaml\n"), run.stdout)
        XCTAssertTrue(
            run.stdout.hasSuffix("next: cd app/forms && formc build && formc lint (the Swift goes to Generated/)\n"))
        XCTAssertEqual(files().count, 4)
        XCTAssertTrue(files().allSatisfy { $0.hasPrefix("app/forms/") }, "\(files())")
    }

    func testTheNextStepNamesTheFolderSoThatAShellReadsItBack() throws {
        // Each DIR, and the `cd` line written by hand as a POSIX shell must read it.
        let cases = [
            ("my forms", "cd 'my forms' && "), ("-x", "cd ./-x && "), ("it's $HOME;", #"cd 'it'\''s $HOME;' && "#),
            ("a/b-c_1.2", "cd a/b-c_1.2 && ")
        ]
        for (folder, cd) in cases {
            let run = try TestSupport.runFormc(["init", "--", folder], cwd: directory.path)
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertTrue(
                run.stdout.hasSuffix("next: \(cd)formc build && formc lint (the Swift goes to Generated/)\n"),
                run.stdout)
            // The shell, given the line, lands in the folder init wrote.
            let shell = try GeneratedCodeTests.run(
                "/bin/sh", ["-c", #"cd "$0" && "# + cd + "test -f formc.yml", directory.path])
            XCTAssertEqual(shell.status, 0, "\(cd): \(shell.output)")
        }
    }

    func testInitTwiceLeavesEveryFileUntouched() throws {
        XCTAssertEqual(try TestSupport.runFormc(["init"], cwd: directory.path).status, 0)
        // The user's own versions, and an old time, so a rewrite of the same bytes shows too.
        try write("formc.yml", "specs: [\"Forms/*.form.yaml\"]\n")
        try write("Forms/Contact.form.yaml", "form: Mine\nfields:\n  - { id: a, kind: text }\n")
        try write(".vscode/settings.json", "{ \"editor.tabSize\": 2 }\n")
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        let before = files()
        for file in before {
            try FileManager.default.setAttributes(
                [.modificationDate: past], ofItemAtPath: directory.appendingPathComponent(file).path)
        }
        let run = try TestSupport.runFormc(["init"], cwd: directory.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(
            run.stdout,
            """
            kept formc.yml: it exists; its specs and settings are used as they are
            kept Forms/Contact.form.yaml: it exists; it is your spec now
            kept schema/formc.schema.json: it exists; `formc schema -o schema/formc.schema.json` brings it up to date
            kept .vscode/settings.json: it exists; add this to it for every spec's completion: \
            { "yaml.schemas": { "./schema/formc.schema.json": ["**/*.form.yaml", "**/*.form.yml"] } }
            next: formc build && formc lint (the Swift goes to Generated/)

            """)
        XCTAssertEqual(files(), before, "nothing added, no temporary file left")
        XCTAssertEqual(try text("formc.yml"), "specs: [\"Forms/*.form.yaml\"]\n")
        XCTAssertEqual(try text("Forms/Contact.form.yaml"), "form: Mine\nfields:\n  - { id: a, kind: text }\n")
        XCTAssertEqual(try text(".vscode/settings.json"), "{ \"editor.tabSize\": 2 }\n")
        for file in before {
            XCTAssertEqual(
                try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(file).path)[
                    .modificationDate] as? Date, past, "\(file) was rewritten")
        }
    }

    func testALinkAtAFilesNameIsKeptAndNotFollowed() throws {
        // A dangling link: writing through it would create a file elsewhere.
        let elsewhere = directory.appendingPathComponent("elsewhere.yml").path
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("formc.yml").path, withDestinationPath: elsewhere)
        let run = try TestSupport.runFormc(["init"], cwd: directory.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("kept formc.yml: it exists;"), run.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: elsewhere))
    }

    func testInitInAPackageWritesThePlaceholderSwiftFile() throws {
        let manifest = "// swift-tools-version:6.0\nimport PackageDescription\n"
        try write("Package.swift", manifest)
        let run = try TestSupport.runFormc(["init"], cwd: directory.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(
            run.stdout.hasPrefix(
                """
                wrote formc.yml
                wrote Sources/Forms/Contact.form.yaml
                wrote schema/formc.schema.json
                wrote .vscode/settings.json
                wrote Sources/Forms/Forms.swift
                next: add these to Package.swift (formc init does not edit it): platforms after the package's name,
                the dependency to its dependencies, the target to its targets; then swift build:

                """), run.stdout)
        // The package dependency is the clone this formc was built from, by path, and the
        // product and plugin name its identity (the folder's name, lowercased): nothing links
        // to a placeholder address (issue 47, item 2).
        let clone = TestSupport.packageRoot.path
        let identity = TestSupport.packageRoot.lastPathComponent.lowercased()
        XCTAssertTrue(
            run.stdout.contains(
                "\n    dependencies: [.package(path: \"\(clone)\")],  // the clone formc was built from\n"), run.stdout)
        XCTAssertTrue(
            run.stdout.contains(#"dependencies: [.product(name: "FormcKit", package: "\#(identity)")],"#), run.stdout)
        XCTAssertTrue(
            run.stdout.contains(#"plugins: [.plugin(name: "FormcPlugin", package: "\#(identity)")]"#), run.stdout)
        XCTAssertFalse(run.stdout.contains("OWNER"), run.stdout)
        // SwiftPM's identity of a path is its last component, lowercased.
        let fork = FormcRepository.dependency(version: "0.1.0", clone: "/src/Formc-Fork")
        XCTAssertEqual(fork.code, #".package(path: "/src/Formc-Fork")"#)
        XCTAssertEqual(fork.identity, "formc-fork")
        XCTAssertFalse(run.stdout.contains("https://"), run.stdout)
        // Without it SwiftPM on macOS refuses the target (macOS 10.13 by default) for depending
        // on FormcKit, whose package needs macOS 13.
        XCTAssertTrue(run.stdout.contains("\n    platforms: [.iOS(.v15), .macOS(.v13)],"), run.stdout)
        XCTAssertEqual(try text("Package.swift"), manifest, "formc init does not edit the manifest")
        // One Swift source, so that SwiftPM accepts a target whose other files are specs.
        let placeholder = try text("Sources/Forms/Forms.swift")
        XCTAssertTrue(placeholder.hasSuffix("\nimport FormcKit\n"), placeholder)
        XCTAssertEqual(
            try text("Sources/Forms/Contact.form.yaml").split(separator: "\n").first,
            "# yaml-language-server: $schema=../../schema/formc.schema.json")
        XCTAssertEqual(
            try TestSupport.runFormc(["lint"], cwd: directory.path).stdout, "0 errors, 0 warnings in 1 spec\n")
        let build = try TestSupport.runFormc(["build"], cwd: directory.path)
        XCTAssertEqual(build.status, 0, build.stderr)
        XCTAssertEqual(build.stderr, "formc: 1 output, 1 written, 0 unchanged\n")
        // The plugin makes the Swift; the package's build writes none into its sources.
        XCTAssertTrue(try text(".build/formc/Contact.json").contains("\"focusChain\""))
        XCTAssertFalse(files().contains { $0.hasPrefix("Sources/") && $0.hasSuffix("Form.swift") }, "\(files())")
    }

    func testAFolderThatCannotBeWrittenIsAnErrorAndTheOthersAreStillWritten() throws {
        // A file where init needs a folder: as root (CI) permissions would not stop a write.
        try write("Forms", "not a folder\n")
        let run = try TestSupport.runFormc(["init"], cwd: directory.path)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "formc: error: 'Forms': is not a folder\n")
        XCTAssertFalse(run.stdout.contains("Forms/Contact.form.yaml"), run.stdout)
        XCTAssertFalse(run.stdout.contains("next:"), "no next step after a failure: \(run.stdout)")
        XCTAssertEqual(files(), [".vscode/settings.json", "Forms", "formc.yml", "schema/formc.schema.json"])
        XCTAssertEqual(try text("Forms"), "not a folder\n")
    }

    func testAFolderLinkedOutOfDirIsNotWrittenThrough() throws {
        let outside = try TestSupport.temporaryDirectory()
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent(".vscode").path, withDestinationPath: outside.path)
        let run = try TestSupport.runFormc(["init"], cwd: directory.path)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.stderr,
            "formc: error: '.vscode/settings.json': leads out of the folder through a symbolic link; not written\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path), [])
        XCTAssertTrue(run.stdout.hasPrefix("wrote formc.yml\n"), run.stdout)
        XCTAssertFalse(run.stdout.contains("next:"), "no next step after a failure: \(run.stdout)")
    }

    func testADirThatIsAFileIsAnError() throws {
        try write("file", "x\n")
        let run = try TestSupport.runFormc(["init", "file"], cwd: directory.path)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "formc: error: 'file': is not a folder\n")
        // A file on the way to DIR is named, not Foundation's "error 512".
        let below = try TestSupport.runFormc(["init", "file/sub/deeper"], cwd: directory.path)
        XCTAssertEqual(below.status, 2)
        XCTAssertEqual(below.stderr, "formc: error: 'file': is not a folder\n")
        let two = try TestSupport.runFormc(["init", "a", "b"], cwd: directory.path)
        XCTAssertEqual(two.status, 2)
        XCTAssertTrue(two.stderr.hasPrefix("formc: error: init takes one DIR, got 2\n"), two.stderr)
        XCTAssertEqual(files(), ["file"])
    }
}
