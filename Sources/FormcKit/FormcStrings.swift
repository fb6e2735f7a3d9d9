import Foundation

/// Where a form looks its texts up: the table named after the form (`<Form>`, compiled by
/// Xcode from `<Form>.xcstrings`) in a bundle the app chooses, through Foundation's
/// `Bundle.localizedString(forKey:value:table:)`, which returns the spec's text when the
/// table has no entry. The keys are built at run time from the form's ids (`FormcTextKey`),
/// so Xcode's string extraction never sees them: the catalog formc writes is their one home.
/// (`String(localized:defaultValue:table:bundle:)` takes a static key and is not in Linux's
/// Foundation, where the generated core is tested.)
public nonisolated struct FormcStrings {
    /// The form's name: the table's name and the first part of every key.
    public let form: String
    private let lookup: (_ key: String, _ source: String) -> String

    /// Looks the texts up in `bundle` (`.main` for an app target, `.module` for a package
    /// target with the catalog among its resources), in the language the system chose for the
    /// app; with `language` (`"de"`), in that language's `<language>.lproj` of the bundle
    /// instead, when the bundle has one. (Linux's Foundation ignores the system's language:
    /// there, name it.)
    public init(form: String, bundle: Bundle = .main, language: String? = nil) {
        var chosen = bundle
        if let language, let path = bundle.path(forResource: language, ofType: "lproj"),
            let localized = Bundle(path: path)
        {
            chosen = localized
        }
        self.form = form
        lookup = { [chosen] key, source in chosen.localizedString(forKey: key, value: source, table: form) }
    }

    /// Looks the texts up with `lookup`: given a key and the spec's text, the text to show
    /// (an app's own translation store, a test's dictionary).
    public init(form: String, lookup: @escaping (_ key: String, _ source: String) -> String) {
        self.form = form
        self.lookup = lookup
    }

    /// The text for `key` (a key of the form's catalog, `FormcTextKey`), `source` when there is none.
    public func text(_ key: String, _ source: String) -> String { lookup(key, source) }
}

/// The keys of a form's texts in its String Catalog, as formc writes them (docs/localization.md
/// §2): the same scheme as formc's `Form.texts`, which a test keeps equal to this one.
public nonisolated enum FormcTextKey {
    /// `<Form>.<field>.label`.
    public static func label(form: String, field: String) -> String { "\(form).\(name(field)).label" }
    /// `<Form>.<field>.placeholder`.
    public static func placeholder(form: String, field: String) -> String {
        "\(form).\(name(field)).placeholder"
    }
    /// `<Form>.<field>.message`: the spec's `validation.message`.
    public static func message(form: String, field: String) -> String { "\(form).\(name(field)).message" }
    /// `<Form>.<field>.hint`: the spec's `hint:`, VoiceOver's hint.
    public static func hint(form: String, field: String) -> String { "\(form).\(name(field)).hint" }
    /// `<Form>.<field>.help`: the spec's `help:`, the text shown under the field.
    public static func help(form: String, field: String) -> String { "\(form).\(name(field)).help" }
    /// `<Form>.<field>.accessibilityLabel`: the spec's `accessibilityLabel:`.
    public static func accessibilityLabel(form: String, field: String) -> String {
        "\(form).\(name(field)).accessibilityLabel"
    }
    /// `<Form>.section.<number>.title`, `number` 1-based in the spec's order.
    public static func sectionTitle(form: String, number: Int) -> String { "\(form).section.\(number).title" }
    /// `<Form>.section.<number>.footer`, `number` 1-based in the spec's order.
    public static func sectionFooter(form: String, number: Int) -> String { "\(form).section.\(number).footer" }
    /// `<Form>.rule.<number>.message`, `number` 1-based in the spec's order.
    public static func ruleMessage(form: String, number: Int) -> String { "\(form).rule.\(number).message" }
    /// `<Form>.<source>.option.<value>/<value>…`: the option's values from the top level down.
    public static func option(form: String, source: String, path: [String]) -> String {
        let values = path.map {
            $0.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "/", with: "%2F")
        }
        return "\(form).\(name(source)).option.\(values.joined(separator: "/"))"
    }

    /// A field id or source name as one part of a key: `%` and `.` written `%25` and `%2E`.
    static func name(_ id: String) -> String {
        id.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: ".", with: "%2E")
    }
}

