import XCTest
import FormcIR
import FormcDriver

/// Lowering: the focus chain in every order, return keys and actions, toolbar states.
final class LoweringTests: XCTestCase {
    private func form(_ yaml: String) throws -> Form {
        let result = TestSupport.compile(yaml)
        XCTAssertFalse(result.diagnostics.hasErrors, "\(TestSupport.summary(result.diagnostics))")
        return try XCTUnwrap(result.form)
    }

    func testDeclarationOrderSkipsHiddenDisabledNonEditableAndToggles() throws {
        let form = try form(
            """
            form: F
            fields:
              - {id: a}
              - {id: b, hidden: true}
              - {id: c, disabled: true}
              - {id: d, editable: false}
              - {id: e, kind: toggle}
              - {id: f, kind: email}
            """)
        XCTAssertEqual(form.focusChain, ["a", "f"])
        XCTAssertNil(form.field("b")?.focus)
        XCTAssertEqual(form.field("a")?.focus?.next, "f")
        XCTAssertEqual(form.field("f")?.focus?.previous, "a")
    }

    func testTagOrderSortsByTagAndKeepsDeclarationOrderForTies() throws {
        let form = try form(
            """
            form: F
            order: tag
            fields:
              - {id: c, tag: 3}
              - {id: a, tag: 1}
              - {id: b, tag: 2}
            """)
        XCTAssertEqual(form.focusChain, ["a", "b", "c"])
    }

    func testPositionOrderIsLogicalInEveryWritingDirection() throws {
        let fields = """
            fields:
              - {id: r1c2, layout: {row: 1, column: 2}}
              - {id: r2c1, layout: {row: 2, column: 1}}
              - {id: r1c1, layout: {row: 1, column: 1}}
            """
        let leftToRight = try form("form: F\norder: position\nlocale: en_US\n" + fields)
        XCTAssertEqual(leftToRight.focusChain, ["r1c1", "r1c2", "r2c1"])
        // Column 1 is the leading column: on the right in Arabic, and still first in the chain.
        let rightToLeft = try form("form: F\norder: position\nlocale: ar_EG\n" + fields)
        XCTAssertEqual(rightToLeft.focusChain, ["r1c1", "r1c2", "r2c1"])
        let given =
            "fields:\n  - {id: family, layout: {row: 1, column: 2}}\n  - {id: given, layout: {row: 1, column: 1}}\n"
        XCTAssertEqual(try form("form: F\norder: position\nlocale: ar\n" + given).focusChain, ["given", "family"])
    }

    func testAHalfWrittenLayoutCellIsNoCell() throws {
        let result = TestSupport.compile(
            """
            form: F
            order: position
            fields:
              - {id: a, layout: {row: 1, column: 1}}
              - {id: b, layout: {column: 0}}
            """)
        XCTAssertEqual(TestSupport.summary(result.diagnostics), ["FC109 5:21"], "the checker names the half cell")
        let form = try XCTUnwrap(result.form)
        XCTAssertNil(form.field("b")?.layout)
        XCTAssertEqual(form.focusChain, ["a", "b"], "a field without a cell sorts after the laid-out ones")
    }

    func testExplicitOrderAndNextLinks() throws {
        let explicit = try form(
            """
            form: F
            order: [c, a, b]
            fields:
              - {id: a}
              - {id: b}
              - {id: c}
            """)
        XCTAssertEqual(explicit.focusChain, ["c", "a", "b"])
        let linked = try form(
            """
            form: F
            fields:
              - {id: a, next: c}
              - {id: b}
              - {id: c, next: b}
            """)
        XCTAssertEqual(linked.focusChain, ["a", "c", "b"])
        XCTAssertEqual(linked.field("b")?.focus?.previous, "c")
    }

    func testReturnKeysAndActionsFollowIQKeyboardManagersRule() throws {
        let form = try form(
            """
            form: F
            fields:
              - {id: name}
              - {id: bio, kind: multiline}
              - {id: search, returnKey: search}
              - {id: last}
            """)
        let keys = form.focusChain.compactMap { form.field($0)?.focus }
        XCTAssertEqual(keys.map(\.returnKey), [.next, .default, .search, .done])
        XCTAssertEqual(keys.map(\.returnAction), [.next, .newline, .submit, .done])
    }

