import CYAML
import FormcDiagnostics

/// The lines of a YAML text that are comments: those whose first character after indentation
/// is `#` and that no token covers. A `#` line inside a block scalar (`|`, `>`) or a quoted
/// scalar that spans lines is text, not a comment, and only libyaml's scanner knows where such
/// a scalar ends, so its tokens are what decides (issue 47, item 6: acknowledgements are
/// comments).
package enum CommentLines {
    /// Each comment line of `text` (1-based) that holds `marker`, with its text; empty when the
    /// text holds no `marker` at all (the usual case, which costs one search). Lines after a
    /// scanner error are not known, and none of them is returned.
    package static func lines(of text: String, holding marker: String) -> [(line: Int, text: String)] {
        guard text.contains(marker) else { return [] }
        let bytes = Array(text.utf8)
        let lines = Self.split(text)
        var candidates: [Int] = []
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("#"), trimmed.contains(marker) { candidates.append(index + 1) }
        }
        guard !candidates.isEmpty else { return [] }
        let (covered, known) = scalarLines(bytes)
        return candidates.filter { $0 <= known && !covered.contains($0) }.map { ($0, String(lines[$0 - 1])) }
    }

    /// The lines of `text` as libyaml counts them (`LineBreak`: LF, CR, CRLF, NEL, LS, PS),
    /// without their breaks: line n of a diagnostic is element n - 1.
    package static func split(_ text: String) -> [String] {
        var lines: [String] = []
        var line = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let length = LineBreak.length(at: index, in: scalars)
            if length > 0 {
                lines.append(String(line))
                line = String.UnicodeScalarView()
                index += length
            } else {
                line.append(scalars[index])
                index += 1
            }
        }
        lines.append(String(line))
        return lines
    }

    /// The lines (1-based) a scalar token spans after its first, and the last line the
    /// scanner read without an error.
    private static func scalarLines(_ bytes: [UInt8]) -> (covered: Set<Int>, known: Int) {
        var covered: Set<Int> = []
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else { return ([], 0) }
        defer { yaml_parser_delete(&parser) }
        var known = Int.max
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            yaml_parser_set_input_string(&parser, base, bytes.count)
            var token = yaml_token_t()
            while true {
                guard yaml_parser_scan(&parser, &token) != 0 else {
                    known = Int(parser.problem_mark.line)
                    return
                }
                defer { yaml_token_delete(&token) }
                if token.type == YAML_STREAM_END_TOKEN { return }
                guard token.type == YAML_SCALAR_TOKEN, token.end_mark.line > token.start_mark.line else { continue }
                // libyaml counts lines from 0; a block scalar ends at column 0 of the line after
                // its last, which it does not cover.
                let first = Int(token.start_mark.line) + 2
                let last = Int(token.end_mark.line) + (token.end_mark.column == 0 ? 0 : 1)
                if first <= last { covered.formUnion(first...last) }
            }
        }
        return (covered, known)
    }
}
