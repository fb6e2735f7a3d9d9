// The data files a spec may read, as build-command inputs.
import Foundation

enum SpecInputs {
    /// Every regular file in the spec's folder and below, except Swift sources and hidden
    /// files and folders: the inputs that, with the spec and formc itself, decide the
    /// generated file.
    ///
    /// Why an over-approximation and not the spec's own `file:` keys: the plugin cannot parse
    /// YAML (it may not link libyaml), and a line scan would miss flow mappings, anchors,
    /// quoting and block scalars. The folder is complete because formc, run without `--root`
    /// as the plugin runs it, refuses any data file outside the spec's folder once symbolic
    /// links are resolved. The cost of the extra files is only an occasional needless
    /// regeneration, and formc rewrites the output only when its bytes change, so nothing
    /// downstream recompiles then. The folder is listed on disk rather than taken from the
    /// target's files so that data files the manifest `exclude:`s still count.
    /// Throws when the folder, or a folder below it, cannot be listed: a data file there
    /// would go untracked, and a build that silently stops regenerating is worse than none.
    static func dataFiles(of spec: URL) throws -> [URL] {
        let folder = spec.deletingLastPathComponent()
        let keys: [URLResourceKey] = [.isRegularFileKey]
        var unlistable: [URL] = []
        guard
            let walk = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles],
                errorHandler: { url, _ in
                    unlistable.append(url); return true
                }
            )
        else {
            throw SpecInputsError.unlistable(folder.path)
        }
        let specPath = spec.standardizedFileURL.path
        var files: [URL] = []
        for case let file as URL in walk
        where file.pathExtension != "swift" && file.standardizedFileURL.path != specPath {
            guard (try? file.resourceValues(forKeys: Set(keys)).isRegularFile) == true else { continue }
            files.append(file)
        }
        if let first = unlistable.first { throw SpecInputsError.unlistable(first.path) }
        return files.sorted { $0.path < $1.path }
    }
}

enum SpecInputsError: Error, CustomStringConvertible {
    case unlistable(String)

    var description: String {
        switch self {
        case .unlistable(let path): return "formc plugin: cannot list \(path) to find the spec's data files"
        }
    }
}
