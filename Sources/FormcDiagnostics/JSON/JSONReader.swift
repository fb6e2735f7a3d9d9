/// Why `JSONReader` did not read a text.
package enum JSONReadFailure: Error, Equatable {
    /// The text is not JSON.
    case notJSON
    /// The text holds more than `limit` values; `line` and `column` (1-based, in Unicode
    /// scalars, lines broken as `LineBreak` says) are where the first value past it starts.
    case tooManyValues(limit: Int, line: Int, column: Int)
}

/// formc's own JSON reader, for files a person hands formc and that may be large: a String
/// Catalog of a million keys took `JSONSerialization` (and the conversion of what it returns)
/// seconds and hundreds of megabytes, dictionaries and `NSNumber`s for every value (issue 44).
/// This one reads the UTF-8 bytes once, straight into `JSONValue`s, and stops at a bound on
/// the number of values (objects, arrays, strings, numbers, `true`, `false`, `null`; a key is
/// not a value), so no text under the bound costs more than a few hundred milliseconds.
///
/// It reads what `JSONValue.parse` reads, the same way (`JSONReaderTests`, and
/// `JSONReaderAgreementTests` over a million random near misses, with three differences where
/// Foundation on Linux strays from RFC 8259: a number past 17 digits is the nearest double
/// here, a U+FEFF inside a string is kept, and a number out of `Double`'s range is refused even
/// where a later value of its key replaces it): RFC 8259
/// text in UTF-8, UTF-16 or UTF-32 (`JSONText`), any value at the top, nesting up to 512
/// levels, a trailing comma in an object or array (Foundation's parser takes one), the last
/// value of a key written twice, a lone surrogate escape as U+FFFD (`LoneSurrogates`), an
/// integer as `.int` unless it is out of `Int`'s range or is `Int.min` (then `.double`), a number
/// with a fraction or exponent as `.double`, and no number out of `Double`'s range (`1e309`).
package enum JSONReader {
    /// Foundation's depth: 512 nested arrays read, 513 do not.
    static let maxDepth = 512

    package static func read(_ bytes: [UInt8], valueLimit: Int = .max) throws(JSONReadFailure) -> JSONValue {
        let text = JSONText.utf8(of: bytes)
        // Foundation's parser refuses text that is no UTF-8. Checked once here, so that each
        // string is then taken from its bytes without checking them again: a quote is ASCII, so
        // the bytes between two are whole characters.
        guard text.withUnsafeBufferPointer({ String(validating: $0, as: UTF8.self) }) != nil else { throw .notJSON }
        let outcome = text.withUnsafeBufferPointer { buffer in
            var parser = JSONByteParser(bytes: buffer, valueLimit: valueLimit)
            return parser.document()
        }
        switch outcome {
        case .success(let value): return value
        case .failure(.notJSON): throw .notJSON
        case .failure(.tooManyValues(let offset)):
            let (line, column) = Self.lineAndColumn(ofByte: offset, in: text)
            throw .tooManyValues(limit: valueLimit, line: line, column: column)
        }
    }

    /// The line and column of the scalar that starts at byte `offset` of the UTF-8 `text`.
    private static func lineAndColumn(ofByte offset: Int, in text: ArraySlice<UInt8>) -> (Int, Int) {
        let scalars = String(decoding: text.prefix(offset), as: UTF8.self).unicodeScalars
        var line = 1
        var column = 1
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let next = scalars.index(after: index)
            if LineBreak.endsLine(scalars[index], before: next < scalars.endIndex ? scalars[next] : nil) {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index = next
        }
        return (line, column)
    }
}

/// The reader's one pass: an explicit stack of open arrays and objects (no recursion, so no
/// depth of nesting can exhaust the thread's stack).
private struct JSONByteParser {
    enum Failure: Error {
        case notJSON
        /// The byte offset of the first value past the limit.
        case tooManyValues(offset: Int)
    }

    /// An open array or object: what it holds so far, and an object's key whose value comes
    /// next. Changed in place on the stack, so that adding to it never copies it.
    private struct Container {
        var isObject: Bool
        var items: [JSONValue] = []
        var members: [JSONMember] = []
        var key = ""
    }

    /// What `openContainer` found.
    private enum Opening {
        case none
        case opened
        case empty(JSONValue)
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let valueLimit: Int
    private var index = 0
    private var valueCount = 0
    private var open: [Container] = []

    init(bytes: UnsafeBufferPointer<UInt8>, valueLimit: Int) {
        self.bytes = bytes
        self.valueLimit = valueLimit
    }

