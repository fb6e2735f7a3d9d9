import Foundation
import FormcCore
import FormcEmit
import FormcFrontEnd
import FormcIR

/// A String Catalog written to a file: the file's catalog, when there is one, updated with the
/// form's texts (`StringCatalog.update`), so that translators' work stays.
enum StringsOutput {
    /// The catalog to write at `path`.
    /// - Throws: `InputError` when the file there cannot be read (larger than the limit, not a
    ///   regular file, a link leading out of its folder) or is not a String Catalog in the
    ///   spec's source language.
    static func bytes(_ form: Form, at path: String) throws(InputError) -> [UInt8] {
        var existing: [UInt8]?
        if FileManager.default.fileExists(atPath: path) {
            let folder = PathName.folder(of: path)
            // The output's own file only: a link to a file elsewhere is not read into the output.
            guard ProjectRoot(folder.isEmpty ? "." : folder).contains(path) else {
                throw InputError(path: path, reason: "leads outside its folder (a symbolic link?); it is not read")
            }
            do {
                existing = try FileReader.read(path, limit: Localization.maxCatalogBytes)
            } catch {
                throw InputError(path: path, reason: error.description)
            }
        }
        do {
            return try StringCatalog.update(existing, with: form)
        } catch {
            throw InputError(path: path, reason: error.description)
        }
    }
}
