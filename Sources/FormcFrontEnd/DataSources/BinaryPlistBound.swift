/// Counts the values a binary property list expands to, before Foundation parses it.
///
/// A binary plist (`bplist00`) stores each object once and lets containers refer to objects by
/// number, so one array can be named by many others: 200 bytes can stand for billions of
/// values, and Foundation's `PropertyListSerialization` copies every use (seen using 24 GB).
/// This walks only the object table's structure (trailer, offset table, container markers and
/// their references; the format as Apple's CFBinaryPList.c documents it), counting every use
/// of every object once per place it is used, and stops as soon as the count passes `limit`.
/// It is linear in the file: each object's count is computed once. XML and OpenStep plists
/// cannot share objects, so they need no such check.
enum BinaryPlistBound {
    enum Verdict: Equatable {
        /// Within the limit (or not a binary plist): let the parser have it.
        case fits
        /// More than the limit, or a reference cycle (which would expand forever).
        case tooLarge
        /// The structure is broken; the parser will say so in its own words.
        case malformed
    }

    static func check(_ bytes: [UInt8], limit: Int) -> Verdict {
        guard bytes.count >= 40, bytes.starts(with: Array("bplist0".utf8)) else { return .fits }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6]), referenceSize = Int(bytes[trailer + 7])
        guard let objectCount = integer(bytes, at: trailer + 8, size: 8),
            let top = integer(bytes, at: trailer + 16, size: 8),
            let tableStart = integer(bytes, at: trailer + 24, size: 8),
            (1...8).contains(offsetSize), (1...8).contains(referenceSize),
            objectCount > 0, top < objectCount, objectCount <= trailer,
            tableStart <= trailer, objectCount <= (trailer - tableStart) / offsetSize
        else { return .malformed }

        // The references each container holds, read lazily; nil for a broken object.
        func children(of object: Int) -> [Int]? {
            guard let offset = integer(bytes, at: tableStart + object * offsetSize, size: offsetSize),
                offset < trailer
            else { return nil }
            let marker = bytes[offset]
            let kind = marker >> 4
            guard kind == 0xA || kind == 0xC || kind == 0xD else { return [] }
            var count = Int(marker & 0x0F)
            var start = offset + 1
            if count == 0x0F {
                // The count follows as an integer object: marker 0x1n, then 2^n bytes.
                guard start < trailer, bytes[start] >> 4 == 0x1 else { return nil }
                let size = 1 << Int(bytes[start] & 0x0F)
                guard size <= 8, let value = integer(bytes, at: start + 1, size: size) else { return nil }
                count = value
                start += 1 + size
            }
            let references = kind == 0xD ? count * 2 : count
            guard count <= trailer, start + references * referenceSize <= trailer else { return nil }
            var result: [Int] = []
            result.reserveCapacity(references)
            for index in 0..<references {
                guard let reference = integer(bytes, at: start + index * referenceSize, size: referenceSize),
                    reference < objectCount
                else { return nil }
                result.append(reference)
            }
            return result
        }

        // Post-order walk with an explicit stack (a deep chain must not overflow the real
        // one); `expanded[o]` is o's count once known, saturated just past the limit.
        var expanded = [Int](repeating: -1, count: objectCount)
        var onPath = [Bool](repeating: false, count: objectCount)
        var stack: [(object: Int, children: [Int], next: Int, total: Int)] = []
        guard let rootChildren = children(of: top) else { return .malformed }
        stack.append((top, rootChildren, 0, 1))
        onPath[top] = true
        while var frame = stack.popLast() {
            if frame.next < frame.children.count {
                let child = frame.children[frame.next]
                frame.next += 1
                if expanded[child] >= 0 {
                    frame.total = min(frame.total + expanded[child], limit + 1)
                    stack.append(frame)
                } else {
                    guard !onPath[child] else { return .tooLarge }
                    guard let grandchildren = children(of: child) else { return .malformed }
                    stack.append(frame)
                    onPath[child] = true
                    stack.append((child, grandchildren, 0, 1))
                }
                continue
            }
            if frame.total > limit { return .tooLarge }
            expanded[frame.object] = frame.total
            onPath[frame.object] = false
            if var parent = stack.popLast() {
                parent.total = min(parent.total + frame.total, limit + 1)
                stack.append(parent)
            }
        }
        return .fits
    }

    /// A big-endian unsigned integer of `size` bytes at `offset`, or nil when it does not fit
    /// in the buffer or in an `Int`.
    private static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int? {
        guard offset >= 0, size > 0, offset <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        for byte in bytes[offset..<(offset + size)] { value = value << 8 | UInt64(byte) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }
}
