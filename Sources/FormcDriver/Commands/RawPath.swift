#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A path as the file system holds it: bytes, which need not be UTF-8. A Swift `String` cannot
/// hold a name with a byte such as 0xFF (decoding replaces it with U+FFFD, and the file can no
/// longer be opened by that name), so `lint` finds and opens specs through these bytes.
struct RawPath: Hashable {
    /// The path's bytes, without a terminating NUL.
    var bytes: [UInt8]

    init(bytes: [UInt8]) { self.bytes = bytes }

    init(_ path: String) { bytes = Array(path.utf8) }

    /// The path followed by `/` (unless it ends in one) and `name`.
    func appending(_ name: [UInt8]) -> RawPath {
        RawPath(bytes: bytes + (bytes.last == UInt8(ascii: "/") ? [] : [UInt8(ascii: "/")]) + name)
    }

    /// The folder that holds this path, `.` for a bare name.
    var parent: RawPath {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return RawPath(".") }
        return RawPath(bytes: slash == 0 ? [UInt8(ascii: "/")] : Array(bytes[..<slash]))
    }

    func hasSuffix(_ suffix: String) -> Bool {
        let tail = Array(suffix.utf8)
        return bytes.count >= tail.count && Array(bytes.suffix(tail.count)) == tail
    }

    /// The path as a `String` that opens the same file, when its bytes are UTF-8 and it reads
    /// the same as `display` (nil otherwise: open it through `bytes`).
    var string: String? {
        let decoded = display
        return Array(decoded.utf8) == bytes ? decoded : nil
    }

    /// The path as text, losslessly: valid UTF-8 as it is; each byte that is not part of valid
    /// UTF-8 as `\xHH`; and a backslash doubled where it would otherwise read as the start of
    /// an escape (before `x` or another backslash), so two paths never print the same.
    var display: String {
        enum Piece { case text(Unicode.Scalar), byte(UInt8) }
        var pieces: [Piece] = []
        var parser = UTF8.ForwardParser()
        var input = bytes.makeIterator()
        var offset = 0
        parsing: while true {
            switch parser.parseScalar(from: &input) {
            case .valid(let encoded):
                pieces.append(.text(UTF8.decode(encoded)))
                offset += encoded.count
            case .error(let length):
                let end = min(offset + length, bytes.count)
                pieces.append(contentsOf: bytes[min(offset, end)..<end].map(Piece.byte))
                offset = end
            case .emptyInput:
                break parsing
            }
        }
        var out = ""
        for (index, piece) in pieces.enumerated() {
            switch piece {
            case .byte(let byte):
                out += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            case .text(let scalar):
                out.unicodeScalars.append(scalar)
                guard scalar == "\\", index + 1 < pieces.count else { continue }
                switch pieces[index + 1] {
                case .byte, .text("x"), .text("\\"): out += "\\"
                default: break
                }
            }
        }
        return out
    }
}

extension RawPath {
    /// The paths of `arguments` as the process received them. Swift decodes `argv` into
    /// `String`s, replacing bytes that are not UTF-8 with U+FFFD; for an argument with U+FFFD,
    /// the raw bytes are taken from the first unused `argv` entry that decodes to it. Arguments
    /// that did not come from `argv` (in-process callers) keep their UTF-8.
    static func arguments(_ arguments: [String]) -> [RawPath] {
        var raw: [[UInt8]] = []
        for index in 0..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            raw.append(Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map { UInt8(bitPattern: $0) })
        }
        var used = Set<Int>()
        return arguments.map { argument in
            guard argument.unicodeScalars.contains("\u{FFFD}") else { return RawPath(argument) }
            let match = raw.indices.first { index in
                !used.contains(index) && String(decoding: raw[index], as: UTF8.self) == argument
                    && Array(argument.utf8) != raw[index]
            }
            guard let match else { return RawPath(argument) }
            used.insert(match)
            return RawPath(bytes: raw[match])
        }
    }
}
