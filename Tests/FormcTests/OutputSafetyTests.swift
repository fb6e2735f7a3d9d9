import Foundation
import XCTest
import FormcFrontEnd
@testable import FormcDriver

/// `-o` and the standard streams on hostile or broken targets (issue: safe to run on untrusted
/// specs in CI). Device cases use device nodes made in a temporary folder, never the real /dev.
final class OutputSafetyTests: XCTestCase {
    private let profile = "Examples/Profile.form.yaml"
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try TestSupport.temporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func fileType(_ path: String) -> mode_t {
        var info = stat()
        XCTAssertEqual(lstat(path, &info), 0, path)
        return info.st_mode & S_IFMT
    }

    /// Runs a shell script with `$FORMC` set to the built binary, from the package root.
    private func shell(_ script: String) throws -> TestSupport.Run {
        try TestSupport.runFormcShell(script)
    }

    private func makeDevice(_ name: String, major: UInt32 = 1, minor: UInt32) throws -> String {
        guard getuid() == 0 else { throw XCTSkip("device nodes need root (CI runs as root)") }
        let node = path(name)
        XCTAssertEqual(mknod(node, S_IFCHR | 0o666, makedev(major, minor)), 0, String(cString: strerror(errno)))
        return node
    }

    private func makedev(_ major: UInt32, _ minor: UInt32) -> dev_t {
        // glibc's encoding (sys/sysmacros.h), for the small numbers used here.
        dev_t(major) << 8 | dev_t(minor)
    }

