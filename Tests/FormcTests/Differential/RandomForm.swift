import Foundation
import FormcIR

/// A random valid conditional form for the differential test, and random values for it:
/// fields of every kind, conditions and rules that read earlier and later fields (a random
/// rank, not the declaration order, keeps conditions free of cycles), sections, `hidden`,
/// `disabled` and read-only fields, number fields whose values keep leading zeros, dates
/// under a locale with its own digits, and sometimes an explicit `order:` and fields' own
/// `returnKey:`. Seeded: the same seed gives the same forms.
struct RandomForm {
    enum Kind: CaseIterable {
        case text, multiline, secure, email, url, phone, number, decimal, date, time, dateTime, picker, cascade
        case toggle, segmented
        /// A whole stepper (1…8 by 1) and a slider by quarters (0…1): an `Int` and a `Double`.
        case stepper, slider
        /// Five stars, none until chosen: an `Int?`.
        case rating
        /// Yes, no or no answer: a `Bool?`.
        case yesNo
        /// A month of a year, `MM/yyyy`.
        case monthYear
        /// Any of the flat options: a `Set<String>`.
        case multiSelect

        /// The spec's `kind:` and the keys that go with it.
        var spec: String {
            switch self {
            case .text: return "kind: text"
            case .multiline, .secure, .email, .url, .phone, .number, .decimal: return "kind: \(self)"
            case .date, .time, .dateTime, .monthYear: return "kind: \(self)"
            case .picker: return "kind: picker, source: flat"
            case .cascade: return "kind: picker, source: places"
            case .toggle: return "kind: toggle"
            case .segmented: return "kind: segmented, source: flat"
            case .stepper: return "kind: stepper, min: 1, max: 8"
            case .slider: return "kind: slider, min: 0, max: 1, step: 0.25"
            case .rating: return "kind: rating"
            case .yesNo: return "kind: yesNo"
            case .multiSelect: return "kind: multiSelect, source: flat"
            }
        }

        /// A stepper's or slider's lowest value and step, which the full-screen driver counts
        /// key presses from.
        var range: (minimum: Double, step: Double)? {
            switch self {
            case .stepper: return (1, 1)
            case .slider: return (0, 0.25)
            default: return nil
            }
        }

        var isDate: Bool { self == .date || self == .time || self == .dateTime || self == .monthYear }

        /// The language's kind this one writes: every `FieldKind` has at least one here, or
        /// the differential test never tries it (DifferentialCoverageTests).
        var fieldKind: FormcIR.FieldKind {
            switch self {
            case .text: return .text
            case .multiline: return .multiline
            case .secure: return .secure
            case .email: return .email
            case .url: return .url
            case .phone: return .phone
            case .number: return .number
            case .decimal: return .decimal
            case .date: return .date
            case .time: return .time
            case .dateTime: return .dateTime
            case .picker, .cascade: return .picker
            case .toggle: return .toggle
            case .segmented: return .segmented
            case .stepper: return .stepper
            case .slider: return .slider
            case .rating: return .rating
            case .yesNo: return .yesNo
            case .monthYear: return .monthYear
            case .multiSelect: return .multiSelect
            }
        }

        /// A date kind's `format:` unless the field has one of its own.
        var format: String? {
            switch self {
            case .date: return "dd/MM/yyyy"
            case .time: return "HH:mm"
            case .dateTime: return "yyyy-MM-dd HH:mm"
            case .monthYear: return "MM/yyyy"
            default: return nil
            }
        }
    }

