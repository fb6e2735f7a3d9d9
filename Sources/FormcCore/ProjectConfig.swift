import Foundation
import FormcChecker
import FormcDiagnostics
import FormcFrontEnd
import FormcYAML

/// A project's `formc.yml`: where it is looked for, how it is read (never outside its own
/// folder) and decoded, for `formc build`, `formc lint` and `formc lsp`. Printing its
/// diagnostics and choosing an exit status is the commands' part (`ConfigFile` in FormcDriver).
package enum ProjectConfig {
    /// The name looked for in the working directory (and, by `formc lsp`, in a spec's
    /// folder and the folders above it).
    package static let defaultName = "formc.yml"

    /// Why a config was not read.
    package enum ReadFailure: Error, CustomStringConvertible {
        case unreadable(FileReader.Failure)
        /// The config is a symbolic link (or lies in a linked folder) whose file is outside the
        /// config's own folder, the project root.
        case outsideItsFolder(String)

        package var description: String {
            switch self {
            case .unreadable(let failure): return failure.description
            case .outsideItsFolder(let folder):
                return "is a symbolic link to a file outside its folder '\(folder)', the project root; "
                    + "formc reads a config only from inside the project it configures"
            }
        }
    }

    /// The bytes of the config at `file`, once its real file is known to lie inside the
    /// config's own folder: a `formc.yml` in a stranger's pull request that links to
    /// `/proc/self/environ` or a credentials file is never opened, so nothing of it can be
    /// quoted in a diagnostic.
    /// - Throws: `ReadFailure` for a file outside the folder, or one that cannot be read.
    package static func read(_ file: String, limit: Int) throws(ReadFailure) -> [UInt8] {
        let folder = PathName.folder(of: file).isEmpty ? "." : PathName.folder(of: file)
        let root = ProjectRoot(folder)
        // The resolved path is read, so a link swapped after the check is not followed.
        let real = root.realPath(of: file)
        if real == nil, FileManager.default.fileExists(atPath: file) { throw .outsideItsFolder(folder) }
        do {
            return try FileReader.read(real ?? file, limit: limit)
        } catch {
            throw .unreadable(error)
        }
    }

    /// The config in `bytes` (the file at `file`), nil when its YAML or its keys have an
    /// error; the diagnostics go to `diagnostics`, unprinted.
    package static func decode(_ bytes: [UInt8], file: String, into diagnostics: inout Diagnostics) -> BuildConfig? {
        let loaded = YAMLLoader(limits: .standard).load(bytes, file: file)
        diagnostics.report(contentsOf: loaded.diagnostics)
        guard !loaded.diagnostics.hasErrors else { return nil }
        let (config, decodeDiagnostics) = ConfigDecoder.decode(
            loaded.documents.first ?? YAMLDocument(file: file, root: nil),
            knownCodes: RuleCatalog.all.map(\.code))
        diagnostics.report(contentsOf: decodeDiagnostics)
        return decodeDiagnostics.hasErrors ? nil : config
    }

    /// The per-code severities of the config at `path` (`lint.severity`), for `formc lsp`;
    /// nil when it cannot be read or has an error (the editor then shows the defaults).
    package static func severities(atPath path: String) -> SeverityOverrides? {
        guard let bytes = try? read(path, limit: YAMLLimits.standard.maxInputBytes) else { return nil }
        var diagnostics = Diagnostics()
        return decode(bytes, file: path, into: &diagnostics)?.severities
    }

}
