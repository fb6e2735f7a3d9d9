import FormcDiagnostics
import FormcIR

/// Lowers a decoded spec to the IR: applies defaults, loads data sources, resolves the focus
/// chain, and the return key, return action and toolbar state of every focusable field.
///
/// Lowering is total: it builds a best-effort form from any AST. Mistakes in focus order or
/// references are the checker's to report; lowering reports only what it meets while loading
/// data sources (FC2xx), since those are found by reading the files.
package enum Lowering {
    /// Default date formats per kind, as `DateFormatter.dateFormat` patterns.
    package static func defaultFormat(for mode: DatePickerMode) -> String {
        switch mode {
        case .date: return "yyyy-MM-dd"
        case .time: return "HH:mm"
        case .dateAndTime: return "yyyy-MM-dd HH:mm"
        case .yearAndMonth: return "yyyy-MM"
        }
    }

    /// The locale used when a spec names none: fixed and platform-neutral, so output does not
    /// depend on the machine.
    package static let defaultLocale = "en_US_POSIX"

    /// - Parameters:
    ///   - ast: the decoded spec but for its fields.
    ///   - fields: the decoded fields, in declaration order (as `SpecDecoder` returns them):
    ///     resolved in place and moved into the form, so no second array of them is built.
    ///   - specFileName: the spec's file name for generated headers (no directories).
    ///   - baseDirectory: where relative data-file paths start (the spec's folder).
    ///   - root: the folder data files must lie inside (FC213 otherwise); by default
    ///     `baseDirectory`.
    ///   - dataFileCache: the run's data files parsed so far (one per command run, never
    ///     shared between runs); nil reads every data file afresh.
    /// - Returns: the form, whose `fields` are `fields` resolved, and what loading its data
    ///   sources reported.
    package static func lower(
        _ ast: SpecAST, fields: consuming [Field], specFileName: String, baseDirectory: String,
        root: ProjectRoot? = nil, dataFileCache: DataFileCache? = nil
    ) -> (Form, Diagnostics) {
        var diagnostics = Diagnostics()
        let locale = ast.locale?.value ?? defaultLocale
        let order: OrderMode
        switch ast.order?.value {
        case .none, .declaration: order = .declaration
        case .tag: order = .tag
        case .position: order = .position
        case .explicit(let ids): order = .explicit(ids.map(\.value))
        }
        let toolbar = Toolbar(
            previousNext: ast.toolbar?.previousNext?.value ?? true,
            done: ast.toolbar?.done?.value ?? true,
            title: ast.toolbar?.title?.value ?? .none)

        var loader = SourceLoading(
            baseDirectory: baseDirectory, root: root ?? ProjectRoot(baseDirectory),
            specFile: ast.file, cache: dataFileCache)
        var sources: [DataSource] = []
        // Each source's levels by name (the first source of a name), for the pickers.
        var levels: [String: [String]] = [:]
        for spec in ast.sources {
            var (source, sourceDiagnostics) = loader.load(spec)
            diagnostics.report(contentsOf: sourceDiagnostics)
            // A field's copy of the source it names, for its "Other" option; the source itself
            // (shared, perhaps) keeps its options.
            if let base = spec.extends, let shared = sources.first(where: { $0.name == base.value }) {
                source = DataSource(
                    name: spec.name.value, file: shared.file, format: shared.format, levels: shared.levels,
                    options: shared.options)
            }
            if let other = spec.other { source.options.append(Option(label: other.value, value: Option.otherValue)) }
            sources.append(source)
            if levels[source.name] == nil { levels[source.name] = source.levels }
        }

        // In place, through the index: a `Field` is large, and a loop over copies would
        // copy each one twice.
        for index in fields.indices {
            resolve(&fields[index], formLocale: locale, sourceLevels: levels)
        }
        // One index of the ids, for the chain and then the form.
        let fieldIndex = Form.firstIndex(ofFields: fields)
        // Indices into `fields`: a duplicated id takes its chain slot once, with its first field.
        let chainIndices = FocusChainResolver.resolve(fields, firstIndex: fieldIndex, order: order)
        let chain = chainIndices.map { fields[$0].id }
        let defaults = ReturnSettings(key: ast.returnKeyDefault?.value, action: nil)
        let last = ReturnSettings(key: ast.returnKeyLast?.value, action: ast.returnActionLast?.value.action)
        let mayBeLast = Self.mayBeLast(chainIndices, fields: fields, sections: ast.sections)
        for (at, index) in chainIndices.enumerated() {
            let own = ReturnSettings(
                key: fields[index].written.returnKey?.value,
                action: fields[index].written.returnAction?.value)
            // From the parts it needs, not the field: a field read while its element is written
            // would be copied.
            fields[index].focus = links(
                kind: fields[index].kind, label: fields[index].label,
                placeholder: fields[index].placeholder, own: own, defaults: defaults,
                last: last, at: at, mayBeLast: mayBeLast[at], chain: chain, toolbar: toolbar)
        }

        let sections = ast.sections.map { section in
            // Clamped: the ranges come from the decoder with these fields, but a mismatched
            // pair must not trap.
            Section(
                title: section.title?.value, footer: section.footer?.value,
                fieldIDs: fields[section.fieldIndices.clamped(to: fields.indices)].map(\.id),
                conditions: section.conditions)
        }
        var form = Form(
            name: ast.form?.value ?? "Form", specFileName: specFileName, locale: locale, order: order,
            toolbar: toolbar, dismissOnTapOutside: ast.dismissOnTapOutside?.value ?? false,
            keyboardDistance: ast.keyboardDistance?.value,
            keyboardAvoidance: ast.keyboardAvoidance?.value ?? true, sections: sections, fields: fields,
            fieldIndex: fieldIndex, focusChain: chain, sources: sources)
        form.swiftPrefix = ast.swiftPrefix?.value
        form.localization = Localization(
            sourceLanguage: ast.sourceLanguage?.value ?? "en", locales: ast.locales?.map(\.value) ?? [],
            bundle: ast.stringsBundle?.value ?? .main)
        form.rules = ast.rules.compactMap { rule in
            // The parser gives every check at least one field, so the fallback never applies.
            let target =
                rule.field.map { FieldReference(id: $0.value, location: ast.location($0.position)) }
                ?? rule.check.references.first
            return target.map {
                FormRule(
                    check: rule.check, message: rule.message.value, field: $0, location: ast.location(rule.position))
            }
        }
        return (form, diagnostics)
    }

    /// For each chain position, whether the field there can be the last of the live chain:
    /// every chain field after it has a condition of its own or its section's that can take
    /// it out (a `hidden:`/`disabled:` field is never in the chain). The static last field
    /// always can.
    private static func mayBeLast(_ chainIndices: [Int], fields: [Field], sections: [SectionSpec]) -> [Bool] {
        var result = Array(repeating: false, count: chainIndices.count)
        // From the end: each field may be last until one that no condition can take out.
        for at in chainIndices.indices.reversed() {
            result[at] = true
            let field = fields[chainIndices[at]]
            let section = sections.indices.contains(field.section) ? sections[field.section].conditions : Conditions()
            if field.conditions.isEmpty && section.isEmpty { break }
        }
        return result
    }

    /// A return key and action as a spec sets them (nil where it does not).
    struct ReturnSettings {
        var key: ReturnKeyType?
        var action: ReturnAction?
    }

    /// Resolves what a field's own keys and the form's locale and sources decide: its typed
    /// default, its date settings (a date kind) and its picker settings (a picker). The rest
    /// of a field is read from what it writes (`Field.kind`, `Field.label`...), and its focus
    /// links need the whole chain.
    private static func resolve(_ field: inout Field, formLocale: String, sourceLevels: [String: [String]]) {
        let kind = field.kind
        if case .datePicker(let mode) = kind.inputView {
            field.date = DateSettings(
                mode: mode, format: field.written.format?.value ?? defaultFormat(for: mode),
                locale: field.written.locale?.value ?? formLocale,
                min: field.written.min.map { DateBound($0.value) },
                max: field.written.max.map { DateBound($0.value) })
        }
        if kind.entry.value.hasRange {
            field.quantity = QuantitySettings(
                control: kind.entry.control, min: field.written.min.flatMap { Double($0.value) },
                max: field.written.max.flatMap { Double($0.value) }, step: field.written.step?.value)
        }
        if kind.entry.value.hasOptions {
            // A field with an "Other" option reads its own source: its options, or its copy of
            // the source it names, with the option added (the decoder's).
            let hasOther = field.written.other != nil && kind.takes(Language.fieldKeys.other.name)
            let name = hasOther ? field.id : field.written.source?.value ?? ""
            let levels = sourceLevels[name] ?? []
            let display =
                field.written.display?.value
                ?? (levels.isEmpty ? "{label}" : levels.map { "{\($0)}" }.joined(separator: " "))
            field.picker = PickerSettings(source: name, display: display, rowHeight: field.written.rowHeight?.value)
        }
        // The default's parts, not the whole `written`: handed along from a field that is
        // being written, it would be copied.
        field.defaultValue = typedDefault(
            field.written.defaultValue, isList: field.written.defaultIsList,
            plain: field.written.defaultStyle?.plain ?? false, kind: kind)
    }

    /// Types a default by the field's kind: a toggle's plain `yes`/`true` is a boolean, a
    /// decimal field's plain numeral a number, a cascading picker's list a path; anything
    /// else stays the text as written (the checker reports defaults that do not fit). A
    /// number pad's value is its digits as typed (`02142`, a postal code, keeps its zero), as
    /// the generated Swift and `formc run` keep it. `written` is the default as written
    /// (`isList` for a list, `plain` for an unquoted scalar).
    private static func typedDefault(_ written: Located<[String]>?, isList: Bool, plain: Bool, kind: FieldKind)
        -> FieldValue?
    {
        guard let value = written else { return nil }
        if kind.entry.value == .selection { return .selection(isList ? value.value : [value.value.first ?? ""]) }
        if isList { return .path(value.value) }
        let text = value.value.first ?? ""
        switch kind.entry.value {
        case .toggle where plain, .yesNo where plain:
            return NodeReader.boolean(text).map(FieldValue.bool) ?? .string(text)
        case .decimal, .quantity, .rating:
            return plain && NodeReader.isDecimalLiteral(text) ? .number(text) : .string(text)
        case .toggle, .yesNo, .text, .digits, .date, .choice, .selection:
            return .string(text)
        }
    }

    /// The focus links of the chain's field at `index`, of kind `kind` with that label and
    /// placeholder and its own return settings. A field that conditions can make the last of
    /// the live chain (`mayBeLast`) also gets the key and action the last field would have in
    /// its place (spec-language.md §8.4); any other keeps its own there.
    private static func links(
        kind: FieldKind, label: String?, placeholder: String?, own: ReturnSettings,
        defaults: ReturnSettings, last: ReturnSettings,
        at index: Int, mayBeLast: Bool, chain: [String], toolbar: Toolbar
    ) -> FocusLinks {
        let isLast = index == chain.count - 1
        let next = isLast ? nil : chain[index + 1]
        let lastKey = own.key ?? kind.ownReturnKey ?? last.key ?? .done
        let lastAction =
            own.action ?? kind.ownReturnAction ?? last.action
            ?? defaultAction(kind: kind, key: lastKey, hasNext: false)
        let returnKey = isLast ? lastKey : own.key ?? kind.ownReturnKey ?? defaults.key ?? .next
        let action = isLast ? lastAction : own.action ?? defaultAction(kind: kind, key: returnKey, hasNext: true)
        let title: String?
        switch toolbar.title.shownText(label: label, placeholder: placeholder) {
        case nil: title = nil
        case .label?: title = label
        case .placeholder?: title = placeholder
        }
        return FocusLinks(
            previous: index > 0 ? chain[index - 1] : nil, next: next, index: index,
            returnKey: returnKey, returnAction: action, lastReturnKey: mayBeLast ? lastKey : returnKey,
            lastReturnAction: mayBeLast ? lastAction : action,
            previousEnabled: toolbar.previousNext && index > 0,
            nextEnabled: toolbar.previousNext && next != nil,
            doneShown: toolbar.done, title: title)
    }

    /// IQKeyboardManager's rule, made explicit: Next moves on while there is a next field;
    /// Done ends editing; keys that name an action (Go, Send, Join, Search, Route…) submit;
    /// a multiline field's return inserts a line break.
    static func defaultAction(kind: FieldKind, key: ReturnKeyType, hasNext: Bool) -> ReturnAction {
        if let own = kind.ownReturnAction { return own }
        switch key {
        case .next, .default: return hasNext ? .next : .done
        case .continue: return hasNext ? .next : .submit
        case .done: return .done
        case .go, .google, .join, .route, .search, .send, .yahoo, .emergencyCall: return .submit
        }
    }
}
