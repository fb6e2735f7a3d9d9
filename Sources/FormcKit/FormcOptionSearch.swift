import Foundation

/// How text typed to find an option (a searchable picker's search field, an answer read from
/// a person) is matched to a picker's options, as `formc run`'s filter and its line mode match
/// them (formc's `OptionSearch`, FormcIR; a test runs both on one table): compared folded
/// (`fold`), and ranked, so `wee` finds `Weekly` before `Less than weekly` and `sao` finds
/// `São Paulo`.
public nonisolated enum FormcOptionSearch {
    /// How well an option matches, best first. The first four are the text naming the option
    /// (two options at the same one of them are ambiguous); the rest are partial matches.
    public enum Rank: Int, Comparable, Sendable, CaseIterable {
        case label, value, foldedLabel, foldedValue, labelPrefix, wordPrefix, labelSubstring, valueSubstring

        public static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }

        /// Whether the text names the option whole, rather than a part of it.
        public var names: Bool { self <= .foldedValue }
    }

    /// `text` as people compare it: compatibility forms made plain (full-width `Ｓａｏ` and
    /// half-width `ｶﾞ` as `Sao` and `ガ`), then case, accents and width ignored (`São Paulo`
    /// is `sao paulo`, `Straße` is `strasse`, `İ` is `i`), canonically composed. Kana voicing
    /// marks are no accents: `ガ` stays apart from `カ`.
    public static func fold(_ text: String) -> String {
        // ASCII has no accents, widths or compatibility forms: its fold is its lower case, at a
        // small part of the cost (a filter folds every row at each key).
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        return text.precomposedStringWithCompatibilityMapping
            .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .precomposedStringWithCanonicalMapping
    }

    /// The best rank of an option with `label` and `value` for `text`, or nil when neither
    /// contains it: the exact label, the exact value, the folded label, the folded value, then
    /// the folded label starting with it, a word of it starting with it (a word starts after a
    /// character that is no letter or digit), the label holding it, the value holding it.
    public static func rank(label: String, value: String, for text: String) -> Rank? {
        Query(text).rank(label: label, value: value)
    }

    /// A text folded once, to rank many rows against (`rank(label:value:for:)`).
    public struct Query: Sendable {
        public let text: String
        let wanted: [Character]

        public init(_ text: String) {
            self.text = text
            wanted = Array(fold(text))
        }

        public func rank(label: String, value: String) -> Rank? {
            if label == text { return .label }
            if value == text { return .value }
            let folded = Array(fold(label))
            let foldedValue = label == value ? folded : Array(fold(value))
            if folded == wanted { return .foldedLabel }
            if foldedValue == wanted { return .foldedValue }
            guard !wanted.isEmpty else { return .labelPrefix }
            if starts(folded, at: 0) { return .labelPrefix }
            let words = folded.indices.filter { $0 > 0 && !folded[$0 - 1].isLetter && !folded[$0 - 1].isNumber }
            if words.contains(where: { starts(folded, at: $0) }) { return .wordPrefix }
            if folded.indices.contains(where: { starts(folded, at: $0) }) { return .labelSubstring }
            if foldedValue.indices.contains(where: { starts(foldedValue, at: $0) }) { return .valueSubstring }
            return nil
        }

        private func starts(_ text: [Character], at offset: Int) -> Bool {
            offset + wanted.count <= text.count && zip(text[offset...], wanted).allSatisfy { $0 == $1 }
        }
    }

    /// The options that match `text` (all of them for an empty text), in source order: what a
    /// searchable picker lists.
    public static func matching(_ options: [FormcOption], _ text: String) -> [FormcOption] {
        guard !text.isEmpty else { return options }
        let query = Query(text)
        return options.filter { query.rank(label: $0.label, value: $0.value) != nil }
    }

    /// The option `text` chooses among `options`: the best-ranked one, ties in source order;
    /// nil when none matches.
    public static func best(_ options: [FormcOption], for text: String) -> FormcOption? {
        let query = Query(text)
        let ranks = options.map { query.rank(label: $0.label, value: $0.value) }
        guard let top = ranks.compactMap({ $0 }).min(), let index = ranks.firstIndex(of: top) else { return nil }
        return options[index]
    }
}
