/// FNV-1a with 64 bits (Fowler, Noll and Vo; offset basis 0xcbf29ce484222325, prime
/// 0x100000001b3): a hash for noticing that bytes changed between two runs of formc.
///
/// It is change detection, not security: anyone can make two inputs with one hash on
/// purpose, so a hash is never the only thing trusted with anything that matters (`formc
/// build` still compiles and checks every spec, and skips only rendering an output it can see
/// unchanged on disk). By accident, two different inputs share a hash with a chance of about
/// one in 2^64.
package struct ContentHash: Hashable, Sendable {
    package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    package init() {}

    /// The hash of `bytes` alone.
    package init(_ bytes: [UInt8]) { combine(bytes) }

    /// The hash of a value written as 16 lowercase hexadecimal digits (as `hex` writes it);
    /// nil for any other text.
    package init?(hex: String) {
        guard hex.utf8.count == 16, hex.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }),
            let value = UInt64(hex, radix: 16)
        else { return nil }
        self.value = value
    }

    /// Adds `bytes`, as they are (no length: use `combine(field:)` for one value of several).
    package mutating func combine(_ bytes: [UInt8]) {
        var hash = value
        bytes.withUnsafeBufferPointer { buffer in
            for byte in buffer {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }
        value = hash
    }

    /// Adds a number as its eight bytes, least significant first.
    package mutating func combine(_ number: UInt64) {
        var hash = value
        for shift in stride(from: 0, to: 64, by: 8) {
            hash = (hash ^ ((number >> UInt64(shift)) & 0xff)) &* 0x0000_0100_0000_01b3
        }
        value = hash
    }

    /// Adds one field of a record: its length, then its UTF-8 bytes, so that ("ab", "c") and
    /// ("a", "bc") hash differently.
    package mutating func combine(field text: String) {
        let bytes = Array(text.utf8)
        combine(UInt64(bytes.count))
        combine(bytes)
    }

    /// The value as 16 lowercase hexadecimal digits (what a JSON file can hold exactly).
    package var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
