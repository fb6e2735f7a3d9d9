import Foundation
import FormcDiagnostics
import FormcFrontEnd
import FormcIR

/// FC801: a field whose only name is its placeholder.
struct PlaceholderWithoutLabelRule: FieldRule {
    static let description = RuleDescription(
        .placeholderWithoutLabel,
        explanation: """
            A placeholder is no label: it disappears as soon as the person types, so they must \
            remember what the field was for, and its low contrast is hard to read (BBC Mobile \
            Accessibility Guidelines, "Form labels"; MagentaA11y). Give the field a `label`; keep \
            the placeholder for an example of the value (`name@example.com`), which VoiceOver \
            then reads as the hint.
            """,
        triggering: [
            "form: F\nfields:\n  - id: email\n    placeholder: ↓Email\n",
            "form: F\nfields:\n  - id: email\n    label: ''\n    placeholder: ↓Email\n"
        ],
        nonTriggering: [
            "form: F\nfields:\n  - id: email\n    label: Email\n    placeholder: name@example.com\n",
            "form: F\nfields:\n  - id: email\n    accessibilityLabel: Email\n    placeholder: name@example.com\n"
        ])

    func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic]) {
        // The placeholder first: most fields have none, and then the texts need no look.
        guard let placeholder = field.written.placeholder else { return }
        let named = [field.label, field.accessibilityLabel].contains { !($0 ?? "").allSatisfy(\.isWhitespace) }
        guard !named else { return }
        found.append(
            context.diagnostic(
                .placeholderWithoutLabel,
                "'\(field.id)' has a placeholder and no label: the placeholder disappears once the person types; "
                    + "give the field a label", at: placeholder.position))
    }
}

/// FC802: an `accessibilityLabel` that leaves the visible label out (WCAG 2.5.3).
struct AccessibilityLabelInNameRule: FieldRule {
    static let description = RuleDescription(
        .accessibilityLabelMissesLabel,
        explanation: """
            What VoiceOver and Voice Control call a field must contain the words it shows: a \
            person who says "Tap Qty" or hears the name next to what they see must find the \
            same field (WCAG 2.5.3 Label in Name). An `accessibilityLabel` may say more \
            (`Quantity, Qty`) but not something else. Compared by their words: ignoring case, \
            accents, punctuation (`Name:` is in `Full name`, `E-mail` in `Email address`) and \
            the spaces between words.
            """,
        triggering: ["form: F\nfields:\n  - id: qty\n    label: Qty\n    accessibilityLabel: ↓Number of items\n"],
        nonTriggering: [
            "form: F\nfields:\n  - id: qty\n    label: Qty\n    accessibilityLabel: Quantity (qty)\n",
            "form: F\nfields:\n  - id: name\n    label: 'Name:'\n    accessibilityLabel: Full name\n",
            "form: F\nfields:\n  - id: mail\n    label: E-mail\n    accessibilityLabel: Email address\n",
            "form: F\nfields:\n  - id: qty\n    label: 数量\n    accessibilityLabel: 商品数量\n"
        ])

    /// `text`'s words, as a speech recognizer hears them: lower case without accents, a
    /// hyphen or apostrophe inside a word dropped (`E-mail` is `email`), other punctuation a
    /// break, one space between words. Compared as text, not as whole words: scripts such as
    /// Chinese write no spaces between words.
    static func words(_ text: String) -> String {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        var spoken = ""
        for character in folded {
            if character.isLetter || character.isNumber {
                spoken.append(character)
            } else if character == "-" || character == "'" || character == "’" {
                continue
            } else if spoken.last != " " {
                spoken.append(" ")
            }
        }
        return spoken.trimmingCharacters(in: .whitespaces)
    }

    func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic]) {
        guard let spoken = field.written.accessibilityLabel, let label = field.label,
            !Self.words(label).isEmpty, !Self.words(spoken.value).contains(Self.words(label))
        else { return }
        found.append(
            context.diagnostic(
                .accessibilityLabelMissesLabel,
                "the accessibilityLabel of '\(field.id)' does not contain its visible label; a person who says what "
                    + "they see cannot reach the field", at: spoken.position))
    }
}

/// FC803: a validation or rule message that only says something is wrong.
struct GenericMessageRule: CheckerRule {
    static let description = RuleDescription(
        .genericMessage,
        explanation: """
            An error message must say what to do: "Invalid" or "Error" tells a person that the \
            value failed, not what the field expects, and VoiceOver reads it without the field's \
            look to go by. Name the value expected (`Enter a postcode of 5 digits`, \
            `The passwords do not match`). Checked for `validation.message` and the messages of \
            `rules:`; a message is generic when, without case and end punctuation, it is one of \
            formc's list of such words (`invalid`, `error`, `wrong`, `invalid input`…).
            """,
        triggering: [
            "form: F\nfields:\n  - id: zip\n    validation:\n      pattern: '^[0-9]{5}$'\n      message: ↓Invalid!\n"
        ],
        nonTriggering: [
            "form: F\nfields:\n  - id: zip\n    validation:\n      pattern: '^[0-9]{5}$'\n      message: Enter 5 digits\n"
        ])

