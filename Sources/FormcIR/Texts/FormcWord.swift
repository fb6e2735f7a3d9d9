/// formc's own words: the texts a form shows that the spec does not write (the built-in
/// validation messages, the keyboard toolbar's button names). Each has a key in the form's
/// String Catalog (`Formc.<name>`) and an English source value, so that an app translates them
/// with the form's own texts. The one list: `formc run` words its problems with it, the
/// catalog is written from it, and FormcKit's `FormcWord` is a copy a test keeps equal.
///
/// A value's `%lld` is a whole number (a count of characters), `%@` a text (a number, a date
/// or a date format as the field writes it): the specifiers of `String(format:)`, which a
/// translation keeps (FC704).
public enum FormcWord: String, CaseIterable, Sendable {
    case required
    case mustBeOn
    case chooseOption
    case tooShort
    case tooLong
    case patternMismatch
    case notANumber
    case digitsOnly
    case atLeast
    case atMost
    case expectedDate
    case expectedTime
    case expectedDateAndTime
    case expectedMonth
    case earliest
    case latest
    case previous
    case next
    case done
    case requiredLabel
    case problemAnnouncement
    case nextField
    case previousField
    case choose
    case yes
    case no
    case ratingValue
    case notRated
    case chooseAtLeast
    case chooseAtMost

    /// The key in the form's String Catalog: `Formc.required`.
    public var key: String { "Formc.\(rawValue)" }

    /// The English text, a `String(format:)` format where the word takes a value.
    public var english: String {
        switch self {
        case .required: return "required"
        case .mustBeOn: return "must be switched on"
        case .chooseOption: return "choose one of the options"
        case .tooShort: return "at least %lld characters"
        case .tooLong: return "at most %lld characters"
        case .patternMismatch: return "not in the expected format"
        case .notANumber: return "not a number"
        case .digitsOnly: return "digits only"
        case .atLeast: return "at least %@"
        case .atMost: return "at most %@"
        case .expectedDate: return "expected a date like %@"
        case .expectedTime: return "expected a time like %@"
        case .expectedDateAndTime: return "expected a date and time like %@"
        case .expectedMonth: return "expected a month like %@"
        case .earliest: return "earliest is %@"
        case .latest: return "latest is %@"
        case .previous: return "Previous"
        case .next: return "Next"
        case .done: return "Done"
        case .requiredLabel: return "%@, required"
        case .problemAnnouncement: return "%1$@: %2$@"
        case .nextField: return "Next Field"
        case .previousField: return "Previous Field"
        case .choose: return "Choose"
        case .yes: return "Yes"
        case .no: return "No"
        case .ratingValue: return "%1$@ of %2$@"
        case .notRated: return "not rated"
        case .chooseAtLeast: return "choose at least %lld options"
        case .chooseAtMost: return "choose at most %lld options"
        }
    }

    /// English by plural category (CLDR's `one`, `other`) for a word whose value is a count;
    /// nil for the others. The catalog writes these as the source's plural variations.
    public var englishPlural: [String: String]? {
        switch self {
        case .tooShort: return ["one": "at least %lld character", "other": english]
        case .tooLong: return ["one": "at most %lld character", "other": english]
        case .chooseAtLeast: return ["one": "choose at least %lld option", "other": english]
        case .chooseAtMost: return ["one": "choose at most %lld option", "other": english]
        default: return nil
        }
    }

