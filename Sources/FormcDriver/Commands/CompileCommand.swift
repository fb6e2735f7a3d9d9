import Foundation
import FormcCore
import FormcDiagnostics
import FormcEmit
import FormcFrontEnd
import FormcIR

/// `formc compile SPEC [--emit json|swift|strings] [-o PATH] [--templates DIR] [--config FILE]`.
enum CompileCommand {
    enum Option: String, CommandOption {
        case root, emit, output, templates, runtime, config, help

        var spellings: [String] {
            switch self {
            case .root: ["--root"]
            case .emit: ["--emit"]
            case .output: ["-o", "--output"]
            case .templates: ["--templates"]
            case .runtime: ["--runtime"]
            case .config: ["--config"]
            case .help: ["-h", "--help"]
            }
        }

        var takesValue: Bool { self != .help }
    }

    static func run(_ arguments: [String], console: Console) throws(CommandExit) -> Int32 {
        let parsed = try CommandSupport.start(arguments, options: Option.self, help: HelpText.compile, console: console)
        guard parsed.positionals.count == 1, let specPath = parsed.positionals.first else {
            let problem =
                parsed.positionals.isEmpty ? "missing SPEC" : "compile takes one SPEC, got \(parsed.positionals.count)"
            throw .usage(problem, help: HelpText.compile)
        }
        guard let emit = OutputKind(rawValue: parsed[.emit] ?? OutputKind.json.rawValue) else {
            throw .usage("unknown --emit '\(parsed[.emit] ?? "")'; expected \(Emitters.namesText)")
        }
        // A config (the build plugin passes the one beside the spec) gives its templates and
        // its per-code severities; the spec's project root stays its own folder, as
        // `lint --config FILE PATH` keeps it (docs/config.md §6).
        var config: ConfigFile?
        if let path = parsed[.config] { config = try ConfigFile.load(path, console: console) }
        var templates: [String: String] = [:]
        if let directory = parsed[.templates] ?? (Emitters.usesTemplates(emit) ? config?.resolved.templates : nil) {
            guard Emitters.usesTemplates(emit) else {
                throw .usage(
                    "--templates goes with --emit "
                        + OutputKind.allCases.filter(Emitters.usesTemplates).map(\.rawValue)
                        .joined(separator: " or --emit "))
            }
            do {
                templates = try TemplateDirectory.read(directory)
            } catch {
                throw .failure(error)
            }
        }
        // formc.yml's `runtime:` when the command line does not say (`--runtime` wins).
        let runtime = parsed[.runtime] ?? config?.config.runtime?.value.rawValue ?? "source"
        guard runtime == "source" || runtime == "module" else {
            throw .usage("unknown --runtime '\(runtime)'; expected source or module")
        }
        if parsed[.runtime] != nil, emit != .swift { throw .usage("--runtime goes with --emit swift") }
        // formc.yml's `swiftPrefix` names the types of a spec that sets none, as in `build`.
        let form = try CommandSupport.compile(
            specPath, root: parsed[.root], severities: config?.config.severities ?? SeverityOverrides(),
            config: config?.config, console: console)
        let output = parsed[.output].flatMap { $0 == "-" ? nil : $0 }
        switch emit {
        case .json:
            // Streamed: a large form's JSON is never held whole, on standard output or in the
            // temporary file that replaces the output.
            guard let output else {
                try rendering { () throws(MustacheError) in
                    try Emitters.emit(emit, form, templates: templates, to: console.writeOut)
                }
                return ExitStatus.success
            }
            var failure: MustacheError?
            try writing { () throws(InputError) in
                try OutputFile.write(to: output) { sink in
                    do throws(MustacheError) { try Emitters.emit(emit, form, templates: templates, to: sink) } catch {
                        failure = error
                    }
                }
            }
            if let failure { throw .located(failure) }
        case .swift:
            let bytes = try rendering { () throws(MustacheError) in try Emitters.bytes(emit, form, templates: templates)
            }
            guard let output else {
                console.writeOut(bytes)
                return ExitStatus.success
            }
            // A folder gets the emitter's own file name; a file is rewritten only when its bytes
            // change, so a build that watches it does not run again for nothing.
            let path =
                OutputFile.isDirectory(output)
                ? PathName.join(output, Emitters.defaultFileName(emit, form: form, spec: specPath)) : output
            guard !SwiftRuntime.isRuntimeName(PathName.lastComponent(of: path)) || runtime == "module" else {
                throw .usage("-o \(SwiftRuntime.fileName) is the runtime's name; give the form's file another name")
            }
            try writing { () throws(InputError) in
                // `-o Out/` names a folder: made when missing, as `formc build` makes its outputs'.
                if output.hasSuffix("/") { try OutputFile.makeFolder(output) }
                _ = try OutputFile.writeIfChanged(bytes, to: path)
            }
            // FormcKit once per folder, beside the form: `--runtime module` when the target
            // depends on the FormcKit product instead (the build plugin's way).
            // formc.yml's `runtimeOutput:` is the one folder it goes to instead.
            if runtime == "source" {
                if let folder = config?.resolved.runtimeOutput {
                    try writing { () throws(InputError) in _ = try RuntimeFile.write(into: folder) }
                } else {
                    try writing { () throws(InputError) in try RuntimeFile.write(besides: path) }
                }
            }
        case .strings:
            guard let output else {
                console.writeOut(
                    try rendering { () throws(MustacheError) in try Emitters.bytes(emit, form, templates: templates) })
                return ExitStatus.success
            }
            let path =
                OutputFile.isDirectory(output)
                ? PathName.join(output, Emitters.defaultFileName(emit, form: form, spec: specPath)) : output
            try writing { () throws(InputError) in
                if output.hasSuffix("/") { try OutputFile.makeFolder(output) }
                _ = try OutputFile.writeIfChanged(try StringsOutput.bytes(form, at: path), to: path)
            }
        }
        return ExitStatus.success
    }

