#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writing to a file descriptor with write(2) itself, so a failure is seen (FileHandle traps
/// on one) and reported, never lost.
package enum FileDescriptorOutput {
    /// Writes all of `bytes` to `descriptor`, retrying short and interrupted writes. Returns 0,
    /// or the errno of the write that failed (EBADF, ENOSPC, EPIPE when SIGPIPE is ignored…).
    @discardableResult
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        bytes.withUnsafeBytes { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return 0 }
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return 0
        }
    }

    /// Why `descriptor` cannot take output, or nil when it can: it is closed, or open for
    /// reading only. Found before the work whose result it would receive.
    package static func unwritable(_ descriptor: Int32) -> String? {
        let flags = fcntl(descriptor, F_GETFL)
        if flags < 0 { return "is closed" }
        if flags & O_ACCMODE == O_RDONLY { return "is open for reading only" }
        return nil
    }
}
