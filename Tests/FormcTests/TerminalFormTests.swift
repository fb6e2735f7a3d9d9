import XCTest
import FormcDriver
import FormcIR
@testable import FormcTerminal

/// The terminal form's pure parts: key decoding, text editing, the session's rules, the
/// screen layout. The real binary on a pseudo-terminal is tested in Tests/Terminal.
final class TerminalFormTests: XCTestCase {
    private func form(_ yaml: String) throws -> Form {
        let result = TestSupport.compile(yaml)
        XCTAssertFalse(result.diagnostics.hasErrors, "\(TestSupport.summary(result.diagnostics))")
        return try XCTUnwrap(result.form)
    }

    func testKeyDecoderReadsBothArrowEncodingsPasteAndSplitInput() {
        var decoder = KeyDecoder()
        XCTAssertEqual(
            decoder.feed(Array("\u{1B}[B\u{1B}OB\u{1B}[A\u{1B}OD\u{1B}[Z\u{1B}[3~\u{1B}[H\u{1B}[4~\t\r".utf8)),
            [.down, .down, .up, .left, .backTab, .delete, .home, .end, .tab, .enter])
        XCTAssertEqual(decoder.feed([0x1B, 0x5B]), [], "an incomplete sequence waits")
        XCTAssertEqual(decoder.feed([0x43]), [.right])
        let 北 = Array("北".utf8)
        XCTAssertEqual(decoder.feed(Array(北.prefix(2))), [])
        XCTAssertEqual(decoder.feed(Array(北.suffix(1))), [.character("北")])
        XCTAssertEqual(decoder.feed(Array("\u{1B}[200~a\nb\u{1B}[20".utf8)), [])
        XCTAssertEqual(decoder.feed(Array("1~x".utf8)), [.paste("a\nb"), .character("x")])
        XCTAssertEqual(decoder.feed([0x1B]), [])
        XCTAssertTrue(decoder.hasPendingEscape)
        XCTAssertEqual(decoder.flushPendingEscape(), [.escape])
        XCTAssertEqual(decoder.feed([0x03, 0x04, 0x7F]), [.control("c"), .control("d"), .backspace])
    }

    func testTextBufferCountsCharactersNotBytesOrScalars() {
        var buffer = TextBuffer()
        buffer.insert("北")
        buffer.insert("京")
        buffer.deleteBackward()
        buffer.insert("市")
        XCTAssertEqual(buffer.text, "北市")
        XCTAssertEqual(buffer.cursor, 2)
        var emoji = TextBuffer("a")
        emoji.insert("👍")
        emoji.insert("\u{1F3FD}")  // skin-tone modifier arrives as its own key
        XCTAssertEqual(emoji.text, "a👍🏽")
        XCTAssertEqual(emoji.cursor, 2)
        emoji.deleteBackward()
        XCTAssertEqual(emoji.text, "a")
        var words = TextBuffer("hello big world")
        words.deleteWordBackward()
        XCTAssertEqual(words.text, "hello big ")
        words.moveHome()
        words.deleteToEnd()
        XCTAssertEqual(words.text, "")
    }

    func testNextAndDoneAreRefusedOnAnInvalidFieldButBackIsNot() throws {
        var session = FormSession(
            form: try form("form: F\nfields:\n  - {id: a, required: true}\n  - {id: b, required: true}\n  - {id: c}\n"))
        for character in "x" { session.handle(.character(character)) }
        session.handle(.tab)
        XCTAssertEqual(session.focusedField?.id, "b")
        session.handle(.tab)
        XCTAssertEqual(session.focusedField?.id, "b", "Next is refused on an invalid field")
        XCTAssertEqual(session.errors["b"], "required")
        session.handle(.control("d"))
        XCTAssertEqual(session.outcome, .editing, "Done is refused too")
        session.handle(.backTab)
        XCTAssertEqual(session.focusedField?.id, "a", "going back is always allowed")
        session.handle(.control("d"))
        XCTAssertEqual(session.focusedField?.id, "b", "submit moves to the first invalid field")
        session.handle(.character("y"))
        session.handle(.control("d"))
        XCTAssertEqual(session.outcome, .submitted)
        XCTAssertEqual(session.answers(), ["a": .string("x"), "b": .string("y"), "c": .string("")])
    }

