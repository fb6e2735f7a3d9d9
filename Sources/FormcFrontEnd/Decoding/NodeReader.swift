import FormcDiagnostics
import FormcYAML

/// The entries of one YAML mapping, checked against the keys the language allows there.
struct Entries {
    /// The mapping node itself.
    let node: YAMLNode
    private let byKey: [String: YAMLPair]
    /// The known keys that the mapping's unknown keys (already reported) look like misspellings
    /// of: a missing required key among them is most likely misspelt, not missing (a synonym,
    /// `name` for `id`, does not count: both are reported).
    let suggestedKeys: Set<String>

    init(node: YAMLNode, byKey: [String: YAMLPair], suggestedKeys: Set<String>) {
        self.node = node
        self.byKey = byKey
        self.suggestedKeys = suggestedKeys
    }

    subscript(key: String) -> YAMLPair? { byKey[key] }
}

/// The keys allowed in one kind of mapping: a list for messages, a set for lookups.
struct KeySet: ExpressibleByArrayLiteral {
    let names: [String]
    let set: Set<String>
    /// Words people write for a key in other form libraries or by habit (`type` for `kind`),
    /// lowercased, each mapped to the key meant: suggested before edit distance is tried.
    let synonyms: [String: String]

    init(arrayLiteral elements: String...) {
        self.init(elements, synonyms: [:])
    }

    init(_ names: [String], synonyms: [String: String]) {
        self.names = names
        self.set = Set(names)
        self.synonyms = synonyms
    }

    /// The key `word` most likely stands for: a synonym, else the closest by edit distance
    /// (then `isMisspelling`: the word is that key mistyped, not another word for it).
    func suggestion(for word: String) -> (key: String, isMisspelling: Bool)? {
        if let key = synonyms[word.lowercased()] { return (key, false) }
        return KeySuggestion.closest(to: word, among: names).map { ($0, true) }
    }
}

/// Typed reading of YAML nodes with located diagnostics: the decoder's vocabulary.
///
/// Scalars are typed by where they stand, not by how YAML 1.1 would resolve them: a string
/// is any scalar's text (so `no`, `on`, `NO` stay strings), a boolean is a plain
/// `true`/`false` (YAML 1.2 core, any case) or YAML 1.1's `yes`/`no`/`on`/`off`, and a
/// number is a plain decimal literal. Null values (`~`, `null`, nothing) count as absent.
struct NodeReader {
    let document: YAMLDocument
    var diagnostics = Diagnostics()

    init(document: YAMLDocument) { self.document = document }

    func location(_ node: YAMLNode) -> SourceLocation { document.location(of: node) }
    func location(_ position: SourcePosition) -> SourceLocation { document.location(of: position) }

    mutating func report(_ code: DiagnosticCode, _ message: String, at node: YAMLNode,
                         notes: [DiagnosticNote] = []) {
        diagnostics.report(Diagnostic(code, message, at: location(node), notes: notes))
    }

    /// Checks that `node` is a mapping whose keys are all in `allowed`; reports each unknown
    /// key (FC010, with a suggestion) and non-string key. `what` names the mapping in messages.
    mutating func entries(of node: YAMLNode, allowed: KeySet, what: String) -> Entries? {
        guard case .mapping(let pairs) = node.content else {
            report(.wrongType, "\(what) must be a mapping, found \(node.kindDescription)", at: node)
            return nil
        }
        var byKey: [String: YAMLPair] = [:]
        var suggested: Set<String> = []
        byKey.reserveCapacity(pairs.count)
        for pair in pairs {
            guard let key = pair.key.scalar?.text else {
                report(.wrongType, "keys in \(what) must be plain words, found \(pair.key.kindDescription)", at: pair.key)
                continue
            }
            if allowed.set.contains(key) {
                byKey[key] = pair
            } else {
                let suggestion = allowed.suggestion(for: key)
                if let suggestion, suggestion.isMisspelling { suggested.insert(suggestion.key) }
                report(.unknownKey, "unknown key '\(key)' in \(what)" + (suggestion.map { "; did you mean '\($0.key)'?" } ?? ""),
                       at: pair.key)
            }
        }
        return Entries(node: node, byKey: byKey, suggestedKeys: suggested)
    }

    /// The value node of `key`, nil when absent or null.
    func value(_ entries: Entries, _ key: String) -> YAMLNode? {
        guard let pair = entries[key] else { return nil }
        if let scalar = pair.value.scalar, scalar.isNull { return nil }
        return pair.value
    }

    mutating func string(_ entries: Entries, _ key: String) -> Located<String>? {
        guard let node = value(entries, key) else { return nil }
        return string(node, what: "'\(key)'")
    }

