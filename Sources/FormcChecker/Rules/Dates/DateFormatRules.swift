import Foundation
import FormcDiagnostics
import FormcFrontEnd
import FormcIR

/// A date field's format runs, with the position of each run in the spec (none for other
/// fields). `exact` is false when the format's characters cannot be mapped to columns
/// (escapes in a quoted scalar): positions are then the whole value's, and rules offer no
/// fix-it.
func formatRuns(_ field: borrowing Field)
    -> [(run: DatePattern.Run, position: SourcePosition, exact: Bool)]
{
    guard field.date != nil, let format = field.written.format else { return [] }
    return DatePattern(format.value).runs.map { run in
        (run, format.position(ofOffset: run.offset, length: run.count), format.offsetsExact)
    }
}

/// FC303: `YYYY` (the week-based year) where the calendar year `yyyy` is meant.
struct WeekBasedYearRule: FieldRule {
    static let description = RuleDescription(
        .weekBasedYear,
        explanation: """
            In a date format, `Y` is the year of the week-based calendar, which differs from the \
            calendar year `y` in the last days of December and the first days of January: \
            2026-12-28 formats as `2027-12-28` with `YYYY-MM-dd` in en_US. It is only right next \
            to a week number (`ww`). Use `yyyy`.
            """,
        triggering: ["form: F\nfields:\n  - id: birthday\n    kind: date\n    format: ↓YYYY-MM-dd\n"],
        nonTriggering: [
            "form: F\nfields:\n  - id: birthday\n    kind: date\n    format: yyyy-MM-dd\n",
            "form: F\nfields:\n  - id: week\n    kind: date\n    format: \"YYYY-'W'ww\"\n"
        ])

    func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic]) {
        for (run, position, exact) in formatRuns(field) {
            guard run.letter == "Y", let format = field.written.format, !DatePattern(format.value).contains("w") else {
                continue
            }
            let fix = String(repeating: "y", count: run.count)
            found.append(
                context.diagnostic(
                    .weekBasedYear,
                    "'\(String(repeating: "Y", count: run.count))' is the week-based year; the calendar year is '\(fix)'",
                    at: position, fixIt: exact ? FixIt(at: context.location(position), replacement: fix) : nil))
        }
    }
}

/// FC304: a time pattern (`mm` minutes, `ss`, `SS`, hours) or `DD` (day of the year) in a
/// date-only format.
struct TimeInDateFormatRule: FieldRule {
    static let description = RuleDescription(
        .timeFieldInDateFormat,
        explanation: """
            A date field holds no time of day, so time letters in its format print a constant: \
            `mm` is minutes (the month is `MM`), `ss` seconds, `SS` fractions of a second, `HH` \
            hours. `DD` is the day of the year (the day of the month is `dd`): on 2026-02-03 it \
            prints 034. Use `MM` and `dd`, or make the field a dateTime.
            """,
        triggering: [
            "form: F\nfields:\n  - id: d\n    kind: date\n    format: yyyy-↓mm-dd\n",
            "form: F\nfields:\n  - id: d\n    kind: date\n    format: yyyy-MM-↓DD\n"
        ],
        nonTriggering: [
            "form: F\nfields:\n  - id: d\n    kind: date\n    format: yyyy-MM-dd\n",
            "form: F\nfields:\n  - id: t\n    kind: dateTime\n    format: yyyy-MM-dd HH:mm\n"
        ])

    func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic]) {
        for (run, position, exact) in formatRuns(field) {
            guard field.date?.mode == .date else { continue }
            let text = String(repeating: run.letter, count: run.count)
            switch run.letter {
            case "m":
                let fix = String(repeating: "M", count: run.count)
                found.append(
                    context.diagnostic(
                        .timeFieldInDateFormat,
                        "'\(text)' is minutes, which a date field does not have; the month is '\(fix)'",
                        at: position, fixIt: exact ? FixIt(at: context.location(position), replacement: fix) : nil))
            case "D":
                let fix = String(repeating: "d", count: min(run.count, 2))
                found.append(
                    context.diagnostic(
                        .timeFieldInDateFormat, "'\(text)' is the day of the year; the day of the month is '\(fix)'",
                        at: position, fixIt: exact ? FixIt(at: context.location(position), replacement: fix) : nil))
            case _ where DatePattern.timeLetters.contains(run.letter):
                found.append(
                    context.diagnostic(
                        .timeFieldInDateFormat,
                        "'\(text)' formats a time of day, which a date field does not have",
                        at: position))
            default:
                break
            }
        }
    }
}

