import Foundation
import FormcDiagnostics
import FormcIR

/// Lays a `FormSession` out on a screen of `width` × `height` cells: a title line, the fields
/// in the order they are visited (label, value, error line; the focused one marked, a
/// focused picker with its list, a focused date with its keys), and a bottom bar that
/// mirrors the keyboard toolbar (Previous, Next, the title, Done; a button is shown disabled
/// exactly when the focus chain says so). A form taller than the screen scrolls so the
/// focused field stays in view. Pure: the terminal only draws the frame.
struct FormScreen {
    struct Frame {
        var lines: [ScreenLine]
        /// 0-based row and column of the text cursor, or nil to hide it.
        var cursor: (row: Int, column: Int)?
        /// The first body line shown; pass it back in for the next frame so the view does
        /// not jump.
        var scroll: Int
    }

    let width: Int
    let height: Int

    /// Rows a focused picker's list shows at most.
    static let listRows = 8

    func render(_ session: FormSession, scroll previousScroll: Int) -> Frame {
        let width = max(1, self.width)
        let height = max(2, self.height)
        var title = ScreenLine()
        title.add(TerminalText.fitted(TerminalText.sanitized(session.form.name), width: width), .bold)
        title.add(Self.help(width: width - title.width), .dim)

        // Labels go beside their values while they fit in a third of the width; on a
        // narrower screen each label gets a line of its own, so none is ever cut.
        let widest = session.widestLabel.map { $0 + 1 } ?? 4
        let stacked = widest > width / 3
        let labelWidth = stacked ? min(widest, width - 2) : max(4, widest)
        let layout = BodyLayout(session: session, stacked: stacked)
        let focusedBlock = session.focusedField.flatMap { field in
            session.states[field.id].map { state in
                titled(
                    fieldLines(
                        field, state, focused: true, session: session, labelWidth: labelWidth, width: width,
                        stacked: stacked), session.focus, session, width: width)
            }
        }
        let focusedStart = layout.start(of: session.focus)
        let focusedRange = focusedStart..<focusedStart + (focusedBlock?.lines.count ?? 0)
        let bodyCount = layout.lineCount(focusedHeight: focusedRange.count)
        var cursor: (row: Int, column: Int)?
        if let focusedBlock, let column = focusedBlock.cursorColumn {
            cursor = (focusedStart + focusedBlock.cursorLine, column)
        }

        // The title and the blank line after it give way first on a tiny screen, so the
        // focused field always has a line.
        let header = height >= 6 ? [title, ScreenLine()] : height >= 4 ? [title] : []
        let bodyHeight = height - 1 - header.count
        var scroll = min(max(0, previousScroll), max(0, bodyCount - bodyHeight))
        if focusedRange.lowerBound < scroll { scroll = focusedRange.lowerBound }
        if focusedRange.upperBound > scroll + bodyHeight {
            scroll = max(0, min(focusedRange.lowerBound, focusedRange.upperBound - bodyHeight))
        }
        // Only the fields the window shows are laid out: the window lies within a screen of
        // the focused field, and every other field's height is known without drawing it.
        var (index, start) = layout.block(at: scroll, from: session.focus, start: focusedStart)
        var body: [ScreenLine] = []
        while start + body.count < scroll + bodyHeight, session.order.indices.contains(index) {
            if index == session.focus {
                body += focusedBlock?.lines ?? []
            } else if let field = session.form.field(session.order[index]), let state = session.states[field.id] {
                body +=
                    titled(
                        fieldLines(
                            field, state, focused: false, session: session, labelWidth: labelWidth, width: width,
                            stacked: stacked), index, session, width: width
                    ).lines
            }
            index += 1
        }
        var lines = header
        lines += body.dropFirst(scroll - start).prefix(bodyHeight)
        while lines.count < height - 1 { lines.append(ScreenLine()) }
        lines.append(bar(session, width: width))
        lines = lines.map { $0.cut(to: width) }
        let shownCursor = cursor.flatMap { position -> (row: Int, column: Int)? in
            let row = position.row - scroll + header.count
            return row >= header.count && row < height - 1 ? (row, min(position.column, width - 1)) : nil
        }
        return Frame(lines: lines, cursor: shownCursor, scroll: scroll)
    }

