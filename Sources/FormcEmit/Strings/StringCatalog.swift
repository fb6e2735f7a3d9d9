import Foundation
import FormcDiagnostics
import FormcIR

/// A form's String Catalog (`<Form>.xcstrings`), the file Xcode reads and writes for an app's
/// localized texts, as Apple documents its shape: `sourceLanguage`, `version` and `strings`,
/// each string's `comment`, `extractionState` and `localizations`, each localization's
/// `stringUnit` (`state`, `value`) or `variations`. formc writes one key per text the form
/// shows (`Form.texts`), and updating a catalog keeps what translators did:
///
/// - a text's entry gets its comment, `extractionState: manual` (formc, not Xcode's
///   extraction, owns it) and its source-language value, `translated`;
/// - a translation is never dropped; one whose source text changed is marked `needs_review`;
/// - an entry under the form's name (`<Form>.…`) whose text the spec no longer has is marked
///   `stale`, not deleted;
/// - everything else in the file (other keys of an entry, `variations`, `shouldTranslate`,
///   other top-level keys) is kept as it was.
///
/// Written sorted, laid out as Xcode writes it (`JSONWriter.writeXcodeStyle`), so that
/// updates show as small diffs.
public enum StringCatalog {
    /// Why an existing file cannot be updated. Says what is wrong, never quotes the file.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case notJSON
        case notACatalog(String)
        case otherSourceLanguage(catalog: String, spec: String)
        /// More values than formc reads (`Localization.maxCatalogValues`); where the first past them is.
        case tooManyValues(limit: Int, line: Int, column: Int)

        public var description: String {
            switch self {
            case .notJSON: return "is not a String Catalog: the JSON parser rejected it"
            case .tooManyValues(let limit, let line, let column):
                return "holds more than \(limit) values, more than formc reads (the first past them is at line "
                    + "\(line), column \(column)); it is not read"
            case .notACatalog(let why): return "is not a String Catalog: \(why)"
            case .otherSourceLanguage(_, let spec):
                // The catalog's own value is not shown: it is the file's text.
                return
                    "is a String Catalog in another source language than the spec's sourceLanguage '"
                    + InertText.line(spec, atLineStart: false) + "'"
            }
        }
    }

    /// The catalog's file name for `form`: `<Form>.xcstrings`.
    public static func fileName(for form: Form) -> String { Localization.catalogFileName(forForm: form.name) }

    /// The catalog for `form`: `existing` (the file's bytes; nil when there is none yet)
    /// updated with the form's texts, or a new one.
    /// - Throws: `Failure` when `existing` is not a String Catalog in the spec's source language.
    public static func update(_ existing: [UInt8]?, with form: Form) throws(Failure) -> [UInt8] {
        let language = form.localization.sourceLanguage
        var top: [String: JSONValue] = ["sourceLanguage": .string(language), "version": "1.0", "strings": [:]]
        // The entries stay a sorted list, changed in place: a catalog may hold a million, and a
        // dictionary of them, sorted again to be written, cost seconds (issue 44).
        var entries: [JSONMember] = []
        if let existing {
            let parsed: JSONValue
            do {
                parsed = try Localization.readCatalog(existing)
            } catch .tooManyValues(let limit, let line, let column) {
                throw .tooManyValues(limit: limit, line: line, column: column)
            } catch {
                throw .notJSON
            }
            guard let object = parsed.object else { throw .notACatalog("its top level is not an object") }
            guard let found = object["sourceLanguage"]?.string else { throw .notACatalog("it has no sourceLanguage") }
            guard found == language else { throw .otherSourceLanguage(catalog: found, spec: language) }
            guard let members = object["strings"].map({ $0.members }) ?? [] else {
                throw .notACatalog("its 'strings' is not an object")
            }
            top = object
            entries = members
        }
        var current: Set<String> = []
        // New texts, by key: added to the sorted list at the end, in one pass.
        var added: [String: JSONValue] = [:]
        for text in form.texts {
            current.insert(text.key)
            if let index = JSONMember.index(of: text.key, in: entries) {
                entries[index].value = entry(entries[index].value.object, for: text, language: language)
            } else {
                added[text.key] = entry(added[text.key]?.object, for: text, language: language)
            }
        }
        // Only the form's own keys: an app's keys in the same file are not formc's to judge.
        for index in entries.indices
        where !current.contains(entries[index].key) && Localization.isFormcKey(entries[index].key, forForm: form.name) {
            entries[index].value = entries[index].value.setting("extractionState", to: "stale")
        }
        top["strings"] = .sortedObject(JSONMember.merged(entries, JSONValue.object(added).members ?? []))
        return JSONWriter.writeXcodeStyle(.object(top))
    }

    /// `text`'s entry: `existing` (nil for a new text) with the comment, the extraction state
    /// and the source value set, and its translations marked for review when the source changed.
    static func entry(_ existing: [String: JSONValue]?, for text: FormText, language: String) -> JSONValue {
        var entry = existing ?? [:]
        entry["comment"] = .string(text.comment)
        entry["extractionState"] = "manual"
        var localizations = entry["localizations"]?.object ?? [:]
        // formc's words are English: in a catalog of another source language, the value the
        // app's people gave the word in that language stays.
        if text.isFormcWord, !Localization.isEnglish(language), localizations[language] != nil {
            return .object(entry)
        }
        let written = sourceLocalization(text)
        if let previous = localizations[language], values(of: previous) != values(of: written) {
            for (locale, localization) in localizations where locale != language {
                localizations[locale] = needingReview(localization)
            }
        }
        localizations[language] = written
        entry["localizations"] = .object(localizations)
        return .object(entry)
    }

    /// The source language's localization of `text`: one unit, or the plural variations of a
    /// text that counts (`variations.plural.one`, `.other`), as Xcode writes "Vary by Plural".
    static func sourceLocalization(_ text: FormText) -> JSONValue {
        func unit(_ value: String) -> JSONValue { ["stringUnit": ["state": "translated", "value": .string(value)]] }
        guard let plural = text.plural else { return unit(text.source) }
        return ["variations": ["plural": .object(plural.mapValues(unit))]]
    }

    /// A localization's values by plural case (`""` for its own unit), to tell whether a
    /// source text changed; the states are not compared.
    static func values(of localization: JSONValue) -> [String: String] {
        var found: [String: String] = [:]
        if let value = localization["stringUnit"]?["value"]?.string { found[""] = value }
        for (category, unit) in localization["variations"]?["plural"]?.object ?? [:] {
            if let value = unit["stringUnit"]?["value"]?.string { found[category] = value }
        }
        return found
    }

    /// A translation whose source text changed: its `translated` units (plural and device
    /// variations included) become `needs_review`; its values stay.
    static func needingReview(_ value: JSONValue) -> JSONValue {
        guard var object = value.object else { return value }
        if var unit = object["stringUnit"]?.object, unit["state"]?.string == "translated" {
            unit["state"] = "needs_review"
            object["stringUnit"] = .object(unit)
        }
        if let variations = object["variations"]?.object {
            object["variations"] = .object(
                variations.mapValues { kind in
                    guard let cases = kind.object else { return kind }
                    return .object(cases.mapValues(needingReview))
                })
        }
        return .object(object)
    }
}
