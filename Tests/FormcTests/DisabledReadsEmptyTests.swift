import Foundation
import XCTest
import FormcEmit
@testable import FormcIR
@testable import FormcTerminal

/// Issue 45, item 3: a disabled field (`disabled: true`, or its own or its section's
/// `enabledWhen` false) reads as empty in conditions and rules, exactly as a hidden one,
/// since neither is part of the answers; a read-only field (`editable: false`) reads its
/// value (docs/spec-language.md §4.3 and §4.5). The terminal session, the line mode, the
/// generated core and the JSON consumer agree. Expected values written by hand.
final class DisabledReadsEmptyTests: XCTestCase {
    /// `reason` keeps its default while `away` is off (it is disabled), `code` is disabled by
    /// the spec with a default, `note` is read-only. `proof` reads the disabled `reason`,
    /// `extra` the disabled `code` and the read-only `note`, the rule the disabled `reason`.
    static let leave = """
        form: Leave
        fields:
          - {id: name, label: Name}
          - {id: away, kind: toggle, label: Away}
          - {id: reason, label: Reason, default: sick, enabledWhen: away}
          - {id: proof, label: Proof, visibleWhen: reason isSet}
          - {id: code, label: Code, disabled: true, default: X1}
          - {id: note, label: Note, editable: false, default: seen}
          - {id: extra, label: Extra, visibleWhen: "code isSet or note isEmpty"}
        rules:
          - {check: "reason != 'sick'", message: Sick days are booked elsewhere., field: name}
        """

    private func form(_ yaml: String) throws -> Form {
        let result = TestSupport.compile(yaml)
        XCTAssertFalse(result.diagnostics.hasErrors, "\(TestSupport.summary(result.diagnostics))")
        return try XCTUnwrap(result.form)
    }

    private func lineMode(_ yaml: String, _ input: String) throws -> TestSupport.Run {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("spec.form.yaml")
        try Data(yaml.utf8).write(to: spec)
        return try TestSupport.runFormc(["run", spec.path], input: input)
    }

    func testTheSessionReadsADisabledFieldAsEmptyAndFollowsItBeingEnabled() throws {
        var session = FormSession(form: try form(Self.leave))
        XCTAssertEqual(session.conditionState.hidden, ["proof", "extra"])
        XCTAssertEqual(session.conditionState.disabled, ["reason", "code"])
        session.set("away", to: .toggle(true))
        XCTAssertEqual(session.conditionState.hidden, ["extra"], "reason enabled: its 'sick' shows proof")
        session.set("away", to: .toggle(false))
        XCTAssertEqual(session.conditionState.hidden, ["proof", "extra"], "disabled again: proof hides")
        session.set("name", to: .text(TextBuffer("Ada")))
        session.submit()
        XCTAssertEqual(session.errors, [:], "the rule reads the disabled reason as empty")
        XCTAssertEqual(session.outcome, .submitted)
        XCTAssertEqual(session.answers(), ["name": .string("Ada"), "away": .bool(false), "note": .string("seen")])
    }

    func testTheLineModeNeitherAsksWhatADisabledFieldRevealsNorFailsItsRule() throws {
        let run = try lineMode(Self.leave, "Ada\nn\n")
        XCTAssertEqual(run.status, 0, run.stderr)
        // The checker says `code` is always empty to `extra` (FC605), then the prompts.
        XCTAssertTrue(
            run.stderr.contains(
                "spec.form.yaml:9:45: warning: 'code' is always disabled ('disabled: true'), so 'visibleWhen' reads "
                    + "it as empty in every state [FC605]\n"), run.stderr)
        XCTAssertTrue(run.stderr.hasSuffix("^~~~\nName: \nAway (y/n) [n]: \n"), run.stderr)
        XCTAssertEqual(run.stdout, "{\n  \"away\": false,\n  \"name\": \"Ada\",\n  \"note\": \"seen\"\n}\n")
        // Enabled, the reason reads as typed: proof is asked and the rule holds for 'flu'.
        let away = try lineMode(Self.leave, "Ada\ny\nflu\nletter\n")
        XCTAssertEqual(away.status, 0, away.stderr)
        XCTAssertEqual(
            away.stdout,
            "{\n  \"away\": true,\n  \"name\": \"Ada\",\n  \"note\": \"seen\",\n  \"proof\": \"letter\",\n"
                + "  \"reason\": \"flu\"\n}\n")
    }

    func testTheGeneratedCoreReadsADisabledFieldAsEmpty() throws {
        let driver = """
            var values = LeaveValues()
            values.name = "Ada"
            func line(_ values: LeaveValues) -> String {
                let state = values.conditionState()
                return "hidden " + state.hidden.map(\\.rawValue).sorted().joined(separator: " ")
                    + " | disabled " + state.disabled.map(\\.rawValue).sorted().joined(separator: " ")
                    + " | errors \\(values.validate().count)"
            }
            print(line(values))
            values.away = true
            print(line(values))
            values.away = false
            print(line(values))

            """
        guard let output = try GeneratedConditionTests.run(driver, with: TestSupport.compile(Self.leave)) else {
            return
        }
        XCTAssertEqual(
            output,
            "hidden extra proof | disabled code reason | errors 0\n"
                + "hidden extra | disabled code | errors 1\n"
                + "hidden extra proof | disabled code reason | errors 0\n")
    }

    func testTheJSONConsumerReadsADisabledFieldAsEmpty() throws {
        let json = try JSONConsumer(json: Data(JSONEmitter.emit(try form(Self.leave))))
        var state: [String: RandomForm.Value] = [
            "name": .text("Ada"), "away": .toggle(false), "reason": .text("sick"), "proof": .text(""),
            "code": .text("X1"), "note": .text("seen"), "extra": .text("")
        ]
        let off = json.observe(state)
        XCTAssertEqual(off.hidden, ["extra", "proof"])
        XCTAssertEqual(off.disabled, ["code", "reason"])
        XCTAssertEqual(off.problems, [:])
        state["away"] = .toggle(true)
        let on = json.observe(state)
        XCTAssertEqual(on.hidden, ["extra"])
        XCTAssertEqual(on.problems, ["name": "described(\"Sick days are booked elsewhere.\")"])
    }

    /// Reading a field now depends on its `enabledWhen` too: two fields enabled by each
    /// other, or one shown by a field it enables, are a cycle (FC603), which the checker
    /// reports with the whole cycle.
    func testEnabledWhenReadsCloseACycle() {
        let codes = { (yaml: String) in TestSupport.compile(yaml).diagnostics.sorted.map(\.code.id) }
        XCTAssertEqual(
            codes("form: F\nfields:\n  - {id: a, enabledWhen: b isSet}\n  - {id: b, enabledWhen: a isSet}\n"),
            ["FC603"])
        XCTAssertEqual(
            codes("form: F\nfields:\n  - {id: a, visibleWhen: b isSet}\n  - {id: b, enabledWhen: a isSet}\n"),
            ["FC603"])
        XCTAssertEqual(
            codes(
                "form: F\nfields:\n  - {id: a, enabledWhen: b isSet}\n  - {id: b, enabledWhen: c}\n  - {id: c, kind: toggle}\n"
            ),
            [])
    }
}
