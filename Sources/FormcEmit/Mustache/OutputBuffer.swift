/// The renderer's output, kept in chunks of about a mebibyte while it grows: one array grown
/// by doubling would copy itself at every step and, at the last one, hold the old and the new
/// buffer at once (384 MB for the 140 MB of Swift that 100,000 fields make).
struct OutputBuffer {
    private static let chunkSize = 1 << 20
    private var chunks: [[UInt8]] = []
    private var current: [UInt8] = []
    /// Bytes written so far.
    private(set) var count = 0

    mutating func append(_ text: String) {
        let length = text.utf8.count
        if current.count + length > Self.chunkSize, !current.isEmpty {
            chunks.append(current)
            current = []
        }
        if current.isEmpty { current.reserveCapacity(max(Self.chunkSize, length)) }
        current.append(contentsOf: text.utf8)
        count += length
    }

    /// The whole output in one array, built chunk by chunk while the chunks are let go, so
    /// that it and the chunks together never take much more than the output's size.
    consuming func joined() -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(count)
        chunks.append(current)
        current = []
        chunks.reverse()
        while let chunk = chunks.popLast() { result.append(contentsOf: chunk) }
        return result
    }
}