    private struct Block {
        var lines: [ScreenLine]
        var cursorLine = 0
        var cursorColumn: Int?
    }

    /// `block` with its section's title line above it, where the field at order position
    /// `index` enters a titled section (`BodyLayout` counts the line).
    private func titled(_ block: Block, _ index: Int, _ session: FormSession, width: Int) -> Block {
        var titled = block
        // The section's footer under the last field of it, dim, as the app's section footer.
        if let footer = session.sectionFooters[index] {
            var line = ScreenLine()
            // Sanitized already (`TerminalText.paragraph`).
            line.add(TerminalText.fitted(footer, width: width), .dim)
            titled.lines.append(line)
        }
        guard let title = session.sectionTitles[index] else { return titled }
        var line = ScreenLine()
        line.add(TerminalText.fitted(TerminalText.sanitized(title), width: width), .bold)
        titled.lines.insert(line, at: 0)
        titled.cursorLine += 1
        return titled
    }

    /// The field's `help:` under it, dim and indented past the focus mark: one line, cut to
    /// the width, except on the focused field, where it is shown whole, wrapped between words
    /// (within a word only when one is wider than the line).
    private func helpLines(_ field: Field, focused: Bool, width: Int) -> [ScreenLine] {
        guard let text = field.terminalHelp else { return [] }
        let room = max(1, width - 4)
        var pieces = [text]
        if focused {
            pieces = []
            var rest = Substring(text)
            while !rest.isEmpty {
                var cut = rest.startIndex
                var used = 0
                while cut < rest.endIndex, used + DisplayWidth.of(String(rest[cut])) <= room {
                    used += DisplayWidth.of(String(rest[cut]))
                    cut = rest.index(after: cut)
                }
                if cut == rest.startIndex { cut = rest.index(after: cut) }
                // Cut at the last space that fits, not mid-word: a help wrapped character by
                // character read `…, with e` / `very middle name…`.
                if cut < rest.endIndex, rest[cut] != " ", let space = rest[..<cut].lastIndex(of: " "),
                    space > rest.startIndex
                {
                    cut = space
                }
                pieces.append(String(rest[..<cut]))
                // The spaces a line breaks at start no line.
                rest = rest[cut...].drop { $0 == " " }
            }
        }
        return pieces.map { piece in
            var line = ScreenLine()
            line.add("    " + TerminalText.fitted(piece, width: room), .dim)
            return line
        }
    }

