import FormcDiagnostics
import FormcIR
import FormcYAML

/// The entries of one YAML mapping, checked against the keys the language allows there.
struct Entries {
    /// The mapping node itself.
    let node: YAMLNode
    /// The language's keys for this mapping: those it allows, and the only ones read from it
    /// (a key handle of another scope is a mistake, which a debug build's assertion catches).
    let scope: Scope
    /// The allowed keys' pairs in the order written. Mappings here hold a handful of keys,
    /// which a scan finds sooner than a hash; a long one (over `indexedFrom`) gets an index.
    private let pairs: [(key: String, pair: YAMLPair)]
    private let byKey: [String: YAMLPair]?
    private static let indexedFrom = 16
    /// The known keys that the mapping's unknown keys (already reported) look like misspellings
    /// of: a missing required key among them is most likely misspelt, not missing (a synonym,
    /// `name` for `id`, does not count: both are reported).
    let suggestedKeys: Set<String>

    init(node: YAMLNode, scope: Scope, pairs: [(key: String, pair: YAMLPair)], suggestedKeys: Set<String>) {
        self.node = node
        self.scope = scope
        self.pairs = pairs
        // A key written twice is FC004, so the decoder never sees one; the last would win.
        byKey =
            pairs.count > Self.indexedFrom
            ? Dictionary(pairs.map { ($0.key, $0.pair) }, uniquingKeysWith: { _, last in last }) : nil
        self.suggestedKeys = suggestedKeys
    }

    /// The keys written with a value, each at its value's position, in the order written: a
    /// null value is no value (spec-language.md §2.2), as the readers take it.
    var written: [Located<String>] {
        pairs.compactMap { entry in
            if let scalar = entry.pair.value.scalar, scalar.isNull { return nil }
            return Located(entry.key, at: entry.pair.value.mark)
        }
    }

    /// The pair of `key` as written (a null value too), nil when absent.
    subscript(key: LanguageKey) -> YAMLPair? { self[key.name] }

    fileprivate subscript(key: String) -> YAMLPair? {
        if let byKey { return byKey[key] }
        // Lengths first: the decoder asks for every key the language has, and most are absent.
        let length = key.utf8.count
        return pairs.last { $0.key.utf8.count == length && $0.key == key }?.pair
    }
}

extension Scope {
    /// The key `word` most likely stands for: a synonym, else the closest by edit distance;
    /// `unsure`: why a fix-it must not write it (a synonym whose value may mean something
    /// else there), or nil.
    func suggestion(for word: String) -> (key: String, unsure: String?)? {
        let lowercased = word.lowercased()
        if let key = synonyms[lowercased] { return (key, unsure[lowercased]) }
        return KeySuggestion.closest(to: word, among: names).map { ($0, nil) }
    }
}

/// A scalar value read as its key's declared type (`ValueType`).
enum ScalarValue {
    case string(Located<String>)
    case boolean(Located<Bool>)
    case wholeNumber(Located<Int>)
    case number(Located<Double>)
}

/// Typed reading of YAML nodes with located diagnostics: the decoder's vocabulary.
///
/// Scalars are typed by where they stand, not by how YAML 1.1 would resolve them: a string
/// is any scalar's text (so `no`, `on`, `NO` stay strings), a boolean is a plain
/// `true`/`false` (YAML 1.2 core, any case) or YAML 1.1's `yes`/`no`/`on`/`off`, and a
/// number is a plain decimal literal. Null values (`~`, `null`, nothing) count as absent.
struct NodeReader {
    /// The document read; only its file name until a streaming decoder gets the whole tree.
    var document: YAMLDocument
    var diagnostics = Diagnostics()

    init(document: YAMLDocument) { self.document = document }

    func location(_ node: YAMLNode) -> SourceLocation { document.location(of: node) }
    func location(_ position: SourcePosition) -> SourceLocation { document.location(of: position) }

    mutating func report(
        _ code: DiagnosticCode, _ message: String, at node: YAMLNode,
        notes: [DiagnosticNote] = [], replacement: String? = nil
    ) {
        let location = location(node)
        diagnostics.report(
            Diagnostic(
                code, message, at: location, notes: notes,
                fixIt: replacement.map { FixIt.scalar(at: location, value: $0) }))
    }

