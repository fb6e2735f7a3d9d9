import FormcChecker
import FormcDiagnostics
import FormcYAML

/// Diagnostics a spec acknowledges where they are (issue 47, item 6), as SwiftLint's
/// `disable:next` does: a comment line `# formc:disable:next FC210 FC214` (a reason may follow
/// ` -- `) leaves out those codes' warnings and notes on the next line that is neither blank
/// nor a comment. An intended note (a region with no cities) then stops printing on every
/// compile, run and build, without a `formc.yml` that would silence it everywhere.
///
/// An error is never silenced: a spec lint accepts must compile. An acknowledgement that
/// silences nothing (its code is not reported there, is an error's, or is no code) is FC018,
/// so a stale one is found once the problem it acknowledged is gone.
enum Acknowledgements {
    static let marker = "formc:disable:next"

    /// `diagnostics` less what the comments of `source` acknowledge, plus an FC018 for each
    /// code acknowledged in vain.
    static func apply(to diagnostics: inout Diagnostics, in source: SourceText) {
        let comments = CommentLines.lines(of: source.text, holding: marker)
        guard !comments.isEmpty else { return }
        let lines = CommentLines.split(source.text)
        // The spec's silenceable diagnostics by line and code, looked up once per code named:
        // a spec of many comments and many diagnostics costs their sum, not their product.
        var places: [Int: [String: [Int]]] = [:]
        for (index, diagnostic) in diagnostics.all.enumerated()
        where diagnostic.severity != .error && diagnostic.location.file == source.path {
            places[diagnostic.location.line, default: [:]][diagnostic.code.id, default: []].append(index)
        }
        var silenced: Set<Int> = []
        var found = Diagnostics()
        for comment in comments {
            guard let written = Self.codes(in: comment.text) else { continue }
            let target = Self.lineAfter(comment.line, in: lines)
            for (code, column) in written {
                let at = SourceLocation(
                    file: source.path, line: comment.line, column: column,
                    endColumn: column + code.unicodeScalars.count)
                guard let known = RuleCatalog.description(for: code)?.code, known.id == code else {
                    found.report(
                        Diagnostic(.acknowledgementWithoutEffect, "'\(code)' is not a formc code", at: at))
                    continue
                }
                guard known.defaultSeverity != .error else {
                    found.report(
                        Diagnostic(
                            .acknowledgementWithoutEffect,
                            "\(code) is an error, which an acknowledgement cannot silence: a spec with an error does "
                                + "not compile; fix it", at: at))
                    continue
                }
                guard let target else {
                    found.report(
                        Diagnostic(
                            .acknowledgementWithoutEffect,
                            "\(code) is acknowledged for the next line, but no line follows; remove the comment",
                            at: at))
                    continue
                }
                let matching = places[target]?[code] ?? []
                if matching.isEmpty {
                    found.report(
                        Diagnostic(
                            .acknowledgementWithoutEffect,
                            "\(code) is acknowledged for line \(target), which has none; remove it from the comment",
                            at: at))
                }
                silenced.formUnion(matching)
            }
        }
        if !silenced.isEmpty {
            var index = -1
            diagnostics.removeAll { _ in
                index += 1
                return silenced.contains(index)
            }
        }
        diagnostics.report(contentsOf: found)
    }

    /// The codes a comment line names after the marker, each with its 1-based column (in
    /// Unicode scalars); nil when the line is no acknowledgement. Codes end at ` -- ` (a
    /// reason) or the end of the line; commas may separate them.
    static func codes(in line: String) -> [(code: String, column: Int)]? {
        let scalars = Array(line.unicodeScalars)
        var index = 0
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
        guard index < scalars.count, scalars[index] == "#" else { return nil }
        index += 1
        while index < scalars.count, scalars[index] == " " { index += 1 }
        let marker = Array(Self.marker.unicodeScalars)
        guard scalars.count >= index + marker.count, Array(scalars[index..<(index + marker.count)]) == marker else {
            return nil
        }
        index += marker.count
        var codes: [(String, Int)] = []
        while index < scalars.count {
            while index < scalars.count, scalars[index] == " " || scalars[index] == "," || scalars[index] == "\t" {
                index += 1
            }
            let start = index
            while index < scalars.count, scalars[index] != " ", scalars[index] != ",", scalars[index] != "\t" {
                index += 1
            }
            guard start < index else { break }
            var word = String.UnicodeScalarView()
            word.append(contentsOf: scalars[start..<index])
            if String(word) == "--" { break }
            codes.append((String(word), start + 1))
        }
        return codes
    }

    /// The first line after `line` that is neither blank nor a comment, or nil when none is.
    private static func lineAfter(_ line: Int, in lines: [String]) -> Int? {
        var next = line + 1
        while next <= lines.count {
            let trimmed = lines[next - 1].drop { $0 == " " || $0 == "\t" }
            if !trimmed.isEmpty && !trimmed.hasPrefix("#") { return next }
            next += 1
        }
        return nil
    }
}
