/// One key of the spec language at one position (a field's `kind`, a source's `file`).
public struct LanguageKey: Sendable {
    public let name: String
    public let type: ValueType
    /// Whether a mapping of this scope must have the key (FC012 when it lacks it).
    public let isRequired: Bool
    /// The default, as documentation text (`` `text` ``, `absent`, `per kind`); nil when the
    /// key has none (shown as `—`).
    public let defaultText: String?
    /// A qualifier the docs print after the type: `points`, `a field id`.
    public let typeNote: String?
    /// What the key means and which UIKit / SwiftUI API it stands for: one line of Markdown.
    public let doc: String
    /// The field kinds the key applies to; nil for every kind (and for keys outside fields).
    /// A field's scope sets it from the kind table (`KindEntry.keys`), so a handle
    /// (`Language.fieldKeys.format`) has none: ask `Language.field`.
    public internal(set) var kinds: [FieldKind]?
    /// Whether the key on a field of another kind is an error (FC013), not ignored.
    public let isErrorOnOtherKinds: Bool

    public init(
        _ name: String, _ type: ValueType, required: Bool = false, default defaultText: String? = nil,
        note typeNote: String? = nil, errorOnOtherKinds: Bool = false,
        _ doc: String
    ) {
        self.isErrorOnOtherKinds = errorOnOtherKinds
        self.name = name
        self.type = type
        self.isRequired = required
        self.defaultText = defaultText
        self.typeNote = typeNote
        self.doc = doc
        self.kinds = nil
    }
}

/// The keys the language allows in one kind of mapping (the spec, a field, a source…).
public struct Scope: Sendable {
    /// How a key of this scope is addressed (`field` in `field.kind`); empty for the top level.
    public let name: String
    public let keys: [LanguageKey]
    /// Words people write for a key in other form libraries or by habit (`type` for `kind`),
    /// lowercased, each mapped to the key meant. They are errors (FC010) with that suggestion,
    /// and a fix-it that writes it, unless `unsure` says why a person must decide.
    public let synonyms: [String: String]
    /// The synonyms whose value may mean something else under the key meant (`enabled` is the
    /// opposite of `disabled`), each with why: their suggestion gets no fix-it, and its message
    /// says why (`formc lint --fix` leaves it, and says so).
    public let unsure: [String: String]
    /// Sets of keys of which a mapping needs at least one (`fields` or `sections`).
    public let needsOneOf: [[String]]
    /// Pairs of keys a mapping must not hold both of (`options` and `file`).
    public let exclusive: [[String]]
    /// Each key's place in `keys`: the decoder looks keys up for every entry it reads.
    private let index: [String: Int]

    public init(
        _ name: String, _ keys: [LanguageKey], synonyms: [String: String] = [:], unsure: [String: String] = [:],
        needsOneOf: [[String]] = [], exclusive: [[String]] = []
    ) {
        self.name = name
        self.keys = keys
        self.synonyms = synonyms
        self.unsure = unsure
        self.needsOneOf = needsOneOf
        self.exclusive = exclusive
        self.index = Dictionary(keys.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The scope whose keys are the stored `LanguageKey` properties of `keys` (one of
    /// `Language`'s keys structs, `Language.FieldKeys`), in the order they are declared: each
    /// key is declared once, as the property code names it by. Read by reflection, once, when
    /// the scope is first used.
    /// `kinds` says which field kinds take a key (none: every kind, `LanguageKey.kinds`).
    public init(
        _ name: String, keysOf keys: some Sendable, kinds: (String) -> [FieldKind] = { _ in [] },
        synonyms: [String: String] = [:], unsure: [String: String] = [:], needsOneOf: [[String]] = [],
        exclusive: [[String]] = []
    ) {
        var declared = Mirror(reflecting: keys).children.compactMap { $0.value as? LanguageKey }
        for index in declared.indices {
            let takers = kinds(declared[index].name)
            declared[index].kinds = takers.isEmpty ? nil : takers
        }
        self.init(
            name, declared, synonyms: synonyms, unsure: unsure, needsOneOf: needsOneOf, exclusive: exclusive)
    }

    /// The key names in the order the language lists them (messages and docs use it).
    public var names: [String] { keys.map(\.name) }

    public func key(_ name: String) -> LanguageKey? { index[name].map { keys[$0] } }

    /// Whether the scope has a key called `name` (without copying its description).
    public func has(_ name: String) -> Bool { index[name] != nil }
}
