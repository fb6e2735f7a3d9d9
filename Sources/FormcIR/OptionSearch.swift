import Foundation

/// How typed text is matched to a picker's options, in every driver that matches: the
/// full-screen filter, the line mode's answer and FormcKit's `FormcOptionSearch` (its copy,
/// kept equal by a test on one table). Text is compared folded (`fold`), and a row's rank says
/// which row the text names first.
public enum OptionSearch {
    /// How well a row matches, best first. The first four are the text *naming* the row
    /// (two rows at the same one of them are ambiguous); the rest are a filter's partial
    /// matches.
    public enum Rank: Int, Comparable, Sendable, CaseIterable {
        case label, value, foldedLabel, foldedValue, labelPrefix, wordPrefix, labelSubstring, valueSubstring

        public static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }

        /// Whether the text names the row whole, rather than a part of it.
        public var names: Bool { self <= .foldedValue }
    }

    /// `text` as people compare it: compatibility forms made plain (full-width `Ｓａｏ` and
    /// half-width `ｶﾞ` as `Sao` and `ガ`, `ﬁ` as `fi`), then case, accents and width ignored
    /// (`São Paulo` and `SAO PAULO` are `sao paulo`, `Straße` is `strasse`, `İ` is `i`), in
    /// canonical composition so equal texts have equal scalars. Kana voicing marks are no
    /// accents: `ガ` stays apart from `カ`.
    public static func fold(_ text: String) -> String {
        // ASCII has no accents, widths or compatibility forms: its fold is its lower case, at a
        // small part of the cost (a filter folds every row at each key).
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        return text.precomposedStringWithCompatibilityMapping
            .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .precomposedStringWithCanonicalMapping
    }

    /// The best rank of a row with `label` and `value` for `text`, or nil when neither
    /// contains it: the exact label, the exact value, the folded label, the folded value,
    /// then the folded label starting with it, a word of it starting with it (a word starts
    /// after a character that is no letter or digit), the label holding it, the value holding it.
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

    /// The indices of the best-ranked rows among `rows` (label, value) for `text`, in source
    /// order, with their rank; empty when no row matches.
    public static func best(_ rows: [(label: String, value: String)], for text: String) -> (rows: [Int], rank: Rank?) {
        let query = Query(text)
        let ranks = rows.map { query.rank(label: $0.label, value: $0.value) }
        guard let top = ranks.compactMap({ $0 }).min() else { return ([], nil) }
        return (ranks.indices.filter { ranks[$0] == top }, top)
    }
}
