import Foundation
#if canImport(Glibc)
    import Glibc
#endif

// What FuzzConfig and FuzzLSP share: each runs its inputs inside a scratch folder of its own
// as the working directory, and returns to the one it was started in after every input.

/// The command line for `LLVMFuzzerRunDriver`: the process's own, with
/// `-artifact_prefix=<the working directory>/` added when neither it nor `-exact_artifact_path`
/// is given. libFuzzer writes a crash's or a timeout's input while the input runs, when the
/// working directory is the target's scratch folder: a relative prefix (libFuzzer's default is
/// `./`) would leave it there. Call before anything changes the working directory.
public func fuzzerArguments(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
    -> (count: Int32, arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
{
    var arguments: [UnsafeMutablePointer<CChar>?] = (0..<Int(argc)).map { argv?[$0] }
    let named = arguments.contains { argument in
        guard let argument else { return false }
        let text = String(cString: argument)
        return text.hasPrefix("-artifact_prefix=") || text.hasPrefix("-exact_artifact_path=")
    }
    if !named, let directory = getcwd(nil, 0) {
        arguments.append(strdup("-artifact_prefix=" + String(cString: directory) + "/"))
        free(directory)
    }
    arguments.append(nil)
    // The driver keeps the array for the life of the process.
    let kept = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: arguments.count)
    kept.initialize(from: arguments, count: arguments.count)
    return (Int32(arguments.count - 1), kept)
}

/// The working directory the process was started in, to come back to after each input.
public enum WorkingDirectory {
    nonisolated(unsafe) private static var original: Int32 = -1

    /// Remembers the working directory; call once, first.
    public static func remember() {
        if original < 0 { original = open(".", O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
    }

    /// Makes `path` the working directory; stops the process when it cannot.
    public static func enter(_ path: String) {
        guard chdir(path) == 0 else { fatal("cannot enter \(path): \(String(cString: strerror(errno)))") }
    }

    /// Goes back to the remembered working directory.
    public static func leave() {
        if original >= 0 { _ = fchdir(original) }
    }
}

/// Writes `text` to standard error (write(2): the C `stderr` is a global Swift 6 refuses).
public func printError(_ text: String) {
    let bytes = Array(text.utf8)
    bytes.withUnsafeBytes { buffer in
        guard let start = buffer.baseAddress else { return }
        _ = writeAll(start.assumingMemoryBound(to: UInt8.self), buffer.count, to: STDERR_FILENO)
    }
}

/// Ends the process with a message, as a finding would not: for the harness's own failures.
public func fatal(_ message: String) -> Never {
    printError("fuzz: \(message)\n")
    exit(2)
}

/// Writes `count` bytes to `descriptor`, retrying after EINTR; whether all were written.
@discardableResult
public func writeAll(_ start: UnsafePointer<UInt8>, _ count: Int, to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < count {
        let written = write(descriptor, start + offset, count - offset)
        if written < 0, errno == EINTR { continue }
        if written <= 0 { return false }
        offset += written
    }
    return true
}

/// Replaces the file at `path` with `bytes` (created 0600 when new).
public func writeFile(_ bytes: [UInt8], to path: String) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { fatal("cannot write \(path): \(String(cString: strerror(errno)))") }
    bytes.withUnsafeBufferPointer { buffer in
        if let start = buffer.baseAddress { writeAll(start, buffer.count, to: descriptor) }
    }
    close(descriptor)
}

/// The scratch folders to remove when the process exits normally (libFuzzer's end of
/// `-max_total_time` or `-runs`). After a crash they stay, with the files the input saw.
nonisolated(unsafe) private var scratchFolders: [String] = []

/// Removes `folder` (and what is in it) when the process exits normally.
public func removeAtExit(_ folder: String) {
    if scratchFolders.isEmpty {
        atexit {
            for folder in scratchFolders { try? FileManager.default.removeItem(atPath: folder) }
        }
    }
    scratchFolders.append(folder)
}
