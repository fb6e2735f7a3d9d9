import FormcDiagnostics
import FormcEmit

/// `formc lint --format json`: one JSON array, an object per diagnostic, in the order the text
/// format prints them, and after a spec whose diagnostics the per-spec limit cut, an object
/// `{"file": SPEC, "omitted": N}`. Documented in docs/lint.md. Positions are 1-based; columns
/// count Unicode code points.
enum JSONDiagnosticsFormat {
    static func render(_ specs: [ShownSpec]) -> [UInt8] {
        var entries: [JSONValue] = []
        for spec in specs {
            entries.append(contentsOf: spec.diagnostics.map(encode))
            if spec.omitted > 0 {
                var omission = JSONObjectBuilder()
                omission.set("file", spec.file)
                omission.set("omitted", spec.omitted)
                entries.append(omission.value)
            }
        }
        return JSONWriter.write(.array(entries))
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
        object["notes"] = .array(
            diagnostic.notes.map { note in
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
