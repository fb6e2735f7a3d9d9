// The `formc.yml` that a spec's build command reads: where a project that the plugin builds
// chooses what a build setting would otherwise choose.
import Foundation

enum SpecConfig {
    /// The config's file name (`ProjectConfig.defaultName` in FormcCore, which the plugin
    /// cannot import).
    static let fileName = "formc.yml"

    /// The `formc.yml` nearest to `spec`: in the spec's folder, or else in the closest folder
    /// above it, up to and including `top`; nil when there is none. The folders are compared
    /// with their symbolic links resolved, and only folders inside `top` are looked in: a spec
    /// outside it (an Xcode input file from beside the project, a folder linked into the
    /// package from elsewhere) gets no config, since the plugin never reads outside the
    /// package's or project's folder. (A `formc.yml` that is itself a link is passed on, and
    /// formc refuses one that leads out of its folder.)
    ///
    /// Why a file and not the build settings: since Xcode 16.3 a build tool plugin cannot read
    /// an Xcode target's build settings (xcstrings-tool's release notes say the same), and a
    /// SwiftPM plugin never could; so the templates and per-code severities a project chooses
    /// come from the config that `formc build` and `formc lint` read too (README.md, "Use from
    /// an Xcode project").
    static func nearest(to spec: URL, top: URL) -> URL? {
        let topPath = top.resolvingSymlinksInPath().standardizedFileURL.path
        let prefix = topPath == "/" ? "/" : topPath + "/"
        var folder = spec.deletingLastPathComponent().resolvingSymlinksInPath().standardizedFileURL
        while folder.path == topPath || folder.path.hasPrefix(prefix) {
            let candidate = folder.appendingPathComponent(fileName)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue
            {
                return candidate
            }
            guard folder.path != topPath else { return nil }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// The inputs a config adds to a spec's build command: the config itself and every
    /// `*.mustache` file in its folder and below (hidden ones aside).
    ///
    /// Why every template file and not the config's own `templates:` folder: the plugin cannot
    /// parse YAML. The set is complete because formc reads templates only from the config's
    /// `templates` folder, which must lie inside the config's folder, and only its
    /// `NAME.mustache` files (docs/config.md §3, docs/swift-output.md §4.2); a template file
    /// elsewhere costs at most a needless regeneration, after which formc rewrites nothing.
    /// - Throws: `SpecInputsError.unlistable` when a folder cannot be listed: a template there
    ///   would go untracked.
    static func inputs(of config: URL) throws -> [URL] {
        let folder = config.deletingLastPathComponent()
        var unlistable: [URL] = []
        guard
            let walk = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles],
                errorHandler: { url, _ in
                    unlistable.append(url); return true
                })
        else { throw SpecInputsError.unlistable(folder.path) }
        var templates: [URL] = []
        for case let file as URL in walk where file.pathExtension == "mustache" {
            guard (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            templates.append(file)
        }
        if let first = unlistable.first { throw SpecInputsError.unlistable(first.path) }
        return [config] + templates.sorted { $0.path < $1.path }
    }
}
