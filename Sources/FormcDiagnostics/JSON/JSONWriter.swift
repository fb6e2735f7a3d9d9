/// Writes a `JSONValue` as UTF-8 (RFC 8259): keys sorted, two-space indentation, `": "`
/// between key and value, a final newline. Non-ASCII text is written as is; quotes,
/// backslashes, control characters and the few sequences listed at `writeString` are
/// escaped. Byte-identical for equal values.
public enum JSONWriter {
    /// The whole document as bytes.
    public static func write(_ value: JSONValue) -> [UInt8] {
        var all: [UInt8] = []
        write(value) { all.append(contentsOf: $0) }
        return all
    }

    /// Streams the document to `sink` in chunks of about 64 KiB, so a large document is never
    /// held twice in memory (once as values, once as bytes).
    public static func write(_ value: JSONValue, to sink: ([UInt8]) -> Void) {
        var out: [UInt8] = []
        out.reserveCapacity(chunkSize + 4096)
        write(value, indent: 0, into: &out, sink: sink)
        out.append(UInt8(ascii: "\n"))
        sink(out)
    }

    package static let chunkSize = 1 << 16

    /// Writes `value` at `indent` into `out`, handing a full chunk to `sink` and emptying
    /// `out` before each nested value.
    package static func write(_ value: JSONValue, indent: Int, into out: inout [UInt8], sink: ([UInt8]) -> Void) {
        if out.count >= chunkSize {
            sink(out)
            out.removeAll(keepingCapacity: true)
        }
        write(value, indent: indent, into: &out, nested: sink)
    }

    /// Writes `value` at `indent` into `out`, which only grows: for a caller that flushes
    /// `out` itself where it is whole (after a field's object). A sink that dropped what it
    /// was given would cut the document.
    package static func writeWhole(_ value: JSONValue, indent: Int, into out: inout [UInt8]) {
        var whole: [UInt8] = []
        swap(&whole, &out)
        // Everything nested is handed to a sink that appends it back in order.
        write(value, indent: indent, into: &whole, nested: { out.append(contentsOf: $0) })
        out.append(contentsOf: whole)
    }

    /// The whole document as Xcode writes String Catalogs and property-list JSON: `" : "`
    /// between key and value, otherwise as `write(_:)` (keys sorted, two-space indentation).
    public static func writeXcodeStyle(_ value: JSONValue) -> [UInt8] {
        var out: [UInt8] = []
        write(value, indent: 0, into: &out, nested: { _ in }, separator: Array(" : ".utf8))
        out.append(UInt8(ascii: "\n"))
        return out
    }

    public static func string(_ value: JSONValue) -> String {
        String(decoding: write(value), as: UTF8.self)
    }

    private static func write(
        _ value: JSONValue, indent: Int, into out: inout [UInt8], nested sink: ([UInt8]) -> Void,
        separator: [UInt8] = Array(": ".utf8)
    ) {
        switch value {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .int(let number): out.append(contentsOf: String(number).utf8)
        case .double(let number): out.append(contentsOf: (number.isFinite ? "\(number)" : "null").utf8)
        case .string(let text): writeString(text, into: &out)
        case .array(let items):
            if items.isEmpty { out.append(contentsOf: "[]".utf8); return }
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                newline(indent + 1, into: &out)
                writeItem(item, indent: indent + 1, into: &out, sink: sink, separator: separator)
            }
            newline(indent, into: &out)
            out.append(UInt8(ascii: "]"))
        case .sortedObject(let members):
            if members.isEmpty { out.append(contentsOf: "{}".utf8); return }
            out.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                newline(indent + 1, into: &out)
                writeString(member.key, into: &out)
                out.append(contentsOf: separator)
                writeItem(member.value, indent: indent + 1, into: &out, sink: sink, separator: separator)
            }
            newline(indent, into: &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    /// A nested value: the streaming path for the default separator, the whole one otherwise.
    private static func writeItem(
        _ value: JSONValue, indent: Int, into out: inout [UInt8], sink: ([UInt8]) -> Void, separator: [UInt8]
    ) {
        if separator.elementsEqual(": ".utf8) {
            write(value, indent: indent, into: &out, sink: sink)
        } else {
            write(value, indent: indent, into: &out, nested: sink, separator: separator)
        }
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 128)

    package static func newline(_ indent: Int, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\n"))
        var remaining = indent * 2
        while remaining > 0 {
            let count = min(remaining, spaces.count)
            out.append(contentsOf: spaces[0..<count])
            remaining -= count
        }
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    /// Writes `text` as a JSON string. Besides what RFC 8259 requires (quote, backslash, C0),
    /// DEL, C1 controls, bidirectional controls and U+2028/U+2029 are written as `\uXXXX`, and
    /// so is the `[` of a `##[` or `##vso[`: the same JSON value, but the bytes can neither
    /// drive a terminal that shows the document nor hold a command a CI runner executes
    /// anywhere in a log line (`RunnerCommand`). (No line of the document can start with `::`: strings hold no
    /// raw line break, and every line starts with indentation and then `"`, `{`, `}`, `[`, `]`.)
    package static func writeString(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Most strings need no escape: copy them whole. The lead bytes 0xC2, 0xD8 and 0xE2 start
        // every escaped scalar above U+007F; strings with them take the scalar-by-scalar path.
        let copied: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard !bytes.contains(where: needsCheck) else { return false }
            out.append(contentsOf: bytes)
            return true
        }
        if copied == true {
            out.append(UInt8(ascii: "\""))
            return
        }
        var scan = RunnerCommand.Scan()
        for scalar in text.unicodeScalars {
            let command = scan.form(completedBy: scalar) != nil
            switch scalar {
            case "\"": out.append(contentsOf: "\\\"".utf8)
            case "\\": out.append(contentsOf: "\\\\".utf8)
            case "\n": out.append(contentsOf: "\\n".utf8)
            case "\r": out.append(contentsOf: "\\r".utf8)
            case "\t": out.append(contentsOf: "\\t".utf8)
            case "[" where command: writeEscaped(scalar.value, into: &out)
            default:
                if mustEscape(scalar.value) {
                    writeEscaped(scalar.value, into: &out)
                } else {
                    UTF8.encode(scalar) { out.append($0) }
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func needsCheck(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F
            || byte == UInt8(ascii: "#") || byte == 0xC2 || byte == 0xD8 || byte == 0xE2
    }

    private static func mustEscape(_ value: UInt32) -> Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    private static func writeEscaped(_ value: UInt32, into out: inout [UInt8]) {
        out.append(contentsOf: "\\u".utf8)
        for shift in stride(from: 12, through: 0, by: -4) {
            out.append(hex[Int((value >> UInt32(shift)) & 0xF)])
        }
    }
}
