import FormcDiagnostics
import FormcFrontEnd
import FormcIR

/// FC604: a condition compares a field with a value the field can never hold.
struct ImpossibleComparisonRule: CheckerRule {
    static let description = RuleDescription(
        .impossibleComparison,
        explanation: """
            `==`, `!=` and `in` compare a field's value with literals, and each kind holds one \
            sort of value: a toggle `true` or `false`; a picker one of its options' values (for \
            a cascading picker, a value of its last level); `number` and `decimal` the text typed, \
            which a number compares as a number and a quoted text exactly (`code == '007'` is \
            those three digits, `code == 7` also `7`), so a quoted text they can never hold \
            (`'7a'` in a number field) is refused; the other kinds text. A literal of another \
            sort, or an option the picker's source \
            does not have, can never match: `==` is then always false and `!=` always true. A \
            field named alone means `== true`, so it fits toggles only; ask `isSet` of others.
            """,
        triggering: [
            "form: F\nfields:\n  - {id: business, kind: toggle}\n  - {id: company, visibleWhen: business == ↓'yes'}\n",
            "form: F\nfields:\n  - {id: plan, kind: picker, options: [free, pro]}\n  - {id: company, visibleWhen: \"plan in ['pro', ↓'team']\"}\n",
            "form: F\nfields:\n  - {id: name}\n  - {id: company, visibleWhen: ↓name}\n",
            "form: F\nfields:\n  - {id: pin, kind: number}\n  - {id: hint, visibleWhen: pin == ↓'7a'}\n"
        ],
        nonTriggering: [
            "form: F\nfields:\n  - {id: business, kind: toggle}\n  - {id: company, visibleWhen: business == true}\n",
            "form: F\nfields:\n  - {id: plan, kind: picker, options: [free, pro]}\n  - {id: company, visibleWhen: plan != 'free'}\n",
            "form: F\nfields:\n  - {id: age, kind: number}\n  - {id: school, visibleWhen: \"age in [6, 7.5]\"}\n",
            "form: F\nfields:\n  - {id: zip, kind: number}\n  - {id: note, visibleWhen: \"zip in ['02139', '02142']\"}\n"
        ])