    private func fieldLines(
        _ field: Field, _ state: FieldState, focused: Bool, session: FormSession,
        labelWidth: Int, width: Int, stacked: Bool
    ) -> Block {
        var header = ScreenLine()
        header.add(focused ? "› " : "  ", focused ? .accent : .plain)
        header.add(TerminalText.padded(field.terminalLabel, width: labelWidth), focused ? .bold : .plain)
        header.add(" ")
        var block = Block(lines: [])
        if stacked {
            block.lines.append(header)
            block.cursorLine = 1
            header = ScreenLine()
            header.add("    ")
        }
        let valueWidth = max(1, width - DisplayWidth.of(header.text))
        let placeholder = TerminalText.sanitized(field.placeholder ?? "")
        switch state {
        case .text(let buffer):
            let shown = Array(
                buffer.text.map { character -> Character in
                    if field.isSecureTextEntry { return "•" }
                    if character == "\n" { return "⏎" }
                    return TerminalText.sanitized(String(character)).first ?? "?"
                })
            if shown.isEmpty && !focused {
                header.add(TerminalText.fitted(placeholder, width: valueWidth), .dim)
            } else {
                let (visible, cursorOffset) = Self.window(shown, cursor: buffer.cursor, width: valueWidth)
                header.add(visible)
                if shown.isEmpty { header.add(TerminalText.fitted(placeholder, width: valueWidth - 1), .dim) }
                if focused { block.cursorColumn = width - valueWidth + cursorOffset }
            }
            block.lines.append(header)
            if focused, field.date != nil {
                let components = session.dateComponents(for: field)
                let name =
                    components.isEmpty
                    ? "" : Self.componentName(components[min(session.dateComponent, components.count - 1)])
                var hint = ScreenLine()
                // An empty date only suggests its day (issue 48): Space takes it.
                let suggestion =
                    buffer.text.isEmpty
                    ? session.suggestedDate(field).map { "Space takes \(TerminalText.sanitized($0)) · " } ?? "" : ""
                hint.add(
                    TerminalText.fitted(
                        "    \(suggestion)↑↓ change \(name) · ←→ another part · or type \(TerminalText.sanitized(field.date?.format ?? ""))",
                        width: width), .dim)
                block.lines.append(hint)
            }
        case .toggle(let on):
            header.add(on ? "[x] on" : "[ ] off", focused ? .bold : .plain)
            if focused { header.add("   Space switches", .dim) }
            block.lines.append(header)
        case .quantity(let number):
            let range = field.quantity ?? QuantitySettings(minimum: 0, maximum: 1, step: nil)
            let value = range.text(number)
            if field.kind.entry.control == .slider {
                // A track as wide as the screen allows, the thumb where the value is.
                let ends = (range.text(range.minimum), range.text(range.maximum))
                let track = max(5, min(30, valueWidth - DisplayWidth.of(ends.0 + ends.1 + value) - 6))
                let filled = Int(
                    ((number - range.minimum) / (range.maximum - range.minimum) * Double(track - 1)).rounded())
                header.add(ends.0 + " ", .dim)
                header.add(String(repeating: "━", count: filled) + "●", focused ? .bold : .plain)
                header.add(String(repeating: "─", count: max(0, track - 1 - filled)) + " " + ends.1, .dim)
                header.add("  " + value, focused ? .bold : .plain)
            } else {
                header.add("[−] ", number > range.minimum ? .plain : .dim)
                header.add(value, focused ? .bold : .plain)
                header.add(" [+]", number < range.maximum ? .plain : .dim)
            }
            if focused { header.add("   ←→ or -/+ change", .dim) }
            block.lines.append(header.cut(to: width))
        case .selection(let checklist):
            // The chosen options' labels, as the app's field shows them; while focused, the
            // checklist under it (the app's input view), the cursor's row in reverse video.
            let options = session.rules(field).source?.options ?? []
            // Each chosen value's label by one lookup: thousands of options chosen stay quick.
            var label: [String: String] = [:]
            for option in options where checklist.chosen.contains(option.value) && label[option.value] == nil {
                label[option.value] = option.label
            }
            let labels = checklist.ordered(options).map { TerminalText.sanitized(label[$0] ?? $0) }
            if labels.isEmpty {
                header.add(TerminalText.fitted(focused ? "" : placeholder, width: valueWidth), .dim)
            } else {
                header.add(TerminalText.fitted(labels.joined(separator: ", "), width: valueWidth))
            }
            block.lines.append(header)
            if focused {
                // A window of the list around the cursor, as a picker's: a long list scrolls.
                let rowsShown = min(Self.listRows, max(1, height - 6))
                let cursor = min(max(0, checklist.cursor), max(0, options.count - 1))
                let start = min(max(0, cursor - rowsShown / 2), max(0, options.count - rowsShown))
                for index in start..<min(options.count, start + rowsShown) {
                    let option = options[index]
                    var row = ScreenLine()
                    row.add(index == start && start > 0 ? "  … " : "    ", .dim)
                    let mark = checklist.chosen.contains(option.value) ? "[x] " : "[ ] "
                    row.add(
                        mark + TerminalText.sanitized(option.label),
                        index == cursor ? .inverse : .plain)
                    block.lines.append(row.cut(to: width))
                }
                if start + rowsShown < options.count {
                    var more = ScreenLine()
                    more.add("    … \(options.count - start - rowsShown) more", .dim)
                    block.lines.append(more)
                }
                var hint = ScreenLine()
                hint.add(TerminalText.fitted("    ←→ move · Space ticks or unticks", width: width), .dim)
                block.lines.append(hint)
            }
        case .yesNo(let yes):
            // Two segments, as the app shows them; the answer in reverse video, none at first.
            let words = [(true, session.form.word(.yes)), (false, session.form.word(.no))]
            for (index, (value, word)) in words.enumerated() {
                if index > 0 { header.add(" │ ", .dim) }
                header.add(" " + TerminalText.sanitized(word) + " ", value == yes ? .inverse : focused ? .plain : .dim)
            }
            if focused { header.add("   ←→, y or n answer · Backspace clears", .dim) }
            block.lines.append(header.cut(to: width))
        case .rating(let stars):
            // Stars from 1, as FormcKit draws them; a scale from 0 as its numbers, the chosen
            // one in reverse video.
            let range = field.quantity ?? QuantitySettings(minimum: 1, maximum: 5, step: 1)
            let low = Int(range.minimum), high = Int(range.maximum)
            if low >= 1 {
                let filled = max(0, (stars ?? 0) - low + 1)
                header.add(String(repeating: "★", count: filled), focused ? .bold : .plain)
                header.add(String(repeating: "☆", count: max(0, high - low + 1 - filled)), .dim)
                header.add(stars.map { "  \($0) of \(high)" } ?? "  (none)", stars == nil ? .dim : .plain)
            } else {
                // A row wider than the value's column starts late enough for the chosen number
                // to show, as a segmented control's does: on a 40-column screen the row was cut
                // after 8, so End chose a 10 nobody saw.
                let values = Array(low...max(low, high))
                let target = stars.flatMap { values.firstIndex(of: $0) } ?? 0
                func span(from start: Int) -> Int {
                    values[start...target].reduce(start > 0 ? 2 : 0) { $0 + DisplayWidth.of(" \($1) ") + 1 }
                }
                var first = 0
                while first < target, span(from: first) > valueWidth { first += 1 }
                if first > 0 { header.add("… ", .dim) }
                for (index, value) in values.enumerated().dropFirst(first) {
                    if index > first { header.add(" ") }
                    header.add(" \(value) ", value == stars ? .inverse : focused ? .plain : .dim)
                }
            }
            if focused { header.add("   ←→ or a digit choose · Backspace clears", .dim) }
            block.lines.append(header.cut(to: width))
        case .picker(let picker) where field.kind.entry.terminal == .segments:
            // A segmented control: every option on the line, the chosen one in reverse video.
            let rules = FieldRules(field: field, form: session.form)
            let roots = rules.source?.options ?? []
            let chosen = picker.selection(roots: roots)?.first?.value
            let labels = roots.map { " " + TerminalText.sanitized($0.label) + " " }
            // A row wider than the screen starts late enough for the chosen segment to show.
            let target = roots.firstIndex { $0.value == chosen } ?? 0
            var first = 0
            func span(from start: Int) -> Int {
                labels[start...target].reduce(start > 0 ? 2 : 0) { $0 + DisplayWidth.of($1) + 3 }
            }
            while first < target, span(from: first) > valueWidth { first += 1 }
            if first > 0 { header.add("… ", .dim) }
            for index in roots.indices.dropFirst(first) {
                if index > first { header.add(" │ ", .dim) }
                header.add(labels[index], roots[index].value == chosen ? .inverse : focused ? .plain : .dim)
            }
            if focused {
                header.add(chosen == nil ? "   ←→ or Space chooses" : "   ←→ chooses", .dim)
            }
            block.lines.append(header.cut(to: width))
        case .picker(let picker):
            let rules = FieldRules(field: field, form: session.form)
            let roots = rules.source?.options ?? []
            if let path = picker.selection(roots: roots) {
                header.add(
                    TerminalText.fitted(
                        TerminalText.sanitized(Self.displayText(field, path, rules.source)), width: valueWidth))
            } else {
                header.add(TerminalText.fitted(placeholder.isEmpty ? "(none)" : placeholder, width: valueWidth), .dim)
            }
            block.lines.append(header)
            if focused {
                let list = pickerLines(picker, roots: roots, levels: rules.source?.levels ?? [], width: width)
                block.cursorLine = block.lines.count
                block.cursorColumn = list.cursorColumn
                block.lines.append(contentsOf: list.lines)
                // A picker nobody chose for only suggests its highlighted rows (issue 48).
                if !picker.chosen {
                    var suggested = picker
                    suggested.chosen = true
                    let text = suggested.selection(roots: roots).map {
                        "Space takes " + TerminalText.sanitized(Self.displayText(field, $0, rules.source)) + " · "
                    }
                    var line = ScreenLine()
                    line.add(TerminalText.fitted("    " + (text ?? "") + "↑↓ or type to choose", width: width), .dim)
                    block.lines.append(line)
                }
                // A filter naming two rows exactly is pointed out at once, not only on Enter.
                if let ambiguity = picker.ambiguity(roots: roots), session.errors[field.id] != ambiguity {
                    var line = ScreenLine()
                    line.add(TerminalText.fitted("    " + ambiguity, width: width), .dim)
                    block.lines.append(line)
                }
            }
        }
        block.lines += helpLines(field, focused: focused, width: width)
        for message in [session.errors[field.id], focused ? session.notice : nil].compactMap({ $0 }) {
            var line = ScreenLine()
            line.add(TerminalText.fitted("    ⚠ " + TerminalText.sanitized(message), width: width), .error)
            block.lines.append(line)
        }
        return block
    }

