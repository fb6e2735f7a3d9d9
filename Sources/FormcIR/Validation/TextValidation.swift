import Foundation

/// The first problem of a text field's value under the spec's rules (`required`, a number
/// pad's digits, `minLength`, `maxLength`, `pattern`, `min`, `max`, a decimal's number), in
/// that order. The one definition of validation: the checker (FC404, a default against its
/// own rules) and `formc run` (an answer) call it, and the generated `<Prefix>Values.check`
/// is its copy in the templates, which `ValidationAgreementTests` runs against it on one
/// table of inputs.
public enum ValidationFailure: Hashable, Sendable {
    case required
    case tooShort(minimum: Int)
    case tooLong(maximum: Int)
    case patternMismatch
    case notANumber
    case belowMinimum(Double)
    case aboveMaximum(Double)
}

public enum TextValidation {
    /// The first failure of `text` in a field of `kind` with `rules`, or nil when it passes.
    /// Lengths count characters (grapheme clusters), as a person does. An empty text fails
    /// only when `required`; so does a blank one (`isBlank`: spaces, U+00A0, U+3000, a line
    /// break), which fills in nothing. A `number` field (the number pad) holds digits only; a
    /// `decimal` field, and any field with `min` or `max`, a plain decimal (`decimal(_:)`).
    public static func failure(_ text: String, required: Bool, kind: FieldKind, rules: Validation) -> ValidationFailure?
    {
        if text.isEmpty { return required ? .required : nil }
        if required, isBlank(text) { return .required }
        // Full-width digits are the digits meant, as every driver's typing reads them.
        let family = kind.entry.value
        let text = family == .digits || family == .decimal ? NumberInput.normalized(text, kind: kind) : text
        if family == .digits, !text.allSatisfy({ ("0"..."9").contains($0) }) { return .notANumber }
        if let minimum = rules.minLength, text.count < minimum { return .tooShort(minimum: minimum) }
        if let maximum = rules.maxLength, text.count > maximum { return .tooLong(maximum: maximum) }
        if let pattern = rules.pattern, !matches(text, pattern) { return .patternMismatch }
        if rules.min != nil || rules.max != nil || family == .decimal {
            guard let number = decimal(text) else { return .notANumber }
            if let minimum = rules.min, number < minimum { return .belowMinimum(minimum) }
            if let maximum = rules.max, number > maximum { return .aboveMaximum(maximum) }
        }
        return nil
    }

    /// Whether `text` holds no character but white space (Unicode's White_Space property:
    /// spaces of every width, U+00A0, U+3000, tabs and line breaks): such a text does not meet
    /// `required`. The empty text is blank too.
    public static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(\.properties.isWhitespace)
    }

    /// A plain decimal as a keypad types it: digits, at most one `.` or `,` (the decimal pad
    /// types the locale's separator), a leading `-`; nil for anything else, `nan`, `inf`,
    /// `0x5` and `1e1` included, which `Double(_:)` would read.
    public static func decimal(_ text: String) -> Double? {
        var separators = 0
        var digits = 0
        let text = NumberInput.normalized(text, kind: .decimal)
        for (offset, character) in text.enumerated() {
            switch character {
            case "0"..."9": digits += 1
            case ".", ",": separators += 1
            case "-" where offset == 0: break
            default: return nil
            }
        }
        guard digits > 0, separators <= 1 else { return nil }
        return Double(text.replacingOccurrences(of: ",", with: "."))
    }

    /// Whether `pattern` compiles as an ICU regular expression (as `matches` uses it).
    public static func isValidPattern(_ pattern: String) -> Bool {
        (try? NSRegularExpression(pattern: "\\A(?:" + pattern + ")\\z")) != nil
    }

    /// Whether the whole of `text` matches the ICU regular expression `pattern` (any of its
    /// alternatives: `a|ab` matches "ab"). An invalid pattern matches nothing (FC403 reports it).
    public static func matches(_ text: String, _ pattern: String) -> Bool {
        guard let regex = try? NSRegularExpression(pattern: "\\A(?:" + pattern + ")\\z") else { return false }
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
