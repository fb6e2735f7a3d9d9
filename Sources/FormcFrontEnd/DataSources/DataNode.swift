import FormcDiagnostics
import FormcYAML

/// A tree of data read from a source file (plist, JSON, YAML, CSV) or from inline `options:`.
/// Scalars are kept as text: a picker shows text, and keeping `NO` or `1.0` exactly as
/// written is what a person expects to see.
package struct DataNode: Sendable {
    package indirect enum Value: Sendable {
        case scalar(String)
        case null
        /// A value no picker can show (binary plist data), named for messages.
        case unsupported(String)
        case array([DataNode])
        /// Entries in file order (YAML, CSV), or sorted by key (plist and JSON, whose
        /// Foundation parsers return unordered dictionaries).
        case dictionary([(key: String, value: DataNode)])
    }

    package var value: Value
    /// Where the value is written; for formats whose parser gives no positions (plist, JSON)
    /// the start of the file.
    package var location: SourceLocation

    package init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// The entry for `key` in a dictionary node.
    package subscript(key: String) -> DataNode? {
        guard case .dictionary(let entries) = value else { return nil }
        return entries.first { $0.key == key }?.value
    }

    package var scalarText: String? {
        if case .scalar(let text) = value { return text }
        return nil
    }

    package var kindDescription: String {
        switch value {
        case .scalar: return "a scalar"
        case .null: return "null"
        case .unsupported(let what): return what
        case .array: return "a list"
        case .dictionary: return "a record"
        }
    }

    /// Whether the tree has at most `budget` values (each scalar, list and record one), taking
    /// them from it; stops counting as soon as it runs out.
    package func fits(in budget: inout Int) -> Bool {
        budget -= 1
        guard budget >= 0 else { return false }
        switch value {
        case .scalar, .null, .unsupported: return true
        case .array(let items): return items.allSatisfy { $0.fits(in: &budget) }
        case .dictionary(let entries): return entries.allSatisfy { $0.value.fits(in: &budget) }
        }
    }

    /// Converts a YAML node: every non-null scalar becomes text, whatever its style.
    package init(yaml node: YAMLNode, in document: YAMLDocument) {
        let location = document.location(of: node)
        switch node.content {
        case .scalar(let scalar):
            self.init(scalar.isNull ? .null : .scalar(scalar.text), at: location)
        case .sequence(let items):
            self.init(.array(items.map { DataNode(yaml: $0, in: document) }), at: location)
        case .mapping(let pairs):
            self.init(
                .dictionary(
                    pairs.map { (key: $0.key.scalar?.text ?? "", value: DataNode(yaml: $0.value, in: document)) }),
                at: location)
        }
    }
}