    func testTogglesFlipWithSpaceAndHiddenOrDisabledFieldsAreNotVisited() throws {
        var session = FormSession(
            form: try form(
                """
                form: F
                fields:
                  - {id: a}
                  - {id: secret, hidden: true}
                  - {id: locked, disabled: true, default: kept}
                  - {id: agree, kind: toggle}
                """))
        XCTAssertEqual(session.order, ["a", "agree"])
        session.handle(.tab)
        XCTAssertEqual(session.focusedField?.id, "agree")
        session.handle(.space)
        XCTAssertEqual(session.answers()["agree"], .bool(true))
        session.handle(.space)
        session.handle(.character("y"))
        session.handle(.control("d"))
        XCTAssertEqual(session.outcome, .submitted)
        // `hidden: true` and `disabled: true` fields give no answer; a read-only one would.
        XCTAssertEqual(session.answers(), ["a": .string(""), "agree": .bool(true)])
    }

    func testKeyboardsAcceptWhatTheirKeysCanType() throws {
        var session = FormSession(
            form: try form(
                "form: F\nfields:\n  - {id: n, kind: number}\n  - {id: d, kind: decimal}\n  - {id: p, kind: phone}\n"))
        for character in "0a1.2" { session.handle(.character(character)) }
        session.handle(.tab)
        for character in "3.1.4x" { session.handle(.character(character)) }
        session.handle(.tab)
        // A phone field keeps a number's punctuation, as the generated filter does (one rule:
        // FieldKind.phoneSymbols), and loses the format characters Contacts wraps it in.
        session.handle(.paste("\u{202D}+86 (138) 0013-8000#\u{202C}x"))
        session.handle(.control("d"))
        XCTAssertEqual(
            session.answers(), ["n": .string("012"), "d": .number(3.14), "p": .string("+86 (138) 0013-8000#")])
    }

    func testPickerFilterWithNoMatchKeepsFocusAndCascadingClampsChildren() throws {
        let yaml = """
            form: F
            sources:
              regions:
                levels: [province, city]
                options:
                  - {label: 河北省, children: [石家庄市, 唐山市, 秦皇岛市]}
                  - {label: 台湾省, children: []}
                  - {label: 北京市, children: [北京市]}
            fields:
              - {id: city, kind: picker, source: regions}
              - {id: note}
            """
        var session = FormSession(form: try form(yaml))
        session.handle(.right)
        session.handle(.down)
        session.handle(.down)
        XCTAssertEqual(session.answers()["city"], .object(["province": "河北省", "city": "秦皇岛市"]))
        session.handle(.left)
        session.handle(.down)
        let screen = FormScreen(width: 60, height: 20).render(session, scroll: 0)
        XCTAssertTrue(
            screen.lines.map(\.text).contains { $0.contains("(no options)") },
            screen.lines.map(\.text).joined(separator: "\n"))
        XCTAssertEqual(
            session.answers()["city"], .object(["province": "台湾省"]), "a parent without children ends the selection")
        session.handle(.right)
        guard case .picker(let picker)? = session.states["city"] else { return XCTFail("city is a picker") }
        XCTAssertEqual(picker.active, 0, "Right does not enter the skipped city column")
        session.handle(.enter)
        XCTAssertEqual(session.focusedField?.id, "note", "Enter completes the field: the empty city column is skipped")
        XCTAssertNil(session.errors["city"])

        var filtering = FormSession(form: try form(yaml))
        for character in "zzz" { filtering.handle(.character(character)) }
        filtering.handle(.enter)
        XCTAssertEqual(filtering.focusedField?.id, "city", "a filter without matches selects nothing")
        XCTAssertEqual(filtering.errors["city"], "no option matches \"zzz\"")
        filtering.handle(.control("u"))
        filtering.handle(.enter)
        filtering.handle(.enter)
        XCTAssertEqual(filtering.focusedField?.id, "note")
        XCTAssertEqual(filtering.answers()["city"], .object(["province": "河北省", "city": "石家庄市"]))
    }

