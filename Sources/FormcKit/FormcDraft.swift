import Foundation

/// A saved draft of a form: every field's value as the person left it, and a decoding that
/// keeps what still fits. The values' own coding is the answer shape (what a submit sends,
/// `answers()`): it drops the fields the values hide or disable, and one value that no longer
/// fits the form fails the whole decode. A draft is for the person to come back to, so it keeps
/// both:
///
/// - encoding writes every field the person can change but secrets (below), the ones the
///   values hide or disable included, keyed by the
///   spec's field ids: text as typed (a number pad's or a decimal's too, whatever it holds), a
///   date as `Date`'s own number (seconds since 2001-01-01, the default of `JSONEncoder`), so a
///   change of the field's `format` does not touch it, a flat picker its option's value, a
///   cascading picker its values from the first column on (an array: a renamed level does not
///   touch it), a toggle `true` or `false`, a stepper or slider its number, a rating its number
///   of stars, a yes/no question `true` or `false`, a multi-select its values as an array in its
///   options' order (`[]` for none), `null` for an empty date or picker, a rating nobody chose
///   and a question nobody answered;
/// - decoding starts from `formcInitial` and takes each key on its own: a value that no longer
///   fits its field (another shape, a date text the field's format does not read, a date its
///   format cannot write, a picker value that is none of its options now (a multi-select with
///   one such value among its ticks too: the whole field keeps its default, as a cascading
///   picker's path does), a stepper's, slider's
///   or rating's number outside its range or between its steps now) and a key that is no
///   field of the form (a field renamed or removed) are left out and listed in `dropped`; the
///   other fields keep their saved values. Only a draft that is no object at all throws.
///
/// Two kinds of field are never taken from a draft, so a draft is safe to keep where an app
/// keeps its other data: a secure field (`secure: true`, `kind: secure`) and a one-time code
/// (`contentType: oneTimeCode`) are not written (a draft file would hold a password in clear
/// text; Apple keeps passwords in the keychain:
/// https://developer.apple.com/documentation/security/keychain-services), nor a field the spec
/// makes read-only, disabled or hidden, which keeps the value the form or the app gives it
/// now, not a stale one. Both are listed in `dropped` (`.notKept`) when a draft holds them.
///
/// The answer coding reads a draft's dates and cascading pickers too, and a draft reads an
/// answer (a date as the field's text, a cascading picker's level names to values).
public nonisolated struct FormcDraft<Values: FormcValues>: Codable, Equatable, Sendable {
    public typealias Field = Values.Field

    /// The values: the saved ones that still fit the form, the form's defaults for the rest.
    public var values: Values
    /// What decoding left out, by key in the draft's order of keys sorted; empty for a draft
    /// made from values. Never encoded.
    public private(set) var dropped: [FormcDraftDrop]

    /// A draft of `values`, to encode.
    public init(_ values: Values) {
        self.values = values
        dropped = []
    }

    public init(from decoder: any Decoder) throws {
        values = Values.formcInitial
        dropped = []
        let container = try decoder.container(keyedBy: FormcCodingKey.self)
        let fields = Dictionary(Field.allCases.map { ($0.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
        for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
            guard let field = fields[key.stringValue] else {
                dropped.append(FormcDraftDrop(key: key.stringValue, reason: .unknownField))
                continue
            }
            guard Self.keeps(field) else {
                dropped.append(FormcDraftDrop(key: key.stringValue, reason: .notKept))
                continue
            }
            switch Self.value(of: field, in: container, at: key) {
            case .success(let value): values.formcSet(field, to: value)
            case .failure(let reason): dropped.append(FormcDraftDrop(key: key.stringValue, reason: reason))
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FormcCodingKey.self)
        for field in Field.allCases where Self.keeps(field) {
            let key = FormcCodingKey(field.rawValue)
            switch values.formcValue(of: field) {
            case .text(let text): try container.encode(text, forKey: key)
            // A date no number holds (an infinite interval set in code) is no date: `null`, not a
            // throw that would lose the whole draft.
            case .date(let date?) where date.timeIntervalSinceReferenceDate.isFinite:
                try container.encode(date.timeIntervalSinceReferenceDate, forKey: key)
            case .date: try container.encodeNil(forKey: key)
            case .option(let option?): try container.encode(option, forKey: key)
            case .option: try container.encodeNil(forKey: key)
            case .path(let path) where !path.isEmpty: try container.encode(path, forKey: key)
            case .path: try container.encodeNil(forKey: key)
            case .toggle(let on): try container.encode(on, forKey: key)
            case .integer(let number): try container.encode(number, forKey: key)
            // As a date: a number JSON cannot hold (NaN, set in code) is `null`, not a throw.
            case .real(let number) where number.isFinite: try container.encode(number, forKey: key)
            case .real: try container.encodeNil(forKey: key)
            case .rating(let stars?): try container.encode(stars, forKey: key)
            case .rating: try container.encodeNil(forKey: key)
            case .yesNo(let answer?): try container.encode(answer, forKey: key)
            case .yesNo: try container.encodeNil(forKey: key)
            case .selection(let chosen):
                try container.encode(
                    FormcPicker.ordered(chosen, options: FormcSources<Field>.options(for: field)), forKey: key)
            }
        }
    }

    /// Whether a draft holds `field`'s value: a field the person can change (the spec's
    /// `editable`; one the values hide or disable included) that holds no secret (a secure
    /// field, a one-time code).
    static func keeps(_ field: Field) -> Bool {
        let info = field.info
        guard info.access == .editable else { return false }
        guard let input = info.input else { return true }
        return !input.isSecure && input.contentType != "oneTimeCode"
    }

    /// The value the draft holds for `field` at `key`, or why it does not fit the field now.
    static func value(
        of field: Field, in container: KeyedDecodingContainer<FormcCodingKey>, at key: FormcCodingKey
    ) -> Result<FormcValue, FormcDraftDrop.Reason> {
        let info = field.info
        if info.value == .path, let path = try? container.decode([String].self, forKey: key) {
            return fitting(.path(path), of: field)
        }
        let answer: FormcAnswer
        do {
            answer = try FormcAnswer.read(from: try container.superDecoder(forKey: key))
        } catch let unreadable as FormcAnswer.Unreadable {
            return .failure(.mismatch(found: unreadable.found))
        } catch {
            return .failure(.mismatch(found: "no value"))
        }
        guard let value = answer.value(kind: info.value, levels: info.picker?.levels ?? [], date: info.date) else {
            // Text in a date field is a date the field's format does not read (the format changed).
            if info.value == .date, case .text = answer { return .failure(.notADate) }
            return .failure(.mismatch(found: answer.shapeName))
        }
        return fitting(value, of: field)
    }

    /// `value` when the field's control could hold it (`FormcValidation.unheld`,
    /// `FormcValidation.offScale`), else why not.
    static func fitting(_ value: FormcValue, of field: Field) -> Result<FormcValue, FormcDraftDrop.Reason> {
        if Values.offScale(value, of: field) != nil { return .failure(.notOnScale) }
        switch Values.unheld(value, of: field) {
        case .notAnOption?: return .failure(.notAnOption)
        case .some: return .failure(.notADate)
        case nil: return .success(value)
        }
    }
}

/// A key of a saved draft that decoding left out (`FormcDraft.dropped`): the field's saved value
/// no longer fits the form, or the key is no field of it.
public nonisolated struct FormcDraftDrop: Equatable, Sendable, CustomStringConvertible {
    public enum Reason: Error, Equatable, Sendable {
        /// No field of the form has this id (it was renamed or removed).
        case unknownField
        /// The value has another shape than the field takes now (`found`: `text`, `a number`,
        /// `true or false`, `an array`…): the field's kind changed.
        case mismatch(found: String)
        /// A date the field's format no longer reads, or cannot write.
        case notADate
        /// A picker value that is none of the field's options now (an option removed).
        case notAnOption
        /// A stepper's, slider's or rating's number its control cannot show now: outside its
        /// range, or between its steps (the spec's `min`, `max` or `step` changed).
        case notOnScale
        /// A field a draft does not restore: a secret (a secure field, a one-time code), or one
        /// the spec makes read-only, disabled or hidden.
        case notKept
    }

    /// The draft's key: a field id.
    public let key: String
    public let reason: Reason

    public init(key: String, reason: Reason) {
        self.key = key
        self.reason = reason
    }

    /// `'size' holds a value that is none of its options`, for a log.
    public var description: String {
        switch reason {
        case .unknownField: return "'\(key)' is no field of the form"
        case .mismatch(let found): return "'\(key)' holds \(found), which the field does not take"
        case .notADate: return "'\(key)' holds a date its format does not read or write"
        case .notAnOption: return "'\(key)' holds a value that is none of its options"
        case .notOnScale: return "'\(key)' holds a number outside its range or between its steps"
        case .notKept: return "'\(key)' is a secret or a field the person cannot change: not restored from a draft"
        }
    }
}

nonisolated extension FormcValues {
    /// These values as a draft to save (`FormcDraft`): every field the person can change,
    /// those the values hide or disable included, but secrets (secure fields, one-time codes).
    public var draft: FormcDraft<Self> { FormcDraft(self) }
}
