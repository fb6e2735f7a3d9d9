/// The text of one bracketed paste while it arrives: keeps the first `limit` bytes and only
/// counts the rest, so a paste of any length costs bounded memory and linear time.
struct PasteCollector: Sendable {
    let limit: Int
    private(set) var kept: [UInt8] = []
    private(set) var dropped = 0

    init(limit: Int) {
        self.limit = limit
        kept.reserveCapacity(min(limit, 4096))
    }

    mutating func append(_ bytes: ArraySlice<UInt8>) {
        let room = max(0, limit - kept.count)
        kept.append(contentsOf: bytes.prefix(room))
        dropped += max(0, bytes.count - room)
    }

    /// The paste as a key. A cut through a multi-byte character drops that character's
    /// leading bytes too, so the kept text ends on a whole character.
    func finish() -> Key {
        var kept = self.kept
        var dropped = self.dropped
        if dropped > 0, let cut = Self.incompleteTail(kept) {
            dropped += kept.count - cut
            kept.removeSubrange(cut...)
        }
        return .paste(String(decoding: kept, as: UTF8.self), dropped: dropped)
    }

    /// Where a UTF-8 sequence that `bytes` ends in the middle of starts, if it does.
    private static func incompleteTail(_ bytes: [UInt8]) -> Int? {
        var start = bytes.count
        while start > 0, bytes.count - start < 4, bytes[start - 1] & 0xC0 == 0x80 { start -= 1 }
        guard start > 0 else { return nil }
        let lead = bytes[start - 1]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        return bytes.count - (start - 1) < length ? start - 1 : nil
    }
}
