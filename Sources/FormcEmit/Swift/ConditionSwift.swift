import FormcIR

/// Conditions as Swift expressions over the generated `Values` (`self`), for its
/// `conditionState()`: a field read by a condition is `self.x` unless an earlier step hid or
/// disabled it (`hidden.contains(.x)`, `disabled.contains(.x)`), then the empty value of its type. Literals are complete Swift
/// literals; the depth is bounded by the parser.
struct ConditionSwift {
    let form: Form
    let caseNames: [String: String]
    /// Whether a field read may be hidden or disabled by an earlier step (the `hidden` and
    /// `disabled` sets are in scope):
    /// false for a form with rules but no conditions, where every field is shown.
    var readsHidden = true

    /// Whether the field is shown (`true` as Swift text when nothing hides it).
    func shown(_ field: Field) -> String {
        if field.hidden { return "false" }
        return joined([sectionConditions(of: field).visibleWhen, field.conditions.visibleWhen])
    }

    func enabled(_ field: Field) -> String {
        if field.disabled { return "false" }
        return joined([sectionConditions(of: field).enabledWhen, field.conditions.enabledWhen])
    }

    private func sectionConditions(of field: Field) -> Conditions {
        form.sections.indices.contains(field.section) ? form.sections[field.section].conditions : Conditions()
    }

    private func joined(_ conditions: [Condition?]) -> String {
        let parts = conditions.compactMap { $0 }.map(expression)
        return parts.isEmpty ? "true" : parts.joined(separator: " && ")
    }

    func expression(_ condition: Condition) -> String {
        switch condition {
        case .compare(let reference, let comparison, let literal):
            switch comparison {
            case .equal: return equals(reference, literal)
            case .notEqual: return Self.not(equals(reference, literal))
            case .less, .lessOrEqual, .greater, .greaterOrEqual: return ordered(reference, comparison, literal)
            }
        case .compareFields(let left, let comparison, let right):
            return compared(left, comparison, right)
        case .isOneOf(let reference, let literals):
            return "(" + literals.map { equals(reference, $0) }.joined(separator: " || ") + ")"
        case .isEmpty(let reference): return isEmpty(reference)
        case .isSet(let reference): return Self.not(isEmpty(reference))
        case .contains(let reference, let literal): return contains(reference, literal)
        case .count(let reference, let comparison, let literal): return counted(reference, comparison, literal)
        case .not(let inner): return "!(\(expression(inner)))"
        case .all(let parts): return "(" + parts.map(expression).joined(separator: " && ") + ")"
        case .any(let parts): return "(" + parts.map(expression).joined(separator: " || ") + ")"
        }
    }

    private func shape(_ field: Field) -> ValueShape { field.valueShape(in: form) }

    /// `field < 18` and the like: a number field against a number (FC607 refuses others).
    /// The literal is compared as a Swift number, not as text: `decimal(_:)` reads what a
    /// user types and refuses the `1e3` and `+5` the condition language allows.
    private func ordered(_ reference: FieldReference, _ comparison: Comparison, _ literal: ConditionLiteral) -> String {
        guard let field = form.field(reference.id), let name = caseNames[reference.id],
            shape(field).valueClass == .number,
            case .number(let text) = literal.value, let wanted = Double(text), wanted.isFinite
        else { return "false" }
        return "FormcComparison.holds(\(SwiftLiteral.string(comparison.rawValue)), \(read(field, name)), "
            + "\(SwiftLiteral.number(wanted)))"
    }

    /// `field contains 'wifi'`: a multi-select has that option among its chosen ones; a number
    /// matches an option whose value reads as it, as `ConditionEvaluator` matches one.
    private func contains(_ reference: FieldReference, _ literal: ConditionLiteral) -> String {
        guard let field = form.field(reference.id), let name = caseNames[reference.id], shape(field) == .selection
        else { return "false" }
        let value = read(field, name)
        switch literal.value {
        case .string(let text): return "\(value).contains(\(SwiftLiteral.string(text)))"
        case .number(let number):
            guard let wanted = Double(number), wanted.isFinite else { return "false" }
            return "\(value).contains { FormcValidation.decimal($0) == \(SwiftLiteral.number(wanted)) }"
        case .bool: return "false"
        }
    }

    /// `field.count >= 2`: how many options a multi-select has chosen (none while hidden).
    private func counted(_ reference: FieldReference, _ comparison: Comparison, _ literal: ConditionLiteral) -> String {
        guard let field = form.field(reference.id), let name = caseNames[reference.id], shape(field) == .selection,
            case .number(let text) = literal.value, let wanted = Double(text), wanted.isFinite
        else { return "false" }
        return "(Double(\(read(field, name)).count) \(comparison.rawValue) \(SwiftLiteral.number(wanted)))"
    }