    /// `text` (a word, perhaps a translator's) with its `%@`s filled by `values` in order and
    /// each `%N$@` by the Nth: by text, never `String(format:)`, which a translation with
    /// another specifier would make read memory it was not given. FormcKit's `FormcWords`
    /// fills the same way.
    public static func filled(_ text: String, _ values: [String]) -> String {
        // One pass over the text: a value put in is never read again for specifiers.
        var result = ""
        var next = 0
        var rest = Substring(text)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let after = rest[rest.index(after: percent)...]
            if after.hasPrefix("@"), next < values.count {
                result += values[next]
                next += 1
                rest = after.dropFirst()
            } else if let dollar = after.firstIndex(of: "$"), let number = Int(after[..<dollar]),
                after[after.index(after: dollar)...].hasPrefix("@"), values.indices.contains(number - 1)
            {
                result += values[number - 1]
                rest = after[after.index(after: dollar)...].dropFirst()
            } else {
                result += "%"
                rest = after
            }
        }
        return result + rest
    }

    /// `text` with its count (`%lld`, `%1$lld`) filled in, by text. (`formc run` has no
    /// plural rules: a catalog's plural gives it its `other` case.)
    public static func counted(_ text: String, _ count: Int) -> String {
        text.replacingOccurrences(of: "%1$lld", with: String(count)).replacingOccurrences(
            of: "%lld", with: String(count))
    }

    /// Whether the word is shown as a toolbar button's text, where space is tight: Done (the
    /// arrows are images, their names read by VoiceOver only).
    public var isToolbarButtonText: Bool { self == .done || self == .choose }

    /// What a translator is told about the word.
    public var comment: String {
        switch self {
        case .required: return "Error shown under a field that must be filled in and is empty."
        case .mustBeOn: return "Error shown under a switch that must be on."
        case .chooseOption: return "Error shown under a picker that needs a choice, or holds none of its options."
        case .tooShort: return "Error shown under a text field with too few characters; %lld is the fewest allowed."
        case .tooLong: return "Error shown under a text field with too many characters; %lld is the most allowed."
        case .patternMismatch: return "Error shown under a text field whose text is not in the form it asks for."
        case .notANumber: return "Error shown under a decimal field whose text is not a number."
        case .digitsOnly: return "Error shown under a number field whose text holds other characters than digits."
        case .atLeast: return "Error shown under a number field below its minimum; %@ is the minimum."
        case .atMost: return "Error shown under a number field above its maximum; %@ is the maximum."
        case .expectedDate: return "Error shown under a date field that holds no date; %@ is the date's format."
        case .expectedTime: return "Error shown under a time field that holds no time; %@ is the time's format."
        case .expectedDateAndTime:
            return "Error shown under a date and time field that holds neither; %@ is the format."
        case .expectedMonth:
            return "Error shown under a month field (a card's expiry) that holds no month; %@ is the format."
        case .earliest: return "Error shown under a date field before its earliest date; %@ is that date."
        case .latest: return "Error shown under a date field after its latest date; %@ is that date."
        case .previous: return "Keyboard toolbar button (an arrow) that moves to the previous field, read by VoiceOver."
        case .next: return "Keyboard toolbar button (an arrow) that moves to the next field, read by VoiceOver."
        case .done: return "Keyboard toolbar button that ends editing."
        case .requiredLabel:
            return "What VoiceOver reads as the name of a field that must be filled in; %@ is the field's label."
        case .problemAnnouncement:
            return "What VoiceOver announces when a submit finds a problem: %1$@ is the field's label, %2$@ its error."
        case .nextField: return "Hardware keyboard shortcut (Tab) in the iPad's shortcut list: moves to the next field."
        case .previousField:
            return "Hardware keyboard shortcut (Shift-Tab) in the iPad's shortcut list: moves to the previous field."
        case .choose:
            return "Button of an empty date or picker field (keyboard toolbar, form row) that takes the date or row "
                + "its wheels show."
        case .yes: return "Segment of a yes/no question that answers yes; keep it short."
        case .no: return "Segment of a yes/no question that answers no; keep it short."
        case .ratingValue:
            return "What VoiceOver reads as a rating's value: %1$@ is the stars chosen, %2$@ the most (3 of 5)."
        case .notRated: return "What VoiceOver reads as the value of a rating nobody has chosen yet."
        case .chooseAtLeast:
            return "Error shown under a multi-select with too few options chosen; %lld is the fewest allowed."
        case .chooseAtMost:
            return "Error shown under a multi-select with too many options chosen; %lld is the most allowed."
        }
    }
}

