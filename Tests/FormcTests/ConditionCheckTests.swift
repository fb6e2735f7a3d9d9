import XCTest
import FormcDiagnostics

/// The checker's rules over conditions (FC602–FC605): exact codes, lines, columns, messages
/// and notes, written by hand.
final class ConditionCheckTests: XCTestCase {
    private func report(_ yaml: String) -> [String] {
        TestSupport.compile(yaml).diagnostics.sorted.map {
            "\($0.code.id) \($0.location.line):\($0.location.column) \($0.message)"
        }
    }

    func testAnUnknownFieldIsReportedAtItsNameWithTheClosestId() {
        XCTAssertEqual(
            report(
                """
                form: F
                fields:
                  - {id: business, kind: toggle}
                  - {id: company, visibleWhen: business and not (busines == false)}
                """), ["FC602 4:50 'visibleWhen' reads 'busines', but no field has that id; did you mean 'business'?"])
    }

    func testACycleThroughThreeFieldsIsReportedOnceWithANoteAtEachReference() throws {
        let result = TestSupport.compile(
            """
            form: F
            fields:
              - {id: a, visibleWhen: c isSet}
              - {id: b, enabledWhen: a isSet}
              - {id: c, visibleWhen: b isEmpty or a isSet}
            """)
        let cycles = result.diagnostics.all.filter { $0.code.id == "FC603" }
        XCTAssertEqual(cycles.count, 1)
        let cycle = try XCTUnwrap(cycles.first)
        XCTAssertEqual("\(cycle.location.line):\(cycle.location.column)", "3:26")
        // The shortest way back from 'a': a reads c, c reads a (not the longer a → c → b → a).
        XCTAssertEqual(
            cycle.message,
            "'a' depends on itself through conditions: 'a' → 'c' → 'a'; "
                + "a condition must not read, directly or through others, a field it governs")
        XCTAssertEqual(
            cycle.notes.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" },
            ["3:26 'a' reads 'c' here", "5:39 'c' reads 'a' here"])
    }

    func testAFieldReadingItselfIsACycleOfOne() {
        XCTAssertEqual(
            report("form: F\nfields:\n  - {id: pin, enabledWhen: not pin isSet}\n"),
            [
                "FC603 3:32 'pin' depends on itself through conditions: 'pin' → 'pin'; "
                    + "a condition must not read, directly or through others, a field it governs"
            ])
    }

