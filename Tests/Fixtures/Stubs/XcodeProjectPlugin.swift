// A stub of Apple's XcodeProjectPlugin module, which exists only inside Xcode: the part of its
// documented API that Plugins/FormcPlugin/FormcPlugin+Xcode.swift uses, and nothing more, so
// that XcodePluginTests can type-check the plugin's Xcode conformance on Linux (as the UIKit
// and SwiftUI stubs beside it do for FormcKit). It proves the calls match these signatures,
// not that the plugin runs in Xcode; it was not run in Xcode here.
//
// The signatures, from Apple's documentation of XcodeProjectPlugin
// (https://developer.apple.com/documentation/xcodeprojectplugin): `XcodeBuildToolPlugin`
// refines PackagePlugin's `Plugin` with
// `createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]`
// (synchronous, unlike SwiftPM's `BuildToolPlugin`); `XcodePluginContext` has `xcodeProject`,
// `tool(named:)` returning PackagePlugin's `PluginContext.Tool`, and, since Xcode 16 (Swift 6
// PackagePlugin, which moved from `Path` to `URL`), `pluginWorkDirectoryURL`;
// `XcodeProject` has `displayName`, `directoryURL` (`directory: Path` before) and `targets`;
// `XcodeTarget` has `displayName` and `inputFiles`, a PackagePlugin `FileList` of `File`s
// (whose `url` PackagePlugin declares). The Xcode 14 interface
// (XcodeProjectPlugin.swiftmodule/arm64-apple-macos.swiftinterface, as published in
// gist.github.com/ikesyo/f152bf8ee60b1c9bff2e757b01a95fa9) has the same shapes with `Path`;
// plugins that use the URL forms: liamnichols/xcstrings-tool
// (Plugins/XCStringsToolPlugin/XCStringsToolPlugin+Xcode.swift: `target.inputFiles`,
// `context.tool(named:)`), realm/SwiftLint (Plugins/SwiftLintBuildToolPlugin).
import Foundation
import PackagePlugin

/// The protocol an Xcode target's build tool plugin conforms to, beside SwiftPM's.
public protocol XcodeBuildToolPlugin: Plugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// What Xcode hands the plugin about the project and where it may write.
public struct XcodePluginContext {
    public let xcodeProject: XcodeProject
    public let pluginWorkDirectoryURL: URL

    public func tool(named name: String) throws -> PluginContext.Tool {
        fatalError("XcodeProjectPlugin stub: type-checked only, never run")
    }
}

/// The Xcode project whose target the plugin is applied to.
public struct XcodeProject {
    public let displayName: String
    public let directoryURL: URL
    public let targets: [XcodeTarget]
}

/// An Xcode target: its name and the files of its build phases.
public struct XcodeTarget {
    public let displayName: String
    public let inputFiles: FileList
}
