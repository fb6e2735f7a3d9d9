import FormcDiagnostics

/// Finds the keys written more than once in one JSON object. Foundation's
/// `JSONSerialization` reads them without a word and keeps the last value; formc reports
/// each repeat as YAML's are reported: FC004 at the second key (line and column in Unicode
/// scalars, up to its closing quote), with a note at the first. The key is not quoted: a
/// data file's text never reaches a report.
///
/// Keys are compared once unescaped (`"a"` and `"\u0061"` are one key, a surrogate pair one
/// scalar) and as Swift strings compare, with canonical equivalence, because that is how the
/// dictionary Foundation returns compares them: `"é"` and `"e\u0301"` are one key too.
///
/// One pass, without recursion; memory grows with the keys of the objects still open. The
/// text is decoded as `JSONSerialization` decodes it (UTF-8, UTF-16 or UTF-32, told by a
/// byte-order mark or the zero bytes around the first character). Meant to run on text the
/// parser accepted: on anything else it stops quietly where it cannot go on.
package enum JSONDuplicateKeys {
    /// FC004 diagnostics for `bytes`, a JSON file called `file`, in the order the repeats
    /// appear; none when every object's keys differ.
    package static func diagnostics(in bytes: [UInt8], file: String) -> Diagnostics {
        scan(bytes, file: file, recordingDepth: nil).diagnostics
    }

    /// The FC004 diagnostics, and where each key of the objects `depth` levels down is first
    /// written (the top-level object is depth 1; a String Catalog's entries, inside its
    /// `strings`, are at depth 2): line and column in Unicode scalars of its opening quote.
    package static func scan(_ bytes: [UInt8], file: String, recordingDepth depth: Int?) -> (
        diagnostics: Diagnostics, keys: [String: SourceLocation]
    ) {
        var scanner = KeyScanner(scalars: JSONText.scalars(of: bytes), file: file, recordingDepth: depth)
        scanner.run()
        return (scanner.diagnostics, scanner.recorded)
    }
}

/// The scan itself: tokens are told apart by their first scalar, and only strings read in
/// full, since a key is a string where an object expects one.
private struct KeyScanner {
    /// An open object or array.
    private struct Container {
        var isObject: Bool
        /// Whether the next string in this object is a key (after `{` or `,`).
        var expectsKey: Bool
        /// Where each key of this object is first written.
        var keys: [String: SourceLocation] = [:]
    }

    let scalars: String.UnicodeScalarView
    let file: String
    /// The object depth whose keys are recorded in `recorded`; nil for none.
    let recordingDepth: Int?
    private var index: String.UnicodeScalarView.Index
    private var position = LineColumnCounter()
    private var open: [Container] = []
    private(set) var diagnostics = Diagnostics()
    private(set) var recorded: [String: SourceLocation] = [:]

    init(scalars: String.UnicodeScalarView, file: String, recordingDepth: Int? = nil) {
        self.scalars = scalars
        self.file = file
        self.recordingDepth = recordingDepth
        self.index = scalars.startIndex
    }

    mutating func run() {
        while let scalar = read() {
            switch scalar {
            case "{": open.append(Container(isObject: true, expectsKey: true))
            case "[": open.append(Container(isObject: false, expectsKey: false))
            case "}", "]": guard open.popLast() != nil else { return }
            case ",":
                if let last = open.indices.last, open[last].isObject { open[last].expectsKey = true }
            case "\"":
                let start = position
                guard let text = readStringBody() else { return }
                guard let last = open.indices.last, open[last].isObject, open[last].expectsKey else { continue }
                open[last].expectsKey = false
                let location = SourceLocation(
                    file: file, line: start.line, column: start.column,
                    endColumn: position.line == start.line ? position.column + 1 : nil)
                if let first = open[last].keys[text] {
                    // The key is the data file's text: its place is given, never the key itself.
                    diagnostics.report(
                        Diagnostic(
                            .duplicateKey, "a key appears twice in this object", at: location,
                            notes: [DiagnosticNote("the same key first appears here", at: first)]))
                } else {
                    open[last].keys[text] = location
                    if open.count == recordingDepth, recorded[text] == nil { recorded[text] = location }
                }
            default:
                continue  // whitespace, `:`, numbers, true, false, null
            }
        }
    }

    // MARK: Strings

    /// Reads a string after its opening quote, through its closing quote, and returns it
    /// unescaped; nil when the text ends first or an escape is malformed.
    private mutating func readStringBody() -> String? {
        var text = String.UnicodeScalarView()
        var highSurrogate: UInt32?
        while let scalar = read() {
            if scalar == "\\", peek() == "u" {
                _ = read()
                guard let unit = readHex4() else { return nil }
                switch unit {
                case 0xDC00...0xDFFF where highSurrogate != nil:
                    let high = highSurrogate ?? 0
                    text.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00)) ?? "\u{FFFD}")
                    highSurrogate = nil
                    continue
                default:
                    if highSurrogate != nil { text.append("\u{FFFD}") }
                    highSurrogate = (0xD800...0xDBFF).contains(unit) ? unit : nil
                    if highSurrogate == nil { text.append(Unicode.Scalar(unit) ?? "\u{FFFD}") }
                    continue
                }
            }
            if highSurrogate != nil {
                text.append("\u{FFFD}")
                highSurrogate = nil
            }
            switch scalar {
            case "\"":
                return String(text)
            case "\\":
                guard let escaped = read() else { return nil }
                text.append(Self.unescaped(escaped))
            default:
                text.append(scalar)
            }
        }
        return nil
    }

    /// The scalar a one-letter escape stands for (`\n`, `\t`…; `\"`, `\\` and `\/` stand
    /// for themselves).
    private static func unescaped(_ letter: Unicode.Scalar) -> Unicode.Scalar {
        switch letter {
        case "b": "\u{08}"
        case "f": "\u{0C}"
        case "n": "\n"
        case "r": "\r"
        case "t": "\t"
        default: letter
        }
    }

    private mutating func readHex4() -> UInt32? {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let scalar = read(), let digit = Self.hexValue(scalar) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 0x30
        case "a"..."f": scalar.value - 0x61 + 10
        case "A"..."F": scalar.value - 0x41 + 10
        default: nil
        }
    }

    // MARK: Reading

    private func peek() -> Unicode.Scalar? { index < scalars.endIndex ? scalars[index] : nil }

    private mutating func read() -> Unicode.Scalar? {
        guard index < scalars.endIndex else { return nil }
        let scalar = scalars[index]
        index = scalars.index(after: index)
        position.advance(over: scalar, before: peek())
        return scalar
    }
}
