import Foundation
import FormcChecker
import FormcDiagnostics
import FormcFrontEnd
import FormcIR

/// Finds a form's String Catalog for lint: `<Form>.xcstrings` beside the spec, inside the
/// project root (a link out of it is not followed), read up to `Localization.maxCatalogBytes`; then
/// `CatalogChecker` compares it with the spec. Runs only for a spec with `locales:`.
enum CatalogLint {
    /// The catalog's diagnostics, its resolved path when there is one (what an editor
    /// watches, as it does data files), and its bytes when it was read.
    static func check(
        _ form: Form, locales: [Located<String>], specPath: String, baseDirectory: String, root: ProjectRoot
    ) -> (Diagnostics, String?, [UInt8]?) {
        var diagnostics = Diagnostics()
        let name = Localization.catalogFileName(forForm: form.name)
        let at =
            locales.first.map { SourceLocation(file: specPath, $0.position) }
            ?? SourceLocation(file: specPath, line: 1, column: 1)
        let path: String
        do {
            path = try root.resolve(name, from: baseDirectory)
        } catch {
            diagnostics.report(
                Diagnostic(
                    .notAStringCatalog, "'\(name)' beside the spec leads outside the project root; it is not read",
                    at: at))
            return (diagnostics, nil, nil)
        }
        let bytes: [UInt8]
        do {
            bytes = try FileReader.read(path, limit: Localization.maxCatalogBytes)
        } catch .notFound {
            let first = form.localization.locales.first.map { InertText.line($0, atLineStart: false) } ?? ""
            diagnostics.report(
                Diagnostic(
                    .untranslatedText,
                    "locales names '\(first)', but there is no catalog '\(name)' beside the spec to translate the "
                        + "form in; write it with formc compile --emit strings -o …", at: at))
            return (diagnostics, path, nil)
        } catch {
            diagnostics.report(Diagnostic(.notAStringCatalog, "'\(name)' beside the spec \(error)", at: at))
            return (diagnostics, path, nil)
        }
        let display = PathName.join(PathName.folder(of: specPath), name)
        return (CatalogChecker.check(bytes, form: form, file: display), path, bytes)
    }
}

/// A catalog's texts in one language, for `formc run --locale`: each entry's value, its
/// plural variation's `other` case where it varies (the terminal has no plural rules), kept
/// when it is `translated` or `needs_review` and not empty.
package enum CatalogValues {
    /// Nil when `bytes` is not a String Catalog.
    package static func of(_ bytes: [UInt8], language: String) -> [String: String]? {
        guard let entries = (try? Localization.readCatalog(bytes))?["strings"]?.members else { return nil }
        var values: [String: String] = [:]
        for member in entries {
            let (key, entry) = (member.key, member.value)
            guard
                let localization = entry["localizations"]?.object.flatMap({
                    CatalogChecker.localization(in: $0, language)
                })
            else { continue }
            let unit = localization["stringUnit"] ?? localization["variations"]?["plural"]?["other"]?["stringUnit"]
            guard let unit, let value = unit["value"]?.string, !value.isEmpty,
                ["translated", "needs_review"].contains(unit["state"]?.string ?? "")
            else { continue }
            values[key] = value
        }
        return values
    }
}
