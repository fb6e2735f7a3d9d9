import FormcDiagnostics

/// One step of a path into the spec's YAML: a mapping key, or a 0-based list index.
package enum PathComponent: Hashable, Sendable, CustomStringConvertible {
    case key(String)
    case index(Int)

    package var description: String {
        switch self {
        case .key(let name): return name
        case .index(let index): return "[\(index)]"
        }
    }
}

/// What the cursor stands on, as `CursorLocator.locate` finds it.
///
/// `path` leads from the root to the mapping or list the cursor is in. At a key, it ends at
/// the mapping that holds the key (`[fields, [3]]` while typing a field's key); at a value it
/// ends with the value's key (`[fields, [3], kind]`), and with the item's index inside a list
/// (`[order, [2]]` in `order: [a, b, c|`). A new list item (`- |`) is a value at its index:
/// what the list holds says whether a key or a word goes there. Inside a flow mapping the same
/// holds: `[fields, [0]]` after `- {id: a, ` (a key goes there), `[fields, [0], kind]` after
/// `- {id: a, kind: `.
package struct CursorContext: Hashable, Sendable {
    package enum Role: Hashable, Sendable {
        /// Typing a key of the mapping at `path`.
        case key
        /// Typing the value at `path` (a scalar, a list item, or an empty value).
        case value
    }

    package var path: [PathComponent]
    package var role: Role
    /// The word typed so far before the cursor (letters, digits, `_`, `-`, `.`); empty at the
    /// start of a key or value.
    package var partial: String
    /// From the partial word's start to the cursor: what a completion replaces.
    package var partialRange: TextRange
    /// The keys already written in the mapping at the cursor (for a key: its mapping; for a
    /// value: the mapping that holds its key), the key being typed left out.
    package var siblingKeys: [String]
    /// Those keys' values where they are scalars (`kind` → `picker`), for what depends on
    /// them (a picker's `source:` for its `display:` levels).
    package var siblingValues: [String: String]
    /// The line's text before the cursor (a `display:` template's open `{` is found in it).
    package var linePrefix: String
    /// Whether the context came from the YAML tree (the text loads) or from the lines.
    package var fromTree: Bool
    /// Whether the cursor is inside a flow collection (`{…}`, `[…]`), where a line break
    /// would end nothing: a key completes to `key: ` there.
    package var inFlow: Bool
    /// Inside a flow collection, the value's text before the cursor from its first character,
    /// quotes included (`'{pro` in `{display: '{pro`); nil elsewhere, where `linePrefix` holds
    /// it (a block key has no `{` before its value).
    package var valuePrefix: String?

    package init(
        path: [PathComponent], role: Role, partial: String, partialRange: TextRange,
        siblingKeys: [String] = [], siblingValues: [String: String] = [:], linePrefix: String = "",
        fromTree: Bool = false, inFlow: Bool = false, valuePrefix: String? = nil
    ) {
        self.path = path
        self.role = role
        self.partial = partial
        self.partialRange = partialRange
        self.siblingKeys = siblingKeys
        self.siblingValues = siblingValues
        self.linePrefix = linePrefix
        self.fromTree = fromTree
        self.inFlow = inFlow
        self.valuePrefix = valuePrefix
    }

    /// The context `flow` describes inside a flow collection that `base` leads to.
    init(
        base: [PathComponent], flow: FlowCursor, partial: String, partialRange: TextRange, linePrefix: String,
        fromTree: Bool
    ) {
        self.init(
            path: base + flow.path, role: flow.role, partial: partial, partialRange: partialRange,
            siblingKeys: flow.siblingKeys, siblingValues: flow.siblingValues, linePrefix: linePrefix,
            fromTree: fromTree, inFlow: true, valuePrefix: flow.valuePrefix)
    }
}
