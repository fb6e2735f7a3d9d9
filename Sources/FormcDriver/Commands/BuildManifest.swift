import Foundation
import FormcFrontEnd

/// What `formc build` remembers between runs, in `.formc-build.json` beside the config: for
/// each output it wrote, the hash of everything that decided its bytes (`BuildInputs`) and
/// the hash and size of the bytes as written. When both still match, the output is counted
/// unchanged without being rendered again.
///
/// The file is a cache, never trusted with more than that: a manifest that is missing, not a
/// regular file (a symbolic link is neither followed nor read), too large, not JSON, of
/// another format or written for another config is taken as empty; an entry whose output on
/// disk is missing or holds other bytes is not used; and the spec is compiled and checked
/// whatever the manifest says.
struct BuildManifest: Equatable {
    /// The file's name, in the config's folder (the project root).
    static let fileName = ".formc-build.json"
    /// The layout of the file; another number is a foreign manifest.
    static let format = 1
    /// Largest manifest read: about 100,000 outputs.
    static let maxBytes = 16 << 20

    struct Entry: Equatable {
        /// `BuildInputs.hash(…)` of the output's inputs when it was written.
        var inputs: ContentHash
        /// The output's bytes as written.
        var output: ContentHash
        var size: Int
    }

    /// By output, as `BuildRun` names it (its real path relative to the project root).
    var entries: [String: Entry] = [:]

    /// The on-disk layout: hashes as 16 hex digits, which every JSON reader holds exactly.
    private struct Stored: Codable {
        var format: Int
        var formc: String
        /// The config's file name: two configs in one folder do not use each other's entries.
        var config: String
        var outputs: [String: StoredEntry]
    }

    private struct StoredEntry: Codable {
        var inputs: String
        var output: String
        var bytes: Int
    }

    /// The manifest at `path` written for the config named `config`; empty when there is none
    /// or it cannot be trusted (see the type's description). An entry with a malformed hash
    /// or size is left out.
    static func load(from path: String, config: String) -> BuildManifest {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
            let bytes = try? FileReader.read(path, limit: maxBytes),
            let stored = try? JSONDecoder().decode(Stored.self, from: Data(bytes)),
            stored.format == format, stored.config == config
        else { return BuildManifest() }
        var manifest = BuildManifest()
        for (output, entry) in stored.outputs {
            guard let inputs = ContentHash(hex: entry.inputs), let written = ContentHash(hex: entry.output),
                entry.bytes >= 0
            else { continue }
            manifest.entries[output] = Entry(inputs: inputs, output: written, size: entry.bytes)
        }
        return manifest
    }

    /// The manifest as its file holds it: JSON with sorted keys, so equal manifests are equal
    /// bytes.
    func encoded(config: String, formcVersion: String) -> [UInt8] {
        let outputs = entries.mapValues { StoredEntry(inputs: $0.inputs.hex, output: $0.output.hex, bytes: $0.size) }
        let stored = Stored(format: Self.format, formc: formcVersion, config: config, outputs: outputs)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings and integers cannot fail; were it to, no manifest is the safe answer.
        guard let data = try? encoder.encode(stored) else { return [] }
        return Array(data) + [0x0A]
    }

    /// Writes the manifest to `path` atomically (a temporary file renamed over the name), and
    /// replaces whatever entry has that name rather than following a link there, so the write
    /// stays in the config's folder. Whether it was written: a manifest that cannot be is
    /// left out, and the next build renders every output again.
    @discardableResult
    func save(to path: String, config: String, formcVersion: String) -> Bool {
        let bytes = encoded(config: config, formcVersion: formcVersion)
        guard !bytes.isEmpty else { return false }
        do {
            try OutputFile.replaceEntry(bytes, at: path)
            return true
        } catch {
            return false
        }
    }

    /// Whether the file at `path` still holds the bytes `entry` recorded: a regular file of
    /// the recorded size whose bytes hash the same.
    static func output(at path: String, matches entry: Entry) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) == entry.size,
            let bytes = try? FileReader.read(path, limit: entry.size)
        else { return false }
        return ContentHash(bytes) == entry.output
    }
}
