import FormcIR

/// Builds the Mustache context the Swift templates render: every value is finished Swift
/// (identifiers sanitised by `SwiftIdentifier`, strings as complete literals by
/// `SwiftLiteral`), so templates only place text and never escape it. Booleans used as
/// template sections are `MustacheValue.bool`; values placed into code are literal strings
/// (`"true"`, `".next"`, `"nil"`). Keys are the cases of `SwiftContext.Key`.
enum SwiftContext {
    static func build(_ form: Form, formcVersion: String) -> MustacheValue {
        let names = SwiftNames(formName: form.name)
        let ordered = orderedFields(form)
        // Each field's and source's Swift member name, made once here and handed to every part
        // of the context that names it.
        let caseNames = Dictionary(
            form.fields.map { ($0.id, SwiftIdentifier.member($0.id)) }, uniquingKeysWith: { first, _ in first })
        func member(_ id: String) -> String { caseNames[id] ?? SwiftIdentifier.member(id) }
        func caseLiteral(_ id: String?) -> String { id.flatMap { caseNames[$0] }.map { "." + $0 } ?? "nil" }

        let fields: [MustacheValue] = ordered.enumerated().map { index, field in
            fieldContext(
                field, member: member(field.id), last: index == ordered.count - 1, form: form, names: names,
                caseLiteral: caseLiteral)
        }
        // Whether a source's rows have icons is read once per source, not once per picker.
        var iconSources = Set<String>()
        var named = Set<String>()
        for source in form.sources where named.insert(source.name).inserted && source.hasIcons {
            iconSources.insert(source.name)
        }
        let pickers = ordered.compactMap {
            pickerContext($0, member: member($0.id), form: form, iconSources: iconSources)
        }
        let chain = form.focusChain.enumerated().map { index, id -> MustacheValue in
            object([.caseName: .string(caseNames[id] ?? id), .last: .bool(index == form.focusChain.count - 1)])
        }
        let summary =
            form.focusChain.prefix(8).map { caseNames[$0] ?? $0 }.joined(separator: " → ")
            + (form.focusChain.count > 8 ? " → …" : "")

        var context: [Key: MustacheValue] = [
            .formcVersion: .string(formcVersion),
            .specFileName: .string(commentSafe(form.specFileName)),
            .formName: .string(names.prefix),
            .typePrefix: .string(names.prefix),
            .fieldType: .string(names.field),
            .valuesType: .string(names.values),
            .sourcesType: .string(names.sources),
            .datesType: .string(names.dates),
            .controllerType: .string(names.controller),
            .editingType: .string(names.editing),
            .formViewType: .string(names.formView),
            .fieldRowType: .string(names.fieldRow),
            .viewSections: .list(viewSections(form, caseNames: caseNames)),
            .modifierName: .string(names.fieldModifier),
            .toolbarModifierName: .string(names.toolbarModifier),
            .focusChainSummary: .string(summary.isEmpty ? "empty" : summary),
            .fields: .list(fields),
            .focusChain: .list(chain),
            .sources: .list(form.sources.map(sourceContext)),
            .pickers: .list(pickers),
            .dateFields: .list(ordered.compactMap { dateContext($0, member: member($0.id)) }),
            .toolbarShown: .bool(form.toolbar.isShown),
            .toolbarPreviousNext: .bool(form.toolbar.previousNext),
            .toolbarDone: .bool(form.toolbar.done),
            .toolbarHasTitle: .bool(form.fields.contains { $0.focus?.title != nil }),
            .dismissOnTapOutside: .bool(form.dismissOnTapOutside),
            // The picker fields' empty edit menu is an iOS 16 delegate method (UIKitAvailability).
            .editMenuAvailability: .string(UIKitAvailability.editMenuDelegate.description),
            .avoidanceType: .string(names.avoidance),
            // IQKeyboardManager's default distance when the spec sets none.
            .keyboardDistance: .string(SwiftLiteral.number(form.keyboardDistance ?? 10)),
            .keyboardAvoidance: .string(String(form.keyboardAvoidance))
        ]
        context[.hasPickers] = .bool(context[.pickers] != .list([]))
        // A switch over every case takes no `default:` (it would never run: a warning).
        context[.allPickers] = .bool(!ordered.isEmpty && pickers.count == ordered.count)
        context[.allDates] = .bool(!ordered.isEmpty && ordered.allSatisfy { $0.date != nil })
        context[.allContentTyped] = .bool(!ordered.isEmpty && ordered.allSatisfy { $0.contentType != nil })
        let evaluator = ConditionEvaluator(form: form)
        var rules = ConditionSwift(form: form, caseNames: caseNames, datesType: names.dates)
        rules.readsHidden = !evaluator.isEmpty
        let ruleItems = form.rules.compactMap { rule -> MustacheValue? in
            // A rule about a field a submit never checks is never checked either.
            guard let caseName = caseNames[rule.field.id], form.field(rule.field.id)?.isChecked == true else {
                return nil
            }
            return object([
                .caseName: .string(caseName), .checkExpression: .string(rules.expression(rule.check)),
                .messageLiteral: .string(SwiftLiteral.string(rule.message))
            ])
        }
        context[.hasChecks] = .bool(
            !ruleItems.isEmpty
                || fields.contains { $0[Key.textCheck.rawValue] != nil || $0[Key.presenceCheck.rawValue] != nil })
        context[.hasRules] = .bool(!ruleItems.isEmpty)
        context[.rules] = .list(ruleItems)
        let sites = form.fields.map(\.conditions) + form.sections.map(\.conditions)
        context[.hasComparisons] = .bool(
            form.rules.contains { ConditionSwift.comparesValues($0.check) }
                || sites.contains {
                    [$0.visibleWhen, $0.enabledWhen].contains { $0.map(ConditionSwift.comparesValues) == true }
                })
        if !evaluator.isEmpty {
            let swift = ConditionSwift(form: form, caseNames: caseNames, datesType: names.dates)
            context[.hasConditions] = .bool(true)
            // Only the fields something can hide or disable get a line.
            context[.conditionSteps] = .list(
                evaluator.order.compactMap { index -> MustacheValue? in
                    guard form.fields.indices.contains(index), let caseName = caseNames[form.fields[index].id] else {
                        return nil
                    }
                    let shown = swift.shown(form.fields[index])
                    let enabled = swift.enabled(form.fields[index])
                    guard shown != "true" || enabled != "true" else { return nil }
                    return object([
                        .caseName: .string(caseName), .shownExpression: .string(shown),
                        .enabledExpression: .string(enabled), .canHide: .bool(shown != "true"),
                        .canDisable: .bool(enabled != "true")
                    ])
                })
            context[.recordedPickers] = .list(
                form.fields.compactMap { field -> MustacheValue? in
                    guard evaluator.isRead(field.id), form.field(field.id)?.location == field.location,
                        let caseName = caseNames[field.id]
                    else { return nil }
                    let value: String
                    switch field.kind {
                    case .date, .time, .dateTime: value = "date"
                    case .picker:
                        value = form.source(field.picker?.source ?? "")?.isCascading == true ? "path" : "path.last"
                    case .text, .multiline, .secure, .email, .url, .phone, .number, .decimal, .toggle: return nil
                    }
                    return object([
                        .caseName: .string(caseName), .propertyName: .string(caseName),
                        .recordedValue: .string(value)
                    ])
                })
            // A set no step inserts into is a `let` (a `var` never mutated is a warning).
            let steps = evaluator.order.filter(form.fields.indices.contains).map { form.fields[$0] }
            context[.hiddenBinding] = .string(steps.contains { swift.shown($0) != "true" } ? "var" : "let")
            context[.disabledBinding] = .string(steps.contains { swift.enabled($0) != "true" } ? "var" : "let")
        }
        return object(context)
    }

