#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import FormcFrontEnd

/// The few file-system calls `lint`'s spec search needs, on `RawPath` bytes (Foundation's
/// `FileManager` takes `String` paths, which cannot name a file whose name is not UTF-8, and
/// it returns no reason when a folder cannot be listed).
enum RawFiles {
    enum Kind {
        case directory, regular, symbolicLink
        /// A FIFO, socket or device: opening one can block or never end.
        case special
    }

    /// What `path` is (through a symbolic link when `followLinks`), or the `errno` of the failure.
    static func kind(_ path: RawPath, followLinks: Bool) -> Result<Kind, Failure> {
        var info = stat()
        let status = withCString(path) { followLinks ? stat($0, &info) : lstat($0, &info) }
        guard status == 0 else { return .failure(Failure(code: errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .success(.directory)
        case S_IFREG: return .success(.regular)
        case S_IFLNK: return .success(.symbolicLink)
        default: return .success(.special)
        }
    }

    /// The names in `directory`, `.` and `..` left out, as bytes; or the failure that stopped
    /// the listing (a folder that cannot be opened, or a read error part-way).
    static func names(in directory: RawPath) -> Result<[[UInt8]], Failure> {
        DirectoryListing.list(directory.bytes).map(\.names).mapError { Failure(code: $0.code) }
    }

    /// The contents of the regular file at `path`, read as `FileReader` reads any file:
    /// opened without blocking (a FIFO put there after the search looked cannot stall the
    /// run), anything but a regular file refused, the size checked against `limit` first.
    static func contents(of path: RawPath, limit: Int) -> Result<[UInt8], FileReader.Failure> {
        let descriptor = withCString(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard descriptor >= 0 else { return .failure(.system(errno)) }
        defer { close(descriptor) }
        return Result { () throws(FileReader.Failure) in try FileReader.read(opened: descriptor, limit: limit) }
    }

    /// Why a call failed, as `strerror` words it.
    struct Failure: Error {
        var reason: String
        var code: Int32

        init(code: Int32) {
            self.code = code
            reason = String(cString: strerror(code))
        }
    }

    /// `realpath(3)` of `path`, lower-cased, for looking at its name; nil when it leads nowhere.
    static func realPath(_ path: RawPath) -> String? {
        withCString(path) { pointer in
            guard let resolved = realpath(pointer, nil) else { return nil }
            defer { free(resolved) }
            return String(decoding: UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)), as: UTF8.self)
                .lowercased()
        }
    }

    private static func withCString<R>(_ path: RawPath, _ body: (UnsafePointer<CChar>) -> R) -> R {
        (path.bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { buffer in
            // A path holds no NUL byte (the file system cannot name one), and the buffer ends
            // in one: the base address is never nil.
            guard let base = buffer.baseAddress else { return body("") }
            return body(base)
        }
    }
}
