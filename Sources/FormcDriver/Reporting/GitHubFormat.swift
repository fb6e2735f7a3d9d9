import FormcDiagnostics

/// GitHub Actions workflow commands: `::error file=F,line=L,col=C,endColumn=E,title=CODE::message`
/// (`::warning`, `::notice` for the other severities), which the runner turns into
/// annotations on the pull request. Escaping follows the runner's rules: in the message,
/// `%`, CR and LF become `%25`, `%0D`, `%0A`; in a property value, `:` and `,` also become
/// `%3A` and `%2C`. After a spec whose diagnostics the per-spec limit cut, a `::notice` says
/// how many were left out.
enum GitHubFormat {
    static func render(_ specs: [ShownSpec], limit: DiagnosticLimit) -> String {
        var out = ""
        for spec in specs {
            out += render(spec.diagnostics)
            if spec.omitted > 0 {
                out +=
                    "::notice file=\(escapeProperty(inert(spec.file)))::\(escapeData(inert(limit.omissionMessage(spec.omitted, in: spec.file))))\n"
            }
        }
        return out
    }

    static func render(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for diagnostic in diagnostics {
            let command: String
            switch diagnostic.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .note: command = "notice"
            }
            let location = diagnostic.location
            var properties = [
                "file=\(escapeProperty(inert(location.file)))", "line=\(location.line)", "col=\(location.column)"
            ]
            if let end = location.endColumn { properties.append("endColumn=\(end)") }
            properties.append("title=\(escapeProperty(diagnostic.code.id))")
            var message = inert(diagnostic.message)
            for note in diagnostic.notes {
                message += "\nnote: " + inert(note.message + (note.location.map { " (\($0))" } ?? ""))
            }
            out += "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))\n"
        }
        return out
    }

    /// Text from a spec with its controls shown visibly (`<U+001B>`, line breaks included: the
    /// only line breaks of a message are those between notes) and `##[`/`##vso[` broken, so it cannot
    /// drive the terminal that shows the log, nor be read as a second command.
    static func inert(_ text: String) -> String {
        InertText.line(text, atLineStart: false)
    }

    static func escapeData(_ text: String) -> String {
        text.replacingAll("%", "%25").replacingAll("\r", "%0D").replacingAll("\n", "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", "%3A").replacingAll(",", "%2C")
    }
}

extension String {
    /// Every occurrence of `target` replaced, scalar by scalar (no Foundation needed).
    func replacingAll(_ target: Unicode.Scalar, _ replacement: String) -> String {
        var out = ""
        out.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if scalar == target { out += replacement } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
