import Foundation
import FormcDiagnostics
import FormcIR

/// The state of a form being filled in a terminal, and what each key does to it. Pure: no
/// terminal I/O, so the tests drive it key by key.
///
/// Fields are visited in the focus chain's order, then the visible, enabled toggles (a
/// `UISwitch` is outside the chain, but a terminal needs to reach it). Keys:
/// Tab / Ctrl-N (and Down outside pickers and dates) go to the next field, Shift-Tab / Ctrl-P
/// (and Up) to the previous one; Enter performs the field's return action (next field,
/// done or submit: both submit here, newline in multiline fields); Ctrl-D submits; Esc and
/// Ctrl-C cancel. Leaving a field forward, and submitting, check it; going back never does.
package struct FormSession: Sendable {
    package enum Outcome: Equatable, Sendable {
        case editing, submitted, cancelled
    }

    package let form: Form
    /// Ids of the fields visited, in order: the ones shown and enabled in the current state
    /// (`candidates` less those a condition hides or disables).
    package private(set) var order: [String] {
        didSet { placeOrder() }
    }
    /// Every field that can be visited, in order, whatever the conditions say.
    let candidates: [String]
    /// The display width of each candidate's label (`Field.terminalLabel`), measured once.
    private let labelWidths: [Int]
    /// Where each id stands in `order`, and the widest label of `order` (nil when it is
    /// empty): what the screen's layout needs, worked out when the order changes rather
    /// than on every redraw (a form may have 100,000 fields).
    private(set) var orderIndex: [String: Int] = [:]
    private(set) var widestLabel: Int?
    let evaluator: ConditionEvaluator
    /// Which fields the conditions hide and disable for the current values.
    package private(set) var conditionState = ConditionEvaluator.State()
    package private(set) var focus: Int = 0
    package private(set) var states: [String: FieldState] = [:]
    /// The problem shown under each field that failed its check.
    package private(set) var errors: [String: String] = [:]
    /// The date component Up and Down change in the focused date field (index into
    /// `dateComponents(for:)`).
    package private(set) var dateComponent = 0
    package private(set) var outcome: Outcome = .editing
    /// A message about the last key shown under the focused field until the next key (a
    /// paste cut at `KeyDecoder.pasteLimit`).
    package private(set) var notice: String?

    package init(form: Form) {
        self.form = form
        // One evaluator for the form: its fields' conditions are parsed and indexed once.
        let evaluator = ConditionEvaluator(form: form)
        candidates = Self.visitingOrder(form, reading: evaluator.readIDs)
        labelWidths = candidates.map { id in form.field(id).map { DisplayWidth.of($0.terminalLabel) } ?? 0 }
        order = candidates
        self.evaluator = evaluator
        states = Self.initialStates(form)
        placeOrder()
        refreshConditions()
        enterField()
    }

    /// Indexes `order` and measures its widest label, from the candidates' measures.
    private mutating func placeOrder() {
        orderIndex = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        widestLabel = zip(candidates, labelWidths).filter { orderIndex[$0.0] != nil }.map(\.1).max()
    }

    /// The fields a person is asked, in order: the focus chain, then the visible, enabled,
    /// editable toggles. A toggle that a condition reads (its id in `read`, the ids the
    /// form's conditions read) goes before the first chain field declared after it instead,
    /// so the fields it reveals come after it.
    static func visitingOrder(_ form: Form, reading read: Set<String>) -> [String] {
        let chain = form.focusChain
        var seen = Set(chain)
        let declared = Dictionary(form.fields.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        // The latest declaration among the chain's first k + 1 fields: the first chain field
        // declared after a position is where this first exceeds it (a binary search), so
        // placing every toggle stays O(n log n) however many there are.
        var latest: [Int] = []
        latest.reserveCapacity(chain.count)
        for id in chain { latest.append(max(latest.last ?? -1, declared[id] ?? -1)) }
        var before = Array(repeating: [String](), count: chain.count)
        var after: [String] = []
        for (position, field) in form.fields.enumerated()
        where field.kind == .toggle && !field.hidden && !field.disabled && field.editable
            && seen.insert(field.id).inserted
        {
            let place = read.contains(field.id) ? Self.firstIndex(in: latest, above: position) : nil
            if let place { before[place].append(field.id) } else { after.append(field.id) }
        }
        var order: [String] = []
        order.reserveCapacity(chain.count + after.count)
        for (index, id) in chain.enumerated() {
            order += before[index]
            order.append(id)
        }
        return order + after
    }

    /// The first index of the non-decreasing `values` whose value is above `bound`, or nil.
    private static func firstIndex(in values: [Int], above bound: Int) -> Int? {
        var low = 0
        var high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] > bound { high = middle } else { low = middle + 1 }
        }
        return low < values.count ? low : nil
    }

    /// Every field's state before anything is typed: its default, or empty.
    static func initialStates(_ form: Form) -> [String: FieldState] {
        var states: [String: FieldState] = [:]
        for field in form.fields where states[field.id] == nil {
            states[field.id] = FieldRules(field: field, form: form).initialState()
        }
        return states
    }

    package var focusedField: Field? { order.indices.contains(focus) ? form.field(order[focus]) : nil }

    func rules(_ field: Field) -> FieldRules { FieldRules(field: field, form: form) }

    // MARK: Keys

    package mutating func handle(_ key: Key) {
        notice = nil
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

    /// Works out which fields the conditions show and enable, and the visiting order with
    /// them; focus stays on its field (the one that changed, which a condition cannot hide:
    /// the checker refuses a field that depends on itself).
    private mutating func refreshConditions() {
        guard !evaluator.isEmpty else { return }
        let focusedID = order.indices.contains(focus) ? order[focus] : nil
        conditionState = Self.evaluate(form, evaluator, states)
        let available = candidates.filter(conditionState.isAvailable)
        if available != order { order = available }
        guard let focusedID else { return }
        if let index = orderIndex[focusedID] {
            focus = index
        } else if let place = candidates.firstIndex(of: focusedID) {
            // Defensive: the next available field after it, else the last one.
            let after = Set(candidates[place...])
            focus = order.firstIndex { after.contains($0) } ?? max(0, order.count - 1)
        }
    }

    /// A byte count as people read it: bytes, or KiB rounded up.
    static func size(_ bytes: Int) -> String {
        bytes < 1024 ? "\(bytes) byte\(bytes == 1 ? "" : "s")" : "\((bytes + 1023) / 1024) KiB"
    }

    private mutating func returnKey(_ field: Field) {
        let action = field.focus?.returnAction ?? (focus == order.count - 1 ? .done : .next)
        switch action {
        case .newline:
            if case .text(var buffer)? = states[field.id] {
                buffer.insert("\n")
                states[field.id] = .text(buffer)
            }
        case .next:
            if field.kind == .picker, !advancePickerColumn(field) { return }
            // Last only because conditions hide what follows: Next has nowhere to go, so
            // return does what it does on the chain's last field.
            if focus + 1 >= order.count, candidates.last != field.id {
                submit()
                return
            }
            moveNext()
        case .done, .submit:
            if field.kind == .picker, !advancePickerColumn(field) { return }
            submit()
        }
    }

    /// Enter in a picker: a column with no matching row keeps focus (nothing to select);
    /// a parent column moves on to the next column. Returns whether the field is done.
    private mutating func advancePickerColumn(_ field: Field) -> Bool {
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

    private mutating func edit(_ field: Field, _ key: Key) {
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
        case .picker(var picker):
            let roots = rules(field).source?.options ?? []
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
            if field.date != nil, key == .up || key == .down || key == .left || key == .right {
                stepDate(field, key)
                return
            }
            let fieldRules = rules(field)
            switch key {
            case .character(let character):
                if fieldRules.accepts(character, in: buffer.text) { buffer.insert(String(character)) }
            case .space:
                if fieldRules.accepts(" ", in: buffer.text) { buffer.insert(" ") }
            case .paste(let text, _):
                // Terminals send pasted line breaks as CR or CRLF; a multiline field keeps them as
                // LF. The whole paste goes in at once: one insertion, one layout.
                let lines = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
                buffer.insert(fieldRules.filtered(lines, existing: buffer.text))
            case .backspace: buffer.deleteBackward()
            case .delete: buffer.deleteForward()
            case .left: buffer.moveLeft()
            case .right: buffer.moveRight()
            case .home, .control("a"): buffer.moveHome()
            case .end, .control("e"): buffer.moveEnd()
            case .control("u"): buffer.deleteToStart()
            case .control("w"): buffer.deleteWordBackward()
            case .control("k"): buffer.deleteToEnd()
            case .down:
                moveNext()
                return
            case .up:
                movePrevious()
                return
            default: return
            }
            states[field.id] = .text(buffer)
        }
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
    private mutating func stepDate(_ field: Field, _ key: Key) {
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
            buffer.replace(with: dates.string(from: Self.clamp(stepped, fieldRules)))
            states[field.id] = .text(buffer)
            errors[field.id] = nil
        }
    }

    private static func clamp(_ date: Date, _ rules: FieldRules) -> Date {
        var date = date
        if let minimum = rules.minimumDate, date < minimum { date = minimum }
        if let maximum = rules.maximumDate, date > maximum { date = maximum }
        return date
    }

    // MARK: Moving and checking

    /// Checks the focused field; moves on only when it passes (Next is refused on an
    /// invalid field, as the toolbar's Next would be).
    package mutating func moveNext() {
        guard let field = focusedField, check(field) else { return }
        guard focus + 1 < order.count else { return }
        focus += 1
        enterField()
    }

    /// Going back is always allowed, even from an invalid field.
    package mutating func movePrevious() {
        guard focus > 0 else { return }
        focus -= 1
        enterField()
    }

    /// Checks every visited field; submits when all pass, else focuses the first invalid one.
    package mutating func submit() {
        var firstInvalid: Int?
        for (index, id) in order.enumerated() {
            guard let field = form.field(id) else { continue }
            if !check(field), firstInvalid == nil { firstInvalid = index }
        }
        // The spec's rules across fields, about the fields visited (shown and enabled) that
        // passed their own checks: checked on submit only, as they read other fields.
        let rules = Self.rulesByField(form)
        let conditions = rules.isEmpty ? conditionState : Self.evaluate(form, evaluator, states)
        for (index, id) in order.enumerated() where errors[id] == nil {
            guard let about = rules[id],
                let message = Self.ruleMessage(about, form, evaluator, conditions: conditions, { states[$0] })
            else { continue }
            errors[id] = message
            firstInvalid = min(firstInvalid ?? index, index)
        }
        guard let firstInvalid else {
            outcome = .submitted
            return
        }
        focus = firstInvalid
        enterField()
    }

    /// Runs the field's checks, records or clears its error; true when it passes.
    @discardableResult
    package mutating func check(_ field: Field) -> Bool {
        guard let state = states[field.id] else { return true }
        errors[field.id] = rules(field).problem(state)
        return errors[field.id] == nil
    }

    /// A picker shows its current row as soon as it takes focus, as its UIKit input view
    /// does. A date field stays empty until something is typed or stepped (Up or Down start
    /// from the current date within min...max), so tabbing past an optional date answers
    /// nothing and typing never lands after a date nobody chose.
    private mutating func enterField() {
        dateComponent = 0
        guard let field = focusedField, case .picker(var picker)? = states[field.id], !picker.chosen else { return }
        picker.chosen = true
        states[field.id] = .picker(picker)
        // A picker that takes focus holds a value from now on: `month isSet` turns true.
        if evaluator.isRead(field.id) { refreshConditions() }
    }

    // MARK: Answers

    /// The answers as JSON: keys are field ids; text fields give strings (empty when left
    /// empty), the number pad its digits as a string (leading zeros kept), decimals a number,
    /// dates a string in the field's format with ASCII digits, a flat picker its option's value, a cascading
    /// picker an object of level name to value, a toggle a boolean; an unanswered number,
    /// decimal, date or picker gives null. Fields with `hidden: true` and disabled fields give
    /// their default; a field a condition hides gives nothing (its key is absent).
    package func answers() -> [String: AnswerValue] {
        Self.answers(form, states, omitting: Self.hiddenByCondition(form, conditionState))
    }

    /// The answers of `states`, less the fields in `omitting` (those a condition hides).
    static func answers(_ form: Form, _ states: [String: FieldState], omitting: Set<String> = []) -> [String:
        AnswerValue]
    {
        var result: [String: AnswerValue] = [:]
        for field in form.fields where result[field.id] == nil && !omitting.contains(field.id) {
            guard let state = states[field.id] else { continue }
            result[field.id] = AnswerValue(field: field, state: state, rules: FieldRules(field: field, form: form))
        }
        return result
    }
}

/// One typed answer.
package enum AnswerValue: Equatable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case object([String: String])
    case null

    init(field: Field, state: FieldState, rules: FieldRules) {
        switch state {
        case .toggle(let on):
            self = .bool(on)
        case .picker(let picker):
            guard let source = rules.source, let path = picker.selection(roots: source.options) else {
                self = .null
                return
            }
            if source.isCascading {
                var object: [String: String] = [:]
                for (level, option) in zip(source.levels, path) { object[level] = option.value }
                self = .object(object)
            } else {
                self = path.first.map { .string($0.value) } ?? .null
            }
        case .text(let buffer):
            let text = buffer.text
            switch field.kind {
            case .decimal:
                self = Double(text.replacingOccurrences(of: ",", with: ".")).map(AnswerValue.number) ?? .null
            case .number:
                self = text.isEmpty ? .null : .string(text)
            case .date, .time, .dateTime:
                self = text.isEmpty ? .null : .string(rules.machineDate(text))
            case .text, .multiline, .secure, .email, .url, .phone, .picker, .toggle:
                self = .string(text)
            }
        }
    }
}
