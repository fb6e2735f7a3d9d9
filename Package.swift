// swift-tools-version:6.0
// formc: a compiler for declarative form descriptions.
//
// The targets follow the pipeline (see README.md, "Architecture"):
//   FormcDiagnostics (diagnostics, the text rules, the JSON value and writer: below everything)
//   CYAML (libyaml) -> FormcYAML (event front end, located node tree)
//   -> FormcFrontEnd (spec decoder, data-source loaders, lowering) -> FormcIR (value types)
//   -> FormcChecker (rules) -> FormcCore (the pipeline, project config, explanations, version)
//   -> FormcEmit (JSON, Swift) / FormcTerminal (formc run) / FormcLSP (formc lsp)
//   -> FormcDriver (every command, `lsp` included) -> formc (executable)
import PackageDescription

let package = Package(
    name: "formc",
    // FormcKit's UIKit part uses iOS 14 API (`UIAction` bar button items, `addAction(_:for:)`)
    // and its SwiftUI part iOS 15's; without a floor SwiftPM builds the product for the
    // oldest iOS the SDK supports. formc itself uses Swift Regex (macOS 13). Linux has no floor.
    platforms: [.iOS(.v15), .macOS(.v13)],
    products: [
        .executable(name: "formc", targets: ["formc"]),
        .library(name: "FormcDriver", targets: ["FormcDriver"]),
        // The language server, for the fuzz targets (Tests/Fuzz) and embedders: `formc lsp` is its CLI.
        .library(name: "FormcLSP", targets: ["FormcLSP"]),
        // The runtime of the generated Swift (docs/swift-output.md §1.3): an app target that
        // the plugin generates forms into depends on this product.
        .library(name: "FormcKit", targets: ["FormcKit"]),
        .plugin(name: "FormcPlugin", targets: ["FormcPlugin"])
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "FormcDiagnostics"),
        // Depends on nothing but Foundation (and UIKit/SwiftUI where they exist): formc also
        // writes these sources, joined, as `FormcKit.swift` beside hand-copied generated files.
        .target(name: "FormcKit"),
        .target(name: "FormcYAML", dependencies: ["CYAML", "FormcDiagnostics"]),
        .target(name: "FormcIR", dependencies: ["FormcDiagnostics"]),
        .target(name: "FormcFrontEnd", dependencies: ["FormcYAML", "FormcIR", "FormcDiagnostics"]),
        .target(name: "FormcChecker", dependencies: ["FormcFrontEnd", "FormcIR", "FormcDiagnostics"]),
        .target(
            name: "FormcCore",
            dependencies: ["FormcChecker", "FormcFrontEnd", "FormcIR", "FormcDiagnostics", "FormcYAML"]),
        .target(name: "FormcEmit", dependencies: ["FormcIR", "FormcDiagnostics"]),
        .target(name: "FormcTerminal", dependencies: ["FormcIR", "FormcDiagnostics"]),
        .target(
            name: "FormcLSP",
            dependencies: ["FormcCore", "FormcFrontEnd", "FormcChecker", "FormcIR", "FormcDiagnostics", "FormcYAML"]),
        .target(
            name: "FormcDriver",
            dependencies: [
                "FormcCore", "FormcFrontEnd", "FormcChecker", "FormcEmit", "FormcTerminal", "FormcLSP", "FormcIR",
                "FormcDiagnostics", "FormcYAML"
            ]
        ),
        .executableTarget(name: "formc", dependencies: ["FormcDriver"]),
        // Runs formc on a target's *.form.yaml files at build time (README.md, "Use from a package").
        .plugin(name: "FormcPlugin", capability: .buildTool(), dependencies: ["formc"]),
        .testTarget(
            name: "FormcTests",
            dependencies: [
                "FormcDriver", "FormcCore", "FormcChecker", "FormcFrontEnd", "FormcEmit", "FormcTerminal", "FormcYAML",
                "formc",
                "FormcLSP", "FormcKit"
            ]
        )
    ]
)
