import Foundation
import FormcDiagnostics

/// `formc lint PATH... [--format text|json|github|sarif] [--strict] [--quiet]`.
enum LintCommand {
    static let parser = ArgumentParser(
        valueOptions: ["--format": "format", "--root": "root"],
        flagOptions: ["--strict": "strict", "--quiet": "quiet", "-q": "quiet", "-h": "help", "--help": "help"])

    static func run(_ arguments: [String], console: Console) -> Int32 {
        let parsed: ParsedArguments
        switch CommandSupport.start(arguments, parser: parser, help: HelpText.lint, console: console) {
        case .proceed(let arguments): parsed = arguments
        case .exit(let status): return status
        }
        guard let format = LintFormat(rawValue: parsed.values["format"] ?? "text") else {
            return Formc.usageFailure("unknown --format '\(parsed.values["format"] ?? "")'; expected text, json, github or sarif",
                                      console: console)
        }
        guard !parsed.positionals.isEmpty else {
            return Formc.usageFailure("missing PATH\n" + HelpText.lint, console: console)
        }
        let (specs, missing) = SpecFinder.specs(in: parsed.positionals)
        for problem in missing { console.writeError("formc: error: \(problem)\n") }

        var report = LintReport()
        var unreadable = !missing.isEmpty
        let pipeline = Pipeline()
        for path in specs {
            // A spec that cannot be read is an I/O failure (exit 2), but the others are still
            // linted and reported.
            do {
                let result = try pipeline.compile(path: path, root: parsed.values["root"], standardInput: console.readInput)
                report.files.append(path)
                report.sources.append(result.source)
                report.diagnostics.append(contentsOf: result.diagnostics.sorted)
            } catch {
                console.writeError("formc: error: \(error)\n")
                unreadable = true
            }
        }

        let strict = parsed.flags.contains("strict")
        let quiet = parsed.flags.contains("quiet")
        let shown = report.shown(quiet: quiet, strict: strict)
        switch format {
        case .text:
            var out = ""
            let renderer = TextRenderer(color: console.colorOutput)
            var byPath: [String: SourceText?] = [:]
            for source in report.sources { byPath[source.path] = source }
            for diagnostic in shown {
                for path in [diagnostic.location.file] + diagnostic.notes.compactMap(\.location?.file) where byPath[path] == nil {
                    byPath[path] = Pipeline.quotedText(atPath: path)
                }
                out += renderer.render(diagnostic) { byPath[$0] ?? nil }
            }
            if !quiet {
                out += "\(plural(report.errorCount, "error")), \(plural(report.warningCount, "warning")) in \(plural(report.files.count, "spec"))\n"
            }
            console.writeOut(Array(out.utf8))
        case .json:
            console.writeOut(JSONDiagnosticsFormat.render(shown))
        case .github:
            console.writeOut(Array(GitHubFormat.render(shown).utf8))
        case .sarif:
            console.writeOut(SARIFFormat.render(shown, version: Formc.version))
        }
        if unreadable { return ExitStatus.usage }
        let failed = report.errorCount > 0 || (strict && report.warningCount > 0)
        return failed ? ExitStatus.diagnostics : ExitStatus.success
    }

    private static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

/// Expands `lint`'s paths: a file is taken as given (`-` is stdin); a directory is searched
/// recursively for `*.form.yaml` and `*.form.yml`, in sorted order, skipping hidden entries
/// and not following symbolic links to folders (a link loop would never end).
enum SpecFinder {
    /// The specs found, and the paths that named nothing to lint (each an I/O failure that
    /// does not stop the others from being linted).
    static func specs(in paths: [String]) -> (specs: [String], problems: [InputError]) {
        var specs: [String] = []
        var problems: [InputError] = []
        for path in paths {
            if path == "-" {
                specs.append(path)
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                problems.append(InputError(path: path, reason: "no such file or directory"))
                continue
            }
            guard isDirectory.boolValue else {
                specs.append(path)
                continue
            }
            let found = search(path)
            if found.isEmpty { problems.append(InputError(path: path, reason: "no *.form.yaml or *.form.yml files in this directory")) }
            specs.append(contentsOf: found)
        }
        return (specs, problems)
    }

    private static func search(_ directory: String) -> [String] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        var found: [String] = []
        for name in entries.sorted() where !name.hasPrefix(".") {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
                if type == .typeSymbolicLink { continue }
                found.append(contentsOf: search(path))
            } else if name.hasSuffix(".form.yaml") || name.hasSuffix(".form.yml") {
                found.append(path)
            }
        }
        return found
    }
}
