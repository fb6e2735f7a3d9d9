import FormcDiagnostics

/// "Did you mean" for unknown keys, ids and values: the closest candidate by edit distance,
/// if it is close enough to be a likely typo (at most a third of the word's length, min 1).
package enum KeySuggestion {
    /// The first candidate, in order, at the smallest edit distance from `word` (ignoring
    /// case), when that distance is at most a third of the word's length (min 1); else nil.
    package static func closest(to word: String, among candidates: [String]) -> String? {
        var suggestions = KeySuggestions(candidates)
        return suggestions.closest(to: word)
    }

    /// The text to append to a message: `; did you mean 'label'?`, or empty.
    package static func hint(for word: String, among candidates: [String]) -> String {
        phrase(closest(to: word, among: candidates))
    }

    /// `; did you mean 'label'?` for a word meant, or empty for nil: the one wording of
    /// every suggestion, whose word a fix-it also writes.
    package static func phrase(_ meant: String?) -> String {
        meant.map { "; did you mean '\($0)'?" } ?? ""
    }
}

/// One set of candidates prepared once for many "did you mean" questions (the ids of a form
/// against each unknown id its references name). Answers as `KeySuggestion.closest` does;
/// candidates that cannot be within reach (by length, or by the characters one has and the
/// other lacks) are skipped without computing their distance.
///
/// The work is bounded: after `limit` words, `hint(for:)` gives no hint, so a spec with
/// thousands of unknown names costs time linear in its size (each question still reads every
/// candidate). Words that get no hint are still reported; they only lose the suggestion.
package struct KeySuggestions {
    /// How many words of one kind in one spec get a hint: more than the diagnostics a report
    /// shows by default (200 per spec), far more than a spec's typos.
    package static let defaultLimit = 500

    private struct Candidate {
        let text: String
        let scalars: [Unicode.Scalar]
        let mask: UInt64
    }

    private let names: [String]
    /// `names` prepared for comparison, on the first question (most rule runs ask none).
    private var candidates: [Candidate]?
    private var left: Int

    /// - Parameters:
    ///   - candidates: the known names, in the order ties are broken (the first wins).
    ///   - limit: how many calls of `hint(for:)` answer; later ones give "".
    package init(_ candidates: [String], limit: Int = KeySuggestions.defaultLimit) {
        names = candidates
        left = limit
    }

    /// The closest candidate to `word` within a third of its length (min 1), or nil.
    package mutating func closest(to word: String) -> String? {
        let candidates =
            self.candidates
            ?? names.map { text in
                let scalars = Array(text.lowercased().unicodeScalars)
                return Candidate(text: text, scalars: scalars, mask: Self.mask(scalars))
            }
        self.candidates = candidates
        let scalars = Array(word.lowercased().unicodeScalars)
        let mask = Self.mask(scalars)
        // Only a candidate at most this far can be the answer; each one found lowers it, as
        // a later candidate must be strictly closer to replace it.
        var bound = max(1, word.count / 3)
        var best: String?
        for candidate in candidates {
            guard abs(candidate.scalars.count - scalars.count) <= bound,
                (mask & ~candidate.mask).nonzeroBitCount <= bound,
                (candidate.mask & ~mask).nonzeroBitCount <= bound
            else { continue }
            let distance = EditDistance.between(scalars, candidate.scalars, bound: bound)
            guard distance <= bound else { continue }
            best = candidate.text
            if distance == 0 { break }
            bound = distance - 1
        }
        return best
    }

    /// `; did you mean 'x'?` for the closest candidate, or empty (also once `limit` words
    /// have been asked about).
    package mutating func hint(for word: String) -> String {
        KeySuggestion.phrase(suggestion(for: word))
    }

    /// The closest candidate to `word`, as `closest(to:)` gives it, until `limit` words have
    /// been asked about; then nil.
    package mutating func suggestion(for word: String) -> String? {
        guard left > 0 else { return nil }
        left -= 1
        return closest(to: word)
    }

    /// One bit per scalar value (modulo 64): a bit set in one mask and clear in the other is
    /// a character that one word has and the other lacks, which costs at least one edit.
    private static func mask(_ scalars: [Unicode.Scalar]) -> UInt64 {
        scalars.reduce(0) { $0 | (1 << UInt64($1.value % 64)) }
    }
}
