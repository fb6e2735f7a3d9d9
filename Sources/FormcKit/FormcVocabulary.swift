import Foundation

/// Why a field is or is not editable; `hidden` wins over `disabled`, which wins over
/// `readOnly` (`editable: false`).
public nonisolated enum FormcAccess: String, Sendable {
    case editable, readOnly, disabled, hidden
}

/// What a field's keyboard types: anything (`any`), the number pad's digits 0-9
/// (`digits`), digits and one decimal separator (`decimal`), the phone pad's characters
/// and the punctuation of a pasted number (`phone`: digits, `+ * # , ; ( ) - .` and
/// space), or nothing at all (`none`: a date or picker field takes its text from its picker).
public nonisolated enum FormcCharacters: String, Sendable {
    case any, digits, decimal, phone, none

    /// What a phone field takes besides digits: the phone pad's `+`, `*`, `#`, its pause `,`
    /// and wait `;`, and the punctuation of a number written or pasted from Contacts
    /// (`+1 (555) 123-4567`). formc's `FieldKind.phoneSymbols` is the same text (a test keeps
    /// the two equal), so `formc run` keeps what the generated filter keeps.
    public static let phoneSymbols = "+*#,;()-. "

    /// Whether `character` may be typed into a field of this kind. A decimal field takes both
    /// separators, `.` and `,` (whichever `decimalSeparator` is: a hardware keyboard or a paste
    /// brings the other), and a minus (`acceptedText` keeps it first, and one); as `formc run`.
    public func allows(_ character: Character, decimalSeparator: String) -> Bool {
        let digit = ("0"..."9").contains(character)
        switch self {
        case .any: return true
        case .none: return false
        case .digits: return digit
        case .decimal:
            return digit || character == "." || character == "," || character == "-"
                || String(character) == decimalSeparator
        case .phone: return digit || Self.phoneSymbols.contains(character)
        }
    }

    /// `text` with a `.` or `,` written as `decimalSeparator`, the locale's, when that is `.`
    /// or `,`: the other separator, typed on a hardware keyboard or pasted, is the one the
    /// person meant (`1.5` in a comma locale is one and a half, as `validate()` reads it), not
    /// a character to drop (`15`, ten times the number). A locale whose separator is neither
    /// keeps the text. `acceptedText` calls it once the field holds one separator at most, so
    /// `1,234.5` (which could be either) is still refused; formc's `NumberInput.separatorAsLocale`
    /// is the same rule (`formc run`).
    public static func separatorAsLocale(_ text: String, decimalSeparator: String) -> String {
        guard decimalSeparator == "." || decimalSeparator == "," else { return text }
        let other: Character = decimalSeparator == "." ? "," : "."
        guard text.contains(other) else { return text }
        return String(text.map { $0 == other ? Character(decimalSeparator) : $0 })
    }

    /// `text` with the full-width digits U+FF10…U+FF19 and `．` `，` `－` `＋` that a Japanese
    /// or Chinese input method types made ASCII, in a digits, decimal or phone field (they are
    /// the digits the person meant); unchanged in any other. formc's `NumberInput.normalized`
    /// is the same mapping (a test keeps the two equal).
    public func normalized(_ text: String) -> String {
        guard self == .digits || self == .decimal || self == .phone else { return text }
        var result = String.UnicodeScalarView()
        result.append(
            contentsOf: text.unicodeScalars.map { scalar in
                guard (0xFF0B...0xFF19).contains(scalar.value), scalar.value != 0xFF0F else { return scalar }
                return Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar
            })
        return String(result)
    }
}

/// `UIReturnKeyType` case names.
public nonisolated enum FormcReturnKey: String, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// What return does: move to the next field, end editing, end editing and submit, or
/// insert a line break (multiline fields).
public nonisolated enum FormcReturnAction: String, Sendable {
    case next, done, submit, newline
}

/// Previous and Next enabled per the focus chain; Done shown when the form has one; the
/// title the spec asks for (placeholder or label), always the focused field's own.
public nonisolated struct FormcToolbarState: Hashable, Sendable {
    public var previousEnabled: Bool
    public var nextEnabled: Bool
    public var showsDone: Bool
    public var title: String?

    public init(previousEnabled: Bool = false, nextEnabled: Bool = false, showsDone: Bool = false, title: String? = nil)
    {
        self.previousEnabled = previousEnabled
        self.nextEnabled = nextEnabled
        self.showsDone = showsDone
        self.title = title
    }
}

