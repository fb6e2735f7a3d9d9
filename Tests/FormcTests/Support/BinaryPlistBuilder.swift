/// Builds small binary property lists by hand (the format: Apple's CFBinaryPList.c), for tests
/// of the expansion bound: `bplist00`, the objects, a table of 1-byte offsets, and the
/// trailer (offset and reference size 1, object 0 at the top). Each object is its marker
/// byte and its content; containers refer to other objects by index.
enum BinaryPlistBuilder {
    static func bytes(_ objects: [[UInt8]]) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [UInt8] = []
        for object in objects {
            offsets.append(UInt8(bytes.count))
            bytes += object
        }
        let table = bytes.count
        bytes += offsets
        bytes += [0, 0, 0, 0, 0, 0, 1, 1]  // unused, sort version, offset size 1, reference size 1
        bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(objects.count)] + [UInt8](repeating: 0, count: 8)
        bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(table)]
        return bytes
    }
}
