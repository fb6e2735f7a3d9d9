import Foundation
import FormcDiagnostics
import FormcEmit
import FormcCore
import FormcFrontEnd
import FormcIR

/// One run of `formc build`: compiles and checks each target's spec (printing its
/// diagnostics), then renders and writes its output, or counts it unchanged without
/// rendering when the manifest (`BuildManifest`) shows that nothing that decides its bytes
/// has changed and the output on disk still holds what was written.
struct BuildRun {
    /// What the run did, for the summary line (and tests).
    struct Tally: Equatable {
        /// Outputs written, left as they were, and not made; FormcKit.swift counts as one
        /// output per folder it goes to.
        var written = 0, unchanged = 0, failed = 0
        /// Outputs rendered by an emitter; the rest of `written + unchanged` were skipped by
        /// the manifest.
        var rendered = 0
    }

    let config: BuildConfig
    let templates: [String: String]
    let console: Console
    let root: ProjectRoot
    private(set) var tally = Tally()
    private(set) var status = ExitStatus.success
    /// One per run: a data file several specs name is read and parsed once.
    private let dataFiles = DataFileCache()
    private let fingerprint: BuildInputs
    private let manifestPath: String
    /// The root's real path, which manifest keys are relative to.
    private let realRoot: String?
    /// The manifest as the run found it, and as it will leave it.
    private let previous: BuildManifest
    private var next = BuildManifest()
    /// Each output so far (by `identity`), with the spec it came from: two specs may not
    /// share one, however its path is spelled.
    private var claimed: [String: String] = [:]
    /// The build's inputs and its manifest (by `identity`), as they are named: an output must
    /// not replace one.
    private let inputs: [String: String]
    /// One Swift output per folder it went to: each folder gets FormcKit.swift once (`writeRuntimes()`).
    private var swiftOutputs: [String: String] = [:]
    /// formc.yml's `runtimeOutput`, resolved: the one folder FormcKit.swift goes to.
    private let runtimeOutput: String?
    /// formc.yml's prefix, FC502 and FC503 across the build's Swift outputs.
    private var typeNames: TypeNameChecks

    init(
        config: BuildConfig, targets: [BuildTarget], templates: [String: String], console: Console,
        runtimeOutput: String? = nil
    ) {
        self.config = config
        self.runtimeOutput = runtimeOutput
        typeNames = TypeNameChecks(config: config)
        self.templates = templates
        self.console = console
        root = ProjectRoot(config.folder)
        realRoot = ProjectRoot.realPath(config.folder)
        fingerprint = BuildInputs(
            templates: templates, formcVersion: Formc.version,
            executable: BuildInputs.currentExecutable)
        manifestPath = PathName.join(config.folder, BuildManifest.fileName)
        previous = BuildManifest.load(from: manifestPath, config: PathName.lastComponent(of: config.file))
        var inputs = [
            Self.identity(of: config.file): "the config",
            Self.identity(of: manifestPath): "formc build's manifest"
        ]
        for target in targets { inputs[Self.identity(of: target.spec)] = "the spec '\(target.spec)'" }
        self.inputs = inputs
    }

    /// One name for the file `path` names however it is spelled (`G/a.json`, `./G//a.json`,
    /// a linked folder): its real path, or its folder's real path and its name when it does
    /// not exist yet.
    static func identity(of path: String) -> String {
        if let real = OutputFile.realPath(path) { return real }
        let folder = PathName.folder(of: path)
        return OutputFile.realPath(folder.isEmpty ? "." : folder).map {
            PathName.join($0, PathName.lastComponent(of: path))
        }
            ?? path
    }