    func testFormWideReturnKeyDefaultsAndPerFieldOverrides() throws {
        let form = try form(
            """
            form: F
            returnKey: {default: continue, last: go}
            fields:
              - {id: a}
              - {id: b, returnAction: done}
              - {id: c}
            """)
        XCTAssertEqual(form.focusChain.compactMap { form.field($0)?.focus?.returnKey }, [.continue, .continue, .go])
        XCTAssertEqual(form.focusChain.compactMap { form.field($0)?.focus?.returnAction }, [.next, .done, .submit])
    }

    func testToolbarStatePerFieldAndTitleFallback() throws {
        let form = try form(
            """
            form: F
            toolbar: {previousNext: true, done: true, title: placeholder}
            fields:
              - {id: a, placeholder: First}
              - {id: b, label: Second}
              - {id: c, kind: phone, label: Third, placeholder: Phone}
            """)
        let states = form.focusChain.compactMap { form.field($0)?.focus }
        XCTAssertEqual(states.map(\.previousEnabled), [false, true, true])
        XCTAssertEqual(states.map(\.nextEnabled), [true, true, false])
        XCTAssertEqual(states.map(\.doneShown), [true, true, true])
        XCTAssertEqual(states.map(\.title), ["First", "Second", "Phone"])
        let off = try self.form("form: F\ntoolbar: false\nfields: [{id: a}, {id: b}]\n")
        XCTAssertEqual(off.toolbar.isShown, false)
        XCTAssertEqual(off.field("a")?.focus?.nextEnabled, false)
    }

    func testToolbarSwitchesTurnTheirButtonsOffOnEveryField() throws {
        let form = try form("form: F\ntoolbar: {previousNext: false, done: false}\nfields: [{id: a}, {id: b}]\n")
        let states = form.focusChain.compactMap { form.field($0)?.focus }
        XCTAssertEqual(states.map(\.previousEnabled), [false, false])
        XCTAssertEqual(states.map(\.nextEnabled), [false, false])
        XCTAssertEqual(states.map(\.doneShown), [false, false])
        let doneOnly = try self.form("form: F\ntoolbar: {previousNext: false}\nfields: [{id: a}, {id: b}]\n")
        XCTAssertEqual(doneOnly.focusChain.compactMap { doneOnly.field($0)?.focus?.doneShown }, [true, true])
    }

    /// With no field after it, Next and Return end editing and Continue submits.
    func testReturnActionsOnTheLastField() throws {
        for (key, action) in [("continue", ReturnAction.submit), ("default", .done), ("next", .done)] {
            let result = TestSupport.compile("form: F\nreturnKey: {last: \(key)}\nfields: [{id: a}, {id: b}]\n")
            let form = try XCTUnwrap(result.form)
            XCTAssertEqual(form.focusChain.compactMap { form.field($0)?.focus?.returnKey.rawValue }, ["next", key])
            XCTAssertEqual(form.focusChain.compactMap { form.field($0)?.focus?.returnAction }, [.next, action], key)
        }
    }

    /// spec-language.md §8.4: a field that conditions can make the live chain's last (every
    /// chain field after it conditional, by itself or its section) gets the last field's key
    /// and action for then; one with an unconditional field after it keeps its own.
    func testAFieldConditionsCanMakeLastGetsTheLastFieldsKeyAndAction() throws {
        let form = try form(
            """
            form: F
            returnKey: {last: send}
            returnAction: {last: done}
            fields:
              - {id: a}
              - {id: b}
              - {id: own, returnKey: go}
              - {id: flag, kind: toggle}
              - {id: c, visibleWhen: flag}
            sections:
              - title: More
                enabledWhen: flag
                fields: [{id: d}, {id: note, kind: multiline}]
            """)
        func links(_ id: String) -> String {
            guard let focus = form.field(id)?.focus else { return "-" }
            return "\(focus.returnKey.rawValue)/\(focus.returnAction.rawValue) "
                + "\(focus.lastReturnKey.rawValue)/\(focus.lastReturnAction.rawValue) \(focus.changesWhenLast)"
        }
        // a and b: an unconditional field follows each (b, own), so neither is ever last.
        XCTAssertEqual(links("a"), "next/next next/next false")
        XCTAssertEqual(links("b"), "next/next next/next false")
        // own: every later field is conditional (c its own, d and note their section's), so it
        // may be last. Its own key wins there too (Go, which submits elsewhere); the form's
        // last action, done, applies.
        XCTAssertEqual(links("own"), "go/submit go/done true")
        // c: Send from returnKey.last, and done, not Send's submit, from returnAction.last.
        XCTAssertEqual(links("c"), "next/next send/done true")
        // The multiline field is the static last: its line break wins over the form's action.
        XCTAssertEqual(links("note"), "default/newline default/newline false")
    }

