import Foundation
import FormcCore
import FormcDiagnostics
import FormcFrontEnd

/// `formc build [--config FILE]`: compiles every spec a `formc.yml` names into its output,
/// rewriting only the outputs whose bytes change, and rendering only those whose inputs
/// changed since the last build (`BuildRun`, `BuildManifest`). A spec with errors gets no
/// output, and the others are still built (exit 1); a config error stops everything (exit 2),
/// and so does nothing else: a spec that cannot be read or an output that cannot be written is
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
        try perform(arguments, console: console).status
    }

    /// `run`'s work: its exit status and what the build did.
    /// - Throws: `CommandExit` when it built nothing: help, a usage error, a config or
    ///   templates folder that cannot be used.
    static func perform(_ arguments: [String], console: Console) throws(CommandExit) -> (
        status: Int32, tally: BuildRun.Tally
    ) {
        let parsed = try CommandSupport.start(arguments, options: Option.self, help: HelpText.build, console: console)
        guard parsed.positionals.isEmpty else {
            throw .usage("build takes no SPEC; the config names the specs", help: HelpText.build)
        }
        let file = try ConfigFile.load(parsed[.config], console: console)
        var templates: [String: String] = [:]
        if let directory = file.resolved.templates,
            file.resolved.targets.contains(where: { Emitters.usesTemplates($0.emit) })
        {
            do {
                templates = try TemplateDirectory.read(directory)
            } catch {
                throw .failure(error)
            }
        }
        var build = BuildRun(
            config: file.config, targets: file.resolved.targets, templates: templates, console: console,
            runtimeOutput: file.resolved.runtimeOutput)
        for target in file.resolved.targets { build.run(target) }
        for spec in file.resolved.unnamed { build.refuse(spec) }
        build.writeRuntimes()
        build.finish()
        let tally = build.tally, total = tally.written + tally.unchanged + tally.failed
        console.writeError(
            "formc: \(total) output\(total == 1 ? "" : "s"), \(tally.written) written, \(tally.unchanged) unchanged"
                + (tally.failed > 0 ? ", \(tally.failed) failed" : "") + "\n")
        return (build.status, tally)
    }
}
