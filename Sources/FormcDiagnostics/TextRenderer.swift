/// Renders diagnostics the way clang and swiftc do:
///
///     Profile.form.yaml:12:5: error: duplicate key 'label' [FC004]
///       label: Name
///       ^~~~~
///     Profile.form.yaml:10:5: note: first defined here
///
/// The caret sits under the diagnostic's column; wide characters before it count two cells
/// and a tab is copied as a tab so the caret lines up in any terminal.
public struct TextRenderer: Sendable {
    /// Whether to add ANSI colours (bold locations, red errors, magenta warnings).
    public var color: Bool

    public init(color: Bool) { self.color = color }

    /// Renders one diagnostic with its source line, caret, fix-it and notes. `source` gives the
    /// text of a file by path, or nil where it is not at hand (the source line is then left out).
    public func render(_ diagnostic: Diagnostic, source: (String) -> SourceText?) -> String {
        var out = header(diagnostic.location, diagnostic.severity, sanitized(Substring(diagnostic.message)) + " [\(diagnostic.code.id)]")
        out += excerpt(diagnostic.location, source: source)
        if let fix = diagnostic.fixIt {
            out += "  fix-it: replace with '\(fix.replacement)'\n"
        }
        for note in diagnostic.notes {
            if let location = note.location {
                out += header(location, .note, sanitized(Substring(note.message)))
                out += excerpt(location, source: source)
            } else {
                out += paint("note: ", "1;30") + sanitized(Substring(note.message)) + "\n"
            }
        }
        return out
    }

    private func header(_ location: SourceLocation, _ severity: Severity, _ message: String) -> String {
        let tag: String
        switch severity {
        case .error: tag = paint("error:", "1;31")
        case .warning: tag = paint("warning:", "1;35")
        case .note: tag = paint("note:", "1;30")
        }
        return paint(sanitized(Substring("\(location):")), "1") + " " + tag + " " + paint(message, "1") + "\n"
    }

    /// Longest source line quoted whole; a longer one is cut to a window around the column.
    static let maxExcerpt = 160

    private func excerpt(_ location: SourceLocation, source: (String) -> SourceText?) -> String {
        guard let text = source(location.file), var line = text.line(location.line) else { return "" }
        var column = 1
        if line.unicodeScalars.count > Self.maxExcerpt {
            // Keep the column in view: start a little before it, end at the limit.
            let start = max(0, location.column - 1 - Self.maxExcerpt / 4)
            let scalars = line.unicodeScalars
            let from = scalars.index(scalars.startIndex, offsetBy: min(start, scalars.count))
            let to = scalars.index(from, offsetBy: min(Self.maxExcerpt, scalars.distance(from: from, to: scalars.endIndex)))
            line = Substring(scalars[from..<to])
            column = start + 1
        }
        var pad = ""
        for character in line {
            if column >= location.column { break }
            column += character.unicodeScalars.count
            if character == "\t" {
                pad += "\t"
            } else if character.unicodeScalars.allSatisfy({ $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }) {
                // sanitized() draws each control scalar as one '?'.
                pad += String(repeating: " ", count: character.unicodeScalars.count)
            } else {
                pad += String(repeating: " ", count: DisplayWidth.of(character))
            }
        }
        var marker = "^"
        if let end = location.endColumn, end > location.column + 1 {
            marker += String(repeating: "~", count: min(end - location.column - 1, 200))
        }
        return "  " + sanitized(line) + "\n  " + pad + paint(marker, "1;32") + "\n"
    }

    // A source line may hold escape or control characters; never send them to a terminal.
    private func sanitized(_ line: Substring) -> String {
        var out = ""
        for scalar in line.unicodeScalars {
            if scalar == "\t" || (scalar.value >= 0x20 && scalar.value != 0x7F && !(0x80..<0xA0).contains(scalar.value)) {
                out.unicodeScalars.append(scalar)
            } else {
                out += "?"
            }
        }
        return out
    }

    private func paint(_ text: String, _ sgr: String) -> String {
        color ? "\u{1B}[\(sgr)m\(text)\u{1B}[0m" : text
    }
}