    func testDatesStepPerComponentWithinTheRange() throws {
        var session = FormSession(
            form: try form(
                "form: F\nfields:\n  - {id: d, kind: date, format: yyyy-MM-dd, min: 2026-12-28, max: 2027-01-02}\n"))
        session.handle(.control("u"))
        for character in "2026-12-30" { session.handle(.character(character)) }
        session.handle(.right)
        session.handle(.right)
        session.handle(.up)
        session.handle(.up)
        session.handle(.up)
        guard case .text(let buffer)? = session.states["d"] else { return XCTFail("no text") }
        XCTAssertEqual(buffer.text, "2027-01-02", "stepped by day, clamped at max")
        session.handle(.left)
        session.handle(.left)
        session.handle(.down)
        guard case .text(let clamped)? = session.states["d"] else { return XCTFail("no text") }
        XCTAssertEqual(clamped.text, "2026-12-28", "a year back is clamped at min")
    }

    func testScreenSanitisesLabelsAndKeepsEachLabelOnceAtAnyWidth() throws {
        let yaml =
            "form: F\nfields:\n  - {id: a, label: \"\\e[31mRed\\e]0;pwned\\a\"}\n  - {id: b, label: 名前}\n  - {id: c, label: Email}\n"
        let session = FormSession(form: try form(yaml))
        for width in [80, 40, 100] {
            let text = FormScreen(width: width, height: 24).render(session, scroll: 0).lines.map(\.text).joined(
                separator: "\n")
            XCTAssertFalse(text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "escape in frame")
            for label in ["?[31mRed?]0;pwned?", "名前", "Email"] {
                XCTAssertEqual(text.components(separatedBy: label).count - 1, 1, "\(label) at width \(width):\n\(text)")
            }
        }
    }