    /// The filter line and the rows of each column, side by side.
    private func pickerLines(_ picker: PickerState, roots: [Option], levels: [String], width: Int) -> (
        lines: [ScreenLine], cursorColumn: Int
    ) {
        let columnWidth = max(8, (width - 4) / max(1, picker.columns.count))
        var filter = ScreenLine()
        filter.add("    ")
        var cursorColumn = 4
        for (level, column) in picker.columns.enumerated() {
            let name = levels.indices.contains(level) ? TerminalText.sanitized(levels[level]) : "filter"
            let typed = TerminalText.sanitized(column.filter)
            // The filter matters more than the heading: when both do not fit, show the filter.
            var heading = "\(name): \(typed)"
            if DisplayWidth.of(heading) > columnWidth - 1, !typed.isEmpty { heading = "⌕ " + typed }
            let text = TerminalText.padded(heading, width: columnWidth - 1) + " "
            if level == picker.active {
                cursorColumn = DisplayWidth.of(filter.text) + min(DisplayWidth.of(heading), columnWidth - 1)
            }
            filter.add(text, level == picker.active ? .bold : .dim)
        }
        var lines = [filter]
        let columns = picker.columns.indices.map { picker.rows($0, roots: roots) }
        let rowsShown = min(Self.listRows, max(1, height - 6))
        var windows: [Range<Int>] = []
        for (level, rows) in columns.enumerated() {
            let highlight = picker.columns[level].highlight
            let start = min(max(0, highlight - rowsShown / 2), max(0, rows.count - rowsShown))
            windows.append(start..<min(rows.count, start + rowsShown))
        }
        let lineCount = max(1, windows.map(\.count).max() ?? 1)
        for row in 0..<lineCount {
            var line = ScreenLine()
            line.add("    ")
            for (level, rows) in columns.enumerated() {
                let window = windows[level]
                let index = window.lowerBound + row
                if rows.isEmpty {
                    let empty = picker.columns[level].filter.isEmpty ? "(no options)" : "(no match)"
                    line.add(TerminalText.padded(row == 0 ? empty : "", width: columnWidth - 1) + " ", .dim)
                } else if index < window.upperBound {
                    let selected = index == picker.columns[level].highlight
                    // One blank cell between columns, so a cut label never runs into the next.
                    let text =
                        TerminalText.padded(
                            (selected ? "› " : "  ") + TerminalText.sanitized(rows[index].label), width: columnWidth - 1
                        ) + " "
                    line.add(text, selected ? (level == picker.active ? .inverse : .bold) : .plain)
                } else {
                    line.add(String(repeating: " ", count: columnWidth))
                }
            }
            lines.append(line)
        }
        return (lines, min(cursorColumn, width - 1))
    }

