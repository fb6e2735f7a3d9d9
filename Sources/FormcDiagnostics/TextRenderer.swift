/// Renders diagnostics the way clang and swiftc do:
///
///     Profile.form.yaml:12:5: error: duplicate key 'label' [FC004]
///       label: Name
///       ^~~~~
///     Profile.form.yaml:10:5: note: first defined here
///
/// The caret sits under the diagnostic's column; wide characters before it count two cells
/// and a tab is copied as a tab so the caret lines up in any terminal. Everything taken from
/// a spec (paths, messages, source lines, fix-its) goes through `InertText`, so it can
/// neither drive the terminal nor be run by a CI runner as a command.
public struct TextRenderer: Sendable {
    /// Whether to add ANSI colours (bold locations, red errors, magenta warnings).
    public var color: Bool

    public init(color: Bool) { self.color = color }

    /// A fix-it's replacement as the report quotes it: in single quotes, unless it is a quoted
    /// YAML scalar already (`'yes'`, which YAML would read as true bare), shown as written
    /// rather than as `''yes''`.
    package static func shown(_ replacement: String) -> String {
        let quoted =
            replacement.count >= 2
            && (replacement.hasPrefix("'") && replacement.hasSuffix("'")
                || replacement.hasPrefix("\"") && replacement.hasSuffix("\""))
        return quoted ? replacement : "'\(replacement)'"
    }

    /// Renders one diagnostic with its source line, caret, fix-it and notes. `source` gives the
    /// text of a file by path, or nil where it is not at hand (the source line is then left
    /// out). Pass `SourceText.indexed()` texts when rendering many diagnostics of one file.
    public func render(_ diagnostic: Diagnostic, source: (String) -> SourceText?) -> String {
        var out = header(diagnostic.location, diagnostic.severity, diagnostic.message + " [\(diagnostic.code.id)]")
        out += excerpt(diagnostic.location, source: source)
        if let fix = diagnostic.fixIt {
            out += "  fix-it: replace with \(Self.shown(InertText.line(fix.replacement, atLineStart: false)))\n"
        }
        for note in diagnostic.notes {
            if let location = note.location {
                out += header(location, .note, note.message)
                out += excerpt(location, source: source)
            } else {
                out += noteLine(note.message)
            }
        }
        return out
    }

    /// A note line without a location, `note: MESSAGE`, for things said about a whole run
    /// (such as how many diagnostics were left out).
    public func noteLine(_ message: String) -> String {
        paint("note: ", "1;30") + InertText.line(message, atLineStart: false) + "\n"
    }

    private func header(_ location: SourceLocation, _ severity: Severity, _ message: String) -> String {
        let tag: String
        switch severity {
        case .error: tag = paint("error:", "1;31")
        case .warning: tag = paint("warning:", "1;35")
        case .note: tag = paint("note:", "1;30")
        }
        return paint(InertText.line("\(location):", atLineStart: true), "1") + " " + tag + " "
            + paint(InertText.line(message, atLineStart: false), "1") + "\n"
    }

    /// Longest source line quoted whole; a longer one is cut to a window around the column.
    static let maxExcerpt = 160

    private func excerpt(_ location: SourceLocation, source: (String) -> SourceText?) -> String {
        // Keep the column in view: start a little before it, end at the limit (a line that
        // fits is quoted whole). Found without walking a long line, as many diagnostics may
        // point into one.
        let start = max(0, location.column - 1 - Self.maxExcerpt / 4)
        guard let text = source(location.file),
            let window = text.scalars(ofLine: location.line, from: start, count: Self.maxExcerpt)
        else { return "" }
        var line = window.text
        var column = 1
        if window.lineLength > Self.maxExcerpt {
            column = start + 1
        } else if let whole = text.line(location.line) {
            line = whole
        }
        // The caret and tildes are measured as the text is drawn: a wide character takes two
        // cells, a control shown as `<U+202E>` eight.
        let end = max(location.column + 1, location.endColumn ?? 0)
        var pad = ""
        var width = 0
        for character in line {
            if column >= end { break }
            let cells = character == "\t" ? 1 : DisplayWidth.of(InertText.line(String(character), atLineStart: false))
            if column < location.column {
                pad += character == "\t" ? "\t" : String(repeating: " ", count: cells)
            } else {
                width += cells
            }
            column += character.unicodeScalars.count
        }
        // Past the end of the line (an error at the end of the file), one cell per column.
        width += max(0, end - max(column, location.column))
        var marker = "^"
        if location.endColumn.map({ $0 > location.column + 1 }) == true {
            marker += String(repeating: "~", count: min(max(width, 1) - 1, 200))
        }
        return InertText.line("  " + line, atLineStart: true) + "\n  " + pad + paint(marker, "1;32") + "\n"
    }

    private func paint(_ text: String, _ sgr: String) -> String {
        color ? "\u{1B}[\(sgr)m\(text)\u{1B}[0m" : text
    }
}
