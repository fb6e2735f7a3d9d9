/// "Did you mean" for unknown keys, ids and values: the closest candidate by edit distance,
/// if it is close enough to be a likely typo (at most a third of the word's length, min 1).
public enum KeySuggestion {
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let lowered = word.lowercased()
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(Array(lowered.unicodeScalars), Array(candidate.lowercased().unicodeScalars))
            if best == nil || distance < best?.1 ?? Int.max { best = (candidate, distance) }
        }
        guard let (candidate, distance) = best else { return nil }
        return distance <= max(1, word.count / 3) ? candidate : nil
    }

    /// Levenshtein distance, with a transposition counting one edit.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }

    /// The text to append to a message: ` (did you mean 'label'?)`, or empty.
    public static func hint(for word: String, among candidates: [String]) -> String {
        closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
