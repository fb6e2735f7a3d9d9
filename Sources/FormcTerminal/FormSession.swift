import Foundation
import FormcDiagnostics
import FormcIR

/// One form being filled in: the values, which fields the conditions show and enable, the
/// live chain (`order`), the focused field, the fields' checks and the spec's rules, what
/// submitting does and the answers it gives (docs/run.md §8). Pure: no terminal I/O. The
/// full-screen form drives it key by key (`handle(_:)`, FormSessionKeys.swift), the line mode
/// answer by answer (`set(_:to:)` and `submit()`, LineRunner.swift); the generated Swift core
/// is its copy (`conditionState()`, `focusChain`, `validate()`, `answers()`), and
/// DifferentialTests holds the four to one behaviour on random forms.
///
/// Fields are visited in the focus chain's order, then the shown, enabled, editable toggles and
/// segmented controls (a `UISwitch` or `UISegmentedControl` is outside the chain, but a
/// terminal needs to reach it). Leaving a field
/// forward, and submitting, check it; going back never does. A field hidden or disabled when
/// the form is submitted is not checked and gives no answer.
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
    /// The section title shown above the field at each position of `order` that enters a
    /// titled section, and those positions, sorted (what the screen's layout counts).
    package private(set) var sectionTitles: [Int: String] = [:]
    private(set) var titledPositions: [Int] = []
    /// The section footer shown below the field at each position of `order` where the order
    /// leaves a section with a footer, and those positions, sorted.
    package private(set) var sectionFooters: [Int: String] = [:]
    private(set) var footedPositions: [Int] = []
    /// The positions of `order` whose field shows a `help:` line under it, sorted.
    private(set) var helpPositions: [Int] = []
    /// The last chain field of `order` (toggles follow the chain there): the field that takes
    /// the last field's return key and action (`FocusLinks.returnKey(isLast:)`).
    package private(set) var lastOfChain: String?
    let evaluator: ConditionEvaluator
    /// Which fields the conditions hide and disable for the current values.
    package private(set) var conditionState = ConditionEvaluator.State()
    package internal(set) var focus: Int = 0
    package internal(set) var states: [String: FieldState] = [:]
    /// The problem shown under each field that failed its check.
    package internal(set) var errors: [String: String] = [:]
    /// The date component Up and Down change in the focused date field (index into
    /// `dateComponents(for:)`).
    package internal(set) var dateComponent = 0
    package internal(set) var outcome: Outcome = .editing
    /// A message about the last key shown under the focused field until the next key (a
    /// paste cut at `KeyDecoder.pasteLimit`).
    package internal(set) var notice: String?
    /// Why the last submit did not go through, shown in the bottom bar until the next key.
    package internal(set) var submitBlocked: String?

    /// `entering: false` starts with no field entered, for a driver that sets values itself
    /// (the line mode): a picker holds a value only once its driver says so.
    package init(form: Form, entering: Bool = true) {
        self.form = form
        // One evaluator for the form: its fields' conditions are parsed and indexed once.
        let evaluator = ConditionEvaluator(form: form)
        candidates = Self.visitingOrder(form)
        labelWidths = candidates.map { id in form.field(id).map { DisplayWidth.of($0.terminalLabel) } ?? 0 }
        order = candidates
        self.evaluator = evaluator
        states = Self.initialStates(form)
        placeOrder()
        refreshConditions()
        if entering { enterField() }
    }

    /// Indexes `order` and measures its widest label, from the candidates' measures.
    private mutating func placeOrder() {
        orderIndex = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        // A section's title above the first field of it where the order enters it, as the app
        // shows it (issue 47, item 5); none for a section without a title.
        sectionTitles = [:]
        var section: Int?
        for (index, id) in order.enumerated() {
            guard let field = form.field(id), field.section != section else { continue }
            section = field.section
            if form.sections.indices.contains(field.section), let title = form.sections[field.section].title,
                !title.isEmpty
            {
                sectionTitles[index] = title
            }
        }
        titledPositions = sectionTitles.keys.sorted()
        // A section's footer below the last field of it before the order leaves it, as the
        // app shows it under the section's rows.
        sectionFooters = [:]
        helpPositions = []
        for (index, id) in order.enumerated() {
            guard let field = form.field(id) else { continue }
            if field.showsHelp { helpPositions.append(index) }
            let next = index + 1 < order.count ? form.field(order[index + 1])?.section : nil
            guard next != field.section, form.sections.indices.contains(field.section),
                let footer = TerminalText.paragraph(form.sections[field.section].footer)
            else { continue }
            sectionFooters[index] = footer
        }
        footedPositions = sectionFooters.keys.sorted()
        widestLabel = zip(candidates, labelWidths).filter { orderIndex[$0.0] != nil }.map(\.1).max()
        lastOfChain = order.last { form.field($0)?.focus != nil }
    }

    /// The return key `field` shows where it stands in the live chain, as the generated code
    /// and the JSON give it (toggles are no chain fields); nil outside the chain. Enter in the
    /// terminal, which visits toggles too, follows `order` instead (FormSessionKeys).
    package func returnKey(of field: Field) -> ReturnKeyType? {
        field.focus?.returnKey(isLast: field.id == lastOfChain)
    }

    /// What return does in `field` where it stands in the live chain; nil outside the chain.
    package func returnAction(of field: Field) -> ReturnAction? {
        field.focus?.returnAction(isLast: field.id == lastOfChain)
    }

    /// The fields a person is asked, in order: the focus chain, with each shown, enabled,
    /// editable field outside it (a toggle, a segmented control) in its declared place, before the first chain field declared after it
    /// (after the whole chain when none is), as the app lays it out; every other such field is
    /// in the chain (FC104 and FC106 are errors). So the fields a toggle reveals come after
    /// it, and piped answers meet the questions in the order the form shows them (issue 47,
    /// item 5: a toggle no condition read once came after the whole chain).
    static func visitingOrder(_ form: Form) -> [String] {
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
        where !field.kind.canTakeFocus && field.isChecked && seen.insert(field.id).inserted {
            let place = Self.firstIndex(in: latest, above: position)
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

    /// Whether field `id` is shown and enabled for the current values (`hidden: true` and
    /// `disabled: true` included).
    package func isAvailable(_ id: String) -> Bool {
        guard let field = form.field(id), field.isSubmitted else { return false }
        return conditionState.isAvailable(id)
    }

    /// Gives field `id` the value `state` (a driver's answer) and works out the conditions
    /// again when one reads it. Focus stays on its field unless that field is no longer
    /// visited, then it moves as `refreshConditions()` says.
    package mutating func set(_ id: String, to state: FieldState) {
        guard let field = form.field(id) else { return }
        let changes =
            evaluator.isRead(id) && states[id].map(rules(field).conditionValue) != rules(field).conditionValue(state)
        states[id] = state
        errors[id] = nil
        if changes { refreshConditions(changed: id) }
    }

    /// Works out which fields the conditions show and enable, and the visiting order with
    /// them; focus stays on its field (the one that changed, which a condition cannot hide:
    /// the checker refuses a field that depends on itself). With `changed`, only what a change
    /// to that field reaches is worked out again (`ConditionEvaluator.update`), and the order
    /// only when some field's state changed: an answer that shows or hides nothing costs what
    /// its readers cost, not the form.
    mutating func refreshConditions(changed: String? = nil) {
        guard !evaluator.isEmpty else { return }
        let focusedID = order.indices.contains(focus) ? order[focus] : nil
        if let changed {
            let states = states
            let form = form
            guard evaluator.update(&conditionState, changed: changed, { Self.conditionValue(form, $0) { states[$0] } })
            else { return }
        } else {
            conditionState = Self.evaluate(form, evaluator, states)
        }
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
    /// The errors shown are the submit's from now on (a field hidden since has none).
    package mutating func submit() {
        errors = problems()
        guard let firstInvalid = order.firstIndex(where: { errors[$0] != nil }) else {
            outcome = .submitted
            return
        }
        // Said in the bottom bar too: the field that blocked the submit may be one the person
        // never looked at (a required toggle after the last text field, issue 47, item 12).
        let count = order.filter { errors[$0] != nil }.count
        let first = form.field(order[firstInvalid]).map { $0.label ?? $0.id } ?? ""
        submitBlocked =
            "not submitted: \(first): \(errors[order[firstInvalid]] ?? "")"
            + (count > 1 ? " (and \(count - 1) more field\(count == 2 ? "" : "s") to fix)" : "")
        focus = firstInvalid
        enterField()
    }

    /// What a submit finds now, by field id: the first problem of each visited field (shown,
    /// enabled, editable), then the spec's rules about those that passed their own checks, in
    /// the order written; empty when the form can be submitted. The rules read every field,
    /// a later one included, as it is now: hidden and disabled fields read as empty.
    package func problems() -> [String: String] {
        var problems: [String: String] = [:]
        for id in order {
            guard let field = form.field(id), let state = states[id], let problem = rules(field).problem(state) else {
                continue
            }
            problems[id] = problem
        }
        let rules = Self.rulesByField(form)
        for id in order where problems[id] == nil {
            guard let about = rules[id],
                let message = Self.ruleMessage(about, form, evaluator, conditions: conditionState, { states[$0] })
            else { continue }
            problems[id] = message
        }
        return problems
    }

    /// Runs the field's checks, records or clears its error; true when it passes.
    @discardableResult
    package mutating func check(_ field: Field) -> Bool {
        guard let state = states[field.id] else { return true }
        errors[field.id] = rules(field).problem(state)
        return errors[field.id] == nil
    }

    /// A field taking focus. A date or picker field nobody chose for stays empty: its wheels
    /// (the picker's highlighted rows, the day Up and Down start from) only suggest, and a
    /// wheel nobody moved answers nothing, as in the generated code (issue 48): Up and Down
    /// (or typing) choose, Space takes the suggestion. A field the spec marks
    /// `fillOnFocus: true` takes its suggestion now, as a UIKit field filled on focus does.
    /// A date field's Up and Down start on its day.
    mutating func enterField() {
        // Up and Down step the day first, as people step a check-in or a due date; a time
        // field (no day) its first part (issue 47, item 9).
        dateComponent = focusedField.map { dateComponents(for: $0).firstIndex(of: .day) ?? 0 } ?? 0
        guard let field = focusedField, field.fillsOnFocus else { return }
        takeSuggestion(field)
    }

    /// The explicit choice (Space), and `fillOnFocus`: an empty date field takes the day its
    /// Up and Down start from (now within `min`...`max`, in its format), a picker nobody chose
    /// for the rows it highlights. False, changing nothing, for a field that holds a value.
    @discardableResult
    package mutating func takeSuggestion(_ field: Field) -> Bool {
        switch states[field.id] {
        case .picker(var picker)? where !picker.chosen:
            picker.chosen = true
            states[field.id] = .picker(picker)
        case .text(var buffer)? where field.date != nil && buffer.text.isEmpty:
            guard let text = suggestedDate(field) else { return false }
            buffer.replace(with: text)
            states[field.id] = .text(buffer)
        default:
            return false
        }
        errors[field.id] = nil
        // The field holds a value from now on: `month isSet` turns true.
        if evaluator.isRead(field.id) { refreshConditions() }
        return true
    }

    // MARK: Answers

    /// The answers as JSON: keys are field ids; text fields give strings (empty when left
    /// empty), the number pad its digits as a string (leading zeros kept), decimals a number,
    /// dates a string in the field's format with ASCII digits, a flat picker its option's value, a cascading
    /// picker an object of level name to value, a toggle a boolean; an unanswered number,
    /// decimal, date or picker gives null. A field hidden or disabled now (by `hidden: true`,
    /// `disabled: true` or a condition) gives nothing, its key is absent, whatever it held
    /// before; a read-only (`editable: false`) field gives its value (docs/run.md §8).
    package func answers() -> [String: AnswerValue] {
        Self.answers(form, states, omitting: Self.unavailable(form, conditionState))
    }

    /// The answers of `states`, less the fields in `omitting` (those hidden or disabled).
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
    /// A multi-select's chosen option values, in the options' order.
    case list([String])
    case null

    init(field: Field, state: FieldState, rules: FieldRules) {
        switch state {
        case .toggle(let on):
            self = .bool(on)
        case .quantity(let number):
            self = .number(number)
        case .rating(let stars):
            self = stars.map { .number(Double($0)) } ?? .null
        case .yesNo(let yes):
            self = yes.map(AnswerValue.bool) ?? .null
        case .selection(let checklist):
            self = .list(checklist.ordered(rules.source?.options ?? []))
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
            switch field.kind.entry.value {
            case .decimal:
                self = TextValidation.decimal(text).map(AnswerValue.number) ?? .null
            case .digits:
                self = text.isEmpty ? .null : .string(NumberInput.normalized(text, kind: .number))
            case .date:
                self = text.isEmpty ? .null : .string(rules.machineDate(text))
            case .text, .choice, .toggle, .quantity, .rating, .yesNo, .selection:
                self = .string(text)
            }
        }
    }
}