    struct FieldSpec {
        var id: String
        var label: String
        var kind: Kind
        var required = false
        var hidden = false
        var disabled = false
        var readOnly = false
        var defaultValue: Value?
        var visibleWhen: String?
        var enabledWhen: String?
        var validation: String?
        var section = 0
        /// A `returnKey:` of the field's own, or nil for the default.
        var returnKey: String?
        /// A date kind's `format:` of its own (LanguageForm), or nil for the kind's.
        var ownFormat: String?
        /// A picker's source other than the kind's (`fileFlat`), or "" for its own `options:`.
        var pickerSource: String?
        /// Further `key: value` entries, finished YAML (LanguageForm's keys).
        var extras: [String] = []
        /// A text field written without `kind:` (text is the default).
        var omitsKind = false
        /// `other:`, the label of the field's "Other" option (spec-language.md §10.7).
        var other: String?
        /// The text field an "Other" option adds: in the form, never written in the spec.
        var synthesized = false

        var format: String { ownFormat ?? kind.format ?? "" }
    }

    /// A field's value as the tests set it: text as typed, a date kind's value in ISO 8601
    /// (`2026-12-24`, `08:30`, `2026-12-24T08:30`), a picker's option values (one per level;
    /// empty for none), a toggle.
    enum Value: Equatable {
        case text(String)
        case date(String?)
        case path([String])
        case toggle(Bool)
        /// A stepper's or slider's number.
        case number(Double)
        /// A rating's stars, or none.
        case stars(Int?)
        /// A yes/no question's answer, or none.
        case answer(Bool?)
        /// A multi-select's option values, in the options' order.
        case set([String])

        /// A number as a person types it and conditions read it: `3`, `0.25`.
        static func numberText(_ number: Double) -> String {
            number.rounded() == number ? String(Int(number)) : String(number)
        }
    }

    var name: String
    var arabic: Bool
    var fields: [FieldSpec]
    var sectionCondition: String?
    /// An explicit `order:` of every focusable field, shuffled, or nil for declaration order.
    var order: [String]?
    var rules: [(check: String, field: String, message: String)]
    /// The form-wide `returnKey: {last: …}` and `returnAction: {last: …}`, or nil for none.
    var lastKey: String?
    var lastAction: String?
    /// The whole-language extras (LanguageForm): more top-level lines, the top-level
    /// `fields:` beside `sections:`, a section's `enabledWhen`, and what the form exercises.
    var language = false
    var topLevel: [String] = []
    var topFields = false
    var sectionEnabled: String?
    /// A form whose meaning depends on the day it runs (`min: today`): compiled, not compared.
    var compileOnly = false
    var features: Set<String> = []
    /// More sources (finished YAML lines under `sources:`) and the form-wide `returnKey.default`.
    var sourceLines: [String] = []
    var defaultKey: String?
    /// A section with `fields: []` after the others, and the rules written without `field:`
    /// (their field is the first one the check names).
    var emptySection = false
    var fieldlessRules: Set<Int> = []

    /// The cascading source: two levels (every parent has children: FC209).
    static let cascade: [(value: String, label: String, children: [(value: String, label: String)])] = [
        ("n", "North", [("osl", "Oslo"), ("brg", "Bergen")]), ("s", "South", [("rom", "Rome")])
    ]
    static let flatOptions: [(value: String, label: String)] = [("a", "Opt A"), ("b", "Opt B"), ("c", "Opt C")]
    /// How `format` (fields of `yyyy`, `MM`, `dd`, `HH`, `mm` and separators) writes an ISO
    /// value (`2026-12-24`, `08:30`, `2026-12-24T08:30`) with ASCII digits.
    static func dateText(_ iso: String, format: String) -> String {
        let parts = iso.split(separator: "T").flatMap { $0.split(separator: $0.contains(":") ? ":" : "-") }
        let names =
            iso.count == 5
            ? ["HH", "mm"]
            : iso.count == 7
                ? ["yyyy", "MM"] : iso.count == 10 ? ["yyyy", "MM", "dd"] : ["yyyy", "MM", "dd", "HH", "mm"]
        var text = format
        for (name, part) in zip(names, parts) { text = text.replacingOccurrences(of: name, with: String(part)) }
        return text
    }

