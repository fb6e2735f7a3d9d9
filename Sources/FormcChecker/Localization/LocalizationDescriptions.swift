import FormcDiagnostics

/// The codes of a form's String Catalog (`FC7xx`), which `CatalogChecker` reports in the
/// catalog beside the spec (docs/localization.md §4). Only FC701's missing-catalog case is in
/// the spec itself; the others are located in the catalog, so their examples are tests of
/// their own (LocalizationLintTests), not spec text.
enum LocalizationDescriptions {
    static let all: [RuleDescription] = [
        RuleDescription(
            .untranslatedText,
            explanation: """
                A language of `locales:` has no translation of one of the form's texts in its \
                String Catalog (`<Form>.xcstrings` beside the spec): no entry for that language, \
                or one still `new` or empty. The app would show the source text there. Reported \
                at the text's key in the catalog, once per language; when there is no catalog at \
                all, once, at `locales:`. Write the catalog with `formc compile --emit strings -o \
                DIR`, then have it translated (Xcode's Export Localizations).
                """,
            triggering: ["form: NoCatalog\nlocales: [↓de]\nfields:\n  - {id: a, label: A}\n"],
            nonTriggering: ["form: NoCatalog\nfields:\n  - {id: a, label: A}\n"]),
        RuleDescription(
            .translationToReview,
            explanation: """
                A translation is marked `needs_review`: formc marks each translation of a text whose \
                source text changed when it updates the catalog, and Xcode marks them too. Check the \
                translation against the new text and set its state to `translated`.
                """),
        RuleDescription(
            .staleCatalogEntry,
            explanation: """
                The catalog has an entry under the form's name (`Profile.…`) for a text the spec no \
                longer has: a field, option, section or rule removed, or an id renamed. formc marks \
                such entries `stale` and keeps them, so that a renamed text's translation can still \
                be copied; remove the entry once it is of no use. The diagnostic is at the entry's \
                key, which it does not quote: the key is the catalog's text, not the spec's.
                """),
        RuleDescription(
            .formatSpecifierMismatch,
            explanation: """
                A translation's `printf`-style specifiers (`%@`, `%lld`, `%1$@`) differ from its \
                source text's, in kind, number or order: formatting it would show the wrong value or \
                crash. Give the translation the source's specifiers (positional ones may reorder them).
                """),
        RuleDescription(
            .notAStringCatalog,
            explanation: """
                The form's catalog (`<Form>.xcstrings` beside the spec) is not a String Catalog: not \
                a JSON object, without `strings`, or in another `sourceLanguage` than the spec's; or \
                it cannot be read (a link leading out of the project root, not a regular file, over \
                16 MiB, or holding more than 1,000,000 values: objects, arrays, strings, numbers, \
                `true`, `false` and `null`, reported at the first value past them). Its text is \
                never quoted.
                """),
        RuleDescription(
            .textMissingFromCatalog,
            explanation: """
                A text the form shows has no entry in its catalog: the spec gained a field, option, \
                section or rule since the catalog was written. Write the catalog again (`formc \
                compile --emit strings -o DIR`, or `formc build`): formc adds the entry and keeps \
                every translation.
                """),
        RuleDescription(
            .translationTooLong,
            explanation: """
                A translation of a text shown where space is tight (a toolbar title, a picker row, \
                the Done button) is more than twice as long as its source and at least 10 \
                characters longer: it will be cut off (a picker row, a toolbar title) or push the \
                buttons aside. Find a shorter wording, or check it on the smallest screen the app \
                runs on. Characters are grapheme clusters; reported at the text's key in the catalog.
                """)
    ]
}
