import FormcIR

/// What the one language description (`Language`) expects at a path into the spec.
package enum LanguageExpectation: Sendable {
    /// A mapping of this scope (the spec, a field, a source…).
    case keys(Scope)
    /// The value of `key`, a key of `scope`.
    case value(LanguageKey, in: Scope)
    /// An item of `key`'s list (`order: [a, b]`, `levels`, `options`, a list `default`).
    case item(LanguageKey, in: Scope)
    /// Nothing the language names (an unknown key, a record inside `options`).
    case unknown
}

/// Walks a `CursorContext.path` through the language's scopes.
package enum LanguagePath {
    /// What `Language` expects at `path`: `[fields, [3]]` is a field mapping, `[fields, [3],
    /// kind]` the value of a field's `kind`, `[sources, regions, levels, [0]]` a level name.
    package static func expectation(at path: [PathComponent]) -> LanguageExpectation {
        var current = LanguageExpectation.keys(Language.top)
        for component in path {
            current = step(current, component)
            if case .unknown = current { return .unknown }
        }
        return current
    }

    /// The key `name` of the mapping at `path` with its scope, or nil.
    package static func key(_ name: String, at path: [PathComponent]) -> (key: LanguageKey, scope: Scope)? {
        if case .value(let key, let scope) = expectation(at: path + [.key(name)]) { return (key, scope) }
        return nil
    }

    private static func step(_ current: LanguageExpectation, _ component: PathComponent) -> LanguageExpectation {
        switch (current, component) {
        case (.keys(let scope), .key(let name)):
            return scope.key(name).map { .value($0, in: scope) } ?? .unknown
        case (.value(let key, let scope), _):
            switch (key.type, component) {
            case (.mapping(let nested), .key(let name)), (.booleanOrMapping(let nested), .key(let name)):
                return nested.key(name).map { .value($0, in: nested) } ?? .unknown
            case (.list(of: let nested), .index), (.namedMappings(let nested), .key):
                return .keys(nested)
            case (.stringList, .index), (.oneOfOrList, .index), (.scalarOrList, .index), (.options, .index):
                return .item(key, in: scope)
            default:
                return .unknown
            }
        case (.keys, .index), (.item, _), (.unknown, _):
            return .unknown
        }
    }
}