    /// The values a field of `kind` is given: valid ones and ones its checks refuse.
    static func pool(_ kind: Kind) -> [Value] {
        switch kind {
        case .text, .multiline, .secure, .email, .url: return ["", "ab", "abc", "Ab"].map(Value.text)
        // What a phone pad can type.
        case .phone: return ["", "12", "+15551234"].map(Value.text)
        case .number: return ["", "7", "007", "02139", "12", "99"].map(Value.text)
        case .decimal: return ["", "1.5", "0,5", "20", "7"].map(Value.text)
        case .date: return [.date(nil), .date("2026-12-24"), .date("2000-01-01")]
        case .time: return [.date(nil), .date("08:30"), .date("17:05")]
        case .dateTime: return [.date(nil), .date("2026-12-24T08:30"), .date("2000-01-01T17:05")]
        case .monthYear: return [.date(nil), .date("2026-12"), .date("2000-01")]
        case .picker, .segmented: return [.path([])] + flatOptions.map { .path([$0.value]) }
        case .cascade: return [[], ["n", "osl"], ["n", "brg"], ["s", "rom"]].map(Value.path)
        case .toggle: return [.toggle(false), .toggle(true)]
        // The first is where the field starts without a default: its `min`.
        case .stepper: return [1, 3, 8].map(Value.number)
        case .slider: return [0, 0.25, 0.75].map(Value.number)
        case .rating: return [nil, 2, 5].map(Value.stars)
        case .yesNo: return [nil, true, false].map(Value.answer)
        case .multiSelect: return [[], ["b"], ["a", "c"], ["a", "b", "c"]].map(Value.set)
        }
    }

    /// Values a default may have: ones every validation the generator writes accepts (FC404).
    static func defaults(_ kind: Kind) -> [Value] {
        switch kind {
        case .text, .multiline, .secure, .email, .url: return ["ab", "abc"].map(Value.text)
        case .phone: return ["+15551234"].map(Value.text)
        case .number: return ["7", "007", "12"].map(Value.text)
        case .decimal: return ["1.5", "20"].map(Value.text)
        case .date, .time, .dateTime, .monthYear, .picker, .cascade, .toggle, .segmented, .stepper, .slider, .rating,
            .yesNo, .multiSelect:
            return Array(pool(kind).dropFirst())
        }
    }

