/// Decodes terminal input bytes into keys: UTF-8 text, control characters, and the escape
/// sequences of xterm-compatible terminals (arrows in both the normal `ESC [ A` and the
/// application-cursor `ESC O A` encodings, Home/End as `ESC [ H`, `ESC [ 1 ~`, `ESC O H`,
/// Delete `ESC [ 3 ~`, Shift-Tab `ESC [ Z`, bracketed paste `ESC [ 200 ~ … ESC [ 201 ~`).
///
/// Bytes are fed as they arrive; an incomplete sequence or UTF-8 character waits for the
/// next read. A lone ESC is reported by `flushPendingEscape()`, which the caller invokes
/// when no further byte arrives shortly (the usual ESC timeout).
public struct KeyDecoder: Sendable {
    private var buffer: [UInt8] = []
    private var pasting: [UInt8]?

    public init() {}

    /// Whether a lone ESC is waiting to be told apart from the start of a sequence.
    public var hasPendingEscape: Bool { buffer == [0x1B] }

    public mutating func feed(_ bytes: [UInt8]) -> [Key] {
        buffer.append(contentsOf: bytes)
        var keys: [Key] = []
        while !buffer.isEmpty {
            if pasting != nil {
                guard consumePaste(into: &keys) else { break }
                continue
            }
            guard let (key, length) = decode(buffer) else { break }
            buffer.removeFirst(length)
            if let key { keys.append(key) }
        }
        return keys
    }

    /// The lone ESC held back, if any, as the Escape key.
    public mutating func flushPendingEscape() -> [Key] {
        guard hasPendingEscape else { return [] }
        buffer.removeAll()
        return [.escape]
    }

    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    /// The most a paste may hold before it is delivered anyway: a terminal that never sends
    /// the end marker must not swallow every later key.
    static let maxPaste = 1 << 16

    /// Collects pasted bytes until the end marker; false while the marker has not arrived.
    private mutating func consumePaste(into keys: inout [Key]) -> Bool {
        if (pasting?.count ?? 0) + buffer.count > Self.maxPaste {
            keys.append(.paste(String(decoding: (pasting ?? []) + buffer, as: UTF8.self)))
            pasting = nil
            buffer.removeAll()
            return true
        }
        guard let end = firstRange(of: Self.pasteEnd, in: buffer) else {
            // Keep a possible partial end marker in the buffer, move the rest to the paste.
            let keep = min(buffer.count, Self.pasteEnd.count - 1)
            pasting?.append(contentsOf: buffer.dropLast(keep))
            buffer = Array(buffer.suffix(keep))
            return false
        }
        pasting?.append(contentsOf: buffer[..<end])
        buffer.removeFirst(end + Self.pasteEnd.count)
        keys.append(.paste(String(decoding: pasting ?? [], as: UTF8.self)))
        pasting = nil
        return true
    }

    private func firstRange(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where Array(haystack[start..<start + needle.count]) == needle {
            return start
        }
        return nil
    }

    /// The key at the start of `bytes` and how many bytes it takes (a nil key: bytes to
    /// skip), or nil when more bytes are needed.
    private mutating func decode(_ bytes: [UInt8]) -> (Key?, Int)? {
        guard let first = bytes.first else { return nil }
        switch first {
        case 0x1B:
            return escapeSequence(bytes)
        case 0x0D, 0x0A:
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

    private func utf8Character(_ bytes: [UInt8]) -> (Key?, Int)? {
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
              let scalar = String(validating: bytes[0..<length], as: UTF8.self)?.first else { return (nil, 1) }
        return (.character(scalar), length)
    }

    private mutating func escapeSequence(_ bytes: [UInt8]) -> (Key?, Int)? {
        guard bytes.count >= 2 else { return nil }
        switch bytes[1] {
        case UInt8(ascii: "["):
            // CSI: parameters (digits, ';') then one final byte in 0x40...0x7E.
            var index = 2
            while index < bytes.count, (0x30...0x3F).contains(bytes[index]) { index += 1 }
            guard index < bytes.count else { return bytes.count > 16 ? (nil, bytes.count) : nil }
            let parameters = String(decoding: bytes[2..<index], as: UTF8.self)
            let final = bytes[index]
            let length = index + 1
            switch (final, parameters) {
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
                pasting = []
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
            return (.escape, 1)
        default:
            // Alt+key (ESC then the key): the form has no Alt bindings, so the ESC is dropped
            // and the key decodes on its own; Escape is a lone ESC, reported after a pause.
            return (nil, 1)
        }
    }
}
