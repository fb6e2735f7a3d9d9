import Foundation

/// How a date, time or date-and-time field's text and the spec's ISO 8601 values become
/// `Date`s: the date model `formc run` uses and the generated `<Prefix>Dates` mirrors
/// (docs/swift-output.md, "The date model"; `DateModelTests` runs both on one table).
///
/// A `date` field holds a `CalendarDay`: its text is read and written on the Gregorian
/// calendar in `CalendarDay.zone`, so every day parses in every time zone, including a day
/// whose local midnight does not exist. `time` and `dateTime` fields are instants in the
/// device's time zone (`TimeZone.current`, read at each call).
public struct DateFieldModel: Sendable {
    public let settings: DateSettings

    public init(_ settings: DateSettings) {
        self.settings = settings
    }

    /// The locale of stored and serialised text that is not in a field's own format.
    public static let storageLocale = "en_US_POSIX"

    /// `CalendarDay.zone` for a date or month field (a day, a month: no time zone of its own,
    /// so every zone reads the same one), the device's zone otherwise.
    public var zone: TimeZone {
        settings.mode == .date || settings.mode == .yearAndMonth ? CalendarDay.zone : TimeZone.current
    }

    /// The Gregorian calendar in `zone`.
    public var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar
    }

    /// A new formatter in the field's format and locale (`DateFormatter` is not thread-safe,
    /// so each caller gets its own).
    public func formatter() -> DateFormatter {
        Self.formatter(format: settings.format, locale: settings.locale, zone: zone)
    }

    /// The date the field's text stands for, or nil when it is not in the field's format.
    /// A time field's text is that time on the day of `now`.
    public func date(from text: String, now: Date = Date()) -> Date? {
        // swift-corelibs-foundation's DateFormatter traps on text whose character count
        // differs from its UTF-16 length (a combining mark): such text is no date anyway.
        guard text.count == text.utf16.count, let date = formatter().date(from: text),
            Self.typesYear(of: date, in: text, format: settings.format, locale: settings.locale, zone: zone)
        else { return nil }
        return settings.mode == .time ? Self.time(of: date, on: now) : date
    }

    /// Whether `text` holds the year of `date` with the digits the format's year letters
    /// write for it (`yyyy`: four, `2024`), as a run of digits or part of one (`20240105` for
    /// `yyyyMMdd`). `DateFormatter` reads `05.01.24` in `dd.MM.yyyy` as the year 24 and
    /// `05.01.124` as 124, which the field would show as `0024` and `0124`: such text is not
    /// in the format. A format without `y` (or only in quotes) takes any text it reads.
    /// FormcKit's `FormcCalendar.date(from:_:)` applies the same test.
    static func typesYear(of date: Date, in text: String, format: String, locale: String, zone: TimeZone) -> Bool {
        guard let letters = yearLetters(format) else { return true }
        let year = asciiDigits(formatter(format: letters, locale: locale, zone: zone).string(from: date))
        guard !year.isEmpty else { return true }
        return asciiDigits(text).split(whereSeparator: { !("0"..."9").contains($0) }).contains { $0.contains(year) }
    }

    /// The format's first run of `y` outside quoted text (`yyyy` in `dd.MM.yyyy`), or nil.
    static func yearLetters(_ format: String) -> String? {
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
        return run > 0 ? String(repeating: "y", count: run) : nil
    }

    /// `text` with every decimal digit (`٢`, `２`) written in ASCII: how a typed year is read,
    /// and how a date's answer is written (`formc run`'s `machineDate`).
    public static func asciiDigits(_ text: String) -> String {
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

    /// The field's text for `date`.
    public func string(from date: Date) -> String {
        formatter().string(from: date)
    }

    /// The moment a field starts from: the user's current calendar day for a date field
    /// (as that day's midnight in `CalendarDay.zone`), the first day of the user's current
    /// month for a month field, `now` otherwise.
    public func current(now: Date = Date()) -> Date {
        switch settings.mode {
        case .date: return CalendarDay.today(now: now)?.date ?? now
        case .yearAndMonth:
            guard let today = CalendarDay.today(now: now) else { return now }
            return CalendarDay(year: today.year, month: today.month, day: 1)?.date ?? now
        case .time, .dateAndTime: return now
        }
    }

    /// A spec bound or default as a date: `today`/`now` is `current(now:)`, a fixed value
    /// is read by `iso(_:now:)`; nil for a value FC307 reports.
    public func date(of bound: DateBound, now: Date = Date()) -> Date? {
        switch bound {
        case .today: return current(now: now)
        case .fixed(let text): return iso(text, now: now)
        }
    }

    /// A spec value in ISO 8601 form (`ISODateValue`) for this field's mode: a day for a
    /// date field; a date and time (a bare date is its midnight) in the device's zone; a
    /// time alone is that time on the day of `now`. Nil when not valid for the mode.
    public func iso(_ text: String, now: Date = Date()) -> Date? {
        guard let normal = ISODateValue.normalized(text, mode: settings.mode) else { return nil }
        switch settings.mode {
        case .date:
            return CalendarDay(iso: normal)?.date
        case .yearAndMonth:
            return CalendarDay(iso: normal + "-01")?.date
        case .dateAndTime:
            return Self.formatter(format: "yyyy-MM-dd'T'HH:mm:ss", locale: Self.storageLocale, zone: zone).date(
                from: normal)
        case .time:
            return Self.formatter(format: "HH:mm:ss", locale: Self.storageLocale, zone: zone).date(from: normal)
                .flatMap { Self.time(of: $0, on: now) }
        }
    }

    /// How `lhs` compares with `rhs` at the precision the field's format shows
    /// (`DatePrecision`): days for a date, months for `MM/yy`, minutes with a time.
    public func compare(_ lhs: Date, _ rhs: Date) -> ComparisonResult {
        calendar.compare(
            lhs, to: rhs, toGranularity: DatePrecision.of(format: settings.format, mode: settings.mode))
    }

    /// The time of day of `time` on the day of `day`, in the device's zone.
    static func time(of time: Date, on day: Date) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        let clock = calendar.dateComponents([.hour, .minute, .second], from: time)
        return calendar.date(
            bySettingHour: clock.hour ?? 0, minute: clock.minute ?? 0, second: clock.second ?? 0, of: day)
    }

    static func formatter(format: String, locale: String, zone: TimeZone) -> DateFormatter {
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
