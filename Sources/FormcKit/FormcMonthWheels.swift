import Foundation

/// A month field's two wheels (`kind: monthYear`) where no system picker shows a month alone:
/// SwiftUI, whose `DatePicker` has no month mode, and UIKit before iOS 17.4, where
/// `UIDatePicker.Mode.yearAndMonth` begins
/// (https://developer.apple.com/documentation/uikit/uidatepicker/mode/yearandmonth: "iOS 17.4+").
/// One wheel shows the twelve months by the picker locale's stand-alone names
/// (`standaloneMonthSymbols`: a Russian `май`, not the `мая` of a date), the other the years
/// from the field's `min` to its `max`, or 50 years either side of this one where it has no
/// bound; the year wheel comes first where the locale writes the year first (`2026年5月`). A
/// pair of rows stands for its month's first day, the value a month field holds
/// (`FormcCalendar.month(of:)`), moved into the field's bounds, as `UIDatePicker` moves its
/// wheels back from a date out of range. Plain data: the UIKit and SwiftUI parts show it, and
/// the tests read it.
public nonisolated struct FormcMonthWheels: Hashable, Sendable {
    /// The months' names, January first: the month wheel's rows.
    public let months: [String]
    /// The years, earliest first: the year wheel's rows.
    public let years: [Int]
    /// The years as the picker locale writes them (its own digits): the year rows' titles.
    public let yearTitles: [String]
    /// Whether the locale writes the year before the month: the year wheel is then the first
    /// component (on the left), else the second.
    public let yearFirst: Bool
    /// The first and the last month the field takes (its `min` and `max`, as months); nil
    /// without a bound.
    public let lower: Date?
    public let upper: Date?

    /// The wheels of a month field with `settings`, shown in its picker locale
    /// (`FormcCalendar.pickerLocale`); `today` as a bound is the month of `now`, and so is the
    /// middle of the years without bounds.
    public init(_ settings: FormcDateSettings, now: Date = Date()) {
        let locale = FormcCalendar.pickerLocale(settings)
        let calendar = FormcCalendar.dayCalendar
        let names = FormcCalendar.formatter(format: "LLLL", locale: locale.identifier, zone: FormcCalendar.dayZone)
        // `[String]!` in Apple's Foundation, `[String]` in Linux's: read as an optional in both.
        let standalone: [String]? = names.standaloneMonthSymbols
        months = standalone?.count == 12 ? standalone ?? [] : (1...12).map(String.init)
        let range = FormcCalendar.bounds(settings, now: now)
        lower = range.lower.map(FormcCalendar.month(of:))
        upper = range.upper.map(FormcCalendar.month(of:))
        let thisYear = calendar.component(.year, from: FormcCalendar.today(now: now))
        var first = lower.map { calendar.component(.year, from: $0) } ?? thisYear - 50
        var last = upper.map { calendar.component(.year, from: $0) } ?? thisYear + 50
        // One bound far from this year: the years reach it (`bounds` keeps `max` after `min`).
        if first > last {
            if lower == nil { first = last } else { last = first }
        }
        first = max(1, first)
        last = max(first, last)
        years = Array(first...last)
        let written = FormcCalendar.formatter(format: "y", locale: locale.identifier, zone: FormcCalendar.dayZone)
        yearTitles = years.map { year in
            calendar.date(from: DateComponents(year: year, month: 1, day: 1)).map(written.string(from:)) ?? String(year)
        }
        yearFirst = Self.writesYearFirst(locale)
    }

    /// The component of the month wheel (0 or 1); the year wheel is the other.
    public var monthComponent: Int { yearFirst ? 1 : 0 }

    /// The rows' titles of `component`: the months' names or the years'.
    public func titles(inComponent component: Int) -> [String] {
        component == monthComponent ? months : component == 1 - monthComponent ? yearTitles : []
    }

    /// The row of each component (in component order) that shows `date`'s month: its month's
    /// (January is 0) and its year's, the nearest year for a year the wheel does not hold.
    public func rows(for date: Date) -> [Int] {
        let parts = FormcCalendar.dayCalendar.dateComponents([.year, .month], from: date)
        let month = min(max((parts.month ?? 1) - 1, 0), 11)
        let year = parts.year ?? years[0]
        let yearRow = years.firstIndex(of: year) ?? (year < years[0] ? 0 : years.count - 1)
        return yearFirst ? [yearRow, month] : [month, yearRow]
    }

    /// The month the wheels show at `rows` (one row per component, in component order, as
    /// `rows(for:)` gives them; a row past either end is the nearest): its first day, midnight in
    /// `FormcCalendar.dayZone`, moved into `lower`...`upper`.
    public func date(rows: [Int]) -> Date {
        func row(_ component: Int, count: Int) -> Int {
            min(max(rows.indices.contains(component) ? rows[component] : 0, 0), count - 1)
        }
        let month = row(monthComponent, count: 12) + 1
        let year = years[row(1 - monthComponent, count: years.count)]
        let calendar = FormcCalendar.dayCalendar
        let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)) ?? Date()
        if let lower, first < lower { return lower }
        if let upper, first > upper { return upper }
        return first
    }

    /// Whether `locale`'s month-and-year pattern (the skeleton `yMMMM`: `MMMM y` in English,
    /// `y年M月` in Japanese) has its year before its month.
    static func writesYearFirst(_ locale: Locale) -> Bool {
        guard let pattern = DateFormatter.dateFormat(fromTemplate: "yMMMM", options: 0, locale: locale) else {
            return false
        }
        var quoted = false
        for character in pattern {
            if character == "'" {
                quoted.toggle()
            } else if !quoted, character == "y" {
                return true
            } else if !quoted, character == "M" || character == "L" {
                return false
            }
        }
        return false
    }
}
