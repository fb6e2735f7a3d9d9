import Foundation

/// The build plugin's files compiled with a test's driver: a test target cannot import a
/// plugin, and only a plugin host provides SwiftPM's `PackagePlugin` module, so the driver is
/// built with every file of `Plugins/FormcPlugin` that does without it.
enum PluginDriver {
    /// The executable of `driver` (Swift source) and those plugin files, named `name`.
    /// - Throws: when the folder cannot be listed or the driver does not build.
    static func build(_ driver: String, named name: String) throws -> URL {
        let directory = try TestSupport.temporaryDirectory()
        let folder = TestSupport.path("Plugins/FormcPlugin")
        let sources = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            .filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
            .filter { !((try? String(contentsOfFile: $0, encoding: .utf8))?.contains("import PackagePlugin") ?? true) }
        guard
            let binary = try GeneratedCodeTests.buildDriver(
                driver, with: sources, in: directory, named: name, runtime: false)
        else { throw CocoaError(.executableLoad) }
        return binary
    }
}
