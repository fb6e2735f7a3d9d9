import Foundation
import FormcDiagnostics
import FormcIR

/// The full-screen driver's half of the session: what each key does to it. Tab / Ctrl-N (and
/// Down outside pickers and dates) go to the next field, Shift-Tab / Ctrl-P (and Up) to the
/// previous one; Enter performs the field's return action (next field, done or submit: both
/// submit here, newline in multiline fields); Ctrl-D submits; Esc and Ctrl-C cancel.
extension FormSession {
    package mutating func handle(_ key: Key) {
        notice = nil
        submitBlocked = nil
        if case .paste(_, let dropped) = key, dropped > 0 {
            notice = "paste too long: kept the first \(Self.size(KeyDecoder.pasteLimit)), dropped \(Self.size(dropped))"
        }
        guard outcome == .editing, let field = focusedField else {
            if key == .escape || key == .control("c") { outcome = .cancelled }
            return
        }
        switch key {
        case .escape, .control("c"):
            outcome = .cancelled
        case .control("d"):
            submit()
        case .tab, .control("n"):
            moveNext()
        case .backTab, .control("p"):
            movePrevious()
        case .enter:
            returnKey(field)
        default:
            guard evaluator.isRead(field.id) else {
                edit(field, key)
                return
            }
            // Worked out again only when the value conditions read changed: moving the
            // cursor, or a key the field refuses, costs nothing on a large form.
            let before = states[field.id].map(rules(field).conditionValue)
            edit(field, key)
            if states[field.id].map(rules(field).conditionValue) != before { refreshConditions() }
        }
    }

    /// A byte count as people read it: bytes, or KiB rounded up.
    static func size(_ bytes: Int) -> String {
        bytes < 1024 ? "\(bytes) byte\(bytes == 1 ? "" : "s")" : "\((bytes + 1023) / 1024) KiB"
    }

    mutating func returnKey(_ field: Field) {
        // The terminal visits toggles too: a field the conditions make the chain's last takes the
        // last field's action only when nothing at all follows it, so a toggle after it (one
        // that may reveal more fields) is reached with Enter, not skipped by a submit.
        let action =
            field.focus?.returnAction(isLast: field.id == order.last) ?? (focus == order.count - 1 ? .done : .next)
        switch action {
        case .newline:
            if case .text(var buffer)? = states[field.id] {
                buffer.insert("\n")
                states[field.id] = .text(buffer)
            }
        case .next:
            if field.kind.entry.terminal == .wheels, isChosen(field), !advancePickerColumn(field) { return }
            // Last only because conditions hide what follows: Next has nowhere to go, so
            // return does what it does on the chain's last field.
            if focus + 1 >= order.count, candidates.last != field.id {
                submit()
                return
            }
            moveNext()
        case .done, .submit:
            if field.kind.entry.terminal == .wheels, isChosen(field), !advancePickerColumn(field) { return }
            submit()
        }
    }

    /// Whether a picker holds a choice. Enter in one nobody chose for leaves it, answering
    /// nothing, as Next leaves a wheel nobody moved in the generated code.
    func isChosen(_ field: Field) -> Bool {
        guard case .picker(let picker)? = states[field.id] else { return true }
        return picker.chosen
    }

    /// Enter in a picker: a column with no matching row keeps focus (nothing to select);
    /// a parent column moves on to the next column. Returns whether the field is done.
    mutating func advancePickerColumn(_ field: Field) -> Bool {
        guard case .picker(var picker)? = states[field.id], let roots = rules(field).source?.options else {
            return true
        }
        guard !picker.rows(picker.active, roots: roots).isEmpty else {
            let filter = picker.columns.indices.contains(picker.active) ? picker.columns[picker.active].filter : ""
            errors[field.id] = filter.isEmpty ? "nothing to choose in this column" : "no option matches \"\(filter)\""
            return false
        }
        if let ambiguity = picker.ambiguity(roots: roots) {
            errors[field.id] = ambiguity
            return false
        }
        if picker.active + 1 < picker.depth(roots: roots) {
            picker.active += 1
            states[field.id] = .picker(picker)
            return false
        }
        return true
    }

