import Foundation

/// The finest calendar unit a date field's format shows, at which its value is compared with
/// `min` and `max` (issue 47, item 4): `MM/yy` shows months, so with `min: today` the current
/// month is allowed (its first day is not "before today"); `yyyy` alone shows years; `HH` in a
/// time field hours. A date field compares days at the finest, a field with a time minutes.
/// FormcKit's `FormcCalendar.precision` is its copy, kept equal by `DatePrecisionTests`.
public enum DatePrecision {
    public static func of(format: String, mode: DatePickerMode) -> Calendar.Component {
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
}
