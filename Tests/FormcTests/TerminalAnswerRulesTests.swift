import XCTest
import FormcDriver
import FormcIR
@testable import FormcTerminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How answers reach `formc run` from real shells and terminals, and what they mean: a
/// byte-order mark in front of piped answers, Enter sent as CR LF, dates in a locale with its
/// own digits, pickers whose labels are numerals or repeat, and text cut to narrow screens.
final class TerminalAnswerRulesTests: XCTestCase {
    private func form(_ yaml: String) throws -> Form {
        let result = TestSupport.compile(yaml)
        XCTAssertFalse(result.diagnostics.hasErrors, "\(TestSupport.summary(result.diagnostics))")
        return try XCTUnwrap(result.form)
    }

    private func lineAnswers(_ form: Form, _ lines: [String], prompts: inout [String]) throws -> [String: AnswerValue] {
        var queue = lines[...]
        var shown: [String] = []
        defer { prompts = shown }
        return try LineRunner(
            form: form, readLine: { _ in queue.popFirst().map { Array($0.utf8) } },
            prompt: { shown.append($0) }
        ).run()
    }

    // MARK: Byte-order mark

    func testAByteOrderMarkAtTheStartOfTheInputIsDroppedAndNowhereElse() throws {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        let bytes = Array("\u{FEFF}ada\r\n\u{FEFF}b\n".utf8)
        XCTAssertEqual(bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }, bytes.count)
        close(ends[1])
        defer { close(ends[0]) }
        let reader = LineReader(descriptor: ends[0])
        XCTAssertEqual(reader.readLine(), Array("ada\r".utf8), "the PowerShell 5.1 BOM is no part of the answer")
        XCTAssertEqual(reader.readLine(), Array("\u{FEFF}b".utf8), "a U+FEFF inside the input is text")
        XCTAssertNil(reader.readLine())
    }

    func testAByteOrderMarkSplitAcrossReadsIsDroppedAndAShortInputIsKept() throws {
        for input in [[0xEF], [0xEF, 0xBB], [0xEF, 0xBB, 0xBF]] as [[UInt8]] {
            var ends: [Int32] = [0, 0]
            XCTAssertEqual(pipe(&ends), 0)
            let reader = LineReader(descriptor: ends[0])
            // One byte per write, the rest after the reader started: no read sees the whole mark.
            for byte in input + Array("x\n".utf8) {
                XCTAssertEqual(withUnsafeBytes(of: byte) { write(ends[1], $0.baseAddress, 1) }, 1)
            }
            close(ends[1])
            let expected: [UInt8] = input == [0xEF, 0xBB, 0xBF] ? Array("x".utf8) : input + Array("x".utf8)
            XCTAssertEqual(reader.readLine(), expected, "\(input)")
            close(ends[0])
        }
    }

    // MARK: CR LF

    func testCarriageReturnLineFeedInOneReadIsOneEnter() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.feed(Array("a\r\nb\r".utf8)), [.character("a"), .enter, .character("b"), .enter])
        XCTAssertEqual(decoder.feed(Array("\n".utf8)), [.enter], "an LF in a later read is a key of its own")
        XCTAssertEqual(decoder.feed(Array("\n\r".utf8)), [.enter, .enter], "LF CR is two")
    }

    func testEnterAsCarriageReturnLineFeedMovesOneFieldAndInsertsOneLineBreak() throws {
        let form = try form("form: F\nfields:\n  - {id: a}\n  - {id: notes, kind: multiline}\n  - {id: b}\n")
        var session = FormSession(form: form)
        var decoder = KeyDecoder()
        for read in ["x\r\n", "l1\r\nl2", "\t", "y"] {
            for key in decoder.feed(Array(read.utf8)) { session.handle(key) }
        }
        session.handle(.control("d"))
        XCTAssertEqual(session.outcome, .submitted)
        XCTAssertEqual(session.answers(), ["a": .string("x"), "notes": .string("l1\nl2"), "b": .string("y")])
    }

    func testLineModeDropsTheCarriageReturnOfACRLFLineEnding() throws {
        let form = try form(
            "form: F\nfields:\n  - {id: a, validation: {pattern: '[a-z]+'}}\n  - {id: g, kind: toggle}\n")
        var prompts: [String] = []
        XCTAssertEqual(
            try lineAnswers(form, ["ada\r", "y\r"], prompts: &prompts), ["a": .string("ada"), "g": .bool(true)])
        XCTAssertFalse(prompts.contains { $0.contains("⚠") }, "\(prompts)")
    }

    // MARK: Dates in a locale with its own digits

    func testAnArabicEgyptDateAnswersInASCIIDigitsHoweverItWasEntered() throws {
        let form = try form(
            """
            form: F
            locale: ar_EG
            fields:
              - {id: d, kind: date, format: yyyy-MM-dd, min: 2026-12-24, max: 2026-12-24}
            """)
        var typed = FormSession(form: form)
        for character in "2026-12-24" { typed.handle(.character(character)) }
        XCTAssertEqual(typed.answers(), ["d": .string("2026-12-24")])

        var stepped = FormSession(form: form)
        stepped.handle(.up)  // from today, clamped into min...max
        guard case .text(let shown)? = stepped.states["d"] else { return XCTFail("no text") }
        XCTAssertEqual(shown.text, "٢٠٢٦-١٢-٢٤", "the form shows the locale's digits")
        XCTAssertEqual(stepped.answers(), ["d": .string("2026-12-24")], "the answer is machine data")

        var prompts: [String] = []
        XCTAssertEqual(try lineAnswers(form, ["٢٠٢٦-١٢-٢٤"], prompts: &prompts), ["d": .string("2026-12-24")])
    }

    func testADateAnswerIsTheFieldsFormatWithASCIIDigits() throws {
        let form = try form(
            "form: F\nlocale: ar_EG\nfields:\n  - {id: t, kind: time, format: HH:mm}\n  - {id: d, kind: date, format: d/M/yyyy}\n"
        )
        var prompts: [String] = []
        XCTAssertEqual(
            try lineAnswers(form, ["٠٩:٠٥", "05/3/2026"], prompts: &prompts),
            ["t": .string("09:05"), "d": .string("5/3/2026")])
    }

    // MARK: Which option an answer names

    private let numerals = """
        form: F
        sources:
          counts:
            options: ["3", "2", "1", "0"]
          towns:
            options:
              - {label: Springfield, value: il}
              - {label: Springfield, value: ma}
              - {label: Shelbyville, value: tn}
              - {label: tn, value: x}
        fields:
          - {id: count, kind: picker, source: counts, required: true}
          - {id: town, kind: picker, source: towns}
          - {id: other, kind: picker, source: counts}
          - {id: last, kind: picker, source: towns}
        """

    func testLineModeTakesAnExactLabelOrValueBeforeARowNumberAndAsksAgainWhenAmbiguous() throws {
        let form = try form(numerals)
        var prompts: [String] = []
        let answers = try lineAnswers(form, ["1", "Springfield", "ma", "4", "tn"], prompts: &prompts)
        XCTAssertEqual(
            answers, ["count": .string("1"), "town": .string("ma"), "other": .string("0"), "last": .string("x")],
            "1 is the option 1, not row 1; 4 names no option, so it is row 4; a label wins over a value")
        XCTAssertEqual(
            prompts.filter { $0.contains("⚠") },
            ["  ⚠ \"Springfield\" is the label of 2 options (1 and 2): answer with its number or its value\n"])
    }

    func testTheFilterHighlightsAnExactMatchAndRefusesAnAmbiguousOneUntilARowIsChosen() throws {
        let form = try form(
            """
            form: F
            sources:
              sizes:
                options: ["10", "1", "0"]
              towns:
                options:
                  - {label: Springfield, value: il}
                  - {label: Springfield, value: ma}
                  - {label: Shelbyville, value: tn}
            fields:
              - {id: size, kind: picker, source: sizes}
              - {id: town, kind: picker, source: towns}
              - {id: note}
            """)
        var session = FormSession(form: form)
        session.handle(.character("1"))
        session.handle(.enter)
        XCTAssertEqual(
            session.answers()["size"], .string("1"), "the exact label 1, not the first row containing it (10)")
        XCTAssertEqual(session.focusedField?.id, "town")
        for character in "Springfield" { session.handle(.character(character)) }
        let hint = "\"Springfield\" is the label of 2 options: choose one with ↑↓"
        let screen = FormScreen(width: 80, height: 24).render(session, scroll: 0).lines.map(\.text)
        XCTAssertTrue(screen.contains("    " + hint), screen.joined(separator: "\n"))
        session.handle(.enter)
        XCTAssertEqual(session.focusedField?.id, "town", "an ambiguous filter is asked again")
        XCTAssertEqual(session.errors["town"], hint)
        session.handle(.control("d"))
        XCTAssertEqual(session.outcome, .editing, "nor can it be submitted")
        session.handle(.down)
        session.handle(.enter)
        XCTAssertEqual(session.focusedField?.id, "note")
        session.handle(.control("d"))
        XCTAssertEqual(session.outcome, .submitted)
        XCTAssertEqual(session.answers(), ["size": .string("1"), "town": .string("ma"), "note": .string("")])
    }

    // MARK: Cuts

    func testEveryCutIsMarkedWithAnEllipsisAtACharacterBoundary() throws {
        let form = try form(
            """
            form: Signup
            toolbar: {previousNext: true, done: true}
            sources:
              places:
                options: [Democratic Republic of the Congo, 中华人民共和国香港特别行政区]
            fields:
              - {id: place, kind: picker, source: places, label: Place}
              - {id: b, label: B}
            """)
        var session = FormSession(form: form)
        session.handle(.down)
        session.handle(.up)
        let lines = FormScreen(width: 31, height: 24).render(session, scroll: 0).lines.map(\.text)
        XCTAssertTrue(
            lines.contains("    › Democratic Republic of…  "), lines.map { "[\($0)]" }.joined(separator: "\n"))
        XCTAssertTrue(lines.contains("      中华人民共和国香港特别…  "), lines.joined(separator: "\n"))
        XCTAssertEqual(
            FormScreen(width: 40, height: 24).render(session, scroll: 0).lines.first?.text,
            "Signup  Tab next · Shift-Tab back · …", "whole key hints, never one cut mid-word")
        let narrow = FormScreen(width: 12, height: 24).render(session, scroll: 0).lines
        XCTAssertEqual(narrow.first?.text, "Signup  Tab…")
        XCTAssertEqual(narrow.last?.text, " ◀ Previous…", "the toolbar cut at the screen's edge")
        XCTAssertEqual(FormScreen(width: 4, height: 24).render(session, scroll: 0).lines.first?.text, "Sig…")
    }
}
