import FormcDiagnostics
import FormcFrontEnd
import FormcIR

/// FC201: a picker field that names no data source.
struct PickerWithoutSourceRule: FieldRule {
    static let description = RuleDescription(
        .pickerWithoutSource,
        explanation: """
            A picker field's keyboard is a `UIPickerView` whose rows come from a data source: \
            inline `options:` or a plist, JSON, YAML or CSV file declared under `sources:`. Without \
            `source:` the picker would have no rows. Name the source the picker shows.
            """,
        triggering: ["form: F\nfields:\n  - id: size\n    kind: ↓picker\n"],
        nonTriggering: [
            "form: F\nsources:\n  sizes:\n    options: [S, M, L]\nfields:\n  - id: size\n    kind: picker\n    source: sizes\n"
        ])

    func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic]) {
        guard field.kind.entry.value.hasOptions, field.written.source == nil else { return }
        found.append(
            context.diagnostic(
                .pickerWithoutSource,
                "\(field.kind.rawValue) field '\(field.id)' needs a '\(Language.fieldKeys.source.name)'",
                at: field.written.kind?.position ?? field.written.id.position))
    }
}

/// FC202: `source:` names a source that `sources:` does not declare.
struct UnknownSourceRule: FieldRule {
    static let description = RuleDescription(
        .unknownSource,
        explanation: """
            A picker's `source:` must name one of the sources declared under `sources:`. An unknown \
            name is most often a typo or a source that was renamed.
            """,
        triggering: [
            "form: F\nsources:\n  sizes:\n    options: [S, M, L]\nfields:\n  - id: size\n    kind: picker\n    source: ↓size\n"
        ],
        nonTriggering: [
            "form: F\nsources:\n  sizes:\n    options: [S, M, L]\nfields:\n  - id: size\n    kind: picker\n    source: sizes\n"
        ])

    func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic]) {
        guard field.kind.entry.value.hasOptions, let source = field.written.source,
            context.form.source(source.value) == nil
        else {
            return
        }
        let meant = context.suggesting(context.sourceSuggestion(for: source.value), at: source.position)
        found.append(
            context.diagnostic(
                .unknownSource, "no source is named '\(source.value)'" + meant.hint, at: source.position,
                fixIt: meant.fixIt))
    }
}

/// FC203: a declared source that no field uses.
struct UnusedSourceRule: CheckerRule {
    static let description = RuleDescription(
        .unusedSource,
        explanation: """
            A source that no picker names is loaded (and, in generated code, compiled in) for \
            nothing. It is often left over from a renamed source or a removed field.
            """,
        triggering: ["form: F\nsources:\n  ↓sizes:\n    options: [S, M, L]\nfields:\n  - id: name\n"],
        nonTriggering: [
            "form: F\nsources:\n  sizes:\n    options: [S, M, L]\nfields:\n  - id: size\n    kind: picker\n    source: sizes\n"
        ])

    func check(_ context: CheckContext) -> [Diagnostic] {
        var used = Set<String>()
        context.forEachWritten { _, written in
            // A field without `kind:` is a text field.
            if written.kind?.value.entry.value.hasOptions == true, let source = written.source {
                used.insert(source.value)
            }
            // A field with an "Other" option reads its own copy of its source, named after it.
            if written.kind?.value.entry.value.hasOptions == true, written.other != nil {
                used.insert(written.id.value)
            }
        }
        return context.ast.sources.filter { !used.contains($0.name.value) }.map { source in
            context.diagnostic(
                .unusedSource, "source '\(source.name.value)' is not used by any picker", at: source.name.position)
        }
    }
}

/// FC211: a `display:` template names a level the source does not have.
struct DisplayLevelRule: FieldRule {
    static let description = RuleDescription(
        .unknownDisplayLevel,
        explanation: """
            A picker's `display:` template says how the field's text shows the selection: \
            `{level}` stands for the selected row's label in that column of a cascading source \
            (`{province} {city}`), and `{label}` or `{value}` for a flat source's row. A name the \
            source does not have would show up literally in the text field.
            """,
        triggering: [
            "form: F\nsources:\n  regions:\n    levels: [province, city]\n    options:\n      - {label: 河北省, children: [石家庄市]}\nfields:\n  - id: city\n    kind: picker\n    source: regions\n    display: \"{province}-↓{town}\"\n"
        ],
        nonTriggering: [
            "form: F\nsources:\n  regions:\n    levels: [province, city]\n    options:\n      - {label: 河北省, children: [石家庄市]}\nfields:\n  - id: city\n    kind: picker\n    source: regions\n    display: \"{province}-{city}\"\n"
        ])

