#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import FormcFrontEnd
import FormcCore
import FormcDiagnostics

/// Expands `lint`'s paths: a file is taken as given (`-` is stdin); a directory is searched
/// recursively for `*.form.yaml` and `*.form.yml`, in byte order of the names, skipping
/// hidden entries and not following symbolic links to folders (a link loop would never end).
/// Names are handled as bytes (`RawPath`), so a name that is not UTF-8 is still found.
/// Nothing is skipped silently: a folder that cannot be listed, an entry that cannot be
/// examined and a FIFO, socket or device with a spec's name are each a problem.
enum SpecFinder {
    /// A spec to lint.
    enum Spec: Equatable {
        case standardInput
        case file(RawPath)
    }

    /// The specs found, in order, and the paths that could not be searched or named nothing
    /// to lint (each an I/O failure that does not stop the others from being linted).
    static func specs(in paths: [RawPath]) -> (specs: [Spec], problems: [InputError]) {
        var search = Search()
        for path in paths {
            if path.bytes == Array("-".utf8) {
                search.specs.append(.standardInput)
                continue
            }
            switch RawFiles.kind(path, followLinks: true) {
            case .failure(let failure) where failure.code == ENOENT:
                search.report(path, "no such file or directory")
            case .failure(let failure):
                search.report(path, "cannot be read: \(failure.reason)")
            case .success(.directory):
                let before = (search.specs.count, search.problems.count)
                search.walk(path)
                if (search.specs.count, search.problems.count) == before {
                    search.report(path, "no *.form.yaml or *.form.yml files in this directory")
                }
            case .success:
                // Named on the command line, any file is linted: even a FIFO (`<(…)` in a shell).
                search.specs.append(.file(path))
            }
        }
        return (search.specs, search.problems)
    }

    private struct Search {
        var specs: [Spec] = []
        var problems: [InputError] = []

        mutating func report(_ path: RawPath, _ reason: String) {
            problems.append(InputError(path: path.display, reason: reason))
        }

        mutating func walk(_ directory: RawPath) {
            let names: [[UInt8]]
            switch RawFiles.names(in: directory) {
            case .success(let found): names = found
            case .failure(let failure):
                report(directory, "cannot list this directory: \(failure.reason)")
                return
            }
            for name in names.sorted(by: { $0.lexicographicallyPrecedes($1) }) where name.first != UInt8(ascii: ".") {
                let path = directory.appending(name)
                let isSpec = SpecFileName.suffixes.contains { path.hasSuffix($0) && name.count > $0.utf8.count }
                switch RawFiles.kind(path, followLinks: false) {
                case .failure(let failure):
                    report(path, "cannot be read: \(failure.reason)")
                case .success(.directory):
                    walk(path)
                case .success(.regular):
                    if isSpec { specs.append(.file(path)) }
                case .success(.special):
                    if isSpec { report(path, "not a regular file (a FIFO, socket or device), not read") }
                case .success(.symbolicLink):
                    followLink(path, isSpec: isSpec)
                }
            }
        }

        /// A link to a spec file is followed; a link to a folder is not. A spec-named link that
        /// leads nowhere (or into a loop) is a spec that cannot be read, reported as one (a
        /// spec deleted or moved behind its link must not pass as linted). Nor is a spec-named
        /// link to a file that is not YAML read (`evil.form.yaml -> ../.git/config`): its lines
        /// would be quoted as a spec's.
        private mutating func followLink(_ path: RawPath, isSpec: Bool) {
            guard isSpec else { return }
            if let real = RawFiles.realPath(path), !(real.hasSuffix(".yaml") || real.hasSuffix(".yml")) {
                report(path, "is a symbolic link to a file that is not YAML (.yaml, .yml), not read as a spec")
                return
            }
            switch RawFiles.kind(path, followLinks: true) {
            case .failure(let failure) where failure.code == ENOENT:
                report(path, "is a symbolic link that leads nowhere (its file is missing), not read")
            case .failure(let failure) where failure.code == ELOOP:
                report(path, "is a symbolic link in a loop, not read")
            case .failure(let failure):
                report(path, "cannot be read: \(failure.reason)")
            case .success(.regular):
                specs.append(.file(path))
            case .success(.special):
                report(path, "not a regular file (a FIFO, socket or device), not read")
            case .success:
                report(path, "is a symbolic link to a folder, not read as a spec")
            }
        }
    }
}
