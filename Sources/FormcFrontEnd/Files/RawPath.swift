#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A path as the file system holds it: bytes, which need not be UTF-8. A Swift `String` cannot
/// hold a name with a byte such as 0xFF (decoding replaces it with U+FFFD, and the file can no
/// longer be opened by that name), so `lint` finds and opens specs through these bytes, and
/// `formc.yml`'s globs match them (`SpecGlob`).
package struct RawPath: Hashable, Sendable {
    /// The path's bytes, without a terminating NUL.
    package var bytes: [UInt8]

    package init(bytes: [UInt8]) { self.bytes = bytes }

    package init(_ path: String) { bytes = Array(path.utf8) }

    /// The path followed by `/` (unless it ends in one) and `name`.
    package func appending(_ name: [UInt8]) -> RawPath {
        RawPath(bytes: bytes + (bytes.last == UInt8(ascii: "/") ? [] : [UInt8(ascii: "/")]) + name)
    }

    /// The folder that holds this path, `.` for a bare name.
    package var parent: RawPath {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return RawPath(".") }
        return RawPath(bytes: slash == 0 ? [UInt8(ascii: "/")] : Array(bytes[..<slash]))
    }

    package func hasSuffix(_ suffix: String) -> Bool {
        let tail = Array(suffix.utf8)
        return bytes.count >= tail.count && Array(bytes.suffix(tail.count)) == tail
    }

    /// The path as a `String` that opens the same file, when its bytes are UTF-8 and it reads
    /// the same as `display` (nil otherwise: open it through `bytes`).
    package var string: String? {
        let decoded = display
        return Array(decoded.utf8) == bytes ? decoded : nil
    }

    /// The path as a `String` that opens the same file whenever its bytes are UTF-8, even
    /// when it does not read the same as `display` (`a\x41.form.yaml`, which `display` shows
    /// `a\\x41.form.yaml`): for opening and joining, never for naming the file in a message.
    package var openable: String? { String(validating: bytes, as: UTF8.self) }

    /// The path as text, losslessly: valid UTF-8 as it is; each byte that is not part of valid
    /// UTF-8 as `\xHH`; and a backslash doubled where it would otherwise read as the start of
    /// an escape (before `x` or another backslash), so two paths never print the same.
    package var display: String {
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
    /// The path as the C library takes it: its bytes and a NUL.
    package func withCPath<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (bytes.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// `realpath(3)` on the bytes: absolute, every link resolved; nil when it leads nowhere.
    package var realPath: RawPath? {
        guard let pointer = withCPath({ realpath($0, nil) }) else { return nil }
        defer { free(pointer) }
        return RawPath(
            bytes: Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map(UInt8.init(bitPattern:)))
    }

    /// Whether this absolute real path is `root` or lies under it.
    package func isInside(_ root: RawPath) -> Bool {
        root.bytes == [UInt8(ascii: "/")] || bytes == root.bytes
            || (bytes.count > root.bytes.count && bytes.starts(with: root.bytes)
                && bytes[root.bytes.count] == UInt8(ascii: "/"))
    }

    /// `stat(2)` (or `lstat(2)` when `followLinks` is false); nil when it fails.
    package func status(followLinks: Bool) -> stat? {
        var info = stat()
        let code = withCPath { followLinks ? stat($0, &info) : lstat($0, &info) }
        return code == 0 ? info : nil
    }
}
