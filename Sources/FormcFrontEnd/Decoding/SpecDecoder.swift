import FormcDiagnostics
import FormcIR
import FormcYAML

/// Decodes a YAML document into a `SpecAST` and its fields (`Field` values with only
/// `Field.written` filled in, in declaration order): checks every key against the spec language
/// (FC010 unknown key with a suggestion, FC011 wrong type, FC012 missing key, FC013 value not
/// in a vocabulary) and keeps the location of every value. It resolves nothing: ids, sources
/// and order are lowering's business.
///
/// It can start before the YAML is loaded: `YAMLLoader.load(_:file:streamingItemsOf:_:)` hands
/// it each item of the root `fields:` list as libyaml finishes it (`decodeStreamedField`), and
/// `finish` decodes the rest of the tree; so a large spec's field nodes never all exist at
/// once. The result is the same as decoding the whole tree.
package struct SpecDecoder {
    /// The key whose list items a loader may stream to `decodeStreamedField`.
    package static let streamedKey = Language.topKeys.fields.name

    private var reader: NodeReader
    /// Sources made of picker fields' own `options:`, in field order.
    private var inlineSources: [SourceSpec] = []
    /// The root `fields:` items decoded as they were streamed, in order (section 0).
    private var streamedFields: [Field] = []
    /// Every field decoded by `finish`, in declaration order: the root `fields:` list, then
    /// each section's; sections record their ranges of it.
    private var fields: [Field] = []
    /// Their diagnostics, held back until `finish` reaches the root `fields:` list: reported
    /// there, they keep the order whole-tree decoding gives them among diagnostics at the same
    /// place (an aliased node decoded both as a field and, say, as a source).
    private var streamedDiagnostics = Diagnostics()
    /// The lines of each field that had an error decoding could not recover from, and how
    /// many such errors fields had, for `recovery`.
    /// A field left out (no mapping, no id) is not among them: its error, never recovered
    /// (an id's misspelling would have been read as `id`), stops the later phases.
    private var uncertainFields: [DecodeRecovery.Span] = []
    private var fieldErrors = 0

    /// How far later phases can go on after decoding's errors, once `finish` has run (see
    /// `DecodeRecovery`).
    package private(set) var recovery = DecodeRecovery(canCheck: true, uncertainFields: [])

    /// A decoder for the spec at `file` (the path used in every location), before its tree.
    package init(file: String) { reader = NodeReader(document: YAMLDocument(file: file, root: nil)) }

    /// Decodes `document`: the spec but for its fields, the fields (as decoded, nothing
    /// resolved; in declaration order), and what was wrong. The spec is nil (with FC014 or
    /// FC011) when there is no root mapping; the fields are empty then.
    package static func decode(_ document: YAMLDocument) -> (ast: SpecAST?, fields: [Field], diagnostics: Diagnostics) {
        var decoder = SpecDecoder(file: document.file)
        return decoder.finish(document)
    }

    /// Decodes one item of the root `fields:` list, streamed by the loader before the rest
    /// of the document exists; its diagnostics join the ones `finish` returns.
    package mutating func decodeStreamedField(_ item: YAMLNode) {
        swap(&reader.diagnostics, &streamedDiagnostics)
        streamedFields += decodeFields(item, section: 0)
        swap(&reader.diagnostics, &streamedDiagnostics)
    }

    /// How many picker fields' own `options:` have been decoded so far (each an anonymous
    /// source the spec gains): a field whose decoding adds one changes more than itself.
    package var inlineSourceCount: Int { inlineSources.count }

    /// Decodes `item` alone as an item of the root `fields:` list of the spec at `file`, as
    /// `decodeStreamedField` would within the whole spec: the field (nil when the item is no
    /// mapping or lacks an id), its diagnostics, and whether it has its own `options:` (an
    /// anonymous source of the spec's). For re-decoding one edited field (`FieldSplice`).
    package static func decodeLoneField(
        _ item: YAMLNode, file: String
    ) -> (field: Field?, diagnostics: Diagnostics, definesInlineSource: Bool) {
        var decoder = SpecDecoder(file: file)
        let field = decoder.decodeField(item, section: 0)
        return (field, decoder.reader.diagnostics, !decoder.inlineSources.isEmpty)
    }

    /// Decodes the loaded `document` (whose `fields:` list is empty where its items were
    /// streamed) together with the streamed fields, as `decode(_:)` does; the fields move out
    /// of the decoder.
    package mutating func finish(_ document: YAMLDocument) -> (ast: SpecAST?, fields: [Field], diagnostics: Diagnostics)
    {
        reader.document = document
        let ast = decodeRoot()
        let unrecovered = reader.diagnostics.all.count { DecodeRecovery.isUnrecovered($0) }
        recovery = DecodeRecovery(
            canCheck: ast != nil && unrecovered == fieldErrors,
            uncertainFields: uncertainFields.sorted {
                ($0.start.line, $0.start.column) < ($1.start.line, $1.start.column)
            })
        var decoded: [Field] = []
        swap(&decoded, &fields)
        return (ast, ast == nil ? [] : Self.trimmed(decoded), reader.diagnostics)
    }

    private mutating func decodeRoot() -> SpecAST? {
        let T = Language.topKeys
        guard let root = reader.document.root else {
            reader.diagnostics.report(
                Diagnostic(
                    .emptySpec, "the spec is empty; it needs at least '\(T.form.name)' and '\(T.fields.name)'",
                    at: SourceLocation(file: reader.document.file, line: 1, column: 1)))
            return nil
        }
        guard let top = reader.entries(of: root, allowed: Language.top, what: "the spec") else { return nil }
        var ast = SpecAST(file: reader.document.file, rootPosition: root.mark)
        ast.form = reader.requiredString(top, T.form, what: "the spec")
        ast.locale = reader.string(top, T.locale)
        ast.sourceLanguage = reader.string(top, T.sourceLanguage)
        ast.locales = reader.stringList(top, T.locales)
        ast.stringsBundle = reader.choice(top, T.stringsBundle, StringsBundle.self)
        ast.order = decodeOrder(top)
        ast.toolbar = decodeToolbar(top)
        if let node = reader.value(top, T.dismiss),
            let dismiss = reader.entries(of: node, allowed: Language.dismiss, what: "'\(T.dismiss.name)'")
        {
            ast.dismissOnTapOutside = reader.bool(dismiss, Language.dismissKeys.onTapOutside)
        }
        if let node = reader.value(top, T.returnKey),
            let keys = reader.entries(of: node, allowed: Language.returnKey, what: "'\(T.returnKey.name)'")
        {
            ast.returnKeyDefault = reader.choice(keys, Language.returnKeyKeys.default, ReturnKeyType.self)
            ast.returnKeyLast = reader.choice(keys, Language.returnKeyKeys.last, ReturnKeyType.self)
        }
        if let node = reader.value(top, T.returnAction),
            let keys = reader.entries(of: node, allowed: Language.returnAction, what: "'\(T.returnAction.name)'")
        {
            ast.returnActionLast = reader.choice(keys, Language.returnActionKeys.last, LastReturnAction.self)
        }
        ast.keyboardDistance = reader.number(top, T.keyboardDistance)
        ast.keyboardAvoidance = reader.bool(top, T.keyboardAvoidance)
        ast.swiftPrefix = reader.string(top, T.swiftPrefix)
        ast.sources = decodeSources(top)
        ast.sections = decodeSections(top)
        ast.rules = decodeRules(top)
        ast.sources += checkedInlineSources(declared: ast.sources)
        return ast
    }

    private mutating func decodeOrder(_ top: Entries) -> Located<OrderSpec>? {
        let order = Language.topKeys.order
        guard let node = reader.value(top, order) else { return nil }
        let location = node.mark
        if case .sequence = node.content {
            return Located(.explicit(reader.stringList(top, order) ?? []), at: location)
        }
        guard let text = reader.string(node, what: "'\(order.name)'") else { return nil }
        if let mode = Self.automaticOrder(named: text.value) { return Located(mode, at: location) }
        let names = OrderMode.automatic.map(\.name)
        let meant = KeySuggestion.closest(to: text.value, among: names)
        reader.report(
            .invalidValue,
            "'\(text.value)' is not a valid order; expected \(names.joined(separator: ", ")) or a list of field ids"
                + KeySuggestion.phrase(meant), at: node, replacement: meant)
        // Read as the mode meant, as a misspelt word is (`NodeReader.word`).
        return meant.flatMap(Self.automaticOrder(named:)).map { Located($0, at: location) }
    }

    /// The order `declaration`, `tag` or `position` names; nil for any other word.
    private static func automaticOrder(named name: String) -> OrderSpec? {
        switch OrderMode.automatic.first(where: { $0.name == name }) {
        case .declaration: return .declaration
        case .tag: return .tag
        case .position: return .position
        case .explicit, nil: return nil
        }
    }

    private mutating func decodeToolbar(_ top: Entries) -> ToolbarSpec? {
        let toolbar = Language.topKeys.toolbar
        let K = Language.toolbarKeys
        guard let node = reader.value(top, toolbar) else { return nil }
        let location = node.mark
        // `toolbar: false` turns the accessory view off; `toolbar: true` keeps the defaults.
        if let scalar = NodeReader.plainScalar(node), let on = NodeReader.boolean(scalar.text) {
            let flag = Located(on, at: location)
            return ToolbarSpec(isShorthand: true, previousNext: flag, done: flag, title: nil, position: location)
        }
        guard let entries = reader.entries(of: node, allowed: Language.toolbar, what: "'\(toolbar.name)'") else {
            return nil
        }
        return ToolbarSpec(
            previousNext: reader.bool(entries, K.previousNext), done: reader.bool(entries, K.done),
            title: reader.choice(entries, K.title, ToolbarTitle.self), position: location)
    }

    private mutating func decodeSections(_ top: Entries) -> [SectionSpec] {
        let T = Language.topKeys
        let S = Language.sectionKeys
        var sections: [SectionSpec] = []
        if let items = reader.list(top, T.fields) {
            // Moved, not concatenated: the streamed list is most of the spec's fields. They
            // come first: the root list is section 0, and `fields` is still empty here.
            swap(&fields, &streamedFields)
            reader.diagnostics.report(contentsOf: streamedDiagnostics)
            streamedDiagnostics = Diagnostics()
            for item in items { fields += decodeFields(item, section: 0) }
            sections.append(
                SectionSpec(
                    title: nil, fieldIndices: 0..<fields.count,
                    position: (top[T.fields]?.value ?? top.node).mark))
        }
        for item in reader.list(top, T.sections) ?? [] {
            guard let entries = reader.entries(of: item, allowed: Language.section, what: "a section") else { continue }
            let index = sections.count
            let first = fields.count
            for item in reader.list(entries, S.fields) ?? [] { fields += decodeFields(item, section: index) }
            if reader.value(entries, S.fields) == nil {
                reader.report(.missingKey, "a section needs '\(S.fields.name)'", at: item)
            }
            sections.append(
                SectionSpec(
                    title: reader.string(entries, S.title), footer: reader.string(entries, S.footer),
                    visibleWhen: condition(entries, S.visibleWhen),
                    enabledWhen: condition(entries, S.enabledWhen),
                    fieldIndices: first..<fields.count, position: item.mark))
        }
        if reader.value(top, T.fields) == nil && reader.value(top, T.sections) == nil {
            // An unknown key (reported, with a suggestion) is most likely 'fields' misspelt.
            if top.suggestedKeys.isDisjoint(with: [T.fields.name, T.sections.name]) {
                reader.report(
                    .missingKey, "the spec needs '\(T.fields.name)' (or '\(T.sections.name)')", at: top.node)
            }
        } else if sections.allSatisfy({ $0.fieldIndices.isEmpty }) && reader.diagnostics.all.isEmpty {
            reader.diagnostics.report(
                Diagnostic(.emptySpec, "the spec declares no fields", at: reader.location(top.node)))
        }
        return sections
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func listed(_ words: [String]) -> String {
        words.count <= 2
            ? words.joined(separator: " and ")
            : words.dropLast().joined(separator: ", ") + " and " + words[words.count - 1]
    }

    /// One item of a `fields:` list as the fields of `section` it declares: the field (none
    /// when it is reported), and after it the text field its "Other" option shows, if it has
    /// one (`companion(of:)`).
    private mutating func decodeFields(_ item: YAMLNode, section: Int) -> [Field] {
        guard let field = decodeField(item, section: section) else { return [] }
        guard let companion = companion(of: field) else { return [field] }
        return [field, companion]
    }

    /// The text field `other:` adds after its field (`<id>Other`, `Option.otherFieldID`): shown
    /// while the "Other" option is chosen (`== 'other'`, a multi-select's `contains 'other'`),
    /// and required then, labelled as the option is. Every name and literal is located at the
    /// `other:` value, which is what a report about it points at.
    private func companion(of field: Field) -> Field? {
        guard let other = field.written.other, field.kind.takes(Language.fieldKeys.other.name) else { return nil }
        let location = reader.location(other.position)
        var written = WrittenField(
            id: Located(Option.otherFieldID(of: field.id), at: other.position), position: other.position)
        written.label = other
        written.required = Located(true, at: other.position)
        written.otherOf = field.written.id
        let reference = FieldReference(id: field.id, location: location)
        let value = ConditionLiteral(.string(Option.otherValue), location: location)
        written.visibleWhen =
            field.kind.entry.value == .selection ? .contains(reference, value) : .compare(reference, .equal, value)
        return Field(written: written, section: field.section, location: location)
    }

    /// One item of a `fields:` list as a field of `section`, nothing resolved; nil (reported)
    /// for an item that is no mapping or has no `id`.
    private mutating func decodeField(_ item: YAMLNode, section: Int) -> Field? {
        let before = reader.diagnostics.all.count
        guard let entries = reader.entries(of: item, allowed: Language.field, what: "a field"),
            let id = reader.requiredString(entries, Language.fieldKeys.id, what: "a field")
        else { return nil }
        let field = Field(
            written: decodeField(entries, id: id, position: item.mark), section: section,
            location: reader.location(id.position))
        let errors = reader.diagnostics.all[before...].filter { DecodeRecovery.isUnrecovered($0) }
        // Counted as the field's only where each lies in the value of a key only the field's
        // own checks read; any other leaves them uncounted, which stops the later phases.
        guard !errors.isEmpty else { return field }
        let local = DecodeRecovery.localKeys.compactMap { reader.value(entries, $0).map(DecodeRecovery.span(of:)) }
        if errors.allSatisfy({ error in local.contains { DecodeRecovery.contains($0, error.location) } }) {
            fieldErrors += errors.count
            uncertainFields.append(DecodeRecovery.span(of: item))
        }
        return field
    }

    private mutating func decodeField(_ entries: Entries, id: Located<String>, position: SourcePosition) -> WrittenField
    {
        let F = Language.fieldKeys
        var field = WrittenField(id: id, position: position)
        field.kind = reader.choice(entries, F.kind, FieldKind.self)
        let kind = field.kind?.value ?? .unwritten
        let others = entries.written.filter { written in
            guard let key = Language.field.key(written.value), key.kinds != nil else { return false }
            return !key.isErrorOnOtherKinds && !kind.takes(written.value)
        }
        if !others.isEmpty { field.keysOfOtherKinds = others }
        field.label = reader.string(entries, F.label)
        field.hint = reader.string(entries, F.hint)
        field.accessibilityLabel = reader.string(entries, F.accessibilityLabel)
        field.help = reader.string(entries, F.help)
        field.placeholder = reader.string(entries, F.placeholder)
        field.required = reader.bool(entries, F.required)
        field.hidden = reader.bool(entries, F.hidden)
        field.disabled = reader.bool(entries, F.disabled)
        field.editable = reader.bool(entries, F.editable)
        field.secure = reader.bool(entries, F.secure)
        field.tag = reader.int(entries, F.tag)
        field.next = reader.string(entries, F.next)
        field.returnKey = reader.choice(entries, F.returnKey, ReturnKeyType.self)
        field.returnAction = reader.choice(entries, F.returnAction, ReturnAction.self)
        field.format = reader.text(entries, F.format)
        if kind.entry.value.hasRange {
            field.min = reader.numeral(entries, F.min)
            field.max = reader.numeral(entries, F.max)
        } else {
            field.min = reader.string(entries, F.min)
            field.max = reader.string(entries, F.max)
        }
        field.step = reader.number(entries, F.step)
        field.minCount = reader.int(entries, F.minCount)
        field.maxCount = reader.int(entries, F.maxCount)
        field.locale = reader.string(entries, F.locale)
        field.source = reader.string(entries, F.source)
        field.display = reader.text(entries, F.display)
        // The field's own source, when it writes `options:`.
        var ownSource: Int?
        if let options = reader.value(entries, F.options) {
            if !kind.takes(F.options.name) {
                let takers = FieldKind.allCases.filter { $0.takes(F.options.name) }.map(\.rawValue)
                reader.report(
                    .invalidValue,
                    "'\(F.options.name)' belongs to \(Self.listed(takers)) fields; add "
                        + "'\(F.kind.name): picker' or remove it",
                    at: options)
            } else if let source = field.source {
                reader.diagnostics.report(
                    Diagnostic(
                        .invalidValue,
                        "field '\(id.value)' has both '\(F.options.name)' and '\(F.source.name)'; keep one",
                        at: reader.location(source.position)))
            } else {
                field.source = Located(id.value, at: options.mark)
                ownSource = inlineSources.count
                inlineSources.append(
                    SourceSpec(
                        name: id, options: DataNode(yaml: options, in: reader.document),
                        position: options.mark))
            }
        }
        field.other = reader.string(entries, F.other)
        if let other = field.other, kind.takes(F.other.name) {
            // The "Other" option goes after the field's options: its own `options:`, or a copy
            // of its `source:` made the field's own (a source other fields share keeps its own).
            if let ownSource {
                inlineSources[ownSource].other = other
            } else if let source = field.source, source.value == id.value {
                // The copy is named after the field, which is the source's own name here.
                reader.diagnostics.report(
                    Diagnostic(
                        .invalidValue,
                        "'\(F.other.name)' gives field '\(id.value)' its own copy of source '\(source.value)', named "
                            + "after the field, but the source has that name; rename the field or the source",
                        at: reader.location(other.position)))
            } else if let source = field.source {
                inlineSources.append(
                    SourceSpec(name: id, position: other.position, extends: source, other: other))
            }
        }
        field.rowHeight = reader.number(entries, F.rowHeight)
        field.fillOnFocus = reader.bool(entries, F.fillOnFocus)
        field.visibleWhen = condition(entries, F.visibleWhen)
        field.enabledWhen = condition(entries, F.enabledWhen)
        field.contentType = reader.string(entries, F.contentType)
        if let node = reader.value(entries, F.layout),
            let layout = reader.entries(of: node, allowed: Language.layout, what: "'\(F.layout.name)'")
        {
            field.layoutRow = reader.int(layout, Language.layoutKeys.row)
            field.layoutColumn = reader.int(layout, Language.layoutKeys.column)
            field.layoutPosition = node.mark
        }
        if let node = reader.value(entries, F.validation),
            let rules = reader.entries(of: node, allowed: Language.validation, what: "'\(F.validation.name)'")
        {
            let V = Language.validationKeys
            field.validation = ValidationSpec(
                minLength: reader.int(rules, V.minLength), maxLength: reader.int(rules, V.maxLength),
                pattern: reader.text(rules, V.pattern), min: reader.number(rules, V.min),
                max: reader.number(rules, V.max), message: reader.string(rules, V.message), position: node.mark)
        }
        if let node = reader.value(entries, F.default) {
            decodeDefault(node, into: &field)
        }
        return field
    }

    /// `fields` in an array of its own size: one grown item by item keeps up to as much room
    /// again unused, through lowering, the checker and the emitters (the array becomes the
    /// `Form`'s).
    private static func trimmed(_ fields: [Field]) -> [Field] {
        guard fields.capacity - fields.count > fields.count / 8 else { return fields }
        var exact: [Field] = []
        exact.reserveCapacity(fields.count)
        exact.append(contentsOf: fields)
        return exact
    }

    /// `rules:`: each item a mapping with `check` (a condition), `message` and perhaps `field`.
    private mutating func decodeRules(_ top: Entries) -> [RuleSpec] {
        let R = Language.ruleKeys
        var rules: [RuleSpec] = []
        for item in reader.list(top, Language.topKeys.rules) ?? [] {
            guard let entries = reader.entries(of: item, allowed: Language.rule, what: "a rule") else { continue }
            let check = condition(entries, R.check)
            let message = reader.requiredString(entries, R.message, what: "a rule")
            let field = reader.string(entries, R.field)
            if reader.value(entries, R.check) == nil, !entries.suggestedKeys.contains(R.check.name) {
                reader.report(.missingKey, "a rule needs '\(R.check.name)', the condition that must hold", at: item)
            }
            guard let check, let message else { continue }
            rules.append(RuleSpec(check: check, message: message, field: field, position: item.mark))
        }
        return rules
    }

    /// The condition written at `key`, parsed; a text that is no condition is FC601, reported
    /// at the characters where it goes wrong (at the whole value when its columns are not
    /// exact: escapes, folded lines).
    private mutating func condition(_ entries: Entries, _ key: LanguageKey) -> Condition? {
        guard let text = reader.text(entries, key) else { return nil }
        let document = reader.document
        let locate = { (offset: Int, length: Int) in
            document.location(of: text.position(ofOffset: offset, length: length))
        }
        switch ConditionParser.parse(text.value, locate: locate) {
        case .success(let condition):
            return condition
        case .failure(let failure):
            reader.diagnostics.report(
                Diagnostic(
                    .invalidCondition, "bad condition in '\(key.name)': \(failure.message)",
                    at: locate(failure.offset, failure.length)))
            return nil
        }
    }

    private mutating func decodeDefault(_ node: YAMLNode, into field: inout WrittenField) {
        let key = Language.fieldKeys.default.name
        switch node.content {
        case .scalar(let scalar):
            field.defaultValue = Located([scalar.text], at: node.mark)
            field.defaultStyle = DefaultScalar(plain: NodeReader.plainScalar(node) != nil)
        case .sequence(let items):
            let parts = items.compactMap { reader.string($0, what: "each item of '\(key)'")?.value }
            field.defaultValue = Located(parts, at: node.mark)
            field.defaultIsList = true
        case .mapping:
            reader.report(.wrongType, "'\(key)' must be a value or a list of values, found a mapping", at: node)
        }
    }

    /// A picker field's own `options:` (as Eureka, huh and Inquirer write them) are an
    /// anonymous source named after the field, which the field uses: from lowering on, it is
    /// a source like any other. A declared source of the same name is reported.
    private mutating func checkedInlineSources(declared: [SourceSpec]) -> [SourceSpec] {
        let F = Language.fieldKeys
        let names = Set(declared.map(\.name.value))
        return inlineSources.filter { source in
            guard names.contains(source.name.value) else { return true }
            reader.diagnostics.report(
                Diagnostic(
                    .invalidValue,
                    "field '\(source.name.value)' has its own '\(F.options.name)', but a source is also named "
                        + "'\(source.name.value)'; rename one, or use '\(F.source.name): \(source.name.value)'",
                    at: reader.location(source.name.position)
                ))
            return false
        }
    }

    private mutating func decodeSources(_ top: Entries) -> [SourceSpec] {
        let sourcesKey = Language.topKeys.sources
        let S = Language.sourceKeys
        guard let node = reader.value(top, sourcesKey) else { return [] }
        guard case .mapping(let pairs) = node.content else {
            reader.report(
                .wrongType,
                "'\(sourcesKey.name)' must be a mapping of names to sources, found \(node.kindDescription)", at: node)
            return []
        }
        var sources: [SourceSpec] = []
        for pair in pairs {
            guard let name = reader.string(pair.key, what: "a source name"),
                let entries = reader.entries(of: pair.value, allowed: Language.source, what: "source '\(name.value)'")
            else { continue }
            var source = SourceSpec(name: name, position: pair.value.mark)
            source.file = reader.string(entries, S.file)
            source.format = reader.choice(entries, S.format, DataFormat.self)
            if let options = reader.value(entries, S.options) {
                source.options = DataNode(yaml: options, in: reader.document)
            }
            source.levels = reader.stringList(entries, S.levels)
            source.label = reader.string(entries, S.label)
            source.value = reader.string(entries, S.value)
            source.icon = reader.string(entries, S.icon)
            source.children = reader.string(entries, S.children)
            source.delimiter = delimiter(entries, of: source)
            if source.file == nil && source.options == nil {
                reader.report(
                    .missingKey, "source '\(name.value)' needs '\(S.options.name)' or '\(S.file.name)'", at: pair.value)
            } else if let file = source.file, source.options != nil {
                reader.diagnostics.report(
                    Diagnostic(
                        .invalidValue,
                        "source '\(name.value)' has both '\(S.options.name)' and '\(S.file.name)'; keep one",
                        at: reader.location(file.position)))
            }
            sources.append(source)
        }
        return sources
    }

    /// A source's `delimiter:`: one character that can separate CSV fields (not a quote or a
    /// line break), on a source that reads a CSV file. Anything else is FC013.
    private mutating func delimiter(_ entries: Entries, of source: SourceSpec) -> Located<Unicode.Scalar>? {
        let key = Language.sourceKeys.delimiter
        guard let node = reader.value(entries, key), let text = reader.string(node, what: "'\(key.name)'") else {
            return nil
        }
        let scalars = Array(text.value.unicodeScalars)
        guard scalars.count == 1, let scalar = scalars.first, !["\"", "\n", "\r"].contains(scalar) else {
            reader.report(
                .invalidValue,
                "'\(key.name)' must be one character other than a quote or a line break, such as ',', ';' or "
                    + "\"\\t\" (a tab); found '\(text.value.debugDescription.dropFirst().dropLast())'",
                at: node)
            return nil
        }
        let format = source.format?.value ?? source.file.flatMap { DataFormat.guess(fromPath: $0.value) }
        if source.options != nil || (format != nil && format != .csv) {
            let what =
                source.options != nil
                ? "its options are written in the spec" : "it reads a \(format?.rawValue ?? "") file"
            reader.report(
                .invalidValue,
                "'\(key.name)' separates the fields of a CSV file, but source '\(source.name.value)' is not CSV: \(what)",
                at: node)
            return nil
        }
        return Located(scalar, at: text.position)
    }
}