    /// The sections the SwiftUI view shows, in declaration order, with their visible fields
    /// (hidden ones are absent from the view); sections left without a field are dropped.
    private static func viewSections(_ form: Form, caseNames: [String: String]) -> [MustacheValue] {
        form.sections.compactMap { section -> MustacheValue? in
            let rows = section.fieldIDs.compactMap { id -> MustacheValue? in
                guard let field = form.field(id), !field.hidden, let caseName = caseNames[id] else { return nil }
                return object([.caseName: .string(caseName)])
            }
            guard !rows.isEmpty else { return nil }
            var members: [Key: MustacheValue] = [.rows: .list(rows)]
            if let title = section.title { members[.titleLiteral] = .string(SwiftLiteral.string(title)) }
            return object(members)
        }
    }

    /// The focusable fields in focus order, then the others in declaration order; each id once.
    static func orderedFields(_ form: Form) -> [Field] {
        var seen = Set<String>()
        var ordered: [Field] = []
        for id in form.focusChain { if let field = form.field(id), seen.insert(id).inserted { ordered.append(field) } }
        for field in form.fields where seen.insert(field.id).inserted { ordered.append(field) }
        return ordered
    }

    /// `member` is the field's Swift member name (`SwiftIdentifier.member` of its id), made once
    /// per form: it names the case, the property and the statements about it.
    private static func fieldContext(
        _ field: Field, member: String, last: Bool, form: Form, names: SwiftNames,
        caseLiteral: (String?) -> String
    ) -> MustacheValue {
        let focus = field.focus
        var members: [Key: MustacheValue] = [
            .caseName: .string(member),
            .propertyName: .string(member),
            .rawValueLiteral: .string(SwiftLiteral.string(field.id)),
            .last: .bool(last),
            .nextLiteral: .string(caseLiteral(focus?.next)),
            .previousLiteral: .string(caseLiteral(focus?.previous)),
            .isFocusable: .string(focus != nil ? "true" : "false"),
            .returnKeyLiteral: .string(focus.map { "." + $0.returnKey.rawValue } ?? "nil"),
            .returnActionLiteral: .string(focus.map { "." + $0.returnAction.rawValue } ?? "nil"),
            .previousEnabled: .string(String(focus?.previousEnabled ?? false)),
            .nextEnabled: .string(String(focus?.nextEnabled ?? false)),
            .showsDone: .string(String(focus?.doneShown ?? false)),
            .toolbarTitleLiteral: .string(SwiftLiteral.optionalString(focus?.title)),
            .labelLiteral: .string(SwiftLiteral.optionalString(field.label)),
            .placeholderLiteral: .string(SwiftLiteral.optionalString(field.placeholder)),
            .isSecure: .string(String(field.isSecureTextEntry)),
            .access: .string(
                field.hidden ? "hidden" : field.disabled ? "disabled" : field.editable ? "editable" : "readOnly"),
            .characters: .string(characters(field.kind))
        ]
        if let keyboard = field.kind.keyboardType { members[.keyboardType] = .string(keyboard.rawValue) }
        if let focus, field.kind.hasReturnKey { members[.returnKey] = .string(focus.returnKey.rawValue) }
        if let content = field.contentType {
            members[.contentType] = .string(content)
            if let version = UIKitAvailability.guardVersion(forContentType: content) {
                members[.contentTypeAvailability] = .string(version.description)
            }
        }
        for (key, entry) in SwiftUIRowContext.build(field, form: form) { members[key] = entry }
        var value = valueContext(field, name: member, form: form, names: names)
        // A submit checks only the fields it may: not hidden, disabled or read-only.
        if !field.isChecked { value[.textCheck] = nil; value[.presenceCheck] = nil }
        for (key, entry) in value { members[key] = entry }
        members[.fillStatement] = .string(fillStatement(field, name: member, form: form, names: names))
        if field.isSubmitted {
            members[.answerExpression] = .string(answer(field, name: member, form: form, names: names))
        }
        return object(members)
    }

