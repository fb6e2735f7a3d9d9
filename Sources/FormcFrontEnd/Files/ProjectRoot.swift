import Foundation

/// The folder a spec may read files from. Specs are untrusted (CI lints strangers' pull
/// requests), so a data-file path must not reach the runner's other files: it is relative,
/// and once its symbolic links are resolved it lies inside the root. By default the root is
/// the spec's own folder; `--root DIR` widens (or narrows) it.
package struct ProjectRoot: Sendable, Equatable {
    /// The root as given (for messages).
    package let path: String
    /// The root with its symbolic links resolved, or nil when it does not exist.
    let resolved: String?

    /// A root no path lies inside: for a spec whose folder no `String` can open (its name is
    /// not UTF-8), whose data-file paths cannot be resolved, so each is refused (FC213).
    package init(unreachable path: String) {
        self.path = path
        self.resolved = nil
    }

    /// Whether the root names an existing folder (or file) once its links are resolved.
    package var exists: Bool { resolved != nil }

    /// - Parameter path: the root folder, relative to the working directory or absolute.
    package init(_ path: String) {
        self.path = path
        self.resolved = Self.realPath(path.isEmpty ? "." : path)
    }

    /// Why a path may not be read.
    package enum Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        /// The path was written absolute (data-file paths are relative to the spec's folder).
        case absolute
        /// The path, or the file its links lead to, is outside the root.
        case outside(root: String)

        package var description: String {
            switch self {
            case .absolute: return "is an absolute path; data files are named relative to the spec's folder"
            case .outside(let root): return "is outside the project root '\(root)' (use --root to widen it)"
            }
        }
    }

    /// Resolves `relative` (as written in a spec) against `baseDirectory` and checks that it
    /// stays inside the root. Returns the path to open: the resolved one when the file exists
    /// (so a link cannot be swapped between the check and the read), else the joined path,
    /// which the reader then reports as missing.
    /// - Throws: `Refusal` for an absolute path or one that leaves the root, lexically (`..`)
    ///   or through a symbolic link.
    package func resolve(_ relative: String, from baseDirectory: String) throws(Refusal) -> String {
        guard !relative.hasPrefix("/") else { throw .absolute }
        // The C library would read the path only up to a NUL: refuse it rather than open less.
        guard !relative.unicodeScalars.contains("\0") else { throw .outside(root: path) }
        let joined = PathName.join(baseDirectory, relative)
        guard let root = resolved else { throw .outside(root: path) }
        if let real = Self.realPath(joined) {
            guard Self.isInside(real, root) else { throw .outside(root: path) }
            return real
        }
        // Missing, or a dangling link: judge the file a write would create, where every link
        // on the way leads (`>` follows a dangling link and creates its target), so neither
        // `../../x` nor a link to a file not yet made outside the root gets through.
        guard let lexical = Self.eventualPath(joined), Self.isInside(lexical, root) else { throw .outside(root: path) }
        return joined
    }

    /// The absolute path that `path` names once every symbolic link on it is followed, for a
    /// path that need not exist: its deepest existing part resolved by `realpath(3)`, a
    /// dangling link replaced by its target (at most 40 links, as the kernel allows), the
    /// rest applied lexically. Nil for a loop, or what cannot be examined.
    package static func eventualPath(_ path: String, links: Int = 0) -> String? {
        guard links <= 40 else { return nil }
        if let real = realPath(path.isEmpty ? "." : path) { return real }
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else { return nil }
            let next = target.hasPrefix("/") ? target : PathName.join(PathName.folder(of: path), target)
            return eventualPath(next, links: links + 1)
        }
        let name = PathName.lastComponent(of: path)
        let parent = PathName.folder(of: path)
        guard parent != path,
            let base = eventualPath(
                parent.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : parent,
                links: links)
        else { return nil }
        var components = base.split(separator: "/").map(String.init)
        switch name {
        case "", ".": break
        case "..": if !components.isEmpty { components.removeLast() }
        default: components.append(name)
        }
        return "/" + components.joined(separator: "/")
    }

    /// Whether the file at `path` (links resolved) is inside the root; false when it does not
    /// exist.
    package func contains(_ path: String) -> Bool {
        guard let root = resolved, let real = Self.realPath(path) else { return false }
        return Self.isInside(real, root)
    }

    /// The path of `path` relative to the root once its links are resolved (`Forms/a.yaml`),
    /// or nil when it does not exist or lies outside the root.
    package func relativeRealPath(of path: String) -> String? {
        guard let root = resolved, let real = realPath(of: path) else { return nil }
        return real == root ? "" : String(real.dropFirst(root == "/" ? 1 : root.count + 1))
    }

    /// The real path of `path` (links resolved) when it exists inside the root, else nil.
    package func realPath(of path: String) -> String? {
        guard let root = resolved, let real = Self.realPath(path), Self.isInside(real, root) else { return nil }
        return real
    }

    package static func isInside(_ path: String, _ root: String) -> Bool {
        root == "/" || path == root || path.hasPrefix(root + "/")
    }

    /// `realpath(3)`: absolute, with `.`, `..` and every symbolic link resolved; nil when the
    /// path (or a link on it) leads nowhere.
    package static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
