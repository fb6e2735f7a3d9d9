import FormcFrontEnd

/// The values a picker can hold, sorted once for messages, with "did you mean" among them:
/// read once per source however many conditions compare its pickers.
struct PickerValues {
    let all: Set<String>
    let sorted: [String]
    var suggestions: KeySuggestions

    init(_ values: Set<String>) {
        all = values
        sorted = values.sorted()
        suggestions = KeySuggestions(sorted)
    }
}
