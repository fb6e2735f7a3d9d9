import FormcFrontEnd
import FormcIR

/// Finds options by value among siblings (a source's top level, or the children of one
/// option), each list indexed once when first searched, so many pickers sharing a large
/// source cost time linear in the fields and the options, not their product. Lists are
/// named by a key the caller chooses (the source's name and the values leading to them).
struct OptionLookup {
    private var indices: [[String]: [String: Int]] = [:]
    private var suggestions: [[String]: KeySuggestions] = [:]

    /// The first option of `options` whose value is `value`, or nil. `key` must name the
    /// same list on every call.
    mutating func first(_ value: String, in options: [Option], key: [String]) -> Option? {
        let index = indices[key] ?? Self.index(options)
        indices[key] = index
        return index[value].flatMap { options.indices.contains($0) ? options[$0] : nil }
    }

    private static func index(_ options: [Option]) -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(options.count)
        for (offset, option) in options.enumerated() where index[option.value] == nil { index[option.value] = offset }
        return index
    }

    /// The value of `options` meant by `value`, for "did you mean" and its fix-it (see
    /// `KeySuggestions.suggestion(for:)`).
    mutating func suggestion(for value: String, in options: [Option], key: [String]) -> String? {
        suggestions[key, default: KeySuggestions(options.map(\.value))].suggestion(for: value)
    }
}
