import FormcDiagnostics

/// The languages a form ships in (`sourceLanguage:` and `locales:`): the spec's texts are in
/// `sourceLanguage`, and translators give the others in the form's String Catalog.
public struct Localization: Sendable, Hashable {
    /// The language of the spec's own texts, as a String Catalog names it (`en`, `zh-Hans`).
    public var sourceLanguage: String
    /// The other languages the app ships, in the order written; empty for a one-language form.
    public var locales: [String]
    /// Where the generated Swift finds the compiled catalog (`stringsBundle:`).
    public var bundle: StringsBundle
    /// formc's words in the language shown, where a catalog gives them (`Form.translated(_:)`);
    /// empty: English.
    public var words: [FormcWord: String] = [:]

    public init(sourceLanguage: String = "en", locales: [String] = [], bundle: StringsBundle = .main) {
        self.sourceLanguage = sourceLanguage
        self.locales = locales
        self.bundle = bundle
    }

    /// The form's String Catalog file, `<Form>.xcstrings`: what `--emit strings` writes, and
    /// what lint reads beside the spec.
    public static func catalogFileName(forForm name: String) -> String { "\(name).xcstrings" }

    /// The largest catalog formc reads, in bytes (to update it or to lint it): a form's texts in
    /// a dozen languages take far less, and lint's work grows with the file.
    public static let maxCatalogBytes = 16 << 20

    /// The most values (objects, arrays, strings, numbers, `true`, `false`, `null`) a catalog
    /// formc reads may hold: what 16 MiB of Xcode's layout holds, about 150,000 translations.
    /// A compact file can pack more into the same bytes, which every reader pays for.
    public static let maxCatalogValues = 1_000_000

    /// A catalog's bytes as JSON, read by every command that reads one (lint, `--emit strings`,
    /// `formc run --locale`) with `JSONReader` up to `maxCatalogValues`.
    package static func readCatalog(_ bytes: [UInt8]) throws(JSONReadFailure) -> JSONValue {
        try JSONReader.read(bytes, valueLimit: maxCatalogValues)
    }

    /// Whether `language` (a catalog's name for it: `en`, `en-GB`) is English.
    public static func isEnglish(_ language: String) -> Bool {
        language.lowercased() == "en" || language.lowercased().hasPrefix("en-")
    }

    /// Whether a catalog key is formc's for the form named `form` (`<Form>.…` or one of
    /// formc's words, `Formc.…`): such an entry that is no text of the form is stale. Other
    /// keys are the app's own, and formc leaves them alone.
    public static func isFormcKey(_ key: String, forForm form: String) -> Bool {
        // `form + "."` without building it: this runs for every key of a catalog.
        key.hasPrefix("Formc.") || (key.hasPrefix(form) && key.dropFirst(form.count).first == ".")
    }
}

/// One text a form shows a person, with the key it has in the form's String Catalog and a
/// comment that tells a translator where it appears.
public struct FormText: Sendable, Hashable {
    /// `<Form>.<field>.label`, `<Form>.<field>.placeholder`, `<Form>.<field>.hint`,
    /// `<Form>.<field>.accessibilityLabel`, `<Form>.<field>.message`,
    /// `<Form>.section.<n>.title`, `<Form>.rule.<n>.message`,
    /// `<Form>.<source>.option.<value>[/<value>…]` (n 1-based, in the order written; `%` and
    /// `/` in a value written `%25` and `%2F`); `Formc.<word>` for formc's own words.
    public var key: String
    /// The text as the spec writes it, in the source language.
    public var source: String
    public var comment: String
    /// The source text by plural category (`one`, `other`) where it counts something
    /// (formc's `at least %lld characters`); nil for a text without variations.
    public var plural: [String: String]?
    /// Whether the text is shown where space is tight (a toolbar title, a picker row, a toolbar
    /// button): a far longer translation is cut off there (FC707).
    public var isTight: Bool

    public init(
        key: String, source: String, comment: String, plural: [String: String]? = nil, isTight: Bool = false
    ) {
        self.key = key
        self.source = source
        self.comment = comment
        self.plural = plural
        self.isTight = isTight
    }

    /// Whether the text is one of formc's words (`Formc.…`), whose source value is English
    /// whatever the spec's language: English needs no translation of it, and a spec written in
    /// another language gives its own value in the catalog.
    public var isFormcWord: Bool { key.hasPrefix("Formc.") }

    /// Whether the text is formatted before it is shown, so that its `%` sequences are
    /// specifiers: only formc's words that take a value (`at least %lld characters`, `earliest
    /// is %@`). The spec's own texts (labels, placeholders, hints, messages, options) are
    /// looked up and shown as written, so `Save 50% off` holds no specifier (FC704).
    public var isFormatted: Bool {
        guard isFormcWord, let word = FormcWord(rawValue: String(key.dropFirst("Formc.".count))) else { return false }
        return word.english.contains("%")
    }

    /// Whether `translation` is far longer than the source: more than twice as long and at
    /// least 10 characters (grapheme clusters) longer, which a tight place cannot take (FC707).
    public func isFarLonger(_ translation: String) -> Bool {
        let (long, short) = (translation.count, source.count)
        return long > 2 * short && long - short >= 10
    }
}