    mutating func document() -> Result<JSONValue, Failure> {
        do throws(Failure) {
            let value = try topValue()
            skipWhitespace()
            guard index == bytes.count else { throw Failure.notJSON }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }

    /// The top-level value: each value read is put in the container it is in, and each
    /// container that closes after it is a value in turn.
    private mutating func topValue() throws(Failure) -> JSONValue {
        while true {
            skipWhitespace()
            var value: JSONValue
            switch try openContainer() {
            case .opened: continue
            case .empty(let empty): value = empty
            case .none: value = try scalar()
            }
            closing: while let last = open.indices.last {
                skipWhitespace()
                if open[last].isObject {
                    open[last].members.append(JSONMember(key: open[last].key, value: value))
                } else {
                    open[last].items.append(value)
                }
                let closer = open[last].isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                var byte = try next()
                if byte == UInt8(ascii: ",") {
                    skipWhitespace()
                    // Another member, unless the comma is the last (Foundation's parser takes one).
                    if peek() != closer {
                        if open[last].isObject { open[last].key = try key() }
                        break closing
                    }
                    byte = try next()
                }
                guard byte == closer else { throw .notJSON }
                let container = open.removeLast()
                value = container.isObject ? Self.object(container.members) : .array(container.items)
            }
            if open.isEmpty { return value }
        }
    }

    /// At `{` or `[`: opens the container (and reads an object's first key), or reads `{}`
    /// and `[]` whole.
    private mutating func openContainer() throws(Failure) -> Opening {
        guard let first = peek(), first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else { return .none }
        try count()
        guard open.count < JSONReader.maxDepth else { throw .notJSON }
        index += 1
        skipWhitespace()
        let isObject = first == UInt8(ascii: "{")
        if peek() == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
            index += 1
            return .empty(isObject ? .sortedObject([]) : .array([]))
        }
        open.append(Container(isObject: isObject, key: isObject ? try key() : ""))
        return .opened
    }

    /// A key and its `:`, the reader before the value.
    private mutating func key() throws(Failure) -> String {
        guard try next() == UInt8(ascii: "\"") else { throw .notJSON }
        let key = try stringBody()
        skipWhitespace()
        guard try next() == UInt8(ascii: ":") else { throw .notJSON }
        return key
    }

    /// An object of the members written: as they are when they were written sorted, as Xcode
    /// and formc write catalogs. Otherwise sorted, and a key written twice (or two keys Swift
    /// finds equal) keeps its first spelling and its last value, as Foundation's dictionary does.
    private static func object(_ members: [JSONMember]) -> JSONValue {
        if zip(members, members.dropFirst()).allSatisfy({ JSONMember.precedes($0, $1) }) {
            return .sortedObject(members)
        }
        // A stable sort by Swift's `<`, which agrees with its `==`: equal keys side by side,
        // in the order written, with no hashing (an object may have a million members).
        var unique: [JSONMember] = []
        unique.reserveCapacity(members.count)
        for member in members.sorted(by: { $0.key < $1.key }) {
            if let last = unique.indices.last, unique[last].key == member.key {
                unique[last].value = member.value
            } else {
                unique.append(member)
            }
        }
        if zip(unique, unique.dropFirst()).allSatisfy({ JSONMember.precedes($0, $1) }) { return .sortedObject(unique) }
        return .sortedObject(unique.sorted(by: JSONMember.precedes))
    }

    // MARK: Values other than containers

