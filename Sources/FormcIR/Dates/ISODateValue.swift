/// Fixed date values in a spec (`min`, `max`, `default` of date fields) are written in
/// ISO 8601 form, whatever the field's display format: `1900-01-01` for a date, `08:30` or
/// `08:30:15` for a time, `2026-01-01T08:30` (or with a space) for a date and time, `2026-05`
/// for a month of a year.
public enum ISODateValue {
    /// A normalised, sortable text for `text` in `mode`, or nil when it is not a valid value.
    /// A date-and-time field also accepts a bare date (midnight).
    public static func normalized(_ text: String, mode: DatePickerMode) -> String? {
        let bytes = Array(text.utf8)
        switch mode {
        case .date:
            return date(bytes[...])
        case .time:
            return time(bytes[...])
        case .dateAndTime:
            if bytes.count == 10 { return date(bytes[...]).map { $0 + "T00:00:00" } }
            guard bytes.count > 11, bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " "),
                let day = date(bytes[0..<10]), let clock = time(bytes[11...])
            else { return nil }
            return day + "T" + clock
        case .yearAndMonth:
            // The month's first day stands for it: what the calendar compares.
            guard bytes.count == 7, let day = date(bytes[...] + Array("-01".utf8)) else { return nil }
            return String(day.prefix(7))
        }
    }

    private static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return nil
        }
        return bytes.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }

    private static func date(_ bytes: ArraySlice<UInt8>) -> String? {
        let b = Array(bytes)
        guard b.count == 10, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-"),
            let year = number(b[0..<4][...]), let month = number(b[5..<7][...]), let day = number(b[8..<10][...]),
            year >= 1, (1...12).contains(month), day >= 1, day <= daysIn(month: month, year: year)
        else { return nil }
        return String(decoding: b, as: UTF8.self)
    }

    private static func time(_ bytes: ArraySlice<UInt8>) -> String? {
        let b = Array(bytes)
        guard b.count == 5 || b.count == 8, b[2] == UInt8(ascii: ":"),
            let hour = number(b[0..<2][...]), let minute = number(b[3..<5][...]), hour < 24, minute < 60
        else { return nil }
        if b.count == 8 {
            guard b[5] == UInt8(ascii: ":"), let second = number(b[6..<8][...]), second < 60 else { return nil }
            return String(decoding: b, as: UTF8.self)
        }
        return String(decoding: b, as: UTF8.self) + ":00"
    }

    /// Days in a month of the proleptic Gregorian calendar.
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// The ISO form expected for a mode, for messages.
    public static func example(for mode: DatePickerMode) -> String {
        switch mode {
        case .date: return "yyyy-MM-dd, e.g. 2026-12-28"
        case .time: return "HH:mm or HH:mm:ss, e.g. 08:30"
        case .dateAndTime: return "yyyy-MM-ddTHH:mm, e.g. 2026-12-28T08:30"
        case .yearAndMonth: return "yyyy-MM, e.g. 2027-05"
        }
    }
}
