import Foundation

/// The texts a form shows for its values, worked out once for every driver: what a registered
/// UIKit text field shows for a stored value (`FormcFormController.showValues(_:)`), and what
/// an empty date or picker field suggests before anyone has moved its wheels (issue 48).
nonisolated extension FormcForm {
    /// The text `field` shows for `value`, formatted as the form formats it: text as is, a date
    /// in the field's format (`FormcDates.string(from:for:)`), a picker's selection through its
    /// `display` template (`FormcSources.displayText`); empty for an empty date or picker, and
    /// for a value the field cannot show (a date its format does not write, a value that is no
    /// option), a stepper's or slider's number in the locale's decimal format with the field's
    /// fraction digits (`FormcQuantitySettings.text(for:locale:)`: what its control shows beside
    /// it and VoiceOver speaks as its value), a rating's number of stars as a stepper shows a
    /// whole number, a yes/no question's answer as its segment's word (formc's `yes` or `no`), a
    /// multi-select's chosen options' labels in the options' order (`Wi-Fi, Parking`:
    /// `selectionText`); empty for a rating nobody chose, a question nobody answered and a
    /// multi-select with none chosen. Nil for a toggle, which shows a switch, not text.
    public func shownText(of value: FormcValue, for field: Field) -> String? {
        switch value {
        case .text(let text): return text
        case .date(let date?): return FormcDates<Field>.string(from: date, for: field) ?? ""
        case .date(nil), .option(nil): return ""
        case .option(let option?): return pickerText([option], for: field)
        case .path(let path): return path.isEmpty ? "" : pickerText(path, for: field)
        case .toggle: return nil
        case .integer(let number): return quantityText(Double(number), for: field, fractionDigits: 0)
        case .real(let number): return quantityText(number, for: field, fractionDigits: 2)
        case .rating(let stars): return stars.map { quantityText(Double($0), for: field, fractionDigits: 0) } ?? ""
        case .yesNo(let answer): return answer.map { word($0 ? .yes : .no) } ?? ""
        case .selection(let chosen): return selectionText(chosen, for: field)
        }
    }

    /// A stepper's or slider's number as its settings show it; with `fractionDigits` for a field
    /// that has none (a table written in code).
    private func quantityText(_ number: Double, for field: Field, fractionDigits: Int) -> String {
        let settings =
            info(field).quantity
            ?? FormcQuantitySettings(control: .stepper, minimum: 0, maximum: 0, fractionDigits: fractionDigits)
        return settings.text(for: number)
    }

    /// A picker's text for `path`: empty unless every value of it is a row (a saved draft may
    /// hold anything; `validate()` refuses that, the field shows nothing for it).
    private func pickerText(_ path: [String], for field: Field) -> String {
        let selection = FormcSources<Field>.selection(for: field, path: path)
        guard selection.count == path.count else { return "" }
        return FormcSources<Field>.displayText(for: field, selection: selection)
    }

    /// What an empty date or picker field's wheels show before anyone moves them, and what the
    /// explicit choice (`FormcValues.fillEmpty(_:now:)`) gives it: the start day
    /// (`FormcDates.startDate`: today within `min`...`max`) or the first row of each column,
    /// with its text. Nil for a field that holds a value, and for every other kind. A wheel
    /// nobody moved answers nothing: the text is shown as a suggestion (a placeholder), never
    /// as the field's value, unless the spec says `fillOnFocus: true`. A segmented field has no
    /// wheels and suggests nothing: its segments show no selection until one is tapped; a stepper
    /// or slider always has a number; a rating, a yes/no question and a multi-select show no
    /// choice until one is made (none chosen is a multi-select's answer: nothing to suggest).
    public func suggestion(for field: Field, in values: Field.Values, now: Date = Date())
        -> (value: FormcValue, text: String)?
    {
        guard !info(field).isSegmented else { return nil }
        let value: FormcValue
        switch values.formcValue(of: field) {
        case .date(nil): value = .date(FormcDates<Field>.startDate(for: field, now: now))
        case .option(nil): value = .option(FormcSources<Field>.firstPath(for: field).first)
        case .path(let path) where path.isEmpty: value = .path(FormcSources<Field>.firstPath(for: field))
        case .text, .date, .option, .path, .toggle, .integer, .real, .rating, .yesNo, .selection: return nil
        }
        return (value, shownText(of: value, for: field) ?? "")
    }
}