    /// Checks that `node` is a mapping whose keys are all in `allowed`; reports each unknown
    /// key (FC010, with a suggestion) and non-string key. `what` names the mapping in messages.
    mutating func entries(of node: YAMLNode, allowed: Scope, what: String) -> Entries? {
        guard case .mapping(let pairs) = node.content else {
            report(.wrongType, "\(what) must be a mapping, found \(node.kindDescription)", at: node)
            return nil
        }
        var allowedPairs: [(key: String, pair: YAMLPair)] = []
        var suggested: Set<String> = []
        // A key is offered as a fix-it only where the mapping lacks it and no other unknown
        // key is offered it too, so that applying every fix-it never writes a key twice.
        // Not a word whose value may mean something else under the key meant (`enabled` for
        // `disabled`, `readonly` for `editable`): a person must decide, and the message says why.
        // The unknown keys first, each with the key it most likely stands for: most mappings
        // have none, and then nothing more is worked out.
        var unknown: [Int: (key: String, unsure: String?)?] = [:]
        for (index, pair) in pairs.enumerated() {
            if let key = pair.key.scalar?.text, !allowed.has(key) { unknown[index] = allowed.suggestion(for: key) }
        }
        var offered: [String: Int] = [:]
        for case let meant? in unknown.values where meant.unsure == nil { offered[meant.key, default: 0] += 1 }
        let written: Set<String> = unknown.isEmpty ? [] : Set(pairs.compactMap { $0.key.scalar?.text })
        allowedPairs.reserveCapacity(pairs.count)
        for (index, pair) in pairs.enumerated() {
            guard let key = pair.key.scalar?.text else {
                report(
                    .wrongType, "keys in \(what) must be plain words, found \(pair.key.kindDescription)", at: pair.key)
                continue
            }
            guard let suggestion = unknown[index] else {
                allowedPairs.append((key, pair))
                continue
            }
            if let suggestion, suggestion.unsure == nil { suggested.insert(suggestion.key) }
            let replacement = suggestion.flatMap { meant in
                meant.unsure == nil && offered[meant.key] == 1 && !written.contains(meant.key) ? meant.key : nil
            }
            // Read as the key its fix-it writes, so that one run reports what the spec means
            // once fixed (the error stays, and stops compile).
            if let replacement { allowedPairs.append((replacement, pair)) }
            // Why a suggestion has no fix-it, so that `--fix`, which leaves it, says why.
            var why = ""
            if let suggestion, replacement == nil {
                if let unsure = suggestion.unsure {
                    why = " (no fix-it: \(unsure))"
                } else if written.contains(suggestion.key) {
                    why = " (no fix-it: the mapping has '\(suggestion.key)' already)"
                } else {
                    why = " (no fix-it: another key of this mapping may mean '\(suggestion.key)' too)"
                }
            }
            report(
                .unknownKey, "unknown key '\(key)' in \(what)" + KeySuggestion.phrase(suggestion?.key) + why,
                at: pair.key, replacement: replacement)
        }
        return Entries(node: node, scope: allowed, pairs: allowedPairs, suggestedKeys: suggested)
    }

    /// The value node of `key`, nil when absent or null.
    func value(_ entries: Entries, _ key: LanguageKey) -> YAMLNode? {
        assert(Self.scope(of: entries, holds: key), "'\(key.name)' is no key of scope '\(entries.scope.name)'")
        return value(entries, key.name)
    }

    private func value(_ entries: Entries, _ name: String) -> YAMLNode? {
        guard let pair = entries[name] else { return nil }
        if let scalar = pair.value.scalar, scalar.isNull { return nil }
        return pair.value
    }

    /// Whether `key` is the key of its name in the scope of `entries`: a handle of another
    /// scope is a mistake even where the scope has a key of that name, whose type may differ
    /// (a field's `min` is a string, a `validation:`'s a number). Keys are told apart by their
    /// documentation, which is each one's own.
    private static func scope(of entries: Entries, holds key: LanguageKey) -> Bool {
        entries.scope.key(key.name)?.doc == key.doc
    }

