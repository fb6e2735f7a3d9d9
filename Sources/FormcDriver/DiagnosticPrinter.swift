import FormcDiagnostics

/// Prints diagnostics clang-style to standard error, sorted by location, with a summary
/// line when there is more than one.
struct DiagnosticPrinter {
    let console: Console
    let sources: [SourceText]

    func print(_ diagnostics: Diagnostics) {
        let renderer = TextRenderer(color: console.colorDiagnostics)
        var byPath: [String: SourceText] = [:]
        for source in sources { byPath[source.path] = source }
        for diagnostic in diagnostics.sorted {
            console.writeError(renderer.render(diagnostic) { byPath[$0] })
        }
    }
}
