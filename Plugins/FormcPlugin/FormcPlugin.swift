// The SwiftPM build tool plugin: one `formc compile SPEC --emit swift --runtime module -o FILE`
// build command per `*.form.yaml` / `*.form.yml` file of the target it is applied to; the
// target depends on the FormcKit product, which the generated files import. README.md,
// "Use from a package", documents it for users.
import Foundation
import PackagePlugin

@main
struct FormcPlugin: BuildToolPlugin {
    /// Returns one build command per spec of `target`, each writing exactly the one Swift
    /// file it declares into the plugin work directory; SwiftPM compiles those files into
    /// the target. A target that is not a source module, or that has no spec, gets none.
    /// Throws when the folder of a spec cannot be listed (its inputs would be unknown).
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let specs = module.sourceFiles.map(\.url).filter(FormSpecName.isSpec).sorted { $0.path < $1.path }
        guard !specs.isEmpty else { return [] }
        let formc = try context.tool(named: "formc").url
        let outputs = FormSpecName.outputFileNames(for: specs)
        return try zip(specs, outputs).map { spec, fileName in
            let output = context.pluginWorkDirectoryURL.appendingPathComponent(fileName)
            // The spec's path is absolute, so formc's `file:line:col: error:` lines name the
            // spec in a form that `swift build`'s log and editors can open as it is.
            return .buildCommand(
                displayName: "formc: generating \(output.lastPathComponent) from \(spec.lastPathComponent)",
                executable: formc,
                arguments: ["compile", spec.path, "--emit", "swift", "--runtime", "module", "-o", output.path],
                inputFiles: [spec, formc] + (try SpecInputs.dataFiles(of: spec)),
                outputFiles: [output]
            )
        }
    }
}
