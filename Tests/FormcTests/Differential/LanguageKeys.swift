import Foundation

/// The keys of spec-language.md's tables that `RandomForm` does not draw itself: each
/// field's (§4, §4.1, §10.6, §11), the form's (§3, §7, §9) and the sources' (§10.1, §10.2).
/// Every value keeps the form lint-clean and leaves what the drivers compare to the
/// semantics the four drivers share.
extension RandomForm {
    /// Every `UIReturnKeyType` name (§8.1).
    static let returnKeys = [
        "default", "go", "google", "join", "next", "route", "search", "send", "yahoo", "done", "emergencyCall",
        "continue"
    ]
    /// Date formats besides the kinds' own: each pattern letter gives one ASCII digit.
    static let formats: [Kind: [String]] = [
        .date: ["yyyy-MM-dd", "MM.dd.yyyy", "yyyy/MM/dd"], .time: ["HH.mm"],
        .dateTime: ["dd/MM/yyyy HH:mm", "yyyy.MM.dd, HH:mm"], .monthYear: ["yyyy-MM", "MM.yyyy"]
    ]
    static let contentTypes = ["name", "givenName", "emailAddress", "URL", "username", "password", "oneTimeCode"]

    /// The data files the `file:` sources read, written once per run beside the specs: the
    /// flat options a, b, c in the four formats with records keyed `name`, `code`, `flag`
    /// (`label:`, `value:`, `icon:`), and the places in JSON with `children: towns`.
    static let dataFiles: [String: String] = [
        "flat.json": #"[{"name": "Opt A", "code": "a", "flag": "fa"}, {"name": "Opt B", "code": "b", "flag": "fb"}, "#
            + #"{"name": "Opt C", "code": "c", "flag": "fc"}]"#,
        "flat.yaml":
            "- {name: Opt A, code: a, flag: fa}\n- {name: Opt B, code: b, flag: fb}\n- {name: Opt C, code: c, flag: fc}\n",
        "flat.csv": "name,code,flag\nOpt A,a,fa\nOpt B,b,fb\nOpt C,c,fc\n",
        // A `delimiter:` of its own, and a `format:` the extension does not give.
        "semicolons.csv": "name;code;flag\nOpt A;a;fa\nOpt B;b;fb\nOpt C;c;fc\n",
        "flat.data": #"[{"name": "Opt A", "code": "a", "flag": "fa"}, {"name": "Opt B", "code": "b", "flag": "fb"}, "#
            + #"{"name": "Opt C", "code": "c", "flag": "fc"}]"#,
        "flat.plist": """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><array>
        <dict><key>name</key><string>Opt A</string><key>code</key><string>a</string><key>flag</key><string>fa</string></dict>
        <dict><key>name</key><string>Opt B</string><key>code</key><string>b</string><key>flag</key><string>fb</string></dict>
        <dict><key>name</key><string>Opt C</string><key>code</key><string>c</string><key>flag</key><string>fc</string></dict>
        </array></plist>

        """,
        "places.json": #"[{"name": "North", "value": "n", "towns": [{"name": "Oslo", "value": "osl"}, "#
            + #"{"name": "Bergen", "value": "brg"}]}, {"name": "South", "value": "s", "towns": [{"name": "Rome", "value": "rom"}]}]"#
    ]

