// swift-tools-version:6.0
// formc's build tool plugin with formc prebuilt: the same plugin (Plugins/FormcPlugin) and
// runtime (Sources/FormcKit) as the package at the top of the repository, through links, but
// the plugin runs formc from an artifact bundle (SE-0305) instead of building it, so a package
// that uses this one never compiles formc or needs libyaml. `make artifactbundle` writes the
// bundle beside this file; SwiftPM refuses a package whose binary target's path does not exist,
// so run it before using this package. docs/install.md, "Artifact bundle and binary plugin",
// has the release form of the binary target (url and checksum).
import PackageDescription

let package = Package(
    name: "BinaryPlugin",
    // formc's own floor (the top Package.swift): FormcKit needs iOS 15.
    platforms: [.iOS(.v15), .macOS(.v13)],
    products: [
        .library(name: "FormcKit", targets: ["FormcKit"]),
        .plugin(name: "FormcPlugin", targets: ["FormcPlugin"])
    ],
    targets: [
        // The bundle's artifact is called formc (its info.json): the plugin's
        // `context.tool(named: "formc")` finds it by that name.
        .binaryTarget(name: "FormcBinary", path: "formc.artifactbundle"),
        .target(name: "FormcKit"),
        .plugin(name: "FormcPlugin", capability: .buildTool(), dependencies: ["FormcBinary"])
    ]
)
