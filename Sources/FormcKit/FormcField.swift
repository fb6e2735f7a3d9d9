// FormcKit: the behaviour every generated form shares, written once. A generated file
// declares its form (the field enum, the values struct, the spec's texts and settings as a
// `FormcForm` table) and conforms to the two protocols below; everything else here reads
// that table. This file and the others of Sources/FormcKit are also what `formc compile -o
// DIR` writes as `FormcKit.swift` (docs/swift-output.md §1.3), so every declaration is
// `nonisolated` and builds under either default isolation.

// `nonisolated` on a type is Swift 6.1 (SE-0449): an older compiler reports this line first,
// naming what it needs, before the declarations it cannot read.
#if !compiler(>=6.1)
    #error("formc's generated Swift needs Swift 6.1 or later (Xcode 16.3): it declares nonisolated types (SE-0449)")
#endif

import Foundation

/// The fields of one form: a `String` enum whose raw values are the spec's field ids, in the
/// order formc declares them (the focus chain first). `formcForm` is the form's static table.
public nonisolated protocol FormcField: RawRepresentable, CaseIterable, Hashable, Sendable
where RawValue == String, AllCases == [Self] {
    associatedtype Values: FormcValues where Values.Field == Self
    /// The spec's texts and settings, one entry per case; built once, on first use.
    static var formcForm: FormcForm<Self> { get }
}

/// The answers of one form. The generated struct stores one property per field and maps
/// them to and from `FormcValue`; its conditions and cross-field rules are generated Swift
/// (they are the spec's own logic), everything else is FormcKit's.
public nonisolated protocol FormcValues: Codable, Equatable, Sendable {
    associatedtype Field: FormcField where Field.Values == Self
    /// The values a new form starts with: every field at the spec's default.
    static var formcInitial: Self { get }
    /// The field's stored value, in the shape of its kind (`FormcFieldInfo.value`).
    func formcValue(of field: Field) -> FormcValue
    /// Stores `value` in the field's property; a value of another shape changes nothing.
    mutating func formcSet(_ field: Field, to value: FormcValue)
    /// The fields the spec's `visibleWhen:` / `enabledWhen:` hide and disable for these values
    /// (and `hidden: true` / `disabled: true` ones); FormcKit's default, for a form without conditions: those.
    func conditionState() -> (hidden: Set<Field>, disabled: Set<Field>)
    /// The spec's `rules:` that fail for these values: the field each is about, and its
    /// message, in the spec's order; FormcKit's default: none.
    func ruleFailures() -> [(field: Field, message: String)]
    /// The app's own checks (a card number's Luhn digit, a rule the spec cannot say) that fail
    /// for these values: the field each is about, and its message. Write it in an extension of
    /// the generated values struct; `validate()` runs it with the spec's checks, and its
    /// failures show under their fields as formc's own do. FormcKit's default: none.
    func appFailures() -> [(field: Field, message: String)]
}

nonisolated extension FormcValues {
    /// A form without conditions: the fields the spec hides (`hidden: true`) and disables
    /// (`disabled: true`), whatever the values.
    public func conditionState() -> (hidden: Set<Field>, disabled: Set<Field>) {
        (Field.formcForm.hiddenFields, Field.formcForm.disabledFields)
    }
    public func ruleFailures() -> [(field: Field, message: String)] { [] }
    public func appFailures() -> [(field: Field, message: String)] { [] }
}

