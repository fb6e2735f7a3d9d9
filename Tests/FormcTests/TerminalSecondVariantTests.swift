import Foundation
import XCTest
import FormcIR
@testable import FormcTerminal

/// More of what `formc run` shows and does, each from a case the other terminal tests leave
/// out: the window on a tiny screen, a picker's rows around the highlight, a long value's
/// tail, a toggle's state, a date's wording and default, fields whose errors come before the
/// focus, keys that type nothing, a paste cut after a byte that starts a two-byte sequence.
/// Every expectation is written by hand from the behaviour.
final class TerminalSecondVariantTests: XCTestCase {
    private func form(_ yaml: String) throws -> Form {
        let result = TestSupport.compile(yaml)
        XCTAssertFalse(result.diagnostics.hasErrors, "\(TestSupport.summary(result.diagnostics))")
        return try XCTUnwrap(result.form)
    }

    private func trimmed(_ line: ScreenLine) -> String {
        var text = line.text
        while text.last == " " { text.removeLast() }
        return text
    }

    /// `work`'s result, or nil when it has not finished within `seconds` (a hang is a
    /// failure, not a test run that never ends).
    private func finishing<T: Sendable>(within seconds: Double, _ work: @escaping @Sendable () -> T) -> T? {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.set(work())
            done.signal()
        }
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return box.get()
    }

    // MARK: The screen

    func testAFocusedFieldTallerThanATinyScreenIsShownFromItsLabel() throws {
        let session = FormSession(
            form: try form(
                """
                form: F
                fields:
                  - {id: colour, kind: picker, label: Colour, options: [Red, Green, Blue]}
                  - {id: note, label: Note}
                """))
        // 3 rows: no title, 2 body rows, the bar. The focused picker takes 3 lines (its value,
        // the filter, one row of the list): the first two are shown, the label among them.
        let frame = FormScreen(width: 40, height: 3).render(session, scroll: 0)
        XCTAssertEqual(frame.lines.count, 3)
        // Nothing is chosen yet (issue 48): the value reads `(none)`.
        XCTAssertEqual(frame.lines.prefix(2).map(trimmed), ["› Colour  (none)", "    filter:"])
        XCTAssertEqual(frame.scroll, 0)
        XCTAssertEqual(frame.cursor?.row, 1, "the cursor is on the filter line")
        XCTAssertEqual(frame.cursor?.column, 12)
    }

    func testAPickersListShowsTheRowsAroundTheHighlightedOne() throws {
        let options = (1...20).map { String(format: "o%02d", $0) }.joined(separator: ", ")
        var session = FormSession(
            form: try form(
                """
                form: F
                fields:
                  - {id: n, kind: picker, label: Number, options: [\(options)]}
                """))
        for _ in 0..<10 { session.handle(.down) }
        XCTAssertEqual(session.answers()["n"], .string("o11"))
        // Eight rows at most: four above the highlighted o11, three below it.
        let lines = FormScreen(width: 40, height: 24).render(session, scroll: 0).lines.map(trimmed)
        let filter = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("    filter:") }, lines.joined(separator: "\n"))
        XCTAssertEqual(
            Array(lines[(filter + 1)...].prefix(9)),
            ["      o07", "      o08", "      o09", "      o10", "    › o11", "      o12", "      o13", "      o14", ""]
        )
    }

    func testAValueWiderThanItsFieldShowsItsEndWithTheCursor() throws {
        var session = FormSession(form: try form("form: F\nfields:\n  - {id: a, label: Name}\n"))
        for character in "abcdefghijklmnopqrstuvwxyz" { session.handle(.character(character)) }
        // 30 columns: "› Name  " takes 8, leaving 22 for the value, one of them the cursor's.
        let frame = FormScreen(width: 30, height: 10).render(session, scroll: 0)
        let line = try XCTUnwrap(frame.lines.map(\.text).first { $0.hasPrefix("› Name") })
        XCTAssertEqual(line, "› Name  fghijklmnopqrstuvwxyz")
        XCTAssertEqual(frame.cursor?.column, 29)
        XCTAssertEqual(session.answers()["a"], .string("abcdefghijklmnopqrstuvwxyz"))
    }

    func testAToggleShowsWhetherItIsOnOrOff() throws {
        var session = FormSession(
            form: try form(
                """
                form: F
                fields:
                  - {id: name, label: Name}
                  - {id: agree, kind: toggle, label: Agree}
                """))
        let screen = FormScreen(width: 40, height: 10)
        XCTAssertTrue(screen.render(session, scroll: 0).lines.map(trimmed).contains("  Agree  [ ] off"))
        session.handle(.tab)
        XCTAssertEqual(session.focusedField?.id, "agree")
        XCTAssertTrue(
            screen.render(session, scroll: 0).lines.map(trimmed).contains("› Agree  [ ] off   Space switches"))
        session.handle(.space)
        XCTAssertTrue(screen.render(session, scroll: 0).lines.map(trimmed).contains("› Agree  [x] on   Space switches"))
    }

    func testErrorsShownAboveTheFocusPushItDown() throws {
        // a, b and c fail on submit, are hidden by turning 'skip' on, and come back (their
        // errors with them) when 'z' reads back: three error lines above the focused z.
        var session = FormSession(
            form: try form(
                """
                form: F
                fields:
                  - {id: skip, kind: toggle, label: Skip}
                  - {id: a, label: A, required: true, visibleWhen: "not skip or z == 'back'"}
                  - {id: b, label: B, required: true, visibleWhen: "not skip or z == 'back'"}
                  - {id: c, label: C, required: true, visibleWhen: "not skip or z == 'back'"}
                  - {id: z, label: Z}
                """))
        XCTAssertEqual(session.order, ["skip", "a", "b", "c", "z"])
        session.handle(.control("d"))
        XCTAssertEqual(session.focusedField?.id, "a")
        session.handle(.backTab)
        session.handle(.space)
        XCTAssertEqual(session.order, ["skip", "z"])
        session.handle(.tab)
        for character in "back" { session.handle(.character(character)) }
        XCTAssertEqual(session.order, ["skip", "a", "b", "c", "z"])
        XCTAssertEqual(session.focusedField?.id, "z")
        XCTAssertEqual(session.errors, ["a": "required", "b": "required", "c": "required"])
        let shown = session
        let frame = finishing(within: 10) { () -> ([String], Int?, Int?) in
            let frame = FormScreen(width: 40, height: 24).render(shown, scroll: 0)
            return (frame.lines.map(\.text), frame.cursor?.row, frame.cursor?.column)
        }
        let (lines, row, column) = try XCTUnwrap(frame, "drawing the form did not finish")
        let body = lines.dropFirst(2).prefix(9).map { line in
            var text = line
            while text.last == " " { text.removeLast() }
            return text
        }
        XCTAssertEqual(
            body,
            [
                "  Skip  [x] on", "  A*", "    ⚠ required", "  B*", "    ⚠ required", "  C*", "    ⚠ required",
                "› Z     back", ""
            ])
        XCTAssertEqual(row, 9, "title, blank line, seven body lines, then z")
        XCTAssertEqual(column, 12)
    }

    // MARK: Dates

    func testATextThatIsNoDateIsRefusedNamingWhatTheFieldWants() throws {
        var session = FormSession(
            form: try form(
                """
                form: F
                fields:
                  - {id: day, kind: date, label: Day, format: yyyy-MM-dd}
                  - {id: opens, kind: time, label: Opens, format: "HH:mm"}
                  - {id: at, kind: dateTime, label: At, format: "yyyy-MM-dd HH:mm"}
                """))
        for character in "soon" { session.handle(.character(character)) }
        session.handle(.tab)
        XCTAssertEqual(session.focusedField?.id, "day")
        XCTAssertEqual(session.errors["day"], "expected a date like yyyy-MM-dd")
        let lines = FormScreen(width: 60, height: 24).render(session, scroll: 0).lines.map(trimmed)
        XCTAssertTrue(lines.contains("    ⚠ expected a date like yyyy-MM-dd"), lines.joined(separator: "\n"))

        session.handle(.control("u"))
        session.handle(.tab)
        for character in "noon" { session.handle(.character(character)) }
        session.handle(.tab)
        XCTAssertEqual(session.focusedField?.id, "opens")
        XCTAssertEqual(session.errors["opens"], "expected a time like HH:mm")

        session.handle(.control("u"))
        session.handle(.tab)
        for character in "later" { session.handle(.character(character)) }
        session.handle(.tab)
        XCTAssertEqual(session.errors["at"], "expected a date and time like yyyy-MM-dd HH:mm")
    }

    /// The focused date's hint names the part the arrows change: the day first, then as ← and →
    /// move along the format (yyyy-MM-dd: the year is first, the day last), stopping at its ends.
    func testADatesHintNamesThePartTheArrowsChange() throws {
        var session = FormSession(
            form: try form(
                "form: F\nfields:\n  - {id: due, kind: date, label: Due, format: yyyy-MM-dd, default: 2026-03-05}\n"))
        func hint() -> String? {
            FormScreen(width: 80, height: 24).render(session, scroll: 0).lines.map(trimmed).first { $0.contains("↑↓") }
        }
        XCTAssertEqual(hint(), "    ↑↓ change day · ←→ another part · or type yyyy-MM-dd")
        session.handle(.right)
        XCTAssertEqual(hint(), "    ↑↓ change day · ←→ another part · or type yyyy-MM-dd")
        session.handle(.left)
        XCTAssertEqual(hint(), "    ↑↓ change month · ←→ another part · or type yyyy-MM-dd")
        session.handle(.left)
        session.handle(.left)
        XCTAssertEqual(hint(), "    ↑↓ change year · ←→ another part · or type yyyy-MM-dd")
    }

    func testADatesDefaultIsShownInTheFieldsFormat() throws {
        let session = FormSession(
            form: try form(
                """
                form: F
                fields:
                  - {id: due, kind: date, label: Due, format: dd.MM.yyyy, default: 2026-03-05}
                """))
        guard case .text(let buffer)? = session.states["due"] else { return XCTFail("due is a text field") }
        XCTAssertEqual(buffer.text, "05.03.2026")
        let lines = FormScreen(width: 60, height: 24).render(session, scroll: 0).lines.map(trimmed)
        XCTAssertTrue(lines.contains("› Due  05.03.2026"), lines.joined(separator: "\n"))
        XCTAssertEqual(session.answers(), ["due": .string("05.03.2026")])
    }

    // MARK: Input

    func testControlKeysThatTypeNothingAreSkipped() {
        // Ctrl-@ (NUL), Ctrl-\, Ctrl-], Ctrl-^ and Ctrl-_ have no meaning in the form.
        let keys = finishing(within: 10) { () -> [Key] in
            var decoder = KeyDecoder()
            return decoder.feed([0x00, 0x61, 0x1C, 0x1D, 0x1E, 0x1F, 0x62])
        }
        XCTAssertEqual(keys, [.character("a"), .character("b")])
    }

    func testAPasteCutRightAfterAByteThatStartsATwoByteSequenceDropsThatByte() throws {
        let start = Array("\u{1B}[200~".utf8)
        let end = Array("\u{1B}[201~".utf8)
        let kept = [UInt8](repeating: UInt8(ascii: "a"), count: KeyDecoder.pasteLimit - 1)
        // 0xC0 never starts a valid character, but it has a two-byte lead's bits (110xxxxx), as
        // 0xC2 has: a cut between either and its second byte drops both (2 bytes dropped), and
        // nothing of the broken character (no U+FFFD) is kept.
        let expected = String(repeating: "a", count: KeyDecoder.pasteLimit - 1)
        for lead: UInt8 in [0xC2, 0xC0] {
            var decoder = KeyDecoder()
            let keys = decoder.feed(start + kept + [lead, 0x80] + end)
            guard keys.count == 1, case .paste(let text, let dropped) = keys[0] else {
                return XCTFail("not one paste: \(keys.count) keys")
            }
            // Compared in parts: a failure message of 64 KiB helps nobody.
            XCTAssertEqual(dropped, 2, "lead byte \(String(lead, radix: 16))")
            XCTAssertEqual(text.count, expected.count, "lead byte \(String(lead, radix: 16))")
            XCTAssertEqual(text.last, "a", "lead byte \(String(lead, radix: 16))")
            XCTAssertTrue(text == expected, "lead byte \(String(lead, radix: 16))")
        }
        var session = FormSession(form: try form("form: F\nfields:\n  - {id: a, label: A}\n"))
        var decoder = KeyDecoder()
        for key in decoder.feed(start + kept + [0xC0, 0x80] + end) { session.handle(key) }
        XCTAssertEqual(session.notice, "paste too long: kept the first 64 KiB, dropped 2 bytes")
        XCTAssertTrue(session.answers()["a"] == .string(expected), "the field holds the kept text and nothing after it")
    }

    /// A form with no field to visit (every one disabled) is still left with Escape or
    /// Ctrl-C, as any form is.
    func testEscapeAndControlCCancelAFormWithNoFieldToVisit() throws {
        let form = try form("form: F\nfields:\n  - {id: a, label: A, disabled: true}\n")
        for key in [Key.escape, .control("c")] {
            var session = FormSession(form: form)
            XCTAssertNil(session.focusedField)
            session.handle(key)
            XCTAssertEqual(session.outcome, .cancelled, "\(key)")
        }
    }

    /// A cut paste's sizes as people read them: bytes below 1024, then KiB rounded up.
    func testAPastesSizesAreBytesBelowOneKiBAndKiBRoundedUp() {
        XCTAssertEqual(FormSession.size(1), "1 byte")
        XCTAssertEqual(FormSession.size(1023), "1023 bytes")
        XCTAssertEqual(FormSession.size(1024), "1 KiB")
        XCTAssertEqual(FormSession.size(1025), "2 KiB")
    }
}

/// A result handed from the thread that computes it.
private final class Box<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: T?
    func set(_ new: T) { lock.withLock { value = new } }
    func get() -> T? { lock.withLock { value } }
}