    /// What `fillEmpty` does for the field: a date or picker without a value takes the one its
    /// picker starts from; anything else is left alone.
    private static func fillStatement(_ field: Field, name: String, form: Form, names: SwiftNames) -> String {
        switch field.kind {
        case .date, .time, .dateTime:
            return "if self.\(name) == nil { self.\(name) = \(names.dates).startDate(for: .\(name)) }"
        case .picker:
            if form.source(field.picker?.source ?? "")?.isCascading ?? false {
                return "if self.\(name).isEmpty { self.\(name) = \(names.sources).firstPath(for: .\(name)) }"
            }
            return "if self.\(name) == nil { self.\(name) = \(names.sources).firstPath(for: .\(name)).first }"
        case .text, .multiline, .secure, .email, .url, .phone, .number, .decimal, .toggle:
            return "break"
        }
    }

    /// The field's entry in `answers()`, as `formc run` answers it (docs/run.md §8,
    /// `AnswerValue` in FormcTerminal).
    private static func answer(_ field: Field, name: String, form: Form, names: SwiftNames) -> String {
        let value = "self.\(name)"
        switch field.kind {
        case .text, .multiline, .secure, .email, .url, .phone: return ".text(\(value))"
        case .number: return "\(value).isEmpty ? .null : .text(\(value))"
        case .decimal: return "Self.decimal(\(value)).map(Answer.number) ?? .null"
        case .date, .time, .dateTime:
            return
                "\(value).flatMap { \(names.dates).machineString(from: $0, for: .\(name)) }.map(Answer.text) ?? .null"
        case .toggle: return ".bool(\(value))"
        case .picker:
            guard let source = form.source(field.picker?.source ?? ""), source.isCascading else {
                return "\(value).map(Answer.text) ?? .null"
            }
            let levels = "[" + source.levels.map(SwiftLiteral.string).joined(separator: ", ") + "]"
            return
                "\(value).isEmpty ? .null : .levels(Dictionary(zip(\(levels), \(value)), uniquingKeysWith: { first, _ in first }))"
        }
    }

