import FormcDiagnostics
import FormcFrontEnd
import FormcIR

/// FC310: an hour letter whose clock does not match the day-period marker: a 12-hour clock
/// (`h` 1–12, `K` 0–11) without `a`, `b` or `B`, or a 24-hour clock (`H` 0–23, `k` 1–24)
/// with one. Date-only fields are left to FC304, which rejects every time letter there.
struct HourCycleRule: FieldRule {
    static let description = RuleDescription(
        .twelveHourClock,
        explanation: """
            In a date format, `h` counts hours 1–12 and `K` 0–11: a 12-hour clock, which needs a \
            day-period marker (`a` for AM/PM, or `b`, `B`) beside it. Without one, 14:30 formats \
            as `02:30`, the same text as 02:30 in the morning, so the field cannot show an \
            afternoon time and a typed `02:30` means either. `H` (0–23) and `k` (1–24) are \
            24-hour clocks: with a marker they print `14:30 PM`, the marker saying again what the \
            hour already says. Use `HH:mm` for a 24-hour clock, `hh:mm a` for a 12-hour one. The \
            fix-it turns `h` and `K` into `H`, and `H` and `k` into `h`.
            """,
        triggering: [
            "form: F\nfields:\n  - id: alarm\n    kind: time\n    format: ↓hh:mm\n",
            "form: F\nfields:\n  - id: start\n    kind: dateTime\n    format: yyyy-MM-dd ↓KK:mm\n",
            "form: F\nfields:\n  - id: alarm\n    kind: time\n    format: ↓HH:mm a\n"
        ],
        nonTriggering: [
            "form: F\nfields:\n  - id: alarm\n    kind: time\n    format: hh:mm a\n",
            "form: F\nfields:\n  - id: alarm\n    kind: time\n    format: HH:mm\n",
            "form: F\nfields:\n  - id: start\n    kind: dateTime\n    format: \"yyyy-MM-dd h:mm B\"\n"
        ])

    func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic]) {
        for (run, position, exact) in formatRuns(field) {
            guard field.date?.mode != .date, let format = field.written.format else { continue }
            let markers = DatePattern(format.value).runs.filter { DatePattern.dayPeriodLetters.contains($0.letter) }
            let text = String(repeating: run.letter, count: run.count)
            let message: String
            let fix: Character
            // A `where` would bind to the last pattern of a case only: test the markers inside.
            switch (run.letter, markers.isEmpty) {
            case ("h", true), ("K", true):
                let range = run.letter == "h" ? "1–12" : "0–11"
                message =
                    "'\(text)' counts hours \(range) and the format has no AM/PM marker ('a'), so 14:30 shows as "
                    + "02:30, the same as 02:30 in the morning; use '\(String(repeating: "H", count: run.count))' "
                    + "for a 24-hour clock, or add 'a'"
                fix = "H"
            case ("H", false), ("k", false):
                let range = run.letter == "H" ? "0–23" : "1–24"
                let marker = markers.first.map { String(repeating: $0.letter, count: $0.count) } ?? "a"
                message =
                    "'\(text)' counts hours \(range), a 24-hour clock, so the day-period marker '\(marker)' "
                    + "repeats what the hour says (14:30 PM); use '\(String(repeating: "h", count: run.count))' "
                    + "for a 12-hour clock, or remove '\(marker)'"
                fix = "h"
            default:
                continue
            }
            let replacement = String(repeating: fix, count: run.count)
            found.append(
                context.diagnostic(
                    .twelveHourClock, message, at: position,
                    fixIt: exact ? FixIt(at: context.location(position), replacement: replacement) : nil))
        }
    }
}