/// The keys of a form's texts in its catalog: built here and nowhere else in formc (FormcKit's
/// `FormcTextKey` is the generated code's copy, kept equal by a test). A field id or source
/// name is written with `%` and `.` as `%25` and `%2E`, and an option value with `%` and `/` as
/// `%25` and `%2F`, so that no two texts share a key (a field `rule.1` is not rule 1).
public enum TextKey {
    public static func label(form: String, field: String) -> String { "\(form).\(name(field)).label" }
    public static func placeholder(form: String, field: String) -> String {
        "\(form).\(name(field)).placeholder"
    }
    public static func message(form: String, field: String) -> String { "\(form).\(name(field)).message" }
    public static func hint(form: String, field: String) -> String { "\(form).\(name(field)).hint" }
    public static func help(form: String, field: String) -> String { "\(form).\(name(field)).help" }
    public static func accessibilityLabel(form: String, field: String) -> String {
        "\(form).\(name(field)).accessibilityLabel"
    }
    /// `number` 1-based, in the spec's order.
    public static func sectionTitle(form: String, number: Int) -> String { "\(form).section.\(number).title" }
    /// `number` 1-based, in the spec's order.
    public static func sectionFooter(form: String, number: Int) -> String { "\(form).section.\(number).footer" }
    /// `number` 1-based, in the spec's order.
    public static func ruleMessage(form: String, number: Int) -> String { "\(form).rule.\(number).message" }
    /// The option at `path` (its values from the top level down) of source `source`.
    public static func option(form: String, source: String, path: [String]) -> String {
        "\(form).\(name(source)).option.\(path.map(value).joined(separator: "/"))"
    }

    /// A field id or source name as part of a key: no `.` of its own, so it is one part.
    static func name(_ id: String) -> String {
        id.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: ".", with: "%2E")
    }

    /// An option value as part of a key: no `/` of its own, so that the `/` between levels is
    /// never one inside a value (`N/A` at the top level and `N` then `A` give two keys).
    static func value(_ value: String) -> String {
        value.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "/", with: "%2F")
    }
}

extension Form {
    /// Every text the form shows, each once, in the order a person meets them: each field's
    /// label, placeholder and validation message, then the section titles, the rules'
    /// messages, the options of every source and formc's own words the form can show
    /// (`words`, keyed `Formc.<word>`). The one list the String Catalog is written
    /// from; a key is built here and nowhere else. A key that two texts would share (a
    /// repeated field id or option path) is kept for the first.
    public var texts: [FormText] {
        var texts: [FormText] = []
        var seen: Set<String> = []
        func add(_ key: String, _ source: String?, _ comment: String, tight: Bool = false) {
            guard let source, !source.isEmpty, seen.insert(key).inserted else { return }
            texts.append(FormText(key: key, source: source, comment: comment, isTight: tight))
        }
        for field in fields {
            let what = "\(field.kind.controlNoun) '\(field.id)'"
            // The toolbar's title is the label or the placeholder (`toolbar.title`).
            let title =
                field.focus?.title == nil
                ? nil : toolbar.title.shownText(label: field.label, placeholder: field.placeholder)
            add(
                TextKey.label(form: name, field: field.id), field.label, "Label of the \(what) in the \(name) form.",
                tight: title == .label)
            add(
                TextKey.placeholder(form: name, field: field.id), field.placeholder,
                "Placeholder of the \(what) in the \(name) form, shown while it is empty.",
                tight: title == .placeholder)
            add(
                TextKey.help(form: name, field: field.id), field.help,
                "Text shown under the \(what) in the \(name) form, for everyone: a note on what to enter.")
            add(
                TextKey.hint(form: name, field: field.id), field.hint,
                "What VoiceOver reads after the name of the \(what) in the \(name) form (its hint).")
            add(
                TextKey.accessibilityLabel(form: name, field: field.id), field.accessibilityLabel,
                "What VoiceOver reads as the name of the \(what) in the \(name) form; keep its visible label in it.")
            add(
                TextKey.message(form: name, field: field.id), field.validation.message,
                "Error shown under the \(what) in the \(name) form when its check fails.")
        }
        for (index, section) in sections.enumerated() {
            add(
                TextKey.sectionTitle(form: name, number: index + 1), section.title,
                "Title of section \(index + 1) of the \(name) form.")
            add(
                TextKey.sectionFooter(form: name, number: index + 1), section.footer,
                "Text shown under section \(index + 1) of the \(name) form.")
        }
        for (index, rule) in rules.enumerated() {
            add(
                TextKey.ruleMessage(form: name, number: index + 1), rule.message,
                "Error shown under '\(rule.field.id)' in the \(name) form when rule \(index + 1) fails.")
        }
        for source in sources {
            var pending: [(path: [String], option: Option)] = source.options.reversed().map { ([$0.value], $0) }
            // A source only segmented controls show is a row of segments, each a few words wide.
            let users = fields.filter { $0.picker?.source == source.name }
            let segments = !users.isEmpty && users.allSatisfy { $0.kind.entry.control == .segments }
            // A source only multi-selects show is a checklist's rows, which several share.
            let checklist = !users.isEmpty && users.allSatisfy { $0.kind.entry.control == .checklist }
            while let (path, option) = pending.popLast() {
                let comment =
                    segments
                    ? "A segment of the '\(source.name)' segmented control in the \(name) form: keep it short."
                    : checklist
                        ? "A row of the '\(source.name)' checklist (options chosen together) in the \(name) form."
                        : "A row of the '\(source.name)' picker in the \(name) form."
                add(TextKey.option(form: name, source: source.name, path: path), option.label, comment, tight: true)
                pending += option.children.reversed().map { (path + [$0.value], $0) }
            }
        }
        for word in words {
            texts.append(
                FormText(
                    key: word.key, source: word.english, comment: word.comment, plural: word.englishPlural,
                    isTight: word.isToolbarButtonText))
        }
        return texts
    }
}

extension FieldKind {
    /// What a translator is told the field is.
    public var controlNoun: String { entry.noun }
}
