import FormcDiagnostics
import FormcEmit

/// `formc lint --format json`: one JSON array, an object per diagnostic, in the order the text
/// format prints them. Documented in docs/lint.md. Positions are 1-based; columns count
/// Unicode code points.
enum JSONDiagnosticsFormat {
    static func render(_ diagnostics: [Diagnostic]) -> [UInt8] {
        JSONWriter.write(.array(diagnostics.map(encode)))
    }

    static func encode(_ diagnostic: Diagnostic) -> JSONValue {
        var object = JSONObjectBuilder()
        object.set("code", diagnostic.code.id)
        object.set("column", diagnostic.location.column)
        object.set("endColumn", diagnostic.location.endColumn)
        object.set("file", diagnostic.location.file)
        if let fix = diagnostic.fixIt {
            var fixIt = JSONObjectBuilder()
            fixIt.set("column", fix.location.column)
            fixIt.set("endColumn", fix.location.endColumn)
            fixIt.set("line", fix.location.line)
            fixIt.set("replacement", fix.replacement)
            object["fixIt"] = fixIt.value
        }
        object.set("line", diagnostic.location.line)
        object.set("message", diagnostic.message)
        object["notes"] = .array(diagnostic.notes.map { note in
            var entry = JSONObjectBuilder()
            entry.set("column", note.location?.column)
            entry.set("file", note.location?.file)
            entry.set("line", note.location?.line)
            entry.set("message", note.message)
            return entry.value
        })
        object.set("severity", diagnostic.severity.rawValue)
        return object.value
    }
}
