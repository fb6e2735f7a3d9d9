/// Where formc's lines end: libyaml's line breaks, which are YAML 1.1's (§5.4 of the 1.1
/// spec; 1.2 dropped NEL, LS and PS, libyaml still counts them). A line ends at LF, at CR,
/// at CRLF (one break, two scalars), at NEL (U+0085), at LS (U+2028) or at PS (U+2029).
///
/// The one home of that rule: diagnostics' lines (`SourceText`), the front end's positions
/// (`TreeBuilder`), quoted lines of parser errors, positions inside JSON and CSV data files,
/// and the language server's formc lines all ask here, so that a line number formc prints is
/// the line libyaml meant.
public enum LineBreak {
    /// Whether the scalar `value` breaks a line. A CR followed by LF breaks it once, with the
    /// LF: callers that step over scalars use `length(at:in:)` or `endsLine(_:before:)`.
    @inlinable
    public static func isBreak(_ value: UInt32) -> Bool {
        switch value {
        case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// Whether `scalar` breaks a line (CR included; see `isBreak(_:)` for CRLF).
    @inlinable
    public static func isBreak(_ scalar: Unicode.Scalar) -> Bool { isBreak(scalar.value) }

    /// Whether reading `scalar`, with `next` after it (nil at the end), ends the line: every
    /// break does, except the CR of a CRLF, whose LF ends it.
    @inlinable
    public static func endsLine(_ scalar: Unicode.Scalar, before next: Unicode.Scalar?) -> Bool {
        scalar == "\r" ? next != "\n" : isBreak(scalar)
    }

    /// The number of scalars of the break that starts at `index` of `scalars`: 2 for CRLF, 1
    /// for any other break, 0 where no break starts (or `index` is past the end).
    @inlinable
    public static func length<C: Collection>(at index: C.Index, in scalars: C) -> Int
    where C.Element == Unicode.Scalar {
        guard index < scalars.endIndex else { return 0 }
        let scalar = scalars[index]
        guard isBreak(scalar) else { return 0 }
        let next = scalars.index(after: index)
        return scalar == "\r" && next < scalars.endIndex && scalars[next] == "\n" ? 2 : 1
    }

    /// The number of bytes of the break whose UTF-8 encoding starts at byte `index` of
    /// `bytes`: the encoded length of a scalar `isBreak(_:)` accepts (1 for LF and CR, 2 for
    /// NEL, 3 for LS and PS), 0 where none starts (or `index` is outside `bytes`). A CRLF is
    /// two breaks here, of one byte each; callers that count lines join them.
    public static func utf8Length(at index: Int, in bytes: [UInt8]) -> Int {
        guard bytes.indices.contains(index) else { return 0 }
        let lead = bytes[index]
        // ASCII first: nearly every byte of a spec.
        if lead < 0x80 { return isBreak(UInt32(lead)) ? 1 : 0 }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
        guard length > 0, index + length <= bytes.count else { return 0 }
        var value = UInt32(lead) & (0x7F >> UInt32(length))
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return 0 }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return isBreak(value) ? length : 0
    }
}
