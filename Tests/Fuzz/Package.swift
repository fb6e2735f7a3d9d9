// swift-tools-version:6.0
// libFuzzer targets for formc (Tests/Fuzz/README.md). Built only by Tests/Fuzz/run, with
// `-sanitize=fuzzer,address` on every module, into a scratch folder of its own: the main
// package's `swift build` and `swift test` never see them.
import PackageDescription

let package = Package(
    name: "formc-fuzz",
    dependencies: [.package(name: "formc", path: "../..")],
    targets: [
        .target(name: "FuzzShim"),
        // The scratch folders, the working directory and file writing of FuzzConfig and FuzzLSP.
        .target(name: "FuzzSupport"),
        // Each `main` (SwiftPM's `<Target>_main`) hands its callback to libFuzzer's driver.
        .executableTarget(name: "FuzzSpec", dependencies: ["FuzzShim", .product(name: "FormcDriver", package: "formc")],
                          swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        .executableTarget(name: "FuzzData", dependencies: ["FuzzShim", .product(name: "FormcDriver", package: "formc")],
                          swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        .executableTarget(name: "FuzzConfig",
                          dependencies: ["FuzzShim", "FuzzSupport", .product(name: "FormcDriver", package: "formc")],
                          swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        .executableTarget(name: "FuzzLSP",
                          dependencies: ["FuzzShim", "FuzzSupport", .product(name: "FormcLSP", package: "formc")],
                          swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
    ]
)
