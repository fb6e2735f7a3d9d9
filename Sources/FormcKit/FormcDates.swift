import Foundation

/// Date handling of a form's date fields: each field's `dateFormat` and `Locale` from the
/// spec, on the Gregorian calendar, so the text reads the same on every device whatever its
/// calendar setting. A `date` field holds a calendar day, not an instant: its `Date` is that
/// day's midnight in UTC (`dayZone`), so no daylight-saving change (São Paulo skipped 00:00
/// on 2018-11-04) and no move to another time zone shifts it. A month field (`yearAndMonth`)
/// holds a month the same way: its first day's midnight in UTC. Times and dates with times are
/// instants in the device's time zone.
public nonisolated enum FormcDates<Field: FormcField> {
    public typealias Mode = FormcDateMode

    public static func mode(for field: Field) -> FormcDateMode? { field.info.date?.mode }

    /// The zone of calendar days: a `date` or month field's dates are midnights here.
    public static var dayZone: TimeZone { FormcCalendar.dayZone }

    /// The time zone of a field's dates: `dayZone` for a `date` or month field, the device's
    /// otherwise.
    public static func timeZone(for field: Field) -> TimeZone? { field.info.date.map(FormcCalendar.timeZone) }

    /// The locale of the field's text (the spec's `locale:`; `en_US_POSIX` without one).
    public static func locale(for field: Field) -> Locale? { field.info.date.map { Locale(identifier: $0.locale) } }

    /// The locale the picker shows: the spec's, or the user's own when the spec has none
    /// (`en_US_POSIX` is a locale for stored text, never one to show a person).
    public static func pickerLocale(for field: Field) -> Locale? { field.info.date.map(FormcCalendar.pickerLocale) }

    /// Today as a calendar day: the user's current date at `now`, as that day's midnight in
    /// `dayZone`.
    public static func today(now: Date = Date()) -> Date { FormcCalendar.today(now: now) }

    /// A new formatter for a date field (nil for other fields). `DateFormatter` is not
    /// thread-safe, so each caller gets its own.
    public static func formatter(for field: Field) -> DateFormatter? { field.info.date.map(FormcCalendar.formatter) }

    /// The field's text for `date`, in its format.
    public static func string(from date: Date, for field: Field) -> String? {
        formatter(for: field)?.string(from: date)
    }

    /// The field's text for `date` with every decimal digit written in ASCII
    /// (`FormcCalendar.machineString`).
    public static func machineString(from date: Date, for field: Field) -> String? {
        field.info.date.map { FormcCalendar.machineString(from: date, $0) }
    }

    /// The date a field's text stands for, or nil when it is not in the field's format.
    public static func date(from text: String, for field: Field) -> Date? {
        field.info.date.flatMap { FormcCalendar.date(from: text, $0) }
    }

    /// The earliest date the field's picker offers (`minimumDate`); `today` is the day of `now`
    /// (its month's first day in a month field).
    public static func minimumDate(for field: Field, now: Date = Date()) -> Date? {
        guard let settings = field.info.date, let bound = settings.minimum else { return nil }
        return FormcCalendar.date(of: bound, mode: settings.mode, now: now)
    }

    /// The latest date the field's picker offers (`maximumDate`); `today` is the day of `now`
    /// (its month's first day in a month field).
    public static func maximumDate(for field: Field, now: Date = Date()) -> Date? {
        guard let settings = field.info.date, let bound = settings.maximum else { return nil }
        return FormcCalendar.date(of: bound, mode: settings.mode, now: now)
    }

    /// The range a date field's picker offers (`FormcCalendar.bounds`).
    public static func bounds(for field: Field, now: Date = Date()) -> (lower: Date?, upper: Date?) {
        field.info.date.map { FormcCalendar.bounds($0, now: now) } ?? (nil, nil)
    }

    /// The date a date field's picker shows before it has a value, and the value it takes
    /// when it begins editing empty (`FormcCalendar.startDate`); `now` for a field that is no date.
    public static func startDate(for field: Field, now: Date = Date()) -> Date {
        field.info.date.map { FormcCalendar.startDate($0, now: now) } ?? now
    }

    /// What a date field's picker shows when editing begins: the field's value (`value`, nil
    /// when empty), else the date its text stands for, else `startDate(for:now:)`: so the wheel
    /// starts where the field is, and committing without moving it keeps that day (UIKit's
    /// `UIDatePicker.date` is otherwise the instant the picker was created: in UTC, at 07:00 in
    /// Shanghai that is yesterday).
    public static func pickerDate(for field: Field, value: Date?, text: String, now: Date = Date()) -> Date {
        value ?? date(from: text, for: field) ?? startDate(for: field, now: now)
    }

    /// Reads a date the spec wrote in ISO 8601 form (`FormcCalendar.iso`).
    public static func iso(_ text: String) -> Date? { FormcCalendar.iso(text) }
}

