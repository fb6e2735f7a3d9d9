import FormcDiagnostics

/// A form shown in one of its `locales:`: what `formc run --locale` fills in. Its texts are the
/// catalog's for that language, found by the keys of `Form.texts`; everything else (ids,
/// values, checks, the focus chain) is the spec's, so the answers are the same in every
/// language.
extension Form {
    /// The form with each text (label, placeholder, validation message, section title, rule
    /// message, option label, formc's words) replaced by `translations[key]` where there is a
    /// non-empty one; the spec's text otherwise. A toolbar title follows the label or
    /// placeholder it shows.
    public func translated(_ translations: [String: String]) -> Form {
        func text(_ key: String, _ source: String?) -> String? {
            guard let source else { return nil }
            guard let found = translations[key], !found.isEmpty else { return source }
            return found
        }
        var form = self
        form.fields = fields.map { field in
            var field = field
            var written = field.written
            let label = text(TextKey.label(form: name, field: field.id), field.label)
            let placeholder = text(TextKey.placeholder(form: name, field: field.id), field.placeholder)
            if field.focus?.title != nil {
                switch toolbar.title.shownText(label: field.label, placeholder: field.placeholder) {
                case .label?: field.focus?.title = label
                case .placeholder?: field.focus?.title = placeholder
                case nil: break
                }
            }
            written.label = written.label.map { Located(label ?? $0.value, at: $0.position) }
            written.placeholder = written.placeholder.map { Located(placeholder ?? $0.value, at: $0.position) }
            written.hint = written.hint.map {
                Located(text(TextKey.hint(form: name, field: field.id), $0.value) ?? $0.value, at: $0.position)
            }
            written.help = written.help.map {
                Located(text(TextKey.help(form: name, field: field.id), $0.value) ?? $0.value, at: $0.position)
            }
            written.accessibilityLabel = written.accessibilityLabel.map {
                Located(
                    text(TextKey.accessibilityLabel(form: name, field: field.id), $0.value) ?? $0.value, at: $0.position
                )
            }
            if let message = written.validation?.message {
                let shown = text(TextKey.message(form: name, field: field.id), message.value) ?? message.value
                written.validation?.message = Located(shown, at: message.position)
            }
            field.written = written
            return field
        }
        form.sections = sections.enumerated().map { index, section in
            var section = section
            section.title = text(TextKey.sectionTitle(form: name, number: index + 1), section.title)
            section.footer = text(TextKey.sectionFooter(form: name, number: index + 1), section.footer)
            return section
        }
        form.rules = rules.enumerated().map { index, rule in
            var rule = rule
            rule.message = text(TextKey.ruleMessage(form: name, number: index + 1), rule.message) ?? rule.message
            return rule
        }
        form.sources = sources.map { source in
            var source = source
            source.options = Self.translated(source.options, form: name, source: source.name, path: [], translations)
            return source
        }
        form.localization.words = Dictionary(
            uniqueKeysWithValues: FormcWord.allCases.compactMap { word in
                translations[word.key].flatMap { $0.isEmpty ? nil : (word, $0) }
            })
        return form
    }

    /// `options` (below `path`, the values above them) with their labels translated. As deep
    /// as the source's tree, which lowering built (and bounded) the same way.
    private static func translated(
        _ options: [Option], form: String, source: String, path: [String], _ translations: [String: String]
    ) -> [Option] {
        options.map { option in
            var option = option
            let here = path + [option.value]
            let key = TextKey.option(form: form, source: source, path: here)
            if let found = translations[key], !found.isEmpty { option.label = found }
            option.children = translated(option.children, form: form, source: source, path: here, translations)
            return option
        }
    }

    /// formc's `word` in the language shown: the catalog's translation (`translated(_:)`),
    /// else its English.
    public func word(_ word: FormcWord) -> String { localization.words[word] ?? word.english }

    /// formc's counting `word` with `count` filled in: English's `one` case for 1 where the
    /// word is shown in English (`formc run` has no plural rules for a translation: it takes
    /// the catalog's `other` case). FormcKit's `FormcWords.counted` does the same.
    public func counted(_ word: FormcWord, _ count: Int) -> String {
        let text = self.word(word)
        guard count == 1, text == word.english, let one = word.englishPlural?["one"] else {
            return FormcWord.counted(text, count)
        }
        return FormcWord.counted(one, count)
    }
}
