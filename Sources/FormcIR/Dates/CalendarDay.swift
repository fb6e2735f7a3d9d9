import Foundation

/// A day of the proleptic Gregorian calendar, with no time and no time zone: what a `date`
/// field holds. The one definition formc's checker, `formc run` and the generated
/// `<Prefix>Dates` (which mirrors it, see docs/swift-output.md) share.
///
/// As a `Date` a day is its midnight in UTC (`CalendarDay.zone`): UTC has no daylight
/// saving, so every day has a midnight there, whereas in São Paulo 2018-11-04 00:00 never
/// happened (the clocks jumped to 01:00), and a day does not move when the user's zone does.
public struct CalendarDay: Sendable, Hashable, Comparable {
    public let year: Int
    public let month: Int
    public let day: Int

    /// The zone days are midnights in.
    public static let zone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? TimeZone.current

    /// The Gregorian calendar in `zone`: the calendar of every day computation.
    public static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar
    }

    /// A day from its numbers; nil when there is no such day (month 13, 30 February, year 0).
    public init?(year: Int, month: Int, day: Int) {
        guard year >= 1, (1...12).contains(month), day >= 1, day <= ISODateValue.daysIn(month: month, year: year) else {
            return nil
        }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day an ISO 8601 date (`2018-11-04`, exactly ten characters) names, or nil.
    public init?(iso text: String) {
        let bytes = Array(text.utf8)
        guard ISODateValue.normalized(text, mode: .date) != nil,
            let year = Int(String(decoding: bytes[0..<4], as: UTF8.self)),
            let month = Int(String(decoding: bytes[5..<7], as: UTF8.self)),
            let day = Int(String(decoding: bytes[8..<10], as: UTF8.self))
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day `date` falls on in `zone` (by default the days' own zone: a day's `date`
    /// gives the day back).
    public init?(_ date: Date, in zone: TimeZone = CalendarDay.zone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        guard let year = parts.year, let month = parts.month, let day = parts.day else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The user's current calendar day: today's date where the user is (`TimeZone.current`),
    /// which is not UTC's date late in the evening in the Americas.
    public static func today(now: Date = Date(), in zone: TimeZone = .current) -> CalendarDay? {
        CalendarDay(now, in: zone)
    }

    /// The day's midnight in `zone`.
    public var date: Date? {
        Self.calendar.date(from: DateComponents(year: year, month: month, day: day))
    }

    /// `yyyy-MM-dd`.
    public var iso: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
