import FormcIR

/// Builds the Mustache context the Swift templates render: every value is finished Swift
/// (identifiers sanitised by `SwiftIdentifier`, strings as complete literals by
/// `SwiftLiteral`), so templates only place text and never escape it. Booleans used as
/// template sections are `MustacheValue.bool`; values placed into code are finished Swift
/// text (`FormcFieldInfo(...)`, `.text`, `var`). Keys are the cases of `SwiftContext.Key`.
enum SwiftContext {
    static func build(_ form: Form, formcVersion: String) -> MustacheValue {
        let names = SwiftNames(form)
        let ordered = orderedFields(form)
        // Each field's and source's Swift member name, made once here and handed to every part
        // of the context that names it.
        let caseNames = Dictionary(
            form.fields.map { ($0.id, SwiftIdentifier.member($0.id)) }, uniquingKeysWith: { first, _ in first })
        func member(_ id: String) -> String { caseNames[id] ?? SwiftIdentifier.member(id) }
        func caseLiteral(_ id: String?) -> String { id.flatMap { caseNames[$0] }.map { "." + $0 } ?? "nil" }

        let evaluator = ConditionEvaluator(form: form)
        let fields: [MustacheValue] = ordered.enumerated().map { index, field in
            fieldContext(
                field, member: member(field.id), last: index == ordered.count - 1, form: form, names: names,
                caseLiteral: caseLiteral)
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
            .modifierName: .string(names.fieldModifier),
            .toolbarModifierName: .string(names.toolbarModifier),
            .focusChainSummary: .string(summary.isEmpty ? "empty" : summary),
            .fields: .list(fields),
            .focusChain: .list(chain),
            .sources: .list(form.sources.map(sourceContext)),
            .hasSources: .bool(!form.sources.isEmpty),
            // A `Date` property is the only Foundation type in the file's public declarations.
            .publicFoundation: .bool(form.fields.contains { $0.kind.isDate }),
            .sourcesLiteral: .string(sourcesLiteral(form.sources)),
            .settingsArguments: .string(
                settingsArguments(form, hasConditions: !evaluator.isEmpty, caseLiteral: caseLiteral)),
            .avoidanceType: .string(names.avoidance)
        ]
        var rules = ConditionSwift(form: form, caseNames: caseNames)
        rules.readsHidden = !evaluator.isEmpty
        let ruleItems = form.rules.enumerated().compactMap { index, rule -> MustacheValue? in
            // A rule about a field a submit never checks is never checked either.
            guard let caseName = caseNames[rule.field.id], form.field(rule.field.id)?.isChecked == true else {
                return nil
            }
            // The table holds the messages (`rules:`), in the language shown.
            return object([
                .caseName: .string(caseName), .checkExpression: .string(rules.expression(rule.check)),
                .messageExpression: .string("Field.formcForm.ruleMessage(\(index + 1))")
            ])
        }
        context[.hasRules] = .bool(!ruleItems.isEmpty)
        context[.rules] = .list(ruleItems)
        if !evaluator.isEmpty {
            let swift = ConditionSwift(form: form, caseNames: caseNames)
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
            // A set no step inserts into is a `let` (a `var` never mutated is a warning).
            let steps = evaluator.order.filter(form.fields.indices.contains).map { form.fields[$0] }
            context[.hiddenBinding] = .string(steps.contains { swift.shown($0) != "true" } ? "var" : "let")
            context[.disabledBinding] = .string(steps.contains { swift.enabled($0) != "true" } ? "var" : "let")
        }
        return object(context)
    }

    /// `sections:` of `FormcForm(...)`: the spec's sections in declaration order, each with
    /// its fields (FormcKit leaves out the hidden ones and a group left empty); nil when they
    /// are FormcKit's default, one untitled group of every field in `allCases` order.
    private static func sectionsLiteral(_ form: Form, caseLiteral: (String?) -> String) -> String? {
        let ordered = orderedFields(form).map(\.id)
        if form.sections.count == 1, let only = form.sections.first, only.title == nil, only.footer == nil,
            only.fieldIDs == ordered
        {
            return nil
        }
        let groups = form.sections.map { section in
            "FormcSection(title: " + SwiftLiteral.optionalString(section.title)
                + (section.footer.map { ", footer: " + SwiftLiteral.string($0) } ?? "") + ", fields: ["
                + section.fieldIDs.map(caseLiteral).filter { $0 != "nil" }.joined(separator: ", ") + "])"
        }
        return "[\n            " + groups.joined(separator: ",\n            ") + "\n        ]"
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
        var members: [Key: MustacheValue] = [
            .caseName: .string(member),
            .propertyName: .string(member),
            .rawValueLiteral: .string(SwiftLiteral.string(field.id)),
            .last: .bool(last),
            .infoLiteral: .string(SwiftTable.info(field, form: form, caseLiteral: caseLiteral)),
            .valueCase: .string(field.valueShape(in: form).valueCase)
        ]
        for (key, entry) in valueContext(field, form: form, names: names) { members[key] = entry }
        return object(members)
    }

