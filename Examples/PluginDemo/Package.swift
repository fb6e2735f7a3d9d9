// swift-tools-version:6.0
// A package that uses formc the way an app's package would: the FormcPlugin build tool
// plugin turns the *.form.yaml files of DemoForms into Swift at build time (see
// README.md, "Use from a package"). It depends on formc by path, the checkout it sits in,
// and DemoForms on its FormcKit product: the runtime the generated files declare their forms
// over.
import PackageDescription

let package = Package(
    name: "PluginDemo",
    // formc's own floor (its Package.swift): a package below it cannot depend on FormcKit.
    platforms: [.iOS(.v15), .macOS(.v13)],
    dependencies: [
        // `name:` because a path dependency is known by its folder's name, and a checkout
        // of formc need not be in a folder called formc; the plugin below names "formc".
        .package(name: "formc", path: "../..")
    ],
    targets: [
        .target(
            name: "DemoForms",
            dependencies: [.product(name: "FormcKit", package: "formc")],
            // Contact's String Catalog: Xcode's build compiles it into the bundle's tables,
            // where the generated Contact form looks its texts up (stringsBundle: module).
            resources: [.process("Contact/Contact.xcstrings")],
            plugins: [.plugin(name: "FormcPlugin", package: "formc")]
        ),
        .testTarget(name: "DemoFormsTests", dependencies: ["DemoForms"])
    ]
)
