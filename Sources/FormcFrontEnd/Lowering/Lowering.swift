import FormcDiagnostics
import FormcIR

/// Lowers a decoded spec to the IR: applies defaults, loads data sources, resolves the focus
/// chain, and the return key, return action and toolbar state of every focusable field.
///
/// Lowering is total: it builds a best-effort form from any AST. Mistakes in focus order or
/// references are the checker's to report; lowering reports only what it meets while loading
/// data sources (FC2xx), since those are found by reading the files.
public enum Lowering {
    /// Default date formats per kind, as `DateFormatter.dateFormat` patterns.
    public static func defaultFormat(for mode: DatePickerMode) -> String {
        switch mode {
        case .date: return "yyyy-MM-dd"
        case .time: return "HH:mm"
        case .dateAndTime: return "yyyy-MM-dd HH:mm"
        }
    }

    /// The locale used when a spec names none: fixed and platform-neutral, so output does not
    /// depend on the machine.
    public static let defaultLocale = "en_US_POSIX"

    /// - Parameters:
    ///   - ast: the decoded spec.
    ///   - specFileName: the spec's file name for generated headers (no directories).
    ///   - baseDirectory: where relative data-file paths start (the spec's folder).
    ///   - root: the folder data files must lie inside (FC213 otherwise); by default
    ///     `baseDirectory`.
    ///   - dataFileCache: the run's data files parsed so far (one per command run, never
    ///     shared between runs); nil reads every data file afresh.
    public static func lower(_ ast: SpecAST, specFileName: String, baseDirectory: String,
                             root: ProjectRoot? = nil, dataFileCache: DataFileCache? = nil) -> (Form, Diagnostics) {
        var diagnostics = Diagnostics()
        let locale = ast.locale?.value ?? defaultLocale
        let order: OrderMode
        switch ast.order?.value {
        case .none, .declaration: order = .declaration
        case .tag: order = .tag
        case .position: order = .position
        case .explicit(let ids): order = .explicit(ids.map(\.value))
        }
        let toolbar = Toolbar(previousNext: ast.toolbar?.previousNext?.value ?? true,
                              done: ast.toolbar?.done?.value ?? true,
                              title: ast.toolbar?.title?.value ?? .none)

        var loader = SourceLoading(baseDirectory: baseDirectory, root: root ?? ProjectRoot(baseDirectory),
                                   specFile: ast.file, cache: dataFileCache)
        var sources: [DataSource] = []
        // Each source's levels by name (the first source of a name), for the pickers.
        var levels: [String: [String]] = [:]
        for spec in ast.sources {
            let (source, sourceDiagnostics) = loader.load(spec)
            diagnostics.report(contentsOf: sourceDiagnostics)
            sources.append(source)
            if levels[source.name] == nil { levels[source.name] = source.levels }
        }

        // Index loops, not `for spec in`: a FieldSpec is large, and the loop must not copy it.
        var fields: [Field] = []
        var returnSettings: [ReturnSettings] = []
        var candidates: [FocusChainResolver.Candidate] = []
        // Sized once: a growing array of 100,000 fields would hold up to twice that in slack.
        let fieldCount = ast.sections.reduce(0) { $0 + $1.fields.count }
        fields.reserveCapacity(fieldCount)
        returnSettings.reserveCapacity(fieldCount)
        candidates.reserveCapacity(fieldCount)
        for section in ast.sections.indices {
            for index in ast.sections[section].fields.indices {
                let field = lowerField(ast.sections[section].fields[index], in: ast, formLocale: locale, sourceLevels: levels)
                returnSettings.append(ReturnSettings(key: ast.sections[section].fields[index].returnKey?.value,
                                                     action: ast.sections[section].fields[index].returnAction?.value))
                candidates.append(FocusChainResolver.Candidate(
                    id: field.id, focusable: field.isFocusable, tag: field.tag, row: field.layout?.row,
                    column: field.layout?.column, next: ast.sections[section].fields[index].next?.value))
                fields.append(field)
            }
        }
        let chain = FocusChainResolver.resolve(candidates, order: order)

        var position: [String: Int] = [:]
        position.reserveCapacity(chain.count)
        for (index, id) in chain.enumerated() { position[id] = index }
        let defaults = ReturnSettings(key: ast.returnKeyDefault?.value, action: nil)
        let last = ReturnSettings(key: ast.returnKeyLast?.value, action: nil)
        for index in fields.indices {
            // removeValue: a duplicated id takes its chain slot once, with its first field.
            guard let at = position.removeValue(forKey: fields[index].id) else { continue }
            fields[index].focus = links(for: fields[index], own: returnSettings[index], defaults: defaults, last: last,
                                        at: at, chain: chain, toolbar: toolbar)
        }

        let sections = ast.sections.map { Section(title: $0.title?.value, fieldIDs: $0.fields.map(\.id.value), conditions: $0.conditions) }
        var form = Form(name: ast.form?.value ?? "Form", specFileName: specFileName, locale: locale, order: order,
                        toolbar: toolbar, dismissOnTapOutside: ast.dismissOnTapOutside?.value ?? false,
                        keyboardDistance: ast.keyboardDistance?.value,
                        keyboardAvoidance: ast.keyboardAvoidance?.value ?? true, sections: sections, fields: fields,
                        focusChain: chain, sources: sources)
        form.rules = ast.rules.compactMap { rule in
            // The parser gives every check at least one field, so the fallback never applies.
            let target = rule.field.map { FieldReference(id: $0.value, location: ast.location($0.position)) }
                ?? rule.check.references.first
            return target.map { FormRule(check: rule.check, message: rule.message.value, field: $0, location: ast.location(rule.position)) }
        }
        return (form, diagnostics)
    }

