/// What a key of the spec language takes. The front end types each value by this (a scalar
/// means what its key expects, not what YAML 1.1 would make of it), the JSON Schema and the
/// docs' tables are rendered from it, and `formc explain KEY` prints it.
public indirect enum ValueType: Sendable {
    /// Any scalar, as written (`label: no` is the text "no").
    case string
    /// A plain `true`/`false` (any case), or YAML 1.1's `yes`/`no`/`on`/`off`.
    case boolean
    /// A plain numeral that Swift's `Int(_:)` reads.
    case wholeNumber
    /// A plain decimal literal (`-12`, `3.5`, `1e3`).
    case number
    /// A string from a closed vocabulary.
    case oneOf(Vocabulary)
    /// A list whose items are strings.
    case stringList
    /// A mapping whose keys are those of a nested scope.
    case mapping(Scope)
    /// A list of mappings of a nested scope (`fields`, `sections`).
    case list(of: Scope)
    /// A mapping of names (any string) to mappings of a nested scope (`sources`).
    case namedMappings(Scope)
    /// A boolean standing for the whole mapping, or the mapping (`toolbar`).
    case booleanOrMapping(Scope)
    /// A word of a vocabulary, or a list of strings (`order`).
    case oneOfOrList(Vocabulary)
    /// A scalar, or a list of scalars (`default`).
    case scalarOrList
    /// A list of options: scalars, or records (mappings) whose keys the source names.
    case options

    /// The nested scope whose keys this type holds, if any.
    public var scope: Scope? {
        switch self {
        case .mapping(let scope), .list(of: let scope), .namedMappings(let scope), .booleanOrMapping(let scope):
            return scope
        case .string, .boolean, .wholeNumber, .number, .oneOf, .stringList, .oneOfOrList, .scalarOrList, .options:
            return nil
        }
    }

    /// The vocabulary of allowed words, if any.
    public var vocabulary: Vocabulary? {
        switch self {
        case .oneOf(let vocabulary), .oneOfOrList(let vocabulary): return vocabulary
        case .string, .boolean, .wholeNumber, .number, .stringList, .mapping, .list, .namedMappings,
            .booleanOrMapping, .scalarOrList, .options:
            return nil
        }
    }
}

/// A closed set of words a key accepts, taken from the IR's enums (never retyped).
public struct Vocabulary: Sendable {
    /// How the docs' tables name the set when it is too long to list (`a UIReturnKeyType name`);
    /// nil lists the words.
    public let summary: String?
    public let values: [String]
    /// What a value is called when a wrong one is reported without the list
    /// (`'x' is not a UITextContentType`); nil reports `'x' is not a valid KEY; expected one of …`.
    public let noun: String?

    public init(_ values: [String], summary: String? = nil, noun: String? = nil) {
        self.values = values
        self.summary = summary
        self.noun = noun
    }

    /// The raw values of an enum's cases.
    public init<T: RawRepresentable & CaseIterable>(_ type: T.Type, summary: String? = nil) where T.RawValue == String {
        self.init(T.allCases.map(\.rawValue), summary: summary)
    }
}

/// The plain scalars a boolean key reads: YAML 1.2's core `true`/`false` in its three cases,
/// and YAML 1.1's `yes`/`no`/`on`/`off` (not `y`/`n`).
public enum BooleanSpelling {
    public static let truths = ["true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON"]
    public static let falsehoods = ["false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF"]

    /// The boolean `text` spells, or nil.
    public static func value(of text: String) -> Bool? {
        truths.contains(text) ? true : falsehoods.contains(text) ? false : nil
    }
}
