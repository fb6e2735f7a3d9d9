import Foundation
import FormcFrontEnd

/// The hash `formc build`'s manifest keeps of everything that decides one output's bytes:
/// formc itself (its version, and the executable's identity, so a rebuilt formc renders
/// again), the emitter, the spec's path and bytes, each data file's resolved path and bytes,
/// and, for Swift, the config's templates. FNV-1a (`ContentHash`): change detection, not
/// security.
struct BuildInputs {
    /// What every output of the run shares: the manifest's format and formc.
    private let tool: ContentHash
    /// The templates folder's `NAME.mustache` files (none without one): Swift outputs only.
    private let templates: ContentHash

    /// - Parameters:
    ///   - templates: the config's template overrides, by name.
    ///   - formcVersion: `Formc.version`.
    ///   - executable: the running formc's path, whose identity (device, inode, size,
    ///     modification time) stands for the code that renders; nil when it is not known
    ///     (then the version alone does).
    init(templates: [String: String], formcVersion: String, executable: String?) {
        var tool = ContentHash()
        tool.combine(field: "formc build manifest \(BuildManifest.format)")
        tool.combine(field: formcVersion)
        if let executable, let identity = FileIdentity.of(executable) {
            tool.combine(field: executable)
            for number in [
                identity.device, identity.inode, UInt64(bitPattern: identity.size),
                UInt64(bitPattern: identity.modifiedSeconds), UInt64(bitPattern: identity.modifiedNanoseconds)
            ] {
                tool.combine(number)
            }
        } else {
            tool.combine(field: "")
        }
        self.tool = tool
        var hash = ContentHash()
        hash.combine(UInt64(templates.count))
        for name in templates.keys.sorted() {
            hash.combine(field: name)
            hash.combine(field: templates[name] ?? "")
        }
        self.templates = hash
    }

    /// The running executable's path, where the platform says.
    static var currentExecutable: String? { Bundle.main.executablePath }

    /// The hash of one output's inputs. `dataFiles` are the spec's data files in the order
    /// its sources name them (resolved paths), each with the hash of the bytes it was
    /// compiled from.
    func hash(
        emit: OutputKind, spec: String, specBytes: ContentHash,
        dataFiles: [(path: String, bytes: ContentHash)], swiftPrefix: String? = nil
    ) -> ContentHash {
        var hash = tool
        hash.combine(field: emit.rawValue)
        if emit == .swift {
            hash.combine(templates.value)
            // formc.yml's `swiftPrefix` names the types of a spec that sets none.
            hash.combine(field: swiftPrefix.map { "prefix:" + $0 } ?? "")
        }
        hash.combine(field: spec)
        hash.combine(specBytes.value)
        hash.combine(UInt64(dataFiles.count))
        for file in dataFiles {
            hash.combine(field: file.path)
            hash.combine(file.bytes.value)
        }
        return hash
    }
}
