/// Decodes terminal input bytes into keys: UTF-8 text, control characters, and the escape
/// sequences of xterm-compatible terminals (arrows in both the normal `ESC [ A` and the
/// application-cursor `ESC O A` encodings, Home/End as `ESC [ H`, `ESC [ 1 ~`, `ESC O H`,
/// Delete `ESC [ 3 ~`, Shift-Tab `ESC [ Z`, bracketed paste `ESC [ 200 ~ … ESC [ 201 ~`, and
/// the word motions: `ESC b`, `ESC f`, `ESC DEL` and Left/Right with a modifier).
/// Enter is CR, LF, or CR LF in one read (newline mode).
///
/// Bytes are fed as they arrive; an incomplete sequence or UTF-8 character waits for the
/// next read. A lone ESC is reported by `flushPendingEscape()`, which the caller invokes
/// when no further byte arrives shortly (the usual ESC timeout).
///
/// Between the paste markers nothing is a key, however long the paste and however the
/// reads split it (the end marker included): the paste ends only at `ESC [ 201 ~`, keeps
/// its first `pasteLimit` bytes and reports how many it dropped. Each byte is looked at a
/// bounded number of times, so decoding is linear in the input.
package struct KeyDecoder: Sendable {
    /// Bytes not decoded yet: an incomplete sequence, or (in a paste) a possible start of
    /// the end marker.
    private var buffer: [UInt8] = []
    private var paste: PasteCollector?

    /// The most text (UTF-8 bytes) one paste puts in a field: 64 KiB.
    package static let pasteLimit = 1 << 16

    package init() {}

    /// Whether a lone ESC is waiting to be told apart from the start of a sequence (never
    /// inside a paste, where an ESC may begin the end marker).
    package var hasPendingEscape: Bool { paste == nil && buffer == [0x1B] }

    /// Whether a paste has begun and its end marker has not arrived yet.
    package var isPasting: Bool { paste != nil }

    package mutating func feed(_ bytes: [UInt8]) -> [Key] {
        buffer.append(contentsOf: bytes)
        var keys: [Key] = []
        var start = 0
        while start < buffer.count {
            if paste != nil {
                guard let next = consumePaste(from: start, into: &keys) else {
                    // No end marker yet: all but a possible partial marker is pasted text.
                    let keep = Self.partialEndMarker(buffer, from: start)
                    paste?.append(buffer[start..<keep])
                    start = keep
                    break
                }
                start = next
                continue
            }
            guard let (key, length) = decode(buffer[start...]) else { break }
            start += length
            if let key { keys.append(key) }
        }
        buffer.removeFirst(start)
        return keys
    }

    /// The lone ESC held back, if any, as the Escape key.
    package mutating func flushPendingEscape() -> [Key] {
        guard hasPendingEscape else { return [] }
        buffer.removeAll()
        return [.escape]
    }

    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// Ends the paste at the first end marker from `start`: the index after the marker, or
    /// nil when there is none yet.
    private mutating func consumePaste(from start: Int, into keys: inout [Key]) -> Int? {
        guard let end = Self.firstEndMarker(buffer, from: start), var collected = paste else { return nil }
        collected.append(buffer[start..<end])
        keys.append(collected.finish())
        paste = nil
        return end + Self.pasteEnd.count
    }

    private static func firstEndMarker(_ bytes: [UInt8], from start: Int) -> Int? {
        let marker = pasteEnd
        guard bytes.count - start >= marker.count else { return nil }
        var index = start
        while index <= bytes.count - marker.count {
            if bytes[index] == marker[0], bytes[index + 1..<index + marker.count].elementsEqual(marker[1...]) {
                return index
            }
            index += 1
        }
        return nil
    }

    /// Where the longest tail of `bytes` (from `start`) that could begin the end marker
    /// starts (`bytes.count` when there is none).
    private static func partialEndMarker(_ bytes: [UInt8], from start: Int) -> Int {
        let longest = min(pasteEnd.count - 1, bytes.count - start)
        for length in stride(from: longest, to: 0, by: -1)
        where bytes[(bytes.count - length)...].elementsEqual(pasteEnd.prefix(length)) {
            return bytes.count - length
        }
        return bytes.count
    }

    /// The key at the start of `bytes` and how many bytes it takes (a nil key: bytes to
    /// skip), or nil when more bytes are needed.
    private mutating func decode(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        guard let first = bytes.first else { return nil }
        switch first {
        case 0x1B:
            return escapeSequence(bytes)
        case 0x0D:
            // A terminal in newline mode (VT100 LNM, some Windows consoles, serial lines) sends
            // Enter as CR LF: an LF right behind the CR in the same read is the same key. A CR
            // at the end of a read is Enter at once, never held back for a byte that may not come.
            return (.enter, bytes.dropFirst().first == 0x0A ? 2 : 1)
        case 0x0A:
            return (.enter, 1)
        case 0x09:
            return (.tab, 1)
        case 0x7F, 0x08:
            return (.backspace, 1)
        case 0x20:
            return (.space, 1)
        case 0x01...0x1A:
            return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
        case 0x00, 0x1C...0x1F:
            return (nil, 1)
        default:
            return utf8Character(bytes)
        }
    }

    private func utf8Character(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let bytes = Array(bytes.prefix(4))
        let first = bytes[0]
        let length: Int
        switch first {
        case 0x00..<0x80: length = 1
        case 0xC2..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        case 0xF0..<0xF5: length = 4
        default: return (nil, 1)  // not a UTF-8 lead byte: skip it
        }
        guard bytes.count >= length else { return nil }
        guard bytes[1..<length].allSatisfy({ $0 & 0xC0 == 0x80 }),
            let scalar = String(validating: bytes[0..<length], as: UTF8.self)?.first
        else { return (nil, 1) }
        return (.character(scalar), length)
    }

    private mutating func escapeSequence(_ slice: ArraySlice<UInt8>) -> (Key?, Int)? {
        // Offsets from the ESC: the slice keeps the buffer's indices.
        let bytes = Offsets(slice)
        guard bytes.count >= 2 else { return nil }
        switch bytes[1] {
        case UInt8(ascii: "["):
            // CSI: parameters (digits, ';') then one final byte in 0x40...0x7E.
            var index = 2
            while index < bytes.count, (0x30...0x3F).contains(bytes[index]) { index += 1 }
            guard index < bytes.count else { return bytes.count > 16 ? (nil, bytes.count) : nil }
            let parameters = String(decoding: bytes.range(2..<index), as: UTF8.self)
            let final = bytes[index]
            let length = index + 1
            // A modifier (`1;5` Ctrl, `1;3` Alt, `1;7` both, `1;9` Meta) on Left or Right moves
            // by word, as it does in readline and in macOS text fields; Up and Down ignore it.
            let modified = parameters.hasPrefix("1;") && parameters != "1;1" && parameters != "1;2"
            switch (final, parameters) {
            case (UInt8(ascii: "C"), _) where modified: return (.wordRight, length)
            case (UInt8(ascii: "D"), _) where modified: return (.wordLeft, length)
            case (UInt8(ascii: "A"), _): return (.up, length)
            case (UInt8(ascii: "B"), _): return (.down, length)
            case (UInt8(ascii: "C"), _): return (.right, length)
            case (UInt8(ascii: "D"), _): return (.left, length)
            case (UInt8(ascii: "H"), _): return (.home, length)
            case (UInt8(ascii: "F"), _): return (.end, length)
            case (UInt8(ascii: "Z"), _): return (.backTab, length)
            case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): return (.home, length)
            case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): return (.end, length)
            case (UInt8(ascii: "~"), "3"): return (.delete, length)
            case (UInt8(ascii: "~"), "5"): return (.pageUp, length)
            case (UInt8(ascii: "~"), "6"): return (.pageDown, length)
            case (UInt8(ascii: "~"), "200"):
                paste = PasteCollector(limit: Self.pasteLimit)
                return (nil, length)
            default: return (nil, length)
            }
        case UInt8(ascii: "O"):
            guard bytes.count >= 3 else { return nil }
            switch bytes[2] {
            case UInt8(ascii: "A"): return (.up, 3)
            case UInt8(ascii: "B"): return (.down, 3)
            case UInt8(ascii: "C"): return (.right, 3)
            case UInt8(ascii: "D"): return (.left, 3)
            case UInt8(ascii: "H"): return (.home, 3)
            case UInt8(ascii: "F"): return (.end, 3)
            default: return (nil, 3)
            }
        case 0x1B:
            // ESC then an arrow's sequence: Alt+arrow as rxvt sends it, a word left or right
            // (any other key after the ESC acts alone); a lone ESC ESC is Escape.
            if bytes.count >= 3, bytes[2] == UInt8(ascii: "[") || bytes[2] == UInt8(ascii: "O") {
                guard let (key, length) = escapeSequence(bytes.slice.dropFirst()) else { return nil }
                switch key {
                case .left?: return (.wordLeft, length + 1)
                case .right?: return (.wordRight, length + 1)
                default: return (key, length + 1)
                }
            }
            return (.escape, 1)
        // Alt (Option as Meta) with a key readline binds: a word back and forward, and the word
        // before the cursor deleted (Alt+Backspace sends ESC DEL, or ESC BS).
        case UInt8(ascii: "b"): return (.wordLeft, 2)
        case UInt8(ascii: "f"): return (.wordRight, 2)
        case 0x7F, 0x08: return (.deleteWordBackward, 2)
        default:
            // Alt+key (ESC then the key): the form has no Alt bindings, so the ESC is dropped
            // and the key decodes on its own; Escape is a lone ESC, reported after a pause.
            return (nil, 1)
        }
    }
}

/// A slice read by offsets from its start.
private struct Offsets {
    let slice: ArraySlice<UInt8>
    init(_ slice: ArraySlice<UInt8>) { self.slice = slice }
    var count: Int { slice.count }
    subscript(offset: Int) -> UInt8 { slice[slice.startIndex + offset] }
    func range(_ offsets: Range<Int>) -> ArraySlice<UInt8> {
        slice[(slice.startIndex + offsets.lowerBound)..<(slice.startIndex + offsets.upperBound)]
    }
}
