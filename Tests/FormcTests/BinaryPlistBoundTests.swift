import Foundation
import XCTest
@testable import FormcFrontEnd

/// The count a binary plist expands to, on small plists built by hand (the format: Apple's
/// CFBinaryPList.c). Tested here without the parser: with the bound broken, a real bomb would
/// reach Foundation, which expands every shared use.
final class BinaryPlistBoundTests: XCTestCase {
    private func plist(_ objects: [[UInt8]]) -> [UInt8] { BinaryPlistBuilder.bytes(objects) }

    func testEveryUseOfASharedObjectCounts() {
        // 0: ten references to 1; 1: ten references to 2; 2: "a".
        // 2 counts 1, 1 counts 1 + 10 = 11, 0 counts 1 + 10 × 11 = 111.
        let bytes = plist([
            [0xAA] + [UInt8](repeating: 1, count: 10),
            [0xAA] + [UInt8](repeating: 2, count: 10),
            [0x51, 0x61]
        ])
        XCTAssertEqual(BinaryPlistBound.check(bytes, limit: 111), .fits)
        XCTAssertEqual(BinaryPlistBound.check(bytes, limit: 110), .tooLarge)
        XCTAssertEqual(BinaryPlistBound.check(bytes, limit: 1_000_000), .fits)
    }

    func testADictionaryCountsItsKeysAndValues() {
        // 0: {1: 2}; 1: "k"; 2: [1, 1]. 2 counts 3, 0 counts 1 + 1 + 3 = 5.
        let bytes = plist([[0xD1, 1, 2], [0x51, 0x6B], [0xA2, 1, 1]])
        XCTAssertEqual(BinaryPlistBound.check(bytes, limit: 5), .fits)
        XCTAssertEqual(BinaryPlistBound.check(bytes, limit: 4), .tooLarge)
    }

    /// The trailer names the top object; Apple's writer puts it first, but any object may be
    /// it (CFBinaryPList.c reads `topObject` from the trailer).
    func testTheTopObjectNeedNotBeTheFirst() throws {
        // 0: "a"; 1: [0, 0], the top. 1 counts 1 + 1 + 1 = 3.
        let bytes = BinaryPlistBuilder.bytes([[0x51, 0x61], [0xA2, 0, 0]], top: 1)
        XCTAssertEqual(BinaryPlistBound.check(bytes, limit: 3), .fits)
        XCTAssertEqual(BinaryPlistBound.check(bytes, limit: 2), .tooLarge)
        // Foundation reads the same file as the array.
        let parsed = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
        XCTAssertEqual(parsed as? [String], ["a", "a"])
    }

    func testACycleIsTooLargeWhateverTheLimit() {
        // 0: [1]; 1: [0].
        XCTAssertEqual(BinaryPlistBound.check(plist([[0xA1, 1], [0xA1, 0]]), limit: 1_000_000), .tooLarge)
        // 0: [0].
        XCTAssertEqual(BinaryPlistBound.check(plist([[0xA1, 0]]), limit: 1_000_000), .tooLarge)
    }

    func testOtherFilesAreLeftToTheParser() {
        XCTAssertEqual(
            BinaryPlistBound.check(Array("<?xml version=\"1.0\"?><plist><array/></plist>".utf8), limit: 1), .fits)
        // A reference past the object table.
        XCTAssertEqual(BinaryPlistBound.check(plist([[0xA1, 7]]), limit: 1_000_000), .malformed)
    }

    /// Offsets of 1 to 8 bytes are the format's; a trailer claiming 0 (or 9) is malformed, and
    /// answered as such rather than divided by.
    func testOffsetSizesFromOneToEightAreReadAndOthersAreMalformed() {
        // 0: [1, 1]; 1: "a". 0 counts 1 + 2 = 3.
        let objects: [[UInt8]] = [[0xA2, 1, 1], [0x51, 0x61]]
        for size in [1, 2, 8] {
            XCTAssertEqual(
                BinaryPlistBound.check(BinaryPlistBuilder.bytes(objects, offsetSize: size), limit: 3), .fits,
                "offset size \(size)")
            XCTAssertEqual(
                BinaryPlistBound.check(BinaryPlistBuilder.bytes(objects, offsetSize: size), limit: 2), .tooLarge,
                "offset size \(size)")
        }
        for size: UInt8 in [0, 9] {
            var bytes = BinaryPlistBuilder.bytes(objects)
            bytes[bytes.count - 32 + 6] = size
            XCTAssertEqual(BinaryPlistBound.check(bytes, limit: 1_000_000), .malformed, "offset size \(size)")
        }
    }

    /// References of 1 to 8 bytes likewise (big-endian object numbers); 0 or 9 is malformed.
    func testReferenceSizesFromOneToEightAreReadAndOthersAreMalformed() {
        for size in [1, 2, 8] {
            let one = [UInt8](repeating: 0, count: size - 1) + [1]
            // 0: [1, 1]; 1: "a". 0 counts 1 + 2 = 3.
            let bytes = BinaryPlistBuilder.bytes([[0xA2] + one + one, [0x51, 0x61]], referenceSize: size)
            XCTAssertEqual(BinaryPlistBound.check(bytes, limit: 3), .fits, "reference size \(size)")
            XCTAssertEqual(BinaryPlistBound.check(bytes, limit: 2), .tooLarge, "reference size \(size)")
        }
        for size: UInt8 in [0, 9] {
            var bytes = BinaryPlistBuilder.bytes([[0xA2, 1, 1], [0x51, 0x61]])
            bytes[bytes.count - 32 + 7] = size
            XCTAssertEqual(BinaryPlistBound.check(bytes, limit: 1_000_000), .malformed, "reference size \(size)")
            // Whatever the objects: a lone string, which holds no reference to read, too.
            var lone = BinaryPlistBuilder.bytes([[0x51, 0x61]])
            lone[lone.count - 32 + 7] = size
            XCTAssertEqual(
                BinaryPlistBound.check(lone, limit: 1_000_000), .malformed, "a lone string, reference size \(size)")
        }
    }
}
