import Foundation
import FormcCore
import FormcDiagnostics
import FormcFrontEnd

/// `formc lint PATH... [--format text|json|github|sarif] [--strict] [--quiet] [--max-diagnostics N]
/// [--fix [--dry-run]]`.
enum LintCommand {
    enum Option: String, CommandOption {
        case format, maxDiagnostics, root, config, strict, quiet, fix, dryRun, help

        var spellings: [String] {
            switch self {
            case .format: ["--format"]
            case .maxDiagnostics: ["--max-diagnostics"]
            case .root: ["--root"]
            case .config: ["--config"]
            case .strict: ["--strict"]
            case .quiet: ["--quiet", "-q"]
            case .fix: ["--fix"]
            case .dryRun: ["--dry-run"]
            case .help: ["-h", "--help"]
            }
        }

        var takesValue: Bool {
            switch self {
            case .format, .maxDiagnostics, .root, .config: true
            case .strict, .quiet, .fix, .dryRun, .help: false
            }
        }
    }

    static func run(_ arguments: [String], console: Console) throws(CommandExit) -> Int32 {
        let parsed = try CommandSupport.start(arguments, options: Option.self, help: HelpText.lint, console: console)
        guard let format = LintFormat(rawValue: parsed[.format] ?? LintFormat.text.rawValue) else {
            throw .usage("unknown --format '\(parsed[.format] ?? "")'; expected text, json, github or sarif")
        }
        var limit = DiagnosticLimit.standard
        limit.howToSeeAll = "--max-diagnostics 0 shows all"
        if let value = parsed[.maxDiagnostics] {
            guard let count = Int(value), count >= 0 else {
                throw .usage("--max-diagnostics takes a whole number (0 for no limit), not '\(value)'")
            }
            limit.perSpec = count == 0 ? nil : count
        }
        let dryRun = parsed.has(.dryRun)
        guard !dryRun || parsed.has(.fix) else {
            throw .usage("--dry-run shows what --fix would change; give it with --fix", help: HelpText.lint)
        }
        // A config gives the specs when no PATH does, and its lint settings whenever it is read.
        var config: ConfigFile?
        if parsed[.config] != nil || (parsed.positionals.isEmpty && ConfigFile.existsInWorkingDirectory) {
            config = try ConfigFile.load(parsed[.config], console: console)
        }
        guard !parsed.positionals.isEmpty || config != nil else {
            throw .usage("missing PATH", help: HelpText.lint)
        }
        let (specs, problems) =
            parsed.positionals.isEmpty
            ? (config?.lintedSpecs ?? [], [])
            : SpecFinder.specs(in: RawPath.arguments(parsed.positionals))
        let root = parsed[.root] ?? (parsed.positionals.isEmpty ? config?.config.folder : nil)
        let severities = config?.config.severities ?? SeverityOverrides()
        for problem in problems { console.writeError(ErrorLine.format(problem)) }

        var report = LintReport()
        // What could not be read: named in a SARIF log, so code scanning keeps those alerts.
        var unread = problems
        let pipeline = Pipeline()
        // One run, one cache: a data file that every spec names is read and parsed once.
        let dataFiles = DataFileCache()
        let fixer = parsed.has(.fix) ? LintFix(pipeline: pipeline, severities: severities, dataFiles: dataFiles) : nil
        var diffs = DryRunOutput()
        // With a config and no PATH, the specs it builds to Swift are checked together, as
        // `formc build` checks them (FC503, formc.yml's `swiftPrefix`).
        var typeNames = parsed.positionals.isEmpty ? config.map { TypeNameChecks(config: $0.config) } : nil
        let swiftSpecs = Set(config?.resolved.targets.filter { $0.emit == .swift }.map(\.spec) ?? [])
        for spec in specs {
            // A spec that cannot be read is an I/O failure (exit 2), but the others are still
            // linted and reported.
            do {
                let result: Pipeline.Result
                if let fixer {
                    result = try fix(spec, with: fixer, root: root, dryRun: dryRun, diffs: &diffs, console: console)
                } else {
                    result = try compile(spec, root: root, pipeline: pipeline, dataFiles: dataFiles, console: console)
                }
                var diagnostics = result.diagnostics
                if case .file(let path) = spec, let name = path.string, swiftSpecs.contains(name),
                    var form = result.form, let ast = result.ast, typeNames != nil
                {
                    typeNames?.check(&form, ast: ast, spec: name, into: &diagnostics)
                } else if let config, var form = result.form, let ast = result.ast {
                    // With a PATH, the config's prefix still names the types (`compile --config`).
                    TypeNameChecks.applyPrefix(of: config.config, to: &form, ast: ast, into: &diagnostics)
                }
                report.specs.append(
                    LintReport.Spec(
                        file: result.source.path, source: result.source,
                        diagnostics: severities.apply(to: diagnostics).sorted))
            } catch {
                console.writeError(ErrorLine.format(error))
                unread.append(error)
            }
        }

        if dryRun {
            // The diff is the output: exit 1 when --fix would change a spec, as a check in CI.
            console.writeOut(Array(diffs.text().utf8))
            if !unread.isEmpty { return ExitStatus.usage }
            return diffs.wouldChange ? ExitStatus.diagnostics : ExitStatus.success
        }
        let strict = parsed.has(.strict) || config?.config.strict == true
        let quiet = parsed.has(.quiet)
        let shown = report.shown(quiet: quiet, strict: strict, limit: limit)
        switch format {
        case .text:
            let text = TextFormat.report(report, shown: shown, limit: limit, color: console.colorOutput, quiet: quiet)
            console.writeOut(Array(text.utf8))
        case .json:
            console.writeOut(JSONDiagnosticsFormat.render(shown))
        case .github:
            console.writeOut(Array(GitHubFormat.render(shown, limit: limit).utf8))
        case .sarif:
            let sarif = SARIFFormat.render(shown, version: Formc.version, limit: limit, unread: unread)
            console.writeOut(sarif.log)
            if sarif.dropped > 0 {
                let total = shown.reduce(0) { $0 + $1.diagnostics.count }
                console.writeError("formc: " + SARIFFormat.droppedMessage(sarif.dropped, of: total) + "\n")
            }
        }
        if !unread.isEmpty { return ExitStatus.usage }
        let failed = report.errorCount > 0 || (strict && report.warningCount > 0)
        return failed ? ExitStatus.diagnostics : ExitStatus.success
    }