    /// The `Characters` case of a kind: what its keyboard can type.
    private static func characters(_ kind: FieldKind) -> String {
        switch kind {
        case .number: return "digits"
        case .decimal: return "decimal"
        case .phone: return "phone"
        case .date, .time, .dateTime, .picker: return "none"
        case .text, .multiline, .secure, .email, .url, .toggle: return "any"
        }
    }

    /// The field's property in the Values struct: its type, initial value and checks.
    private static func valueContext(_ field: Field, name: String, form: Form, names: SwiftNames) -> [Key:
        MustacheValue]
    {
        let rules = field.validation
        switch field.kind {
        case .date, .time, .dateTime:
            var initial = "nil"
            if case .string(let text)? = field.defaultValue {
                if DateBound(text) == .today {
                    initial = field.kind == .date ? "\(names.dates).today()" : "Date()"
                } else {
                    initial = "\(names.dates).iso(\(SwiftLiteral.string(text)))"
                }
            }
            return value(type: "Date?", initial: initial, presence: field.required ? "self.\(name) == nil" : nil)
        case .toggle:
            let on: Bool
            if case .bool(let flag)? = field.defaultValue { on = flag } else { on = false }
            return value(type: "Bool", initial: String(on), presence: field.required ? "!self.\(name)" : nil)
        case .picker:
            let cascading = form.source(field.picker?.source ?? "")?.isCascading ?? false
            if cascading {
                var path: [String] = []
                switch field.defaultValue {
                case .path(let values)?: path = values
                case .string(let text)?, .number(let text)?: path = [text]
                default: break
                }
                return value(
                    type: "[String]", initial: "[" + path.map(SwiftLiteral.string).joined(separator: ", ") + "]",
                    presence: field.required ? "self.\(name).isEmpty" : nil)
            }
            var initial = "nil"
            switch field.defaultValue {
            case .string(let text)?, .number(let text)?: initial = SwiftLiteral.string(text)
            // `[M]`: FC212 allows one value.
            case .path(let values)?: initial = values.first.map(SwiftLiteral.string) ?? "nil"
            default: break
            }
            return value(type: "String?", initial: initial, presence: field.required ? "self.\(name) == nil" : nil)
        case .text, .multiline, .secure, .email, .url, .phone, .number, .decimal:
            var initial = "\"\""
            switch field.defaultValue {
            case .string(let text)?, .number(let text)?: initial = SwiftLiteral.string(text)
            default: break
            }
            var members = value(type: "String", initial: initial, presence: nil)
            if field.required || !rules.isEmpty || field.kind == .number || field.kind == .decimal {
                let message: String = rules.message.map(SwiftLiteral.string) ?? "nil"
                members[.textCheck] = object([
                    .required: .string(String(field.required)),
                    .digitsOnly: .string(String(field.kind == .number)),
                    .numeric: .string(String(field.kind == .decimal)),
                    .minLength: .string(rules.minLength.map(String.init) ?? "nil"),
                    .maxLength: .string(rules.maxLength.map(String.init) ?? "nil"),
                    .pattern: .string(SwiftLiteral.optionalString(rules.pattern)),
                    .minimum: .string(rules.min.map(SwiftLiteral.number) ?? "nil"),
                    .maximum: .string(rules.max.map(SwiftLiteral.number) ?? "nil"),
                    .hasMessage: .bool(rules.message != nil),
                    .messageLiteral: .string(message)
                ])
            }
            return members
        }
    }

