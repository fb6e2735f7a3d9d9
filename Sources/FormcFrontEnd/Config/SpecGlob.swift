import Foundation

/// The small glob of `formc.yml`'s `specs:`, matched against the files under one folder.
///
/// A pattern is `/`-separated components. In a component, `*` matches any run of characters
/// and `?` any one character (neither matches `/`); every other character, `[` included,
/// stands for itself. A component that is exactly `**` matches any number of folders, none
/// included. Wildcards do not match a name that starts with `.` unless the component itself
/// starts with `.`, and `**` does not enter hidden folders or follow symbolic links to
/// folders (so a link loop cannot make the walk endless). Only regular files match
/// (a symbolic link to one does). Matches come in byte order of names, a folder's own files
/// before those of its subfolders. Names that are not UTF-8 are not matched.
public enum SpecGlob {
    /// Whether `pattern` has a wildcard (else it names one path).
    public static func hasWildcards(_ pattern: String) -> Bool {
        pattern.contains("*") || pattern.contains("?")
    }

    /// The components of `pattern` with `.` and empty ones dropped and `..` applied; nil when
    /// a `..` climbs above the folder the pattern starts in.
    public static func components(_ pattern: String) -> [String]? {
        var result: [String] = []
        for part in pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init) {
            switch part {
            case ".": continue
            case "..":
                // `..` after a wildcard would name every folder's parent: not allowed either.
                guard let last = result.popLast(), !hasWildcards(last) else { return nil }
            default: result.append(part)
            }
        }
        return result
    }

    /// The regular files under `folder` that `components` match, as paths relative to it.
    public static func expand(_ components: [String], in folder: String) -> [String] {
        var walk = Walk(folder: folder)
        walk.match(components[...], prefix: "")
        return walk.found
    }

    /// Whether `name` matches one component's pattern (`*`, `?`, literal characters).
    public static func matches(_ name: String, _ pattern: String) -> Bool {
        if name.hasPrefix(".") && !pattern.hasPrefix(".") { return false }
        let text = Array(name.unicodeScalars), glob = Array(pattern.unicodeScalars)
        var t = 0, g = 0
        var star: (glob: Int, text: Int)?
        while t < text.count {
            if g < glob.count && (glob[g] == "?" || glob[g] == text[t]) {
                t += 1
                g += 1
            } else if g < glob.count && glob[g] == "*" {
                star = (g, t)
                g += 1
            } else if let last = star {
                // Let the last `*` take one more character and try again from there.
                star = (last.glob, last.text + 1)
                g = last.glob + 1
                t = last.text + 1
            } else {
                return false
            }
        }
        while g < glob.count && glob[g] == "*" { g += 1 }
        return g == glob.count
    }

    private struct Walk {
        let folder: String
        var found: [String] = []
        private var seen: Set<String> = []
        /// The (components left, folder) states already walked: a state's matches are all
        /// found on its first visit, and without this `**/**/…/**` walks every way of
        /// splitting a path among the `**`s, exponentially many.
        private var walked: Set<String> = []

        init(folder: String) { self.folder = folder }

        mutating func match(_ rest: ArraySlice<String>, prefix: String) {
            guard walked.insert("\(rest.count)/\(prefix)").inserted else { return }
            guard let component = rest.first else {
                if kind(prefix, followLinks: true) == S_IFREG, seen.insert(prefix).inserted { found.append(prefix) }
                return
            }
            let after = rest.dropFirst()
            if component == "**" {
                match(after, prefix: prefix)
                for name in names(in: prefix) where !name.hasPrefix(".") {
                    let path = join(prefix, name)
                    if kind(path, followLinks: false) == S_IFDIR { match(rest, prefix: path) }
                }
            } else if hasWildcards(component) {
                for name in names(in: prefix) where matches(name, component) {
                    let path = join(prefix, name)
                    if after.isEmpty || kind(path, followLinks: true) == S_IFDIR { match(after, prefix: path) }
                }
            } else {
                match(after, prefix: join(prefix, component))
            }
        }

        private func join(_ prefix: String, _ name: String) -> String {
            prefix.isEmpty ? name : prefix + "/" + name
        }

        private func onDisk(_ relative: String) -> String {
            relative.isEmpty ? folder : PathName.join(folder, relative)
        }

        /// The file type bits of `relative`, or 0 when it cannot be examined.
        private func kind(_ relative: String, followLinks: Bool) -> mode_t {
            var info = stat()
            let path = onDisk(relative)
            guard (followLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return 0 }
            return info.st_mode & S_IFMT
        }

        /// The UTF-8 names in a folder, in byte order; none when it cannot be listed.
        private func names(in relative: String) -> [String] {
            guard let handle = opendir(onDisk(relative)) else { return [] }
            defer { closedir(handle) }
            var names: [String] = []
            while let entry = readdir(handle) {
                let bytes = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
                guard let name = String(validating: bytes, as: UTF8.self), name != ".", name != ".." else { continue }
                names.append(name)
            }
            return names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        }
    }
}
