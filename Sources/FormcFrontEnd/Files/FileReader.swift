import Foundation

/// Reads a whole file into memory, but only a regular file and only up to a size limit, and
/// says why not otherwise. Specs and data files are untrusted: a FIFO or a device named as a
/// spec must not hang the linter, and a huge file must be refused before it is read (the
/// size is checked with `fstat` first, and the read stops one byte past the limit in case
/// the file grows meanwhile).
public enum FileReader {
    /// Why a file could not be read; `description` is a phrase that follows the file's name
    /// ("'x': is a directory").
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        case notFound
        case isDirectory
        /// Not a regular file: names what it is (`FIFO`, `character device`…).
        case notRegularFile(String)
        case symbolicLinkLoop
        /// Larger than the limit: the size seen and the limit, in bytes.
        case tooLarge(size: Int, limit: Int)
        /// Any other `errno` from open or read.
        case system(Int32)

        public var description: String {
            switch self {
            case .notFound: return "no such file"
            case .isDirectory: return "is a directory"
            case .notRegularFile(let kind): return "is not a regular file (it is a \(kind))"
            case .symbolicLinkLoop: return "too many levels of symbolic links"
            case .tooLarge(let size, let limit):
                return "is \(Self.bytes(size)), over the limit of \(Self.bytes(limit))"
            case .system(let code): return String(cString: strerror(code)).lowercased()
            }
        }

        static func bytes(_ count: Int) -> String {
            count >= 1 << 20 && count % (1 << 20) == 0
                ? "\(count >> 20) MiB"
                : count >= 1 << 20 ? "\(count) bytes (\(count >> 20) MiB)" : "\(count) bytes"
        }
    }

    /// Reads the regular file at `path` (symbolic links followed), at most `limit` bytes.
    /// - Throws: `Failure` when the path is missing, not a regular file, larger than `limit`,
    ///   or a system call fails.
    package static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
        let descriptor = try openForReading(path)
        defer { close(descriptor) }
        return try read(opened: descriptor, limit: limit)
    }

    /// Opens `path` (symbolic links followed) for `read(opened:limit:)`; the caller closes
    /// the descriptor. For callers that look at the file's status before reading it.
    /// - Throws: `Failure` when open(2) fails (`.notFound`, `.symbolicLinkLoop`…).
    package static func openForReading(_ path: String) throws(Failure) -> Int32 {
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw failure(errno) }
        return descriptor
    }

    /// The same as `read(_:limit:)` on a file already opened (with `O_NONBLOCK`, so that
    /// opening a FIFO did not wait): for callers that name a path `String` cannot hold.
    /// The descriptor stays open.
    package static func read(opened descriptor: Int32, limit: Int) throws(Failure) -> [UInt8] {
        let info = try status(ofOpened: descriptor, limit: limit)
        return try readAll(descriptor, limit: limit, expected: Int(info.st_size))
    }

    /// The status (`fstat(2)`) of an opened file that `read(opened:limit:)` would read: a
    /// regular file of at most `limit` bytes.
    /// - Throws: `Failure` for anything else (`.isDirectory`, `.notRegularFile`, `.tooLarge`),
    ///   exactly as `read(opened:limit:)` would before reading.
    package static func status(ofOpened descriptor: Int32, limit: Int) throws(Failure) -> stat {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .system(errno) }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else {
            throw type == S_IFDIR ? .isDirectory : .notRegularFile(kindName(of: info.st_mode))
        }
        let size = Int(info.st_size)
        guard size <= limit else { throw .tooLarge(size: size, limit: limit) }
        return info
    }

    /// Reads `descriptor` to its end, at most `limit` bytes (standard input has no size to
    /// check first). `expected` is the size `fstat` gave, 0 when unknown: the buffers are
    /// sized for it (a file may still grow or shrink while it is read).
    /// - Throws: `Failure.tooLarge` past the limit, `.system` on a read error.
    package static func readAll(_ descriptor: Int32, limit: Int, expected: Int = 0) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(max(expected, 0), limit))
        // One byte more than expected, so the end of the file is found by the second read; a
        // 64 KiB chunk zeroed for every small spec cost more than reading it.
        var chunk = [UInt8](repeating: 0, count: expected > 0 ? min(expected + 1, 1 << 16) : 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN { waitReadable(descriptor); continue }
                throw .system(errno)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { throw .tooLarge(size: bytes.count, limit: limit) }
        }
    }

    /// Names a file type for messages, from `st_mode`.
    package static func kindName(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: return "FIFO"
        case S_IFCHR: return "character device"
        case S_IFBLK: return "block device"
        case S_IFSOCK: return "socket"
        case S_IFDIR: return "directory"
        case S_IFLNK: return "symbolic link"
        default: return "special file"
        }
    }

    static func failure(_ code: Int32) -> Failure {
        switch code {
        case ENOENT: return .notFound
        case ELOOP: return .symbolicLinkLoop
        case EISDIR: return .isDirectory
        default: return .system(code)
        }
    }

    /// Blocks until `descriptor` (opened non-blocking, e.g. standard input left so by a
    /// parent) has data or has reached its end.
    private static func waitReadable(_ descriptor: Int32) {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&poller, 1, -1)
    }
}
