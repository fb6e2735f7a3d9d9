import FormcDiagnostics

/// Prints one spec's diagnostics clang-style to standard error, sorted by location, at most
/// `DiagnosticLimit.standard` of them. Source lines are quoted only from the spec's own text
/// (`source`); a diagnostic in a data file gets its location but no quoted line.
struct DiagnosticPrinter {
    let console: Console
    let source: SourceText

    func print(_ diagnostics: Diagnostics) {
        let limit = DiagnosticLimit.standard
        let (shown, omitted) = limit.split(diagnostics.sorted)
        let spec = ShownSpec(file: source.path, diagnostics: shown, omitted: omitted)
        console.writeError(
            TextFormat.render(
                spec, source: source, limit: limit, renderer: TextRenderer(color: console.colorDiagnostics)))
    }
}