    init(index: Int, random: inout SeededRandom, language: Bool = false) {
        self.language = language
        name = language ? "L\(index)" : "D\(index)"
        arabic = random.chance(0.5)
        let declared = random.int(in: 4...9)
        let offset = language ? random.int(in: 0...(Self.oddIDs.count - 1)) : 0
        var fields: [FieldSpec] = []
        for position in 0..<declared {
            let kind = Kind.allCases[random.int(in: 0...(Kind.allCases.count - 1))]
            var field = FieldSpec(id: "f\(position)", label: "Q\(position)", kind: kind)
            if language { Self.name(&field, position, offset, &random) }
            field.required = random.chance(0.3)
            if random.chance(0.25) { field.defaultValue = random.element(Self.defaults(kind)) }
            switch random.int(in: 0...19) {
            case 0: field.hidden = true
            case 1: field.disabled = true
            case 2, 3:
                field.readOnly = true
                if field.defaultValue == nil { field.defaultValue = Self.defaults(kind).last }
            default: break
            }
            switch kind {
            case .text, .multiline, .secure, .email, .url:
                if random.chance(0.4) { field.validation = random.element(["{minLength: 2}", "{pattern: '[a-z]*'}"]) }
            case .phone:
                if random.chance(0.3) { field.validation = "{minLength: 3}" }
            case .number:
                if random.chance(0.3) { field.validation = "{max: 50}" }
            case .decimal:
                if random.chance(0.3) { field.validation = "{min: 1}" }
            case .multiSelect:
                // Counts a choice of one, or of all three, fails.
                if random.chance(0.4) { field.extras.append(random.element(["minCount: 2", "maxCount: 2"])) }
                field.defaultValue = Self.fitted(field.defaultValue, field)
            case .date, .time, .dateTime, .monthYear, .picker, .cascade, .toggle, .segmented, .stepper, .slider,
                .rating, .yesNo:
                break
            }
            fields.append(field)
        }
        Self.addOthers(&fields, &random, language: language)
        let count = fields.count
        // Conditions read only fields ranked below: no cycle, whatever the declaration order. An
        // "Other" option's text field has its condition already (its field's), and none reads it.
        let rank = Array(0..<count).shuffled(using: &random)
        for position in fields.indices where !fields[position].synthesized {
            let readable = fields.indices.filter {
                rank[$0] < rank[position] && !fields[$0].synthesized && (!language || Self.nameable(fields[$0].id))
            }
            guard !readable.isEmpty else { continue }
            if random.chance(0.45) {
                fields[position].visibleWhen = Self.condition(fields, readable, &random, language: language)
            }
            if random.chance(0.3) {
                fields[position].enabledWhen = Self.condition(fields, readable, &random, language: language)
            }
        }
        // A second section, sometimes, shown by a field outside it ranked below all of its own.
        if count >= 5, random.chance(0.3) {
            var split = random.int(in: 2...(count - 2))
            // An "Other" option's text field is in its field's section.
            if fields[split].synthesized { split += 1 }
            for position in split..<count { fields[position].section = 1 }
            let lowest = (split..<count).map { rank[$0] }.min() ?? 0
            let readable = (0..<split).filter {
                rank[$0] < lowest && !fields[$0].synthesized && (!language || Self.nameable(fields[$0].id))
            }
            if !readable.isEmpty {
                sectionCondition = Self.condition(fields, readable, &random, language: language)
                if language, random.chance(0.5) {
                    sectionEnabled = Self.condition(fields, readable, &random, language: true)
                }
            }
        }
        self.fields = fields
        // Make sure the form has a condition: the generated core's condition API needs one.
        if !fields.contains(where: { $0.visibleWhen != nil || $0.enabledWhen != nil }) && sectionCondition == nil {
            let reader = fields.indices.filter { !fields[$0].synthesized }.max { rank[$0] < rank[$1] } ?? 0
            let readable = fields.indices.filter {
                $0 != reader && !fields[$0].synthesized && (!language || Self.nameable(fields[$0].id))
            }
            self.fields[reader].visibleWhen = Self.condition(fields, readable, &random, language: language)
        }
        // Sometimes an explicit order (every focusable field: FC104) and return keys of
        // their own, so the live chain is not always the declaration order.
        if random.chance(0.25) {
            // An "Other" option's text field follows its field: no order names it.
            let focusable = self.fields.filter {
                !$0.hidden && !$0.disabled && !$0.readOnly && $0.kind.fieldKind.canTakeFocus && !$0.synthesized
            }.map(\.id)
            order = focusable.shuffled(using: &random)
        }
        let withReturnKey: Set<Kind> = [.text, .secure, .email, .url]
        for position in self.fields.indices
        where withReturnKey.contains(self.fields[position].kind) && !self.fields[position].synthesized
            && random.chance(0.3)
        {
            self.fields[position].returnKey = random.element(["done", "go", "send"])
        }
        rules = []
        for number in 0..<random.int(in: 0...2) {
            guard let rule = Self.rule(self.fields, number, &random, language: language) else { continue }
            rules.append(rule)
        }
        // Drawn last, so the forms before them stay the ones earlier seeds gave. What the last
        // field of the live chain shows and does depends on both (spec-language.md §8.4).
        if random.chance(0.3) { lastKey = random.element(["send", "continue", "go"]) }
        if random.chance(0.3) { lastAction = random.element(["submit", "done"]) }
        for position in self.fields.indices
        where withReturnKey.contains(self.fields[position].kind) && self.fields[position].returnKey == nil
            && !self.fields[position].synthesized && random.chance(0.1)
        {
            self.fields[position].returnKey = "next"
        }
        if language { decorate(&random) }
    }