    /// The value of `key` read as the language declares it (string, boolean, whole number,
    /// number, or a word of a vocabulary), reporting a value of another type (FC011) or a word
    /// outside the vocabulary (FC013, with a suggestion, which is returned in its place). Nil
    /// when absent, null or wrong (a word with no suggestion), and for
    /// keys whose values are structures (lists, mappings): their readers are the decoder's.
    mutating func read(_ entries: Entries, _ key: LanguageKey) -> ScalarValue? {
        guard let node = value(entries, key) else { return nil }
        let name = key.name
        switch key.type {
        case .string: return string(node, what: "'\(name)'").map(ScalarValue.string)
        case .boolean: return bool(node, key: name).map(ScalarValue.boolean)
        case .wholeNumber: return int(node, key: name).map(ScalarValue.wholeNumber)
        case .number: return number(node, key: name).map(ScalarValue.number)
        case .oneOf(let vocabulary): return word(node, key: name, in: vocabulary).map(ScalarValue.string)
        case .stringList, .mapping, .list, .namedMappings, .booleanOrMapping, .oneOfOrList, .scalarOrList, .options:
            return nil
        }
    }

    mutating func string(_ entries: Entries, _ key: LanguageKey) -> Located<String>? {
        guard case .string(let value) = read(entries, key) else { return nil }
        return value
    }

    mutating func string(_ node: YAMLNode, what: @autoclosure () -> String) -> Located<String>? {
        guard let scalar = node.scalar, !scalar.isNull else {
            report(.wrongType, "\(what()) must be a string, found \(node.kindDescription)", at: node)
            return nil
        }
        return Located(scalar.text, at: node.mark)
    }

    /// A string whose position is where its text starts (after an opening quote), so a
    /// diagnostic can point inside it, at a letter of a date format or a regular expression.
    mutating func text(_ entries: Entries, _ key: LanguageKey) -> LocatedText? {
        guard let node = value(entries, key), let located = string(node, what: "'\(key.name)'"),
            let style = node.scalar?.style
        else { return nil }
        var position = located.position
        let quoted = style == .singleQuoted || style == .doubleQuoted
        if quoted {
            position.column += 1
            if position.endColumn > 0 { position.endColumn -= 1 }
        }
        // Exact when the written span is as long as the value: one line, no escapes, no folds;
        // or, single-quoted, as long as the value with each `'` written twice (`''`).
        let written = position.endColumn > 0 ? Int(position.endColumn - position.column) : -1
        let scalars = located.value.unicodeScalars.count
        let quotes = located.value.unicodeScalars.count { $0 == "'" }
        let doubled = style == .singleQuoted && quotes > 0 && written == scalars + quotes
        let exact = (style == .plain || quoted) && written == scalars || doubled
        return LocatedText(located.value, at: position, offsetsExact: exact, doubledQuotes: doubled)
    }

    mutating func requiredString(_ entries: Entries, _ key: LanguageKey, what: String) -> Located<String>? {
        if let value = string(entries, key) { return value }
        if (entries[key] == nil || value(entries, key) == nil) && !entries.suggestedKeys.contains(key.name) {
            report(.missingKey, "\(what) needs '\(key.name)'", at: entries.node)
        }
        return nil
    }

    mutating func bool(_ entries: Entries, _ key: LanguageKey) -> Located<Bool>? {
        guard case .boolean(let value) = read(entries, key) else { return nil }
        return value
    }

    mutating func int(_ entries: Entries, _ key: LanguageKey) -> Located<Int>? {
        guard case .wholeNumber(let value) = read(entries, key) else { return nil }
        return value
    }

    mutating func number(_ entries: Entries, _ key: LanguageKey) -> Located<Double>? {
        guard case .number(let value) = read(entries, key) else { return nil }
        return value
    }

    /// A string key's value that must be a number on this field: a stepper's `min` and `max`,
    /// which are ISO dates on a date kind. Anything else is FC011; the text is kept as written.
    mutating func numeral(_ entries: Entries, _ key: LanguageKey) -> Located<String>? {
        guard let node = value(entries, key), number(node, key: key.name) != nil, let scalar = node.scalar else {
            return nil
        }
        return Located(scalar.text, at: node.mark)
    }

    /// A value from a closed vocabulary, as the enum `T` whose raw values the language lists.
    mutating func choice<T: RawRepresentable & CaseIterable & Sendable>(
        _ entries: Entries, _ key: LanguageKey, _ type: T.Type
    ) -> Located<T>? where T.RawValue == String {
        guard case .string(let text) = read(entries, key), let value = T(rawValue: text.value) else { return nil }
        return Located(value, at: text.position)
    }

