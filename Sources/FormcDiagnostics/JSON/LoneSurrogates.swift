import Foundation

/// JSON text whose `\uXXXX` escapes name half of a UTF-16 surrogate pair alone: valid JSON
/// (RFC 8259 §8.2 allows it), which editors can send as a JavaScript string's stray half, but
/// which Foundation's `JSONSerialization` refuses. `repaired` replaces each lone half with
/// `\uFFFD` (the replacement character), so such a `didChange` is applied, not dropped, and the
/// server's copy of the document stays the editor's up to that character.
package enum LoneSurrogates {
    /// `data` with every lone surrogate escape replaced; nil when it has none (so the refusal
    /// had another cause). Escapes are read only inside strings, after an unescaped backslash.
    package static func repaired(_ data: Data) -> Data? {
        let bytes = [UInt8](data)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var changed = false
        var inString = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard inString else {
                if byte == UInt8(ascii: "\"") { inString = true }
                output.append(byte)
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\"") {
                inString = false
            } else if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                guard bytes[index + 1] == UInt8(ascii: "u"), let unit = codeUnit(bytes, at: index + 2) else {
                    output.append(contentsOf: bytes[index...(index + 1)])
                    index += 2
                    continue
                }
                let isHigh = (0xD800..<0xDC00).contains(unit)
                let isLow = (0xDC00..<0xE000).contains(unit)
                if isHigh, index + 11 < bytes.count, bytes[index + 6] == UInt8(ascii: "\\"),
                    bytes[index + 7] == UInt8(ascii: "u"), let next = codeUnit(bytes, at: index + 8),
                    (0xDC00..<0xE000).contains(next)
                {
                    output.append(contentsOf: bytes[index..<(index + 12)])  // a whole pair
                    index += 12
                    continue
                }
                if isHigh || isLow {
                    output.append(contentsOf: Array("\\uFFFD".utf8))
                    changed = true
                } else {
                    output.append(contentsOf: bytes[index..<(index + 6)])
                }
                index += 6
                continue
            }
            output.append(byte)
            index += 1
        }
        return changed ? Data(output) : nil
    }

    /// The four hex digits at `start` as a UTF-16 code unit, if all four are there.
    private static func codeUnit(_ bytes: [UInt8], at start: Int) -> UInt32? {
        guard start + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[start..<(start + 4)] {
            guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}
