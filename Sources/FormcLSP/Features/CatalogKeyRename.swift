import FormcDiagnostics
import FormcFrontEnd
import FormcIR

/// A rename's edits in the form's String Catalog (`<Form>.xcstrings` beside the spec): a
/// field's texts are keyed by its id (`Profile.email.label`, `.placeholder`, `.message`,
/// `.hint`, `.accessibilityLabel`) and a source's options by the source's name
/// (`Profile.regions.option.…`), as `TextKey` builds them. Renamed in the spec alone, the
/// entries would go stale and the form would show its texts untranslated
/// (docs/localization.md §2); renamed in the catalog too, every translation stays with its
/// text. Only the name's part of each key changes; the next catalog update sets the entries'
/// comments and order.
enum CatalogKeyRename {
    /// What is renamed, and how the catalog's keys name it.
    struct Target {
        /// The form's name, the first part of its keys (`ast.form`, "Form" without one).
        var form: String
        var old: String
        var new: String
        /// A field's own texts are keyed by its id.
        var renamesFieldTexts: Bool
        /// A source's options are keyed by its name: a source, or a picker with its own `options:`.
        var renamesOptions: Bool
    }

    /// The edits in `catalog` (its bytes; positions are formc's in its text, the same lines and
    /// scalar columns its diagnostics use), one per key of `target.old`'s texts, each over the
    /// name's part of the key. Refused when a new key is in the catalog already (the entry of an
    /// earlier field of that name) or a key is written with escapes (`\u…`), which cannot be
    /// edited in place. A file that is no JSON object has no keys: no edits.
    static func edits(in catalog: [UInt8], file: String, for target: Target) -> Result<[TextEdit], RenameRefusal> {
        let keys = JSONDuplicateKeys.scan(catalog, file: file, recordingDepth: 2).keys
        let lines = DocumentLines(String(decoding: catalog, as: UTF8.self))
        let textKeys = [
            TextKey.label(form:field:), TextKey.placeholder(form:field:), TextKey.message(form:field:),
            TextKey.hint(form:field:), TextKey.accessibilityLabel(form:field:)
        ]
        let fieldKeys =
            target.renamesFieldTexts ? textKeys.map { ($0(target.form, target.old), $0(target.form, target.new)) } : []
        let optionPrefix = TextKey.option(form: target.form, source: target.old, path: [])
        let newOptionPrefix = TextKey.option(form: target.form, source: target.new, path: [])
        // A name's part of a key starts after `<Form>.`, written as `TextKey` writes it.
        let nameOffset = target.form.unicodeScalars.count + 1
        func part(_ name: String) -> String {
            let prefix = TextKey.option(form: target.form, source: name, path: []).unicodeScalars
            return LineText.string(prefix.dropFirst(nameOffset).dropLast(".option.".unicodeScalars.count))
        }
        let (oldPart, newPart) = (part(target.old), part(target.new))
        var found: [TextEdit] = []
        for (key, location) in keys.inFileOrder {
            let renamed: String
            if let pair = fieldKeys.first(where: { $0.0 == key }) {
                renamed = pair.1
            } else if target.renamesOptions, key.hasPrefix(optionPrefix) {
                renamed = newOptionPrefix + key.dropFirst(optionPrefix.count)
            } else {
                continue
            }
            if keys[renamed] != nil {
                return .failure(
                    RenameRefusal(
                        "the String Catalog '\(file)' has an entry '\(renamed)' already: remove it, or rename by hand"))
            }
            // The key's text, after its opening quote; exact only when written without escapes.
            let start = location.column + 1
            let written = TextRange(line: location.line, column: start, endColumn: start + key.unicodeScalars.count)
            guard lines.text(written) == key,
                lines.line(location.line).dropFirst(start - 1 + key.unicodeScalars.count).first == "\""
            else {
                return .failure(
                    RenameRefusal(
                        "the String Catalog '\(file)' writes the key '\(key)' with escapes (line \(location.line)): "
                            + "rename it there by hand"))
            }
            let from = start + nameOffset
            found.append(
                TextEdit(
                    range: TextRange(line: location.line, column: from, endColumn: from + oldPart.unicodeScalars.count),
                    newText: newPart))
        }
        return .success(found)
    }
}