    private mutating func bool(_ node: YAMLNode, key: String) -> Located<Bool>? {
        if let scalar = Self.plainScalar(node), let value = Self.boolean(scalar.text) {
            return Located(value, at: node.mark)
        }
        report(.wrongType, "'\(key)' must be true or false, found \(Self.found(node))", at: node)
        return nil
    }

    private mutating func int(_ node: YAMLNode, key: String) -> Located<Int>? {
        if let scalar = Self.plainScalar(node), let value = Int(scalar.text) {
            return Located(value, at: node.mark)
        }
        report(.wrongType, "'\(key)' must be a whole number, found \(Self.found(node))", at: node)
        return nil
    }

    private mutating func number(_ node: YAMLNode, key: String) -> Located<Double>? {
        if let scalar = Self.plainScalar(node), Self.isDecimalLiteral(scalar.text),
            let value = Double(scalar.text), value.isFinite
        {
            return Located(value, at: node.mark)
        }
        report(.wrongType, "'\(key)' must be a number, found \(Self.found(node))", at: node)
        return nil
    }

    /// A word of `vocabulary`. A misspelt one is reported (FC013) with the closest word as
    /// its suggestion and fix-it, and that word is returned in its place; nil when none is
    /// close.
    private mutating func word(_ node: YAMLNode, key: String, in vocabulary: Vocabulary) -> Located<String>? {
        guard let text = string(node, what: "'\(key)'") else { return nil }
        if vocabulary.values.contains(text.value) { return text }
        // The word meant is read in its place, as for a misspelt key: its fix-it's value.
        let meant = KeySuggestion.closest(to: text.value, among: vocabulary.values)
        let hint = KeySuggestion.phrase(meant)
        if let noun = vocabulary.noun {
            report(.invalidValue, "'\(text.value)' is not a \(noun)" + hint, at: node, replacement: meant)
        } else {
            report(
                .invalidValue,
                "'\(text.value)' is not a valid \(key); expected one of "
                    + vocabulary.values.joined(separator: ", ") + hint, at: node, replacement: meant)
        }
        return meant.map { Located($0, at: text.position) }
    }

    private static func found(_ node: YAMLNode) -> String {
        node.scalar.map { "'\($0.text)'" } ?? node.kindDescription
    }

    /// The items of a list value; reports a non-list.
    mutating func list(_ entries: Entries, _ key: LanguageKey) -> [YAMLNode]? {
        guard let node = value(entries, key) else { return nil }
        guard case .sequence(let items) = node.content else {
            report(.wrongType, "'\(key.name)' must be a list, found \(node.kindDescription)", at: node)
            return nil
        }
        return items
    }

    mutating func stringList(_ entries: Entries, _ key: LanguageKey) -> [Located<String>]? {
        guard let items = list(entries, key) else { return nil }
        return items.compactMap { string($0, what: "each item of '\(key.name)'") }
    }

    /// A scalar that YAML would resolve by its text: plain, and not tagged `!!str` (which
    /// makes `!!str true` the string "true").
    static func plainScalar(_ node: YAMLNode) -> YAMLScalar? {
        guard let scalar = node.scalar, scalar.style == .plain, node.tag != "tag:yaml.org,2002:str" else { return nil }
        return scalar
    }

    static func boolean(_ text: String) -> Bool? { BooleanSpelling.value(of: text) }

    /// `-12`, `3.5`, `1e3`: a decimal literal, without Foundation or regular expressions.
    static func isDecimalLiteral(_ text: String) -> Bool {
        var sawDigit = false
        var sawDot = false
        var sawExponent = false
        var previous: UInt8 = 0
        for (offset, byte) in text.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                sawDigit = true
            case UInt8(ascii: "-"), UInt8(ascii: "+"):
                guard offset == 0 || previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E") else {
                    return false
                }
            case UInt8(ascii: "."):
                guard !sawDot, !sawExponent else { return false }
                sawDot = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                guard sawDigit, !sawExponent else { return false }
                sawExponent = true
                sawDigit = false
            default:
                return false
            }
            previous = byte
        }
        return sawDigit
    }
}