    func testACharacterDeviceIsWrittenThroughNotReplaced() throws {
        let null = try makeDevice("null", minor: 3)
        let run = try TestSupport.runFormc(["compile", profile, "-o", null])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(fileType(null), S_IFCHR, "-o must never turn a device into a regular file")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["null"])
    }

    func testDevNullInAPrivateMountNamespaceStaysADevice() throws {
        guard getuid() == 0 else { throw XCTSkip("a mount namespace needs root (CI runs as root)") }
        // The real /dev is never touched: a tmpfs over /dev in a namespace of this command only.
        let run = try shell(
            """
            unshare -m sh -c 'mount -t tmpfs none /dev && mknod -m 666 /dev/null c 1 3 \
              && "$FORMC" compile \(profile) -o /dev/null && test -c /dev/null && echo still-a-device >&2'
            """)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "still-a-device\n")
    }

    /// A device that cannot be opened is the open's error, named, not a write to no
    /// descriptor (which would say "Bad file descriptor"). Major 60 is reserved for local and
    /// experimental use (Linux's Documentation/admin-guide/devices.txt), never given to a
    /// driver dynamically: opening it fails, with ENXIO where no device cgroup refuses it first.
    func testADeviceThatCannotBeOpenedIsTheOpensError() throws {
        let none = try makeDevice("none", major: 60, minor: 0)
        let run = try TestSupport.runFormc(["compile", profile, "-o", none])
        XCTAssertEqual(run.status, 2)
        let reasons = [ENXIO, ENODEV, EPERM].map {
            "formc: error: '\(none)': cannot be written (\(String(cString: strerror($0))))\n"
        }
        XCTAssertTrue(reasons.contains(run.stderr), run.stderr)
        XCTAssertEqual(fileType(none), S_IFCHR)
    }

    func testAFullDeviceIsAnIOErrorNotSuccess() throws {
        let full = try makeDevice("full", minor: 7)
        let run = try TestSupport.runFormc(["compile", profile, "-o", full])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "formc: error: '\(full)': cannot be written (No space left on device)\n")
        XCTAssertEqual(fileType(full), S_IFCHR)
    }

    func testStandardOutputOnAFullDeviceOrClosedIsExitTwoWithoutATrap() throws {
        let full = try makeDevice("full", minor: 7)
        let toFull = try shell("\"$FORMC\" compile \(profile) > '\(full)'")
        XCTAssertEqual(toFull.status, 2, toFull.stderr)
        XCTAssertEqual(toFull.stderr, "formc: error: cannot write to standard output (No space left on device)\n")
        let closed = try shell("\"$FORMC\" lint Examples >&-")
        XCTAssertEqual(closed.status, 2, closed.stderr)
        XCTAssertEqual(closed.stderr, "formc: error: cannot write to standard output (Bad file descriptor)\n")
        // A reader that has gone, with SIGPIPE ignored (as some CI runners start commands): the
        // write fails with EPIPE, which is reported, exit 2, not a trap. The Pickers JSON (76 KB)
        // is more than a pipe holds, so the write fails however late the reader closes.
        let brokenPipe = try shell(
            #"trap '' PIPE; { "$FORMC" compile Examples/Pickers.form.yaml; echo "formc=$?" >&2; } | (exec 0<&-)"#)
        XCTAssertTrue(
            brokenPipe.stderr.hasSuffix("formc: error: cannot write to standard output (Broken pipe)\nformc=2\n"),
            brokenPipe.stderr)
    }

    func testAFIFOIsWrittenThrough() throws {
        let fifo = path("answers")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let run = try shell("cat '\(fifo)' > '\(path("copy"))' & \"$FORMC\" compile \(profile) -o '\(fifo)'; wait")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(fileType(fifo), S_IFIFO)
        let copy = try String(contentsOfFile: path("copy"), encoding: .utf8)
        XCTAssertTrue(copy.hasPrefix("{\n  \"dismissOnTapOutside\": true,"), String(copy.prefix(80)))
        XCTAssertTrue(copy.hasSuffix("}\n"))
    }

    func testASymbolicLinkIsFollowedAndItsTargetKeepsItsMode() throws {
        let target = path("answers.json"), link = path("link.json")
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        XCTAssertEqual(chmod(target, 0o600), 0)
        XCTAssertEqual(symlink("answers.json", link), 0)
        let run = try TestSupport.runFormc(["compile", profile, "-o", link])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(fileType(link), S_IFLNK, "the link stays a link")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "answers.json")
        var info = stat()
        XCTAssertEqual(stat(target, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o600, "a private file stays private")
        XCTAssertTrue(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("{\n"))
    }

    func testRunOutputKeepsAPrivateAnswersFilePrivate() throws {
        let answers = path("answers.json")
        try Data("{}".utf8).write(to: URL(fileURLWithPath: answers))
        XCTAssertEqual(chmod(answers, 0o600), 0)
        let spec = path("pin.form.yaml")
        try Data("form: P\nfields:\n  - {id: pin, kind: secure}\n".utf8).write(to: URL(fileURLWithPath: spec))
        let run = try TestSupport.runFormc(["run", spec, "--output", answers], input: "1234\n")
        XCTAssertEqual(run.status, 0, run.stderr)
        var info = stat()
        XCTAssertEqual(stat(answers, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o600)
        XCTAssertEqual(try String(contentsOfFile: answers, encoding: .utf8), "{\n  \"pin\": \"1234\"\n}\n")
    }

    func testANewFileGetsTheUmaskAndTheReplacementIsANewInode() throws {
        let output = path("out.json")
        let first = try shell("umask 027; \"$FORMC\" compile \(profile) -o '\(output)'")
        XCTAssertEqual(first.status, 0, first.stderr)
        var before = stat()
        XCTAssertEqual(stat(output, &before), 0)
        XCTAssertEqual(before.st_mode & 0o777, 0o640)
        let second = try TestSupport.runFormc(["compile", profile, "-o", output])
        XCTAssertEqual(second.status, 0, second.stderr)
        var after = stat()
        XCTAssertEqual(stat(output, &after), 0)
        XCTAssertNotEqual(before.st_ino, after.st_ino, "the old file is replaced by rename, not rewritten in place")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: self.folder.path), ["out.json"])
    }

    func testAWriteThatFailsHalfwayLeavesTheOldBytesAndNoTemporaryFile() throws {
        let output = path("out.json")
        try Data("old bytes".utf8).write(to: URL(fileURLWithPath: output))
        // 8 blocks of 512 bytes: the 52 KB JSON cannot fit, so a write fails with EFBIG.
        let run = try shell("ulimit -f 8; exec \"$FORMC\" compile \(profile) -o '\(output)'")
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertEqual(run.stderr, "formc: error: '\(output)': cannot be written (File too large)\n")
        XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), "old bytes")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: self.folder.path), ["out.json"])
    }

    func testOutputPathsThatCannotBeFilesAreRefusedClearly() throws {
        let missingFolder = try TestSupport.runFormc(["compile", profile, "-o", path("newdir") + "/"])
        XCTAssertEqual(missingFolder.status, 2)
        XCTAssertEqual(
            missingFolder.stderr, "formc: error: '\(path("newdir"))/': is not an existing directory (create it first)\n"
        )
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("newdir")))
        let directory = try TestSupport.runFormc(["compile", profile, "-o", folder.path])
        XCTAssertEqual(directory.status, 2)
        XCTAssertEqual(directory.stderr, "formc: error: '\(folder.path)': is a directory\n")
    }

    func testALongFormNameStillGetsItsFile() throws {
        let name = String(repeating: "Long", count: 60)  // 240 characters, ~250 with "Form.swift"
        let spec = path("long.form.yaml")
        try Data("form: \(name)\nfields: [{id: a}]\n".utf8).write(to: URL(fileURLWithPath: spec))
        let run = try TestSupport.runFormc(["compile", spec, "--emit", "swift", "-o", folder.path + "/"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let listing = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        XCTAssertTrue(listing.contains("\(name)Form.swift"), "\(listing)")
    }

    /// While the temporary file exists, a signal that ends formc would leave it behind: the
    /// four ending signals are blocked around the write, and unblocked after it.
    func testTheEndingSignalsAreHeldWhileTheTemporaryFileExists() throws {
        let ending: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
        func blocked() -> [Int32] {
            var current = sigset_t()
            pthread_sigmask(SIG_BLOCK, nil, &current)
            return ending.filter { sigismember(&current, $0) == 1 }
        }
        XCTAssertEqual(blocked(), [], "the test starts with none of them blocked")
        var duringWrite: [Int32] = []
        var temporaryFiles: [String] = []
        try OutputFile.write(to: path("out.json")) { sink in
            duringWrite = blocked()
            temporaryFiles = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            sink(Array("{}\n".utf8))
        }
        XCTAssertEqual(duringWrite, [SIGINT, SIGTERM, SIGHUP, SIGQUIT])
        XCTAssertEqual(temporaryFiles.count, 1, "the bytes go to a temporary file: \(temporaryFiles)")
        XCTAssertEqual(blocked(), [], "released once the file is in place")
        XCTAssertEqual(try String(contentsOfFile: path("out.json"), encoding: .utf8), "{}\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["out.json"])
    }

    func testSIGQUITEndsCompileLikeSIGTERM() throws {
        let process = Process()
        process.executableURL = TestSupport.formcBinary
        process.arguments = ["compile", "-"]
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // compile - waits on standard input; the pipe stays open until the signal lands.
        usleep(300_000)
        kill(process.processIdentifier, SIGQUIT)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .exit)
        XCTAssertEqual(process.terminationStatus, 131)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertFalse(stderr.contains("crashed"), stderr)
        try input.fileHandleForWriting.close()
    }

    func testPathNameArithmeticOnOneCharacterNames() {
        // NSString.deletingLastPathComponent traps on "p" in swift-corelibs-foundation.
        XCTAssertEqual(PathName.folder(of: "p"), "")
        XCTAssertEqual(PathName.lastComponent(of: "p"), "p")
        XCTAssertEqual(PathName.folder(of: "a/b.yaml"), "a")
        XCTAssertEqual(PathName.folder(of: "/b"), "/")
        XCTAssertEqual(PathName.folder(of: "a//b/"), "a")
        XCTAssertEqual(PathName.lastComponent(of: "a/b/"), "b")
        XCTAssertEqual(PathName.join(".", "x"), "x")
        XCTAssertEqual(PathName.join("a/", "x"), "a/x")
        XCTAssertEqual(PathName.join("a", "/x"), "/x")
    }

    func testAOneCharacterSpecNameCompiles() throws {
        let spec = path("p")
        try Data("form: P\nfields: [{id: a}]\n".utf8).write(to: URL(fileURLWithPath: spec))
        let run = try TestSupport.runFormc(["compile", "p"], cwd: folder.path)
        XCTAssertEqual(run.status, 0, run.stderr)
    }

    func testRunWaitingToOpenAFIFOStillEndsOnSIGTERM() throws {
        let fifo = path("answers")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let spec = path("one.form.yaml")
        try Data("form: P\nfields: [{id: a}]\n".utf8).write(to: URL(fileURLWithPath: spec))
        let process = Process()
        process.executableURL = TestSupport.formcBinary
        process.arguments = ["run", spec, "--output", fifo]
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data("x\n".utf8))
        try input.fileHandleForWriting.close()
        // The answer is in; formc now waits in open(2) for a reader of the FIFO, which never comes.
        usleep(500_000)
        kill(process.processIdentifier, SIGTERM)
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { usleep(50_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 143, "SIGTERM must end formc, not be held back while it waits")
    }

    func testATemplateLinkedOutOfItsFolderIsRefused() throws {
        let templates = folder.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Data("SECRET-TEMPLATE-7d2".utf8).write(to: URL(fileURLWithPath: path("secret.txt")))
        try FileManager.default.createSymbolicLink(
            atPath: templates.appendingPathComponent("Core.mustache").path,
            withDestinationPath: "../secret.txt")
        let run = try TestSupport.runFormc(["compile", profile, "--emit", "swift", "--templates", templates.path])
        XCTAssertEqual(run.status, 2)
        XCTAssertFalse(run.stdout.contains("SECRET-TEMPLATE-7d2"))
        XCTAssertEqual(
            run.stderr,
            "formc: error: '\(templates.path)/Core.mustache': leads outside the templates folder "
                + "'\(templates.path)' (a symbolic link?)\n")
    }
}
