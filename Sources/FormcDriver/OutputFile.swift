import Foundation
import FormcCore
import FormcDiagnostics
import FormcFrontEnd
import FormcTerminal

/// Writes output files so that a reader never sees half a file, and so that what is at the
/// path keeps its nature:
///
/// - A regular file (or a new one) is replaced atomically: the bytes go to a uniquely named
///   temporary file beside it (`mkstemp(3)`), which is flushed and renamed over the target
///   (rename(2) is atomic within a file system). The new file keeps the old one's permission
///   bits (and owner, where allowed), so a `chmod 600` answers file stays private; a new
///   file gets 0666 less the umask, as a shell's `>` would.
/// - A symbolic link is followed, and its target is what gets replaced.
/// - A character device or a FIFO (`/dev/null`, `/dev/stdout`, a named pipe) is written
///   through, never replaced: replacing `/dev/null` with a regular file breaks the machine.
/// - A directory, a block device or a socket is refused.
///
/// Every write is checked (a full disk, `/dev/full`), and on any failure the temporary file
/// is removed and the target is untouched. While the temporary file exists, SIGINT, SIGTERM,
/// SIGHUP and SIGQUIT are held back (blocked, then delivered once it is renamed or removed),
/// so a signal never leaves one behind; one that SIGKILL left is removed by the next write
/// into that folder (`StaleTemporaries`).
enum OutputFile {
    /// Writes what `produce` hands to its sink (in chunks) to `path`.
    /// - Throws: `InputError` naming `path` and the reason (exit status 2).
    static func write(to path: String, produce: (([UInt8]) -> Void) -> Void) throws(InputError) {
        let target = try destination(of: path)
        switch target {
        case .passThrough(let resolved):
            try writeThrough(resolved, shownAs: path, produce: produce)
        case .replace(let resolved, let existing):
            try replace(resolved, shownAs: path, keeping: existing, produce: produce)
        }
    }

    static func write(_ bytes: [UInt8], to path: String) throws(InputError) {
        try write(to: path) { sink in sink(bytes) }
    }

    /// Writes `bytes` to `path` only when the regular file there does not already hold
    /// exactly them, so build systems that watch modification times see no change for an
    /// unchanged output. Returns whether it wrote.
    @discardableResult
    static func writeIfChanged(_ bytes: [UInt8], to path: String) throws(InputError) -> Bool {
        if case .replace(let resolved, .some(let info)) = try destination(of: path), Int(info.st_size) == bytes.count,
            let existing = try? FileReader.read(resolved, limit: bytes.count), existing == bytes
        {
            return false
        }
        try write(bytes, to: path)
        return true
    }

    /// Creates `path` holding `bytes` unless something is already there (a file, a folder, a
    /// symbolic link, even a dangling one): the bytes go to a temporary file beside it, which
    /// is then hard-linked to `path` (link(2) fails rather than replace an entry, so a file
    /// that appears meanwhile is kept too) and removed. For `formc init`, which never
    /// overwrites a user's file. Returns whether it created the file.
    /// - Throws: `InputError` when the folder cannot be written (the path is left as it was).
    @discardableResult
    static func create(_ bytes: [UInt8], at path: String) throws(InputError) -> Bool {
        var info = stat()
        guard lstat(path, &info) != 0 else { return false }
        return try replace(path, shownAs: path, keeping: nil, linking: true) { sink in sink(bytes) }
    }

    /// Replaces the directory entry `path` itself with a regular file holding `bytes`,
    /// atomically (a temporary file beside it, renamed over it): a symbolic link there is
    /// replaced, never followed, so the file written is always the one named. For formc's own
    /// files inside a project (`formc build`'s manifest), which a link must not send elsewhere.
    /// - Throws: `InputError` when `path` is a directory or cannot be written.
    static func replaceEntry(_ bytes: [UInt8], at path: String) throws(InputError) {
        var info = stat()
        let exists = lstat(path, &info) == 0
        if exists, info.st_mode & S_IFMT == S_IFDIR { throw InputError(path: path, reason: "is a directory") }
        let existing = exists && info.st_mode & S_IFMT == S_IFREG ? info : nil
        try replace(path, shownAs: path, keeping: existing) { sink in sink(bytes) }
    }