    mutating func edit(_ field: Field, _ key: Key) {
        guard let state = states[field.id] else { return }
        switch state {
        case .toggle(let on):
            switch key {
            case .space: states[field.id] = .toggle(!on)
            case .character("y"): states[field.id] = .toggle(true)
            case .character("n"): states[field.id] = .toggle(false)
            case .down: moveNext()
            case .up: movePrevious()
            default: break
            }
        case .quantity, .yesNo, .rating, .selection:
            adjust(field, state, by: key)
        case .picker where field.kind.entry.terminal == .segments:
            adjust(field, state, by: key)
        case .picker(var picker):
            let roots = rules(field).source?.options ?? []
            // Space in a picker nobody chose for takes the highlighted rows (the explicit
            // choice); anywhere else it is part of the filter.
            if key == .space, !picker.chosen, picker.columns.allSatisfy(\.filter.isEmpty) {
                takeSuggestion(field)
                return
            }
            // Moving the wheel (a row, a filter that picks one) is a choice; moving between
            // columns and deleting the filter are not.
            switch key {
            case .up, .down, .pageUp, .pageDown, .home, .end, .character, .space, .paste: picker.chosen = true
            default: break
            }
            switch key {
            case .up: picker.move(by: -1, roots: roots)
            case .down: picker.move(by: 1, roots: roots)
            case .pageUp: picker.move(by: -10, roots: roots)
            case .pageDown: picker.move(by: 10, roots: roots)
            case .home: picker.move(by: -Int.max / 2, roots: roots)
            case .end: picker.move(by: Int.max / 2, roots: roots)
            case .left: picker.active = max(0, picker.active - 1)
            case .right: picker.active = max(0, min(picker.depth(roots: roots) - 1, picker.active + 1))
            case .backspace: picker.deleteFilter(roots: roots)
            case .character(let character): picker.typeFilter(String(character), roots: roots)
            case .space: picker.typeFilter(" ", roots: roots)
            case .paste(let text, _): picker.typeFilter(text.filter { !FieldRules.isControl($0) }, roots: roots)
            case .control("u"): picker.clearFilter(roots: roots)
            default: break
            }
            states[field.id] = .picker(picker)
            errors[field.id] = nil
        case .text(var buffer):
            // Space in an empty date field takes the day its wheels suggest.
            if field.date != nil, key == .space, buffer.text.isEmpty {
                takeSuggestion(field)
                return
            }
            if field.date != nil, key == .up || key == .down || key == .left || key == .right {
                stepDate(field, key)
                return
            }
            let fieldRules = rules(field)
            switch key {
            case .character, .space, .paste:
                var text = " "
                if case .character(let character) = key { text = String(character) }
                // Terminals send pasted line breaks as CR or CRLF; a multiline field keeps them as
                // LF. The whole paste goes in at once: one insertion, one layout.
                if case .paste(let pasted, _) = key {
                    text = pasted.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(
                        of: "\r", with: "\n")
                }
                let typed = fieldRules.typed(text, into: buffer)
                buffer.insert(typed.kept)
                // A refused character is named, never dropped without a word.
                if let refused = typed.refused {
                    notice = [notice, fieldRules.refusal(refused)].compactMap { $0 }.joined(separator: "; ")
                }
            case .backspace: buffer.deleteBackward()
            case .delete: buffer.deleteForward()
            case .left: buffer.moveLeft()
            case .right: buffer.moveRight()
            case .home, .control("a"): buffer.moveHome()
            case .end, .control("e"): buffer.moveEnd()
            case .control("u"): buffer.deleteToStart()
            case .control("w"), .deleteWordBackward: buffer.deleteWordBackward()
            case .wordLeft: buffer.moveWordLeft()
            case .wordRight: buffer.moveWordRight()
            case .control("k"): buffer.deleteToEnd()
            default:
                leave(by: key)
                return
            }
            states[field.id] = .text(buffer)
        }
    }

    /// A control's key (a stepper, slider, rating, yes/no question, segmented control or
    /// checklist, `ControlKeys`): the field takes the state it moves to, and its problem goes;
    /// a key that is not the control's leaves it (↑/↓).
    private mutating func adjust(_ field: Field, _ state: FieldState, by key: Key) {
        guard let moved = ControlKeys.moved(state, of: field, rules: rules(field), by: key) else {
            leave(by: key)
            return
        }
        guard moved != state else { return }
        states[field.id] = moved
        errors[field.id] = nil
    }

    /// Down and Up leave a field that has no rows to move through, as Tab and Shift-Tab do.
    private mutating func leave(by key: Key) {
        if key == .down { moveNext() }
        if key == .up { movePrevious() }
    }

    // MARK: Dates

    /// The calendar components a date field's format shows, in format order.
    package func dateComponents(for field: Field) -> [Calendar.Component] {
        guard let format = field.date?.format else { return [] }
        var components: [Calendar.Component] = []
        var inQuote = false
        for character in format {
            if character == "'" { inQuote.toggle(); continue }
            guard !inQuote else { continue }
            let component: Calendar.Component?
            switch character {
            case "y", "Y", "u": component = .year
            case "M", "L": component = .month
            case "d": component = .day
            case "H", "h", "k", "K": component = .hour
            case "m": component = .minute
            case "s": component = .second
            default: component = nil
            }
            if let component, !components.contains(component) { components.append(component) }
        }
        return components
    }

    /// Left and Right pick a component; Up and Down step it by one, within min...max.
    mutating func stepDate(_ field: Field, _ key: Key) {
        let components = dateComponents(for: field)
        guard !components.isEmpty else { return }
        switch key {
        case .left: dateComponent = max(0, dateComponent - 1)
        case .right: dateComponent = min(components.count - 1, dateComponent + 1)
        default:
            let fieldRules = rules(field)
            guard let dates = fieldRules.dates, case .text(var buffer)? = states[field.id] else { return }
            let start = fieldRules.date(from: buffer.text) ?? Self.clamp(dates.current(), fieldRules)
            let component = components[min(dateComponent, components.count - 1)]
            guard let stepped = dates.calendar.date(byAdding: component, value: key == .up ? 1 : -1, to: start) else {
                return
            }
            let clamped = Self.clamp(stepped, fieldRules)
            let text = dates.string(from: clamped)
            // A two-digit year (`MM/yy`) reads back within 1950…2049 only: Up on 01/49's year
            // wrote `01/50`, which the field reads as 1950, so it failed its own `min: today`
            // and the next Up stepped from 1950. A step whose text reads back as another year
            // is not taken: the arrows stop at the last year the format can write.
            if components.contains(.year), let back = fieldRules.date(from: text),
                dates.calendar.component(.year, from: back) != dates.calendar.component(.year, from: clamped)
            {
                return
            }
            buffer.replace(with: text)
            states[field.id] = .text(buffer)
            errors[field.id] = nil
        }
    }

    /// What an empty date field suggests: the day its Up and Down start from (now within
    /// `min`...`max`, `FormcDates.startDate` in the generated code), in its format.
    func suggestedDate(_ field: Field) -> String? { rules(field).suggestedDate }

    static func clamp(_ date: Date, _ rules: FieldRules) -> Date {
        var date = date
        if let minimum = rules.minimumDate, date < minimum { date = minimum }
        if let maximum = rules.maximumDate, date > maximum { date = maximum }
        return date
    }

}
