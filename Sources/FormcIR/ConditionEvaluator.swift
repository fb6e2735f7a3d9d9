import Foundation

/// A field's value as conditions read it (docs/json-format.md, "conditions").
public enum ConditionValue: Sendable, Hashable {
    /// A text kind's text, a picker's option value (a cascading picker's last level).
    case text(String)
    /// A `number` or `decimal` field's text as typed (digits, a decimal separator): compared
    /// with another field as a number.
    case number(String)
    /// A date, time or date-and-time field's value: its text in the field's format with ASCII
    /// digits (what `==` compares with a literal) and the instant, for `<` and the like.
    case date(String, Date)
    /// A toggle: off is empty, as an unticked box sends nothing.
    case bool(Bool)
    /// A yes/no question's answer: no is an answer, so neither is empty (`.none` is no answer).
    case answer(Bool)
    /// A multi-select's chosen option values: none chosen is empty.
    case selection(Set<String>)
    /// No value: an unanswered picker, number, date, rating or yes/no question.
    case none

    var isEmpty: Bool {
        switch self {
        case .text(let text), .number(let text): return text.isEmpty
        case .date, .answer: return false
        case .bool(let on): return !on
        case .selection(let chosen): return chosen.isEmpty
        case .none: return true
        }
    }

    /// The position of a toggle or the answer of a yes/no question, which compare alike.
    var boolean: Bool? {
        switch self {
        case .bool(let on), .answer(let on): return on
        case .text, .number, .date, .selection, .none: return nil
        }
    }
}

/// Which fields are shown and enabled for given values: `hidden`/`disabled`, the section's
/// and the field's own `visibleWhen`/`enabledWhen`, with hidden and disabled fields read as
/// empty (neither is part of the answers). The evaluation order (each field after the fields
/// its conditions read) is worked out once, so each evaluation is linear in the size of the
/// form's conditions.
public struct ConditionEvaluator: Sendable {
    /// The state of every field for one set of values.
    public struct State: Sendable, Equatable {
        public var hidden: Set<String>
        public var disabled: Set<String>

        public init(hidden: Set<String> = [], disabled: Set<String> = []) {
            self.hidden = hidden
            self.disabled = disabled
        }

        /// Shown and enabled: a field that can take focus in this state (kind allowing).
        public func isAvailable(_ id: String) -> Bool { !hidden.contains(id) && !disabled.contains(id) }
    }

    private let form: Form
    /// Indices into `form.fields` (first field of each id), in evaluation order: each after
    /// the fields its conditions read (the generated Swift evaluates in this order too).
    /// Empty when the form has no condition (`isEmpty`).
    public let order: [Int]
    /// Ids that some condition reads: only a change to one of them can change the state.
    public var readIDs: Set<String> { Set(readers.keys) }
    /// For each id a condition reads: the positions in `order` of the fields whose own or
    /// section's conditions read it (what `update` works out again when it changes).
    private let readers: [String: [Int]]

    public init(form: Form) {
        self.form = form
        // Without a condition there is nothing to evaluate (`state` is never asked for).
        let conditional =
            form.fields.contains { !$0.conditions.isEmpty } || form.sections.contains { !$0.conditions.isEmpty }
        order = conditional ? Self.evaluationOrder(form) : []
        var readers: [String: [Int]] = [:]
        for (position, index) in order.enumerated() {
            // By index: a `for field in` loop would copy every field to read its conditions.
            let section = form.fields[index].section
            let sectionConditions =
                form.sections.indices.contains(section) ? form.sections[section].conditions : Conditions()
            let reads = Set(
                (Self.references(form.fields[index].conditions) + Self.references(sectionConditions)).map(\.id))
            for id in reads { readers[id, default: []].append(position) }
        }
        for section in form.sections {
            // A section that reads a field but holds none still makes that field read.
            for reference in Self.references(section.conditions) where readers[reference.id] == nil {
                readers[reference.id] = []
            }
        }
        self.readers = readers
    }

    /// Whether any field or section has a condition.
    public var isEmpty: Bool { readers.isEmpty }

    /// Whether a change to field `id`'s value can change the state (some condition reads it).
    public func isRead(_ id: String) -> Bool { readers[id] != nil }

    /// The state for the values `value(id)` gives (for the fields as if shown). Only for a
    /// form with conditions: callers skip it when `isEmpty`.
    public func state(_ value: (String) -> ConditionValue) -> State {
        var state = State(hidden: [], disabled: [])
        for index in order { _ = work(out: index, in: &state, value) }
        return state
    }

