/// Builds small binary property lists by hand (the format: Apple's CFBinaryPList.c), for tests
/// of the expansion bound: `bplist00`, the objects, a table of 1-byte offsets, and the
/// trailer (offsets of `offsetSize` bytes, references of `referenceSize`, object 0 at the top).
/// Each object is its marker byte and its content; containers refer to other objects by index,
/// written in `referenceSize` bytes by the caller.
enum BinaryPlistBuilder {
    static func bytes(_ objects: [[UInt8]], offsetSize: Int = 1, referenceSize: Int = 1, top: Int = 0) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [UInt8] = []
        for object in objects {
            // Big-endian, as CFBinaryPList.c reads them.
            offsets += [UInt8](repeating: 0, count: offsetSize - 1) + [UInt8(bytes.count)]
            bytes += object
        }
        let table = bytes.count
        bytes += offsets
        bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]  // unused, sort version, the two sizes
        bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(objects.count)] + [0, 0, 0, 0, 0, 0, 0, UInt8(top)]
        bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(table)]
        return bytes
    }
}
