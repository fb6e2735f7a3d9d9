import CYAML
import FormcDiagnostics

/// Replaces libyaml's message where its words point away from the cause, after checking the
/// source text at the error's position (never from the message alone):
///
/// - an implicit key (one without `? `) whose `:` comes more than 1024 characters after its
///   start: libyaml stops treating it as a key (YAML 1.2.2 §7.4.3 and §8.2.2 limit implicit
///   keys to one line and 1024 Unicode characters) and reports "could not find expected ':'",
///   "mapping values are not allowed in this context" or "did not find expected ',' or '}'"
///   with its caret on a `:` that is there;
/// - a `%YAML` directive naming a version libyaml does not read ("found incompatible YAML
///   document"): libyaml 0.2.5 accepts `%YAML 1.1` and `%YAML 1.2`, and reads both by its
///   YAML 1.1 grammar.
///
/// Both stay FC001. Internal to the loader; nil means "keep libyaml's message".
struct ParserErrorExplainer {
    let file: String
    let bytes: [UInt8]

    /// libyaml's limit, from its scanner: a simple key goes stale once the scanner is more
    /// than this many characters past the key's start.
    static let implicitKeyLimit = 1024

    /// The versions libyaml 0.2.5's parser accepts in a `%YAML` directive.
    static let readableVersions = ["1.1", "1.2"]

    /// A clearer FC001 for libyaml's `problem` at `mark` (1-based, libyaml's line and column),
    /// or nil when the source text there does not show one of the causes above. `keyMark` is
    /// `simpleKeyMark(_:)` of the failed parser.
    func diagnostic(problem: String, at mark: Mark, keyMark: Mark?) -> Diagnostic? {
        if problem == "found incompatible YAML document" { return versionDirective(at: mark) }
        guard let keyMark else { return nil }
        if problem == "could not find expected ':'", keyMark.line < mark.line {
            return halfTypedKey(at: keyMark, noticedAt: mark)
        }
        return longImplicitKey(from: keyMark, endingAt: mark)
    }

    // MARK: a key without its ':'

    /// A word being typed as a key (`    lab`) with no `:` yet: libyaml's scanner reads it as a
    /// possible key and fails only at the next token, a line or more below, where its caret
    /// points away from the typing. Placed at the word, to the end of its line.
    private func halfTypedKey(at key: Mark, noticedAt mark: Mark) -> Diagnostic? {
        // At a ':' the key runs over two lines (`key` then `  more: 1`), another mistake,
        // which libyaml's words fit.
        let noticed = line(mark.line)
        if noticed.indices.contains(Int(mark.column) - 1), noticed[Int(mark.column) - 1] == ":" { return nil }
        let text = line(key.line)
        let start = Int(key.column) - 1
        guard start >= 0, start < text.count else { return nil }
        var end = text.count
        // Up to a comment, and without the blanks before it or the line's end.
        if let hash = text[start...].indices.first(where: { $0 > start && text[$0] == "#" && text[$0 - 1] == " " }) {
            end = hash
        }
        while end > start + 1, text[end - 1] == " " || text[end - 1] == "\t" { end -= 1 }
        let word = String(String.UnicodeScalarView(text[start..<end]))
        let location = SourceLocation(file: file, line: Int(key.line), column: start + 1, endColumn: end + 1)
        return Diagnostic(
            .yamlSyntax,
            "could not find expected ':' after '\(word)': a key needs ': ' before its value (a list item, '- ' before it)",
            at: location,
            notes: [
                DiagnosticNote(
                    "libyaml noticed it here, at the next token",
                    at: SourceLocation(file: file, line: Int(mark.line), column: Int(mark.column)))
            ])
    }

    // MARK: %YAML

