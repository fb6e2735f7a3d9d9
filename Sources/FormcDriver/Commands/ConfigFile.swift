import Foundation
import FormcCore
import FormcDiagnostics
import FormcFrontEnd
import FormcYAML

/// Finds, reads and resolves a `formc.yml` for `build` and `lint`, printing its diagnostics
/// clang-style to standard error. A config with an error is a usage failure (exit 2): nothing
/// is built or linted.
struct ConfigFile {
    /// The name looked for in the working directory (`ProjectConfig.defaultName`).
    static var defaultName: String { ProjectConfig.defaultName }

    var config: BuildConfig
    var resolved: ConfigResolver.Resolved

    /// Whether the working directory holds a `formc.yml` (what `formc` alone runs).
    static var existsInWorkingDirectory: Bool { FileManager.default.fileExists(atPath: defaultName) }

    /// Loads the config at `path`, or `formc.yml` in the working directory when nil.
    /// - Throws: `CommandExit` (exit 2) when the config cannot be read or has an error (its
    ///   diagnostics printed).
    static func load(_ path: String?, console: Console) throws(CommandExit) -> ConfigFile {
        let file = path ?? defaultName
        let limits = YAMLLimits.standard
        let bytes: [UInt8]
        do {
            bytes = try ProjectConfig.read(file, limit: limits.maxInputBytes)
        } catch .unreadable(.notFound) where path == nil {
            throw .usage("no \(defaultName) in this folder; name a config with --config FILE")
        } catch {
            throw .failure(InputError(path: file, reason: error.description))
        }
        var diagnostics = Diagnostics()
        var result: ConfigFile?
        if let config = ProjectConfig.decode(bytes, file: file, into: &diagnostics) {
            let resolved = ConfigResolver.resolve(config)
            diagnostics.report(contentsOf: resolved.diagnostics)
            result = ConfigFile(config: config, resolved: resolved)
        }
        let source = SourceText(path: file, text: Pipeline.text(of: bytes))
        diagnostics.resolveFixIts(in: source)
        DiagnosticPrinter(console: console, source: source).print(diagnostics)
        guard let result, !diagnostics.hasErrors else { throw .status(ExitStatus.usage) }
        return result
    }
}

extension ConfigFile {
    /// The specs `lint` checks: each spec the config names, once, in the config's order, then
    /// those whose paths are not UTF-8 (read through their bytes, as a folder walk reads them).
    var lintedSpecs: [SpecFinder.Spec] {
        var seen: Set<String> = []
        return resolved.targets.compactMap { seen.insert($0.spec).inserted ? .file(RawPath($0.spec)) : nil }
            + resolved.unnamed.map { .file($0) }
    }
}
