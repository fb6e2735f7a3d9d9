import FormcFrontEnd

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