    func testReturnActionLastSubmitMakesDoneSubmit() throws {
        let form = try form("form: F\nreturnAction: {last: submit}\nfields: [{id: a}, {id: b, returnAction: done}]\n")
        XCTAssertEqual(form.field("a")?.focus?.returnAction, .next)
        XCTAssertEqual(form.field("b")?.focus?.returnKey, .done)
        XCTAssertEqual(form.field("b")?.focus?.returnAction, .done, "the field's own action wins")
        let plain = try self.form("form: F\nreturnAction: {last: submit}\nfields: [{id: a}, {id: b}]\n")
        XCTAssertEqual(plain.field("b")?.focus?.returnKey, .done)
        XCTAssertEqual(plain.field("b")?.focus?.returnAction, .submit)
    }

    /// `next:` naming a field that cannot take focus is FC107, and the chain goes on as if the
    /// link were not there: nothing else is reported.
    func testANextLinkToAFieldThatCannotTakeFocusIsLeftOut() throws {
        let result = TestSupport.compile(
            "form: F\nfields:\n  - {id: a, next: t}\n  - {id: t, kind: toggle}\n  - {id: b}\n")
        XCTAssertEqual(TestSupport.summary(result.diagnostics), ["FC107 3:19"])
        XCTAssertEqual(result.form?.focusChain, ["a", "b"])
    }

    /// FC107 says why the field cannot take focus: each reason on a field that has only it (a
    /// hidden text field, a disabled one, a read-only one, a toggle), so one reason left out
    /// would give another's words.
    func testFC107SaysWhyEachFieldCannotTakeFocus() {
        let result = TestSupport.compile(
            "form: F\norder: [a, h, d, r, t]\nfields:\n  - {id: a}\n  - {id: h, hidden: true}\n"
                + "  - {id: d, disabled: true}\n  - {id: r, editable: false}\n  - {id: t, kind: toggle}\n")
        XCTAssertEqual(
            result.diagnostics.sorted.filter { $0.code.id == "FC107" }.map(\.message),
            [
                "order names 'h', which cannot take focus (it is hidden)",
                "order names 'd', which cannot take focus (it is disabled)",
                "order names 'r', which cannot take focus (it is not editable)",
                "order names 't', which cannot take focus (a toggle field never becomes first responder)"
            ])
    }

    func testSectionsShareOneFocusChain() throws {
        let form = try form(
            """
            form: F
            sections:
              - title: One
                fields: [{id: a}, {id: b}]
              - title: Two
                fields: [{id: c}]
            """)
        XCTAssertEqual(form.focusChain, ["a", "b", "c"])
        XCTAssertEqual(form.sections.map(\.title), ["One", "Two"])
        XCTAssertEqual(form.field("c")?.section, 1)
        XCTAssertEqual(form.field("b")?.focus?.next, "c")
    }

    func testKindsMapToUIKitKeyboardsAndInputViews() throws {
        let form = try form(
            """
            form: F
            fields:
              - {id: a, kind: email}
              - {id: b, kind: decimal}
              - {id: c, kind: dateTime}
              - {id: d, kind: number, secure: true}
              - {id: e, kind: time, locale: de_DE}
            """)
        XCTAssertEqual(form.field("a")?.kind.keyboardType, .emailAddress)
        XCTAssertEqual(form.field("b")?.kind.keyboardType, .decimalPad)
        XCTAssertEqual(form.field("b")?.kind.hasReturnKey, false)
        XCTAssertEqual(form.field("c")?.kind.inputView, .datePicker(.dateAndTime))
        XCTAssertEqual(form.field("c")?.date?.format, "yyyy-MM-dd HH:mm")
        XCTAssertEqual(form.field("d")?.isSecureTextEntry, true)
        XCTAssertEqual(form.field("e")?.date?.format, "HH:mm")
        XCTAssertEqual(form.field("e")?.date?.locale, "de_DE")
    }
}