    /// The keys reminded on the title line, each shown whole or not at all.
    static let keyHints = ["Tab next", "Shift-Tab back", "Enter", "Ctrl-D done", "Esc cancel"]

    /// The key reminder in `width` cells: as many whole hints as fit, then `…` for those left
    /// out, so no hint is cut mid-word (a screen too narrow for one hint cuts it with `…`).
    static func help(width: Int) -> String {
        let all = "  " + keyHints.joined(separator: " · ")
        guard DisplayWidth.of(all) > width else { return all }
        for count in stride(from: keyHints.count - 1, through: 1, by: -1) {
            let shown = "  " + keyHints.prefix(count).joined(separator: " · ") + " · " + TerminalText.ellipsis
            if DisplayWidth.of(shown) <= width { return shown }
        }
        return TerminalText.fitted("  " + (keyHints.first ?? ""), width: max(0, width))
    }

    /// The part of `characters` around the cursor that fits `width` cells, and the cursor's
    /// cell offset inside it.
    static func window(_ characters: [Character], cursor: Int, width: Int) -> (String, Int) {
        let cursor = min(max(0, cursor), characters.count)
        var start = 0
        var used = characters[..<cursor].reduce(0) { $0 + DisplayWidth.of($1) }
        while used > width - 1, start < cursor {
            used -= DisplayWidth.of(characters[start])
            start += 1
        }
        var visible = ""
        var cells = 0
        for character in characters[start...] {
            let w = DisplayWidth.of(character)
            if cells + w > width { break }
            visible.append(character)
            cells += w
        }
        return (visible, used)
    }

