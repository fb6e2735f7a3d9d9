/// How a filled form behaves, decided once: the terminal form, its line mode, a consumer of
/// the JSON output and the generated Swift core all follow these rules, and
/// `DifferentialTests` holds them to it on random forms. The table is rendered into
/// docs/spec-language.md §4.5, docs/run.md §8, docs/json-format.md and docs/swift-output.md
/// (`<!-- generated: form-semantics -->`), so the four say the same words.
public enum FormSemantics {
    /// What a situation is, and what every driver does in it.
    public static let rules: [(situation: String, behaviour: String)] = [
        (
            "A field hidden or disabled when the form is submitted",
            "Is not checked and gives no answer: its key is absent from the answers, whatever it held. That is "
                + "`hidden: true` and `disabled: true`, and its own or its section's `visibleWhen:` or `enabledWhen:` "
                + "that does not hold (FHIR's `enableWhen` and SurveyJS's `clearInvisibleValues` drop them too). "
                + "Its value is kept while the form is edited, so showing it again brings it back."
        ),
        (
            "A read-only field (`editable: false`)",
            "Gives its value (its `default`) and is not checked, as an HTML `readonly` control is submitted but "
                + "never validated."
        ),
        (
            "Submitting",
            "Checks every field that is shown, enabled and editable: its `required` and `validation` (a date's "
                + "format, then its `min` and `max`), then the spec's `rules:` about it, in the order written, for "
                + "a field that passed its own checks. The first problem of each field is its error (of two "
                + "failing rules, the one written first); with none, the form submits."
        ),
        (
            "A `required` text",
            "Is filled in only when it holds a character that is not white space (Unicode's White_Space: "
                + "spaces of any width, U+00A0, U+3000, tabs, line breaks): `\"   \"` is `required`'s failure, "
                + "as empty text is. Conditions still read the text as typed: a blank text is not `isEmpty`."
        ),
        (
            "A date, time or date with time",
            "Is text in the field's `format`, its year with the digits the format writes (`yyyy`: four, so "
                + "`05.01.24` in a `dd.MM.yyyy` field is no date: `expected a date like dd.MM.yyyy`), and lies "
                + "within its `min` and `max` at the precision its format shows (a day, or a month for `MM/yy`, a year for `yyyy`; a minute, or an hour for `HH`): before `min` "
                + "is `earliest is 01.01.2020`, after `max` `latest is …`, the bound in the field's format. "
                + "`today` and `now` are read from the driver's clock."
        ),
        (
            "A condition or rule reading a hidden or disabled field",
            "Reads it as empty (`\"\"`, no selection, a toggle that is off), whatever it holds: hidden "
                + "(`hidden: true`, or its own or its section's `visibleWhen:` false) or disabled (`disabled: "
                + "true`, or its own or its section's `enabledWhen:` false), it is no part of the answers. A "
                + "read-only field (`editable: false`) reads its value."
        ),
        (
            "A condition or rule reading a field declared after it",
            "Is legal and reads that field's current value, as any other. The line mode asks a field after the "
                + "fields its conditions read (so a field a later answer reveals is asked, and one it hides is "
                + "not), and checks the rules about a field together, in the order written, once that field and "
                + "every field any of them reads have had their turn."
        ),
        (
            "A date compared with a literal (`day == '24/12/2026'`)",
            "Compares the day (or time) the field shows: its value written in the field's `format` with ASCII "
                + "digits, never the device's own digits (under `locale: ar_EG` the picker shows `٢٤/١٢/٢٠٢٦` and "
                + "the condition holds)."
        ),
        (
            "What a `number`, `decimal` or `phone` field takes",
            "A `number` field digits only; a `decimal` field digits, one separator, `.` or `,`, and one "
                + "leading `-` (`-12,5`), the separator written as the locale's (the device's, `Locale.current`, "
                + "in the generated code; the spec's `locale:` in `formc run`): `1.5` typed on a hardware keyboard "
                + "or pasted under a comma locale reads `1,5`, one and a half as `validate()` reads it, never "
                + "`15`; a `phone` field digits, `+ * # , ; ( ) - .` and space. Full-width digits "
                + "and `．` `，` `－` `＋`, as a Japanese or Chinese input method types them (`１２`, "
                + "`０９０－１２３４`), are the ASCII ones: typed, pasted, checked and answered as such. A character "
                + "the field does not take is refused with a word (`'x' cannot be typed in a number field`); only "
                + "invisible control and format characters leave a paste without one. A `decimal` whose text "
                + "is no number (set in code, or held by a draft) fails with `not a number` and answers `null`."
        ),
        (
            "Text matched to a picker's options (the filter, a line-mode answer)",
            "Is compared ignoring case, accents and width (`sao`, `SAO` and `ＳＡＯ` find `São Paulo`, `strasse` "
                + "finds `Straße`; `ｶﾞ` is `ガ`, which is not `カ`). An answer names the option whose label is "
                + "exactly it, else whose value is, else whose label, then value, is it so compared; two options "
                + "named at the same step are ambiguous and refused. A filter keeps the options whose label or "
                + "value holds it and chooses the one it names, else a label starting with it, else a label with "
                + "a word starting with it, else a label holding it, else a value holding it; ties in source "
                + "order (`wee` chooses `Weekly` over `Less than weekly`)."
        ),
        (
            "A `number` or `decimal` field compared with a literal",
            "A quoted literal compares the exact text typed, zeros kept (`code == '007'` holds for `007`, not for "
                + "`7`; `zip in ['02139']` for that postal code); an unquoted one compares the number (`code == 7` "
                + "holds for `7` and `007`). A quoted text the field cannot hold (`'7a'`) is FC604."
        )
    ]

    /// The Markdown table of `rules`.
    public static func table() -> String {
        var rows = [
            "| Situation | What formc run, its line mode, a JSON consumer and the generated code do |", "|---|---|"
        ]
        for rule in rules { rows.append("| \(rule.situation) | \(rule.behaviour) |") }
        return rows.joined(separator: "\n")
    }
}