    /// `body`'s value; a template that cannot be rendered ends the command with its own
    /// location (`Core:3:7: error: …`).
    private static func rendering<T>(_ body: () throws(MustacheError) -> T) throws(CommandExit) -> T {
        do {
            return try body()
        } catch {
            throw .located(error)
        }
    }

    /// Runs `body`; an output that cannot be written ends the command (exit 2).
    private static func writing(_ body: () throws(InputError) -> Void) throws(CommandExit) {
        do {
            try body()
        } catch {
            throw .failure(error)
        }
    }
}

/// Reads a `--templates DIR`: every `NAME.mustache` in it overrides formc's template NAME.
enum TemplateDirectory {
    /// Largest template file read, in bytes: formc's own are under 40 KiB.
    static let maxTemplateBytes = 1 << 20

    static func read(_ directory: String) throws(InputError) -> [String: String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw InputError(path: directory, reason: "is not a directory")
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        var overrides: [String: String] = [:]
        for file in names.sorted() where file.hasSuffix(".mustache") {
            let name = String(file.dropLast(".mustache".count))
            guard SwiftEmitter.templateNames.contains(name) else {
                throw InputError(
                    path: PathName.join(directory, file),
                    reason: "is not one of formc's templates (\(SwiftEmitter.templateNames.joined(separator: ", ")))")
            }
            let path = PathName.join(directory, file)
            // Templates are untrusted too: a template linked to a file elsewhere
            // (/proc/self/environ) would copy it into the generated source.
            guard ProjectRoot(directory).contains(path) else {
                throw InputError(
                    path: path, reason: "leads outside the templates folder '\(directory)' (a symbolic link?)")
            }
            let bytes: [UInt8]
            do {
                bytes = try FileReader.read(path, limit: maxTemplateBytes)
            } catch {
                throw InputError(path: path, reason: error.description)
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw InputError(path: path, reason: "is not UTF-8 text")
            }
            overrides[name] = text
        }
        return overrides
    }
}