    /// The field's text for a selection, from its `display` template, filled in one pass
    /// (a label that reads `{city}` stays as written).
    static func displayText(_ field: Field, _ path: [Option], _ source: DataSource?) -> String {
        var values: [String: String] = [:]
        let levels = source?.levels ?? []
        if levels.isEmpty, let option = path.first { values = ["label": option.label, "value": option.value] }
        for (index, name) in levels.enumerated() { values[name] = index < path.count ? path[index].label : "" }
        return DisplayTemplate.fill(field.picker?.display ?? "{label}", values)
    }

    static func componentName(_ component: Calendar.Component) -> String {
        switch component {
        case .year: return "year"
        case .month: return "month"
        case .day: return "day"
        case .hour: return "hour"
        case .minute: return "minute"
        case .second: return "second"
        default: return "value"
        }
    }

    /// The keyboard toolbar: Previous / Next enabled per the focus chain, the title the spec
    /// asks for, Done.
    private func bar(_ session: FormSession, width: Int) -> ScreenLine {
        var line = ScreenLine()
        guard let field = session.focusedField else { return line }
        let focus = field.focus
        // Tab goes on past the chain to the toggles, so the buttons follow the visiting order.
        let previousEnabled = session.focus > 0
        let nextEnabled = session.focus + 1 < session.order.count
        func button(_ title: String, _ enabled: Bool) {
            line.add(enabled ? "[\(title)]" : " \(title) ", enabled ? .bold : .dim)
            line.add(" ")
        }
        // formc's words, in the language shown (a catalog's text: sanitized like a label).
        let form = session.form
        if form.toolbar.previousNext {
            button("◀ " + TerminalText.sanitized(form.word(.previous)), previousEnabled)
            button(TerminalText.sanitized(form.word(.next)) + " ▶", nextEnabled)
        }
        let title = TerminalText.sanitized(focus?.title ?? "")
        let done = TerminalText.sanitized(form.word(.done))
        // "[Done] ": the brackets and the space after.
        let doneWidth = form.toolbar.done || !form.toolbar.isShown ? DisplayWidth.of(done) + 3 : 0
        // A submit that did not go through says why in the title's place, until the next key.
        if let blocked = session.submitBlocked {
            // Its message may be the spec's own words: sanitized like a label.
            line.add(
                TerminalText.padded(
                    "  ⚠ " + TerminalText.sanitized(blocked), width: max(0, width - line.width - doneWidth)),
                .error)
        } else {
            line.add(TerminalText.padded("  " + title, width: max(0, width - line.width - doneWidth)), .dim)
        }
        if doneWidth > 0 { button(done, true) }
        return line.cut(to: width)
    }
}
