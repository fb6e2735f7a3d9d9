import Foundation
import FormcDiagnostics

/// One spec `formc build` compiles, and where its output goes.
package struct BuildTarget: Sendable, Hashable {
    /// The spec's path: the config's folder joined with the path it was matched by.
    package var spec: String
    package var emit: OutputKind
    package var output: OutputPlace
}

/// Where a target's output goes.
package enum OutputPlace: Sendable, Hashable {
    /// Exactly this file.
    case file(String)
    /// This folder, under the emitter's default name (`<Form>Form.swift`, `<spec>.json`).
    case folder(String)

    /// The output's path, given the name the emitter would choose.
    package func path(defaultName: String) -> String {
        switch self {
        case .file(let path): return path
        case .folder(let folder): return PathName.join(folder, defaultName)
        }
    }
}

/// Looks up what a `BuildConfig` names on disk: expands each `specs:` entry (`SpecGlob`) into
/// build targets, and checks that every spec, output and the templates folder lie inside the
/// project root, the config's folder. Each problem is an FC013 at the value that caused it:
/// an absolute path, a path or link out of the root, a pattern that names no file.
package enum ConfigResolver {
    package struct Resolved: Sendable {
        /// In the order of `specs:`, each entry's matches in `SpecGlob` order; a target that
        /// repeats an earlier one is left out.
        package var targets: [BuildTarget] = []
        /// The specs a pattern matched whose paths are not UTF-8 (no `String` opens them), joined with the config's
        /// folder: `lint` reads them through their bytes, as a folder walk does; `build`, which
        /// names outputs after their specs, reports each and builds it not.
        package var unnamed: [RawPath] = []
        /// The templates folder, joined with the config's folder.
        package var templates: String?
        /// The folder of the one FormcKit.swift (`runtimeOutput:`), joined with the config's folder.
        package var runtimeOutput: String?
        package var diagnostics = Diagnostics()
    }

    /// - Parameter entryLimit: the folder entries all of `specs:`'s patterns may examine
    ///   together (`SpecGlob.maxEntries`).
    package static func resolve(_ config: BuildConfig, entryLimit: Int = SpecGlob.maxEntries) -> Resolved {
        var resolver = Resolver(config: config, entryLimit: entryLimit)
        resolver.run()
        return resolver.resolved
    }

    /// The name of `spec`'s JSON output: its file name with `.form.yaml`, `.form.yml`, `.yaml`
    /// or `.yml` replaced by `.json` (`Profile.form.yaml` → `Profile.json`).
    package static func jsonName(for spec: String) -> String {
        SpecFileName.stem(of: PathName.lastComponent(of: spec)) + ".json"
    }

    private struct Resolver {
        let config: BuildConfig
        let root: ProjectRoot
        var resolved = Resolved()
        private var seen: Set<BuildTarget> = []
        let entryLimit: Int
        /// What is left of the folder entries all the patterns may examine together.
        private var entriesLeft: Int

        init(config: BuildConfig, entryLimit: Int) {
            self.config = config
            self.entryLimit = entryLimit
            entriesLeft = entryLimit
            root = ProjectRoot(config.folder)
        }

        mutating func run() {
            resolved.templates = config.templates.flatMap { inside($0, what: "templates folder") }
            resolved.runtimeOutput = config.runtimeOutput.flatMap { inside($0, what: "runtime folder") }
            let defaultFolder = config.output.flatMap { inside($0, what: "output folder") }
            for entry in config.entries {
                let output = entry.output.flatMap { inside($0, what: "output") }
                for spec in specs(entry.pattern) {
                    let place: OutputPlace
                    if let output, let written = entry.output?.value {
                        let isFolder =
                            SpecGlob.hasWildcards(entry.pattern.value) || written.hasSuffix("/") || isDirectory(output)
                        place = isFolder ? .folder(output) : .file(output)
                    } else {
                        let own = PathName.folder(of: spec)
                        place = .folder(defaultFolder ?? (own.isEmpty ? "." : own))
                    }
                    // An item that repeats an earlier one (`"*.form.yaml"` and one of its
                    // matches, with one emitter and output) adds nothing: it is not a clash.
                    let target = BuildTarget(spec: spec, emit: entry.emit, output: place)
                    if seen.insert(target).inserted { resolved.targets.append(target) }
                }
            }
        }

        /// The specs an entry names, joined with the config's folder.
        private mutating func specs(_ pattern: Located<String>) -> [String] {
            let written = pattern.value
            guard !written.hasPrefix("/") else {
                report("'\(written)' is an absolute path; name specs relative to the config's folder", at: pattern)
                return []
            }
            guard let components = SpecGlob.components(written) else {
                report(
                    "'\(written)' leads outside the project root '\(config.folder)', the config's folder", at: pattern)
                return []
            }
            let expansion =
                components.isEmpty
                ? SpecGlob.Expansion(matches: [], truncated: false)
                : SpecGlob.expand(components, in: config.folder, entryLimit: entriesLeft)
            entriesLeft -= expansion.entries
            if expansion.truncated {
                report(
                    "'\(written)' stopped after the config's patterns examined \(entryLimit) folder "
                        + "entries; name the folders the specs are in", at: pattern)
                return []
            }
            let matches = expansion.matches
            guard !matches.isEmpty else {
                report(
                    SpecGlob.hasWildcards(written)
                        ? "'\(written)' matches no file in '\(config.folder)'"
                        : "'\(written)' names no file", at: pattern)
                return []
            }
            var specs: [String] = []
            for match in matches {
                let shown = match.display
                let matched = shown == written ? "" : " (matched by '\(written)')"
                let path =
                    config.folder.isEmpty || config.folder == "."
                    ? match : RawPath(config.folder).appending(match.bytes)
                guard let real = path.realPath, let rootPath = root.resolved.map(RawPath.init), real.isInside(rootPath)
                else {
                    report(
                        "'\(shown)'\(matched) leads outside the project root '\(config.folder)' through a symbolic link",
                        at: pattern)
                    continue
                }
                // The checks read names and extensions, whose bytes decode the same lossily.
                let relativeReal = String(decoding: real.bytes.dropFirst(rootPath.bytes.count), as: UTF8.self)
                guard Self.mayBeSpec(shown), Self.mayBeSpec(relativeReal) else {
                    report(
                        "'\(shown)'\(matched) is not a spec: a config names YAML files (.yaml, .yml) outside hidden "
                            + "folders, whose real file is one too", at: pattern)
                    continue
                }
                if let text = path.openable {
                    specs.append(text)
                } else if !resolved.unnamed.contains(path) {
                    resolved.unnamed.append(path)
                }
            }
            return specs
        }

        /// Whether a path relative to the root may be read as a spec: a YAML file (`.yaml`,
        /// `.yml`), none of whose components is hidden. The config is a stranger's text in CI:
        /// without this it could name `.git/config`, a `.env` or a credentials file dropped in
        /// the workspace (or a `*.form.yaml` link to one) and have its lines quoted under the
        /// diagnostics of a spec.
        static func mayBeSpec(_ relative: String) -> Bool {
            let name = PathName.lastComponent(of: relative).lowercased()
            return (name.hasSuffix(".yaml") || name.hasSuffix(".yml"))
                && !relative.split(separator: "/").contains { $0.hasPrefix(".") }
        }

        /// `path` joined with the config's folder, or nil (reported) when it is absolute or
        /// leads outside the root, lexically or through a symbolic link.
        private mutating func inside(_ path: Located<String>, what: String) -> String? {
            do {
                _ = try root.resolve(path.value, from: config.folder)
            } catch .absolute {
                report(
                    "the \(what) '\(path.value)' is an absolute path; name it relative to the config's folder", at: path
                )
                return nil
            } catch {
                report(
                    "the \(what) '\(path.value)' is outside the project root '\(config.folder)', the config's folder",
                    at: path)
                return nil
            }
            return PathName.join(config.folder, path.value)
        }

        private func isDirectory(_ path: String) -> Bool {
            var info = stat()
            return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
        }

        private mutating func report(_ message: String, at value: Located<String>) {
            resolved.diagnostics.report(
                Diagnostic(
                    .invalidValue, message,
                    at: SourceLocation(file: config.file, value.position)))
        }
    }
}
