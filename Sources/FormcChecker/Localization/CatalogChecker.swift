import Foundation
import FormcDiagnostics
import FormcIR

/// Lint of a form's String Catalog against the spec (docs/localization.md §4): for each text
/// of the form (`Form.texts`) and each locale of `locales:`, whether it is translated
/// (FC701), to review (FC702), or has other format specifiers than its source (FC704); entries
/// for texts the spec lost (FC703), texts the catalog lacks (FC706), a file that is no catalog
/// (FC705). Located at the entry's key in the catalog (line and column in Unicode scalars,
/// 1-based); the catalog's own texts are never quoted, only the form's keys and locales.
package enum CatalogChecker {
    /// Diagnostics for `bytes`, the catalog of `form`, which locations name `file`.
    package static func check(_ bytes: [UInt8], form: Form, file: String) -> Diagnostics {
        var diagnostics = Diagnostics()
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard let catalog = JSONValue.parse(Data(bytes)), let top = catalog.object else {
            diagnostics.report(Diagnostic(.notAStringCatalog, "the catalog is not a JSON object", at: start))
            return diagnostics
        }
        guard top["sourceLanguage"]?.string == form.localization.sourceLanguage,
            let strings = top["strings"]?.object
        else {
            diagnostics.report(
                Diagnostic(
                    .notAStringCatalog,
                    "the catalog is not a String Catalog in the spec's sourceLanguage '"
                        + InertText.line(form.localization.sourceLanguage, atLineStart: false) + "'",
                    at: start))
            return diagnostics
        }
        let locator = KeyLocator(bytes: bytes, file: file)
        let texts = form.texts
        let keys = Set(texts.map(\.key))
        for text in texts {
            guard let entry = strings[text.key] else {
                diagnostics.report(
                    Diagnostic(
                        .textMissingFromCatalog,
                        "the catalog has no entry '\(text.key)'; write the catalog again (formc compile --emit "
                            + "strings -o …) to add it", at: start))
                continue
            }
            let location = locator.location(of: text.key) ?? start
            let localizations = entry["localizations"]?.object ?? [:]
            let sourceSpecifiers = FormatSpecifiers.of(text.source)
            for locale in form.localization.locales where locale != form.localization.sourceLanguage {
                let units = localizations[locale].map(Self.units) ?? []
                let shown = InertText.line(locale, atLineStart: false)
                if units.isEmpty || units.allSatisfy({ $0.state == "new" || $0.value.isEmpty }) {
                    diagnostics.report(
                        Diagnostic(.untranslatedText, "'\(text.key)' has no '\(shown)' translation", at: location))
                    continue
                }
                if units.contains(where: { $0.state == "needs_review" }) {
                    diagnostics.report(
                        Diagnostic(
                            .translationToReview,
                            "the '\(shown)' translation of '\(text.key)' is to review: its source text changed",
                            at: location))
                }
                if units.contains(where: { FormatSpecifiers.of($0.value) != sourceSpecifiers }) {
                    diagnostics.report(
                        Diagnostic(
                            .formatSpecifierMismatch,
                            "the '\(shown)' translation of '\(text.key)' has other format specifiers than its "
                                + "source (\(sourceSpecifiers.isEmpty ? "none" : sourceSpecifiers.joined(separator: " ")))",
                            at: location))
                }
            }
        }
        for key in strings.keys.sorted() where !keys.contains(key) && key.hasPrefix(form.name + ".") {
            diagnostics.report(
                Diagnostic(
                    .staleCatalogEntry,
                    "'\(InertText.line(key.prefix(120), atLineStart: false))' is not a text of the \(form.name) form "
                        + "(any longer); remove it once its translations are no use",
                    at: locator.location(of: key) ?? start))
        }
        return diagnostics
    }

    /// The string units of one localization: its `stringUnit`, or every unit of its
    /// variations (plural, device), nested as Xcode nests them.
    static func units(_ localization: JSONValue) -> [(state: String, value: String)] {
        var found: [(state: String, value: String)] = []
        var pending = [localization]
        // Bounded by the file, which was read whole: each node is visited once.
        while let node = pending.popLast() {
            guard let object = node.object else { continue }
            if let unit = object["stringUnit"] {
                found.append((unit["state"]?.string ?? "", unit["value"]?.string ?? ""))
            }
            for variation in object["variations"]?.object?.values.map({ $0 }) ?? [] {
                pending += variation.object?.values.map { $0 } ?? []
            }
        }
        return found
    }
}

/// The `printf`-style specifiers of a text, in order (`%lld`, `%@`, `%1$@`), as a String
/// Catalog's format strings use them; `%%` is none.
enum FormatSpecifiers {
    static func of(_ text: String) -> [String] {
        var found: [String] = []
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            var end = index + 1
            while end < scalars.count, "0123456789$-+ #.lhqztjL".unicodeScalars.contains(scalars[end]) { end += 1 }
            guard end < scalars.count else { break }
            if scalars[end] != "%" {
                var specifier = String.UnicodeScalarView()
                specifier.append(contentsOf: scalars[index...end])
                found.append(String(specifier))
            }
            index = end + 1
        }
        return found
    }
}

/// Where each key of the catalog is written, found in one pass over its lines: a key is a
/// line's first token, `"key" :`, as formc and Xcode lay catalogs out (one member per line).
/// The first place of each key wins; a key written otherwise has no location (1:1 is used).
struct KeyLocator {
    private var locations: [String: SourceLocation] = [:]

    init(bytes: [UInt8], file: String) {
        let text = String(decoding: bytes, as: UTF8.self)
        var line = 0
        for row in text.split(separator: "\n", omittingEmptySubsequences: false) {
            line += 1
            let scalars = Array(row.unicodeScalars)
            var index = 0
            while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
            guard index < scalars.count, scalars[index] == "\"" else { continue }
            let column = index + 1
            var key = String.UnicodeScalarView()
            index += 1
            var closed = false
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == "\\", index + 1 < scalars.count {
                    key.append(scalars[index + 1])
                    index += 2
                    continue
                }
                if scalar == "\"" {
                    closed = true
                    break
                }
                key.append(scalar)
                index += 1
            }
            guard closed else { continue }
            index += 1
            while index < scalars.count, scalars[index] == " " { index += 1 }
            guard index < scalars.count, scalars[index] == ":" else { continue }
            let name = String(key)
            if locations[name] == nil { locations[name] = SourceLocation(file: file, line: line, column: column) }
        }
    }

    func location(of key: String) -> SourceLocation? { locations[key] }
}
