/// Where each field's lines start in the form's body, without drawing the fields: a field
/// that is not focused takes one line (two when labels are stacked above their values), one
/// more when an error is shown under it, one more for its `help:` line, one more when its
/// section's title is shown above it and one more when its section's footer is shown below
/// it; the focused field takes what its drawing takes.
/// Works from the session's order index, so a frame costs the screen's size and the errors
/// shown, not the form's size.
struct BodyLayout {
    let session: FormSession
    /// Lines of a field without focus and without an error.
    let base: Int
    /// The order positions of the fields that show an error, sorted.
    private let errorPositions: [Int]

    init(session: FormSession, stacked: Bool) {
        self.session = session
        base = stacked ? 2 : 1
        errorPositions = session.errors.keys.compactMap { session.orderIndex[$0] }.sorted()
    }

    /// The lines of the field at `index` of the order when it is not focused (its section's
    /// title line included, where one is shown above it).
    func height(_ index: Int) -> Int {
        guard session.order.indices.contains(index) else { return 0 }
        let id = session.order[index]
        return base + (session.errors[id] != nil ? 1 : 0) + (session.form.field(id)?.showsHelp == true ? 1 : 0)
            + (session.sectionTitles[index] != nil ? 1 : 0) + (session.sectionFooters[index] != nil ? 1 : 0)
    }

    /// The first body line of the field at `index` (the line after the last field when it is
    /// past the end): every field before it is unfocused.
    func start(of index: Int) -> Int {
        let before = max(0, min(index, session.order.count))
        return before * base + Self.count(below: before, in: errorPositions)
            + Self.count(below: before, in: session.titledPositions)
            + Self.count(below: before, in: session.footedPositions)
            + Self.count(below: before, in: session.helpPositions)
    }

    /// The body's length when the focused field takes `focusedHeight` lines.
    func lineCount(focusedHeight: Int) -> Int {
        let all =
            session.order.count * base + errorPositions.count + session.titledPositions.count
            + session.footedPositions.count + session.helpPositions.count
        return session.order.indices.contains(session.focus) ? all - height(session.focus) + focusedHeight : all
    }

    /// The field whose lines include body line `line` (or the first field when `line` is
    /// before every line) and where it starts, found by walking back from the field at
    /// `index`, which starts at `start`: the window is always near the focused field.
    func block(at line: Int, from index: Int, start: Int) -> (index: Int, start: Int) {
        var index = max(0, min(index, session.order.count))
        var start = start
        while start > line, index > 0 {
            index -= 1
            start -= height(index)
        }
        return (index, start)
    }

    /// How many of the sorted `positions` are below `index` (a binary search): the fields
    /// before it that show an error, or a section title.
    private static func count(below index: Int, in positions: [Int]) -> Int {
        var low = 0
        var high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
