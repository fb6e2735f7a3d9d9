// What the plugin asks the build system to run, worked out without SwiftPM's `PackagePlugin`
// module, so that the SwiftPM and the Xcode entry points share it and a test can run it.
import Foundation

/// One build command: `formc compile SPEC --emit swift --runtime module -o FILE` (with
/// `--config FILE` when a `formc.yml` lies beside the spec), its inputs and its one output.
struct BuildStep: Equatable {
    var displayName: String
    var executable: URL
    var arguments: [String]
    var inputFiles: [URL]
    var outputFiles: [URL]

    /// The build steps for the specs among `files` (a SwiftPM target's source files, or an
    /// Xcode target's input files): one per spec, writing `<Name>Form.swift`
    /// (`FormSpecName`) into `workDirectory`. `top` is the folder the search for a `formc.yml`
    /// stops at (the package's or the Xcode project's); files that are not specs are ignored.
    /// Returns no step when no file is a spec.
    /// - Throws: `SpecInputsError` when a folder whose files are inputs cannot be listed.
    static func steps(for files: [URL], formc: URL, workDirectory: URL, top: URL) throws -> [BuildStep] {
        let specs = files.filter(FormSpecName.isSpec).sorted { $0.path < $1.path }
        guard !specs.isEmpty else { return [] }
        var configInputs: [URL: [URL]] = [:]
        return try zip(specs, FormSpecName.outputFileNames(for: specs)).map { spec, fileName in
            let output = workDirectory.appendingPathComponent(fileName)
            // The spec's path is absolute, so formc's `file:line:col: error:` lines name the
            // spec in a form that the build log and editors can open as it is.
            var arguments = ["compile", spec.path, "--emit", "swift", "--runtime", "module", "-o", output.path]
            var inputs = [spec, formc] + (try SpecInputs.dataFiles(of: spec))
            if let config = SpecConfig.nearest(to: spec, top: top) {
                arguments += ["--config", config.path]
                if configInputs[config] == nil { configInputs[config] = try SpecConfig.inputs(of: config) }
                inputs += configInputs[config] ?? []
            }
            return BuildStep(
                displayName: "formc: generating \(fileName) from \(spec.lastPathComponent)",
                executable: formc, arguments: arguments, inputFiles: inputs, outputFiles: [output])
        }
    }
}