    private static func value(type: String, initial: String, presence: String?) -> [Key: MustacheValue] {
        var members: [Key: MustacheValue] = [.valueType: .string(type), .initialLiteral: .string(initial)]
        if let presence { members[.presenceCheck] = object([.emptyExpression: .string(presence)]) }
        return members
    }

    private static func sourceContext(_ source: DataSource) -> MustacheValue {
        var members: [Key: MustacheValue] = [
            .name: .string(commentSafe(source.name)),
            .propertyName: .string(SwiftIdentifier.member(source.name)),
            .optionCount: .int(source.options.count),
            .optionCountText: .string(source.options.count == 1 ? "1 option" : "\(source.options.count) options"),
            .isCascading: .bool(source.isCascading),
            .levelsSummary: .string(commentSafe(source.levels.joined(separator: ", "))),
            .optionsLiteral: .string(optionsLiteral(source.options, indent: 4))
        ]
        if let file = source.file { members[.file] = .string(commentSafe(file)) }
        return object(members)
    }

    /// A Swift array literal of `Option(...)` values, children nested, one option per line.
    static func optionsLiteral(_ options: [Option], indent: Int) -> String {
        guard !options.isEmpty else { return "[]" }
        let pad = String(repeating: " ", count: indent + 4)
        var out = "[\n"
        for option in options {
            out += pad + "Option(" + SwiftLiteral.string(option.label) + ", value: " + SwiftLiteral.string(option.value)
            if let icon = option.icon { out += ", icon: " + SwiftLiteral.string(icon) }
            if !option.children.isEmpty { out += ", children: " + optionsLiteral(option.children, indent: indent + 4) }
            out += "),\n"
        }
        return out + String(repeating: " ", count: indent) + "]"
    }

    private static func pickerContext(_ field: Field, member: String, form: Form, iconSources: Set<String>)
        -> MustacheValue?
    {
        guard field.kind == .picker, let picker = field.picker, let source = form.source(picker.source) else {
            return nil
        }
        return object([
            .caseName: .string(member),
            .sourceProperty: .string(SwiftIdentifier.member(source.name)),
            .levelsLiteral: .string("[" + source.levels.map(SwiftLiteral.string).joined(separator: ", ") + "]"),
            .displayLiteral: .string(SwiftLiteral.string(picker.display)),
            .rowHeightLiteral: .string(picker.rowHeight.map(SwiftLiteral.number) ?? "nil"),
            .showsIcons: .string(String(iconSources.contains(source.name)))
        ])
    }

    private static func dateContext(_ field: Field, member: String) -> MustacheValue? {
        guard let date = field.date else { return nil }
        func bound(_ value: DateBound?) -> String {
            switch value {
            case .today?: return date.mode == .date ? "today()" : "Date()"
            // The normal ISO form of formc's date model (a dateTime's bare date at its
            // midnight, a time with seconds), which `iso` reads without knowing the mode.
            case .fixed(let text)?:
                return "iso(\(SwiftLiteral.string(ISODateValue.normalized(text, mode: date.mode) ?? text)))"
            case nil: return "nil"
            }
        }
        return object([
            .caseName: .string(member),
            .mode: .string(date.mode.rawValue),
            .isDay: .bool(date.mode == .date),
            .localeLiteral: .string(SwiftLiteral.string(date.locale)),
            .formatLiteral: .string(SwiftLiteral.string(date.format)),
            .minimumExpression: .string(bound(date.min)),
            .maximumExpression: .string(bound(date.max))
        ])
    }
}