    mutating func run(_ target: BuildTarget) {
        do {
            guard let compiled = try compile(target) else {
                fail(ExitStatus.diagnostics)
                return
            }
            let path = target.output.path(defaultName: compiled.name)
            let key = manifestKey(try claim(path, from: target.spec))
            let folder = PathName.folder(of: path)
            if target.emit == .swift, swiftOutputs[folder] == nil { swiftOutputs[folder] = path }
            if let inputs = compiled.inputs, let entry = previous.entries[key], entry.inputs == inputs,
                BuildManifest.output(at: path, matches: entry)
            {
                tally.unchanged += 1
                next.entries[key] = entry
                return
            }
            let bytes =
                target.emit == .strings
                ? try StringsOutput.bytes(compiled.form, at: path) : try render(compiled.form, target)
            tally.rendered += 1
            if try OutputFile.writeIfChanged(bytes, to: path) {
                tally.written += 1
            } else {
                tally.unchanged += 1
            }
            if let inputs = compiled.inputs {
                next.entries[key] = BuildManifest.Entry(inputs: inputs, output: ContentHash(bytes), size: bytes.count)
            }
        } catch {
            console.writeError(ErrorLine.format(error))
            fail(ExitStatus.usage)
        }
    }

    /// Writes FormcKit.swift (`RuntimeFile`) into every folder a Swift output went to, only
    /// where its bytes changed; a spec's output of that name is refused by `claim`, and the
    /// folder is inside the root (each output was claimed there). A folder inside another
    /// such folder gets none: the two are most likely one module (`Generated/` and
    /// `Generated/Signup/`), where a second copy would clash ("filename used twice").
    /// With formc.yml's `runtime: module` nothing is written; with `runtimeOutput:` one copy,
    /// into that folder. Without either, copies that go to several folders are warned about
    /// (formc cannot see targets: two of them in one target fail to build).
    mutating func writeRuntimes() {
        guard !swiftOutputs.isEmpty, config.runtime?.value != .module else { return }
        if let runtimeOutput {
            do {
                if try RuntimeFile.write(into: runtimeOutput) { tally.written += 1 } else { tally.unchanged += 1 }
            } catch {
                console.writeError(ErrorLine.format(error))
                fail(ExitStatus.usage)
            }
            return
        }
        let real = swiftOutputs.keys.map { ($0, ProjectRoot.realPath($0.isEmpty ? "." : $0) ?? $0) }
        let nested = Set(
            real.filter { folder in real.contains { $0.1 != folder.1 && ProjectRoot.isInside(folder.1, $0.1) } }.map(
                \.0))
        let copies = swiftOutputs.keys.filter { !nested.contains($0) }.sorted()
        if copies.count > 1, config.runtime == nil {
            let folders = copies.map { "'\($0.isEmpty ? "." : $0)'" }.joined(separator: ", ")
            console.writeError(
                "formc: warning: \(SwiftRuntime.fileName) is written into \(copies.count) folders (\(folders)); "
                    + "two of them in one app target fail to build (\"filename used twice\"): set "
                    + "'runtimeOutput:' in \(PathName.lastComponent(of: config.file)) to one folder of that target, "
                    + "or 'runtime: module' when it depends on the FormcKit product ('runtime: source' keeps "
                    + "one copy per folder without this warning)\n")
        }
        for (folder, output) in swiftOutputs.sorted(by: { $0.key < $1.key }) where !nested.contains(folder) {
            // FormcKit.swift is an output like the forms': counted written when its bytes
            // changed (a first build, a new formc, a copy edited or deleted by hand).
            do {
                switch try RuntimeFile.write(besides: output) {
                case true?: tally.written += 1
                case false?: tally.unchanged += 1
                case nil: break
                }
            } catch {
                console.writeError(ErrorLine.format(error))
                fail(ExitStatus.usage)
            }
        }
    }

    /// Writes the manifest when the run changed what it records (a no-op build leaves the
    /// file untouched).
    func finish() {
        guard next != previous else { return }
        next.save(to: manifestPath, config: PathName.lastComponent(of: config.file), formcVersion: Formc.version)
    }

    /// A spec the config matched whose path is not UTF-8: `formc lint` reads it, but its
    /// output would be named after it, so it is reported (exit 2) and not built, never skipped
    /// without a word.
    mutating func refuse(_ spec: RawPath) {
        console.writeError(
            ErrorLine.format(
                "'\(spec.display)': the name is not UTF-8, and formc build names each output after its spec; "
                    + "rename the spec to build it"))
        fail(ExitStatus.usage)
    }

    private mutating func fail(_ code: Int32) {
        tally.failed += 1
        status = max(status, code)
    }