    /// "Other" options on some pickers, segmented controls and multi-selects (a segmented
    /// control's only outside the whole-language forms, whose `next:` links would pass its text
    /// field by), each followed by its text field, and every label `Q<position>` again (the
    /// line driver finds a field by it) with the tail it had.
    static func addOthers(_ fields: inout [FieldSpec], _ random: inout SeededRandom, language: Bool) {
        let takers: Set<Kind> = language ? [.picker, .multiSelect] : [.picker, .segmented, .multiSelect]
        var result: [FieldSpec] = []
        for var field in fields {
            let other = takers.contains(field.kind) && random.chance(0.3)
            if other { field.other = "" }
            result.append(field)
            guard other else { continue }
            var text = FieldSpec(id: FormcIR.Option.otherFieldID(of: field.id), label: "", kind: .text)
            text.synthesized = true
            text.required = true
            text.section = field.section
            result.append(text)
        }
        for index in result.indices {
            let tail = result[index].synthesized ? " other" : String(result[index].label.drop { $0 != " " })
            result[index].label = "Q\(index)" + tail
            if result[index].synthesized { result[index - 1].other = result[index].label }
        }
        fields = result
    }

    /// A multi-select's default that its counts take (one they refuse is FC404): two options
    /// where it has too few or too many.
    static func fitted(_ value: Value?, _ field: FieldSpec) -> Value? {
        guard case .set(let values)? = value, !values.isEmpty else { return value }
        if field.extras.contains("minCount: 2") && values.count < 2
            || field.extras.contains("maxCount: 2")
                && values.count > 2
        {
            return .set(["a", "c"])
        }
        return value
    }

    /// The values a field is given: its kind's (`pool`), and "Other" where it has the option.
    static func pool(_ field: FieldSpec) -> [Value] {
        guard field.other != nil else { return pool(field.kind) }
        switch field.kind {
        case .multiSelect: return pool(field.kind) + [.set(["other"]), .set(["b", "other"])]
        default: return pool(field.kind) + [.path([FormcIR.Option.otherValue])]
        }
    }

    /// A test of one field, in the condition language.
    static func test(_ field: FieldSpec, _ random: inout SeededRandom, language: Bool = false) -> String {
        if language { return languageTest(field, &random) }
        let id = field.id
        let options: [String]
        switch field.kind {
        case .toggle: options = [id, "not \(id)", "\(id) == false"]
        case .text, .multiline, .secure, .email, .url:
            options = ["\(id) == 'ab'", "\(id) isEmpty", "\(id) isSet", "\(id) != 'abc'"]
        case .phone: options = ["\(id) == '12'", "\(id) isSet"]
        case .number:
            options = ["\(id) == '007'", "\(id) == 7", "\(id) > 10", "\(id) in ['02139', '12']", "\(id) isSet"]
        case .decimal: options = ["\(id) >= 1.5", "\(id) == 7", "\(id) isEmpty", "\(id) < 1"]
        case .date: options = ["\(id) == '24/12/2026'", "\(id) isSet", "\(id) != '01/01/2000'"]
        case .time: options = ["\(id) == '08:30'", "\(id) isSet"]
        case .dateTime: options = ["\(id) == '2026-12-24 08:30'", "\(id) isEmpty"]
        case .monthYear: options = ["\(id) == '12/2026'", "\(id) isSet", "\(id) != '01/2000'"]
        case .picker, .segmented: options = ["\(id) == 'b'", "\(id) in ['a', 'c']", "\(id) isEmpty"]
        case .cascade: options = ["\(id) == 'osl'", "\(id) in ['rom', 'brg']", "\(id) isSet"]
        case .stepper: options = ["\(id) > 2", "\(id) == 3", "\(id) in [1, 8]", "\(id) isSet"]
        case .slider: options = ["\(id) >= 0.25", "\(id) == 0.75", "\(id) < 0.5"]
        case .rating: options = ["\(id) >= 4", "\(id) == 2", "\(id) isEmpty", "\(id) isSet"]
        case .yesNo: options = [id, "\(id) == false", "not \(id)", "\(id) isEmpty"]
        case .multiSelect:
            options = ["\(id) contains 'b'", "\(id).count >= 2", "\(id) isEmpty", "not (\(id) contains 'a')"]
        }
        return random.element(options)
    }