    /// Two fields' values compared as `ConditionEvaluator.compare` does; values of different
    /// sorts (FC607) never compare.
    private func compared(_ left: FieldReference, _ comparison: Comparison, _ right: FieldReference) -> String {
        guard let lhs = form.field(left.id), let leftName = caseNames[left.id],
            let rhs = form.field(right.id), let rightName = caseNames[right.id]
        else { return "false" }
        let op = SwiftLiteral.string(comparison.rawValue)
        let a = read(lhs, leftName), b = read(rhs, rightName)
        switch (shape(lhs), shape(rhs)) {
        // Booleans by position; a yes/no question nobody answered (nil) equals only another, or
        // a toggle that is off: an empty value, as `ConditionValue.isEmpty` reads both, where a
        // question answered no is an answer.
        case (.toggle, .toggle), (.toggle, .yesNo), (.yesNo, .toggle), (.yesNo, .yesNo):
            let mixed = shape(lhs) != shape(rhs)
            func side(_ value: String, _ field: Field) -> String {
                mixed && shape(field) == .toggle ? "(\(value) ? true : nil) as Bool?" : value
            }
            switch comparison {
            case .equal: return "(\(side(a, lhs)) == \(side(b, rhs)))"
            case .notEqual: return "(\(side(a, lhs)) != \(side(b, rhs)))"
            case .less, .lessOrEqual, .greater, .greaterOrEqual: return "false"
            }
        case (.date, .date):
            guard lhs.kind == rhs.kind else { return "false" }
            return "FormcComparison.holds(\(op), \(a), \(b), timeOfDay: \(lhs.kind.entry.value == .date(.time)))"
        case (.toggle, _), (_, .toggle), (.yesNo, _), (_, .yesNo), (.date, _), (_, .date), (.selection, _),
            (_, .selection):
            return "false"
        case (let leftShape, let rightShape):
            let numeric = leftShape.valueClass == .number && rightShape.valueClass == .number
            return "FormcComparison.holds(\(op), \(text(a, leftShape)), \(text(b, rightShape)), numeric: \(numeric))"
        }
    }

    /// A text-like value as `String?`: a cascading picker's last level.
    private func text(_ value: String, _ shape: ValueShape) -> String {
        shape == .path ? "\(value).last" : value
    }

    /// The field's value, or its type's empty value while an earlier step hides or disables
    /// it (always, for `hidden: true` and `disabled: true`): neither is part of the answers.
    private func read(_ field: Field, _ name: String) -> String {
        let empty: String
        var value = "self.\(name)"
        switch shape(field) {
        case .text, .digits, .decimal: empty = "\"\""
        case .toggle: empty = "false"
        case .option, .date, .yesNo: empty = "nil"
        case .path, .selection: empty = "[]"
        // A stepper's or slider's number is read as its text, as `formc run`'s conditions read
        // it (`QuantitySettings.text`), and hidden it is no value, as an empty number field.
        case .integer:
            empty = "\"\""
            value = "String(self.\(name))"
        case .real:
            empty = "\"\""
            value = "FormcAnswer.decimalText(self.\(name))"
        // No star is no value, as an empty number field's text.
        case .rating:
            empty = "\"\""
            value = "(self.\(name).map { String($0) } ?? \"\")"
        }
        guard readsHidden else { return field.hidden || field.disabled ? empty : value }
        // The sets hold `hidden: true` and `disabled: true` fields too.
        return "(hidden.contains(.\(name)) || disabled.contains(.\(name)) ? \(empty) : \(value))"
    }

    private func equals(_ reference: FieldReference, _ literal: ConditionLiteral) -> String {
        guard let field = form.field(reference.id), let name = caseNames[reference.id] else { return "false" }
        let value = read(field, name)
        switch (shape(field), literal.value) {
        case (.toggle, .bool(let on)), (.yesNo, .bool(let on)): return "(\(value) == \(on))"
        // A quoted literal is text, compared exactly, on a number field too ('007' is not 7).
        case (.text, .string(let text)), (.digits, .string(let text)), (.decimal, .string(let text)),
            (.integer, .string(let text)), (.real, .string(let text)), (.rating, .string(let text)):
            return "(\(value) == \(SwiftLiteral.string(text)))"
        case (.text, .number(let number)), (.digits, .number(let number)), (.decimal, .number(let number)),
            (.integer, .number(let number)), (.real, .number(let number)), (.rating, .number(let number)):
            guard let wanted = Double(number), wanted.isFinite else { return "false" }
            return "(FormcValidation.decimal(\(value)) == \(SwiftLiteral.number(wanted)))"
        case (.option, .string(let text)):
            return "(\(value) == \(SwiftLiteral.string(text)))"
        case (.path, .string(let text)):
            return "(\(value).last == \(SwiftLiteral.string(text)))"
        // A number compares numbers, an option's value as the decimal it reads as.
        case (.option, .number(let number)), (.path, .number(let number)):
            guard let wanted = Double(number), wanted.isFinite else { return "false" }
            let option = shape(field) == .path ? "\(value).last" : value
            return "(\(option).flatMap { FormcValidation.decimal($0) } == \(SwiftLiteral.number(wanted)))"
        // The day the field shows, in its format with ASCII digits: never the device's digits.
        case (.date, .string(let text)):
            return "(\(value).flatMap { FormcDates<Self.Field>.machineString(from: $0, for: .\(name)) } == "
                + "\(SwiftLiteral.string(text)))"
        default:
            // Never equal:
            return "false"  // a value the field never holds (FC604 refuses it)
        }
    }

    /// The negation of an operand (parenthesized, or a postfix chain such as `x.isEmpty`): a
    /// `!` before one that starts with `!` would be `!!`, which Swift refuses ("unary
    /// operators must not be juxtaposed"), as `isSet` of a toggle, whose `isEmpty` is itself a
    /// negation, once was; that one is put in parentheses.
    static func not(_ operand: String) -> String {
        operand.hasPrefix("!") ? "!(" + operand + ")" : "!" + operand
    }

    private func isEmpty(_ reference: FieldReference) -> String {
        guard let field = form.field(reference.id), let name = caseNames[reference.id] else { return "true" }
        let value = read(field, name)
        // An option whose value is "" is empty, as formc run's condition values read it (the
        // text of the option), not a value set (ConditionEvaluator: one behaviour).
        switch shape(field) {
        case .text, .digits, .decimal, .integer, .real, .rating, .selection: return "\(value).isEmpty"
        case .path: return "(\(value).last ?? \"\").isEmpty"
        case .toggle: return Self.not(value)
        case .option: return "(\(value) ?? \"\").isEmpty"
        case .date, .yesNo: return "(\(value) == nil)"
        }
    }
}