    /// A spec compiled and checked, not yet rendered.
    private struct Compiled {
        var form: Form
        /// The output's default file name.
        var name: String
        /// The hash of what decides the output's bytes; nil when something of it is not known
        /// (then the output is rendered, and not recorded).
        var inputs: ContentHash?
    }

    /// The spec's form, its output's default name and the hash of its inputs; nil when the
    /// spec has errors (printed).
    private mutating func compile(_ target: BuildTarget) throws(InputError) -> Compiled? {
        let pipeline = Pipeline()
        let result: Pipeline.Result
        var specBytes: ContentHash?
        switch try pipeline.read(path: target.spec, root: config.folder, standardInput: console.readInput) {
        case .spec(let input):
            specBytes = ContentHash(input.bytes)
            result = pipeline.compile(input, dataFileCache: dataFiles)
        case .tooLarge(let tooLarge):
            result = tooLarge
        }
        var found = result.diagnostics
        var form = result.form
        if target.emit == .swift, var swift = form, let ast = result.ast {
            typeNames.check(&swift, ast: ast, spec: target.spec, into: &found)
            form = swift
        }
        let diagnostics = config.severities.apply(to: found)
        DiagnosticPrinter(console: console, source: result.source).print(diagnostics)
        guard !diagnostics.hasErrors, let form else { return nil }
        var inputs: ContentHash?
        if let specBytes {
            // Every data file of a spec without errors was loaded; one without a hash would
            // mean otherwise, and the output is then simply rendered.
            let hashed = result.dataFiles.compactMap { path in
                dataFiles.contentHash(ofLoaded: path).map { (path: path, bytes: $0) }
            }
            if hashed.count == result.dataFiles.count {
                inputs = fingerprint.hash(
                    emit: target.emit, spec: target.spec, specBytes: specBytes, dataFiles: hashed,
                    swiftPrefix: form.swiftPrefix)
            }
        }
        return Compiled(
            form: form, name: Emitters.defaultFileName(target.emit, form: form, spec: target.spec), inputs: inputs)
    }

    /// The output's bytes.
    private func render(_ form: Form, _ target: BuildTarget) throws(InputError) -> [UInt8] {
        do {
            return try Emitters.bytes(target.emit, form, templates: templates)
        } catch {
            throw InputError(path: target.spec, reason: "cannot be emitted: \(error)")
        }
    }

    /// Checks that `spec` may write `path` (inside the root, not an input, not another spec's
    /// output, a regular file or none) and creates its folder; its `identity`.
    private mutating func claim(_ path: String, from spec: String) throws(InputError) -> String {
        let folder = PathName.folder(of: path)
        do {
            _ = try root.resolve(PathName.lastComponent(of: path), from: folder.isEmpty ? "." : folder)
        } catch {
            throw InputError(path: path, reason: "is outside the project root '\(config.folder)', the config's folder")
        }
        try OutputFile.makeFolder(folder)
        if SwiftRuntime.isRuntimeName(PathName.lastComponent(of: path)) {
            throw InputError(
                path: path, reason: "is the runtime formc writes beside Swift outputs; give the output another name")
        }
        let identity = Self.identity(of: path)
        if let input = inputs[identity] {
            throw InputError(path: path, reason: "is \(input); an output may not replace it")
        }
        if let other = claimed[identity] {
            throw InputError(
                path: path, reason: "is the output of both '\(other)' and '\(spec)'; give one its own 'output'")
        }
        claimed[identity] = spec
        // Outputs are source files: a FIFO or device here would block the build or swallow it.
        var info = stat()
        if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFDIR {
            throw InputError(
                path: path,
                reason: "is a \(FileReader.kindName(of: info.st_mode)); formc build writes only regular files")
        }
        return identity
    }

    /// How the manifest names an output: its identity relative to the project root, so the
    /// manifest holds when the project moves or is built from another working directory.
    private func manifestKey(_ identity: String) -> String {
        guard let realRoot else { return identity }
        if realRoot == "/" { return String(identity.dropFirst()) }
        return identity.hasPrefix(realRoot + "/") ? String(identity.dropFirst(realRoot.count + 1)) : identity
    }
}
