/// What a field's answer is, exactly: its kind's `ValueFamily` with a choice made a flat
/// option or a cascading picker's path by the form's sources. It is FormcKit's
/// `FormcValueKind` case for case (KindTableTests), and the one list the generated Swift's
/// types, its condition code, `formc diff`'s answers and `formc run`'s answers read.
public enum ValueShape: String, Sendable, CaseIterable {
    /// Free text, kept as typed.
    case text
    /// A number pad's digits, kept as typed (codes: a ZIP, a PIN).
    case digits
    /// A decimal number, typed as text and answered as its number.
    case decimal
    /// A day, a time or an instant.
    case date
    /// A flat picker's option value.
    case option
    /// A cascading picker's values, one per level.
    case path
    /// A switch's position.
    case toggle
    /// A stepper's or slider's whole number.
    case integer
    /// A stepper's or slider's number with a fraction.
    case real
    /// A rating's whole number, or none.
    case rating
    /// A yes/no question's answer, or none.
    case yesNo
    /// A multi-select's chosen option values, none or more.
    case selection

    /// The shape of `family`: a choice over a `cascading` source is a path, a quantity over
    /// a whole range (`integral`) an integer.
    public init(_ family: ValueFamily, cascading: Bool, integral: Bool = false) {
        switch family {
        case .text: self = .text
        case .digits: self = .digits
        case .decimal: self = .decimal
        case .date: self = .date
        case .choice: self = cascading ? .path : .option
        case .toggle: self = .toggle
        case .quantity: self = integral ? .integer : .real
        case .rating: self = .rating
        case .yesNo: self = .yesNo
        case .selection: self = .selection
        }
    }

    /// The Swift type of the field's property in the generated `Values`.
    public var swiftType: String {
        switch self {
        case .text, .digits, .decimal: return "String"
        case .date: return "Date?"
        case .option: return "String?"
        case .path: return "[String]"
        case .toggle: return "Bool"
        case .integer: return "Int"
        case .real: return "Double"
        case .rating: return "Int?"
        case .yesNo: return "Bool?"
        case .selection: return "Set<String>"
        }
    }

    /// The `FormcValue` case the property maps to: digits and decimals are text.
    public var valueCase: String {
        switch self {
        case .text, .digits, .decimal: return "text"
        case .date, .option, .path, .toggle, .integer, .real, .rating, .yesNo, .selection: return rawValue
        }
    }

    /// The answer's JSON (docs/run.md §8), as the docs say it.
    public var answerDoc: String {
        switch self {
        case .text: return "string (line breaks as `\\n`)"
        case .digits: return "string of the digits typed, leading zeros kept (`\"007\"`)"
        case .decimal:
            return
                "number (`12.5`; a comma typed as the separator is read as a point, so `12,5` also gives `12.5`; `-0.5`)"
        case .date:
            return "string in the field's `format`, with ASCII digits in every locale (`\"24.12.2026\"`; under "
                + "`locale: ar_EG` also `\"2026-12-24\"`, never `\"٢٠٢٦-١٢-٢٤\"`)"
        case .option: return "string: the chosen option's `value`"
        case .path: return "object: level name → that level's option `value`"
        case .toggle: return "`true` or `false`"
        case .integer: return "whole number (`3`), on the field's range and step"
        case .real: return "number (`2.5`), on the field's range and step"
        case .rating: return "whole number of stars (`4`), from `min` to `max`"
        case .yesNo: return "`true` (yes) or `false` (no)"
        case .selection:
            return "array of the chosen options' `value`s, in the options' order (`[\"wifi\", \"parking\"]`)"
        }
    }

    /// The answer of a field nobody filled in (docs/run.md §8).
    public var noAnswerDoc: String {
        switch self {
        case .text: return "`\"\"`"
        case .decimal:
            return "`null`, also for a text that is no number (which only the generated code's values can hold, "
                + "set in code or read from a draft; its check says `not a number`)"
        case .digits, .date, .option, .path: return "`null`"
        case .toggle: return "its default, else `false`"
        case .integer, .real: return "never: its default, else its `min`"
        case .rating, .yesNo: return "`null`"
        case .selection: return "`[]`"
        }
    }

    /// What conditions compare: a path compares as its last level's option.
    public var valueClass: ValueClass {
        switch self {
        case .text: return .text
        case .digits, .decimal, .integer, .real, .rating: return .number
        case .date: return .date
        case .option, .path: return .option
        case .toggle, .yesNo: return .toggle
        case .selection: return .selection
        }
    }
}

extension Field {
    /// The field's exact answer shape in `form`: a picker over a cascading source answers a path.
    public func valueShape(in form: Form) -> ValueShape {
        let family = kind.entry.value
        if family.hasRange { return ValueShape(family, cascading: false, integral: quantity?.isInteger == true) }
        guard family == .choice else { return ValueShape(family, cascading: false) }
        return ValueShape(family, cascading: form.source(picker?.source ?? "")?.isCascading == true)
    }
}
