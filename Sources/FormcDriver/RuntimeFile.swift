import Foundation
import FormcCore
import FormcEmit
import FormcFrontEnd

/// Writes `FormcKit.swift` (`SwiftRuntime`) beside a Swift output, for `formc compile -o` and
/// `formc build`. The user named the form's file, not this one, so it is written only as a
/// regular file of that folder: a symbolic link, device or FIFO of that name is refused, never
/// followed (a checked-in link there could otherwise point a CI job's write anywhere).
enum RuntimeFile {
    /// Writes the runtime into the folder of `output`, only when its bytes change. Does nothing
    /// when `output` is not a regular file after the form was written (`-o /dev/null` writes
    /// through to a device: no folder of the user's is involved). Throws `InputError` when the
    /// runtime's path holds something other than a regular file, or the write fails. Returns
    /// whether it wrote (nil when there was no folder to write to).
    @discardableResult
    static func write(besides output: String) throws(InputError) -> Bool? {
        var info = stat()
        guard stat(output, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let folder = PathName.folder(of: output)
        let path = PathName.join(folder.isEmpty ? "." : folder, SwiftRuntime.fileName)
        if lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            throw InputError(
                path: path, reason: "is not a regular file; formc writes \(SwiftRuntime.fileName) only as one")
        }
        return try OutputFile.writeIfChanged(Array(SwiftRuntime.source(formcVersion: Formc.version).utf8), to: path)
    }

    /// Writes the runtime into `folder` (created when missing), formc.yml's `runtimeOutput`:
    /// the one copy of a target whose forms go to several folders. The same refusal of a
    /// path that holds something other than a regular file. Returns whether it wrote.
    @discardableResult
    static func write(into folder: String) throws(InputError) -> Bool {
        try OutputFile.makeFolder(folder)
        var info = stat()
        let path = PathName.join(folder, SwiftRuntime.fileName)
        if lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            throw InputError(
                path: path, reason: "is not a regular file; formc writes \(SwiftRuntime.fileName) only as one")
        }
        return try OutputFile.writeIfChanged(Array(SwiftRuntime.source(formcVersion: Formc.version).utf8), to: path)
    }
}