    /// Brings `state` (the state for the values before) up to date after field `id`'s value
    /// changed to what `value` now gives: only the fields that read it are worked out again,
    /// and, when one of them appears or disappears, or is enabled or disabled (a hidden or
    /// disabled field reads as empty), the fields that read that one, and so on, in
    /// evaluation order. The result equals `state(value)`; the cost is the size of what the
    /// change reaches, not of the form, so answering every field of a form in turn is linear.
    /// Returns whether any field's state changed.
    @discardableResult
    public func update(_ state: inout State, changed id: String, _ value: (String) -> ConditionValue) -> Bool {
        var changed = false
        var pending = MinHeap()
        var queued: Set<Int> = []
        func enqueue(_ id: String) {
            for position in readers[id] ?? [] where queued.insert(position).inserted { pending.push(position) }
        }
        enqueue(id)
        while let position = pending.popMin() {
            queued.remove(position)
            let index = order[position]
            let wasDisabled = state.disabled.contains(form.fields[index].id)
            let shownFlipped = work(out: index, in: &state, value)
            if shownFlipped || state.disabled.contains(form.fields[index].id) != wasDisabled {
                changed = true
                enqueue(form.fields[index].id)
            }
        }
        return changed
    }

    /// Works out field `index`'s shown and enabled state from the others' in `state`;
    /// returns whether it was shown before and is not now, or the other way round.
    private func work(out index: Int, in state: inout State, _ value: (String) -> ConditionValue) -> Bool {
        let field = form.fields[index]
        func read(_ id: String) -> ConditionValue { state.isAvailable(id) ? value(id) : empty(id) }
        let section =
            form.sections.indices.contains(field.section) ? form.sections[field.section].conditions : Conditions()
        let shown =
            !field.hidden && Self.holds(section.visibleWhen, read) && Self.holds(field.conditions.visibleWhen, read)
        let enabled =
            !field.disabled && Self.holds(section.enabledWhen, read) && Self.holds(field.conditions.enabledWhen, read)
        if enabled { state.disabled.remove(field.id) } else { state.disabled.insert(field.id) }
        return shown ? state.hidden.remove(field.id) != nil : state.hidden.insert(field.id).inserted
    }

    /// Whether `condition` (a rule's check) holds for the values `value(id)` gives, the
    /// fields hidden or disabled in `state` (or by `hidden: true`, `disabled: true`) read as
    /// empty, as conditions read them.
    public func holds(_ condition: Condition, in state: State, _ value: (String) -> ConditionValue) -> Bool {
        Self.evaluate(condition) { id in
            guard state.isAvailable(id), let field = form.field(id), !field.hidden, !field.disabled else {
                return empty(id)
            }
            return value(id)
        }
    }

    /// How a hidden or disabled field reads: a toggle that is off, else no value.
    private func empty(_ id: String) -> ConditionValue {
        form.field(id)?.kind.entry.value == .toggle ? .bool(false) : .none
    }

    private static func holds(_ condition: Condition?, _ read: (String) -> ConditionValue) -> Bool {
        guard let condition else { return true }
        return evaluate(condition, read)
    }

    /// The condition's truth; recursion is bounded by the parser's nesting limit.
    public static func evaluate(_ condition: Condition, _ read: (String) -> ConditionValue) -> Bool {
        switch condition {
        case .compare(let field, let comparison, let literal):
            switch comparison {
            case .equal: return matches(read(field.id), literal.value)
            case .notEqual: return !matches(read(field.id), literal.value)
            case .less, .lessOrEqual, .greater, .greaterOrEqual:
                guard case .number(let text) = literal.value, let wanted = Double(text),
                    let number = number(read(field.id))
                else { return false }
                return comparison.holds(order(number, wanted))
            }
        case .compareFields(let field, let comparison, let other):
            return compare(read(field.id), comparison, read(other.id))
        case .isOneOf(let field, let literals):
            let value = read(field.id)
            return literals.contains { matches(value, $0.value) }
        case .contains(let field, let literal):
            guard case .selection(let chosen) = read(field.id) else { return false }
            return chosen.contains { matches(.text($0), literal.value) }
        case .count(let field, let comparison, let literal):
            guard case .number(let text) = literal.value, let wanted = Double(text) else { return false }
            let chosen: Double
            if case .selection(let options) = read(field.id) { chosen = Double(options.count) } else { chosen = 0 }
            return comparison.holds(order(chosen, wanted))
        case .isEmpty(let field): return read(field.id).isEmpty
        case .isSet(let field): return !read(field.id).isEmpty
        case .not(let inner): return !evaluate(inner, read)
        case .all(let parts): return parts.allSatisfy { evaluate($0, read) }
        case .any(let parts): return parts.contains { evaluate($0, read) }
        }
    }