/// FC305: a letter that is not a date pattern letter.
struct FormatLetterRule: FieldRule {
    static let description = RuleDescription(
        .unknownFormatLetter,
        explanation: """
            Every ASCII letter outside single quotes in a date format is a pattern letter (Unicode \
            TR35); letters TR35 does not define are reserved and format unpredictably. Quote \
            literal text: `yyyy'年'MM'月'` or `'Week' ww`.
            """,
        triggering: ["form: F\nfields:\n  - id: d\n    kind: date\n    format: \"dd ↓of MMMM\"\n"],
        nonTriggering: ["form: F\nfields:\n  - id: d\n    kind: date\n    format: \"dd 'of' MMMM\"\n"])

    func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic]) {
        var wordEnd: (line: Int32, column: Int32)?
        for (run, position, _) in formatRuns(field) {
            guard !DatePattern.knownLetters.contains(run.letter) else { continue }
            // Adjacent unknown letters ("of") are one word: one diagnostic, at its start.
            defer { wordEnd = (position.line, position.endColumn) }
            if let end = wordEnd, end.line == position.line, end.column == position.column { continue }
            found.append(
                context.diagnostic(
                    .unknownFormatLetter,
                    "'\(run.letter)' is not a date format letter; put literal text in single quotes",
                    at: position))
        }
    }
}

/// FC306: a locale identifier Foundation does not know.
struct LocaleRule: CheckerRule {
    static let description = RuleDescription(
        .unknownLocale,
        explanation: """
            `locale` (of the form, or of a date field) becomes a `Locale` for the date picker and \
            the `DateFormatter`; `sourceLanguage` and `locales` name the languages of the form's \
            String Catalog. Foundation accepts any identifier and silently falls back to a \
            default for one it does not know, so a typo changes how dates read. Use an ISO 639 \
            language code with an optional ISO 3166 region: `zh_CN`, `en_US_POSIX`, `de`.
            """,
        triggering: [
            "form: F\nlocale: ↓zh_XX\nfields:\n  - id: name\n",
            "form: F\nlocales: [de, ↓qq]\nfields:\n  - id: name\n"
        ],
        nonTriggering: [
            "form: F\nlocale: zh_CN\nfields:\n  - id: name\n",
            "form: F\nsourceLanguage: en\nlocales: [de, ar, zh-Hans]\nfields:\n  - id: name\n"
        ])

    func check(_ context: CheckContext) -> [Diagnostic] {
        var locales: [Located<String>] = []
        if let locale = context.ast.locale { locales.append(locale) }
        if let language = context.ast.sourceLanguage { locales.append(language) }
        locales += context.ast.locales ?? []
        context.forEachWritten { _, written in
            if let locale = written.locale { locales.append(locale) }
        }
        return locales.compactMap { locale in
            guard let problem = Self.problem(locale.value) else { return nil }
            return context.diagnostic(
                .unknownLocale, "'\(locale.value)' is not a locale Foundation knows: \(problem)", at: locale.position)
        }
    }

    /// Why Foundation does not know `identifier`, or nil when it does.
    static func problem(_ identifier: String) -> String? {
        let locale = Locale(identifier: identifier)
        guard let language = locale.language.languageCode?.identifier, Locale.LanguageCode(language).isISOLanguage
        else {
            return "no ISO 639 language code"
        }
        if let region = locale.region?.identifier, !Locale.Region(region).isISORegion {
            return "'\(region)' is not an ISO 3166 region"
        }
        return nil
    }
}