    static func condition(
        _ fields: [FieldSpec], _ readable: [Int], _ random: inout SeededRandom, language: Bool = false
    ) -> String {
        if language { return languageCondition(fields, readable, &random) }
        let first = test(fields[random.element(readable)], &random)
        switch random.int(in: 0...5) {
        case 0: return "\(first) and \(test(fields[random.element(readable)], &random))"
        case 1: return "\(first) or \(test(fields[random.element(readable)], &random))"
        case 2: return "not (\(first))"
        default: return first
        }
    }

    /// A rule comparing two fields of one sort, or asking for one of two; its field is any
    /// field, so it often reads a field declared after it.
    static func rule(
        _ fields: [FieldSpec], _ number: Int, _ random: inout SeededRandom, language: Bool = false
    ) -> (String, String, String)? {
        let named = fields.indices.filter { !language || nameable(fields[$0].id) }
        guard !named.isEmpty else { return nil }
        func sort(_ kind: Kind) -> Int {
            switch kind {
            case .text, .multiline, .secure, .email, .url, .phone, .picker, .cascade, .segmented: return 0
            case .number, .decimal, .stepper, .slider, .rating: return 1
            case .date: return 2
            case .time: return 4
            case .dateTime: return 5
            case .monthYear: return 6
            case .toggle, .yesNo: return 3
            // Compared with no other field (FC608).
            case .multiSelect: return 7
            }
        }
        let a = random.element(named)
        let partners = named.filter {
            $0 != a && fields[a].kind != .multiSelect && sort(fields[$0].kind) == sort(fields[a].kind)
        }
        let check: String
        if let b = partners.isEmpty ? nil : random.element(partners), random.chance(0.6) {
            let ordered = sort(fields[a].kind) == 1 || fields[a].kind.isDate
            let comparison = ordered ? random.element(["==", "!=", "<=", ">"]) : random.element(["==", "!="])
            check = "\(fields[a].id) \(comparison) \(fields[b].id)"
        } else {
            let b = random.element(named)
            check =
                "\(test(fields[a], &random, language: language)) or \(test(fields[b], &random, language: language))"
        }
        let about = random.chance(0.5) ? fields[a].id : random.element(fields).id
        return (check, about, "Rule \(number) fails.")
    }

