import Foundation
import FormcCore
import FormcDiagnostics
import FormcFrontEnd

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

    /// The project of a spec in `folder` (absolute).
    func project(forSpecIn folder: String) -> Project {
        var current = folder
        while true {
            let candidate = PathName.join(current, ProjectConfig.defaultName)
            if FileManager.default.fileExists(atPath: candidate) {
                return Project(
                    root: current, severities: ProjectConfig.severities(atPath: candidate) ?? SeverityOverrides())
            }
            let parent = PathName.folder(of: current)
            guard !parent.isEmpty, parent != current else { break }
            current = parent
        }
        return Project(root: folder, severities: SeverityOverrides())
    }
}
