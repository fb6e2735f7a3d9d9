import Foundation
import FormcDiagnostics

/// Prints diagnostics clang-style to standard error, sorted by location. Source lines come
/// from the texts given, and for other files (a data file a diagnostic points into) from
/// disk, read once each.
struct DiagnosticPrinter {
    let console: Console
    let sources: [SourceText]

    func print(_ diagnostics: Diagnostics) {
        let renderer = TextRenderer(color: console.colorDiagnostics)
        var byPath: [String: SourceText?] = [:]
        for source in sources { byPath[source.path] = source }
        for diagnostic in diagnostics.sorted {
            let paths = [diagnostic.location.file] + diagnostic.notes.compactMap(\.location?.file)
            for path in paths where byPath[path] == nil {
                byPath[path] = Pipeline.quotedText(atPath: path)
            }
            console.writeError(renderer.render(diagnostic) { byPath[$0] ?? nil })
        }
    }
}
