/// Writes a `JSONValue` as UTF-8 (RFC 8259): keys sorted, two-space indentation, `": "`
/// between key and value, a final newline. Non-ASCII text is written as is; quotes,
/// backslashes and control characters are escaped. Byte-identical for equal values.
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

    static let chunkSize = 1 << 16

    static func write(_ value: JSONValue, indent: Int, into out: inout [UInt8], sink: ([UInt8]) -> Void) {
        if out.count >= chunkSize {
            sink(out)
            out.removeAll(keepingCapacity: true)
        }
        write(value, indent: indent, into: &out, nested: sink)
    }

    public static func string(_ value: JSONValue) -> String {
        String(decoding: write(value), as: UTF8.self)
    }

    private static func write(_ value: JSONValue, indent: Int, into out: inout [UInt8], nested sink: ([UInt8]) -> Void) {
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
                write(item, indent: indent + 1, into: &out, sink: sink)
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
                out.append(contentsOf: ": ".utf8)
                write(member.value, indent: indent + 1, into: &out, sink: sink)
            }
            newline(indent, into: &out)
            out.append(UInt8(ascii: "}"))
        }
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 128)

    static func newline(_ indent: Int, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\n"))
        var remaining = indent * 2
        while remaining > 0 {
            let count = min(remaining, spaces.count)
            out.append(contentsOf: spaces[0..<count])
            remaining -= count
        }
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    static func writeString(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Most strings need no escape: copy them whole.
        let copied: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard !bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0x7F })
            else { return false }
            out.append(contentsOf: bytes)
            return true
        }
        if copied == true {
            out.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
            case UInt8(ascii: "\n"): out.append(contentsOf: "\\n".utf8)
            case UInt8(ascii: "\r"): out.append(contentsOf: "\\r".utf8)
            case UInt8(ascii: "\t"): out.append(contentsOf: "\\t".utf8)
            case 0x00..<0x20, 0x7F:
                out.append(contentsOf: "\\u00".utf8)
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
