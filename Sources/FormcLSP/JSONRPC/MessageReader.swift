import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads framed messages (`Content-Length: N\r\n` headers, a blank line, N bytes) from a file
/// descriptor. Headers and bodies are bounded, so a client cannot make the server hold an
/// unbounded buffer. After a malformed header the reader skips to the next `Content-Length:`
/// (the body of a bad message need not end in a line break), so one bad message costs one
/// error, not the rest of the stream.
public final class MessageReader {
    /// What `next()` found.
    package enum Event: Equatable {
        /// A body, not yet parsed.
        case message(Data)
        /// A header that could not be read, or a body over the limit (skipped): the server
        /// answers a parse error and reads on.
        case malformed(String)
        /// The input ended (or could not be read).
        case end
    }

    private let descriptor: Int32
    private let maxHeaderBytes: Int
    private let maxBodyBytes: Int
    private var buffer: [UInt8] = []
    /// Where the unread part of `buffer` starts.
    private var position = 0
    private var atEnd = false
    /// Looking for the next header after a malformed one.
    private var resynchronizing = false

    /// - Parameters:
    ///   - descriptor: where messages come from (standard input for `formc lsp`).
    ///   - maxHeaderBytes: the longest header part accepted, blank line included.
    ///   - maxBodyBytes: the largest body accepted; a larger one is skipped unread.
    public init(descriptor: Int32, maxHeaderBytes: Int = 8 << 10, maxBodyBytes: Int = 64 << 20) {
        self.descriptor = descriptor
        self.maxHeaderBytes = maxHeaderBytes
        self.maxBodyBytes = maxBodyBytes
    }

    /// Whether another message has already arrived (some of it is buffered or readable now),
    /// checked without blocking.
    package var hasPendingInput: Bool {
        if position < buffer.count { return true }
        if atEnd { return false }
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, 0) > 0 && poller.revents & Int16(POLLIN | POLLHUP) != 0
    }

    /// Blocks until the next message, malformed header or the end of the input.
    package func next() -> Event {
        while true {
            if resynchronizing {
                guard resynchronize() else {
                    if !fill() { return .end }
                    continue
                }
            }
            guard let headerEnd = find([13, 10, 13, 10]) else {
                if buffer.count - position > maxHeaderBytes {
                    resynchronizing = true
                    position += 1
                    return .malformed("a header longer than \(maxHeaderBytes) bytes")
                }
                if !fill() { return .end }
                continue
            }
            let headerStart = position
            let header = buffer[position..<headerEnd]
            position = headerEnd + 4
            switch contentLength(of: header) {
            case .failure(let failure):
                // The blank line found may be the next message's (this one's lines broken by
                // LF alone, or never ended): look for the next header from inside this one.
                position = headerStart + 1
                resynchronizing = true
                return .malformed(failure.reason)
            case .success(let length) where length > maxBodyBytes:
                guard skip(length) else { return .end }
                return .malformed("a body of \(length) bytes, over the limit of \(maxBodyBytes)")
            case .success(let length):
                while buffer.count - position < length {
                    if !fill() { return .end }
                }
                let body = Data(buffer[position..<position + length])
                position += length
                compact()
                return .message(body)
            }
        }
    }

    private struct HeaderFailure: Error { var reason: String }

    /// The `Content-Length` of a header part (other fields, such as `Content-Type`, are
    /// allowed and ignored).
    private func contentLength(of header: ArraySlice<UInt8>) -> Result<Int, HeaderFailure> {
        guard header.count <= maxHeaderBytes else {
            return .failure(HeaderFailure(reason: "a header longer than \(maxHeaderBytes) bytes"))
        }
        var length: Int?
        for line in String(decoding: header, as: UTF8.self).components(separatedBy: "\r\n") {
            guard let colon = line.firstIndex(of: ":") else {
                return .failure(HeaderFailure(reason: "a header line without ':'"))
            }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            guard name == "content-length" else { continue }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard !value.isEmpty, value.count <= 18, value.allSatisfy({ $0.isASCII && $0.isNumber }),
                let number = Int(value)
            else {
                return .failure(HeaderFailure(reason: "Content-Length is not a number"))
            }
            length = number
        }
        guard let length else { return .failure(HeaderFailure(reason: "a header without Content-Length")) }
        return .success(length)
    }

    /// Drops input up to the next `Content-Length:` (any case); false
    /// when the buffer holds none yet (its tail is kept, in case the name is cut in two).
    private func resynchronize() -> Bool {
        let name = Array("content-length:".utf8)
        var index = position
        while index + name.count <= buffer.count {
            if zip(buffer[index..<index + name.count], name).allSatisfy({ Self.lowercase($0) == $1 }) {
                position = index
                resynchronizing = false
                return true
            }
            index += 1
        }
        // Keep the last bytes, which could start the name.
        position = max(position, buffer.count - name.count + 1)
        compact()
        return false
    }

    private static func lowercase(_ byte: UInt8) -> UInt8 { (65...90).contains(byte) ? byte + 32 : byte }

    /// Discards `count` bytes of input; false when the input ends first.
    private func skip(_ count: Int) -> Bool {
        var remaining = count
        while true {
            let available = min(remaining, buffer.count - position)
            position += available
            remaining -= available
            compact()
            if remaining == 0 { return true }
            if !fill() { return false }
        }
    }

    private func find(_ pattern: [UInt8]) -> Int? {
        guard buffer.count - position >= pattern.count else { return nil }
        var index = position
        while index + pattern.count <= buffer.count {
            if buffer[index] == pattern[0], buffer[index..<index + pattern.count].elementsEqual(pattern) {
                return index
            }
            index += 1
        }
        return nil
    }

    /// Reads what is available into the buffer; false at the end of the input.
    private func fill() -> Bool {
        guard !atEnd else { return false }
        compact()
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                atEnd = true
                return false
            }
            buffer.append(contentsOf: chunk[0..<count])
            return true
        }
    }

    /// Drops the consumed part of the buffer once it is most of it.
    private func compact() {
        if position > 0, position * 2 >= buffer.count {
            buffer.removeFirst(position)
            position = 0
        }
    }
}