/// formc's own words (the built-in validation messages, the toolbar's button names), keyed
/// `Formc.<case>` in the form's catalog, with their English source values: a copy of formc's
/// `FormcWord` list, which a test keeps equal to this one.
public nonisolated enum FormcWord: String, CaseIterable, Sendable {
    case required, mustBeOn, chooseOption, tooShort, tooLong, patternMismatch, notANumber, digitsOnly
    case atLeast, atMost, expectedDate, expectedTime, expectedDateAndTime
    /// Error shown under a month field (a card's expiry) that holds no month; %@ is the format.
    case expectedMonth
    case earliest, latest
    case previous, next, done, requiredLabel, problemAnnouncement, nextField, previousField, choose
    /// Segment of a yes/no question that answers yes; keep it short.
    case yes
    /// Segment of a yes/no question that answers no; keep it short.
    case no
    /// What VoiceOver reads as a rating's value: %1$@ is the stars chosen, %2$@ the most (3 of 5).
    case ratingValue
    /// What VoiceOver reads as the value of a rating nobody has chosen yet.
    case notRated
    /// Error shown under a multi-select with too few options chosen; %lld is the fewest allowed.
    case chooseAtLeast
    /// Error shown under a multi-select with too many options chosen; %lld is the most allowed.
    case chooseAtMost

    /// The key in the form's catalog: `Formc.required`.
    public var key: String { "Formc.\(rawValue)" }

    /// The English text, a `String(format:)` format where the word takes a value (`%lld` a
    /// count, `%@` a text).
    public var english: String {
        switch self {
        case .required: return "required"
        case .mustBeOn: return "must be switched on"
        case .chooseOption: return "choose one of the options"
        case .tooShort: return "at least %lld characters"
        case .tooLong: return "at most %lld characters"
        case .patternMismatch: return "not in the expected format"
        case .notANumber: return "not a number"
        case .digitsOnly: return "digits only"
        case .atLeast: return "at least %@"
        case .atMost: return "at most %@"
        case .expectedDate: return "expected a date like %@"
        case .expectedTime: return "expected a time like %@"
        case .expectedDateAndTime: return "expected a date and time like %@"
        case .expectedMonth: return "expected a month like %@"
        case .earliest: return "earliest is %@"
        case .latest: return "latest is %@"
        case .previous: return "Previous"
        case .next: return "Next"
        case .done: return "Done"
        case .requiredLabel: return "%@, required"
        case .problemAnnouncement: return "%1$@: %2$@"
        case .nextField: return "Next Field"
        case .previousField: return "Previous Field"
        case .choose: return "Choose"
        case .yes: return "Yes"
        case .no: return "No"
        case .ratingValue: return "%1$@ of %2$@"
        case .notRated: return "not rated"
        case .chooseAtLeast: return "choose at least %lld options"
        case .chooseAtMost: return "choose at most %lld options"
        }
    }

    /// The English text for a count of 1 (CLDR's `one` case), for a word that counts: what a
    /// form without a catalog shows, where no plural variation picks it.
    public var englishOne: String? {
        switch self {
        case .tooShort: return "at least %lld character"
        case .tooLong: return "at most %lld character"
        case .chooseAtLeast: return "choose at least %lld option"
        case .chooseAtMost: return "choose at most %lld option"
        default: return nil
        }
    }
}