/// The calendar-day model every form's dates share, over a field's `FormcDateSettings`. Not
/// generic: one copy serves every form.
public nonisolated enum FormcCalendar {
    /// The time zone of a field's dates: `dayZone` for a `date` or month field (a calendar day,
    /// a month's first day), the device's otherwise.
    public static func timeZone(_ settings: FormcDateSettings) -> TimeZone {
        switch settings.mode {
        case .date, .yearAndMonth: return dayZone
        case .time, .dateAndTime: return TimeZone.current
        }
    }

    /// The locale the picker shows: the spec's, or the user's own when the spec has none.
    public static func pickerLocale(_ settings: FormcDateSettings) -> Locale {
        settings.locale == "en_US_POSIX" ? Locale.current : Locale(identifier: settings.locale)
    }

    /// A new formatter for the field's text: its format and locale, Gregorian, in its zone.
    public static func formatter(_ settings: FormcDateSettings) -> DateFormatter {
        formatter(format: settings.format, locale: settings.locale, zone: timeZone(settings))
    }

    /// The field's text for `date` with every decimal digit written in ASCII: what the
    /// answers hold and what a condition compares with its literal (`day == '24/12/2026'`
    /// under `locale: ar_EG`, whose own digits are `٢٤/١٢/٢٠٢٦`). As formc's own
    /// `machineDate` (FormcTerminal), which `formc run` answers with.
    public static func machineString(from date: Date, _ settings: FormcDateSettings) -> String {
        asciiDigits(formatter(settings).string(from: date))
    }

    /// The date a field's text stands for, or nil when it is not in the field's format.
    public static func date(from text: String, _ settings: FormcDateSettings) -> Date? {
        // Some Foundation builds trap on text whose character count differs from its UTF-16
        // length (a combining mark); such text is no date in any format.
        guard text.count == text.utf16.count, let date = formatter(settings).date(from: text),
            typesYear(of: date, in: text, format: settings.format, locale: settings.locale, zone: timeZone(settings))
        else { return nil }
        return date
    }

    /// Whether `text` holds the year of `date` with the digits the format's year letters
    /// write for it (`yyyy`: four, `2024`), as a run of digits or part of one: `DateFormatter`
    /// reads `05.01.24` in `dd.MM.yyyy` as the year 24, which the field shows as `0024`, so
    /// such text is no date in the format. As formc's own `DateFieldModel.typesYear`.
    static func typesYear(of date: Date, in text: String, format: String, locale: String, zone: TimeZone) -> Bool {
        var quoted = false
        var run = 0
        for character in format {
            if character == "'" {
                quoted.toggle()
            } else if !quoted, character == "y" {
                run += 1
                continue
            }
            if run > 0 { break }
        }
        guard run > 0 else { return true }
        let written = formatter(format: String(repeating: "y", count: run), locale: locale, zone: zone)
        let year = asciiDigits(written.string(from: date))
        guard !year.isEmpty else { return true }
        return asciiDigits(text).split(whereSeparator: { !("0"..."9").contains($0) }).contains { $0.contains(year) }
    }

    /// `text` with every decimal digit (`٢`, `２`) written in ASCII.
    static func asciiDigits(_ text: String) -> String {
        var ascii = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.properties.numericType == .decimal, let digit = scalar.properties.numericValue,
                let value = Int(exactly: digit), (0...9).contains(value),
                let replacement = Unicode.Scalar(UInt32(0x30 + value))
            {
                ascii.append(replacement)
            } else {
                ascii.append(scalar)
            }
        }
        return String(ascii)
    }

    /// `date`'s answer (`machineString`) when the field reads it back as a date, nil when it
    /// does not: a date past the years a calendar writes (`1e300` seconds from a saved draft
    /// gives no text at all; year 318888 a text `yyyy` does not read). A format whose text never
    /// reads back (month names with combining marks: §6 of docs/swift-output.md) judges no date.
    public static func answerText(for date: Date, _ settings: FormcDateSettings) -> String? {
        let text = machineString(from: date, settings)
        guard !text.isEmpty else { return nil }
        if self.date(fromAnswer: text, settings) != nil { return text }
        let reference = machineString(from: Date(timeIntervalSinceReferenceDate: 0), settings)
        return self.date(fromAnswer: reference, settings) == nil ? text : nil
    }

    /// The date of an answer's text (`machineString`: the field's format with ASCII digits):
    /// read in the field's locale, else in `en_US_POSIX` with the same format (a locale whose
    /// own digits are not ASCII, such as `ar_EG`, may not read ASCII ones).
    public static func date(fromAnswer text: String, _ settings: FormcDateSettings) -> Date? {
        if let date = date(from: text, settings) { return date }
        guard text.count == text.utf16.count else { return nil }
        return formatter(format: settings.format, locale: "en_US_POSIX", zone: timeZone(settings)).date(from: text)
    }

    /// The date a bound stands for in a field of `mode`: today (a day), this month (its first
    /// day, in a month field) or `now`, or the ISO date.
    public static func date(of bound: FormcDateBound, mode: FormcDateMode, now: Date = Date()) -> Date? {
        switch bound {
        case .today: return current(mode, now: now)
        case .iso(let text): return iso(text, now: now)
        }
    }

    /// What `today` is in a field of `mode`: the day of `now` (`today(now:)`), its month's first
    /// day in a month field (`month(of:)`), `now` itself for a time or a date with time.
    static func current(_ mode: FormcDateMode, now: Date) -> Date {
        switch mode {
        case .date: return today(now: now)
        case .yearAndMonth: return month(of: today(now: now))
        case .time, .dateAndTime: return now
        }
    }

    /// The first day of `day`'s month, both midnights in `dayZone`: the value a month field holds
    /// for any day of the month.
    public static func month(of day: Date) -> Date {
        let calendar = dayCalendar
        let parts = calendar.dateComponents([.year, .month], from: day)
        return calendar.date(from: DateComponents(year: parts.year, month: parts.month, day: 1)) ?? day
    }

    /// The Gregorian calendar in `dayZone`.
    static var dayCalendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = dayZone
        return calendar
    }

    /// The range a date field's picker offers, its `min` and `max` evaluated once: the upper
    /// bound is never below the lower one (a `min` later than `max`, or than `today`, gives
    /// the one-day range at `min`), so `lower...upper` can always be formed.
    public static func bounds(_ settings: FormcDateSettings, now: Date = Date()) -> (lower: Date?, upper: Date?) {
        let lower = settings.minimum.flatMap { date(of: $0, mode: settings.mode, now: now) }
        guard let upper = settings.maximum.flatMap({ date(of: $0, mode: settings.mode, now: now) }) else {
            return (lower, nil)
        }
        guard let lower else { return (nil, upper) }
        return (lower, max(lower, upper))
    }

    /// Whether `date` lies outside the field's `min`/`max` (`today` is the day, the month, or the
    /// moment, of `now`: the form's clock), compared at the precision the field shows, as `formc
    /// run` compares (days for a date, months for a month, minutes for a date with time, the time
    /// of day for a time):
    /// `.tooEarly` or `.tooLate` with the bound written in the field's format; nil inside.
    public static func outOfBounds(_ date: Date, _ settings: FormcDateSettings, now: Date = Date())
        -> FormcValidationError?
    {
        let written = formatter(settings)
        if let bound = settings.minimum.flatMap({ self.date(of: $0, mode: settings.mode, now: now) }),
            compare(date, bound, settings) == .orderedAscending
        {
            return .tooEarly(earliest: written.string(from: bound))
        }
        if let bound = settings.maximum.flatMap({ self.date(of: $0, mode: settings.mode, now: now) }),
            compare(date, bound, settings) == .orderedDescending
        {
            return .tooLate(latest: written.string(from: bound))
        }
        return nil
    }

    /// `lhs` against `rhs` at the precision a field of `settings` shows (`precision`): days (in
    /// `dayZone`) for a date, or months or years where its format shows no finer; months (in
    /// `dayZone`), or years, for a month; minutes for a date with time; minutes of the day for a
    /// time (whatever its day), or its hours.
    static func compare(_ lhs: Date, _ rhs: Date, _ settings: FormcDateSettings) -> ComparisonResult {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone(settings)
        let precision = Self.precision(format: settings.format, mode: settings.mode)
        switch settings.mode {
        case .date, .yearAndMonth, .dateAndTime: return calendar.compare(lhs, to: rhs, toGranularity: precision)
        case .time:
            func minutes(_ date: Date) -> Int {
                let clock = calendar.dateComponents([.hour, .minute], from: date)
                return (clock.hour ?? 0) * 60 + (precision == .hour ? 0 : clock.minute ?? 0)
            }
            let left = minutes(lhs), right = minutes(rhs)
            return left < right ? .orderedAscending : (left == right ? .orderedSame : .orderedDescending)
        }
    }

    /// The finest calendar unit `format` shows, at which a value is compared with `min` and
    /// `max`: a date field's day, or its month for `MM/yy`, or its year for `yyyy`; a month
    /// field's month, or its year for `yyyy`; a time's minute, or its hour for `HH`. formc's
    /// `DatePrecision` is the same, kept equal by a test.
    public static func precision(format: String, mode: FormcDateMode) -> Calendar.Component {
        var letters = Set<Character>()
        var quoted = false
        for character in format {
            if character == "'" {
                quoted.toggle()
            } else if !quoted {
                letters.insert(character)
            }
        }
        let shows = { (set: String) in !letters.isDisjoint(with: set) }
        switch mode {
        case .date:
            if shows("dDFg") { return .day }
            if shows("ML") { return .month }
            if shows("yYuUr") { return .year }
            return .day
        case .yearAndMonth:
            // A month at the finest: the picker has no day.
            if shows("ML") { return .month }
            if shows("yYuUr") { return .year }
            return .month
        case .time, .dateAndTime:
            // Seconds are no finer than the picker's minutes.
            if shows("m") { return .minute }
            if shows("HhkKjJC") { return .hour }
            return .minute
        }
    }

    /// The date a date field's picker shows before it has a value, and the value it takes
    /// when it begins editing empty: today (a calendar day for `date`, this month's first day
    /// for a month, `now` otherwise), moved into `bounds(_:now:)`.
    public static func startDate(_ settings: FormcDateSettings, now: Date = Date()) -> Date {
        let start = current(settings.mode, now: now)
        let range = bounds(settings, now: now)
        if let lower = range.lower, start < lower { return lower }
        if let upper = range.upper, start > upper { return upper }
        return start
    }

    /// The zone of calendar days: a `date` field's dates are midnights here.
    public static let dayZone = TimeZone(identifier: "UTC") ?? TimeZone.current

    /// Today as a calendar day: the user's date at `now` in the device's time zone, as that
    /// day's midnight in `dayZone`.
    public static func today(now: Date = Date()) -> Date {
        var local = Calendar(identifier: .gregorian)
        local.timeZone = TimeZone.current
        var days = Calendar(identifier: .gregorian)
        days.timeZone = dayZone
        let parts = local.dateComponents([.year, .month, .day], from: now)
        return days.date(from: DateComponents(year: parts.year, month: parts.month, day: parts.day)) ?? Date()
    }

    /// Reads a date the spec wrote in ISO 8601 form. A day alone (`1900-01-01`) is a calendar
    /// day (midnight in `dayZone`), and a month alone (`2026-05`, a month field's) its first day;
    /// a date with a time (`2026-12-28T08:30`) is in the device's time zone. A time alone
    /// (`08:30`) is that time on the day of `now`, so it compares with a time picker's dates.
    public static func iso(_ text: String, now: Date = Date()) -> Date? {
        let formats = ["yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd HH:mm"]
        for format in formats {
            if let date = formatter(format: format, locale: "en_US_POSIX", zone: .current).date(from: text) {
                return date
            }
        }
        if let day = formatter(format: "yyyy-MM-dd", locale: "en_US_POSIX", zone: dayZone).date(from: text) {
            return day
        }
        if let month = isoMonth(text) { return month }
        // Only a value without a date part is a time of day (DateFormatter is lenient).
        guard !text.contains("-") else { return nil }
        for format in ["HH:mm:ss", "HH:mm"] {
            guard let time = formatter(format: format, locale: "en_US_POSIX", zone: .current).date(from: text) else {
                continue
            }
            let calendar = Calendar(identifier: .gregorian)
            let clock = calendar.dateComponents([.hour, .minute, .second], from: time)
            return calendar.date(
                bySettingHour: clock.hour ?? 0, minute: clock.minute ?? 0, second: clock.second ?? 0, of: now)
        }
        return nil
    }

    /// `yyyy-MM` (four digits, a dash, a month 01…12, as formc's `ISODateValue` takes it for a
    /// month field) as its first day in `dayZone`; nil for any other text. Read digit by digit:
    /// a formatter would also take `2026-5` or a longer text.
    static func isoMonth(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 7, bytes[4] == UInt8(ascii: "-") else { return nil }
        var digits: [Int] = []
        for (offset, byte) in bytes.enumerated() where offset != 4 {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            digits.append(Int(byte - UInt8(ascii: "0")))
        }
        let year = digits[0] * 1000 + digits[1] * 100 + digits[2] * 10 + digits[3]
        let month = digits[4] * 10 + digits[5]
        guard year >= 1, (1...12).contains(month) else { return nil }
        return dayCalendar.date(from: DateComponents(year: year, month: month, day: 1))
    }

    /// A new Gregorian formatter for `format` in `locale` and `zone`.
    public static func formatter(format: String, locale: String, zone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        formatter.calendar = calendar
        formatter.timeZone = zone
        formatter.locale = Locale(identifier: locale)
        formatter.dateFormat = format
        return formatter
    }
}