    /// Two fields' values: two empty values are equal, an empty and a set one differ; dates
    /// compare as instants, two numbers (`TextValidation.decimal`) as numbers (one that is
    /// no number: the comparison does not hold), other text exactly, toggles by position. An order needs two numbers or two dates: with an empty
    /// side, or values without an order, it does not hold (so `not (end < start)` holds while
    /// either is empty).
    static func compare(_ lhs: ConditionValue, _ comparison: Comparison, _ rhs: ConditionValue) -> Bool {
        if lhs.isEmpty || rhs.isEmpty {
            guard !comparison.isOrder else { return false }
            return comparison.holds(lhs.isEmpty && rhs.isEmpty ? .orderedSame : .orderedAscending)
        }
        let result: ComparisonResult?
        switch (lhs, rhs) {
        case (.date(_, let left), .date(_, let right)): result = order(left, right)
        case (.number, .number):
            guard let left = number(lhs), let right = number(rhs) else { return false }
            result = order(left, right)
        case (.text(let left), .text(let right)), (.text(let left), .number(let right)),
            (.number(let left), .text(let right)):
            result = comparison.isOrder ? nil : (left == right ? .orderedSame : .orderedAscending)
        case (.bool, .bool), (.bool, .answer), (.answer, .bool), (.answer, .answer):
            result = comparison.isOrder ? nil : (lhs.boolean == rhs.boolean ? .orderedSame : .orderedAscending)
        default:
            result = comparison.isOrder ? nil : .orderedAscending
        }
        guard let result else { return false }
        return comparison.holds(result)
    }

    private static func number(_ value: ConditionValue) -> Double? {
        switch value {
        case .text(let text), .number(let text): return TextValidation.decimal(text)
        case .date, .bool, .answer, .selection, .none: return nil
        }
    }

    private static func order<T: Comparable>(_ lhs: T, _ rhs: T) -> ComparisonResult {
        lhs < rhs ? .orderedAscending : (lhs == rhs ? .orderedSame : .orderedDescending)
    }

    /// Text equals text exactly, a number field's text included (a quoted `'007'` is those
    /// three digits, never `7`); a number equals text that reads as the same number; a
    /// boolean equals a toggle in that position; a date equals its text in its format with
    /// ASCII digits (the day the field shows, never the device's localized digits).
    static func matches(_ value: ConditionValue, _ literal: ConditionLiteral.Value) -> Bool {
        switch (value, literal) {
        case (.text(let text), .string(let expected)), (.date(let text, _), .string(let expected)),
            (.number(let text), .string(let expected)):
            return text == expected
        case (.text(let text), .number(let expected)), (.number(let text), .number(let expected)):
            guard let number = TextValidation.decimal(text), let wanted = Double(expected) else { return false }
            return number == wanted
        case (.bool(let on), .bool(let expected)), (.answer(let on), .bool(let expected)): return on == expected
        default: return false
        }
    }

    private static func references(_ conditions: Conditions) -> [FieldReference] {
        (conditions.visibleWhen?.references ?? []) + (conditions.enabledWhen?.references ?? [])
    }

    /// Fields ordered so that each comes after the fields its conditions (its own and its
    /// section's) read: Kahn's algorithm, linear. Fields on a cycle (an
    /// error, FC603, so never compiled) keep declaration order at the end.
    private static func evaluationOrder(_ form: Form) -> [Int] {
        var first: [String: Int] = [:]
        for (index, field) in form.fields.enumerated() where first[field.id] == nil { first[field.id] = index }
        let nodes = form.fields.indices.filter { first[form.fields[$0].id] == $0 }
        var waiting = Array(repeating: 0, count: form.fields.count)
        var readers = Array(repeating: [Int](), count: form.fields.count)
        for index in nodes {
            let field = form.fields[index]
            // Every read, not only visibility's: a field that reads a field a condition hides
            // or disables must see it so (read as empty), so it comes after that one too.
            let section =
                form.sections.indices.contains(field.section) ? form.sections[field.section].conditions : Conditions()
            let reads = Set((Self.references(section) + Self.references(field.conditions)).compactMap { first[$0.id] })
            for read in reads where read != index {
                waiting[index] += 1
                readers[read].append(index)
            }
        }
        var order = nodes.filter { waiting[$0] == 0 }
        var head = 0
        while head < order.count {
            for reader in readers[order[head]] {
                waiting[reader] -= 1
                if waiting[reader] == 0 { order.append(reader) }
            }
            head += 1
        }
        if order.count < nodes.count {
            let placed = Set(order)
            order += nodes.filter { !placed.contains($0) }
        }
        return order
    }
}
