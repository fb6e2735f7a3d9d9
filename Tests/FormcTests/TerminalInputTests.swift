import XCTest
import FormcDriver
import FormcIR
@testable import FormcTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Input a person or a script hands `formc run` that must not be taken for something else:
/// pastes of any length (never keys), answers that are not UTF-8.
final class TerminalInputTests: XCTestCase {
    private let start = Array("\u{1B}[200~".utf8)
    private let end = Array("\u{1B}[201~".utf8)

    /// Issue 47, item 11: the word motions readline and macOS text fields have, in each
    /// encoding terminals send them; Shift+← (`1;2`) stays a plain Left.
    func testWordMotionsDecode() {
        var decoder = KeyDecoder()
        let keys = decoder.feed(
            Array("\u{1B}b\u{1B}f\u{1B}\u{7F}\u{1B}[1;5D\u{1B}[1;5C\u{1B}[1;3D\u{1B}[1;2D\u{1B}[D".utf8))
        XCTAssertEqual(
            keys, [.wordLeft, .wordRight, .deleteWordBackward, .wordLeft, .wordRight, .wordLeft, .left, .left])
        // rxvt's Alt+arrows: ESC before the arrow's own sequence (it once cancelled the form),
        // also when a read ends after its third byte.
        var rxvt = KeyDecoder()
        XCTAssertEqual(
            rxvt.feed(Array("\u{1B}\u{1B}[D\u{1B}\u{1B}[C\u{1B}\u{1B}OD".utf8)), [.wordLeft, .wordRight, .wordLeft])
        XCTAssertEqual(rxvt.feed(Array("\u{1B}\u{1B}[".utf8)), [])
        XCTAssertEqual(rxvt.feed(Array("D".utf8)), [.wordLeft])
        // Another key after the ESC acts alone: Alt+Up is Up.
        XCTAssertEqual(rxvt.feed(Array("\u{1B}\u{1B}[A".utf8)), [.up])
        // Spaces before the first word: a word left reaches the start.
        var spaced = TextBuffer("  ab")
        spaced.moveWordLeft()
        spaced.moveWordLeft()
        XCTAssertEqual(spaced.cursor, 0)
        var buffer = TextBuffer("one  two three")
        buffer.moveWordLeft()
        XCTAssertEqual(buffer.cursor, 9)
        buffer.moveWordLeft()
        XCTAssertEqual(buffer.cursor, 5)
        buffer.moveWordLeft()
        XCTAssertEqual(buffer.cursor, 0)
        buffer.moveWordRight()
        XCTAssertEqual(buffer.cursor, 3)
        buffer.moveWordRight()
        XCTAssertEqual(buffer.cursor, 8)
    }

    func testAPasteEndsOnlyAtItsEndMarkerHoweverTheReadsSplitIt() {
        let bytes = start + Array("a\t\u{04}\r\u{1B}[B".utf8) + end + Array("x".utf8)
        let expected: [Key] = [.paste("a\t\u{04}\r\u{1B}[B"), .character("x")]
        for split in 0...bytes.count {
            var decoder = KeyDecoder()
            let keys = decoder.feed(Array(bytes[..<split])) + decoder.feed(Array(bytes[split...]))
            XCTAssertEqual(keys, expected, "split at \(split)")
        }
        var byByte = KeyDecoder()
        XCTAssertEqual(bytes.flatMap { byByte.feed([$0]) }, expected, "one byte per read")
        // Past the size limit too: the marker split at each of its bytes still ends the paste.
        let long = start + [UInt8](repeating: UInt8(ascii: "a"), count: 70_000)
        for split in 0...end.count {
            var decoder = KeyDecoder()
            let keys =
                decoder.feed(long + end.prefix(split)) + decoder.feed(Array(end.dropFirst(split)) + Array("x".utf8))
            XCTAssertEqual(
                keys, [.paste(String(repeating: "a", count: 65_536), dropped: 70_000 - 65_536), .character("x")],
                "marker split after \(split) bytes")
        }
    }

