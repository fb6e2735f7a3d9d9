import Foundation

/// Writes output files so that a reader never sees half a file: the bytes go to a temporary
/// file in the same folder, which is then renamed over the target (rename(2) is atomic within
/// a file system). On any failure the temporary file is removed and the target is untouched.
enum OutputFile {
    static func write(_ bytes: [UInt8], to path: String) throws(InputError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).formc-\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try Data(bytes).write(to: temporary, options: [.withoutOverwriting])
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw InputError(path: path, reason: "cannot write (\(error.localizedDescription))")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw InputError(path: path, reason: "cannot write (\(reason))")
        }
    }
}