    /// The arguments of `FormcForm(...)` after the chain: the keyboard, dismissal and toolbar
    /// settings, each only where it differs from FormcKit's default, then a comma.
    private static func settingsArguments(
        _ form: Form, hasConditions: Bool, caseLiteral: (String?) -> String
    ) -> String {
        var arguments: [String] = []
        // IQKeyboardManager's default distance when the spec sets none.
        if let distance = form.keyboardDistance, distance != 10 {
            arguments.append("keyboardDistance: " + SwiftLiteral.number(distance))
        }
        if hasConditions { arguments.append("hasConditions: true") }
        if !form.keyboardAvoidance { arguments.append("keyboardAvoidance: false") }
        if form.dismissOnTapOutside { arguments.append("dismissOnTapOutside: true") }
        let toolbar = form.toolbar
        let hasTitle = form.fields.contains { $0.focus?.title != nil }
        if !toolbar.isShown || !toolbar.previousNext || !toolbar.done || hasTitle {
            // Which text a title is, for its translation: only where it is not the label first.
            let placeholderFirst = hasTitle && toolbar.title == .placeholder ? ", titleFromPlaceholder: true" : ""
            arguments.append(
                "toolbar: FormcToolbarLayout(isShown: \(toolbar.isShown), previousNext: \(toolbar.previousNext), "
                    + "done: \(toolbar.done), hasTitle: \(hasTitle)\(placeholderFirst))")
        }
        if let sections = sectionsLiteral(form, caseLiteral: caseLiteral) { arguments.append("sections: " + sections) }
        if !form.rules.isEmpty {
            arguments.append(
                "rules: [\n            "
                    + form.rules.map { SwiftLiteral.string($0.message) }.joined(separator: ",\n            ")
                    + "\n        ]")
        }
        // A form that ships in other languages looks its texts up in its catalog's table.
        if !form.localization.locales.isEmpty {
            let bundle = form.localization.bundle == .main ? "" : ", bundle: .\(form.localization.bundle.rawValue)"
            arguments.append("strings: FormcStrings(form: \(SwiftLiteral.string(form.name))\(bundle))")
        }
        return arguments.map { $0 + "," }.joined(separator: "\n        ")
    }

    /// `sources:` of `FormcForm(...)`: each source's name and its options as JSON text.
    private static func sourcesLiteral(_ sources: [DataSource]) -> String {
        guard !sources.isEmpty else { return "[:]" }
        var seen = Set<String>()
        var entries: [String] = []
        for source in sources where seen.insert(source.name).inserted {
            entries.append(
                "            " + SwiftLiteral.string(source.name) + ": " + SwiftTable.optionsData(source.options))
        }
        return "[\n" + entries.joined(separator: ",\n") + "\n        ]"
    }

    /// The field's property in the Values struct: its type and initial value.
    private static func valueContext(_ field: Field, form: Form, names: SwiftNames) -> [Key: MustacheValue] {
        let shape = field.valueShape(in: form)
        return [.valueType: .string(shape.swiftType), .initialLiteral: .string(initial(field, shape, names: names))]
    }

    /// The Swift literal of the field's default in its shape: the one place a typed default
    /// becomes Swift.
    private static func initial(_ field: Field, _ shape: ValueShape, names: SwiftNames) -> String {
        switch shape {
        case .date:
            guard case .string(let text)? = field.defaultValue else { return "nil" }
            if DateBound(text) == .today {
                return field.kind.entry.value == .date(.date) ? "\(names.dates).today()" : "Date()"
            }
            return "\(names.dates).iso(\(SwiftLiteral.string(text)))"
        case .toggle:
            if case .bool(let flag)? = field.defaultValue { return String(flag) }
            return "false"
        case .yesNo:
            if case .bool(let flag)? = field.defaultValue { return String(flag) }
            return "nil"
        case .integer, .real:
            // The default where the control can hold it (the checker refuses any other), else `min`.
            let start = field.quantity?.start(field.defaultValue) ?? 0
            return shape == .integer ? String(Int(start)) : SwiftLiteral.number(start)
        case .rating:
            // No star until one is chosen, unless a default the rating shows (FC404 refuses others).
            return field.quantity?.chosen(field.defaultValue).map { String(Int($0)) } ?? "nil"
        case .selection:
            // The default's options (FC404 refuses a value that is none), in the spec's order.
            guard case .selection(let values)? = field.defaultValue, !values.isEmpty else { return "[]" }
            return "[" + values.map(SwiftLiteral.string).joined(separator: ", ") + "]"
        case .path:
            var path: [String] = []
            switch field.defaultValue {
            case .path(let values)?: path = values
            case .string(let text)?, .number(let text)?: path = [text]
            default: break
            }
            return "[" + path.map(SwiftLiteral.string).joined(separator: ", ") + "]"
        case .option:
            switch field.defaultValue {
            case .string(let text)?, .number(let text)?: return SwiftLiteral.string(text)
            // `[M]`: FC212 allows one value.
            case .path(let values)?: return values.first.map(SwiftLiteral.string) ?? "nil"
            default: return "nil"
            }
        case .text, .digits, .decimal:
            switch field.defaultValue {
            case .string(let text)?, .number(let text)?: return SwiftLiteral.string(text)
            default: return "\"\""
            }
        }
    }

    private static func sourceContext(_ source: DataSource) -> MustacheValue {
        var members: [Key: MustacheValue] = [
            .name: .string(commentSafe(source.name)),
            .nameLiteral: .string(SwiftLiteral.string(source.name)),
            .propertyName: .string(SwiftIdentifier.member(source.name)),
            .optionCountText: .string(source.options.count == 1 ? "1 option" : "\(source.options.count) options"),
            .isCascading: .bool(source.isCascading),
            .levelsSummary: .string(commentSafe(source.levels.joined(separator: ", ")))
        ]
        if let file = source.file { members[.file] = .string(commentSafe(file)) }
        return object(members)
    }
}
