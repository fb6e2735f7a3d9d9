/// The fields of a `DateFormatter.dateFormat` pattern, as Unicode TR35 ("Date Format
/// Patterns") defines them: runs of one ASCII letter (`yyyy`, `MM`), with text in single
/// quotes taken literally (`''` is one quote).
public struct DatePattern: Sendable {
    public struct Run: Equatable, Sendable {
        public var letter: Character
        public var count: Int
        /// Offset of the run from the pattern's start, in Unicode scalars.
        public var offset: Int
    }

    public let runs: [Run]

    /// The pattern letters TR35 defines; any other ASCII letter outside quotes is reserved.
    public static let knownLetters: Set<Character> = Set("GyYuUrQqMLlwWdDFgEecabBhHKkjJCmsSAzZOvVXx")
    /// Letters that format a time of day (hour, minute, second, fraction, period).
    public static let timeLetters: Set<Character> = Set("hHkKjJCmsSAabB")

    public init(_ pattern: String) {
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

    public func contains(_ letter: Character) -> Bool { runs.contains { $0.letter == letter } }
}
