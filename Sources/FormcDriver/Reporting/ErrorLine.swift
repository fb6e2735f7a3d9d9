import FormcDiagnostics

/// The line every usage and I/O failure is reported with on standard error:
/// `formc: error: MESSAGE` and a line break. Messages quote paths and arguments, which come
/// from strangers' pull requests in CI, so the message goes through `InertText`: controls
/// (an ESC in a file name, a line break, a bidirectional override) are shown as `<U+XXXX>`
/// and no runner command (`RunnerCommand`) reaches a CI runner. The whole message stays on one line.
enum ErrorLine {
    static func format(_ message: String) -> String {
        "formc: error: " + InertText.line(message, atLineStart: false) + "\n"
    }

    static func format(_ error: some Error) -> String { format("\(error)") }

    /// A message that carries its own location and level (`Core:3:7: error: …`, a template's
    /// error) as one inert line: a template's section name is a stranger's text too.
    static func located(_ error: some Error) -> String {
        InertText.line("\(error)", atLineStart: true) + "\n"
    }
}