    /// A return key and action as a spec sets them (nil where it does not).
    struct ReturnSettings {
        var key: ReturnKeyType?
        var action: ReturnAction?
    }

    private static func lowerField(_ spec: FieldSpec, in ast: SpecAST, formLocale: String, sourceLevels: [String: [String]]) -> Field {
        let kind = spec.kind?.value ?? .text
        var date: DateSettings?
        if case .datePicker(let mode) = kind.inputView {
            date = DateSettings(mode: mode, format: spec.format?.value ?? defaultFormat(for: mode),
                                locale: spec.locale?.value ?? formLocale,
                                min: spec.min.map { DateBound($0.value) }, max: spec.max.map { DateBound($0.value) })
        }
        var picker: PickerSettings?
        if kind == .picker {
            let name = spec.source?.value ?? ""
            let levels = sourceLevels[name] ?? []
            let display = spec.display?.value
                ?? (levels.isEmpty ? "{label}" : levels.map { "{\($0)}" }.joined(separator: " "))
            picker = PickerSettings(source: name, display: display, rowHeight: spec.rowHeight?.value)
        }
        // A cell needs both coordinates; a half-written one is no cell (the checker says so).
        var layout: LayoutCell?
        if let row = spec.layoutRow?.value, let column = spec.layoutColumn?.value {
            layout = LayoutCell(row: row, column: column)
        }
        let validation = Validation(minLength: spec.validation?.minLength?.value, maxLength: spec.validation?.maxLength?.value,
                                    pattern: spec.validation?.pattern?.value, min: spec.validation?.min?.value,
                                    max: spec.validation?.max?.value, message: spec.validation?.message?.value)
        var field = Field(id: spec.id.value, kind: kind, label: spec.label?.value, placeholder: spec.placeholder?.value,
                       section: spec.section, required: spec.required?.value ?? false, hidden: spec.hidden?.value ?? false,
                       disabled: spec.disabled?.value ?? false, editable: spec.editable?.value ?? true,
                       isSecureTextEntry: kind == .secure || spec.secure?.value == true, tag: spec.tag?.value,
                       layout: layout, contentType: spec.contentType?.value, defaultValue: typedDefault(spec, kind: kind),
                       validation: validation, date: date, picker: picker, focus: nil, location: ast.location(spec.id.position))
        field.conditions = spec.conditions
        return field
    }

    /// Types a default by the field's kind: a toggle's plain `yes`/`true` is a boolean, a
    /// decimal field's plain numeral a number, a cascading picker's list a path; anything
    /// else stays the text as written (the checker reports defaults that do not fit). A
    /// number pad's value is its digits as typed (`02142`, a postal code, keeps its zero), as
    /// the generated Swift and `formc run` keep it.
    private static func typedDefault(_ spec: FieldSpec, kind: FieldKind) -> FieldValue? {
        guard let value = spec.defaultValue else { return nil }
        if spec.defaultIsList { return .path(value.value) }
        let text = value.value.first ?? ""
        let plain = spec.defaultStyle?.plain ?? false
        switch kind {
        case .toggle where plain:
            return NodeReader.boolean(text).map(FieldValue.bool) ?? .string(text)
        case .decimal:
            return plain && NodeReader.isDecimalLiteral(text) ? .number(text) : .string(text)
        case .toggle, .text, .multiline, .secure, .email, .url, .phone, .number, .date, .time, .dateTime, .picker:
            return .string(text)
        }
    }

    private static func links(for field: Field, own: ReturnSettings, defaults: ReturnSettings, last: ReturnSettings,
                              at index: Int, chain: [String], toolbar: Toolbar) -> FocusLinks {
        let isLast = index == chain.count - 1
        let next = isLast ? nil : chain[index + 1]
        let returnKey = own.key
            ?? field.kind.ownReturnKey ?? (isLast ? last.key ?? .done : defaults.key ?? .next)
        let action = own.action ?? defaultAction(kind: field.kind, key: returnKey, hasNext: next != nil)
        let title: String?
        switch toolbar.title {
        case .none: title = nil
        case .placeholder: title = field.placeholder ?? field.label
        case .label: title = field.label ?? field.placeholder
        }
        return FocusLinks(previous: index > 0 ? chain[index - 1] : nil, next: next, index: index,
                          returnKey: returnKey, returnAction: action,
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
