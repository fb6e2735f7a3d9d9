import Foundation
import FormcIR
import FormcDiagnostics

/// What a field accepts and how its answer is checked and typed, shared by the terminal
/// form and the line mode.
struct FieldRules {
    let field: Field
    let form: Form

    /// Whether a typed character fits the field's keyboard: the number pad types digits,
    /// the decimal pad digits, one decimal point and a leading minus, a phone field digits and
    /// `FieldKind.phoneSymbols` (the generated filter's rule). Full-width digits and signs are
    /// read as ASCII first (`NumberInput`). Format characters (Unicode's `Cf`, such as the
    /// U+202D…U+202C around a number pasted from Contacts) are never typed, so a paste loses them.
    private func accepts(_ character: Character, separatorTyped: Bool, minusAllowed: Bool) -> Bool {
        switch field.kind.entry.characters {
        case .digits: return character.isASCII && character.isNumber
        case .decimal:
            // One separator, a point or the comma many locales' decimal pads type; one sign, first.
            return (character.isASCII && character.isNumber) || (Self.isDecimalSeparator(character) && !separatorTyped)
                || (character == "-" && minusAllowed)
        case .phone: return (character.isASCII && character.isNumber) || FieldKind.phoneSymbols.contains(character)
        case .any, .none:
            // A text view types line breaks too.
            return (character == "\n" && field.kind.entry.textControl == .multiline) || !Self.isControl(character)
        }
    }

