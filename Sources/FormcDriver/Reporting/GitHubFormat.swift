import FormcDiagnostics

/// GitHub Actions workflow commands: `::error file=F,line=L,col=C,endColumn=E,title=CODE::message`
/// (`::warning`, `::notice` for the other severities), which the runner turns into
/// annotations on the pull request. Escaping follows the runner's rules: in the message,
/// `%`, CR and LF become `%25`, `%0D`, `%0A`; in a property value, `:` and `,` also become
/// `%3A` and `%2C`.
enum GitHubFormat {
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
            var properties = ["file=\(escapeProperty(inert(location.file)))", "line=\(location.line)", "col=\(location.column)"]
            if let end = location.endColumn { properties.append("endColumn=\(end)") }
            properties.append("title=\(escapeProperty(diagnostic.code.id))")
            var message = diagnostic.message
            for note in diagnostic.notes {
                message += "\nnote: \(note.message)" + (note.location.map { " (\($0))" } ?? "")
            }
            out += "::\(command) \(properties.joined(separator: ","))::\(escapeData(inert(message)))\n"
        }
        return out
    }

    /// Control characters other than line breaks (which the escaping keeps) as `?`, so a
    /// message from a spec cannot drive the terminal that shows the log.
    static func inert(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if (value < 0x20 && scalar != "\n" && scalar != "\r") || (0x7F...0x9F).contains(value) {
                out += "?"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
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
