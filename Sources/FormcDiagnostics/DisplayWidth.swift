/// Terminal display width of text: how many cells a terminal uses to draw it.
///
/// East Asian Wide and Fullwidth characters (UAX #11) and emoji presentation sequences take
/// two cells, combining marks, variation selectors, zero-width joiners and skin-tone
/// modifiers take none, and a grapheme cluster is as wide as its widest scalar so that
/// an emoji with a modifier or a ZWJ sequence counts once. Control characters count 0:
/// callers draw them as `InertText.visible` text and measure that instead. The zero-width
/// space `InertText` puts into `##[` and a leading `::` counts 0, as terminals draw it.
public enum DisplayWidth {
    /// Cells used by one grapheme cluster (0, 1 or 2).
    public static func of(_ character: Character) -> Int {
        var width = 0
        var sawEmojiPresentation = false
        for scalar in character.unicodeScalars {
            if scalar.value == 0xFE0F { sawEmojiPresentation = true }
            width = max(width, of(scalar))
        }
        if sawEmojiPresentation && width == 1 { return 2 }
        return width
    }

    /// Cells used by a string.
    public static func of(_ text: some StringProtocol) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// Cells used by one scalar on its own.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x20 || (v >= 0x7F && v < 0xA0) { return 0 }
        if v < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return 0
        default:
            break
        }
        if scalar == InertText.breaker || (0xFE00...0xFE0F).contains(v) || (0x1F3FB...0x1F3FF).contains(v) { return 0 }
        if scalar.properties.isEmojiPresentation { return 2 }
        return isWide(v) ? 2 : 1
    }

    // UAX #11 East Asian Wide (W) and Fullwidth (F) blocks, coarse ranges.
    private static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
            0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF,
            0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
