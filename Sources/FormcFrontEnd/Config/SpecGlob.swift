import Foundation

/// The small glob of `formc.yml`'s `specs:`, matched against the files under one folder.
///
/// A pattern is `/`-separated components. In a component, `*` matches any run of characters
/// and `?` any one character (neither matches `/`); every other character, `[` included,
/// stands for itself. A component that is exactly `**` matches any number of folders, none
/// included. Wildcards do not match a name that starts with `.` unless the component itself
/// starts with `.`, and `**` does not enter hidden folders or follow symbolic links to
/// folders. A wildcard or a literal name may lead through a link to a folder, but the walk
/// never leaves the folder it starts in, enters each real folder once per pattern part, and
/// stops at `maxEntries` entries (so neither a link loop nor a link to `/` makes it
/// endless). Only regular files match (a symbolic link to one does). Matches come in byte order of names, a folder's own files
/// before those of its subfolders. The walk goes by the names' bytes, so a name that is not
/// UTF-8 is matched as a folder walk finds it (a wildcard matches each invalid byte as a
/// character, U+FFFD): a config names the same specs `formc lint DIR` finds.
package enum SpecGlob {
    /// Whether `pattern` has a wildcard (else it names one path).
    package static func hasWildcards(_ pattern: String) -> Bool {
        pattern.contains("*") || pattern.contains("?")
    }

    /// The components of `pattern` with `.` and empty ones dropped and `..` applied; nil when
    /// a `..` climbs above the folder the pattern starts in.
    package static func components(_ pattern: String) -> [String]? {
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

    /// The most folder entries the expansions of one config examine together (`ConfigResolver`
    /// shares it among the patterns: 500 patterns over a 99,000-file folder must not walk it
    /// 500 times). A tree larger than this is not a project's specs folder but a mistake or an
    /// attack (a link to `/`); the walk stops and says so.
    package static let maxEntries = 100_000

    /// What `expand` found.
    package struct Expansion: Sendable, Equatable {
        /// The regular files matched, as paths relative to the folder (bytes: a name need not
        /// be UTF-8).
        package var matches: [RawPath]
        /// Whether the walk stopped at its entry limit (the matches are then incomplete).
        package var truncated: Bool
        /// How many folder entries the walk examined.
        package var entries: Int = 0
    }

    /// The regular files under `folder` that `components` match, as paths relative to it.
    ///
    /// The walk never leaves `folder` (once links are resolved: a folder link to `/` is not
    /// entered), enters each real folder (device and inode) once for each part of the pattern
    /// left, so links to `.` cannot multiply it, and examines at most `entryLimit` entries.
    package static func expand(_ components: [String], in folder: String, entryLimit: Int = maxEntries) -> Expansion {
        var walk = Walk(folder: folder, entryLimit: entryLimit)
        walk.match(components[...], prefix: RawPath(bytes: []))
        return Expansion(matches: walk.found, truncated: walk.truncated, entries: walk.entries)
    }

    /// Whether `name` matches one component's pattern (`*`, `?`, literal characters).
    package static func matches(_ name: String, _ pattern: String) -> Bool {
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
        /// The folder with its links resolved: every folder walked must lie inside it.
        let root: RawPath?
        let entryLimit: Int
        var found: [RawPath] = []
        var truncated = false
        private(set) var entries = 0
        private var seen: Set<RawPath> = []
        /// The (parts of the pattern left, real folder) states already walked: a state's
        /// matches are all found on its first visit. Without it `**/**/…/**` walks every way
        /// of splitting a path among the `**`s, and links to `.` walk one folder again and again.
        private var walked: Set<String> = []

        init(folder: String, entryLimit: Int) {
            self.folder = folder
            self.entryLimit = entryLimit
            root = RawPath(folder.isEmpty ? "." : folder).realPath
        }

        mutating func match(_ rest: ArraySlice<String>, prefix: RawPath) {
            guard !truncated else { return }
            guard let component = rest.first else {
                if kind(prefix, followLinks: true) == S_IFREG, seen.insert(prefix).inserted { found.append(prefix) }
                return
            }
            // Something is left to match, so `prefix` must be a folder, inside the root.
            guard let info = onDisk(prefix).status(followLinks: true), info.st_mode & S_IFMT == S_IFDIR, let root,
                let real = onDisk(prefix).realPath, real.isInside(root),
                walked.insert("\(rest.count)/\(info.st_dev):\(info.st_ino)").inserted
            else { return }
            let after = rest.dropFirst()
            if component == "**" {
                match(after, prefix: prefix)
                for name in names(in: prefix) where name.first != UInt8(ascii: ".") {
                    let path = join(prefix, name)
                    if kind(path, followLinks: false) == S_IFDIR { match(rest, prefix: path) }
                }
            } else if hasWildcards(component) {
                for name in names(in: prefix) where matches(String(decoding: name, as: UTF8.self), component) {
                    let path = join(prefix, name)
                    if after.isEmpty || kind(path, followLinks: true) == S_IFDIR { match(after, prefix: path) }
                }
            } else {
                match(after, prefix: join(prefix, Array(component.utf8)))
            }
        }

        private func join(_ prefix: RawPath, _ name: [UInt8]) -> RawPath {
            prefix.bytes.isEmpty ? RawPath(bytes: name) : prefix.appending(name)
        }

        /// `relative` joined with the folder, as `PathName.join` joins (a relative path under
        /// `.` is itself).
        private func onDisk(_ relative: RawPath) -> RawPath {
            if relative.bytes.isEmpty { return RawPath(folder.isEmpty ? "." : folder) }
            return folder.isEmpty || folder == "." ? relative : RawPath(folder).appending(relative.bytes)
        }

        /// The file type bits of `relative`, or 0 when it cannot be examined.
        private func kind(_ relative: RawPath, followLinks: Bool) -> mode_t {
            guard let info = onDisk(relative).status(followLinks: followLinks) else { return 0 }
            return info.st_mode & S_IFMT
        }

        /// The names in a folder, in byte order; none when it cannot be listed. Each entry
        /// counts towards the limit; past it the walk is `truncated`.
        private mutating func names(in relative: RawPath) -> [[UInt8]] {
            guard
                case .success(let listing) = DirectoryListing.list(
                    onDisk(relative).bytes,
                    limit: entryLimit - entries)
            else { return [] }
            entries += listing.examined
            guard !listing.truncated else {
                truncated = true
                return []
            }
            return listing.names.sorted { $0.lexicographicallyPrecedes($1) }
        }
    }
}