extension Form {
    /// formc's words this form can show, in `FormcWord` order: a check's message only where
    /// some field has that check and no `validation.message` of its own in its place
    /// (`required` keeps its word either way), a picker's and a date's words for every picker
    /// and date field (a value that is no option, a date the field cannot write), the
    /// toolbar's button names where it has them.
    public var words: [FormcWord] {
        var used: Set<FormcWord> = []
        for field in fields {
            let rules = field.validation
            // The spec's message stands in for every failure but `required`.
            let generic = rules.message == nil
            switch field.kind.entry.value {
            case .toggle:
                if field.required { used.insert(.mustBeOn) }
            case .choice:
                // Under a required picker left empty, and under any picker whose value is no
                // option (a saved draft's, which the generated code's `validate()` refuses).
                used.insert(.chooseOption)
            case .date(let mode):
                if field.required { used.insert(.required) }
                switch field.date?.mode ?? mode {
                case .date: used.insert(.expectedDate)
                case .time: used.insert(.expectedTime)
                case .dateAndTime: used.insert(.expectedDateAndTime)
                case .yearAndMonth: used.insert(.expectedMonth)
                }
                if field.date?.min != nil { used.insert(.earliest) }
                if field.date?.max != nil { used.insert(.latest) }
            case .quantity:
                // A value no control gives (a saved draft's) outside the range.
                used.formUnion([.atLeast, .atMost])
            case .yesNo:
                // Its two segments, and `required` for a question nobody answered.
                used.formUnion([.yes, .no])
                if field.required { used.insert(.required) }
            case .rating:
                if field.required { used.insert(.required) }
                // VoiceOver's value of the rating, and the range a draft's number is held to.
                used.formUnion([.atLeast, .atMost, .ratingValue, .notRated])
            case .selection:
                // `required` with none chosen, and an option that is gone (a saved draft's).
                if field.required { used.insert(.required) }
                used.insert(.chooseOption)
                if field.written.minCount != nil { used.insert(.chooseAtLeast) }
                if field.written.maxCount != nil { used.insert(.chooseAtMost) }
            case .text, .digits, .decimal:
                if field.required { used.insert(.required) }
                guard generic else { continue }
                if rules.minLength != nil { used.insert(.tooShort) }
                if rules.maxLength != nil { used.insert(.tooLong) }
                if rules.pattern != nil { used.insert(.patternMismatch) }
                if rules.min != nil { used.insert(.atLeast) }
                if rules.max != nil { used.insert(.atMost) }
                if field.kind.entry.value == .digits { used.insert(.digitsOnly) }
                if field.kind.entry.value == .decimal { used.insert(.notANumber) }
            }
        }
        // The generated code's spoken texts: a required field's name, a failed submit's news.
        if fields.contains(where: { $0.required && ($0.label ?? $0.accessibilityLabel) != nil }) {
            used.insert(.requiredLabel)
        }
        // Pickers and dates are checked for a value no control gives (a saved draft's) too.
        let checked = fields.contains { field in
            field.required || !field.validation.isEmpty
                || field.kind.entry.value.canHoldUnheldValue
        }
        if checked || !rules.isEmpty { used.insert(.problemAnnouncement) }
        // The arrows, and Tab and Shift-Tab of a hardware keyboard that do the same (the UIKit
        // controller's key commands, named in the iPad's shortcut list).
        if toolbar.previousNext { used.formUnion([.previous, .next, .nextField, .previousField]) }
        if toolbar.done { used.insert(.done) }
        // The explicit choice of what an empty date or picker field's wheels show: the UIKit
        // toolbar's item and the SwiftUI row's button (a field filled on focus needs none).
        if fields.contains(where: { $0.kind.entry.hasWheels && !$0.fillsOnFocus && $0.focus != nil }) {
            used.insert(.choose)
        }
        return FormcWord.allCases.filter(used.contains)
    }
}
