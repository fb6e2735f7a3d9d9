/// The languages a form ships in (`sourceLanguage:` and `locales:`): the spec's texts are in
/// `sourceLanguage`, and translators give the others in the form's String Catalog.
public struct Localization: Sendable, Hashable {
    /// The language of the spec's own texts, as a String Catalog names it (`en`, `zh-Hans`).
    public var sourceLanguage: String
    /// The other languages the app ships, in the order written; empty for a one-language form.
    public var locales: [String]

    public init(sourceLanguage: String = "en", locales: [String] = []) {
        self.sourceLanguage = sourceLanguage
        self.locales = locales
    }

    /// The form's String Catalog file, `<Form>.xcstrings`: what `--emit strings` writes, and
    /// what lint reads beside the spec.
    public static func catalogFileName(forForm name: String) -> String { "\(name).xcstrings" }

    /// The largest catalog formc reads, in bytes (to update it or to lint it): a form's texts in
    /// a dozen languages take far less, and lint's work grows with the file.
    public static let maxCatalogBytes = 16 << 20
}

/// One text a form shows a person, with the key it has in the form's String Catalog and a
/// comment that tells a translator where it appears.
public struct FormText: Sendable, Hashable {
    /// `<Form>.<field>.label`, `<Form>.<field>.placeholder`, `<Form>.<field>.message`,
    /// `<Form>.section.<n>.title`, `<Form>.rule.<n>.message`,
    /// `<Form>.<source>.option.<value>[/<value>…]` (n 1-based, in the order written; `%` and
    /// `/` in a value written `%25` and `%2F`).
    public var key: String
    /// The text as the spec writes it, in the source language.
    public var source: String
    public var comment: String

    public init(key: String, source: String, comment: String) {
        self.key = key
        self.source = source
        self.comment = comment
    }
}

extension Form {
    /// Every text the form shows, each once, in the order a person meets them: each field's
    /// label, placeholder and validation message, then the section titles, the rules'
    /// messages and the options of every source. The one list the String Catalog is written
    /// from; a key is built here and nowhere else. A key that two texts would share (a
    /// repeated field id or option path) is kept for the first.
    public var texts: [FormText] {
        var texts: [FormText] = []
        var seen: Set<String> = []
        func add(_ key: String, _ source: String?, _ comment: String) {
            guard let source, !source.isEmpty, seen.insert(key).inserted else { return }
            texts.append(FormText(key: key, source: source, comment: comment))
        }
        for field in fields {
            let what = "\(field.kind.controlNoun) '\(field.id)'"
            add("\(name).\(field.id).label", field.label, "Label of the \(what) in the \(name) form.")
            add(
                "\(name).\(field.id).placeholder", field.placeholder,
                "Placeholder of the \(what) in the \(name) form, shown while it is empty.")
            add(
                "\(name).\(field.id).message", field.validation.message,
                "Error shown under the \(what) in the \(name) form when its check fails.")
        }
        for (index, section) in sections.enumerated() {
            add(
                "\(name).section.\(index + 1).title", section.title,
                "Title of section \(index + 1) of the \(name) form.")
        }
        for (index, rule) in rules.enumerated() {
            add(
                "\(name).rule.\(index + 1).message", rule.message,
                "Error shown under '\(rule.field.id)' in the \(name) form when rule \(index + 1) fails.")
        }
        for source in sources {
            var pending: [(path: [String], option: Option)] = source.options.reversed().map { ([$0.value], $0) }
            while let (path, option) = pending.popLast() {
                add(
                    "\(name).\(source.name).option.\(path.map(Self.keyPart).joined(separator: "/"))", option.label,
                    "A row of the '\(source.name)' picker in the \(name) form.")
                pending += option.children.reversed().map { (path + [$0.value], $0) }
            }
        }
        return texts
    }

    /// An option value as part of a key: `%` and `/` written `%25` and `%2F`, so that the `/`
    /// between levels is never one inside a value (`N/A` at the top level and `N` then `A`
    /// give two keys).
    static func keyPart(_ value: String) -> String {
        value.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "/", with: "%2F")
    }
}

extension FieldKind {
    /// What a translator is told the field is.
    public var controlNoun: String {
        switch self {
        case .text, .secure, .email, .url, .phone, .number, .decimal: return "text field"
        case .multiline: return "text area"
        case .date, .time, .dateTime: return "date field"
        case .picker: return "picker"
        case .toggle: return "switch"
        }
    }
}