    func testAltKeysDoNotCancelAndPastedControlsAreDropped() throws {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.feed(Array("\u{1B}x".utf8)), [.character("x")], "Alt+x is not Escape")
        XCTAssertEqual(decoder.feed(Array("\u{1B}b".utf8)), [.wordLeft], "Alt+b is a word back, as in readline")
        var session = FormSession(form: try form("form: F\nfields:\n  - {id: a}\n  - {id: d, kind: decimal}\n"))
        session.handle(.paste("x\ty\u{1B}[31mz\n"))
        session.handle(.tab)
        session.handle(.paste("1,5"))
        XCTAssertEqual(session.answers(), ["a": .string("xy[31mz"), "d": .number(1.5)])
    }

    func testLineModeDoesNotPreselectTheFirstPickerAndDatesStartEmpty() throws {
        let form = try form(
            "form: F\nsources:\n  s:\n    options: [a, b]\nfields:\n  - {id: p, kind: picker, source: s}\n  - {id: d, kind: date}\n"
        )
        var lines = ["", ""][...]
        let answers = try LineRunner(
            form: form, readLine: { _ in lines.popFirst().map { Array($0.utf8) } }, prompt: { _ in }
        ).run()
        XCTAssertEqual(answers, ["p": .null, "d": .null])
        var session = FormSession(form: form)
        session.handle(.tab)
        XCTAssertEqual(session.answers()["d"], .null, "tabbing past an optional date answers nothing")
        XCTAssertEqual(session.answers()["p"], .null, "a focused picker only suggests its first row (issue 48)")
        var chosen = FormSession(form: form)
        chosen.handle(.space)
        XCTAssertEqual(chosen.answers()["p"], .string("a"), "Space takes the row it suggests")
    }

    func testCombiningMarksInDatesAreRefusedNotFatal() throws {
        let form = try form("form: F\nfields:\n  - {id: d, kind: date}\n")
        var lines = ["2020-01-01\u{301}", "2020-01-01"][...]
        var prompts: [String] = []
        let answers = try LineRunner(
            form: form, readLine: { _ in lines.popFirst().map { Array($0.utf8) } }, prompt: { prompts.append($0) }
        ).run()
        XCTAssertEqual(answers, ["d": .string("2020-01-01")])
        XCTAssertEqual(prompts.filter { $0.contains("⚠") }.count, 1)
    }

    func testDisplayTemplatesAreFilledInOnePass() throws {
        let form = try form(
            "form: F\nsources:\n  s:\n    options: [{label: \"{value}\", value: V1}]\nfields:\n  - {id: p, kind: picker, source: s, display: \"[{label}|{value}]\"}\n"
        )
        let field = try XCTUnwrap(form.field("p"))
        XCTAssertEqual(FormScreen.displayText(field, form.sources[0].options, form.sources[0]), "[{value}|V1]")
    }

    func testATinyScreenStillShowsTheFocusedField() throws {
        let session = FormSession(
            form: try form("form: F\nfields:\n  - {id: a, label: Alpha}\n  - {id: b, label: Beta}\n"))
        let frame = FormScreen(width: 10, height: 3).render(session, scroll: 0)
        XCTAssertEqual(frame.lines.count, 3)
        XCTAssertTrue(frame.lines.allSatisfy { $0.width <= 10 }, frame.lines.map(\.text).description)
        XCTAssertTrue(frame.lines.contains { $0.text.contains("› Alpha") }, frame.lines.map(\.text).description)
        XCTAssertNotNil(frame.cursor)
    }

    func testLineModeReadsAnswersAndRepromptsOnBadLines() throws {
        let form = try form(
            "form: F\nfields:\n  - {id: n, kind: number, label: N, required: true}\n  - {id: t, kind: toggle, label: T}\n"
        )
        var lines = ["12a", "", "42", "y"][...]
        var prompts: [String] = []
        let answers = try LineRunner(
            form: form, readLine: { _ in lines.popFirst().map { Array($0.utf8) } }, prompt: { prompts.append($0) }
        ).run()
        XCTAssertEqual(answers, ["n": .string("42"), "t": .bool(true)])
        XCTAssertEqual(prompts.filter { $0.contains("⚠") }.count, 2, "one reprompt per bad line: \(prompts)")
        var none = [String]()[...]
        XCTAssertThrowsError(
            try LineRunner(form: form, readLine: { _ in none.popFirst().map { Array($0.utf8) } }, prompt: { _ in })
                .run()
        ) { error in
            XCTAssertEqual(error as? LineRunner.Failure, .inputEnded(field: "n"))
        }
    }

    /// Issue 47, item 9: Up and Down on a date field step the day first (a check-in, a due
    /// date), not the year; Left and Right still choose the part; a time field starts on its
    /// first part.
    func testUpAndDownStepTheDayFirst() throws {
        let yaml = """
            form: F
            fields:
              - {id: in, kind: date, format: dd.MM.yyyy, default: 2026-12-24}
              - {id: at, kind: time, default: '08:30'}

            """
        var session = FormSession(form: try form(yaml))
        session.handle(.up)
        guard case .text(let day)? = session.states["in"] else { return XCTFail("no text") }
        XCTAssertEqual(day.text, "25.12.2026")
        session.handle(.right)
        session.handle(.down)
        guard case .text(let month)? = session.states["in"] else { return XCTFail("no text") }
        XCTAssertEqual(month.text, "25.11.2026", "Right moved from the day to the month")
        session.handle(.tab)
        session.handle(.up)
        guard case .text(let time)? = session.states["at"] else { return XCTFail("no text") }
        XCTAssertEqual(time.text, "09:30")
    }

    /// Issue 47, item 5: `formc run` and its line mode show the form as the app lays it out:
    /// a toggle no condition reads in its declared place (it once came after the whole chain,
    /// so piped answers went to the wrong questions), and each section's title above its
    /// first field.
    func testTheTerminalFollowsTheAppsLayoutWithSectionTitles() throws {
        let yaml = """
            form: Trip
            sections:
              - title: Traveller
                fields:
                  - {id: name, label: Name}
                  - {id: member, kind: toggle, label: Member}
                  - {id: email, label: Email}
              - title: Stay
                fields:
                  - {id: nights, kind: number, label: Nights}

            """
        let form = try form(yaml)
        var shown: [String] = []
        var queue = ["Ada", "y", "ada@example.com", "3"][...]
        let answers = try LineRunner(
            form: form, readLine: { _ in queue.popFirst().map { Array($0.utf8) } }, prompt: { shown.append($0) }
        ).run()
        XCTAssertEqual(
            shown.joined(),
            "— Traveller —\nName: Member (y/n) [n]: Email: — Stay —\nNights: ")
        XCTAssertEqual(
            answers,
            ["name": .string("Ada"), "member": .bool(true), "email": .string("ada@example.com"), "nights": .string("3")]
        )
        let session = FormSession(form: form)
        XCTAssertEqual(session.order, ["name", "member", "email", "nights"])
        let frame = FormScreen(width: 40, height: 12).render(session, scroll: 0)
        XCTAssertEqual(
            frame.lines.map { $0.text.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.dropFirst().prefix(
                6),
            ["Traveller", "› Name", "Member  [ ] off", "Email", "Stay", "Nights"])
        // The cursor is on the focused field's line, below the section's title.
        XCTAssertEqual(frame.cursor?.row, 3)
    }

}
