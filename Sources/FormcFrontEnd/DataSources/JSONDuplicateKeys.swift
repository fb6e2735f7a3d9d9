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
/// One pass over the UTF-8 bytes, without recursion; memory grows with the keys of the objects
/// still open. The text is decoded as `JSONSerialization` decodes it (UTF-8, UTF-16 or UTF-32,
/// told by a byte-order mark or the zero bytes around the first character: `JSONText`). Meant
/// to run on text the parser accepted: on anything else it stops quietly where it cannot go on.
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
        diagnostics: Diagnostics, keys: JSONKeyPlaces
    ) {
        var scanner = KeyScanner(bytes: Array(JSONText.utf8(of: bytes)), file: file, recordingDepth: depth)
        scanner.run()
        scanner.reportRepeats()
        return (scanner.diagnostics, JSONKeyPlaces(file: file, tables: scanner.recorded))
    }

    /// The most repeats reported one by one in a file; past them, one diagnostic counts the
    /// rest. A file of a million repeats made a million errors with a note each (issue 44).
    package static let maxReported = 10_000
}

/// Where each key of the objects at one depth is first written, in a file: what
/// `JSONDuplicateKeys.scan` records, one table per object in the order they close. Places are
/// kept without the file's name (a String Catalog may have a million keys: issue 44) and
/// located when read.
package struct JSONKeyPlaces {
    let file: String
    let tables: [KeyTable]

    /// Where `key` is first written; nil for a key the objects do not have.
    package subscript(key: String) -> SourceLocation? {
        for table in tables {
            if let place = table[key] { return SourceLocation(file: file, place) }
        }
        return nil
    }

    /// Every key with its first place, in the order they are written.
    package var inFileOrder: [(key: String, location: SourceLocation)] {
        var seen: Set<String> = []
        var found: [(key: String, place: SourcePosition)] = []
        for table in tables {
            for (key, place) in table.entries where seen.insert(key).inserted { found.append((key, place)) }
        }
        return found.sorted { ($0.place.line, $0.place.column) < ($1.place.line, $1.place.column) }
            .map { ($0.key, SourceLocation(file: file, $0.place)) }
    }
}

/// The keys of one object and where each is first written. Keys are kept in a list in the
/// order written; no key written above the one before it (in Swift's order, which agrees with
/// its `==`) can repeat an earlier one, so keys written in ascending order, as Xcode and formc
/// write them, are never compared further. Otherwise the list is sorted when the object closes
/// and the repeats found side by side: for a million keys, cheaper than hashing them into a
/// dictionary as it grows (issue 44).
struct KeyTable {
    /// In the order written until `close()`, then in key order with each key once.
    private var keys: [(key: String, place: SourcePosition)] = []
    private var ascending = true

    mutating func add(_ key: String, at place: SourcePosition) {
        if ascending, let last = keys.last, !(last.key < key) { ascending = false }
        keys.append((key, place))
    }

    /// Puts the keys in key order, each once at its first place, and returns each repeat's
    /// place with its key's first place.
    mutating func close() -> [(repeat: SourcePosition, first: SourcePosition)] {
        guard !ascending else { return [] }
        ascending = true
        // A stable sort: equal keys side by side in the order written, the first one first.
        let sorted = keys.sorted { $0.key < $1.key }
        var repeats: [(repeat: SourcePosition, first: SourcePosition)] = []
        keys = []
        keys.reserveCapacity(sorted.count)
        for entry in sorted {
            if let last = keys.last, last.key == entry.key {
                repeats.append((entry.place, last.place))
            } else {
                keys.append(entry)
            }
        }
        return repeats
    }

    /// Where `key` is first written, found by halving the keys (once closed).
    subscript(key: String) -> SourcePosition? {
        var low = 0
        var high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if keys[middle].key < key { low = middle + 1 } else { high = middle }
        }
        return low < keys.count && keys[low].key == key ? keys[low].place : nil
    }

    var entries: [(key: String, place: SourcePosition)] { keys }
}

/// The scan itself, over UTF-8: tokens are told apart by their first byte (every structural
/// one is ASCII), and only strings read in full, since a key is a string where an object
/// expects one.
private struct KeyScanner {
    /// An open object or array.
    private struct Container {
        var isObject: Bool
        /// Whether the next string in this object is a key (after `{` or `,`).
        var expectsKey: Bool
        /// Where each key of this object is first written.
        var keys = KeyTable()
    }

    let bytes: [UInt8]
    let file: String
    /// The object depth whose keys are recorded in `recorded`; nil for none.
    let recordingDepth: Int?
    private var index = 0
    /// The line and column (in scalars) of the scalar last read, and whether it ended its line.
    private var line = 1
    private var column = 0
    private var lineEnded = false
    private var open: [Container] = []
    private(set) var diagnostics = Diagnostics()
    /// The keys of each object at `recordingDepth`, taken from it when it closes, so that a
    /// catalog's million keys are kept once.
    private(set) var recorded: [KeyTable] = []
    /// Each repeated key's place and its first place, found as each object closes.
    private var repeats: [(repeat: SourcePosition, first: SourcePosition)] = []

    init(bytes: [UInt8], file: String, recordingDepth: Int? = nil) {
        self.bytes = bytes
        self.file = file
        self.recordingDepth = recordingDepth
    }

