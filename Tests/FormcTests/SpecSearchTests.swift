import FormcFrontEnd
import Foundation
import XCTest
@testable import FormcDriver

/// `lint DIR`: nothing is skipped silently, and names that are not UTF-8 are linted and
/// shown losslessly.
final class SpecSearchTests: XCTestCase {
    private let plain = ["NO_COLOR": "1"]
    private let clean = "form: F\nfields: [{id: a}]\n"
    private let picker = "form: F\nfields: [{id: a, kind: picker}]\n"

    /// Creates a file whose name is raw bytes (Foundation only takes `String` names).
    private func write(_ contents: String, to directory: URL, name: [UInt8]) throws {
        let path = Array(directory.path.utf8) + [UInt8(ascii: "/")] + name + [0]
        let descriptor = path.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY | O_TRUNC, 0o644) }
        }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        _ = Array(contents.utf8).withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    /// Creates a folder whose name is raw bytes, inside `directory`.
    private func makeFolder(_ name: [UInt8], in directory: URL) {
        let path = Array(directory.path.utf8) + [UInt8(ascii: "/")] + name + [0]
        XCTAssertEqual(
            path.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { mkdir($0.baseAddress!, 0o755) } }, 0)
    }

    /// What to run formc through so that permission bits bind it: root reads through them, so
    /// as root formc runs without the capabilities that allow it (CAP_DAC_OVERRIDE,
    /// CAP_DAC_READ_SEARCH), and an unreadable folder or file is as unreadable to it as to any user.
    private func unprivileged() throws -> [String] {
        guard getuid() == 0 else { return [] }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            throw XCTSkip("running as root without util-linux setpriv: cannot make a folder unreadable")
        }
        return ["/usr/bin/setpriv", "--bounding-set=-dac_override,-dac_read_search", "--"]
    }

    func testUnreadableFoldersFilesAndFIFOsAreEachReportedAndTheRestLinted() throws {
        let launcher = try unprivileged()
        let directory = try TestSupport.temporaryDirectory()
        let locked = directory.appendingPathComponent("locked")
        let secret = directory.appendingPathComponent("secret.form.yaml")
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path)
            try? FileManager.default.removeItem(at: directory)
        }
        try Data(clean.utf8).write(to: directory.appendingPathComponent("ok.form.yaml"))
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
        try Data(picker.utf8).write(to: locked.appendingPathComponent("in.form.yaml"))
        try Data(picker.utf8).write(to: secret)
        XCTAssertEqual(mkfifo(directory.appendingPathComponent("pipe.form.yaml").path, 0o644), 0)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: secret.path)

        let run = try TestSupport.runFormc(["lint", "."], cwd: directory.path, environment: plain, launcher: launcher)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.stderr,
            """
            formc: error: './locked': cannot list this directory: Permission denied
            formc: error: './pipe.form.yaml': not a regular file (a FIFO, socket or device), not read
            formc: error: './secret.form.yaml': permission denied

            """)
        XCTAssertEqual(run.stdout, "0 errors, 0 warnings in 1 spec\n")
    }

    /// A spec-named link whose target cannot be looked at (it lies in a folder formc may not
    /// search) is reported as unreadable, as the file itself would be, not skipped as if it
    /// led nowhere.
    func testALinkIntoAFolderThatCannotBeSearchedIsReported() throws {
        let launcher = try unprivileged()
        let directory = try TestSupport.temporaryDirectory()
        let project = directory.appendingPathComponent("project")
        let locked = directory.appendingPathComponent("locked")
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path)
            try? FileManager.default.removeItem(at: directory)
        }
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: false)
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
        try Data(clean.utf8).write(to: project.appendingPathComponent("ok.form.yaml"))
        try Data(picker.utf8).write(to: locked.appendingPathComponent("in.form.yaml"))
        XCTAssertEqual(symlink("../locked/in.form.yaml", project.appendingPathComponent("link.form.yaml").path), 0)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)

        let run = try TestSupport.runFormc(["lint", "."], cwd: project.path, environment: plain, launcher: launcher)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "formc: error: './link.form.yaml': cannot be read: Permission denied\n")
        XCTAssertEqual(run.stdout, "0 errors, 0 warnings in 1 spec\n")
    }

    func testNamesThatAreNotUTF8AreLintedAndShownEscaped() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try write(picker, to: directory, name: Array("bad".utf8) + [0xFF] + Array(".form.yaml".utf8))
        // The same name with a literal backslash-x-F-F must not look the same.
        try write(picker, to: directory, name: Array("bad\\xFF.form.yaml".utf8))
        XCTAssertEqual(mkdir(directory.path + "/sub", 0o755), 0)
        makeFolder(Array("sub".utf8) + [0xFE], in: directory)
        try write(picker, to: directory, name: Array("sub".utf8) + [0xFE] + Array("/c.form.yaml".utf8))

        let run = try TestSupport.runFormc(["lint", "--format", "json", "."], cwd: directory.path)
        XCTAssertEqual(run.status, 1, run.stderr)
        let entries = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(
            entries.compactMap { $0["file"] as? String },
            [#"./bad\\xFF.form.yaml"#, #"./bad\xFF.form.yaml"#, #"./sub\xFE/c.form.yaml"#], "in byte order")

        // Named on the command line (through a shell: Foundation passes only UTF-8 arguments).
        let named = try TestSupport.runFormc(
            ["lint"], cwd: directory.path, environment: plain,
            launcher: ["/bin/sh", "-c", #"exec "$0" "$@" "$(printf 'bad\377.form.yaml')""#])
        XCTAssertEqual(
            named.stdout,
            #"""
            bad\xFF.form.yaml:2:24: error: picker field 'a' needs a 'source' [FC201]
              fields: [{id: a, kind: picker}]
                                     ^~~~~~
            1 error, 0 warnings in 1 spec

            """#)
    }

    /// A spec-named link that leads nowhere or into a loop is a spec that cannot be read (issue
    /// 44, item 13: it was skipped without a word): an error line each, exit 2, and in SARIF a
    /// notification each and `executionSuccessful: false`. A dangling link that is not named
    /// as a spec is passed over.
    func testADanglingSpecLinkIsReportedNotSkipped() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(clean.utf8).write(to: directory.appendingPathComponent("ok.form.yaml"))
        XCTAssertEqual(symlink("moved.form.yaml", directory.appendingPathComponent("gone.form.yaml").path), 0)
        XCTAssertEqual(symlink("loop.form.yaml", directory.appendingPathComponent("loop.form.yaml").path), 0)
        XCTAssertEqual(symlink("nowhere", directory.appendingPathComponent("notes.txt").path), 0)
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("d.yaml"), withIntermediateDirectories: false)
        XCTAssertEqual(symlink("d.yaml/", directory.appendingPathComponent("x.form.yaml").path), 0)

        let run = try TestSupport.runFormc(["lint", "."], cwd: directory.path, environment: plain)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.stderr,
            """
            formc: error: './gone.form.yaml': is a symbolic link that leads nowhere (its file is missing), not read
            formc: error: './loop.form.yaml': is a symbolic link in a loop, not read
            formc: error: './x.form.yaml': is a symbolic link to a folder, not read as a spec

            """)
        XCTAssertEqual(run.stdout, "0 errors, 0 warnings in 1 spec\n")

        let sarif = try TestSupport.runFormc(["lint", "--format", "sarif", "."], cwd: directory.path)
        XCTAssertEqual(sarif.status, 2)
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let invocation = try XCTUnwrap(
            ((log["runs"] as? [[String: Any]])?.first?["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, false)
        XCTAssertEqual((invocation["toolExecutionNotifications"] as? [Any])?.count, 3)
    }

    /// A name that does not read the same as its `display` form (a backslash before `x`, a byte
    /// that is not UTF-8) is read through its bytes, and with the same checks as any other
    /// (issue 44's review): a link out of the spec's folder is refused unread, and data files
    /// are looked for in the folder that holds the spec, never under its shown name, which a
    /// stranger's link (`D\\x -> /`) can hold.
    func testANameReadThroughItsBytesKeepsTheProjectRoot() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let project = directory.appendingPathComponent("project")
        try FileManager.default.createDirectory(
            at: project.appendingPathComponent("Forms"), withIntermediateDirectories: true)
        try Data("DB_PASSWORD: hunter2\n".utf8).write(to: directory.appendingPathComponent("secret.yaml"))
        func link(_ name: [UInt8], to target: String) {
            let path = Array(project.path.utf8) + [UInt8(ascii: "/")] + name + [0]
            XCTAssertEqual(
                path.withUnsafeBufferPointer {
                    $0.withMemoryRebound(to: CChar.self) { symlink(target, $0.baseAddress!) }
                },
                0)
        }
        link(Array(#"Forms/a\x.form.yaml"#.utf8), to: "../../secret.yaml")
        link(Array("Forms/g".utf8) + [0xFF] + Array(".form.yaml".utf8), to: "../../secret.yaml")
        let run = try TestSupport.runFormc(["lint", "Forms"], cwd: project.path, environment: plain)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.stderr,
            #"""
            formc: error: 'Forms/a\\x.form.yaml': is a symbolic link to a file outside the project root 'Forms'; use --root to widen it
            formc: error: 'Forms/g\xFF.form.yaml': is a symbolic link to a file outside the project root 'Forms'; use --root to widen it

            """#)
        XCTAssertFalse(run.stdout.contains("hunter2"), run.stdout)

        // Data files: `D\x` opens as itself; a folder that is not UTF-8 resolves none.
        let reader =
            "form: F\nfields:\n  - {id: a, kind: picker, source: s}\nsources:\n  s: {file: etc/passwd, format: csv}\n"
        for folder in [Array(#"D\x"#.utf8), Array("E".utf8) + [0xFE]] {
            makeFolder(folder, in: project)
            try write(reader, to: project, name: folder + Array("/r.form.yaml".utf8))
        }
        link(Array(#"D\\x"#.utf8), to: "/")
        link(Array(#"E\xFE"#.utf8), to: "/")
        let data = try TestSupport.runFormc(["lint", "--format", "json", "."], cwd: project.path, environment: plain)
        let entries = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(data.stdout.utf8)) as? [[String: Any]])
        let codes = entries.map { "\($0["file"] ?? "") \($0["code"] ?? "")" }
        XCTAssertEqual(codes, [#"./D\\x/r.form.yaml FC204"#, #"./E\xFE/r.form.yaml FC213"#], data.stdout)
    }

    /// A UTF-8 name with a backslash before `x` reads differently from its `display` form, but
    /// a `String` opens it: `formc build` builds it (the review found it refused as "not UTF-8").
    func testABuildTakesAUTF8NameWithABackslash() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("specs:\n  - {path: \"*.form.yaml\", emit: json}\n".utf8).write(
            to: directory.appendingPathComponent("formc.yml"))
        try Data(clean.utf8).write(to: directory.appendingPathComponent(#"back\x41.form.yaml"#))
        let build = try TestSupport.runFormc(["build"], cwd: directory.path, environment: plain)
        XCTAssertEqual(build.status, 0, build.stderr)
        XCTAssertEqual(build.stderr, "formc: 1 output, 1 written, 0 unchanged\n")
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent(#"back\x41.json"#).path))
    }

    /// A config's glob matches a name that is not UTF-8 as a folder walk finds it (issue 44,
    /// item 5: it was skipped without a word, `0 errors … in 1 spec`, exit 0): `lint` lints it;
    /// `build`, which names outputs after specs, says it cannot build it (exit 2).
    func testAConfigGlobMatchesANameThatIsNotUTF8() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("output: Generated\nspecs: [\"**/*.form.yaml\"]\n".utf8).write(
            to: directory.appendingPathComponent("formc.yml"))
        try Data(clean.utf8).write(to: directory.appendingPathComponent("ok.form.yaml"))
        try write(picker, to: directory, name: Array("bad".utf8) + [0xFF] + Array(".form.yaml".utf8))
        makeFolder(Array("sub".utf8) + [0xFE], in: directory)
        try write(picker, to: directory, name: Array("sub".utf8) + [0xFE] + Array("/c.form.yaml".utf8))

        let lint = try TestSupport.runFormc(["lint"], cwd: directory.path, environment: plain)
        XCTAssertEqual(lint.status, 1, lint.stderr)
        XCTAssertEqual(
            lint.stdout,
            #"""
            bad\xFF.form.yaml:2:24: error: picker field 'a' needs a 'source' [FC201]
              fields: [{id: a, kind: picker}]
                                     ^~~~~~
            sub\xFE/c.form.yaml:2:24: error: picker field 'a' needs a 'source' [FC201]
              fields: [{id: a, kind: picker}]
                                     ^~~~~~
            2 errors, 0 warnings in 3 specs

            """#)

        let build = try TestSupport.runFormc(["build"], cwd: directory.path, environment: plain)
        XCTAssertEqual(build.status, 2)
        XCTAssertEqual(
            build.stderr,
            #"""
            formc: error: 'bad\xFF.form.yaml': the name is not UTF-8, and formc build names each output after its spec; rename the spec to build it
            formc: error: 'sub\xFE/c.form.yaml': the name is not UTF-8, and formc build names each output after its spec; rename the spec to build it
            formc: 4 outputs, 2 written, 0 unchanged, 2 failed

            """#)
    }

    func testDisplayedPathsAreLossless() {
        func shown(_ bytes: [UInt8]) -> String { RawPath(bytes: bytes).display }
        XCTAssertEqual(shown(Array("plain/名前.form.yaml".utf8)), "plain/名前.form.yaml")
        XCTAssertEqual(shown([0x61, 0xFF, 0x62]), #"a\xFFb"#)
        XCTAssertEqual(shown([0x61, 0xE6, 0x97]), #"a\xE6\x97"#, "a cut-off sequence, byte by byte")
        XCTAssertEqual(shown(Array(#"a\xFF"#.utf8)), #"a\\xFF"#)
        XCTAssertEqual(shown(Array(#"a\b\\c"#.utf8)), #"a\b\\\c"#)
        XCTAssertEqual(shown([0x5C, 0xFF]), #"\\\xFF"#)
        XCTAssertEqual(shown(Array(#"a\"#.utf8)), #"a\"#, "a backslash last: nothing after it to escape")
        XCTAssertEqual(RawPath(bytes: Array("a/b.form.yaml".utf8)).string, "a/b.form.yaml")
        XCTAssertNil(RawPath(bytes: Array(#"a\xFF"#.utf8)).string, "read through its bytes, named by its display form")
    }
}