    private mutating func scalar() throws(Failure) -> JSONValue {
        guard let first = peek() else { throw .notJSON }
        try count()
        switch first {
        case UInt8(ascii: "\""):
            index += 1
            return .string(try stringBody())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw .notJSON
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(Failure) -> JSONValue {
        let length = word.utf8CodeUnitCount
        guard index + length <= bytes.count else { throw .notJSON }
        for offset in 0..<length where bytes[index + offset] != word.utf8Start[offset] { throw .notJSON }
        index += length
        return value
    }

    /// A number as RFC 8259 writes it: `-`, digits without a leading zero, a fraction, an exponent.
    private mutating func number() throws(Failure) -> JSONValue {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard let lead = peek(), Self.isDigit(lead) else { throw .notJSON }
        index += 1
        if lead != UInt8(ascii: "0") { skipDigits() }
        var isInteger = true
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard try requireDigits() else { throw .notJSON }
            isInteger = false
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard try requireDigits() else { throw .notJSON }
            isInteger = false
        }
        // A digit straight after a leading zero (`01`) is no number.
        if let after = peek(), Self.isDigit(after) { throw .notJSON }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        // Foundation's types: an integer in Int's range but Int.min is `.int`, any other number a double.
        if isInteger, let integer = Int(text), integer != .min { return .int(integer) }
        guard let double = Double(text), double.isFinite else { throw .notJSON }
        return .double(double)
    }

    private mutating func requireDigits() throws(Failure) -> Bool {
        guard let digit = peek(), Self.isDigit(digit) else { return false }
        skipDigits()
        return true
    }

    private mutating func skipDigits() {
        while let byte = peek(), Self.isDigit(byte) { index += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    // MARK: Strings

    /// A string after its opening quote, through its closing one. Most strings have no
    /// escape and are taken from the bytes in one piece.
    private mutating func stringBody() throws(Failure) -> String {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = Self.text(bytes[start..<index])
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { return try escapedStringBody(from: start) }
            // A control character is written escaped or not at all.
            guard byte >= 0x20 else { throw .notJSON }
            index += 1
        }
        throw .notJSON
    }

    /// `stringBody` for a string with escapes: `\uXXXX` pairs joined, a lone surrogate read
    /// as U+FFFD (as `JSONValue.parse` repairs it).
    private mutating func escapedStringBody(from start: Int) throws(Failure) -> String {
        var text = Self.text(bytes[start..<index])
        var runStart = index
        var pendingHigh: UInt32?
        while index < bytes.count {
            let byte = bytes[index]
            if byte != UInt8(ascii: "\\") {
                if pendingHigh != nil {
                    text.unicodeScalars.append(Self.lone)
                    pendingHigh = nil
                }
                if byte == UInt8(ascii: "\"") {
                    text += Self.text(bytes[runStart..<index])
                    index += 1
                    return text
                }
                guard byte >= 0x20 else { throw .notJSON }
                index += 1
                continue
            }
            text += Self.text(bytes[runStart..<index])
            index += 1
            guard index < bytes.count else { throw .notJSON }
            let letter = bytes[index]
            index += 1
            if letter == UInt8(ascii: "u") {
                let unit = try hex4()
                if let high = pendingHigh {
                    pendingHigh = nil
                    if (0xDC00...0xDFFF).contains(unit) {
                        text.unicodeScalars.append(Self.scalar(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00)))
                        runStart = index
                        continue
                    }
                    text.unicodeScalars.append(Self.lone)
                }
                if (0xD800...0xDBFF).contains(unit) {
                    pendingHigh = unit
                } else {
                    text.unicodeScalars.append(Self.scalar(unit))
                }
            } else {
                if pendingHigh != nil {
                    text.unicodeScalars.append(Self.lone)
                    pendingHigh = nil
                }
                guard let scalar = JSONEscape.scalar(escapedBy: letter) else { throw .notJSON }
                text.unicodeScalars.append(scalar)
            }
            runStart = index
        }
        throw .notJSON
    }

    /// The text of bytes between two ASCII characters of valid UTF-8 (`JSONReader.read` checked it).
    private static func text(_ slice: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: slice), as: UTF8.self)
    }

    /// The scalar of a unit that is none of a surrogate pair's halves (a low half alone included).
    private static func scalar(_ value: UInt32) -> Unicode.Scalar { Unicode.Scalar(value) ?? "\u{FFFD}" }

    /// What a lone surrogate half reads as.
    private static let lone: Unicode.Scalar = "\u{FFFD}"

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw .notJSON }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw .notJSON
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    // MARK: Reading

    /// Counts the value that starts here against the limit.
    private mutating func count() throws(Failure) {
        valueCount += 1
        if valueCount > valueLimit { throw .tooManyValues(offset: index) }
    }

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func next() throws(Failure) -> UInt8 {
        guard index < bytes.count else { throw .notJSON }
        defer { index += 1 }
        return bytes[index]
    }

    /// JSON's whitespace: space, tab, line feed, carriage return; nothing else.
    private mutating func skipWhitespace() {
        while let byte = peek(),
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
                || byte == UInt8(ascii: "\t")
        {
            index += 1
        }
    }
}

/// JSON's one-letter escapes (RFC 8259 §7), for every reader of JSON text formc has
/// (`JSONReader`, and the front end's key scanner, which locates keys for diagnostics).
package enum JSONEscape {
    /// The scalar `\` followed by `letter` stands for; nil for a letter that is no escape
    /// (`u` starts four hex digits, which the reader takes apart).
    package static func scalar(escapedBy letter: UInt8) -> Unicode.Scalar? {
        switch letter {
        case UInt8(ascii: "\""): "\""
        case UInt8(ascii: "\\"): "\\"
        case UInt8(ascii: "/"): "/"
        case UInt8(ascii: "b"): "\u{08}"
        case UInt8(ascii: "f"): "\u{0C}"
        case UInt8(ascii: "n"): "\n"
        case UInt8(ascii: "r"): "\r"
        case UInt8(ascii: "t"): "\t"
        default: nil
        }
    }
}
