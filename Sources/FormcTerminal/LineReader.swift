#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads lines as bytes from a file descriptor (standard input in line mode), so that text
/// that is not UTF-8 can be refused rather than silently repaired as `readLine()` does.
/// Buffered: keep one reader for the descriptor and read nothing else from it.
///
/// A UTF-8 byte-order mark at the very start of the input is dropped: Windows PowerShell 5.1
/// puts one in front of everything it pipes, and it is no part of the first answer.
package final class LineReader {
    let descriptor: Int32
    private var buffer: [UInt8] = []
    private var ended = false
    /// Whether the start of the input has still to be looked at for a byte-order mark.
    private var atStart = true

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    package init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next line without its line feed; the last line may lack one. Nil at the end of
    /// the input (or on a read error).
    package func readLine() -> [UInt8]? {
        if atStart { dropByteOrderMark() }
        var searched = 0
        while true {
            if let newline = buffer[searched...].firstIndex(of: 0x0A) {
                let line = Array(buffer[..<newline])
                buffer.removeFirst(newline + 1)
                return line
            }
            searched = buffer.count
            guard !ended, fill() else {
                ended = true
                guard !buffer.isEmpty else { return nil }
                defer { buffer.removeAll() }
                return buffer
            }
        }
    }

    /// Reads until the first three bytes are known (or the input ends) and drops them when
    /// they are a byte-order mark.
    private func dropByteOrderMark() {
        atStart = false
        while buffer.count < Self.byteOrderMark.count, buffer.elementsEqual(Self.byteOrderMark.prefix(buffer.count)) {
            guard !ended, fill() else {
                ended = true
                return
            }
        }
        if buffer.starts(with: Self.byteOrderMark) { buffer.removeFirst(Self.byteOrderMark.count) }
    }

    /// Appends one read's bytes; false at the end of the input.
    private func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            buffer.append(contentsOf: chunk[..<count])
            return true
        }
    }
}
