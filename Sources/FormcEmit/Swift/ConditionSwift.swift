import FormcIR

/// Conditions as Swift expressions over the generated `Values` (`self`), for its
/// `conditionState()`: a field read by a condition is `self.x` unless an earlier step hid it
/// (`hidden.contains(.x)`), then the empty value of its type. Literals are complete Swift
/// literals; the depth is bounded by the parser.
struct ConditionSwift {
    let form: Form
    let caseNames: [String: String]
    let datesType: String

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
            let test = equals(reference, literal)
            return comparison == .equal ? test : "!\(test)"
        case .isOneOf(let reference, let literals):
            return "(" + literals.map { equals(reference, $0) }.joined(separator: " || ") + ")"
        case .isEmpty(let reference): return isEmpty(reference)
        case .isSet(let reference): return "!\(isEmpty(reference))"
        case .not(let inner): return "!(\(expression(inner)))"
        case .all(let parts): return "(" + parts.map(expression).joined(separator: " && ") + ")"
        case .any(let parts): return "(" + parts.map(expression).joined(separator: " || ") + ")"
        }
    }

    private enum Shape { case text, toggle, option, path, date }

    private func shape(_ field: Field) -> Shape {
        switch field.kind {
        case .toggle: return .toggle
        case .date, .time, .dateTime: return .date
        case .picker: return form.source(field.picker?.source ?? "")?.isCascading == true ? .path : .option
        case .text, .multiline, .secure, .email, .url, .phone, .number, .decimal: return .text
        }
    }

    /// The field's value, or its type's empty value while an earlier step hides it.
    private func read(_ field: Field, _ name: String) -> String {
        let empty: String
        switch shape(field) {
        case .text: empty = "\"\""
        case .toggle: empty = "false"
        case .option, .date: empty = "nil"
        case .path: empty = "[]"
        }
        return "(hidden.contains(.\(name)) ? \(empty) : self.\(name))"
    }

    private func equals(_ reference: FieldReference, _ literal: ConditionLiteral) -> String {
        guard let field = form.field(reference.id), let name = caseNames[reference.id] else { return "false" }
        let value = read(field, name)
        switch (shape(field), literal.value) {
        case (.toggle, .bool(let on)): return "(\(value) == \(on))"
        case (.text, .string(let text)): return "(\(value) == \(SwiftLiteral.string(text)))"
        case (.text, .number(let number)):
            guard let wanted = Double(number), wanted.isFinite else { return "false" }
            return "(Self.decimal(\(value)) == \(SwiftLiteral.number(wanted)))"
        case (.option, .string(let text)), (.option, .number(let text)):
            return "(\(value) == \(SwiftLiteral.string(text)))"
        case (.path, .string(let text)), (.path, .number(let text)):
            return "(\(value).last == \(SwiftLiteral.string(text)))"
        case (.date, .string(let text)):
            return "(\(value).flatMap { \(datesType).string(from: $0, for: .\(name)) } == \(SwiftLiteral.string(text)))"
        default:
            // A value the field never holds (FC604 refuses it): never equal.
            return "false"
        }
    }

    private func isEmpty(_ reference: FieldReference) -> String {
        guard let field = form.field(reference.id), let name = caseNames[reference.id] else { return "true" }
        let value = read(field, name)
        switch shape(field) {
        case .text, .path: return "\(value).isEmpty"
        case .toggle: return "!\(value)"
        case .option, .date: return "(\(value) == nil)"
        }
    }
}
