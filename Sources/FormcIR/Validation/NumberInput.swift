import Foundation

/// What the number, decimal and phone pads' fields take, in every driver: a Japanese or
/// Chinese input method types full-width digits (`１２`, `０９０－１２３４`), which are the
/// digits a person meant, so they are read as ASCII before any other rule; then a `number`
/// field takes digits only, a `decimal` field digits, one decimal separator (`.` or `,`)
/// and one leading `-`, a `phone` field digits and `FieldKind.phoneSymbols`. FormcKit's
/// `FormcCharacters.normalized` is the same mapping (a test keeps the two equal).
public enum NumberInput {
    /// `text` with full-width digits U+FF10…U+FF19 and full-width `．` `，` `－` `＋` made
    /// ASCII, in a `number`, `decimal` or `phone` field; unchanged in any other kind.
    public static func normalized(_ text: String, kind: FieldKind) -> String {
        switch kind.entry.characters {
        case .digits, .decimal, .phone: break
        case .any, .none: return text
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: text.unicodeScalars.map(ascii))
        return String(result)
    }

    /// One full-width scalar as its ASCII twin: U+FF0B…U+FF19 are `+` `,` `-` `.` `/` and the
    /// digits, 0xFEE0 above ASCII; `／` is no key of these pads and stays.
    private static func ascii(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard (0xFF0B...0xFF19).contains(scalar.value), scalar.value != 0xFF0F else { return scalar }
        return Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar
    }

    /// `text` with a `.` or `,` written as `decimalSeparator`, the locale's, when that is `.`
    /// or `,`: in a decimal field the other separator, typed on a hardware keyboard or pasted,
    /// is the one the person meant (`1.5` in a comma locale is one and a half, as validation
    /// reads it), never a character to drop (`15`). Applied once the text holds one separator
    /// at most. FormcKit's `FormcCharacters.separatorAsLocale` is the same rule (a test keeps
    /// the two equal).
    public static func separatorAsLocale(_ text: String, decimalSeparator: String) -> String {
        guard decimalSeparator == "." || decimalSeparator == "," else { return text }
        let other: Character = decimalSeparator == "." ? "," : "."
        guard text.contains(other) else { return text }
        return String(text.map { $0 == other ? Character(decimalSeparator) : $0 })
    }

    /// The decimal separator of `locale` (a locale identifier, `de_DE`), `.` or `,`: `.` for
    /// any locale whose separator is neither (or that Foundation does not know). `formc run`
    /// stands for a device set to the form's `locale:`.
    public static func decimalSeparator(locale: String) -> String {
        let separator = Locale(identifier: locale).decimalSeparator ?? "."
        return separator == "," ? "," : "."
    }
}
