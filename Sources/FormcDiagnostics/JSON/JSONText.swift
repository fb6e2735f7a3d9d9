/// Decodes JSON bytes as `JSONSerialization` does: a byte-order mark names the encoding
/// (and is dropped); without one, zero bytes around the first character tell UTF-16 and
/// UTF-32 from UTF-8, since JSON text starts with an ASCII character (RFC 4627, section 3).
package enum JSONText {
    package static func scalars(of bytes: [UInt8]) -> String.UnicodeScalarView {
        switch encoding(of: bytes) {
        case .utf8(let mark): return String(decoding: bytes.dropFirst(mark), as: UTF8.self).unicodeScalars
        case .utf16(let bigEndian, let mark): return utf16(bytes.dropFirst(mark), bigEndian: bigEndian)
        case .utf32(let bigEndian, let mark): return utf32(bytes.dropFirst(mark), bigEndian: bigEndian)
        }
    }

    /// The text as UTF-8 without its byte-order mark: the bytes themselves when they are
    /// UTF-8 (not checked here), else the scalars `scalars(of:)` decodes, encoded again.
    package static func utf8(of bytes: [UInt8]) -> ArraySlice<UInt8> {
        guard case .utf8(let mark) = encoding(of: bytes) else { return ArraySlice(String(scalars(of: bytes)).utf8) }
        return bytes.dropFirst(mark)
    }

    /// The encoding, and the length of the byte-order mark that names it (0 without one).
    private enum Encoding {
        case utf8(mark: Int)
        case utf16(bigEndian: Bool, mark: Int)
        case utf32(bigEndian: Bool, mark: Int)
    }

    private static func encoding(of bytes: [UInt8]) -> Encoding {
        let b = Array(bytes.prefix(4)) + [1, 1, 1, 1]  // four bytes to look at, padded with non-zero ones
        switch (b[0], b[1], b[2], b[3]) {
        case (0xEF, 0xBB, 0xBF, _): return .utf8(mark: 3)
        case (0x00, 0x00, 0xFE, 0xFF): return .utf32(bigEndian: true, mark: 4)
        case (0xFF, 0xFE, 0x00, 0x00): return .utf32(bigEndian: false, mark: 4)
        case (0xFE, 0xFF, _, _): return .utf16(bigEndian: true, mark: 2)
        case (0xFF, 0xFE, _, _): return .utf16(bigEndian: false, mark: 2)
        case (0x00, 0x00, 0x00, _): return .utf32(bigEndian: true, mark: 0)
        case (_, 0x00, 0x00, 0x00): return .utf32(bigEndian: false, mark: 0)
        case (0x00, _, _, _): return .utf16(bigEndian: true, mark: 0)
        case (_, 0x00, _, _): return .utf16(bigEndian: false, mark: 0)
        default: return .utf8(mark: 0)
        }
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> String.UnicodeScalarView {
        let units = stride(from: bytes.startIndex, to: bytes.endIndex - 1, by: 2).map { offset in
            let first = UInt16(bytes[offset]), second = UInt16(bytes[offset + 1])
            return bigEndian ? first << 8 | second : second << 8 | first
        }
        return String(decoding: units, as: UTF16.self).unicodeScalars
    }

    private static func utf32(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> String.UnicodeScalarView {
        let units = stride(from: bytes.startIndex, to: bytes.endIndex - 3, by: 4).map { offset in
            let word = (0..<4).reduce(UInt32(0)) { value, step in
                value << 8 | UInt32(bytes[bigEndian ? offset + step : offset + 3 - step])
            }
            return word
        }
        return String(decoding: units, as: UTF32.self).unicodeScalars
    }
}
