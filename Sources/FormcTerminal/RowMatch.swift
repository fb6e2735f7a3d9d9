import FormcIR

/// Which row of a picker's list an answer names, by the rules both the line mode and the
/// full-screen filter use: an option whose label is exactly the answer wins, then one whose
/// value is exactly the answer (both case-sensitive); the line mode's row number comes only
/// after both, so a list of numerals (`3`, `2`, `1`, `0`) answered `1` means the option `1`.
/// Two rows at the winning step (two options with the same label) are ambiguous: the
/// answer is refused, saying why, never settled by taking the first.
enum RowMatch: Equatable {
    case none
    case row(Int)
    /// The rows (indices into the list) that the answer names, by `label` or by `value`.
    case ambiguous(rows: [Int], by: Part)

    enum Part: String {
        case label, value
    }

    init(_ answer: String, in rows: [Option]) {
        self = .none
        for part in [Part.label, .value] {
            let named = rows.indices.filter { (part == .label ? rows[$0].label : rows[$0].value) == answer }
            if named.count == 1, let only = named.first {
                self = .row(only)
                return
            }
            if named.count > 1 {
                self = .ambiguous(rows: named, by: part)
                return
            }
        }
    }

    /// Why an ambiguous answer was refused (`"Springfield" is the label of 2 options`),
    /// nil for any other match. `answer` is shown sanitised.
    func reason(_ answer: String) -> String? {
        guard case .ambiguous(let rows, let part) = self else { return nil }
        return "\"\(TerminalText.sanitized(answer))\" is the \(part.rawValue) of \(rows.count) options"
    }
}