    /// Control characters (tabs, ESC, line breaks…) that a paste may carry but no key types.
    static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }

    /// Characters no key shows: control and format (`Cf`) characters, which a paste drops
    /// without a word.
    private static func isInvisible(_ character: Character) -> Bool {
        isControl(character) || character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .format }
    }

    private static func isDecimalSeparator(_ character: Character) -> Bool { character == "." || character == "," }

    /// Each character of `text` (made ASCII, `NumberInput`) typed at offset `cursor` of
    /// `existing`, with whether the keyboard takes it there (a second decimal separator, or a
    /// minus anywhere but first, is refused), in linear time: a paste or a piped line may be long.
    private func typing(_ text: String, after existing: String, cursor: Int) -> [(character: Character, accepted: Bool)]
    {
        var separatorTyped = existing.contains(where: Self.isDecimalSeparator)
        var minusAllowed = cursor == 0 && !existing.contains("-")
        // A decimal's one separator is written as the locale's (`NumberInput.separatorAsLocale`,
        // FormcKit's rule): `1.5` typed under a comma locale reads `1,5`.
        let separator =
            field.kind.entry.characters == .decimal ? NumberInput.decimalSeparator(locale: form.locale) : nil
        return NumberInput.normalized(text, kind: field.kind).map { character in
            let accepted = accepts(character, separatorTyped: separatorTyped, minusAllowed: minusAllowed)
            if accepted, Self.isDecimalSeparator(character) { separatorTyped = true }
            minusAllowed = false
            guard accepted, let separator, Self.isDecimalSeparator(character) else { return (character, accepted) }
            return (Character(separator), true)
        }
    }

    /// What typing or pasting `text` at the cursor of `buffer` puts in: the characters the
    /// keyboard could have typed, made ASCII, and the first visible one it refuses (nil when
    /// none is), which the form names: no character is dropped without a word.
    func typed(_ text: String, into buffer: TextBuffer) -> (kept: String, refused: Character?) {
        let typing = typing(text, after: buffer.text, cursor: buffer.cursor)
        let refused = typing.first { !$0.accepted && !Self.isInvisible($0.character) }?.character
        return (String(typing.filter(\.accepted).map(\.character)), refused)
    }

    /// `text` as the field holds it once typed, when the keyboard takes all of it
    /// (`firstRefused` is nil): made ASCII, a decimal's separator the locale's.
    func held(_ text: String) -> String {
        String(typing(text, after: "", cursor: 0).filter(\.accepted).map(\.character))
    }

    /// The first character of `text` the keyboard could not have typed, in order (so a
    /// second decimal point is one).
    func firstRefused(_ text: String) -> Character? {
        typing(text, after: "", cursor: 0).first { !$0.accepted }?.character
    }

    /// Why `character` was refused: `'x' cannot be typed in a number field`.
    func refusal(_ character: Character) -> String {
        "'\(TerminalText.sanitized(String(character)))' cannot be typed in a \(field.kind.rawValue) field"
    }

    var source: DataSource? { field.picker.flatMap { form.source($0.source) } }

    /// The field's date model (formc's one definition, in FormcIR), or nil for other kinds.
    var dates: DateFieldModel? { field.date.map(DateFieldModel.init) }

    /// What an empty date field suggests: the day its Up and Down start from (now within
    /// `min`...`max`; `FormcDates.startDate` in the generated code), in its format. Nil for
    /// a field that is no date.
    var suggestedDate: String? {
        guard let dates else { return nil }
        var day = dates.current()
        if let minimum = minimumDate, day < minimum { day = minimum }
        if let maximum = maximumDate, day > maximum { day = maximum }
        return dates.string(from: day)
    }

    /// A new formatter in the field's format, locale and zone, Gregorian calendar.
    func dateFormatter() -> DateFormatter? { dates?.formatter() }

    /// The date a field's text stands for; a time field's text is that time today.
    func date(from text: String) -> Date? { dates?.date(from: text) }

    /// A date's answer: machine data, so the same date gives the same text however it was
    /// entered. A locale such as `ar_EG` formats (and so steps) with its own digits, while a
    /// person types ASCII ones; the answer is the date re-formatted in the field's format
    /// with every decimal digit written in ASCII. Text that is no date keeps its characters,
    /// its digits made ASCII too.
    func machineDate(_ text: String) -> String {
        DateFieldModel.asciiDigits(date(from: text).flatMap { date in dateFormatter()?.string(from: date) } ?? text)
    }

    var minimumDate: Date? { field.date?.min.flatMap { dates?.date(of: $0) } }
    var maximumDate: Date? { field.date?.max.flatMap { dates?.date(of: $0) } }

    /// Why `state` is not an acceptable answer, or nil. Checks required, lengths, pattern,
    /// numeric min/max, date format and range, and that a picker has a selection.
    func problem(_ state: FieldState) -> String? {
        switch state {
        case .toggle(let on):
            return field.required && !on ? form.word(.mustBeOn) : nil
        case .quantity:
            // The keys only stop at values the control gives, and an answer file is held to
            // them (`AnswerCheck`): a stepper or slider always holds an answer.
            return nil
        case .rating(let stars):
            return stars == nil && field.required ? form.word(.required) : nil
        case .yesNo(let yes):
            return yes == nil && field.required ? form.word(.required) : nil
        case .selection(let checklist):
            return selectionProblem(checklist.chosen)
        case .picker(let picker):
            guard let source else { return nil }
            if picker.selection(roots: source.options) == nil {
                return field.required || !picker.columns.allSatisfy({ $0.filter.isEmpty })
                    ? form.word(.chooseOption) : nil
            }
            return picker.ambiguity(roots: source.options)
        case .text(let buffer):
            let text = buffer.text
            if text.isEmpty { return field.required ? form.word(.required) : nil }
            // White space alone fills in nothing (TextValidation.isBlank), in a date field too.
            if field.required, TextValidation.isBlank(text) { return form.word(.required) }
            if let dates, let formatter = dateFormatter() {
                guard let date = date(from: text) else {
                    let word: FormcWord
                    switch field.date?.mode ?? .date {
                    case .date: word = .expectedDate
                    case .time: word = .expectedTime
                    case .dateAndTime: word = .expectedDateAndTime
                    case .yearAndMonth: word = .expectedMonth
                    }
                    return FormcWord.filled(form.word(word), [field.date?.format ?? ""])
                }
                if let minimum = minimumDate, dates.compare(date, minimum) == .orderedAscending {
                    return FormcWord.filled(form.word(.earliest), [formatter.string(from: minimum)])
                }
                if let maximum = maximumDate, dates.compare(date, maximum) == .orderedDescending {
                    return FormcWord.filled(form.word(.latest), [formatter.string(from: maximum)])
                }
                return nil
            }
            // Validation has one definition (FormcIR), shared with the checker and copied
            // into the generated code; only the wording is the terminal's.
            let failure = TextValidation.failure(
                text, required: field.required, kind: field.kind, rules: field.validation)
            // The spec's own words win; a regular expression is never shown to the person.
            if let message = field.validation.message, failure != nil, failure != .required { return message }
            switch failure {
            case nil: return nil
            case .required?: return form.word(.required)
            case .tooShort(let minimum)?: return form.counted(.tooShort, minimum)
            case .tooLong(let maximum)?: return form.counted(.tooLong, maximum)
            case .patternMismatch?: return form.word(.patternMismatch)
            case .notANumber?: return form.word(field.kind.entry.value == .digits ? .digitsOnly : .notANumber)
            case .belowMinimum(let minimum)?: return FormcWord.filled(form.word(.atLeast), [Self.format(minimum)])
            case .aboveMaximum(let maximum)?: return FormcWord.filled(form.word(.atMost), [Self.format(maximum)])
            }
        }
    }

    /// Why a multi-select's options are no answer: `SelectionCheck`'s failure, in its words.
    func selectionProblem(_ chosen: Set<String>) -> String? {
        let options = source?.options.map(\.value) ?? []
        switch SelectionCheck(field: field).failure(chosen, options: options) {
        case nil: return nil
        case .required?: return form.word(.required)
        case .notAnOption?: return form.word(.chooseOption)
        case .tooFew(let fewest)?: return form.counted(.chooseAtLeast, fewest)
        case .tooMany(let most)?: return form.counted(.chooseAtMost, most)
        }
    }

    /// Why a number is no value of this stepper or slider: its range, and its step.
    var quantityRefusal: String {
        field.quantity.map { "expects a number from \($0.stops)" } ?? "expects a number"
    }

    static func format(_ number: Double) -> String {
        NumberText.text(number)
    }

    /// The starting state: the spec's default, or empty.
    func initialState() -> FieldState {
        switch field.kind.entry.terminal {
        case .toggle:
            if case .bool(let on)? = field.defaultValue { return .toggle(on) }
            return .toggle(false)
        case .wheels, .segments:
            var picker = PickerState(levels: max(1, source?.levels.count ?? 1))
            if let source {
                switch field.defaultValue {
                case .path(let values)?: picker.select(path: values, roots: source.options)
                case .string(let value)?, .number(let value)?: picker.select(path: [value], roots: source.options)
                default: break
                }
            }
            return .picker(picker)
        case .adjust:
            return .quantity(field.quantity?.start(field.defaultValue) ?? 0)
        case .yesNo:
            if case .bool(let yes)? = field.defaultValue { return .yesNo(yes) }
            return .yesNo(nil)
        case .checklist:
            // The default's options that are options (FC404 reports the others).
            let options = Set(source?.options.map(\.value) ?? [])
            guard case .selection(let values)? = field.defaultValue else { return .selection(ChecklistState()) }
            return .selection(ChecklistState(chosen: Set(values).intersection(options)))
        case .stars:
            // No star until one is chosen; a default only where the rating can show it (FC404).
            return .rating(field.quantity?.chosen(field.defaultValue).map { Int($0) })
        case .text:
            var text = ""
            switch field.defaultValue {
            case .string(let value)?, .number(let value)?: text = value
            case .bool(let on)?: text = on ? "true" : "false"
            default: break
            }
            if let dates, !text.isEmpty, let date = DateBound(text) == .today ? dates.current() : dates.iso(text) {
                text = dates.string(from: date)
            }
            return .text(TextBuffer(text))
        }
    }
}