    /// Fixes one spec (`LintFix`) and writes it, or adds its diff to `diffs` when `dryRun`;
    /// returns the lint of the fixed text. Standard input and a path that is not UTF-8 are
    /// linted but not fixed, which standard error says.
    private static func fix(
        _ spec: SpecFinder.Spec, with fixer: LintFix, root: String?, dryRun: Bool, diffs: inout DryRunOutput,
        console: Console
    ) throws(InputError) -> Pipeline.Result {
        guard case .file(let raw) = spec, let path = raw.string else {
            let name: String
            switch spec {
            case .standardInput: name = "standard input"
            case .file(let raw): name = "'\(raw.display)'"
            }
            console.writeError(note("\(name) cannot be fixed in place; linted only"))
            return try compile(
                spec, root: root, pipeline: fixer.pipeline, dataFiles: fixer.dataFiles, console: console)
        }
        let outcome = try fixer.fix(path, root: root)
        if let refusal = outcome.refusal { console.writeError(note("\(path) \(refusal)")) }
        guard let bytes = outcome.bytes else { return outcome.result }
        if dryRun {
            let diff = UnifiedDiff.render(path: path, old: outcome.original, new: outcome.fixed)
            if let withheld = diffs.add(diff, path: path) { console.writeError(note(withheld)) }
        } else {
            // A file no one may write is one its owner keeps as it is (as ESLint and git do, and
            // unlike the rename that replaces it, which only asks whether its folder is writable).
            var info = stat()
            if stat(path, &info) == 0, info.st_mode & 0o222 == 0 {
                throw InputError(path: path, reason: "is read-only; --fix leaves it as it is")
            }
            try OutputFile.write(bytes, to: path)
            let fixes = outcome.applied == 1 ? "1 fix" : "\(outcome.applied) fixes"
            console.writeError(note("\(path): applied \(fixes)"))
        }
        return outcome.result
    }

    /// A `formc: …` line on standard error about a spec: its name is a stranger's text, so the
    /// line goes through `InertText` as every error line does.
    private static func note(_ message: String) -> String {
        "formc: " + InertText.line(message, atLineStart: false) + "\n"
    }

    /// Reads and compiles one spec. A path that a `String` can name is read by the pipeline; one
    /// that is not UTF-8 is read here through its bytes and named by its `display` form.
    /// Compiles one spec found; data files must lie inside `root` (the spec's folder when nil),
    /// and are taken from `dataFiles` when the run has parsed them already.
    private static func compile(
        _ spec: SpecFinder.Spec, root: String?, pipeline: Pipeline, dataFiles: DataFileCache,
        console: Console
    ) throws(InputError) -> Pipeline.Result {
        switch spec {
        case .standardInput:
            return try pipeline.compile(
                path: "-", root: root, dataFileCache: dataFiles, standardInput: console.readInput)
        case .file(let path):
            if let string = path.string {
                return try pipeline.compile(
                    path: string, root: root, dataFileCache: dataFiles,
                    standardInput: console.readInput)
            }
            // The checks `Pipeline.read` makes of a path, made on the bytes: the spec, once its
            // links are resolved, lies inside its root (the spec's own folder by default).
            let folder = path.parent
            let shownRoot = root ?? folder.display
            guard let rootReal = (root.map(RawPath.init) ?? folder).realPath else {
                throw InputError(path: shownRoot, reason: "is not an existing folder")
            }
            if let real = path.realPath, !real.isInside(rootReal) {
                var linked = false
                if case .success(.symbolicLink) = RawFiles.kind(path, followLinks: false) { linked = true }
                throw InputError(
                    path: path.display,
                    reason: (linked ? "is a symbolic link to a file outside" : "is outside")
                        + " the project root '\(shownRoot)'; use --root to widen it")
            }
            // Data files start at the spec's folder, which a `String` opens when its bytes are
            // UTF-8. When they are not, no path can be resolved there, and every data file is
            // refused rather than looked for under the folder's shown name, which names another
            // path (one a stranger's link could hold).
            let directory = folder.openable
            let projectRoot =
                directory == nil ? ProjectRoot(unreachable: shownRoot) : ProjectRoot(root ?? directory ?? ".")
            switch RawFiles.contents(of: path, limit: pipeline.limits.maxInputBytes) {
            case .success(let bytes):
                return pipeline.compile(
                    bytes: bytes, path: path.display, baseDirectory: directory ?? folder.display,
                    root: projectRoot, dataFileCache: dataFiles)
            case .failure(.tooLarge(let size, _)):
                return pipeline.tooLarge(size, path: path.display)
            case .failure(let failure):
                throw InputError(path: path.display, reason: failure.description)
            }
        }
    }
}
