import FormcDiagnostics
import FormcIR

/// The JSON Schema (draft-07, which yaml-language-server reads best) of the spec language,
/// rendered from `Language`: what `formc schema` prints and schema/formc.schema.json holds.
///
/// It follows formc as far as a schema can: every mapping rejects keys the language does not
/// have (synonyms such as `type` for `kind` included), words come from the same vocabularies,
/// required keys are required. It cannot see how a scalar was written (quoted `"true"` is text
/// to formc, a boolean to a schema), so string keys take any scalar and boolean keys take
/// formc's spellings; a null value, which formc reads as an absent key, is rejected.
package enum JSONSchema {
    /// The schema of formc `version` (`0.1.0`), its `$id` `identifier(version:)` included.
    package static func document(version: String) -> JSONValue {
        var definitions: [String: JSONValue] = [:]
        for scope in Language.scopes where !scope.name.isEmpty {
            definitions[scope.name] = object(scope)
        }
        var root = members(of: object(Language.top))
        root["$schema"] = .string("http://json-schema.org/draft-07/schema#")
        root["$id"] = .string(identifier(version: version))
        root["title"] = .string("formc form spec")
        root["description"] = .string(
            "A form spec (Name.form.yaml) for formc: its fields, focus order, return keys, "
                + "keyboard toolbar and picker data. See docs/spec-language.md.")
        root["definitions"] = .object(definitions)
        return .object(root)
    }

    /// The schema's `$id` for formc `version`: `urn:formc:schema:0.1.0`. A name, not an address
    /// to download from: formc has no published home to serve it from, and an editor reads the
    /// copy that `formc schema -o` writes into the app's repository, found through the spec's
    /// modeline. The name says which formc wrote the copy; only the schema's own fragment
    /// references (`#/definitions/…`) are resolved against it. JSON Schema draft-07 core: `$id`
    /// sets the base URI, and such a URI "is not a network locator, only an identifier".
    package static func identifier(version: String) -> String { "urn:formc:schema:" + version }

    /// The schema of one mapping: its keys, nothing else.
    static func object(_ scope: Scope) -> JSONValue {
        var properties: [String: JSONValue] = [:]
        for key in scope.keys { properties[key.name] = property(key) }
        var schema: [String: JSONValue] = [
            "type": .string("object"),
            "properties": .object(properties),
            "additionalProperties": .bool(false)
        ]
        let required = scope.keys.filter(\.isRequired).map { JSONValue.string($0.name) }
        if !required.isEmpty { schema["required"] = .array(required) }
        var all: [JSONValue] = scope.needsOneOf.map { names in
            .object(["anyOf": .array(names.map { .object(["required": .array([.string($0)])]) })])
        }
        all += scope.exclusive.map { names in
            .object(["not": .object(["required": .array(names.map(JSONValue.string))])])
        }
        all += scope.keys.filter(\.isErrorOnOtherKinds).compactMap(kindCondition)
        if !all.isEmpty { schema["allOf"] = .array(all) }
        return .object(schema)
    }

    /// A key kept off fields of other kinds: unless `kind` is one of the key's kinds, the key is absent.
    private static func kindCondition(_ key: LanguageKey) -> JSONValue? {
        guard let kinds = key.kinds else { return nil }
        let isOneOfThem: JSONValue = .object([
            "required": .array([.string("kind")]),
            "properties": .object(["kind": .object(["enum": .array(kinds.map { .string($0.rawValue) })])])
        ])
        return .object([
            "if": .object(["not": isOneOfThem]),
            "then": .object(["not": .object(["required": .array([.string(key.name)])])])
        ])
    }

    private static func property(_ key: LanguageKey) -> JSONValue {
        var schema = members(of: valueSchema(key.type))
        var text = PlainText.from(markdown: key.documentation)
        if let defaultText = key.defaultText { text += " Default: " + PlainText.from(markdown: defaultText) + "." }
        schema["description"] = .string(text)
        return .object(schema)
    }

    static func valueSchema(_ type: ValueType) -> JSONValue {
        switch type {
        case .string: return anyScalar
        case .boolean: return boolean
        case .wholeNumber: return .object(["type": .string("integer")])
        case .number: return .object(["type": .string("number")])
        case .oneOf(let vocabulary): return words(vocabulary)
        case .stringList: return .object(["type": .string("array"), "items": anyScalar])
        case .mapping(let scope): return reference(scope)
        case .list(of: let scope): return .object(["type": .string("array"), "items": reference(scope)])
        case .namedMappings(let scope):
            return .object(["type": .string("object"), "additionalProperties": reference(scope)])
        case .booleanOrMapping(let scope): return .object(["anyOf": .array([valueSchema(.boolean), reference(scope)])])
        case .oneOfOrList(let vocabulary):
            return .object(["anyOf": .array([words(vocabulary), valueSchema(.stringList)])])
        case .scalarOrList:
            return .object([
                "type": .array(["string", "number", "boolean", "array"].map(JSONValue.string)), "items": anyScalar
            ])
        case .options: return .object(["type": .string("array")])
        }
    }

    /// A JSON boolean, and YAML 1.1's words that a YAML 1.2 reader (an editor's) leaves as text:
    /// `yes`, `on`, `No`… (`True` and `FALSE` are booleans in YAML 1.2 too).
    private static let boolean: JSONValue = {
        let words = (BooleanSpelling.truths + BooleanSpelling.falsehoods).filter {
            !["true", "false"].contains($0.lowercased())
        }
        return .object(["enum": .array([.bool(true), .bool(false)] + words.map(JSONValue.string))])
    }()

    /// Any scalar: formc reads a string key's value as written, so `label: no` and `label: 1.0` are text.
    private static let anyScalar: JSONValue = .object([
        "type": .array(["string", "number", "boolean"].map(JSONValue.string))
    ])

    private static func words(_ vocabulary: Vocabulary) -> JSONValue {
        .object(["type": .string("string"), "enum": .array(vocabulary.values.map(JSONValue.string))])
    }

    /// draft-07 ignores keywords beside a `$ref`, so a reference sits in `allOf` to keep its description.
    private static func reference(_ scope: Scope) -> JSONValue {
        .object(["allOf": .array([.object(["$ref": .string("#/definitions/\(scope.name)")])])])
    }

    private static func members(of value: JSONValue) -> [String: JSONValue] {
        guard case .sortedObject(let members) = value else { return [:] }
        return Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }
}
