import Foundation
import FormcDiagnostics
import FormcIR

/// What one run of formc has parsed of its data files, so that the 1,000 specs `formc lint`
/// checks do not each read and parse the `provinces.plist` they all name.
///
/// A command creates one for its run and hands it down (`Pipeline` -> `Lowering` ->
/// `SourceLoading` -> `DataFileLoader`); nothing else keeps one, and the language server
/// passes none, so an editor always sees the file as it is now. An entry is used only while
/// the file's identity (device, inode, size, modification time: `FileIdentity`) is the one it
/// was read with, so a file changed during the run is read again.
///
/// What is kept is what the spec does not change: the parsed file (`ParsedDataFile`) and the
/// options read out of it for each set of source keys (`Extraction`). Each spec is still
/// charged the file's bytes and values from its own budget, and a failure is placed where
/// that spec names the file, so every spec gets exactly the diagnostics it would get alone.
/// What all entries keep alive is bounded (`capacity`); the least recently used go first.
///
/// Not thread-safe: one run uses it from one thread.
package final class DataFileCache {
    /// Everything besides the file's bytes that the parse depends on.
    struct Key: Hashable {
        /// The resolved path (inside the project root) that is opened.
        var path: String
        /// How locations and messages name the file: the spec's folder joined with the path
        /// it wrote, so specs in different folders get their own entries.
        var displayPath: String
        var format: DataFormat
        var delimiter: Unicode.Scalar?
        /// The values the file could still take when it was parsed (the least of the file's
        /// own limit and what was left of the spec's budget).
        var valueLimit: Int
    }

    /// One load served by the cache: which entry, holding which version of the file, so that
    /// what is worked out from the tree afterwards can be kept beside it.
    struct Ticket {
        var key: Key
        var identity: FileIdentity
    }

    /// What an `OptionExtractor` is given besides the tree: with the tree, all its options
    /// and diagnostics depend on (their locations are inside the data file, and its messages
    /// name the source, never the spec's place).
    struct Extraction: Hashable {
        var sourceName: String
        var labelKey: String
        var valueKey: String?
        var iconKey: String?
        var childrenKey: String
        var levels: [String]
        var isCSV: Bool
    }

    /// An extraction's result.
    struct Extracted {
        var options: [Option]
        var diagnostics: Diagnostics
    }

    private struct Entry {
        var identity: FileIdentity
        var bytes: Int
        var contentHash: ContentHash
        var parsed: ParsedDataFile
        /// The options read out of the tree so far, by what the extractor was given.
        var extractions: [Extraction: Extracted] = [:]
        /// The values the entry keeps alive: the tree's and the extracted options'.
        var cost: Int
        /// When it was last used, for evicting the least recently used.
        var used: Int
    }

    /// Most values all entries may keep alive together: as many as one spec's data files may
    /// hold, so a run that names many large files holds no more than one spec could.
    let capacity: Int
    private var entries: [Key: Entry] = [:]
    private var heldValues = 0
    private var clock = 0
    /// The content hash of what was last loaded from each resolved path (`contentHash(ofLoaded:)`).
    private var loaded: [String: ContentHash] = [:]

    /// Loads that reused an entry, and loads that read the file; for tests and measurements.
    private(set) var hits = 0
    private(set) var misses = 0
    /// Options that were reused rather than read out of a tree again.
    private(set) var extractionHits = 0

    /// Texts to read in place of files, by resolved path: what an editor has open and not
    /// saved (the language server's open documents), so a spec's diagnostics follow the data
    /// file as it is being edited. A path is looked up only once lowering has resolved it
    /// inside the project root, so a text here never widens what a spec can read; it is
    /// parsed on every load and never kept.
    package var unsaved: [String: [UInt8]] = [:]

    package convenience init() { self.init(capacity: DataFileLoader.Budget.perSpec.values) }

    init(capacity: Int) { self.capacity = capacity }

    /// The FNV-1a hash of the bytes this run last loaded from the resolved `path` (as
    /// `Pipeline.Result.dataFiles` names it), or nil when it loaded none: what `formc build`
    /// records of a spec's data files.
    package func contentHash(ofLoaded path: String) -> ContentHash? { loaded[path] }

    /// The parsed file for `key`, and its size in bytes: the entry kept for it when the file
    /// is still the one it was made from, else the file read (at most `limit` bytes) and given
    /// to `parse`, and kept.
    /// - Throws: what `FileReader.read(_:limit:)` throws for the file as it is now, so a
    ///   missing or oversized file fails exactly as without the cache.
    func parsed(_ key: Key, limit: Int, parse: ([UInt8]) -> ParsedDataFile) throws(FileReader.Failure)
        -> (parsed: ParsedDataFile, bytes: Int, ticket: Ticket?)
    {
        // Until it is loaded again, nothing is known of what the path holds.
        loaded[key.path] = nil
        if let bytes = unsaved[key.path] {
            guard bytes.count <= limit else { throw .tooLarge(size: bytes.count, limit: limit) }
            loaded[key.path] = ContentHash(bytes)
            return (parse(bytes), bytes.count, nil)
        }
        let descriptor = try FileReader.openForReading(key.path)
        defer { close(descriptor) }
        let identity = FileIdentity(try FileReader.status(ofOpened: descriptor, limit: limit))
        clock += 1
        if var entry = entries[key], entry.identity == identity {
            hits += 1
            entry.used = clock
            entries[key] = entry
            loaded[key.path] = entry.contentHash
            return (entry.parsed, entry.bytes, Ticket(key: key, identity: identity))
        }
        misses += 1
        // The identity was taken before the read: a file that changes while it is read looks
        // changed next time, never the other way round.
        let bytes = try FileReader.read(opened: descriptor, limit: limit)
        let parsed = parse(bytes)
        let hash = ContentHash(bytes)
        loaded[key.path] = hash
        if let old = entries.removeValue(forKey: key) { heldValues -= old.cost }
        keep(
            Entry(
                identity: identity, bytes: bytes.count, contentHash: hash, parsed: parsed, cost: parsed.cachedValues,
                used: clock), for: key)
        return (parsed, bytes.count, Ticket(key: key, identity: identity))
    }

    /// The options `extraction` reads out of the tree that `ticket`'s load gave: the ones
    /// kept from an earlier spec when the entry still holds that version of the file, else
    /// what `make` works out (kept for the next spec while there is room).
    func extracted(_ extraction: Extraction, from ticket: Ticket, make: () -> Extracted) -> Extracted {
        guard var entry = entries[ticket.key], entry.identity == ticket.identity else { return make() }
        if let found = entry.extractions[extraction] {
            extractionHits += 1
            return found
        }
        let made = make()
        entries.removeValue(forKey: ticket.key)
        heldValues -= entry.cost
        entry.extractions[extraction] = made
        entry.cost += Self.count(made.options)
        keep(entry, for: ticket.key)
        return made
    }

    /// Keeps `entry` (not in `entries`), evicting the least recently used entries until all
    /// fit in `capacity`; an entry larger than the capacity is not kept.
    private func keep(_ entry: Entry, for key: Key) {
        guard entry.cost <= capacity else { return }
        while heldValues + entry.cost > capacity,
            let oldest = entries.min(by: { $0.value.used < $1.value.used })
        {
            heldValues -= oldest.value.cost
            entries.removeValue(forKey: oldest.key)
        }
        entries[key] = entry
        heldValues += entry.cost
    }

    /// Options at every level, each one value.
    private static func count(_ options: [Option]) -> Int {
        options.reduce(max(options.count, 1)) { $0 + ($1.children.isEmpty ? 0 : count($1.children)) }
    }
}
