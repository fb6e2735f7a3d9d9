// The build tool plugin: one `formc compile SPEC --emit swift --runtime module -o FILE`
// build command per `*.form.yaml` / `*.form.yml` file of the target it is applied to (a
// SwiftPM target here, an Xcode target in FormcPlugin+Xcode.swift; both through
// `BuildStep.steps`); the target depends on the FormcKit product, which the generated files
// import. README.md, "Use from a package" and "Use from an Xcode project", documents it.
import Foundation
import PackagePlugin

@main
struct FormcPlugin: BuildToolPlugin {
    /// Returns one build command per spec of `target`, each writing exactly the one Swift
    /// file it declares into the plugin work directory; SwiftPM compiles those files into
    /// the target. A target that is not a source module, or that has no spec, gets none.
    /// The `formc.yml` search stops at the package's folder.
    /// Throws when the folder of a spec cannot be listed (its inputs would be unknown).
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        return try BuildStep.steps(
            for: module.sourceFiles.map(\.url), formc: try context.tool(named: "formc").url,
            workDirectory: context.pluginWorkDirectoryURL, top: context.package.directoryURL
        ).map(Command.init(step:))
    }
}

extension Command {
    /// `step` as the build command SwiftPM and Xcode run.
    init(step: BuildStep) {
        self = .buildCommand(
            displayName: step.displayName, executable: step.executable, arguments: step.arguments,
            inputFiles: step.inputFiles, outputFiles: step.outputFiles)
    }
}
