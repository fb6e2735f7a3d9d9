import FormcFrontEnd

/// The values a picker can hold, sorted once for messages, with "did you mean" among them:
/// read once per source however many conditions compare its pickers.
struct PickerValues {
    let all: Set<String>
    let sorted: [String]
    /// Whether the values may be quoted in a message: only when they are the spec's own text
    /// (inline options), never a data file's.
    let quotable: Bool
    var suggestions: KeySuggestions

    init(_ values: Set<String>, quotable: Bool) {
        all = values
        self.quotable = quotable
        sorted = quotable ? values.sorted() : []
        suggestions = KeySuggestions(sorted)
    }

    /// What a message may add after "'x' is not among the options of 'f'": the first few
    /// values and a "did you mean" for inline options; for a file's, where they come from.
    mutating func listing(for text: String, file: String?) -> String {
        guard quotable else { return " (read from '\(file ?? "a data file")'; its values are not quoted)" }
        let listed = sorted.prefix(5).map { "'\($0)'" }.joined(separator: ", ") + (sorted.count > 5 ? ", …" : "")
        return " (\(listed))" + suggestions.hint(for: text)
    }
}
