/// How many edits turn one word into another: the measure behind every "did you mean"
/// (unknown keys, ids, values, options, command-line options).
public enum EditDistance {
    /// Levenshtein distance with a transposition counting one edit (optimal string
    /// alignment: `lable` → `label` is 1), compared scalar by scalar; or any number above
    /// `bound` once the distance is sure to exceed it: the work stops when two rows in a row
    /// are all above the bound, as no later row can go below both.
    public static func between(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], bound: Int = .max) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        var previousMinimum = 0
        for i in 1...a.count {
            current[0] = i
            var minimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
                minimum = min(minimum, current[j])
            }
            if minimum > bound && previousMinimum > bound { return minimum }
            previousMinimum = minimum
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }

    /// The distance between two strings' scalars (see `between(_:_:bound:)`).
    public static func between(_ a: String, _ b: String, bound: Int = .max) -> Int {
        between(Array(a.unicodeScalars), Array(b.unicodeScalars), bound: bound)
    }
}