    func testASectionConditionReadingItsOwnFieldIsACycleThroughTheSection() throws {
        let result = TestSupport.compile(
            """
            form: F
            sections:
              - title: Company
                visibleWhen: name isSet
                fields: [{id: name}]
            """)
        let cycle = try XCTUnwrap(result.diagnostics.all.first)
        XCTAssertEqual(TestSupport.summary(result.diagnostics), ["FC603 4:18"])
        XCTAssertEqual(
            cycle.message,
            "'name' depends on itself through conditions: 'name' → section 'Company' → 'name'; "
                + "a condition must not read, directly or through others, a field it governs")
        XCTAssertEqual(
            cycle.notes.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0) \($0.message)" },
            [
                "5:19 'name' is in section 'Company', whose conditions govern it",
                "4:18 section 'Company' reads 'name' here"
            ])
    }

    func testAChainIsNoCycleAndALongOneNeitherTrapsNorRecursesDeeply() {
        var yaml = "form: F\nfields:\n  - {id: f0, returnKey: next}\n"
        for index in 1..<10_000 { yaml += "  - {id: f\(index), visibleWhen: f\(index - 1) isSet}\n" }
        // No cycle; only FC606 (all empty, 'f0' is the one field shown, and its own Next key
        // stays when it is the last), at the key, naming three reads.
        XCTAssertEqual(
            report(yaml),
            [
                "FC606 3:25 'f0' shows a Next key, but when 'f0' is empty, 'f1' is empty, 'f2' is "
                    + "empty and 9996 more are empty or off no chain field after it is shown and "
                    + "enabled, so Next has nowhere to go; give it 'returnKey: done' or another key "
                    + "that fits both"
            ])
        // Closing the chain into one long cycle reports it once, at the first field.
        let closed = yaml.replacingOccurrences(
            of: "  - {id: f0, returnKey: next}\n", with: "  - {id: f0, visibleWhen: f9999 isSet}\n")
        XCTAssertEqual(TestSupport.summary(TestSupport.compile(closed).diagnostics), ["FC603 3:27"])
    }

    func testComparisonsWithValuesAFieldNeverHolds() {
        XCTAssertEqual(
            report(
                """
                form: F
                fields:
                  - {id: on, kind: toggle}
                  - {id: age, kind: number}
                  - {id: name}
                  - {id: born, kind: date}
                  - {id: a, visibleWhen: on == 'yes'}
                  - {id: b, visibleWhen: age == '-5'}
                  - {id: c, visibleWhen: age != 'many'}
                  - {id: d, visibleWhen: name == 3}
                  - {id: e, visibleWhen: name}
                  - {id: f, visibleWhen: born == true}
                  - {id: g, visibleWhen: on == 1}
                """
            ).filter { $0.hasPrefix("FC604") },
            [
                "FC604 7:32 'on' is a toggle field, which holds true or false, never the text 'yes'",
                // A quoted value is text, compared exactly ('007' is fine): '-5' is none a number
                // pad types, and the hint keeps its meaning (compare the number) explicit.
                "FC604 8:33 'age' holds the digits typed (a quoted value compares that text exactly), never '-5'; "
                    + "to compare the number, write -5 without quotes",
                "FC604 9:33 'age' holds the digits typed (a quoted value compares that text exactly), never 'many'",
                "FC604 10:34 'name' holds text, never the number 3; quote it: '3'",
                "FC604 11:26 'name' alone means 'name' == true, but a text field never holds true; write 'name isSet'",
                "FC604 12:34 'born' is a date field, which holds text, never true",
                "FC604 13:32 'on' is a toggle field, which holds true or false, never the number 1"
            ])
    }

    /// The decimal variant of a quoted value on a number pad's field: 'abc' is no decimal a
    /// person types (FC604 at the value, column 39 of line 4), '1.5' is one.
    func testAQuotedValueADecimalFieldNeverHoldsIsReported() {
        XCTAssertEqual(
            report(
                "form: F\nfields:\n  - {id: price, kind: decimal}\n  - {id: note, visibleWhen: \"price == 'abc'\"}\n"
                    + "  - {id: more, visibleWhen: \"price == '1.5'\"}\n"
            ).filter { $0.hasPrefix("FC604") },
            [
                "FC604 4:39 'price' holds a decimal number as typed (a quoted value compares that text exactly), "
                    + "never 'abc'"
            ])
    }

    func testValuesThatFitTheirFieldsPass() {
        XCTAssertEqual(
            report(
                """
                form: F
                fields:
                  - {id: on, kind: toggle}
                  - {id: age, kind: decimal}
                  - {id: name}
                  - {id: plan, kind: picker, options: [free, pro]}
                  - {id: a, visibleWhen: "on and on != false and age == -1.5 and name in ['x', 'y']"}
                  - {id: b, visibleWhen: "plan == 'pro' or plan in [free] or name isEmpty"}
                """
            ).filter { !$0.hasPrefix("FC601") }, [])
    }

    func testAPickerIsComparedWithItsLastLevelsValues() {
        XCTAssertEqual(
            report(
                """
                form: F
                sources:
                  place:
                    levels: [province, city]
                    options:
                      - {label: Zhejiang, children: [{label: Hangzhou, value: hz}]}
                fields:
                  - {id: city, kind: picker, source: place}
                  - {id: a, visibleWhen: city == 'hz'}
                  - {id: b, visibleWhen: city == 'Zhejiang'}
                  - {id: c, visibleWhen: city == 'hx'}
                """),
            [
                "FC604 10:34 'Zhejiang' is not among the options of 'city' ('hz')",
                "FC604 11:34 'hx' is not among the options of 'city' ('hz'); did you mean 'hz'?"
            ])
    }

    func testANextKeyThatConditionsCanLeaveWithNowhereToGoIsAWarning() {
        // With every field empty, 'company' and 'vat' are hidden: 'name' is the last shown.
        // The picker 'plan' has no return key: it is not reported.
        XCTAssertEqual(
            report(
                """
                form: F
                fields:
                  - {id: business, kind: toggle}
                  - {id: plan, kind: picker, options: [a, b]}
                  - {id: name, returnKey: next}
                  - {id: company, visibleWhen: business}
                  - {id: vat, visibleWhen: plan isSet}
                """),
            [
                "FC606 5:27 'name' shows a Next key, but when 'business' is off and 'plan' is empty no chain "
                    + "field after it is shown and enabled, so Next has nowhere to go; give it 'returnKey: done' "
                    + "or another key that fits both"
            ])
        XCTAssertEqual(
            report(
                """
                form: F
                fields:
                  - {id: business, kind: toggle}
                  - {id: name}
                  - {id: company, visibleWhen: business}
                  - {id: email}
                """), [], "a field always shown comes after it")
    }

    func testReadingAFieldThatIsAlwaysHiddenIsAWarning() {
        XCTAssertEqual(
            report(
                """
                form: F
                fields:
                  - {id: code, hidden: true}
                  - {id: a, enabledWhen: code isSet}
                """),
            ["FC605 4:26 'code' is always hidden ('hidden: true'), so 'enabledWhen' reads it as empty in every state"])
    }
}
