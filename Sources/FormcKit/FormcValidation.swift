import Foundation

/// The text rules of a field, as formc's own `TextValidation` (FormcIR) applies them for the
/// checker and `formc run`; formc's tests run both on one table (ValidationAgreementTests).
public nonisolated enum FormcValidation {
    /// The first problem of one field's text under `check`, or nil. Lengths count characters
    /// as a person does. A blank text (`isBlank`) does not meet `required`.
    public static func check(_ text: String, required: Bool, _ check: FormcTextCheck?) -> FormcValidationError? {
        if text.isEmpty { return required ? .required : nil }
        if required, isBlank(text) { return .required }
        guard let check else { return nil }
        // Full-width digits are the digits meant, as the field's filter types them (`normalized`).
        let text = check.digitsOnly || check.numeric ? FormcCharacters.decimal.normalized(text) : text
        // A number-pad field holds digits only, whatever a hardware keyboard or a paste put in it.
        if check.digitsOnly, !text.allSatisfy({ ("0"..."9").contains($0) }) { return .notANumber }
        if let minLength = check.minLength, text.count < minLength { return .tooShort(minimum: minLength) }
        if let maxLength = check.maxLength, text.count > maxLength { return .tooLong(maximum: maxLength) }
        if let pattern = check.pattern, !matches(text, pattern) { return .patternMismatch }
        if check.minimum != nil || check.maximum != nil || check.numeric {
            guard let number = decimal(text) else { return .notANumber }
            if let minimum = check.minimum, number < minimum { return .belowMinimum(minimum) }
            if let maximum = check.maximum, number > maximum { return .aboveMaximum(maximum) }
        }
        return nil
    }

    /// The first problem of one field's value: `check(_:required:_:)` for text (the spec's
    /// `validation.message` in place of any failure but `required`), `required` for an empty
    /// date, picker or toggle that must be set, and for a rating nobody chose or a yes/no
    /// question nobody answered (`nil`: a question answered no is answered), and for a
    /// multi-select with none chosen (its other checks are `selectionProblem`'s). A stepper or slider
    /// always has a number: `required` never fails for it (its range and step, and a rating's,
    /// are `offScale(_:_:)`'s).
    public static func problem(_ value: FormcValue, required: Bool, check rules: FormcTextCheck?)
        -> FormcValidationError?
    {
        switch value {
        case .text(let text):
            guard let error = check(text, required: required, rules) else { return nil }
            if error != .required, let message = rules?.message { return .described(message) }
            return error
        case .date(let date): return required && date == nil ? .required : nil
        case .option(let option): return required && option == nil ? .required : nil
        case .path(let path): return required && path.isEmpty ? .required : nil
        case .toggle(let on): return required && !on ? .required : nil
        case .integer, .real: return nil
        case .rating(let stars): return required && stars == nil ? .required : nil
        case .yesNo(let answer): return required && answer == nil ? .required : nil
        case .selection(let chosen): return required && chosen.isEmpty ? .required : nil
        }
    }

    /// The problem of a value none of the field's controls could have set, which a saved
    /// draft or code can: a flat picker's value that is none of `options` (`.notAnOption`), a
    /// cascading picker's values that are not rows of their columns (a path that stops early
    /// is no problem: `required` asks for the first level only), a multi-select's value that is
    /// none of `options`, a date the field's format
    /// does not write as one it reads back (`.notADate`, `FormcCalendar.answerText`). Nil for an
    /// empty value and for text and toggles. `levels` is the picker's number of levels (0 or 1
    /// for a flat one), `date` the field's date settings.
    public static func unheld(_ value: FormcValue, options: [FormcOption], levels: Int, date: FormcDateSettings?)
        -> FormcValidationError?
    {
        switch value {
        case .option(let option?):
            return FormcPicker.selection(options, levels: levels, path: [option]).isEmpty ? .notAnOption : nil
        case .path(let path) where !path.isEmpty:
            return FormcPicker.selection(options, levels: levels, path: path).count == path.count ? nil : .notAnOption
        case .date(let day?):
            guard let date else { return nil }
            return FormcCalendar.answerText(for: day, date) == nil ? .notADate : nil
        case .selection(let chosen):
            return chosen.isSubset(of: options.map(\.value)) ? nil : .notAnOption
        case .text, .option, .path, .date, .toggle, .integer, .real, .rating, .yesNo: return nil
        }
    }

    /// A multi-select's first problem (`FormcSelectionCheck`: `required` with none chosen, a
    /// value that is none of `options`, fewer than `minCount`, more than `maxCount`), in the
    /// order `formc run` reports them; nil for a value that passes, and for every other value.
    public static func selectionProblem(_ value: FormcValue, _ check: FormcSelectionCheck, options: [FormcOption])
        -> FormcValidationError?
    {
        guard case .selection(let chosen) = value else { return nil }
        return check.failure(chosen, options: options.map(\.value))?.error
    }

    /// The problem of a stepper's, slider's or rating's number that its control could not have
    /// written, which a saved draft or code can (`FormcQuantitySettings.problem(with:)`): outside
    /// the range (`7` stars of 5 is `.aboveMaximum(5)`), between two steps, or no number at all.
    /// Nil for a number on the range and step, for a rating nobody chose (`required`'s to
    /// refuse), for every other value, and without `settings`.
    public static func offScale(_ value: FormcValue, _ settings: FormcQuantitySettings?) -> FormcValidationError? {
        guard let settings, let number = value.number else { return nil }
        return settings.problem(with: number)
    }

    /// Whether `text` holds no character but white space (Unicode's White_Space property:
    /// spaces of every width, U+00A0, U+3000, tabs and line breaks), as formc's own
    /// `TextValidation.isBlank`: such a text does not meet `required`.
    public static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(\.properties.isWhitespace)
    }

    /// A plain decimal as a keypad types it (digits, one `.` or `,` (the decimal pad types
    /// the locale's separator), a leading `-`); nil for anything else, `nan`, `inf`, `0x5`
    /// and `1e1` included, which `Double(_:)` would read.
    public static func decimal(_ text: String) -> Double? {
        var separators = 0
        var digits = 0
        let text = FormcCharacters.decimal.normalized(text)
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

    /// Whether the whole of `text` matches the ICU regular expression `pattern` (any of its
    /// alternatives: `a|ab` matches "ab").
    public static func matches(_ text: String, _ pattern: String) -> Bool {
        guard let regex = FormcPatterns.shared.compiled(pattern) else { return false }
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}

/// The spec's patterns, each compiled once (`validate()` runs on every change of the values and
/// checks every pattern field): compiling an `NSRegularExpression` is the costly part of a
/// match. Foundation documents `NSRegularExpression` as immutable and safe to use from several
/// threads at once (https://developer.apple.com/documentation/foundation/nsregularexpression:
/// "Thread Safety"), so one instance serves every caller; the table is behind a lock. A
/// pattern that does not compile is remembered as such. The table is bounded: a spec has a
/// handful of patterns, but an app calling `matches` with its own ones never grows it past
/// `limit` (it starts again when full).
nonisolated final class FormcPatterns: @unchecked Sendable {
    static let shared = FormcPatterns()
    static let limit = 256

    private let lock = NSLock()
    private var table: [String: NSRegularExpression?] = [:]

    /// The whole-text expression for `pattern` (`\A(?:pattern)\z`: any of its alternatives
    /// matches the whole text); nil when it does not compile.
    func compiled(_ pattern: String) -> NSRegularExpression? {
        lock.lock()
        defer { lock.unlock() }
        if let known = table[pattern] { return known }
        let regex = try? NSRegularExpression(pattern: "\\A(?:" + pattern + ")\\z")
        if table.count >= Self.limit { table.removeAll() }
        table[pattern] = .some(regex)
        return regex
    }

    /// How many patterns are compiled and kept.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return table.count
    }
}