    private func versionDirective(at mark: Mark) -> Diagnostic? {
        let text = line(mark.line)
        var index = Int(mark.column) - 1
        let name: [Unicode.Scalar] = ["%", "Y", "A", "M", "L"]
        guard index >= 0, index + name.count <= text.count, Array(text[index..<index + name.count]) == name else {
            return nil
        }
        index += name.count
        while index < text.count, text[index] == " " || text[index] == "\t" { index += 1 }
        let start = index
        while index < text.count, text[index] != " ", text[index] != "\t", text[index] != "#" { index += 1 }
        guard index > start else { return nil }
        let version = String(String.UnicodeScalarView(text[start..<index]))
        let accepted = Self.readableVersions.map { "'%YAML \($0)'" }.joined(separator: " and ")
        let location = SourceLocation(file: file, line: Int(mark.line), column: start + 1, endColumn: index + 1)
        return Diagnostic(
            .yamlSyntax,
            "the document declares YAML \(version); libyaml, which reads formc's YAML, accepts only \(accepted) "
                + "(it reads both by its YAML 1.1 rules): write '%YAML 1.2' or remove the directive",
            at: location, fixIt: FixIt(at: location, replacement: "1.2"))
    }

    // MARK: implicit keys

    private func longImplicitKey(from key: Mark, endingAt mark: Mark) -> Diagnostic? {
        guard key.line == mark.line else { return nil }
        let text = line(mark.line)
        let colon = Int(mark.column) - 1
        guard colon >= 0, colon < text.count, text[colon] == ":" else { return nil }
        // A ':' is a mapping indicator only before a blank, the line's end, or (in flow) , ] }.
        if colon + 1 < text.count, ![" ", "\t", ",", "]", "}"].contains(text[colon + 1]) { return nil }
        let start = Int(key.column) - 1
        let length = colon - start
        guard length > Self.implicitKeyLimit else { return nil }
        let location = SourceLocation(file: file, line: Int(mark.line), column: start + 1, endColumn: colon + 1)
        return Diagnostic(
            .yamlSyntax,
            "this key runs \(length) characters up to its ':', but YAML limits a key written without '? ' "
                + "to \(Self.implicitKeyLimit) characters on one line (YAML 1.2 §7.4.3, §8.2.2), so the ':' is not "
                + "read as the key's; shorten the key, or make it explicit: '? ' before the key, and "
                + "': ' before the value on the next line",
            at: location,
            notes: [
                DiagnosticNote(
                    "the key's ':' is here", at: SourceLocation(file: file, line: Int(mark.line), column: colon + 1))
            ])
    }

    /// Where libyaml's scanner put its latest possible simple key (an implicit key, with any
    /// anchor or tag before it) on the current flow level: the start it measures the 1024
    /// characters from. It keeps the mark after dropping the key as too long, so the mark
    /// names the key whichever of its messages libyaml then gives. Nil before any key.
    static func simpleKeyMark(_ parser: yaml_parser_t) -> Mark? {
        guard let start = parser.simple_keys.start, let top = parser.simple_keys.top, top > start else { return nil }
        let mark = (top - 1).pointee.mark
        return Mark(line: Int32(truncatingIfNeeded: mark.line + 1), column: Int32(truncatingIfNeeded: mark.column + 1))
    }

    // MARK: source text

    /// The characters of 1-based line `number` (without its line break), as libyaml counts
    /// columns: a byte-order mark at the start of the input is not one.
    private func line(_ number: Int32) -> [Unicode.Scalar] {
        var start: Int?
        TreeBuilder.walk(bytes) { offset, line, _ in
            if line == number { start = offset }
            return line < number
        }
        guard let start, start < bytes.count else { return [] }
        var scalars: [Unicode.Scalar] = []
        var iterator = bytes[start...].makeIterator()
        var decoder = UTF8()
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if LineBreak.isBreak(scalar) { break decoding }
                scalars.append(scalar)
            case .error:
                scalars.append("\u{FFFD}")
            case .emptyInput:
                break decoding
            }
        }
        if number == 1, scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        return scalars
    }
}
