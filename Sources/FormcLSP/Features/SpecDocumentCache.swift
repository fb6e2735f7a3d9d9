import Foundation
import FormcYAML

/// What the editor features work out of one version of a spec's text, each at most once and
/// only when first asked: its lines, its YAML tree (where the cursor is), and every name's
/// occurrences (definition, references, rename, hover). Before, each request loaded the YAML
/// again and definition plus references indexed every name twice; at 20,000 fields that was
/// most of a request's time. A new version of the text gets a new cache, so nothing in it
/// can be stale.
///
/// A reference type, so that copies of one `SpecDocument` share what was worked out. A lock
/// keeps it sound should two threads ask at once (the server asks from one); it is not held
/// while a value is made, since making one asks for another (the occurrences need the lines).
final class SpecDocumentCache: @unchecked Sendable {
    /// Whether the text loads as YAML, and the root of its first document (nil for an empty
    /// one).
    struct LoadedTree {
        var loads: Bool
        var root: YAMLNode?
    }

    private let lock = NSLock()
    private var lines: DocumentLines?
    private var tree: LoadedTree?
    private var symbols: [SymbolOccurrence]?

    /// The lines, made by `make` on the first call.
    func lines(_ make: () -> DocumentLines) -> DocumentLines { kept(\.lines, make) }

    /// The YAML tree, made by `make` on the first call.
    func tree(_ make: () -> LoadedTree) -> LoadedTree { kept(\.tree, make) }

    /// Every occurrence of a name (`SymbolIndex.all`), made by `make` on the first call.
    func symbols(_ make: () -> [SymbolOccurrence]) -> [SymbolOccurrence] { kept(\.symbols, make) }

    private func kept<Value>(_ slot: ReferenceWritableKeyPath<SpecDocumentCache, Value?>, _ make: () -> Value) -> Value
    {
        lock.lock()
        let found = self[keyPath: slot]
        lock.unlock()
        if let found { return found }
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        // Another thread may have made it meanwhile: keep the first, so every caller sees one.
        if let first = self[keyPath: slot] { return first }
        self[keyPath: slot] = made
        return made
    }
}
