import FormcDiagnostics
import FormcCore
import FormcFrontEnd

/// Turns formc diagnostics into LSP `Diagnostic` objects, grouped by the file they point into
/// (a spec's diagnostics can lie in a data file it reads), with ranges in the negotiated
/// encoding.
struct DiagnosticTranslator {
    let encoding: PositionEncoding
    /// The open spec's path and positions; other files' texts are read from disk.
    let specPath: String
    let specURI: String
    let specIndex: LineIndex

    /// The largest data file read to convert its positions (as `DataFileLoader` reads).
    private static let maxFileBytes = 64 << 20

    /// LSP diagnostics by document URI: the spec's own URI first, then any other file.
    func translate(_ diagnostics: [Diagnostic]) -> [(uri: String, diagnostics: [JSONValue])] {
        var indexes: [String: LineIndex] = [specPath: specIndex]
        var groups: [(uri: String, diagnostics: [JSONValue])] = [(specURI, [])]
        var groupOfURI: [String: Int] = [specURI: 0]
        for diagnostic in diagnostics {
            let (uri, range) = place(diagnostic.location, indexes: &indexes)
            var object: [String: JSONValue] = [
                "range": range.json,
                "severity": .int(Self.severity(diagnostic.severity)),
                "code": .string(diagnostic.code.id),
                "source": "formc",
                "message": .string(diagnostic.message)
            ]
            // LSP's codeDescription is optional: no link at all rather than one that leads nowhere.
            if let url = DiagnosticDocs.url(for: diagnostic.code.id) {
                object["codeDescription"] = ["href": .string(url)]
            }
            let related = diagnostic.notes.map { note -> JSONValue in
                // A note without a place of its own is shown at the diagnostic's.
                let (noteURI, noteRange) = place(note.location ?? diagnostic.location, indexes: &indexes)
                return [
                    "location": ["uri": .string(noteURI), "range": noteRange.json], "message": .string(note.message)
                ]
            }
            if !related.isEmpty { object["relatedInformation"] = .array(related) }
            if let group = groupOfURI[uri] {
                groups[group].diagnostics.append(.object(object))
            } else {
                groupOfURI[uri] = groups.count
                groups.append((uri, [.object(object)]))
            }
        }
        return groups
    }

    /// The Information diagnostic at the document's start that says how many were left out
    /// (`DiagnosticLimit.omissionMessage`).
    static func omission(_ message: String) -> JSONValue {
        let start: JSONValue = ["line": .int(0), "character": .int(0)]
        return [
            "range": ["start": start, "end": start], "severity": .int(3), "source": "formc",
            "message": .string(message)
        ]
    }

    /// LSP `DiagnosticSeverity`: Error 1, Warning 2, Information 3 (a note informs).
    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .note: return 3
        }
    }

    /// The URI and range of a location: from its column to its `endColumn` when known, else
    /// over the word that starts there, else one scalar (none at the end of a line).
    private func place(_ location: SourceLocation, indexes: inout [String: LineIndex]) -> (String, LSPRange) {
        let index: LineIndex
        let uri: String
        if location.file == specPath {
            index = specIndex
            uri = specURI
        } else {
            if indexes[location.file] == nil {
                let bytes = (try? FileReader.read(location.file, limit: Self.maxFileBytes)) ?? []
                indexes[location.file] = LineIndex(String(decoding: bytes, as: UTF8.self))
            }
            index = indexes[location.file] ?? LineIndex("")
            uri = DocumentURI.uri(ofPath: location.file)
        }
        let start = index.offset(ofLine: location.line, column: location.column)
        let end: Int
        if let endColumn = location.endColumn, endColumn >= location.column {
            end = max(start, index.offset(ofLine: location.line, column: endColumn))
        } else {
            end = Self.wordEnd(from: start, in: index)
        }
        return (
            uri,
            LSPRange(
                start: index.position(atOffset: start, encoding: encoding),
                end: index.position(atOffset: end, encoding: encoding))
        )
    }

    /// The end of the word at `start`: up to a space, a line break or YAML punctuation; one
    /// scalar when `start` is on such a character; `start` itself at the end of a line.
    static func wordEnd(from start: Int, in index: LineIndex) -> Int {
        let lineEnd = index.formcLineEnd(atOffset: start)
        var end = start
        while end < lineEnd, !isBoundary(index.scalars[end]) { end += 1 }
        return end > start ? end : min(start + 1, lineEnd)
    }

    private static func isBoundary(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || ",[]{}#:\"'".unicodeScalars.contains(scalar)
    }
}