/// A form's texts in the language shown: formc's words from the catalog when the form has a
/// `FormcStrings`; without one (no `locales:`), the system's words (`FormcSystemWords`: Done,
/// Previous, Next, required) in the app's language (`language`: the app's first preferred
/// localization when nil), the others in English. Looked up once, when the table is built.
nonisolated struct FormcWords: Sendable {
    private let words: [FormcWord: String]

    init(_ strings: FormcStrings?, language: String? = nil) {
        var words: [FormcWord: String] = [:]
        let language = strings == nil ? language ?? FormcSystemWords.appLanguage : ""
        for word in FormcWord.allCases {
            words[word] =
                strings?.text(word.key, word.english) ?? FormcSystemWords.text(word, in: language) ?? word.english
        }
        self.words = words
    }

    subscript(word: FormcWord) -> String { words[word] ?? word.english }

    /// The text of a failure of a field whose checks are `check` and date settings `date`:
    /// formc's word for it, with its value (`%lld` through `String.localizedStringWithFormat`,
    /// which applies a plural variation of the catalog on Apple's platforms), or the spec's own
    /// text. A date the field cannot write is worded as `formc run` words text that is no date
    /// (`expected a date like dd/MM/yyyy`, a month field's `expected a month like MM/yy`); a value
    /// that is no option as a picker left empty.
    func message(for error: FormcValidationError, check: FormcTextCheck?, date: FormcDateSettings?) -> String {
        switch error {
        case .described(let text): return text
        case .required: return self[.required]
        case .tooShort(let minimum): return counted(.tooShort, minimum)
        case .tooLong(let maximum): return counted(.tooLong, maximum)
        case .patternMismatch: return self[.patternMismatch]
        // A number pad's field says what it takes, as `formc run` does.
        case .notANumber: return check?.digitsOnly == true ? self[.digitsOnly] : self[.notANumber]
        case .belowMinimum(let minimum): return Self.filled(self[.atLeast], [FormcValidationError.number(minimum)])
        case .aboveMaximum(let maximum): return Self.filled(self[.atMost], [FormcValidationError.number(maximum)])
        case .notAnOption: return self[.chooseOption]
        // Counted as `tooShort` is: a catalog's plural variation picks "option" for one.
        case .tooFew(let minimum): return counted(.chooseAtLeast, minimum)
        case .tooMany(let maximum): return counted(.chooseAtMost, maximum)
        case .notADate:
            let word: FormcWord =
                switch date?.mode {
                case .time?: .expectedTime
                case .dateAndTime?: .expectedDateAndTime
                case .yearAndMonth?: .expectedMonth
                case .date?, nil: .expectedDate
                }
            return Self.filled(self[word], [date?.format ?? ""])
        case .tooEarly(let earliest): return Self.filled(self[.earliest], [earliest])
        case .tooLate(let latest): return Self.filled(self[.latest], [latest])
        }
    }

    /// `text` (a word, perhaps a translator's) with its `%@`s filled by `values` in order and
    /// each `%N$@` by the Nth: by text, never `String(format:)`, which a translation with
    /// another specifier (`%d` for `%@`) would make read memory it was not given.
    static func filled(_ text: String, _ values: [String]) -> String {
        // One pass over the text: a value put in is never read again for specifiers.
        var result = ""
        var next = 0
        var rest = Substring(text)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let after = rest[rest.index(after: percent)...]
            if after.hasPrefix("@"), next < values.count {
                result += values[next]
                next += 1
                rest = after.dropFirst()
            } else if let dollar = after.firstIndex(of: "$"), let number = Int(after[..<dollar]),
                after[after.index(after: dollar)...].hasPrefix("@"), values.indices.contains(number - 1)
            {
                result += values[number - 1]
                rest = after[after.index(after: dollar)...].dropFirst()
            } else {
                result += "%"
                rest = after
            }
        }
        return result + rest
    }

    /// `word` with `count` filled in: its English `one` case for 1 where the form shows formc's
    /// English (no catalog; a catalog's plural variation picks the case itself), as `formc run`
    /// does (`Form.counted`).
    func counted(_ word: FormcWord, _ count: Int) -> String {
        let text = self[word]
        guard count == 1, text == word.english, let one = word.englishOne else { return Self.counted(text, count) }
        return Self.counted(one, count)
    }

    /// `text` with its count filled in. A plural variation that Xcode compiled from the
    /// catalog (its format `%#@name@`, the cases in the app's tables) goes through
    /// `String.localizedStringWithFormat`, which picks the case for `count`, but only when
    /// the format holds nothing else that takes a value: any other text is filled by text
    /// (`%lld`, `%1$lld`). (A plural case with another specifier is still Foundation's to
    /// read: lint reports it, FC704.)
    static func counted(_ text: String, _ count: Int) -> String {
        if text.contains("%#@"), onlyCounts(text) { return String.localizedStringWithFormat(text, count) }
        return text.replacingOccurrences(of: "%1$lld", with: String(count))
            .replacingOccurrences(of: "%lld", with: String(count))
    }

    /// Whether every `%` of `text` starts `%%`, `%lld`, `%1$lld` or a variable `%#@name@`.
    static func onlyCounts(_ text: String) -> Bool {
        var rest = Substring(text)
        while let percent = rest.firstIndex(of: "%") {
            let after = rest[rest.index(after: percent)...]
            if after.hasPrefix("%") {
                rest = after.dropFirst()
            } else if after.hasPrefix("lld") {
                rest = after.dropFirst(3)
            } else if after.hasPrefix("1$lld") {
                rest = after.dropFirst(5)
            } else if after.hasPrefix("#@"), let end = after.dropFirst(2).firstIndex(of: "@"),
                after[after.index(after.startIndex, offsetBy: 2)..<end].allSatisfy({
                    $0.isLetter || $0.isNumber || $0 == "_"
                })
            {
                rest = after[after.index(after: end)...]
            } else {
                return false
            }
        }
        return true
    }
}
