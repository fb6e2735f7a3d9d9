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
            bytes = try FileReader.read(file, limit: limits.maxInputBytes)
        } catch .notFound where path == nil {
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
        guard let bytes = try? FileReader.read(path, limit: YAMLLimits.standard.maxInputBytes) else { return nil }
        var diagnostics = Diagnostics()
        return decode(bytes, file: path, into: &diagnostics)?.severities
    }

    /// The specs `lint` checks: each spec the config names, once, in the config's order.
    var lintedSpecs: [SpecFinder.Spec] {
        var seen: Set<String> = []
        return resolved.targets.compactMap { seen.insert($0.spec).inserted ? .file(RawPath($0.spec)) : nil }
    }
}
