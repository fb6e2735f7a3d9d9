import Foundation
import FormcIR

/// What one field holds while the form is filled in.
package enum FieldState: Equatable, Sendable {
    /// Text kinds, number pads, and date fields (typed in the field's format).
    case text(TextBuffer)
    case toggle(Bool)
    case picker(PickerState)
    /// A stepper or slider: always a value on its range and step (`QuantitySettings`).
    case quantity(Double)
    /// A rating: a whole number of stars from its `min` to `max`, or none yet.
    case rating(Int?)
    /// A yes/no question: yes, no, or no answer yet.
    case yesNo(Bool?)
    /// A multi-select: the options chosen, and the one the keys are on.
    case selection(ChecklistState)
}

/// A multi-select's checklist: the values of the options ticked, and the row the cursor is on
/// (←/→ move it, Space ticks or unticks its option).
package struct ChecklistState: Equatable, Sendable {
    package var chosen: Set<String>
    package var cursor = 0

    package init(chosen: Set<String> = []) { self.chosen = chosen }

    /// The chosen values in the options' order (the answer's order), then any value that is
    /// no option (a draft's), sorted, so the answer is the same however it was ticked.
    package func ordered(_ options: [Option]) -> [String] {
        let known = options.map(\.value).filter(chosen.contains)
        return known + chosen.subtracting(known).sorted()
    }

    /// Ticks the option `value` when it is not chosen, else unticks it.
    package mutating func flip(_ value: String) {
        if chosen.remove(value) == nil { chosen.insert(value) }
    }
}

/// A picker field: one column per level. Each column has a filter typed by the person and a
/// highlighted row among the options that pass it; the highlighted rows are the selection
/// (as a `UIPickerView`'s selected rows are). Moving in a parent column resets the columns
/// after it to their first row with no filter, so a child is always inside its parent's list.
package struct PickerState: Equatable, Sendable {
    package struct Column: Equatable, Sendable {
        package var filter = ""
        /// Index into the filtered rows.
        package var highlight = 0
        /// Whether the person moved the highlight since the filter last changed: a filter
        /// that names two rows exactly is settled only by such a move.
        package var moved = false
    }

    package var columns: [Column]
    /// The column the keys act on.
    package var active = 0
    /// Whether the picker holds a selection: it has a default, or it has had focus (a
    /// picker shows its first row as soon as it takes focus). Until then it answers nothing.
    package var chosen = false

    package init(levels: Int) {
        columns = Array(repeating: Column(), count: max(1, levels))
    }

    /// The rows of column `level` that pass its filter, under the selection of the columns
    /// before it (empty when a parent has no row or no children).
    package func rows(_ level: Int, roots: [Option]) -> [Option] {
        var options = roots
        for parent in 0..<min(level, columns.count) {
            let visible = Self.filtered(options, columns[parent].filter)
            guard visible.indices.contains(columns[parent].highlight) else { return [] }
            options = visible[columns[parent].highlight].children
        }
        guard columns.indices.contains(level) else { return [] }
        return Self.filtered(options, columns[level].filter)
    }

    /// How many columns the selection reaches: all of them, unless a selected parent has no
    /// children (FC210); the selection then ends at that parent, and the columns after it
    /// are skipped: never active, never asked.
    package func depth(roots: [Option]) -> Int {
        var options = roots
        for level in columns.indices {
            if level > 0 && options.isEmpty { return level }
            let visible = Self.filtered(options, columns[level].filter)
            guard visible.indices.contains(columns[level].highlight) else { return columns.count }
            options = visible[columns[level].highlight].children
        }
        return columns.count
    }

    /// The selected option of every column the selection reaches (`depth`), or nil when one
    /// of them has no row.
    package func selection(roots: [Option]) -> [Option]? {
        guard chosen else { return nil }
        var path: [Option] = []
        for level in 0..<depth(roots: roots) {
            let visible = rows(level, roots: roots)
            guard visible.indices.contains(columns[level].highlight) else { return nil }
            path.append(visible[columns[level].highlight])
        }
        return path
    }

    /// Rows whose label (or value) contains the filter, ignoring case, accents and width
    /// (`OptionSearch`), in source order; which of them is highlighted follows `RowMatch`.
    static func filtered(_ options: [Option], _ filter: String) -> [Option] {
        guard !filter.isEmpty else { return options }
        let query = OptionSearch.Query(filter)
        return options.filter { query.rank(label: $0.label, value: $0.value) != nil }
    }

    package mutating func move(by delta: Int, roots: [Option]) {
        let count = rows(active, roots: roots).count
        guard count > 0, columns.indices.contains(active) else { return }
        columns[active].highlight = min(max(0, columns[active].highlight + delta), count - 1)
        columns[active].moved = true
        resetChildren()
    }

    package mutating func typeFilter(_ text: String, roots: [Option]) {
        guard columns.indices.contains(active) else { return }
        setFilter(columns[active].filter + text, roots: roots)
    }

    /// Ctrl-U: the active column's filter emptied, as if each character were deleted.
    package mutating func clearFilter(roots: [Option]) {
        guard columns.indices.contains(active), !columns[active].filter.isEmpty else { return }
        setFilter("", roots: roots)
    }

    package mutating func deleteFilter(roots: [Option]) {
        guard columns.indices.contains(active), !columns[active].filter.isEmpty else { return }
        setFilter(String(columns[active].filter.dropLast()), roots: roots)
    }

    /// A new filter for the active column: the row it names is highlighted (the first of
    /// them when it names two, `ambiguity` then says so), else the best partial match
    /// (`RowMatch.highlight`: `wee` highlights `Weekly` before `Less than weekly`).
    private mutating func setFilter(_ filter: String, roots: [Option]) {
        guard columns.indices.contains(active) else { return }
        columns[active] = Column(filter: filter)
        resetChildren()
        columns[active].highlight = RowMatch.highlight(filter, in: rows(active, roots: roots)) ?? 0
    }

    /// Why the selection is not settled: the filter of some column names two of its rows
    /// exactly (two options with the same label) and no row was chosen with the arrows
    /// since. Nil when every column is settled.
    package func ambiguity(roots: [Option]) -> String? {
        for level in columns.indices where !columns[level].filter.isEmpty && !columns[level].moved {
            if let reason = RowMatch(columns[level].filter, in: rows(level, roots: roots)).reason(columns[level].filter)
            {
                return reason + ": choose one with ↑↓"
            }
        }
        return nil
    }

    private mutating func resetChildren() {
        for child in columns.indices where child > active { columns[child] = Column() }
    }

    /// Selects the rows whose values form `path`, as far as they exist.
    package mutating func select(path: [String], roots: [Option]) {
        chosen = true
        var options = roots
        for (level, value) in path.enumerated() where columns.indices.contains(level) {
            guard let index = options.firstIndex(where: { $0.value == value }) else { return }
            columns[level] = Column(filter: "", highlight: index)
            options = options[index].children
        }
    }
}
