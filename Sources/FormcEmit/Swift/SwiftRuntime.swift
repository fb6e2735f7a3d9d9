/// FormcKit as one Swift source file, for a project that takes generated files by hand
/// (`formc compile -o DIR`, `formc build`): the FormcKit sources of this formc, joined in
/// name order under a header that names formc's version. A package that depends on the
/// FormcKit product does not need it (the generated files `import FormcKit` where it exists).
package enum SwiftRuntime {
    /// The file's name in the output folder: one per folder, whatever the number of forms.
    package static let fileName = "FormcKit.swift"

    /// Whether a file name is the runtime's, in any case: on a case-insensitive disk (macOS's
    /// default) `formckit.swift` is the same file, and writing the runtime would replace it.
    package static func isRuntimeName(_ name: String) -> Bool { name.lowercased() == fileName.lowercased() }

    /// The file's text. The same formc gives the same bytes, so it is rewritten only when
    /// formc's version (or FormcKit) changes.
    package static func source(formcVersion: String) -> String {
        var text = """
            // FormcKit \(formcVersion): the runtime of the Swift that formc \(formcVersion) generates. Written by
            // `formc compile -o DIR` and `formc build` beside the generated files, once per folder.
            // Do not edit: run formc again. A target that depends on the FormcKit product of the
            // formc package needs no copy of this file.

            """
        for file in BundledRuntime.files {
            text += "\n// MARK: - \(file.name)\n\n" + file.text
        }
        return text
    }
}
