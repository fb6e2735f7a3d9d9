import FormcIR

extension Field {
    /// The field's name as the terminal shows it: its label (else its id) made safe to
    /// print, with `*` when an answer is required.
    var terminalLabel: String { TerminalText.sanitized(label ?? id) + (required ? "*" : "") }

    /// The field's `help:` as the terminal shows it (one line of text, `TerminalText.paragraph`),
    /// or nil when it shows none.
    var terminalHelp: String? { TerminalText.paragraph(help) }

    /// Whether the field has a help line (`terminalHelp != nil`, without building it): what
    /// the layout counts, so it counts exactly the lines the screen draws.
    var showsHelp: Bool { TerminalText.shows(help) }
}
