import FormcDiagnostics
import FormcFrontEnd
import FormcIR

/// FC308: `format: ""` on a date, time or dateTime field.
struct EmptyDateFormatRule: FieldRule {
    static let description = RuleDescription(
        .emptyDateFormat,
        explanation: """
            A date field's `format` is the `DateFormatter.dateFormat` of the text the field \
            shows. An empty one formats every value, the default included, as empty text, so the \
            field looks blank whatever is picked. Remove `format` to get the kind's default \
            (`yyyy-MM-dd`, `HH:mm`, `yyyy-MM-dd HH:mm`), or write a pattern.
            """,
        triggering: [
            "form: F\nfields:\n  - id: birthday\n    kind: date\n    format: \"↓\"\n    default: 1990-01-01\n"
        ],
        nonTriggering: ["form: F\nfields:\n  - id: birthday\n    kind: date\n    default: 1990-01-01\n"])

    func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic]) {
        guard let mode = field.date?.mode, let format = field.written.format, format.value.isEmpty else { return }
        let key = Language.fieldKeys.format.name
        found.append(
            context.diagnostic(
                .emptyDateFormat,
                "an empty format shows every \(Self.noun(mode)) as empty text; remove '\(key)' "
                    + "for the default '\(Lowering.defaultFormat(for: mode))' or write a pattern",
                at: format.position))
    }

    static func noun(_ mode: DatePickerMode) -> String {
        switch mode {
        case .date: "date"
        case .time: "time"
        case .dateAndTime: "date and time"
        case .yearAndMonth: "month"
        }
    }
}

/// FC309: a non-empty format that cannot tell the field's values apart: no year, month or
/// day for a date, no hour or minute for a time (a dateTime needs both).
struct FormatShowsValueRule: FieldRule {
    static let description = RuleDescription(
        .dateFormatHidesValue,
        explanation: """
            A date field's format must show which date is picked: at least one year, month or day \
            letter (`y`, `M`, `d`…). A time field's needs an hour or a minute (`H`, `h`, `m`…), and \
            a dateTime's both; a monthYear's a year and a month, and no day or time, which its \
            wheels never set. Without them every value looks alike: `G` (the era) shows `AD` \
            for every date, `EEEE` only the weekday, `a` only AM or PM. Text in single quotes is \
            literal and shows nothing of the value.
            """,
        triggering: [
            "form: F\nfields:\n  - id: birthday\n    kind: date\n    format: ↓G\n",
            "form: F\nfields:\n  - id: alarm\n    kind: time\n    format: \"↓'at' a\"\n",
            "form: F\nfields:\n  - id: expiry\n    kind: monthYear\n    format: ↓MM\n",
            "form: F\nfields:\n  - id: expiry\n    kind: monthYear\n    format: ↓dd/MM/yy\n"
        ],
        nonTriggering: [
            "form: F\nfields:\n  - id: month\n    kind: date\n    format: MMMM yyyy\n",
            "form: F\nfields:\n  - id: alarm\n    kind: time\n    format: h a\n",
            "form: F\nfields:\n  - id: expiry\n    kind: monthYear\n    format: MM/yy\n"
        ])

    func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic]) {
        guard let mode = field.date?.mode, let format = field.written.format, !format.value.isEmpty else { return }
        let letters = Set(DatePattern(format.value).runs.map(\.letter))
        var missing: [String] = []
        if mode == .yearAndMonth {
            // A month of a year: both, and nothing finer, which the picker never sets.
            if letters.isDisjoint(with: Set("yYuUr")) { missing.append("year") }
            if letters.isDisjoint(with: Set("ML")) { missing.append("month") }
            let finer = letters.intersection(Set("dDFgEec").union(DatePattern.timeLetters))
            if missing.isEmpty, let letter = finer.sorted().first {
                found.append(
                    context.diagnostic(
                        .dateFormatHidesValue,
                        "format '\(format.value)' shows '\(letter)', but a month field has no day or time "
                            + "(the default is '\(Lowering.defaultFormat(for: mode))')", at: format.position))
                return
            }
        } else if mode != .time, letters.isDisjoint(with: DatePattern.calendarDateLetters) {
            missing.append("year, month or day")
        }
        if mode == .dateAndTime || mode == .time, letters.isDisjoint(with: DatePattern.clockLetters) {
            missing.append("hour or minute")
        }
        guard !missing.isEmpty else { return }
        found.append(
            context.diagnostic(
                .dateFormatHidesValue,
                "format '\(format.value)' has no \(missing.joined(separator: ", and no ")), "
                    + "so it cannot show which \(EmptyDateFormatRule.noun(mode)) is picked "
                    + "(the default is '\(Lowering.defaultFormat(for: mode))')",
                at: format.position))
    }
}
