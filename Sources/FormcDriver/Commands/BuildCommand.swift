import Foundation
import FormcCore
import FormcDiagnostics
import FormcEmit
import FormcFrontEnd
import FormcIR

/// `formc build [--config FILE]`: compiles every spec a `formc.yml` names into its output,
/// rewriting only the outputs whose bytes change. A spec with errors gets no output, and
/// the others are still built (exit 1); a config error stops everything (exit 2), and so
/// does nothing else: a spec that cannot be read or an output that cannot be written is
/// reported, the rest are built, and the status is 2.
enum BuildCommand {
    enum Option: String, CommandOption {
        case config, help

        var spellings: [String] {
            switch self {
            case .config: ["--config"]
            case .help: ["-h", "--help"]
            }
        }

        var takesValue: Bool { self == .config }
    }

    static func run(_ arguments: [String], console: Console) throws(CommandExit) -> Int32 {
        let parsed = try CommandSupport.start(arguments, options: Option.self, help: HelpText.build, console: console)
        guard parsed.positionals.isEmpty else {
            throw .usage("build takes no SPEC; the config names the specs", help: HelpText.build)
        }
        let file = try ConfigFile.load(parsed[.config], console: console)
        var templates: [String: String] = [:]
        if let directory = file.resolved.templates, file.resolved.targets.contains(where: { Emitters.usesTemplates($0.emit) }) {
            do {
                templates = try TemplateDirectory.read(directory)
            } catch {
                throw .failure(error)
            }
        }
        var build = Build(config: file.config, targets: file.resolved.targets, templates: templates, console: console)
        for target in file.resolved.targets { build.run(target) }
        let total = file.resolved.targets.count
        console.writeError("formc: \(total) output\(total == 1 ? "" : "s"), \(build.written) written, \(build.unchanged) unchanged"
                           + (build.failed > 0 ? ", \(build.failed) failed" : "") + "\n")
        return build.status
    }

    /// The running tally of one build.
    private struct Build {
        let config: BuildConfig
        let templates: [String: String]
        let console: Console
        let root: ProjectRoot
        /// One per run: a data file several specs name is read and parsed once.
        let dataFiles = DataFileCache()
        var written = 0, unchanged = 0, failed = 0
        var status = ExitStatus.success
        /// Each output so far (by `identity`), with the spec it came from: two specs may not
        /// share one, however its path is spelled.
        private var claimed: [String: String] = [:]
        /// The build's inputs (by `identity`), as they are named: an output must not replace one.
        private let inputs: [String: String]

        init(config: BuildConfig, targets: [BuildTarget], templates: [String: String], console: Console) {
            self.config = config
            self.templates = templates
            self.console = console
            root = ProjectRoot(config.folder)
            var inputs = [Self.identity(of: config.file): "the config"]
            for target in targets { inputs[Self.identity(of: target.spec)] = "the spec '\(target.spec)'" }
            self.inputs = inputs
        }

        /// One name for the file `path` names however it is spelled (`G/a.json`, `./G//a.json`,
        /// a linked folder): its real path, or its folder's real path and its name when it does
        /// not exist yet.
        static func identity(of path: String) -> String {
            if let real = OutputFile.realPath(path) { return real }
            let folder = PathName.folder(of: path)
            return OutputFile.realPath(folder.isEmpty ? "." : folder).map { PathName.join($0, PathName.lastComponent(of: path)) }
                ?? path
        }

        mutating func run(_ target: BuildTarget) {
            do {
                guard let output = try compile(target) else {
                    fail(ExitStatus.diagnostics)
                    return
                }
                if try write(output.bytes, to: target.output.path(defaultName: output.name), from: target.spec) {
                    written += 1
                } else {
                    unchanged += 1
                }
            } catch {
                console.writeError(ErrorLine.format(error))
                fail(ExitStatus.usage)
            }
        }

        private mutating func fail(_ code: Int32) {
            failed += 1
            status = max(status, code)
        }

        /// The spec's output and its default file name; nil when the spec has errors (printed).
        private func compile(_ target: BuildTarget) throws(InputError) -> (bytes: [UInt8], name: String)? {
            let result = try Pipeline().compile(path: target.spec, root: config.folder, dataFileCache: dataFiles,
                                                standardInput: console.readInput)
            let diagnostics = config.severities.apply(to: result.diagnostics)
            DiagnosticPrinter(console: console, source: result.source).print(diagnostics)
            guard !diagnostics.hasErrors, let form = result.form else { return nil }
            do {
                return (try Emitters.bytes(target.emit, form, templates: templates),
                        Emitters.defaultFileName(target.emit, form: form, spec: target.spec))
            } catch {
                throw InputError(path: target.spec, reason: "cannot be emitted: \(error)")
            }
        }

        /// Writes `bytes` to `path` unless it holds them already; whether it wrote.
        private mutating func write(_ bytes: [UInt8], to path: String, from spec: String) throws(InputError) -> Bool {
            let folder = PathName.folder(of: path)
            do {
                _ = try root.resolve(PathName.lastComponent(of: path), from: folder.isEmpty ? "." : folder)
            } catch {
                throw InputError(path: path, reason: "is outside the project root '\(config.folder)', the config's folder")
            }
            if !folder.isEmpty && !FileManager.default.fileExists(atPath: folder) {
                do {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                } catch {
                    throw InputError(path: folder, reason: "cannot be created (\(error.localizedDescription))")
                }
            }
            let identity = Self.identity(of: path)
            if let input = inputs[identity] {
                throw InputError(path: path, reason: "is \(input); an output may not replace it")
            }
            if let other = claimed[identity] {
                throw InputError(path: path, reason: "is the output of both '\(other)' and '\(spec)'; give one its own 'output'")
            }
            claimed[identity] = spec
            // Outputs are source files: a FIFO or device here would block the build or swallow it.
            var info = stat()
            if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFDIR {
                throw InputError(path: path, reason: "is a \(FileReader.kindName(of: info.st_mode)); formc build writes only regular files")
            }
            return try OutputFile.writeIfChanged(bytes, to: path)
        }
    }
}
