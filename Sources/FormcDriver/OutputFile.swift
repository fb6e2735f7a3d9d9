import Foundation

/// Writes output files so that a reader never sees half a file: the bytes go to a temporary
/// file in the same folder, which is then renamed over the target (rename(2) is atomic within
/// a file system). On any failure the temporary file is removed and the target is untouched.
enum OutputFile {
    /// Writes what `produce` hands to its sink (in chunks) to `path`, atomically.
    static func write(to path: String, produce: (([UInt8]) -> Void) -> Void) throws(InputError) {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).formc-\(ProcessInfo.processInfo.processIdentifier).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw InputError(path: path, reason: "cannot write (\(String(cString: strerror(errno))))")
        }
        var failure: Int32 = 0
        produce { chunk in
            guard failure == 0 else { return }
            chunk.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count, failure == 0 {
                    let written = Foundation.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                    if written < 0 {
                        if errno != EINTR { failure = errno }
                    } else {
                        offset += written
                    }
                }
            }
        }
        if failure == 0, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary.path, url.path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary.path)
            throw InputError(path: path, reason: "cannot write (\(String(cString: strerror(failure))))")
        }
    }

    static func write(_ bytes: [UInt8], to path: String) throws(InputError) {
        try write(to: path) { sink in sink(bytes) }
    }

    /// Writes `bytes` to `path` only when the file does not already hold exactly them, so
    /// build systems that watch modification times see no change for an unchanged output.
    static func writeIfChanged(_ bytes: [UInt8], to path: String) throws(InputError) {
        if let existing = FileManager.default.contents(atPath: path), existing.elementsEqual(bytes) { return }
        try write(bytes, to: path)
    }

    /// Why `path` cannot be written, or nil when it looks writable: its folder must exist and
    /// be writable, and it must not be a folder itself.
    static func unwritable(_ path: String) -> InputError? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return InputError(path: path, reason: "is a directory")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard FileManager.default.isWritableFile(atPath: folder) else {
            return InputError(path: path, reason: "cannot be written: '\(folder)' is missing or not writable")
        }
        return nil
    }

    /// Whether `path` names an existing directory, or ends with `/` (a directory to create
    /// is not guessed: it must exist).
    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
            || path.hasSuffix("/")
    }
}
