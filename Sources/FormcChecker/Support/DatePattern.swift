/// The fields of a `DateFormatter.dateFormat` pattern, as Unicode TR35 ("Date Format
/// Patterns") defines them: runs of one ASCII letter (`yyyy`, `MM`), with text in single
/// quotes taken literally (`''` is one quote).
package struct DatePattern: Sendable {
    package struct Run: Equatable, Sendable {
        package var letter: Character
        package var count: Int
        /// Offset of the run from the pattern's start, in Unicode scalars.
        package var offset: Int
    }

    package let runs: [Run]

    /// The pattern letters TR35 defines; any other ASCII letter outside quotes is reserved.
    package static let knownLetters: Set<Character> = Set("GyYuUrQqMLlwWdDFgEecabBhHKkjJCmsSAzZOvVXx")
    /// Letters that format a time of day (hour, minute, second, fraction, period).
    package static let timeLetters: Set<Character> = Set("hHkKjJCmsSAabB")
    /// Letters of TR35's year, month and day fields (`y`, `M`, `d`, `D`…): a date format
    /// needs one of them to tell dates apart. Era, quarter, week and weekday do not count:
    /// `G` prints `AD` and `EEEE` `Monday` for many dates.
    package static let calendarDateLetters: Set<Character> = Set("yYuUrMLdDFg")
    /// Letters of TR35's hour and minute fields: a time format needs one of them.
    package static let clockLetters: Set<Character> = Set("hHkKjJCm")
    /// TR35's day-period letters: `a` (AM, PM), `b` (also noon, midnight), `B` ("in the
    /// afternoon"). A 12-hour clock needs one of them to tell 02:30 from 14:30.
    package static let dayPeriodLetters: Set<Character> = Set("abB")

    package init(_ pattern: String) {
        var runs: [Run] = []
        var inQuote = false
        for (offset, scalar) in pattern.unicodeScalars.enumerated() {
            if scalar == "'" {
                // '' inside or outside quotes is a literal quote: toggling twice leaves state as is.
                inQuote.toggle()
                continue
            }
            guard !inQuote, scalar.isASCII, scalar.properties.isAlphabetic else { continue }
            let letter = Character(scalar)
            if let last = runs.last, last.letter == letter, last.offset + last.count == offset {
                runs[runs.count - 1].count += 1
            } else {
                runs.append(Run(letter: letter, count: 1, offset: offset))
            }
        }
        self.runs = runs
    }

    package func contains(_ letter: Character) -> Bool { runs.contains { $0.letter == letter } }
}