    /// Why `path` cannot be written, or nil when it looks writable (checked before a long
    /// job, such as filling a form, so the user learns it first).
    static func unwritable(_ path: String) -> InputError? {
        do {
            switch try destination(of: path) {
            case .passThrough: return nil
            case .replace(let resolved, _):
                let folder = PathName.folder(of: resolved).isEmpty ? "." : PathName.folder(of: resolved)
                guard access(folder, F_OK) == 0 else {
                    return InputError(path: path, reason: "cannot be written: its folder '\(folder)' does not exist")
                }
                guard access(folder, W_OK) == 0 else {
                    return InputError(path: path, reason: "cannot be written: its folder '\(folder)' is not writable")
                }
                return nil
            }
        } catch {
            return error
        }
    }

    /// Whether `path` names an existing directory, or ends with `/` (a directory to create
    /// is not guessed: it must exist).
    /// Creates `folder`, and the folders above it, when it is missing (`-o Out/`, formc.yml's
    /// outputs): what a person asks for by naming a folder is made, as `mkdir -p` makes it.
    static func makeFolder(_ folder: String) throws(InputError) {
        guard !folder.isEmpty else { return }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw InputError(path: folder, reason: "is not a folder") }
            return
        }
        // A file on the way (`afile/sub` where afile is a file) is named: Foundation's error
        // for it says only "error 512".
        var above = PathName.folder(of: folder)
        while !above.isEmpty, above != "/", above != "." {
            if FileManager.default.fileExists(atPath: above, isDirectory: &isDirectory) {
                guard isDirectory.boolValue else { throw InputError(path: above, reason: "is not a folder") }
                break
            }
            above = PathName.folder(of: above)
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw InputError(path: folder, reason: "cannot be created (\(error.localizedDescription))")
        }
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
            || path.hasSuffix("/")
    }

    /// What writing to a path means.
    private enum Destination {
        /// Write through to this device or FIFO.
        case passThrough(String)
        /// Replace the regular file at this path (links resolved), whose status is given when
        /// it exists.
        case replace(String, stat?)
    }

    private static func destination(of path: String) throws(InputError) -> Destination {
        guard !path.isEmpty else { throw InputError(path: path, reason: "is an empty path") }
        // stat(2) follows links: what matters is the file a link leads to.
        var info = stat()
        if stat(path, &info) != 0 {
            let code = errno
            guard code == ENOENT else { throw InputError(path: path, reason: describe(code)) }
            if path.hasSuffix("/") {
                throw InputError(path: path, reason: "is not an existing directory (create it first)")
            }
            return .replace(try resolveDangling(path), nil)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return .replace(realPath(path) ?? path, info)
        case S_IFCHR, S_IFIFO:
            return .passThrough(path)
        case S_IFDIR:
            throw InputError(path: path, reason: "is a directory")
        default:
            throw InputError(
                path: path,
                reason: "is a \(FileReader.kindName(of: info.st_mode)); formc writes only files, "
                    + "character devices and FIFOs")
        }
    }

    /// The file a missing path will create: the path itself, or where its dangling symbolic
    /// link points (as `>` in a shell would create it), as `ProjectRoot` judges it.
    private static func resolveDangling(_ path: String) throws(InputError) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return path }
        guard let target = ProjectRoot.eventualPath(path) else { throw InputError(path: path, reason: describe(ELOOP)) }
        return target
    }

    private static func writeThrough(
        _ path: String, shownAs shown: String,
        produce: (([UInt8]) -> Void) -> Void
    ) throws(InputError) {
        // No O_CREAT: the device or FIFO exists; no O_TRUNC: it has nothing to truncate.
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw InputError(path: shown, reason: "cannot be written (\(describe(errno)))") }
        var failure = stream(produce, to: descriptor)
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure { throw InputError(path: shown, reason: "cannot be written (\(describe(failure)))") }
    }

    /// Writes what `produce` gives to a temporary file beside `path`, then renames it over
    /// `path`, or, when `linking`, hard-links it to `path` (which fails with EEXIST rather than
    /// replace an entry) and removes it. The temporary file never outlives the call. Returns
    /// false only when `linking` found an entry at `path` (left as it was).
    @discardableResult
    private static func replace(
        _ path: String, shownAs shown: String, keeping existing: stat?, linking: Bool = false,
        produce: (([UInt8]) -> Void) -> Void
    ) throws(InputError) -> Bool {
        let folder = PathName.folder(of: path)
        // A short fixed name: a long file name plus a suffix could pass NAME_MAX.
        var template = Array(((folder.isEmpty ? "." : folder) + "/.formc-XXXXXX.tmp").utf8CString)
        // What a killed formc left here goes first (`StaleTemporaries`).
        StaleTemporaries.remove(in: folder.isEmpty ? "." : folder)
        let held = SignalsHeld()
        defer { held.release() }
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemps($0, 4) } ?? -1
        }
        guard descriptor >= 0 else {
            throw InputError(
                path: shown, reason: "cannot be written (\(describe(errno)) in '\(folder.isEmpty ? "." : folder)')")
        }
        // Locked while it exists: a file of this name that can be locked belongs to no live
        // formc. A duplicate keeps the lock after the writing descriptor is closed (and its
        // errors checked), until the file is renamed or removed.
        _ = flock(descriptor, LOCK_EX)
        let keeper = dup(descriptor)
        defer { if keeper >= 0 { close(keeper) } }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: Int32?
        if let existing {
            // Best effort for the owner (only root may give a file away); the mode always.
            _ = fchown(descriptor, existing.st_uid, existing.st_gid)
            if fchmod(descriptor, existing.st_mode & 0o7777) != 0 { failure = errno }
        } else {
            let mask = umask(0)
            umask(mask)
            if fchmod(descriptor, 0o666 & ~mask) != 0 { failure = errno }
        }
        if failure == nil { failure = stream(produce, to: descriptor) }
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        var installed = true
        if linking {
            if failure == nil, link(temporary, path) != 0 {
                let code = errno
                if code == EEXIST { installed = false } else { failure = code }
            }
            unlink(temporary)
        } else {
            if failure == nil, rename(temporary, path) != 0 { failure = errno }
            if failure != nil { unlink(temporary) }
        }
        if let failure { throw InputError(path: shown, reason: "cannot be written (\(describe(failure)))") }
        return installed
    }

    /// Runs `produce`, writing each chunk to `descriptor`; nil, or the first write's `errno`.
    private static func stream(_ produce: (([UInt8]) -> Void) -> Void, to descriptor: Int32) -> Int32? {
        var failure: Int32?
        produce { chunk in
            guard failure == nil else { return }
            let code = FileDescriptorOutput.writeAll(chunk, to: descriptor)
            if code != 0 { failure = code }
        }
        return failure
    }

    private static func describe(_ code: Int32) -> String {
        code == ELOOP ? "too many levels of symbolic links" : String(cString: strerror(code))
    }

    /// `realpath(3)`: `path` with its links, `.` and `..` resolved; nil when it leads nowhere.
    static func realPath(_ path: String) -> String? { ProjectRoot.realPath(path) }
}

/// Holds back the signals that end formc (SIGINT, SIGTERM, SIGHUP, SIGQUIT) for as long as it
/// lives: a signal that arrives meanwhile is delivered by `release()`, once the state it
/// would have broken (a temporary file on disk) is cleaned up.
final class SignalsHeld {
    private var previous = sigset_t()
    private var released = false

    init() {
        var set = sigset_t()
        sigemptyset(&set)
        for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { sigaddset(&set, number) }
        pthread_sigmask(SIG_BLOCK, &set, &previous)
    }

    func release() {
        guard !released else { return }
        released = true
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }

    deinit { release() }
}
