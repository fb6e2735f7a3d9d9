import FormcDiagnostics

/// A node's position: 1-based line and column (Unicode scalars), libyaml's 0-based
/// `yaml_mark_t` plus one.
package typealias Mark = SourcePosition

/// How a scalar was written. The spec decoder uses it to keep quoted text a string.
package enum ScalarStyle: Sendable, Hashable {
    case plain, singleQuoted, doubleQuoted, literal, folded
}

/// A scalar's text exactly as YAML delivers it (escapes processed, folding applied), untyped:
/// the spec decoder decides from where it stands whether `no` is a string or a boolean.
package struct YAMLScalar: Sendable, Hashable {
    package var text: String
    package var style: ScalarStyle

    package init(_ text: String, style: ScalarStyle) {
        self.text = text
        self.style = style
    }

    /// YAML's null: an empty plain scalar, `~`, or `null` in any of its core-schema spellings.
    package var isNull: Bool {
        // The length first: most scalars are longer than "null", and comparing unequal
        // strings is dearer than counting.
        guard style == .plain, text.utf8.count <= 4 else { return false }
        switch text {
        case "", "~", "null", "Null", "NULL": return true
        default: return false
        }
    }
}

/// One mapping entry. Keys keep their own node, so diagnostics can point at a key.
package struct YAMLPair: Sendable {
    package var key: YAMLNode
    package var value: YAMLNode
}

/// A node of the YAML tree with its position. Aliases are already resolved: an alias shares
/// the anchored node's value (copy-on-write arrays make that cheap), and the loader bounds the
/// total expansion so an alias bomb is a diagnostic, not a hang.
package struct YAMLNode: Sendable {
    package enum Content: Sendable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    package var content: Content
    package var mark: Mark
    /// An explicit tag such as `!!str`, if the text had one (libyaml's expanded form,
    /// e.g. `tag:yaml.org,2002:str`).
    package var tag: String?

    package init(_ content: Content, mark: Mark, tag: String? = nil) {
        self.content = content
        self.mark = mark
        self.tag = tag
    }

    package var scalar: YAMLScalar? {
        if case .scalar(let s) = content { return s }
        return nil
    }

    /// What the node is, in words for messages: "a string", "a list", "a mapping".
    package var kindDescription: String {
        switch content {
        case .scalar(let s): return s.isNull ? "nothing (null)" : "a scalar"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}

/// The one document of a YAML file, with the path used in its locations.
package struct YAMLDocument: Sendable {
    package var file: String
    /// The root node; nil when the document is empty.
    package var root: YAMLNode?

    package init(file: String, root: YAMLNode?) {
        self.file = file
        self.root = root
    }

    package func location(of node: YAMLNode) -> SourceLocation {
        location(of: node.mark)
    }

    package func location(of mark: Mark) -> SourceLocation {
        SourceLocation(file: file, mark)
    }
}
