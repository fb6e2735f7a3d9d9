import Foundation
import FormcCore
import FormcDiagnostics
import FormcFrontEnd

/// Where a spec's project is, as `formc lint` sees it: the nearest folder at or above the
/// spec's that holds a `formc.yml` is the project root (data files must lie inside it) and
/// its `lint.severity` settings apply; without one, the spec's own folder is the root.
///
/// A config is read once and kept while its file is the same one (device, inode, size and
/// modification time: `FileIdentity`), so a keystroke costs a `stat` per folder up to the
/// config, not a read and a parse; an edited, replaced or new `formc.yml` is seen at the next
/// lint, with or without the editor's file events. A reference type: the server's one
/// locator keeps what it read between lints (one thread uses it).
final class ProjectLocator {
    struct Project {
        /// The folder data files must lie inside.
        var root: String
        /// The config's per-code severities (none without a config, or with a config
        /// that has errors: the editor shows the spec's diagnostics all the same).
        var severities: SeverityOverrides
    }

    /// Each config read, by path, with the identity of the file it was read from.
    private var read: [String: (identity: FileIdentity, severities: SeverityOverrides)] = [:]

    /// The project of a spec in `folder` (absolute).
    func project(forSpecIn folder: String) -> Project {
        var current = folder
        while true {
            let candidate = PathName.join(current, ProjectConfig.defaultName)
            if let identity = FileIdentity.of(candidate) {
                return Project(root: current, severities: severities(of: candidate, identity: identity))
            }
            let parent = PathName.folder(of: current)
            guard !parent.isEmpty, parent != current else { break }
            current = parent
        }
        return Project(root: folder, severities: SeverityOverrides())
    }

    private func severities(of path: String, identity: FileIdentity) -> SeverityOverrides {
        if let kept = read[path], kept.identity == identity { return kept.severities }
        let severities = ProjectConfig.severities(atPath: path) ?? SeverityOverrides()
        read[path] = (identity, severities)
        return severities
    }
}
