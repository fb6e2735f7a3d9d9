import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import FormcDiagnostics

/// Writes framed messages (`Content-Length: N\r\n\r\n` then N bytes of JSON) to a file
/// descriptor, one whole message at a time: a lock keeps two writers from interleaving.
public final class MessageWriter: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()
    /// Set once a write fails (the client went away); later writes are dropped.
    private var broken = false

    /// - Parameter descriptor: where messages go (standard output for `formc lsp`).
    public init(descriptor: Int32) { self.descriptor = descriptor }

    /// Whether a write has failed: the server then stops.
    package var failed: Bool { lock.withLock { broken } }

    /// Sends a result for request `id`.
    package func respond(_ id: RPCID, result: JSONValue) {
        send(["jsonrpc": "2.0", "id": id.value, "result": result])
    }

    /// Sends an error for request `id` (null when the request's id could not be read).
    package func respond(_ id: RPCID?, error: RPCError) {
        send([
            "jsonrpc": "2.0", "id": id?.value ?? .null,
            "error": ["code": .int(error.code.rawValue), "message": .string(error.message)]
        ])
    }

    /// Sends a notification.
    package func notify(_ method: String, params: JSONValue) {
        send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// Frames and writes one message.
    package func send(_ message: JSONValue) {
        let body = message.serialized()
        var bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        bytes.append(contentsOf: body)
        lock.withLock {
            guard !broken else { return }
            broken = !writeAll(bytes)
        }
    }

    private func writeAll(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + offset }, bytes.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}
