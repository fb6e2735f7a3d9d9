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
        guard kind == .number || kind == .decimal || kind == .phone else { return text }
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
}
