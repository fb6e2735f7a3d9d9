import Foundation
import FormcDiagnostics
import FormcFrontEnd
import FormcIR

/// Lint of a form's String Catalog against the spec (docs/localization.md §4): for each text
/// of the form (`Form.texts`) and each locale of `locales:`, whether it is translated
/// (FC701), to review (FC702), or has other format specifiers than its source (FC704); entries
/// for texts the spec lost (FC703), texts the catalog lacks (FC706), far longer translations
/// where space is tight (FC707), a file that is no catalog (FC705), a key written twice (FC004, as in a JSON data file). Located at the entry's key in the catalog (line and column in Unicode scalars,
/// 1-based). Messages quote only what the spec wrote (the form's keys, its `locales:` and
/// `sourceLanguage`), never the catalog's own texts: not its keys, not its translations.
package enum CatalogChecker {
    /// Diagnostics for `bytes`, the catalog of `form`, which locations name `file`.
    package static func check(_ bytes: [UInt8], form: Form, file: String) -> Diagnostics {
        var diagnostics = Diagnostics()
        let start = SourceLocation(file: file, line: 1, column: 1)
        let catalog: JSONValue
        do {
            catalog = try Localization.readCatalog(bytes)
        } catch .tooManyValues(let limit, let line, let column) {
            diagnostics.report(
                Diagnostic(
                    .notAStringCatalog,
                    "the catalog holds more than \(limit) values, more than formc reads; this is the first past them",
                    at: SourceLocation(file: file, line: line, column: column)))
            return diagnostics
        } catch {
            diagnostics.report(Diagnostic(.notAStringCatalog, "the catalog is not a JSON object", at: start))
            return diagnostics
        }
        guard let top = catalog.object else {
            diagnostics.report(Diagnostic(.notAStringCatalog, "the catalog is not a JSON object", at: start))
            return diagnostics
        }
        // The entries are read by halving their sorted list: a catalog may hold a million.
        guard top["sourceLanguage"]?.string == form.localization.sourceLanguage,
            let strings = top["strings"], let entries = strings.members
        else {
            diagnostics.report(
                Diagnostic(
                    .notAStringCatalog,
                    "the catalog is not a String Catalog in the spec's sourceLanguage '"
                        + InertText.line(form.localization.sourceLanguage, atLineStart: false) + "'",
                    at: start))
            return diagnostics
        }
        // One pass over the text: where each entry's key is written (inside `strings`), and
        // keys written twice, which Foundation's parser reads without a word (FC004).
        let scanned = JSONDuplicateKeys.scan(bytes, file: file, recordingDepth: 2)
        diagnostics.report(contentsOf: scanned.diagnostics)
        let texts = form.texts
        let keys = Set(texts.map(\.key))
        for text in texts {
            guard let entry = strings.member(exactly: text.key) else {
                diagnostics.report(
                    Diagnostic(
                        .textMissingFromCatalog,
                        "the catalog has no entry '\(text.key)'; write the catalog again (formc compile --emit "
                            + "strings -o …) to add it", at: start))
                continue
            }
            // Apple's `shouldTranslate: false`: the text is the same in every language.
            if entry["shouldTranslate"]?.bool == false { continue }
            let location = scanned.keys[text.key] ?? start
            let localizations = entry["localizations"]?.object ?? [:]
            let sourceSpecifiers = FormatSpecifiers.of(text.source)
            for locale in form.localization.locales where locale != form.localization.sourceLanguage {
                // formc's words are English already: the lookup's own value shows.
                if text.isFormcWord, Localization.isEnglish(locale) { continue }
                let units = Self.localization(in: localizations, locale).map(Self.units) ?? []
                let shown = InertText.line(locale, atLineStart: false)
                // A variation is translated when each of its cases is.
                if units.isEmpty || units.contains(where: { $0.state == "new" || $0.value.isEmpty }) {
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
                if text.isTight, units.contains(where: { text.isFarLonger($0.value) }) {
                    diagnostics.report(
                        Diagnostic(
                            .translationTooLong,
                            "the '\(shown)' translation of '\(text.key)' is more than twice as long as its source "
                                + "(\(text.source.count) characters), where space is tight: it would be cut off",
                            at: location))
                }
                // Only a formatted text has specifiers: a label's `%` is a percent sign.
                if text.isFormatted,
                    units.contains(where: {
                        !FormatSpecifiers.agree($0.value, with: sourceSpecifiers, exactly: $0.isWhole)
                    })
                {
                    diagnostics.report(
                        Diagnostic(
                            .formatSpecifierMismatch,
                            "the '\(shown)' translation of '\(text.key)' has other format specifiers than its "
                                + "source (\(sourceSpecifiers.isEmpty ? "none" : sourceSpecifiers.joined(separator: " ")))",
                            at: location))
                }
            }
        }
        let stale = entries.lazy.map(\.key).filter {
            !keys.contains($0) && Localization.isFormcKey($0, forForm: form.name)
        }
        let sortedStale = stale.sorted()
        for key in sortedStale.prefix(maxStaleReported) {
            // The key is the catalog's text, not the spec's: the entry is named by its place.
            diagnostics.report(
                Diagnostic(
                    .staleCatalogEntry,
                    "an entry is not a text of the \(form.name) form (any longer); remove it once its translations "
                        + "are no use", at: scanned.keys[key] ?? start))
        }
        if sortedStale.count > maxStaleReported {
            diagnostics.report(
                Diagnostic(
                    .staleCatalogEntry,
                    "and \(sortedStale.count - maxStaleReported) more entries are no texts of the \(form.name) form "
                        + "(the first \(maxStaleReported) are reported)",
                    at: scanned.keys[sortedStale[maxStaleReported]] ?? start))
        }
        return diagnostics
    }

    /// The most stale entries (FC703) reported one by one; past them, one diagnostic counts the
    /// rest. A catalog of a million stale entries made a million warnings (issue 44).
    package static let maxStaleReported = 10_000

    /// The localization of `language` in an entry's `localizations`: the key as written, else
    /// one that differs only in case (`zh-hans` for Xcode's `zh-Hans`), as language tags are
    /// compared (BCP 47).
    package static func localization(in localizations: [String: JSONValue], _ language: String) -> JSONValue? {
        if let exact = localizations[language] { return exact }
        // The first in key order, so that a file with two spellings reads the same every time.
        let spelled = localizations.keys.sorted().first { $0.caseInsensitiveCompare(language) == .orderedSame }
        return spelled.flatMap { localizations[$0] }
    }

    /// The string units of one localization: its `stringUnit`, or every unit of its
    /// variations (plural, device), nested as Xcode nests them.
    /// `isWhole`: the localization's own unit, not one case of a variation.
    static func units(_ localization: JSONValue) -> [(state: String, value: String, isWhole: Bool)] {
        var found: [(state: String, value: String, isWhole: Bool)] = []
        var pending = [localization]
        var isTop = true
        // Bounded by the file, which was read whole: each node is visited once.
        while let node = pending.popLast() {
            guard let object = node.object else { continue }
            if let unit = object["stringUnit"] {
                found.append((unit["state"]?.string ?? "", unit["value"]?.string ?? "", isTop))
            }
            isTop = false
            for variation in object["variations"]?.object?.values.map({ $0 }) ?? [] {
                pending += variation.object?.values.map { $0 } ?? []
            }
        }
        return found
    }
}

/// The `printf`-style specifiers of a text, in order (`%lld`, `%@`, `%1$@`), as a String
/// Catalog's format strings use them; `%%` and a `%` followed by no conversion (`Tip (%)`) are
/// none.
enum FormatSpecifiers {
    static let conversions = Set("@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars)
    static let flags = Set("0123456789$-+ #.'lhqztjL".unicodeScalars)

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
            while end < scalars.count, flags.contains(scalars[end]) { end += 1 }
            guard end < scalars.count else { break }
            if conversions.contains(scalars[end]) {
                var specifier = String.UnicodeScalarView()
                specifier.append(contentsOf: scalars[index...end])
                found.append(String(specifier))
                index = end + 1
            } else {
                // `%%`, or a lone `%`: no specifier; go on after the `%` (or both of `%%`).
                index = scalars[end] == "%" ? end + 1 : index + 1
            }
        }
        return found
    }

    /// Whether `translation` formats the same values as a source with `source`'s specifiers:
    /// the same ones in order, or in any order when every one is positional (`%2$@ %1$@`).
    /// One case of a plural (not `exactly`) may leave some out ("one": "Image shrunk") but
    /// adds none.
    static func agree(_ translation: String, with source: [String], exactly: Bool) -> Bool {
        let found = of(translation)
        if !exactly {
            var left = source.map(unpositioned)
            for specifier in found.map(unpositioned) {
                guard let at = left.firstIndex(of: specifier) else { return false }
                left.remove(at: at)
            }
            return true
        }
        if found == source { return true }
        let positional = { (list: [String]) in list.allSatisfy { $0.contains("$") } }
        return positional(found) && positional(source) && found.sorted() == source.sorted()
    }

    /// `%2$@` as `%@`.
    static func unpositioned(_ specifier: String) -> String {
        guard let dollar = specifier.firstIndex(of: "$") else { return specifier }
        return "%" + specifier[specifier.index(after: dollar)...]
    }
}