    func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic]) {
        guard field.kind.entry.value == .choice, let display = field.written.display,
            let name = field.written.source?.value,
            let source = context.form.source(name)
        else { return }
        let allowed = source.isCascading ? source.levels : ["label", "value"]
        for placeholder in DisplayTemplate.placeholders(in: display.value) where !allowed.contains(placeholder.name) {
            let position = display.position(
                ofOffset: placeholder.offset, length: placeholder.name.unicodeScalars.count + 2)
            found.append(
                context.diagnostic(
                    .unknownDisplayLevel,
                    "'{\(placeholder.name)}' is not a level of source '\(name)'; it has "
                        + allowed.map { "{\($0)}" }.joined(separator: ", ")
                        + KeySuggestion.hint(for: placeholder.name, among: allowed),
                    at: position))
        }
    }
}

/// FC212: a picker's `default` is not among its source's options.
struct DefaultOptionRule: FieldRule {
    static let description = RuleDescription(
        .defaultNotAnOption,
        explanation: """
            A picker's `default` selects a row when the form appears: it must be one of the \
            source's option values (for a cascading source, a list with one value per level, each \
            among the children of the one before). A default that is not an option would select \
            nothing, or the wrong row.
            """,
        triggering: [
            "form: F\nsources:\n  sizes:\n    options: [S, M, L]\nfields:\n  - id: size\n    kind: picker\n    source: sizes\n    default: ↓XL\n"
        ],
        nonTriggering: [
            "form: F\nsources:\n  sizes:\n    options: [S, M, L]\nfields:\n  - id: size\n    kind: picker\n    source: sizes\n    default: M\n"
        ])

    func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic]) {
        // A source that failed to load has no options; its own diagnostic says why.
        guard field.kind.entry.value.hasOptions,
            let name = field.picker?.source, let source = context.form.source(name),
            !source.options.isEmpty, let value = field.defaultValue,
            let position = field.written.defaultValue?.position
        else { return }
        if case .selection(let values) = value {
            // Each of a multi-select's default options must be one of its (flat) options, once.
            var seen: Set<String> = []
            for wanted in values where !seen.insert(wanted).inserted {
                found.append(
                    context.diagnostic(
                        .defaultNotAnOption, "default lists '\(wanted)' twice; a multi-select chooses an option once",
                        at: position))
                return
            }
            for wanted in values where context.option(wanted, in: source.options, key: [name]) == nil {
                let meant = context.suggesting(
                    source.file == nil ? context.optionSuggestion(for: wanted, in: source.options, key: [name]) : nil,
                    at: position)
                found.append(
                    context.diagnostic(
                        .defaultNotAnOption, "default '\(wanted)' is not a value of source '\(name)'" + meant.hint,
                        at: position, fixIt: values.count == 1 ? meant.fixIt : nil))
                return
            }
            return
        }
        let path: [String]
        switch value {
        case .selection(let values), .path(let values): path = values
        case .string(let text), .number(let text): path = [text]
        case .bool(let flag): path = [flag ? "true" : "false"]
        }
        var options = source.options
        for (level, wanted) in path.enumerated() {
            let key = [name] + path[..<level]
            guard let option = context.option(wanted, in: options, key: key) else {
                let levelName = source.isCascading && level < source.levels.count ? " \(source.levels[level])" : ""
                // A "did you mean" only among the spec's own options, never a data file's.
                let meant = context.suggesting(
                    source.file == nil ? context.optionSuggestion(for: wanted, in: options, key: key) : nil,
                    at: position)
                found.append(
                    context.diagnostic(
                        .defaultNotAnOption,
                        "default '\(wanted)' is not a\(levelName) value of source '\(name)'" + meant.hint,
                        at: position, fixIt: path.count == 1 ? meant.fixIt : nil))
                return
            }
            options = option.children
        }
        let levels = max(1, source.levels.count)
        if path.count != levels, source.isCascading || path.count > 1 {
            found.append(
                context.diagnostic(
                    .defaultNotAnOption,
                    "default has \(path.count) value\(path.count == 1 ? "" : "s"), but source '\(name)' has \(levels) level\(levels == 1 ? "" : "s"): give one value per level",
                    at: position))
        }
    }
}
