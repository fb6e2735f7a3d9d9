import Foundation

/// The words of formc's that a form shows as the system's own (the keyboard toolbar's Done,
/// Previous and Next, VoiceOver's "required"), in the language the app shows, for a form whose
/// spec has no `locales:` (no catalog to look them up in). UIKit's Done is the system's own bar
/// item, which iOS translates; SwiftUI has no such item, so without these an app shown in German
/// would show an English Done beside German system controls. iOS shows an app in the first of
/// the person's languages that the app has a localization for
/// (`Bundle.main.preferredLocalizations`,
/// https://developer.apple.com/documentation/foundation/bundle/preferredlocalizations), and so
/// do these words: an app with only English shows English. A form with `locales:` takes every
/// word from its catalog instead (docs/localization.md §6).
public nonisolated enum FormcSystemWords {
    /// The words translated here.
    public static let words: [FormcWord] = [.previous, .next, .done, .required, .requiredLabel, .choose]

    /// `word` in `language` (a localization's name: `de`, `pt-BR`, `zh-Hans`; `de_DE` and
    /// `de-AT` read as `de`), nil when FormcKit has no translation (English, a language not in
    /// the table, a word not in `words`).
    public static func text(_ word: FormcWord, in language: String) -> String? {
        guard let index = words.firstIndex(of: word), let row = row(for: language) else { return nil }
        return row[index]
    }

    /// The app's language: its first preferred localization (`en` without one).
    static var appLanguage: String { Bundle.main.preferredLocalizations.first ?? "en" }

    /// The table's row for `language`: its own, else its script's or region's, else its
    /// language's (`zh-HK` is Traditional Chinese, `pt` Brazilian Portuguese, as Apple's
    /// `pt.lproj` was before `pt-PT.lproj`).
    static func row(for language: String) -> [String]? {
        let name = language.replacingOccurrences(of: "_", with: "-")
        if let row = table[name] { return row }
        let parts = name.split(separator: "-").map(String.init)
        guard let first = parts.first else { return nil }
        if first == "zh" {
            return parts.contains { ["Hant", "TW", "HK", "MO"].contains($0) } ? table["zh-Hant"] : table["zh-Hans"]
        }
        if first == "pt" { return parts.contains("PT") ? table["pt-PT"] : table["pt-BR"] }
        return table[first]
    }

    /// Previous, Next, Done, required, `%@, required`, Choose: per language, in the order of
    /// `words`. Done is chosen to read as iOS's own Done button does in that language; Choose is
    /// the verb of choosing one thing (the toolbar's explicit choice of an empty date or picker
    /// field's suggestion).
    static let table: [String: [String]] = [
        "ar": ["السابق", "التالي", "تم", "مطلوب", "%@، مطلوب", "اختيار"],
        "da": ["Forrige", "Næste", "OK", "påkrævet", "%@, påkrævet", "Vælg"],
        "de": ["Zurück", "Weiter", "Fertig", "erforderlich", "%@, erforderlich", "Auswählen"],
        "es": ["Anterior", "Siguiente", "OK", "obligatorio", "%@, obligatorio", "Elegir"],
        "fi": ["Edellinen", "Seuraava", "Valmis", "pakollinen", "%@, pakollinen", "Valitse"],
        "fr": ["Précédent", "Suivant", "OK", "obligatoire", "%@, obligatoire", "Choisir"],
        "it": ["Precedente", "Successivo", "Fine", "obbligatorio", "%@, obbligatorio", "Scegli"],
        "ja": ["前へ", "次へ", "完了", "必須", "%@、必須", "選択"],
        "ko": ["이전", "다음", "완료", "필수", "%@, 필수", "선택"],
        "nb": ["Forrige", "Neste", "Ferdig", "påkrevd", "%@, påkrevd", "Velg"],
        "nl": ["Vorige", "Volgende", "Gereed", "verplicht", "%@, verplicht", "Kies"],
        "pl": ["Poprzednie", "Następne", "Gotowe", "wymagane", "%@, wymagane", "Wybierz"],
        "pt-BR": ["Anterior", "Próximo", "OK", "obrigatório", "%@, obrigatório", "Escolher"],
        "pt-PT": ["Anterior", "Seguinte", "OK", "obrigatório", "%@, obrigatório", "Escolher"],
        "ru": ["Назад", "Далее", "Готово", "обязательно", "%@, обязательно", "Выбрать"],
        "sv": ["Föregående", "Nästa", "Klar", "obligatoriskt", "%@, obligatoriskt", "Välj"],
        "tr": ["Önceki", "Sonraki", "Bitti", "zorunlu", "%@, zorunlu", "Seç"],
        "zh-Hans": ["上一个", "下一个", "完成", "必填", "%@，必填", "选择"],
        "zh-Hant": ["上一個", "下一個", "完成", "必填", "%@，必填", "選擇"]
    ]
}