    func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        // By source name: pickers sharing a large source read its values once.
        var pickerValues: [String: PickerValues] = [:]
        for site in ConditionSite.allWithRules(in: context.form) {
            for (reference, literal, membership) in Self.comparisons(in: site.condition) {
                guard let field = context.field(reference.id) else { continue }
                // A multi-select compared with `==` or `in` is FC608's; `contains` on another
                // kind is FC607's.
                guard membership == (field.kind.entry.value == .selection) else { continue }
                let family = field.kind.entry.value
                let source = family.hasOptions ? field.picker?.source : nil
                if let source, pickerValues[source] == nil {
                    let quotable = context.form.source(source)?.file == nil
                    pickerValues[source] = Self.values(of: field, in: context.form)
                        .map { PickerValues($0, quotable: quotable) }
                }
                var values = source.flatMap { pickerValues[$0] }
                defer { if let source, let values { pickerValues[source] = values } }
                let file = source.flatMap { context.form.source($0)?.file }
                if let problem = Self.problem(literal, reference, field, values: &values, file: file) {
                    found.append(Diagnostic(.impossibleComparison, problem, at: literal.location))
                }
            }
            for test in site.condition.tests {
                guard case .count(let reference, let comparison, let literal) = test,
                    let field = context.field(reference.id), field.kind.entry.value == .selection,
                    let problem = Self.countProblem(
                        field, comparison, literal,
                        options: field.picker.flatMap { context.form.source($0.source)?.options.count })
                else { continue }
                found.append(Diagnostic(.impossibleComparison, problem, at: literal.location))
            }
        }
        return found
    }

    /// Whether `field` can hold the quoted text `text` in a comparison (`==`, `!=`): no FC604
    /// for it, and no date, whose quoted value is its day written in its format (a word is
    /// never one). What a "quote it" hint offers only where it holds (issue 47, item 3).
    static func holds(_ text: String, _ field: Field, in form: Form) -> Bool {
        switch field.kind.entry.value {
        case .date, .toggle, .yesNo, .quantity, .rating: return false
        case .choice, .selection: return values(of: field, in: form)?.contains(text) ?? false
        case .digits, .decimal:
            return TextValidation.failure(text, required: false, kind: field.kind, rules: Validation()) == nil
        case .text: return true
        }
    }

    /// Why `field.count` compared so with `literal` never holds: a count is a whole number
    /// from 0 to the number of options (`options`, when the source loaded), and a literal no
    /// `Double` holds (`1e309`) is no number to count to. Nil when it can hold.
    static func countProblem(_ field: Field, _ comparison: Comparison, _ literal: ConditionLiteral, options: Int?)
        -> String?
    {
        guard case .number(let text) = literal.value else { return nil }
        let name = "'\(field.id).count'"
        guard let wanted = Double(text), wanted.isFinite else {
            return "\(name) is a count of options, and \(text) is no number it can be compared with"
        }
        let most = options.map(Double.init) ?? .infinity
        let never: Bool
        switch comparison {
        case .equal: never = wanted < 0 || wanted > most || wanted.rounded() != wanted
        case .notEqual: never = false
        case .less: never = wanted <= 0
        case .lessOrEqual: never = wanted < 0
        case .greater: never = wanted >= most
        case .greaterOrEqual: never = wanted > most
        }
        guard never else { return nil }
        let range = options.map { "a whole number from 0 to \($0), the options there are" } ?? "a whole number from 0"
        return "\(name) is \(range), so '\(comparison.rawValue) \(text)' never holds"
    }

    /// Each literal a field is compared with (`==`, `!=`, `in`), or tested as an option of
    /// (`contains`: `membership`), in the order written.
    static func comparisons(in condition: Condition) -> [(FieldReference, ConditionLiteral, membership: Bool)] {
        condition.tests.flatMap { test -> [(FieldReference, ConditionLiteral, membership: Bool)] in
            switch test {
            // An order with a literal is FC607's (it needs a number field and a number).
            case .compare(let field, let comparison, let literal):
                return comparison.isOrder ? [] : [(field, literal, false)]
            case .isOneOf(let field, let literals): return literals.map { (field, $0, false) }
            case .contains(let field, let literal): return [(field, literal, true)]
            case .compareFields, .isEmpty, .isSet, .count, .not, .all, .any: return []
            }
        }
    }

    /// The values a picker can hold: its options' values, the last level's for a cascading
    /// source; nil when the source is unknown or did not load (reported elsewhere).
    private static func values(of field: Field, in form: Form) -> Set<String>? {
        guard let name = field.picker?.source, let source = form.source(name) else { return nil }
        var values: Set<String> = []
        var pending = source.options
        while let option = pending.popLast() {
            if option.children.isEmpty { values.insert(option.value) } else { pending += option.children }
        }
        return values
    }

    private static func problem(
        _ literal: ConditionLiteral, _ reference: FieldReference, _ field: Field,
        values: inout PickerValues?, file: String?
    ) -> String? {
        let id = "'\(field.id)'"
        let family = field.kind.entry.value
        let shown: String
        switch literal.value {
        case .bool(let value):
            guard !family.isBoolean else { return nil }
            if literal.location == reference.location {
                return
                    "\(id) alone means \(id) == true, but a \(field.kind.rawValue) field never holds true; write '\(field.id) isSet'"
            }
            shown = "\(value)"
        case .number(let text):
            if family == .digits || family == .decimal { return nil }
            if family.hasOptions { return pickerProblem(text, id, &values, file: file) }
            if family.hasRange {
                // The control stops only at its range's steps: another number never comes.
                guard let range = field.quantity, let number = Double(text), !range.holds(number) else { return nil }
                return "\(id) is a \(field.kind.rawValue) that stops at \(range.stops), never at \(text)"
            }
            if family == .text {
                return "\(id) holds text, never the number \(text); quote it: '\(text)'"
            }
            shown = "the number \(text)"
        case .string(let text):
            if family.hasOptions { return pickerProblem(text, id, &values, file: file) }
            if family == .digits || family == .decimal {
                // A quoted value is text, compared exactly ('007' is not '7'): fine while the
                // field can hold it, as its own validation says (one definition, FormcIR).
                let failure = TextValidation.failure(text, required: false, kind: field.kind, rules: Validation())
                // Full-width digits are typed as ASCII (NumberInput): a field never holds '１２'.
                guard failure != nil || NumberInput.normalized(text, kind: field.kind) != text else { return nil }
                let holds = family == .digits ? "the digits typed" : "a decimal number as typed"
                let hint =
                    Double(text) != nil
                    ? "; to compare the number, write \(text) without quotes" : ""
                return "\(id) holds \(holds) (a quoted value compares that text exactly), never '\(text)'\(hint)"
            }
            if family.hasRange {
                let hint = Double(text) != nil ? "; write \(text) without quotes" : ""
                return "\(id) is a \(field.kind.rawValue) field, which holds a number, never the text '\(text)'\(hint)"
            }
            guard family.isBoolean else { return nil }
            shown = "the text '\(text)'"
        }
        let holds =
            switch field.kind.valueClass {
            case .toggle: "true or false"
            case .number: "a number"
            case .option, .selection: "its options' values"
            case .text, .date: "text"
            }
        return "\(id) is a \(field.kind.rawValue) field, which holds \(holds), never \(shown)"
    }

    /// The literal is the spec's text and may be quoted; the options are listed, and a "did
    /// you mean" drawn from them, only when they are inline (a data file's values never
    /// reach a message).
    private static func pickerProblem(
        _ text: String, _ id: String, _ values: inout PickerValues?,
        file: String?
    ) -> String? {
        guard values?.all.contains(text) == false, let listing = values?.listing(for: text, file: file) else {
            return nil
        }
        return "'\(text)' is not among the options of \(id)\(listing)"
    }
}