/// A values struct is coded by FormcKit in the answer shape `formc run` prints and
/// `answers()` gives (docs/run.md §8), keyed by the spec's field ids: text as typed, a number
/// pad's digits as text (`null` when empty), a decimal as its number, a date, time or date with
/// time as the field's text with ASCII digits (`"1990-05-01"`), a flat picker its option's
/// value, a cascading picker its level names to values (`{"province": …, "city": …}`), a toggle
/// `true` or `false`, a stepper or slider its number (`3`, `2.5`), a rating its number of stars
/// (`4`, `null` until chosen), a yes/no question `true`, `false` or `null` (unanswered), a
/// multi-select the array of its chosen options' values in the options' order (`["wifi"]`, `[]`). So
/// `formc run`'s answers decode into the values, and the values encode back to the same JSON.
///
/// Encoding writes `answers()`: a field hidden or disabled for these values gives no key, as in
/// `formc run`. Decoding starts from `formcInitial`: a key that is absent (a field added to the
/// spec since a draft was saved, or one `formc run` did not answer) keeps the field's default;
/// `null` empties it. A value of another shape throws `DecodingError.typeMismatch` at its key,
/// worded `'business' holds text, not true or false`, and so does a value Foundation reads but
/// cannot give (`1e309`, `"\ud800"`); a cascading picker also takes the array of values earlier
/// formc versions wrote.
nonisolated extension FormcValues {
    public init(from decoder: any Decoder) throws {
        self = Self.formcInitial
        let container = try decoder.container(keyedBy: FormcCodingKey.self)
        for field in Field.allCases {
            let key = FormcCodingKey(field.rawValue)
            guard container.contains(key) else { continue }
            let info = field.info
            if info.value == .path, let path = try? container.decode([String].self, forKey: key) {
                formcSet(field, to: .path(path))
                continue
            }
            // Every answer that does not fit, Foundation's refusals of its value included (a
            // number no Double holds, a lone surrogate), is worded alike, at its key.
            func mismatch(_ found: String) -> DecodingError {
                DecodingError.typeMismatch(
                    FormcAnswer.self,
                    DecodingError.Context(
                        codingPath: container.codingPath + [key],
                        debugDescription: "'\(field.rawValue)' holds \(found), not \(info.value.answerShape)"))
            }
            let answer: FormcAnswer
            do {
                answer = try FormcAnswer.read(from: try container.superDecoder(forKey: key))
            } catch let unreadable as FormcAnswer.Unreadable {
                throw mismatch(unreadable.found)
            }
            guard let value = answer.value(kind: info.value, levels: info.picker?.levels ?? [], date: info.date) else {
                throw mismatch(answer.shapeName)
            }
            formcSet(field, to: value)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FormcCodingKey.self)
        for (id, answer) in answers().sorted(by: { $0.key < $1.key }) {
            try container.encode(answer, forKey: FormcCodingKey(id))
        }
    }
}

/// A values struct's coding key: a field id.
public nonisolated struct FormcCodingKey: CodingKey, Sendable {
    public let stringValue: String
    public var intValue: Int? { nil }

    public init(_ id: String) { stringValue = id }
    public init?(stringValue: String) { self.stringValue = stringValue }
    public init?(intValue: Int) { nil }
}

/// One field's value, in the shape its kind stores: text (a number pad's digits too), a date
/// (nil: empty), a flat picker's option value (nil: none), a cascading picker's values from
/// the first column on (empty: none), a toggle, a stepper's or slider's whole number (`integer`)
/// or number (`real`), which is never empty, a rating's whole number of stars (nil: none chosen
/// yet), a yes/no question's answer (nil: unanswered, where a toggle is always on or off), a
/// multi-select's chosen option values (empty: none chosen; a set, since a tick is on or off and
/// the order is the options', not the taps').
public nonisolated enum FormcValue: Hashable, Sendable {
    case text(String), date(Date?), option(String?), path([String]), toggle(Bool)
    case integer(Int), real(Double)
    case rating(Int?), yesNo(Bool?)
    case selection(Set<String>)
}

/// The shape of a field's value, which decides its checks and its answer (docs/run.md §8).
public nonisolated enum FormcValueKind: String, Sendable {
    /// Free text (text, multiline, secure, email, url, phone): answered as text.
    case text
    /// A number pad's digits, kept as typed: answered as text, `null` when empty.
    case digits
    /// A decimal: answered as its number, `null` when empty or not a number.
    case decimal
    /// A date, time or date with time: answered in its format with ASCII digits.
    case date
    /// A flat picker: its option's value.
    case option
    /// A cascading picker: its level names to values.
    case path
    /// A toggle: true or false.
    case toggle
    /// A stepper or slider whose range and step are whole numbers: answered as its number.
    case integer
    /// A stepper or slider with a fractional range or step, or a continuous slider: answered as
    /// its number.
    case real
    /// A rating (`kind: rating`): its whole number of stars, `null` until one is chosen.
    case rating
    /// A yes/no question (`kind: yesNo`): true or false, `null` until answered.
    case yesNo
    /// A multi-select (`kind: multiSelect`): the chosen options' values as an array, in the
    /// options' order, `[]` when none is chosen.
    case selection
}
