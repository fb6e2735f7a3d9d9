/// Writes one JSON object member by member straight into the output bytes, in `JSONWriter`'s
/// format (two-space indentation, `": "` after a key, `{}` when empty): the bytes `JSONWriter`
/// writes for a `.sortedObject`, without building the value. The caller gives the members in
/// sorted key order (UTF-8 byte order), as a `.sortedObject` holds them; keys are static
/// text, copied as they are (they need no escape). Optional values that are nil are left out.
package struct JSONObjectStream {
    private let indent: Int
    private var isEmpty = true

    /// Opens the object at `indent` (the indentation of the line it starts on).
    package init(indent: Int, into out: inout [UInt8]) {
        self.indent = indent
        out.append(UInt8(ascii: "{"))
    }

    private mutating func key(_ key: StaticString, into out: inout [UInt8]) {
        if !isEmpty { out.append(UInt8(ascii: ",")) }
        isEmpty = false
        JSONWriter.newline(indent + 1, into: &out)
        out.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { out.append(contentsOf: $0) }
        out.append(contentsOf: "\": ".utf8)
    }

    package mutating func string(_ key: StaticString, _ value: String?, into out: inout [UInt8]) {
        guard let value else { return }
        self.key(key, into: &out)
        JSONWriter.writeString(value, into: &out)
    }

    package mutating func bool(_ key: StaticString, _ value: Bool, into out: inout [UInt8]) {
        self.key(key, into: &out)
        out.append(contentsOf: (value ? "true" : "false").utf8)
    }

    package mutating func int(_ key: StaticString, _ value: Int?, into out: inout [UInt8]) {
        guard let value else { return }
        self.key(key, into: &out)
        out.append(contentsOf: String(value).utf8)
    }

    /// Any other value (a number, a condition tree), through the writer. Written whole into
    /// `out` however large (a condition of a thousand terms passes a chunk): the caller
    /// flushes `out` between objects.
    package mutating func value(_ key: StaticString, _ value: JSONValue?, into out: inout [UInt8]) {
        guard let value else { return }
        self.key(key, into: &out)
        JSONWriter.writeWhole(value, indent: indent + 1, into: &out)
    }

    /// A nested object: `body` writes its members through the stream it is given.
    package mutating func object(
        _ key: StaticString, into out: inout [UInt8], _ body: (inout JSONObjectStream, inout [UInt8]) -> Void
    ) {
        self.key(key, into: &out)
        var nested = JSONObjectStream(indent: indent + 1, into: &out)
        body(&nested, &out)
        nested.close(into: &out)
    }

    package func close(into out: inout [UInt8]) {
        if !isEmpty { JSONWriter.newline(indent, into: &out) }
        out.append(UInt8(ascii: "}"))
    }
}
