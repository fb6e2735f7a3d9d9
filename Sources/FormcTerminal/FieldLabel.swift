import FormcIR

extension Field {
    /// The field's name as the terminal shows it: its label (else its id) made safe to
    /// print, with `*` when an answer is required.
    var terminalLabel: String { TerminalText.sanitized(label ?? id) + (required ? "*" : "") }
}
