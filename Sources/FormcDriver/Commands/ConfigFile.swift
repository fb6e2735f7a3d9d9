import Foundation
import FormcChecker
import FormcDiagnostics
import FormcFrontEnd
import FormcYAML

/// Finds, reads and resolves a `formc.yml` for `build` and `lint`, printing its diagnostics
/// clang-style to standard error. A config with an error is a usage failure (exit 2): nothing
/// is built or linted.
public struct ConfigFile {
    /// The name looked for in the working directory (and, by `formc lsp`, in a spec's
    /// folder and the folders above it).
    public static let defaultName = "formc.yml"

    var config: BuildConfig
    var resolved: ConfigResolver.Resolved

    /// Whether the working directory holds a `formc.yml` (what `formc` alone runs).
    static var existsInWorkingDirectory: Bool { FileManager.default.fileExists(atPath: defaultName) }

    /// Loads the config at `path`, or `formc.yml` in the working directory when nil.
    static func load(_ path: String?, console: Console) -> Result<ConfigFile, CommandSupport.ExitFailure> {
        let file = path ?? defaultName
        let limits = YAMLLimits.standard
        let bytes: [UInt8]
        do {
            bytes = try read(file, limit: limits.maxInputBytes)
        } catch .unreadable(.notFound) where path == nil {
            console.writeError(ErrorLine.format("no \(defaultName) in this folder; name a config with --config FILE"))
            return .failure(CommandSupport.ExitFailure(status: ExitStatus.usage))
        } catch {
            console.writeError(ErrorLine.format(InputError(path: file, reason: error.description)))
            return .failure(CommandSupport.ExitFailure(status: ExitStatus.usage))
        }
        var diagnostics = Diagnostics()
        var result: ConfigFile?
        if let config = decode(bytes, file: file, into: &diagnostics) {
            let resolved = ConfigResolver.resolve(config)
            diagnostics.report(contentsOf: resolved.diagnostics)
            result = ConfigFile(config: config, resolved: resolved)
        }
        let source = SourceText(path: file, text: Pipeline.text(of: bytes))
        DiagnosticPrinter(console: console, source: source).print(diagnostics)
        guard let result, !diagnostics.hasErrors else { return .failure(CommandSupport.ExitFailure(status: ExitStatus.usage)) }
        return .success(result)
    }
}

extension ConfigFile {
    /// Why a config was not read.
    enum ReadFailure: Error, CustomStringConvertible {
        case unreadable(FileReader.Failure)
        /// The config is a symbolic link (or lies in a linked folder) whose file is outside the
        /// config's own folder, the project root.
        case outsideItsFolder(String)

        var description: String {
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
    static func read(_ file: String, limit: Int) throws(ReadFailure) -> [UInt8] {
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
    static func decode(_ bytes: [UInt8], file: String, into diagnostics: inout Diagnostics) -> BuildConfig? {
        let loaded = YAMLLoader(limits: .standard).load(bytes, file: file)
        diagnostics.report(contentsOf: loaded.diagnostics)
        guard !loaded.diagnostics.hasErrors else { return nil }
        let (config, decodeDiagnostics) = ConfigDecoder.decode(loaded.documents.first ?? YAMLDocument(file: file, root: nil),
                                                               knownCodes: RuleCatalog.all.map(\.code))
        diagnostics.report(contentsOf: decodeDiagnostics)
        return decodeDiagnostics.hasErrors ? nil : config
    }

    /// The per-code severities of the config at `path` (`lint.severity`), for `formc lsp`;
    /// nil when it cannot be read or has an error (the editor then shows the defaults).
    public static func severities(atPath path: String) -> SeverityOverrides? {
        guard let bytes = try? read(path, limit: YAMLLimits.standard.maxInputBytes) else { return nil }
        var diagnostics = Diagnostics()
        return decode(bytes, file: path, into: &diagnostics)?.severities
    }

    /// The specs `lint` checks: each spec the config names, once, in the config's order.
    var lintedSpecs: [SpecFinder.Spec] {
        var seen: Set<String> = []
        return resolved.targets.compactMap { seen.insert($0.spec).inserted ? .file(RawPath($0.spec)) : nil }
    }
}