    /// The spec's YAML.
    var yaml: String {
        var lines = ["form: \(name)"]
        if arabic { lines.append("locale: ar_EG") }
        if let order { lines.append("order: [\(order.map(Self.quoted).joined(separator: ", "))]") }
        lines += topLevel
        let keys = [defaultKey.map { "default: \($0)" }, lastKey.map { "last: \($0)" }].compactMap { $0 }
        if !keys.isEmpty { lines.append("returnKey: {\(keys.joined(separator: ", "))}") }
        if let lastAction { lines.append("returnAction: {last: \(lastAction)}") }
        lines.append("sources:")
        lines.append("  flat:")
        lines.append("    options:")
        for option in Self.flatOptions { lines.append("      - {label: '\(option.label)', value: \(option.value)}") }
        lines.append("  places:")
        lines.append("    levels: [region, town]")
        lines.append("    options:")
        for parent in Self.cascade {
            let children = parent.children.map { "{label: \($0.label), value: \($0.value)}" }.joined(separator: ", ")
            lines.append(
                "      - {label: \(parent.label), value: \(parent.value)"
                    + (children.isEmpty ? "}" : ", children: [\(children)]}"))
        }
        lines += sourceLines
        func entry(_ field: FieldSpec) -> String {
            var parts = ["id: \(Self.quoted(field.id))", "label: \(Self.quoted(field.label))"]
            if let other = field.other { parts.append("other: \(Self.quoted(other))") }
            switch field.pickerSource {
            case nil: if !field.omitsKind { parts.append(field.kind.spec) }
            case ""?: parts.append("kind: picker")
            case let source?: parts.append("kind: picker, source: \(source)")
            }
            if field.kind.isDate { parts.append("format: \(Self.quoted(field.format))") }
            if field.required { parts.append("required: true") }
            if field.hidden { parts.append("hidden: true") }
            if field.disabled { parts.append("disabled: true") }
            if field.readOnly { parts.append("editable: false") }
            switch field.defaultValue {
            case .text(let text)?: parts.append("default: '\(text)'")
            case .date(let day?)?: parts.append("default: '\(day)'")
            case .path(let path)? where !path.isEmpty:
                parts.append("default: " + (path.count == 1 ? path[0] : "[\(path.joined(separator: ", "))]"))
            case .toggle(let on)?: parts.append("default: \(on)")
            case .number(let number)?: parts.append("default: \(Value.numberText(number))")
            case .stars(let stars?)?: parts.append("default: \(stars)")
            case .answer(let yes?)?: parts.append("default: \(yes)")
            case .set(let values)?: parts.append("default: [\(values.joined(separator: ", "))]")
            case .date(nil)?, .path?, .stars(nil)?, .answer(nil)?, nil: break
            }
            if let validation = field.validation { parts.append("validation: \(validation)") }
            if let key = field.returnKey { parts.append("returnKey: \(key)") }
            if let condition = field.visibleWhen { parts.append("visibleWhen: \(Self.doubleQuoted(condition))") }
            if let condition = field.enabledWhen { parts.append("enabledWhen: \(Self.doubleQuoted(condition))") }
            parts += field.extras
            return "{" + parts.joined(separator: ", ") + "}"
        }
        if fields.contains(where: { $0.section == 1 }) {
            if topFields {
                lines.append("fields:")
                for field in fields where field.section == 0 && !field.synthesized {
                    lines.append("  - \(entry(field))")
                }
            }
            lines.append("sections:")
            for section in (topFields ? 1 : 0)...1 {
                lines.append("  - title: S\(section)")
                if section == 1, let condition = sectionCondition {
                    lines.append("    visibleWhen: \(Self.doubleQuoted(condition))")
                }
                if section == 1, let condition = sectionEnabled {
                    lines.append("    enabledWhen: \(Self.doubleQuoted(condition))")
                }
                lines.append("    fields:")
                for field in fields where field.section == section && !field.synthesized {
                    lines.append("      - \(entry(field))")
                }
            }
        } else {
            lines.append("fields:")
            for field in fields where !field.synthesized { lines.append("  - \(entry(field))") }
        }
        if emptySection {
            if !fields.contains(where: { $0.section == 1 }) { lines.append("sections:") }
            lines.append("  - {title: Empty, fields: []}")
        }
        if !rules.isEmpty {
            lines.append("rules:")
            for (number, rule) in rules.enumerated() {
                let field = fieldlessRules.contains(number) ? "" : ", field: \(Self.quoted(rule.field))"
                lines.append("  - {check: \(Self.doubleQuoted(rule.check))\(field), message: '\(rule.message)'}")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `count` states: from the defaults, each changes one to three fields (any field: code
    /// sets read-only and hidden ones too).
    func states(_ count: Int, _ random: inout SeededRandom) -> [[String: Value]] {
        var current: [String: Value] = [:]
        for field in fields { current[field.id] = field.defaultValue ?? Self.pool(field)[0] }
        var states: [[String: Value]] = []
        for _ in 0..<count {
            for _ in 0..<random.int(in: 1...3) {
                let field = random.element(fields)
                current[field.id] = random.element(Self.pool(field))
            }
            states.append(current)
        }
        return states
    }
}
