import Foundation

/// One version of one file, as `stat(2)` describes it: which file (device and inode) and what
/// it was when looked at (size and modification time, to the nanosecond where the file system
/// keeps them). Two equal identities are taken to mean the same bytes: a file rewritten keeps
/// its inode but gets a new modification time (and usually a new size), and a file replaced
/// by a rename gets a new inode. Within one run of formc that is enough to reuse what was
/// read; it is not proof (a file rewritten in place within one tick of the clock, to the same
/// size, would look unchanged).
package struct FileIdentity: Hashable, Sendable {
    package var device: UInt64
    package var inode: UInt64
    package var size: Int64
    package var modifiedSeconds: Int64
    package var modifiedNanoseconds: Int64

    /// The identity of the file `info` describes (from `stat`, `fstat` or `lstat`).
    package init(_ info: stat) {
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
            modifiedSeconds = Int64(info.st_mtimespec.tv_sec)
            modifiedNanoseconds = Int64(info.st_mtimespec.tv_nsec)
        #else
            modifiedSeconds = Int64(info.st_mtim.tv_sec)
            modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
        #endif
    }

    /// The identity of the file at `path` (symbolic links followed), or nil when it cannot be
    /// examined.
    package static func of(_ path: String) -> FileIdentity? {
        var info = stat()
        return stat(path, &info) == 0 ? FileIdentity(info) : nil
    }
}