    mutating func string(_ node: YAMLNode, what: String) -> Located<String>? {
        guard let scalar = node.scalar, !scalar.isNull else {
            report(.wrongType, "\(what) must be a string, found \(node.kindDescription)", at: node)
            return nil
        }
        return Located(scalar.text, at: node.mark)
    }

    /// A string whose position is where its text starts (after an opening quote), so a
    /// diagnostic can point inside it, at a letter of a date format or a regular expression.
    mutating func text(_ entries: Entries, _ key: String) -> LocatedText? {
        guard let node = value(entries, key), let located = string(node, what: "'\(key)'"),
              let style = node.scalar?.style else { return nil }
        var position = located.position
        let quoted = style == .singleQuoted || style == .doubleQuoted
        if quoted {
            position.column += 1
            if position.endColumn > 0 { position.endColumn -= 1 }
        }
        // Exact when the written span is as long as the value: one line, no escapes, no folds.
        let written = position.endColumn > 0 ? Int(position.endColumn - position.column) : -1
        let exact = (style == .plain || quoted) && written == located.value.unicodeScalars.count
        return LocatedText(located.value, at: position, offsetsExact: exact)
    }

    mutating func requiredString(_ entries: Entries, _ key: String, what: String) -> Located<String>? {
        if let value = string(entries, key) { return value }
        if (entries[key] == nil || value(entries, key) == nil) && !entries.suggestedKeys.contains(key) {
            report(.missingKey, "\(what) needs '\(key)'", at: entries.node)
        }
        return nil
    }

    mutating func bool(_ entries: Entries, _ key: String) -> Located<Bool>? {
        guard let node = value(entries, key) else { return nil }
        if let scalar = Self.plainScalar(node), let value = Self.boolean(scalar.text) {
            return Located(value, at: node.mark)
        }
        let found = node.scalar.map { "'\($0.text)'" } ?? node.kindDescription
        report(.wrongType, "'\(key)' must be true or false, found \(found)", at: node)
        return nil
    }

    mutating func int(_ entries: Entries, _ key: String) -> Located<Int>? {
        guard let node = value(entries, key) else { return nil }
        if let scalar = Self.plainScalar(node), let value = Int(scalar.text) {
            return Located(value, at: node.mark)
        }
        let found = node.scalar.map { "'\($0.text)'" } ?? node.kindDescription
        report(.wrongType, "'\(key)' must be a whole number, found \(found)", at: node)
        return nil
    }

    mutating func number(_ entries: Entries, _ key: String) -> Located<Double>? {
        guard let node = value(entries, key) else { return nil }
        if let scalar = Self.plainScalar(node), Self.isDecimalLiteral(scalar.text),
           let value = Double(scalar.text), value.isFinite {
            return Located(value, at: node.mark)
        }
        let found = node.scalar.map { "'\($0.text)'" } ?? node.kindDescription
        report(.wrongType, "'\(key)' must be a number, found \(found)", at: node)
        return nil
    }

    /// A value from a closed vocabulary (an enum's raw values), with a suggestion when misspelt.
    mutating func choice<T: RawRepresentable & CaseIterable & Sendable>(
        _ entries: Entries, _ key: String, _ type: T.Type
    ) -> Located<T>? where T.RawValue == String {
        guard let node = value(entries, key), let text = string(node, what: "'\(key)'") else { return nil }
        if let value = T(rawValue: text.value) { return Located(value, at: text.position) }
        let names = T.allCases.map(\.rawValue)
        report(.invalidValue,
               "'\(text.value)' is not a valid \(key); expected one of \(names.joined(separator: ", "))"
                   + KeySuggestion.hint(for: text.value, among: names),
               at: node)
        return nil
    }

    /// The items of a list value; reports a non-list.
    mutating func list(_ entries: Entries, _ key: String) -> [YAMLNode]? {
        guard let node = value(entries, key) else { return nil }
        guard case .sequence(let items) = node.content else {
            report(.wrongType, "'\(key)' must be a list, found \(node.kindDescription)", at: node)
            return nil
        }
        return items
    }

    mutating func stringList(_ entries: Entries, _ key: String) -> [Located<String>]? {
        guard let items = list(entries, key) else { return nil }
        return items.compactMap { string($0, what: "each item of '\(key)'") }
    }

    /// A scalar that YAML would resolve by its text: plain, and not tagged `!!str` (which
    /// makes `!!str true` the string "true").
    static func plainScalar(_ node: YAMLNode) -> YAMLScalar? {
        guard let scalar = node.scalar, scalar.style == .plain, node.tag != "tag:yaml.org,2002:str" else { return nil }
        return scalar
    }

    static func boolean(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON": return true
        case "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF": return false
        default: return nil
        }
    }

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
                guard offset == 0 || previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E") else { return false }
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