    mutating func run() {
        // Text that ends early (or is malformed) keeps the keys read so far.
        defer { while let container = open.popLast() { close(container) } }
        while let byte = read() {
            switch byte {
            case UInt8(ascii: "{"): open.append(Container(isObject: true, expectsKey: true))
            case UInt8(ascii: "["): open.append(Container(isObject: false, expectsKey: false))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard let container = open.popLast() else { return }
                close(container)
            case UInt8(ascii: ","):
                if let last = open.indices.last, open[last].isObject { open[last].expectsKey = true }
            case UInt8(ascii: "\""):
                let (startLine, startColumn) = (line, column)
                guard let text = readStringBody() else { return }
                guard let last = open.indices.last, open[last].isObject, open[last].expectsKey else { continue }
                open[last].expectsKey = false
                let here = SourcePosition(
                    line: Int32(clamping: startLine), column: Int32(clamping: startColumn),
                    endColumn: line == startLine ? Int32(clamping: column + 1) : 0)
                open[last].keys.add(text, at: here)
            default:
                continue  // whitespace, `:`, numbers, true, false, null
            }
        }
    }

    /// Reports the repeats in the order they are written: each at the repeat, with a note at
    /// the key's first place; past `JSONDuplicateKeys.maxReported`, one diagnostic counts the rest.
    mutating func reportRepeats() {
        repeats.sort { ($0.repeat.line, $0.repeat.column) < ($1.repeat.line, $1.repeat.column) }
        for (place, first) in repeats.prefix(JSONDuplicateKeys.maxReported) {
            // The key is the data file's text: its place is given, never the key itself.
            diagnostics.report(
                Diagnostic(
                    .duplicateKey, "a key appears twice in this object", at: SourceLocation(file: file, place),
                    notes: [DiagnosticNote("the same key first appears here", at: SourceLocation(file: file, first))]))
        }
        guard repeats.count > JSONDuplicateKeys.maxReported else { return }
        diagnostics.report(
            Diagnostic(
                .duplicateKey,
                "and \(repeats.count - JSONDuplicateKeys.maxReported) more keys appear twice in their objects (the "
                    + "first \(JSONDuplicateKeys.maxReported) are reported)",
                at: SourceLocation(file: file, repeats[JSONDuplicateKeys.maxReported].repeat)))
    }

    /// Finds an object's repeated keys when it closes (or is left open at the end), and keeps
    /// its keys when it is at the recording depth.
    private mutating func close(_ container: Container) {
        guard container.isObject else { return }
        var keys = container.keys
        repeats += keys.close()
        if open.count + 1 == recordingDepth { recorded.append(keys) }
    }

    // MARK: Strings

    /// Reads a string after its opening quote, through its closing quote, and returns it
    /// unescaped; nil when the text ends first or an escape is malformed. Most strings have no
    /// escape: their bytes are taken in one piece.
    private mutating func readStringBody() -> String? {
        let start = index
        while let byte = read() {
            if byte == UInt8(ascii: "\"") { return String(decoding: bytes[start..<index - 1], as: UTF8.self) }
            if byte == UInt8(ascii: "\\") {
                return readEscapedStringBody(String(decoding: bytes[start..<index - 1], as: UTF8.self))
            }
        }
        return nil
    }

    /// The rest of a string whose text up to a backslash, just read, is `text`: escapes
    /// unescaped, a `\u` surrogate pair joined, a lone half read as U+FFFD.
    private mutating func readEscapedStringBody(_ text: String) -> String? {
        var text = text
        var highSurrogate: UInt32?
        var escaping = true
        var runStart = index
        while true {
            if escaping {
                escaping = false
                guard let letter = read() else { return nil }
                if letter == UInt8(ascii: "u") {
                    guard let unit = readHex4() else { return nil }
                    if let high = highSurrogate, (0xDC00...0xDFFF).contains(unit) {
                        text.unicodeScalars.append(
                            Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00)) ?? "\u{FFFD}")
                        highSurrogate = nil
                    } else {
                        if highSurrogate != nil { text.unicodeScalars.append("\u{FFFD}") }
                        highSurrogate = (0xD800...0xDBFF).contains(unit) ? unit : nil
                        if highSurrogate == nil { text.unicodeScalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}") }
                    }
                } else {
                    if highSurrogate != nil { text.unicodeScalars.append("\u{FFFD}") }
                    highSurrogate = nil
                    // A letter that is no escape is kept: the file is parsed (and refused) elsewhere.
                    text.unicodeScalars.append(JSONEscape.scalar(escapedBy: letter) ?? Unicode.Scalar(letter))
                }
                runStart = index
                continue
            }
            guard let byte = read() else { return nil }
            guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            // A run of plain text ends here; a high half left before it, or before the end, is alone.
            if highSurrogate != nil, runStart < index - 1 || byte == UInt8(ascii: "\"") {
                text.unicodeScalars.append("\u{FFFD}")
                highSurrogate = nil
            }
            text += String(decoding: bytes[runStart..<index - 1], as: UTF8.self)
            if byte == UInt8(ascii: "\"") { return text }
            escaping = true
        }
    }

    private mutating func readHex4() -> UInt32? {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = read(), let digit = Self.hexValue(byte) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte) - 0x30
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte) - 0x61 + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte) - 0x41 + 10
        default: nil
        }
    }

    // MARK: Reading

    /// The next byte. A byte that starts a scalar moves the column on, or to a new line
    /// after a break (`LineBreak`: LF, CR but the CR of a CRLF, NEL, LS, PS).
    private mutating func read() -> UInt8? {
        guard index < bytes.count else { return nil }
        let byte = bytes[index]
        if byte & 0xC0 != 0x80 {
            if lineEnded {
                line += 1
                column = 0
                lineEnded = false
            }
            column += 1
            switch byte {
            case 0x0D: lineEnded = index + 1 == bytes.count || bytes[index + 1] != 0x0A
            case 0x0A, 0xC2, 0xE2: lineEnded = LineBreak.utf8Length(at: index, in: bytes) > 0
            default: break
            }
        }
        index += 1
        return byte
    }
}
