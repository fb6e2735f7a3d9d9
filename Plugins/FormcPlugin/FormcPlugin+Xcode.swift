// The plugin applied to an Xcode app target (Build Phases › Run Build Tool Plug-ins): the
// same build commands as for a SwiftPM target, from the target's input files. Apple's
// XcodeProjectPlugin module exists only inside Xcode; on Linux this file is type-checked
// against a stub of its documented API (Tests/Fixtures/Stubs/XcodeProjectPlugin.swift,
// XcodePluginTests), never run. README.md, "Use from an Xcode project".
#if canImport(XcodeProjectPlugin)
    import Foundation
    import PackagePlugin
    import XcodeProjectPlugin

    extension FormcPlugin: XcodeBuildToolPlugin {
        /// One build command per spec among `target`'s input files (the files of its build
        /// phases), writing into the plugin work directory, which Xcode compiles into the
        /// target. The `formc.yml` search stops at the Xcode project's folder. Throws when the
        /// folder of a spec cannot be listed.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            try BuildStep.steps(
                for: target.inputFiles.map(\.url), formc: try context.tool(named: "formc").url,
                workDirectory: context.pluginWorkDirectoryURL, top: context.xcodeProject.directoryURL
            ).map(Command.init(step:))
        }
    }
#endif