    func testAnEscapeAloneInAReadInsideAPasteIsNotTheEscapeKey() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.feed(start), [])
        XCTAssertEqual(decoder.feed([0x1B]), [], "a pasted escape sequence's first byte")
        XCTAssertTrue(decoder.isPasting)
        XCTAssertFalse(decoder.hasPendingEscape)
        XCTAssertEqual(decoder.flushPendingEscape(), [], "the ESC timeout must not cancel the form mid-paste")
        XCTAssertEqual(decoder.feed(Array("[31mabc".utf8) + end), [.paste("\u{1B}[31mabc")])
        XCTAssertFalse(decoder.isPasting)
    }

    func testALongPasteKeepsItsFirst64KiBAndCountsTheRestWithoutDecodingIt() {
        var decoder = KeyDecoder()
        var keys = decoder.feed(start)
        // 80 000 bytes in reads of 4 096, with keys (Tab, Ctrl-D, Enter, an arrow) past the limit.
        let body =
            [UInt8](repeating: UInt8(ascii: "a"), count: 70_000) + Array("\t\u{04}\r\u{1B}[A".utf8)
            + [UInt8](repeating: UInt8(ascii: "b"), count: 80_000 - 70_000 - 6)
        var offset = 0
        while offset < body.count {
            keys += decoder.feed(Array(body[offset..<min(body.count, offset + 4096)]))
            offset += 4096
        }
        XCTAssertEqual(keys, [], "nothing before the end marker")
        keys += decoder.feed(end + Array("z".utf8))
        XCTAssertEqual(keys, [.paste(String(repeating: "a", count: 65_536), dropped: 80_000 - 65_536), .character("z")])
    }

    func testAPasteCutInsideACharacterDropsTheWholeCharacter() {
        var decoder = KeyDecoder()
        // 30 000 × "€" (3 bytes each): 65 536 bytes end one byte into the 21 846th euro sign.
        let keys = decoder.feed(start + Array(String(repeating: "€", count: 30_000).utf8) + end)
        XCTAssertEqual(keys, [.paste(String(repeating: "€", count: 21_845), dropped: 90_000 - 65_535)])
    }

    func testACutPasteIsSaidUnderTheFieldUntilTheNextKey() throws {
        let result = TestSupport.compile("form: F\nfields:\n  - {id: a, label: Alpha}\n  - {id: b}\n")
        var session = FormSession(form: try XCTUnwrap(result.form))
        session.handle(.paste("x\ty", dropped: 139_264))
        XCTAssertEqual(session.focusedField?.id, "a")
        XCTAssertEqual(session.notice, "paste too long: kept the first 64 KiB, dropped 136 KiB")
        let lines = FormScreen(width: 80, height: 24).render(session, scroll: 0).lines.map(\.text)
        XCTAssertEqual(
            lines.firstIndex { $0.hasPrefix("› Alpha") }.map { lines[$0 + 1] },
            "    ⚠ paste too long: kept the first 64 KiB, dropped 136 KiB")
        session.handle(.paste("z", dropped: 3))
        XCTAssertEqual(session.notice, "paste too long: kept the first 64 KiB, dropped 3 bytes")
        session.handle(.character("!"))
        XCTAssertNil(session.notice)
        XCTAssertEqual(session.answers()["a"], .string("xyz!"))
    }

    func testLineModeRefusesAnAnswerThatIsNotUTF8AndAsksAgain() throws {
        let result = TestSupport.compile("form: F\nfields:\n  - {id: name, label: Name}\n")
        let form = try XCTUnwrap(result.form)
        var lines: ArraySlice<[UInt8]> = [[0x41, 0xFF, 0x42], Array("Ada".utf8)]
        var prompts: [String] = []
        let answers = try LineRunner(form: form, readLine: { _ in lines.popFirst() }, prompt: { prompts.append($0) })
            .run()
        XCTAssertEqual(answers, ["name": .string("Ada")])
        XCTAssertEqual(prompts, ["Name: ", "  ⚠ the answer is not valid UTF-8 text\n", "Name: "])
    }

    func testTheLineReaderGivesEachLinesBytesAndTheLastLineWithoutALineFeed() throws {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        let input: [UInt8] = Array("one\n".utf8) + [0xFF, 0x0A, 0x0A] + Array("last".utf8)
        XCTAssertEqual(FileDescriptorOutput.writeAll(input, to: ends[1]), 0)
        close(ends[1])
        let reader = LineReader(descriptor: ends[0])
        XCTAssertEqual(reader.readLine(), Array("one".utf8))
        XCTAssertEqual(reader.readLine(), [0xFF])
        XCTAssertEqual(reader.readLine(), [])
        XCTAssertEqual(reader.readLine(), Array("last".utf8))
        XCTAssertNil(reader.readLine())
        XCTAssertNil(reader.readLine(), "the end stays the end")
        XCTAssertEqual(FileDescriptorOutput.unwritable(ends[0]), "is open for reading only")
        close(ends[0])
    }
}
