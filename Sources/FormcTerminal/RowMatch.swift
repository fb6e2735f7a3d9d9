import FormcIR

/// Which row of a picker's list an answer names, by the rules both the line mode and the
/// full-screen filter use (`OptionSearch`, FormcIR): an option whose label is exactly the
/// answer wins, then one whose value is, then one whose label, then value, is the answer
/// ignoring case, accents and width (`sao paulo` names `São Paulo`); the line mode's row
/// number comes only after these, so a list of numerals (`3`, `2`, `1`, `0`) answered `1`
/// means the option `1`. Two rows at the winning step (two options with the same label) are
/// ambiguous: the answer is refused, saying why, never settled by taking the first.
enum RowMatch: Equatable {
    case none
    case row(Int)
    /// The rows (indices into the list) that the answer names, by `label` or by `value`.
    case ambiguous(rows: [Int], by: Part)

    enum Part: String {
        case label, value
    }

    init(_ answer: String, in rows: [Option]) {
        let best = OptionSearch.best(rows.map { ($0.label, $0.value) }, for: answer)
        guard let rank = best.rank, rank.names, let first = best.rows.first else {
            self = .none
            return
        }
        let part: Part = rank == .label || rank == .foldedLabel ? .label : .value
        self = best.rows.count == 1 ? .row(first) : .ambiguous(rows: best.rows, by: part)
    }

    /// The row a filter highlights: the one it names (the first of two it names alike), else
    /// the best partial match (`OptionSearch.Rank`: a label starting with the filter before
    /// a word of a label starting with it, before a label holding it, before a value holding
    /// it), ties in source order; nil when no row matches.
    static func highlight(_ filter: String, in rows: [Option]) -> Int? {
        OptionSearch.best(rows.map { ($0.label, $0.value) }, for: filter).rows.first
    }

    /// Why an ambiguous answer was refused (`"Springfield" is the label of 2 options`),
    /// nil for any other match. `answer` is shown sanitised.
    func reason(_ answer: String) -> String? {
        guard case .ambiguous(let rows, let part) = self else { return nil }
        return "\"\(TerminalText.sanitized(answer))\" is the \(part.rawValue) of \(rows.count) options"
    }
}
