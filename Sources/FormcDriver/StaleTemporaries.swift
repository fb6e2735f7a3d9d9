import Foundation
import FormcFrontEnd

/// formc's own temporary files left behind by a process that was killed (SIGKILL cannot be
/// held back as `SignalsHeld` holds the others), removed by the next write into their folder.
///
/// `OutputFile` names each temporary `.formc-XXXXXX.tmp` (mkstemps(3): six letters or digits)
/// and holds an exclusive flock(2) on it from the moment it exists until it is renamed or
/// removed; the kernel drops that lock when its process dies, however it dies. So a file of
/// that name that can be locked belongs to no live formc. To be removed it must also be a
/// regular file (not a link) owned by this user, and unmodified for `minimumAge` seconds,
/// which covers the instant between mkstemps creating a file and its writer locking it.
enum StaleTemporaries {
    static let prefix = Array(".formc-".utf8)
    static let suffix = Array(".tmp".utf8)
    static let minimumAge: time_t = 2
    /// The entries one folder's scan reads at most: a write into a huge folder stays cheap.
    static let entryLimit = 10_000

    /// Whether `name` is one `OutputFile` gives a temporary file.
    static func isTemporaryName(_ name: [UInt8]) -> Bool {
        guard name.count == prefix.count + 6 + suffix.count, name.starts(with: prefix),
            name.suffix(4).elementsEqual(suffix)
        else { return false }
        return name[prefix.count..<(prefix.count + 6)].allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        }
    }

    /// Removes the stale temporaries in `folder`. What it could not remove stays, unseen: the
    /// write that asked goes on either way.
    static func remove(in folder: String) {
        guard case .success(let listing) = DirectoryListing.list(Array(folder.utf8), limit: entryLimit) else {
            return
        }
        for name in listing.names where isTemporaryName(name) {
            removeIfStale(RawPath(folder).appending(name))
        }
    }

    private static func removeIfStale(_ path: RawPath) {
        let descriptor = path.withCPath { open($0, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC) }
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(),
            time(nil) - info.st_mtim.tv_sec >= minimumAge,
            flock(descriptor, LOCK_EX | LOCK_NB) == 0,
            // Still the file that name holds (no new file can take a name that exists).
            let current = path.status(followLinks: false), current.st_ino == info.st_ino, current.st_dev == info.st_dev
        else { return }
        _ = path.withCPath { unlink($0) }
    }
}