    /// Writes `dataFiles` into `directory`, the specs' base directory.
    static func writeDataFiles(in directory: URL) throws {
        for (name, text) in dataFiles { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
    }

    /// Draws the whole language's keys onto a form `init` made. Drawn after everything else.
    mutating func decorate(_ random: inout SeededRandom) {
        for index in fields.indices { decorateField(index, &random) }
        // Sources: the flat ones from a file of each format, the places from JSON; the flat
        // options' list anchored and aliased by a second inline source.
        let format = random.element(["json", "yaml", "csv", "plist", "delimiter", "format"])
        features.insert("file \(format)")
        let file =
            ["delimiter": "semicolons.csv, delimiter: ';'", "format": "flat.data, format: json"][format]
            ?? "flat.\(format)"
        sourceLines = [
            "  fileFlat: {file: \(file), label: name, value: code, icon: flag}",
            "  filePlaces: {file: places.json, levels: [region, town], label: name, children: towns}",
            "  anchored: {options: &opts [{label: X, value: x}, {label: Y, value: y}]}",
            "  aliased: {options: *opts}"
        ]
        features.insert("anchor")
        // Sometimes only fields with a return key stay in the chain (the others read-only),
        // so Done may be off (FC112 otherwise). Before the order: a list names chain fields.
        let returning: Set<Kind> = [.text, .secure, .email, .url]
        if order == nil, random.chance(0.1) {
            for index in fields.indices
            where !returning.contains(fields[index].kind) && fields[index].kind.fieldKind.canTakeFocus
                && !fields[index].synthesized
            {
                fields[index].readOnly = true
                if fields[index].defaultValue == nil {
                    fields[index].defaultValue = Self.fitted(Self.defaults(fields[index].kind).last, fields[index])
                }
            }
        }
        drawOrder(&random)
        drawForm(&random)
        if fields.contains(where: { $0.section == 1 }), random.chance(0.5) {
            topFields = true
            features.insert("fields and sections")
        }
        if sectionEnabled != nil { features.insert("section enabledWhen") }
        if random.chance(0.1) {
            emptySection = true
            features.insert("empty section")
        }
        for (number, rule) in rules.enumerated() {
            // The first field the check names: its first word that is no `not` or `(`.
            let words = rule.check.split(whereSeparator: { $0 == " " || $0 == "(" }).filter { $0 != "not" }
            if words.first.map(String.init) == rule.field, random.chance(0.5) {
                fieldlessRules.insert(number)
                features.insert("rule without field")
            }
        }
        if rules.contains(where: { !$0.check.contains(" or ") }) { features.insert("rule comparison") }
        for field in fields {
            for condition in [field.visibleWhen, field.enabledWhen].compactMap({ $0 }) { note(condition) }
        }
        for condition in [sectionCondition, sectionEnabled].compactMap({ $0 }) { note(condition) }
    }

    /// Records which operators and functions a condition uses on which kinds.
    private mutating func note(_ condition: String) {
        for field in fields where Self.nameable(field.id) {
            let id = NSRegularExpression.escapedPattern(for: field.id)
            for name in ["==", "!=", "<=", ">=", "<", ">", "in", "isEmpty", "isSet"] {
                let operand = NSRegularExpression.escapedPattern(for: name)
                if condition.range(of: "(^|[ (])\(id) \(operand)( |$)", options: .regularExpression) != nil {
                    features.insert("\(field.kind) \(name)")
                }
            }
            if condition.range(of: "(^|\\(|not |and |or )\(id)($|\\)| and| or)", options: .regularExpression) != nil {
                features.insert("\(field.kind) bare")
            }
        }
        for (word, name) in [("not ", "not"), (" and ", "and"), (" or ", "or"), ("(", "parentheses")]
        where condition.contains(word) {
            features.insert(name)
        }
        let ids = fields.map(\.id).filter(Self.nameable)
        for a in ids {
            for b in ids where a != b {
                for name in ["==", "!=", "<=", ">=", "<", ">"] where condition.contains("\(a) \(name) \(b)") {
                    features.insert("field \(name) field")
                    let kinds = [a, b].compactMap { id in fields.first { $0.id == id }.map { Self.sort($0.kind).sort } }
                    if kinds.count == 2, kinds[0] != kinds[1] { features.insert("number against text") }
                }
            }
        }
    }

    private mutating func decorateField(_ index: Int, _ random: inout SeededRandom) {
        // An "Other" option's text field is not written: nothing of it can be.
        guard !fields[index].synthesized else { return }
        var field = fields[index]
        defer { fields[index] = field }
        func add(_ entry: String, _ feature: String) {
            field.extras.append(entry)
            features.insert(feature)
        }
        if field.kind.fieldKind.canTakeFocus, random.chance(0.4) {
            add("placeholder: \(Self.quoted("P \(field.label)"))", "placeholder")
        }
        if random.chance(0.3) { add("hint: \(Self.quoted("Hint \\ \"x\" \\(y)"))", "hint") }
        if random.chance(0.3) {
            add("accessibilityLabel: \(Self.quoted(field.label + " field"))", "accessibilityLabel")
        }
        let texts: Set<Kind> = [.text, .secure, .email, .url, .phone, .multiline]
        if texts.contains(field.kind), random.chance(0.3) {
            add("contentType: \(random.element(Self.contentTypes))", "contentType")
        }
        if field.kind.fieldKind.canTakeFocus, field.kind != .secure, random.chance(0.15) {
            add("secure: true", "secure \(field.kind)")
        }
        if field.kind == .secure, random.chance(0.2) { add("secure: false", "secure false") }
        if [.text, .secure, .email, .url].contains(field.kind), field.returnKey == nil, random.chance(0.25) {
            let action = random.element(["next", "done", "submit"])
            add("returnAction: \(action)", "returnAction \(action)")
        }
        if field.kind == .multiline, random.chance(0.3) { add("returnAction: newline", "returnAction newline") }
        if [.text, .email, .url, .multiline].contains(field.kind), field.validation == nil, random.chance(0.3) {
            // The defaults ("ab", "abc") pass; "Ab" and "" are refused with the message.
            field.validation = "{minLength: 2, maxLength: 3, pattern: '[a-z]*', message: 'Two \"or\" three \\\\ (x)'}"
            features.insert("validation message")
        }
        if field.kind == .number, field.validation == nil, random.chance(0.3) {
            field.validation = "{min: 5, max: 50, message: 'from 5 to 50'}"
            features.insert("validation min max")
        }
        // Issue 48: a date or picker that takes its suggestion when it takes focus (the line
        // mode's empty line takes it too), or says so is not wanted.
        if field.kind.isDate || field.kind == .picker || field.kind == .cascade, random.chance(0.3) {
            let fills = random.chance(0.7)
            add("fillOnFocus: \(fills)", "fillOnFocus \(fills)")
        }
        if field.kind.isDate { decorateDate(&field, &random) }
        if field.kind == .picker || field.kind == .cascade { decoratePicker(&field, &random) }
        if field.kind == .text, field.pickerSource == nil, random.chance(0.2) {
            field.omitsKind = true
            features.insert("kind omitted")
        }
        if [.text, .secure, .email, .url].contains(field.kind), field.returnKey == nil, random.chance(0.2) {
            field.returnKey = random.element(Self.returnKeys)
            features.insert("field returnKey \(field.returnKey ?? "")")
        }
        // Keys of other kinds, accepted and ignored (§4: format, min, max, locale, display).
        // (Not on a stepper, slider or rating, whose `min` and `max` are its own and numbers.)
        if !field.kind.isDate, field.kind != .picker, field.kind != .cascade, field.kind != .segmented,
            !field.kind.fieldKind.entry.value.hasRange, random.chance(0.05)
        {
            field.extras += ["format: 'yyyy'", "min: '2000-01-01'", "locale: de_DE", "display: '{label}'"]
            features.insert("keys of other kinds")
        }
        if random.chance(0.05) { add("<<: {hint: 'merged'}", "merge key") }
        if random.chance(0.1) { add("rowHeight: 44", "rowHeight") }
    }

    private mutating func decorateDate(_ field: inout FieldSpec, _ random: inout SeededRandom) {
        if let format = field.ownFormat { features.insert("format \(format)") }
        if random.chance(0.3) {
            let locale = random.element(["de_DE", "ar_EG", "zh_CN", "fa_IR", "en_US_POSIX"])
            field.extras.append("locale: \(locale)")
            features.insert("field locale")
        }
        // Bounds every value of the pool lies within: what a bound refuses is being changed
        // (issue 45: date min/max in validate()), so the drivers are not compared on it.
        let bounded = random.chance(0.3)
        if bounded {
            let bounds: [Kind: (String, String)] = [
                .date: ("1990-01-01", "2030-12-31"), .time: ("00:00", "23:59"),
                .dateTime: ("1990-01-01T00:00", "2030-12-31T23:59"), .monthYear: ("1990-01", "2030-12")
            ]
            if let (low, high) = bounds[field.kind] {
                field.extras += ["min: '\(low)'", "max: '\(high)'"]
                features.insert("min max")
            }
        }
        if !bounded, random.chance(0.1) {
            field.extras.append(random.element(["min: today", "max: now", "min: now"]))
            compileOnly = true
            features.insert("today now")
        }
    }

    private mutating func decoratePicker(_ field: inout FieldSpec, _ random: inout SeededRandom) {
        if field.kind == .cascade {
            if random.chance(0.5) {
                field.pickerSource = "filePlaces"
                features.insert("file source cascade")
            }
            if random.chance(0.3) {
                field.extras.append("display: '{region} / {town}'")
                features.insert("display")
            }
            return
        }
        switch random.int(in: 0...3) {
        case 0:
            field.pickerSource = "fileFlat"
            features.insert("file source flat")
        case 1:
            field.pickerSource = ""
            field.extras.append("options: [{label: 'Opt A', value: a}, {label: 'Opt B', value: b}, 'c']")
            features.insert("field options")
        default: break
        }
        if random.chance(0.3) {
            field.extras.append("display: '<{label}>'")
            features.insert("display")
        }
    }

    /// The four orders (§7.2), cells and tags that no order reads, and a `next:` link (§7.3).
    private mutating func drawOrder(_ random: inout SeededRandom) {
        let way = order != nil ? 4 : random.int(in: 0...3)
        let tags = Array(fields.indices).shuffled(using: &random)
        let cells = Array(fields.indices).shuffled(using: &random)
        let ignored = random.chance(0.2)
        for index in fields.indices {
            if way == 1 || ignored { fields[index].extras.append("tag: \(tags[index] * 10)") }
            if way == 2 || ignored {
                fields[index].extras.append("layout: {row: \(cells[index] / 2), column: \(cells[index] % 2 + 1)}")
            }
        }
        features.insert(["order declaration", "order tag", "order position", "order default", "order list"][way])
        if ignored { features.insert("tag layout unread") }
        if way < 3 { topLevel.append("order: " + ["declaration", "tag", "position"][way]) }
        // `next:` links that walk every focusable field from the base order's first, in
        // another order: a link that jumped over a field would leave it unreachable (FC106).
        let focusable = fields.indices.filter {
            !fields[$0].hidden && !fields[$0].disabled && !fields[$0].readOnly && fields[$0].kind.fieldKind.canTakeFocus
                && !fields[$0].synthesized
        }
        let base = order ?? focusable.map { fields[$0].id }
        if way == 0 || way == 3 || way == 4, base.count >= 3, random.chance(0.35) {
            let walk = [base[0]] + base.dropFirst().shuffled(using: &random)
            for (from, to) in zip(walk, walk.dropFirst()) {
                guard let index = fields.firstIndex(where: { $0.id == from }) else { continue }
                fields[index].extras.append("next: \(Self.quoted(to))")
            }
            features.insert("next")
        }
    }

    /// The form's own keys (§3): toolbar, dismiss, keyboard, locales, the default return key.
    private mutating func drawForm(_ random: inout SeededRandom) {
        let focusable = fields.filter {
            !$0.hidden && !$0.disabled && !$0.readOnly && $0.kind.fieldKind.canTakeFocus
        }
        // Done off only where every chain field has a return key (FC112).
        let returns = focusable.allSatisfy { [.text, .secure, .email, .url].contains($0.kind) }
        switch returns ? 3 : random.int(in: 0...4) {
        case 0:
            topLevel.append("toolbar: true")
            features.insert("toolbar true")
        case 1, 2:
            let title = random.element(["none", "placeholder", "label"])
            topLevel.append("toolbar: {previousNext: \(random.chance(0.7)), done: true, title: \(title)}")
            features.insert("toolbar title \(title)")
        case 3 where returns:
            topLevel.append(random.element(["toolbar: false", "toolbar: {done: false}", "toolbar: off"]))
            features.insert("toolbar done off")
        default: break
        }
        if random.chance(0.3) {
            topLevel.append("dismiss: {onTapOutside: \(random.chance(0.5))}")
            features.insert("dismiss")
        }
        if random.chance(0.3) {
            topLevel.append("keyboardDistance: \(random.element(["0", "10", "24.5"]))")
            features.insert("keyboardDistance")
        }
        if random.chance(0.3) {
            topLevel.append("keyboardAvoidance: \(random.chance(0.5))")
            features.insert("keyboardAvoidance")
        }
        if random.chance(0.3) {
            topLevel += [
                "sourceLanguage: en", "locales: [de, ar, zh-Hans]",
                "stringsBundle: \(random.element(["main", "module"]))"
            ]
            features.insert("locales")
        }
        if !arabic, random.chance(0.4) {
            topLevel.append("locale: \(random.element(["zh_CN", "de_DE", "en_US_POSIX", "fa_IR"]))")
            features.insert("form locale")
        }
        if random.chance(0.3) {
            defaultKey = random.element(Self.returnKeys)
            features.insert("returnKey default")
        }
    }
}
