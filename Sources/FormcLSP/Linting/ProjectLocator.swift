import Foundation
import FormcChecker
import FormcDiagnostics
import FormcFrontEnd
import FormcYAML

/// Where a spec's project is, as `formc lint` sees it: the nearest folder at or above the
/// spec's that holds a `formc.yml` is the project root (data files must lie inside it) and
/// its `lint.severity` settings apply; without one, the spec's own folder is the root.
struct ProjectLocator {
    struct Project {
        /// The folder data files must lie inside.
        var root: String
        /// The config's per-code severities (none without a config, or with a config
        /// that has errors: the editor shows the spec's diagnostics all the same).
        var severities: SeverityOverrides
    }

    static let configName = "formc.yml"

    /// The project of a spec in `folder` (absolute).
    func project(forSpecIn folder: String) -> Project {
        var current = folder
        while true {
            let candidate = PathName.join(current, Self.configName)
            if FileManager.default.fileExists(atPath: candidate) {
                return Project(root: current, severities: severities(inConfig: candidate))
            }
            let parent = PathName.folder(of: current)
            guard !parent.isEmpty, parent != current else { break }
            current = parent
        }
        return Project(root: folder, severities: SeverityOverrides())
    }

    private func severities(inConfig path: String) -> SeverityOverrides {
        let limits = YAMLLimits.standard
        guard let bytes = try? FileReader.read(path, limit: limits.maxInputBytes) else { return SeverityOverrides() }
        let loaded = YAMLLoader(limits: limits).load(bytes, file: path)
        guard !loaded.diagnostics.hasErrors else { return SeverityOverrides() }
        let (config, diagnostics) = ConfigDecoder.decode(loaded.documents.first ?? YAMLDocument(file: path, root: nil),
                                                         knownCodes: RuleCatalog.all.map(\.code))
        guard let config, !diagnostics.hasErrors else { return SeverityOverrides() }
        return config.severities
    }
}