/// Why a value fails its field's validation rules (`FormcValues.validate()`).
public nonisolated enum FormcValidationError: Error, Hashable, Sendable {
    case required
    case tooShort(minimum: Int)
    case tooLong(maximum: Int)
    case patternMismatch
    case notANumber
    case belowMinimum(Double)
    case aboveMaximum(Double)
    /// A rule failed and the spec says it in its own words (`validation.message`, `rules:`).
    case described(String)
    /// A picker's value that is none of its options: a flat picker's value, or a cascading
    /// picker's values that are not rows of their columns. No picker sets one; a saved draft
    /// or code can (`"zzz"`, `"\u{0}"`).
    case notAnOption
    /// A date, time or date with time that the field's format does not write as a date the
    /// field reads back: a draft's `1e300` seconds has no text at all (`FormcCalendar.answerText`).
    case notADate
    /// A date, time or date with time before the field's `min:`, which the text holds as the
    /// field's format writes it (`01.01.2020`), as `formc run` says it: "earliest is 01.01.2020".
    case tooEarly(earliest: String)
    /// A date, time or date with time after the field's `max:`, its text in the field's format.
    case tooLate(latest: String)
    /// A multi-select with fewer options chosen than its `minCount:`, as `formc run` says it:
    /// "choose at least 2 options" (`FormcSelectionCheck`).
    case tooFew(minimum: Int)
    /// A multi-select with more options chosen than its `maxCount:`: "choose at most 3 options".
    case tooMany(maximum: Int)

    /// The text shown under the field (the wording `formc run` uses).
    public var message: String {
        switch self {
        case .described(let text): return text
        case .required: return "required"
        case .tooShort(let minimum): return "at least \(minimum) characters"
        case .tooLong(let maximum): return "at most \(maximum) characters"
        case .patternMismatch: return "not in the expected format"
        case .notANumber: return "not a number"
        case .belowMinimum(let minimum): return "at least \(Self.number(minimum))"
        case .aboveMaximum(let maximum): return "at most \(Self.number(maximum))"
        case .notAnOption: return "choose one of the options"
        case .notADate: return "not a date"
        case .tooEarly(let earliest): return "earliest is \(earliest)"
        case .tooLate(let latest): return "latest is \(latest)"
        case .tooFew(let minimum): return "choose at least \(minimum) options"
        case .tooMany(let maximum): return "choose at most \(maximum) options"
        }
    }

    /// A whole number without its `.0`; others as Swift writes them.
    static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// One answer, as `formc run` prints it (docs/run.md §8): text (a number pad's digits as
/// typed, a date in its field's format with ASCII digits, a flat picker's option value), a
/// decimal's, stepper's, slider's or rating's number, a toggle or a yes/no question, a cascading
/// picker's level names to values, a multi-select's option values (`list`), or `null` for an
/// empty number, decimal, date or picker, a rating nobody chose and a question nobody answered.
public nonisolated enum FormcAnswer: Codable, Equatable, Sendable {
    case text(String), number(Double), bool(Bool), levels([String: String]), null
    /// An array of texts: a multi-select's chosen option values (`[]` when none is chosen).
    case list([String])

    /// The answer for a field's value, as `formc run` gives it: text as typed (a number pad's
    /// digits, `null` when empty), a decimal as its number, a date in its format with ASCII
    /// digits, a picker's value or its level names (`levels`) to values, a stepper's or
    /// slider's number, a rating's number of stars and a yes/no question's Boolean (`null`
    /// while none is chosen), a multi-select's chosen values in the order of `options` (its
    /// source's), a value that is none of them after those, sorted (`FormcPicker.ordered`):
    /// the same answer however the options were ticked.
    public init(
        _ value: FormcValue, kind: FormcValueKind, levels: [String], date settings: FormcDateSettings?,
        options: [FormcOption] = []
    ) {
        switch value {
        case .text(let text):
            switch kind {
            case .digits: self = text.isEmpty ? .null : .text(FormcCharacters.digits.normalized(text))
            case .decimal: self = FormcValidation.decimal(text).map(FormcAnswer.number) ?? .null
            case .text, .date, .option, .path, .toggle, .integer, .real, .rating, .yesNo, .selection: self = .text(text)
            }
        case .date(let date):
            // A date the field cannot write (`1e300` seconds) answers as an empty one: its text
            // would be one the field's own decoding refuses.
            guard let date, let settings, let text = FormcCalendar.answerText(for: date, settings) else {
                self = .null
                return
            }
            self = .text(text)
        case .option(let option): self = option.map(FormcAnswer.text) ?? .null
        case .path(let path):
            self =
                path.isEmpty ? .null : .levels(Dictionary(zip(levels, path), uniquingKeysWith: { first, _ in first }))
        case .toggle(let on): self = .bool(on)
        case .integer(let number): self = .number(Double(number))
        // JSON holds no NaN or infinity (`JSONEncoder` throws for one): a number no control
        // gives, set in code, answers as none.
        case .real(let number): self = number.isFinite ? .number(number) : .null
        case .rating(let stars): self = stars.map { .number(Double($0)) } ?? .null
        case .yesNo(let answer): self = answer.map(FormcAnswer.bool) ?? .null
        case .selection(let chosen): self = .list(FormcPicker.ordered(chosen, options: options))
        }
    }

    /// The value an answer stands for in a field whose value has the shape `kind` (the inverse
    /// of `init(_:kind:levels:date:)`): text for text and digits (`null`: empty), a number or
    /// its text for a decimal, the field's text (`FormcCalendar.date(fromAnswer:_:)`) for a date,
    /// a value for a flat picker, the values of `levels` in order (as far as they go) for a
    /// cascading one, a Boolean for a toggle, a number for a stepper or slider (a whole one, in
    /// `Int`'s range, for an integer field), a whole number in `Int`'s range or `null` (none
    /// chosen) for a rating, a Boolean or `null` (unanswered) for a yes/no question, an array of
    /// texts or `null` (none chosen; each value once however often listed) for a multi-select; nil for an
    /// answer of another shape (`null` too for a toggle, a stepper or a slider, which always hold
    /// a value), or a date text that is no date in the field's format. A rating's number outside
    /// its range is taken here, as a stepper's: `validate()` and a draft refuse it
    /// (`FormcValidation.offScale`).
    public func value(kind: FormcValueKind, levels: [String], date settings: FormcDateSettings?) -> FormcValue? {
        switch (kind, self) {
        case (.text, .text(let text)), (.digits, .text(let text)), (.decimal, .text(let text)): return .text(text)
        case (.text, .null), (.digits, .null), (.decimal, .null): return .text("")
        case (.decimal, .number(let number)): return .text(Self.decimalText(number))
        case (.date, .null): return .date(nil)
        // A draft that formc wrote before the answer shape: the date as `Date`'s own coding,
        // seconds since 2001-01-01 (`JSONEncoder`'s default date strategy).
        case (.date, .number(let seconds)): return .date(Date(timeIntervalSinceReferenceDate: seconds))
        case (.date, .text(let text)):
            guard let settings, let date = FormcCalendar.date(fromAnswer: text, settings) else { return nil }
            return .date(date)
        case (.option, .text(let value)): return .option(value)
        case (.option, .null): return .option(nil)
        case (.path, .null): return .path([])
        case (.path, .levels(let values)):
            // The levels from the first on, with no gap and no name the source does not have:
            // anything else would lose a value without a word.
            guard Set(values.keys).isSubset(of: levels) else { return nil }
            let path = levels.prefix { values[$0] != nil }.compactMap { values[$0] }
            return path.count == values.count ? .path(path) : nil
        case (.toggle, .bool(let on)): return .toggle(on)
        case (.integer, .number(let number)): return Int(exactly: number).map(FormcValue.integer)
        case (.real, .number(let number)): return number.isFinite ? .real(number) : nil
        case (.rating, .number(let number)): return Int(exactly: number).map { FormcValue.rating($0) }
        case (.rating, .null): return .rating(nil)
        case (.yesNo, .bool(let answer)): return .yesNo(answer)
        case (.yesNo, .null): return .yesNo(nil)
        case (.selection, .list(let values)): return .selection(Set(values))
        case (.selection, .null): return .selection([])
        case (.text, _), (.digits, _), (.decimal, _), (.date, _), (.option, _), (.path, _), (.toggle, _), (.integer, _),
            (.real, _), (.rating, _), (.yesNo, _), (.selection, _):
            return nil
        }
    }

    /// A decimal answer's number as the text a field holds, in plain notation, which
    /// `FormcValidation.decimal` reads back: `3` for 3.0, `3.14`, `0.0000001` for 1e-07,
    /// `12345678901234568` for 1.2345678901234568e+16 (Swift's shortest text for the number,
    /// its exponent written out).
    /// Public: the generated conditions read a real-valued stepper's or slider's number as this
    /// text (`ConditionSwift`), from an app module that imports FormcKit.
    public static func decimalText(_ number: Double) -> String {
        guard number.isFinite else { return "" }
        var text = String(number)
        let negative = text.hasPrefix("-")
        if negative { text.removeFirst() }
        var exponent = 0
        if let mark = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(text[text.index(after: mark)...]) ?? 0
            text = String(text[..<mark])
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let whole = parts.first.map(String.init) ?? "0"
        var digits = whole + (parts.count > 1 ? String(parts[1]) : "")
        var point = whole.count + exponent
        if point <= 0 {
            digits = String(repeating: "0", count: 1 - point) + digits
            point = 1
        }
        if point > digits.count { digits += String(repeating: "0", count: point - digits.count) }
        var integer = String(digits.prefix(point)).drop { $0 == "0" }
        var fraction = String(digits.dropFirst(point))
        while fraction.hasSuffix("0") { fraction.removeLast() }
        if integer.isEmpty { integer = "0" }
        let plain = fraction.isEmpty ? String(integer) : integer + "." + fraction
        return negative && plain != "0" ? "-" + plain : plain
    }

    /// What the answer is, for an error message: `text`, `a number`, `true or false`,
    /// `levels`, `an array`, `null`.
    public var shapeName: String {
        switch self {
        case .text: return "text"
        case .number: return "a number"
        case .bool: return "true or false"
        case .levels: return "an object of levels"
        case .list: return "an array"
        case .null: return "null"
        }
    }

    /// A JSON value no answer is, with what it is, for a message in the documented wording
    /// (`'nights' holds an array, not digits as text, or null`) rather than Foundation's.
    struct Unreadable: Error {
        let found: String
    }

    /// The answer `decoder` holds: `null`, `true` or `false`, a number, text, an object of
    /// text (a cascading picker's levels), or an array of text (a multi-select's values).
    /// - Throws: `Unreadable` with what the value is instead: an array or an object with a value
    ///   that is no text, a number no `Double` holds (`1e309`; Foundation reads `1e-400` as
    ///   none either), a string with a lone surrogate escape (`"\ud800"`), which no Swift
    ///   `String` holds.
    static func read(from decoder: any Decoder) throws(Unreadable) -> FormcAnswer {
        guard let container = try? decoder.singleValueContainer() else { throw Unreadable(found: "no value") }
        if container.decodeNil() { return .null }
        if let on = try? container.decode(Bool.self) { return .bool(on) }
        // Another shape is a type mismatch; any other failure is Foundation's reading of a
        // number, or of a string, it found but cannot give as a Swift value.
        do {
            return .number(try container.decode(Double.self))
        } catch DecodingError.typeMismatch {
        } catch {
            throw Unreadable(found: "a number out of Double's range")
        }
        do {
            return .text(try container.decode(String.self))
        } catch DecodingError.typeMismatch {
        } catch {
            throw Unreadable(found: "a string with a lone surrogate escape (such as \\ud800)")
        }
        if let levels = try? container.decode([String: String].self) { return .levels(levels) }
        if let list = try? container.decode([String].self) { return .list(list) }
        throw Unreadable(
            found: (try? decoder.unkeyedContainer()) != nil
                ? "an array with a value that is no text" : "an object with a value that is no text")
    }

    public init(from decoder: any Decoder) throws {
        do {
            self = try Self.read(from: decoder)
        } catch {
            throw DecodingError.typeMismatch(
                FormcAnswer.self,
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "holds \(error.found), not an answer (text, a number, true or false, an object "
                        + "of level names to values, an array of texts, or null)"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .text(let text): try container.encode(text)
        case .number(let number): try container.encode(number)
        case .bool(let on): try container.encode(on)
        case .levels(let levels): try container.encode(levels)
        case .list(let values): try container.encode(values)
        case .null: try container.encodeNil()
        }
    }
}

nonisolated extension FormcValueKind {
    /// The answer a field of this shape gives, for an error message.
    public var answerShape: String {
        switch self {
        case .text: return "text"
        case .digits: return "digits as text, or null"
        case .decimal: return "a number, or null"
        case .date: return "the field's date text, or null"
        case .option: return "an option's value, or null"
        case .path: return "an object of level names to values, or null"
        case .toggle: return "true or false"
        case .integer: return "a whole number"
        case .real: return "a number"
        case .rating: return "a whole number, or null"
        case .yesNo: return "true, false or null"
        case .selection: return "an array of option values"
        }
    }
}
