import Foundation
import FormcEmit
import XCTest
import FormcDiagnostics
import FormcDriver
import FormcYAML
import FormcCore

/// Paths and helpers shared by the tests.
enum TestSupport {
    /// The package root, from this file's path (Tests/FormcTests/Support/TestSupport.swift).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func path(_ relative: String) -> String { packageRoot.appendingPathComponent(relative).path }

    /// `../shared` beside the clone, or nil (tests that need it skip with a message).
    static var shared: URL? {
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// `../shared` beside the clone. When it is missing the test skips, saying what was not
    /// checked; with `FORMC_REQUIRE_SHARED=1` (what `.ci/run` sets) it fails instead.
    static func requireShared(_ notChecked: String) throws -> URL {
        guard let shared else { try skip("../shared not found beside the clone: \(notChecked)") }
        return shared
    }

    /// A missing prerequisite: the test skips with `reason`, or, with `FORMC_REQUIRE_SHARED=1`
    /// (CI), fails, so that nothing CI is meant to check is silently left out.
    static func skip(_ reason: String) throws -> Never {
        if ProcessInfo.processInfo.environment["FORMC_REQUIRE_SHARED"] == "1" {
            throw MissingPrerequisite(description: reason + " (FORMC_REQUIRE_SHARED=1 turns this skip into a failure)")
        }
        throw XCTSkip(reason)
    }

    /// Thrown instead of `XCTSkip` in CI: XCTest records any other thrown error as a failure.
    struct MissingPrerequisite: Error, CustomStringConvertible {
        var description: String
    }

    /// Compares `actual` with the golden file at `relativePath`. With `FORMC_RECORD_GOLDEN=1` it
    /// writes the file instead, and fails all the same: a recording is not a test, so a run
    /// that records can never pass (review the diff, then run again without the variable).
    static func assertGolden(
        _ actual: String, _ relativePath: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let path = self.path(relativePath)
        if ProcessInfo.processInfo.environment["FORMC_RECORD_GOLDEN"] == "1" {
            try Data(actual.utf8).write(to: URL(fileURLWithPath: path))
            XCTFail(
                "recorded \(relativePath) (FORMC_RECORD_GOLDEN=1): review the diff, then run the tests again without it",
                file: file, line: line)
            return
        }
        guard let expected = FileManager.default.contents(atPath: path) else {
            XCTFail(
                "missing \(relativePath); run with FORMC_RECORD_GOLDEN=1 to create it, then review it", file: file,
                line: line)
            return
        }
        XCTAssertEqual(
            actual, String(decoding: expected, as: UTF8.self), "differs from the golden file \(relativePath)",
            file: file, line: line)
    }

    /// The built `formc` executable, next to the test bundle in the build products folder, or
    /// the one `FORMC_BINARY` names (to run the command-line tests against another build).
    static var formcBinary: URL {
        if let path = ProcessInfo.processInfo.environment["FORMC_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        var directory = Bundle(for: Marker.self).bundleURL.deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: directory.appendingPathComponent("formc").path) {
            directory = packageRoot.appendingPathComponent(".build/debug")
        }
        return directory.appendingPathComponent("formc")
    }

    final class Marker {}

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs the real `formc` binary with `arguments`, feeding `input` on stdin, in this
    /// process's environment with `environment` added and `unsetting` removed (`swift test`
    /// itself sets NO_COLOR=1, so a colour test must unset it); through `launcher` when given
    /// (a program and its arguments, run with formc's path and `arguments` after them, such as
    /// `setpriv` with capabilities to drop).
    static func runFormc(
        _ arguments: [String], input: String? = nil, cwd: String? = nil,
        environment: [String: String] = [:], unsetting: [String] = [],
        launcher: [String] = []
    ) throws -> Run {
        let process = Process()
        process.executableURL = launcher.first.map { URL(fileURLWithPath: $0) } ?? formcBinary
        process.arguments = launcher.isEmpty ? arguments : Array(launcher.dropFirst()) + [formcBinary.path] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: cwd ?? packageRoot.path)
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        for key in unsetting { env[key] = nil }
        process.environment = env
        let out = Pipe(), err = Pipe(), inp = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = inp
        try process.run()
        if let input { inp.fileHandleForWriting.write(Data(input.utf8)) }
        try inp.fileHandleForWriting.close()
        // Read both pipes before waiting, so a large output cannot fill a pipe and stall.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Runs `script` with /bin/sh from the package root, `$FORMC` naming the built binary:
    /// for redirections a `Process` cannot express (a closed descriptor, `ulimit`, a FIFO).
    static func runFormcShell(_ script: String, environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = packageRoot
        var env = ProcessInfo.processInfo.environment
        env["FORMC"] = formcBinary.path
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let err = Pipe()
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: "", stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Writes FormcKit.swift (`SwiftRuntime`, the runtime the generated files need when they
    /// are compiled by hand) into `directory`; returns its path, for the swiftc arguments.
    static func writeRuntime(in directory: URL) throws -> String {
        let file = directory.appendingPathComponent(SwiftRuntime.fileName)
        try Data(SwiftRuntime.source(formcVersion: "test").utf8).write(to: file)
        return file.path
    }

    /// Compiles spec text in process. Data files are looked up relative to `baseDirectory`.
    static func compile(_ yaml: String, file: String = "test.form.yaml", baseDirectory: String? = nil)
        -> Pipeline.Result
    {
        Pipeline().compile(bytes: Array(yaml.utf8), path: file, baseDirectory: baseDirectory ?? path("Examples"))
    }

    /// `code line:column` for each diagnostic, sorted, for exact comparisons.
    static func summary(_ diagnostics: Diagnostics) -> [String] {
        diagnostics.sorted.map { "\($0.code.id) \($0.location.line):\($0.location.column)" }
    }

    /// The exit status of GNU `patch -p0` applying `diff` in `folder`, as a user would.
    static func patch(_ diff: String, in folder: URL) throws -> Int32 {
        let file = folder.appendingPathComponent("fix.diff")
        try Data(diff.utf8).write(to: file)
        let patch = Process()
        patch.executableURL = URL(fileURLWithPath: "/usr/bin/patch")
        patch.arguments = ["-p0", "--quiet", "-i", file.path]
        patch.currentDirectoryURL = folder
        try patch.run()
        patch.waitUntilExit()
        try FileManager.default.removeItem(at: file)
        return patch.terminationStatus
    }

    /// A fresh empty temporary folder.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("formc-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
