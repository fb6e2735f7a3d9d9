import Foundation
import FormcCore
import FormcDiagnostics
import FormcEmit
import FormcFrontEnd
import FormcIR

/// `formc compile SPEC [--emit json|swift] [-o PATH] [--templates DIR]`.
enum CompileCommand {
    static let parser = ArgumentParser(
        valueOptions: ["--root": "root", "--emit": "emit", "-o": "output", "--output": "output", "--templates": "templates"],
        flagOptions: ["-h": "help", "--help": "help"])

    enum Emit: String {
        case json, swift
    }

    static func run(_ arguments: [String], console: Console) -> Int32 {
        let parsed: ParsedArguments
        switch CommandSupport.start(arguments, parser: parser, help: HelpText.compile, console: console) {
        case .proceed(let arguments): parsed = arguments
        case .exit(let status): return status
        }
        guard parsed.positionals.count == 1, let specPath = parsed.positionals.first else {
            let problem = parsed.positionals.isEmpty ? "missing SPEC" : "compile takes one SPEC, got \(parsed.positionals.count)"
            return Formc.usageFailure(problem, help: HelpText.compile, console: console)
        }
        guard let emit = Emit(rawValue: parsed.values["emit"] ?? "json") else {
            return Formc.usageFailure("unknown --emit '\(parsed.values["emit"] ?? "")'; expected json or swift", console: console)
        }
        var overrides: [String: String] = [:]
        if let directory = parsed.values["templates"] {
            guard emit == .swift else { return Formc.usageFailure("--templates goes with --emit swift", console: console) }
            do {
                overrides = try TemplateDirectory.read(directory)
            } catch {
                console.writeError(ErrorLine.format(error))
                return ExitStatus.usage
            }
        }

        let form: Form
        switch CommandSupport.compile(specPath, root: parsed.values["root"], console: console) {
        case .success(let compiled): form = compiled
        case .failure(let failure): return failure.status
        }

        switch emit {
        case .json:
            guard let output = parsed.values["output"], output != "-" else {
                JSONEmitter.emit(form, to: console.writeOut)
                return ExitStatus.success
            }
            return write(console: console) { () throws(InputError) in
                try OutputFile.write(to: output) { sink in JSONEmitter.emit(form, to: sink) }
            }
        case .swift:
            let bytes: [UInt8]
            do {
                bytes = try SwiftEmitter(overrides: overrides).emitBytes(form, formcVersion: Formc.version)
            } catch {
                console.writeError(ErrorLine.located(error))  // "Core:3:7: error: …", the template's own location
                return ExitStatus.usage
            }
            guard let output = parsed.values["output"], output != "-" else {
                console.writeOut(bytes)
                return ExitStatus.success
            }
            let path = OutputFile.isDirectory(output) ? PathName.join(output, SwiftEmitter.fileName(for: form)) : output
            return write(console: console) { () throws(InputError) in try OutputFile.writeIfChanged(bytes, to: path) }
        }
    }

    private static func write(console: Console, _ body: () throws(InputError) -> Void) -> Int32 {
        do {
            try body()
            return ExitStatus.success
        } catch {
            console.writeError(ErrorLine.format(error))
            return ExitStatus.usage
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
                throw InputError(path: PathName.join(directory, file),
                                 reason: "is not one of formc's templates (\(SwiftEmitter.templateNames.joined(separator: ", ")))")
            }
            let path = PathName.join(directory, file)
            // Templates are untrusted too: a template linked to a file elsewhere
            // (/proc/self/environ) would copy it into the generated source.
            guard ProjectRoot(directory).contains(path) else {
                throw InputError(path: path, reason: "leads outside the templates folder '\(directory)' (a symbolic link?)")
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