    /// Messages that say only that something failed, lower case, without end punctuation.
    static let generic: Set<String> = [
        "invalid", "invalid input", "invalid value", "invalid entry", "invalid format", "not valid", "error",
        "an error occurred", "wrong", "wrong input", "wrong value", "incorrect", "bad input", "bad value", "oops",
        "try again", "please try again", "this field is invalid", "field is invalid", "value is invalid",
        "input is invalid", "check this field", "please check this field"
    ]

    static func isGeneric(_ message: String) -> Bool {
        let words = message.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return generic.contains(words.trimmingCharacters(in: CharacterSet(charactersIn: ".!?…:;")))
    }

    func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        func report(_ message: Located<String>, _ whose: String) {
            guard Self.isGeneric(message.value) else { return }
            found.append(
                context.diagnostic(
                    .genericMessage, "the message of \(whose) says something is wrong, not what to enter",
                    at: message.position))
        }
        context.forEachWritten { _, written in
            if let message = written.validation?.message { report(message, "'\(written.id.value)'") }
        }
        for (index, rule) in context.ast.rules.enumerated() { report(rule.message, "rule \(index + 1)") }
        return found
    }
}

/// FC804: a picker option shown as an icon alone.
struct IconOnlyOptionRule: CheckerRule {
    static let description = RuleDescription(
        .iconOnlyOption,
        explanation: """
            A picker row with an icon and no text has no name VoiceOver can read (it reads the \
            image's file name, or nothing), and a person who does not know the icon cannot tell \
            the rows apart. Give every option a `label`; the icon stays beside it. Reported at \
            the source, once per option.
            """,
        triggering: [
            "form: F\nsources:\n  ↓s:\n    icon: image\n    options:\n      - {label: '', value: a, image: star}\nfields:\n"
                + "  - {id: p, kind: picker, source: s, label: P}\n"
        ],
        nonTriggering: [
            "form: F\nsources:\n  s:\n    icon: image\n    options:\n      - {label: Starred, value: a, image: star}\nfields:\n"
                + "  - {id: p, kind: picker, source: s, label: P}\n"
        ])

    func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for spec in context.ast.sources {
            guard let source = context.form.source(spec.name.value) else { continue }
            // Bounded by the source, which lowering built: each option is visited once, in order.
            var queue = source.options
            var next = 0
            while next < queue.count {
                let option = queue[next]
                next += 1
                queue += option.children
                guard option.icon != nil, option.label.allSatisfy(\.isWhitespace) else { continue }
                found.append(
                    context.diagnostic(
                        .iconOnlyOption,
                        "an option of '\(spec.name.value)' (value '\(InertText.line(option.value.prefix(80), atLineStart: false))') "
                            + "has an icon and no text: VoiceOver has no name to read for it", at: spec.name.position))
            }
        }
        return found
    }
}

/// FC805: a `hint` that says what the field's `help` already says. The help is on screen, so
/// VoiceOver reads it as it moves past the field; a hint with the same words makes it read
/// them twice on every visit.
struct HintRepeatsHelpRule: FieldRule {
    static let description = RuleDescription(
        .hintRepeatsHelp,
        explanation: """
            `help` is text on screen, under the field: VoiceOver reads it as it moves past, as \
            it reads any text. `hint` is what VoiceOver alone reads after the field's name. A \
            hint that says what the help says is heard twice on every visit. Keep the help, and \
            remove the hint, or make it say what the help does not (what happens next). \
            Compared by their words, as FC802 compares names.
            """,
        triggering: [
            "form: F\nfields:\n  - id: phone\n    label: Phone\n    help: Only for the courier.\n"
                + "    hint: ↓only for the courier\n"
        ],
        nonTriggering: [
            "form: F\nfields:\n  - id: phone\n    label: Phone\n    help: Only for the courier.\n"
                + "    hint: Opens the number pad\n"
        ])

    func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic]) {
        guard let hint = field.written.hint, let help = field.help else { return }
        let words = AccessibilityLabelInNameRule.words(help)
        guard !words.isEmpty, words == AccessibilityLabelInNameRule.words(hint.value) else { return }
        let F = Language.fieldKeys
        found.append(
            context.diagnostic(
                .hintRepeatsHelp,
                "the \(F.hint.name) of '\(field.id)' repeats its \(F.help.name), which VoiceOver already reads "
                    + "on screen; remove the \(F.hint.name)", at: hint.position))
    }
}
