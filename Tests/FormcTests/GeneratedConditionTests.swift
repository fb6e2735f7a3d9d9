import Foundation
import XCTest
import FormcDriver
import FormcEmit
import FormcCore

/// The generated core applies `visibleWhen:`/`enabledWhen:`: Examples/Account compiled with a
/// driver on Linux prints its chain in each state of the business toggle, and a walk with
/// `next(after:)` never visits a hidden or disabled field. Expected chains written by hand.
final class GeneratedConditionTests: XCTestCase {
    func testAccountsChainFollowsTheToggleTheCountryAndTheMonth() throws {
        let result = try Pipeline().compile(
            path: TestSupport.path("Examples/Account.form.yaml"), standardInput: { _ in [] })
        let driver = """
            func show(_ label: String, _ values: AccountValues) {
                print(label + " " + values.focusChain.map(\\.rawValue).joined(separator: " "))
                var walk: [String] = []
                var field = values.focusChain.first
                while let current = field, walk.count < 20 {
                    walk.append(current.rawValue)
                    field = values.next(after: current)
                }
                print(label + " WALK " + walk.joined(separator: " "))
            }
            var values = AccountValues()
            show("OFF", values)
            values.business = true
            show("ON", values)
            values.country = "DE"
            show("DE", values)
            values.month = "Jan"
            show("MONTH", values)
            values.business = false
            show("OFF-AGAIN", values)
            print("PREVIOUS \\(values.previous(before: .month).map(\\.rawValue) ?? "-")")
            let state = values.conditionState()
            print("HIDDEN " + state.hidden.map(\\.rawValue).sorted().joined(separator: " "))

            """
        guard let output = try Self.run(driver, with: result) else { return }
        XCTAssertEqual(
            output,
            """
            OFF email password confirmPassword home month
            OFF WALK email password confirmPassword home month
            ON email password confirmPassword company country home month
            ON WALK email password confirmPassword company country home month
            DE email password confirmPassword company country vatNumber home month
            DE WALK email password confirmPassword company country vatNumber home month
            MONTH email password confirmPassword company country vatNumber home month day
            MONTH WALK email password confirmPassword company country vatNumber home month day
            OFF-AGAIN email password confirmPassword home month day
            OFF-AGAIN WALK email password confirmPassword home month day
            PREVIOUS home
            HIDDEN company country vatNumber

            """)
    }
}

extension GeneratedConditionTests {
    /// Every shape of value a condition reads (text, number, toggle, flat and cascading
    /// picker, date), and a form with only `enabledWhen:`, compile without warnings and
    /// evaluate as formc run does.
    func testEveryKindOfReadCompilesCleanlyAndEvaluates() throws {
        let result = TestSupport.compile(
            """
            form: Kinds
            sources:
              place:
                levels: [province, city]
                options:
                  - {label: Zhejiang, children: [{label: Hangzhou, value: hz}]}
            fields:
              - {id: name}
              - {id: age, kind: decimal}
              - {id: city, kind: picker, source: place}
              - {id: born, kind: date}
              - {id: a, enabledWhen: "age == 18 and not (name isEmpty)"}
              - {id: b, enabledWhen: "city == 'hz' or born == '2000-01-01'"}
              - {id: c, enabledWhen: born isSet}
              - {id: secret, hidden: true, default: x}
              - {id: d, enabledWhen: secret isSet}
              - {id: e, enabledWhen: age == name}
            """)
        // 'd' reads a field with hidden: true (FC605, a warning): empty in every state, so 'd'
        // is never in the chain although 'secret' holds "x". 'e' compares a number with a
        // text: as text, so "18.0" is not "18" (as numbers they would be equal); both empty
        // are equal.
        let driver = """
            var values = KindsValues()
            print("EMPTY " + values.focusChain.map(\\.rawValue).joined(separator: " "))
            values.name = "18"
            values.age = "18.0"
            values.city = ["Zhejiang", "hz"]
            values.born = KindsDates.iso("2000-01-01")
            print("SET " + values.focusChain.map(\\.rawValue).joined(separator: " "))

            """
        guard let output = try Self.run(driver, with: result) else { return }
        XCTAssertEqual(output, "EMPTY name age city born e\nSET name age city born a b c\n")
    }
}

extension GeneratedConditionTests {
    /// `AccountEditing` following the values (what the generated SwiftUI view reads): Next,
    /// Previous and return walk the values' chain, the toolbar's buttons are enabled per that
    /// chain, a hidden or disabled field is refused, a value hiding the edited field ends
    /// editing, and a submit edits the first invalid field of the values' chain.
    func testAccountEditingFollowsTheValues() throws {
        let result = try Pipeline().compile(
            path: TestSupport.path("Examples/Account.form.yaml"), standardInput: { _ in [] })
        let driver = """
            var values = AccountValues()
            var editing = AccountEditing().following(values)
            @MainActor func show(_ label: String) {
                let bar = editing.toolbar
                print(label + " " + (editing.field?.rawValue ?? "-") + " prev=\\(bar.previousEnabled) next=\\(bar.nextEnabled)")
            }
            @MainActor func change(_ update: (inout AccountValues) -> Void) {
                update(&values)
                editing.follow(values)
            }
            editing.begin(.confirmPassword)
            show("BEGIN")
            editing.next()
            show("NEXT")
            change { $0.business = true }
            show("ON")
            editing.previous()
            show("PREVIOUS")
            editing.begin(.vatNumber)
            show("VAT-REFUSED")
            change { $0.country = "DE" }
            editing.next()
            show("NEXT-DE")
            editing.begin(.company)
            _ = editing.returnPressed()
            show("RETURN")
            change { $0.business = false }
            show("OFF")
            editing.begin(.confirmPassword)
            _ = editing.returnPressed()
            show("RETURN-OFF")
            editing.begin(.day)
            show("DAY-REFUSED")
            change { $0.month = "Jan" }
            show("MONTH")
            editing.perform(.next)
            show("NEXT-DAY")
            _ = editing.submit(errors: [.company: .required, .day: .required])
            show("SUBMIT")

            """
        guard let output = try Self.run(driver, with: result) else { return }
        XCTAssertEqual(
            output,
            """
            BEGIN confirmPassword prev=true next=true
            NEXT home prev=true next=true
            ON home prev=true next=true
            PREVIOUS country prev=true next=true
            VAT-REFUSED country prev=true next=true
            NEXT-DE vatNumber prev=true next=true
            RETURN country prev=true next=true
            OFF - prev=false next=false
            RETURN-OFF home prev=true next=true
            DAY-REFUSED home prev=true next=true
            MONTH home prev=true next=true
            NEXT-DAY month prev=true next=true
            SUBMIT day prev=true next=false

            """)
    }
}

extension GeneratedConditionTests {
    /// `validate()` leaves out the fields the values hide or disable, as formc run does not
    /// check them: the required company name counts only while the business toggle is on.
    func testValidateSkipsTheFieldsTheValuesHide() throws {
        let result = try Pipeline().compile(
            path: TestSupport.path("Examples/Account.form.yaml"), standardInput: { _ in [] })
        let driver = """
            var values = AccountValues()
            values.email = "a@b.example"
            values.password = "secret"
            values.confirmPassword = "secret"
            print("OFF " + values.validate().keys.map(\\.rawValue).sorted().joined(separator: " "))
            values.business = true
            print("ON " + values.validate().keys.map(\\.rawValue).sorted().joined(separator: " "))

            """
        guard let output = try Self.run(driver, with: result) else { return }
        XCTAssertEqual(output, "OFF \nON company\n")
    }
}

extension GeneratedConditionTests {
    /// What `driver` prints, compiled with the generated file of `result` (which must have no
    /// errors); nil when `GeneratedCodeTests.buildDriver` skips (no Swift compiler).
    static func run(
        _ driver: String, with result: Pipeline.Result,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> String? {
        XCTAssertFalse(
            result.diagnostics.hasErrors, "\(TestSupport.summary(result.diagnostics))", file: file, line: line)
        let form = try XCTUnwrap(result.form, file: file, line: line)
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent(SwiftEmitter.fileName(for: form))
        try Data(try SwiftEmitter().emit(form, formcVersion: Formc.version).utf8).write(to: source)
        guard
            let binary = try GeneratedCodeTests.buildDriver(
                driver, with: [source.path], in: directory, named: "driver",
                file: file, line: line)
        else { return nil }
        let run = try GeneratedCodeTests.run(binary.path, [])
        XCTAssertEqual(run.status, 0, run.output, file: file, line: line)
        return run.output
    }
}

extension GeneratedConditionTests {
    /// A field enabled by a field declared after it, which a third hides: the generated
    /// `conditionState()` works the hidden one out first, so it reads as empty (as the
    /// evaluator does since its order follows every read, not only visibility's).
    func testAFieldEnabledByAHiddenFieldDeclaredAfterItIsDisabled() throws {
        let result = TestSupport.compile(
            """
            form: Late
            fields:
              - {id: x, enabledWhen: y isSet}
              - {id: y, visibleWhen: t}
              - {id: t, kind: toggle}
            """)
        let driver = """
            var values = LateValues()
            values.y = "kept"
            print("OFF [" + values.focusChain.map(\\.rawValue).joined(separator: " ") + "]")
            values.t = true
            print("ON [" + values.focusChain.map(\\.rawValue).joined(separator: " ") + "]")

            """
        guard let output = try Self.run(driver, with: result) else { return }
        XCTAssertEqual(output, "OFF []\nON [x y]\n")
    }
}

extension GeneratedConditionTests {
    /// Two date fields compared in the generated code: both empty are equal, one empty and one
    /// set differ (for `==` and `!=` alike), two set dates compare as days.
    func testDateComparisonsWithEmptySidesInTheGeneratedCode() throws {
        let result = TestSupport.compile(
            """
            form: Trip
            fields:
              - {id: out, kind: date}
              - {id: back, kind: date}
              - {id: same, enabledWhen: out == back}
              - {id: other, enabledWhen: out != back}
            """)
        let driver = """
            var values = TripValues()
            print("NONE " + values.focusChain.map(\\.rawValue).joined(separator: " "))
            values.out = TripDates.iso("2024-05-01")
            print("ONE " + values.focusChain.map(\\.rawValue).joined(separator: " "))
            values.back = TripDates.iso("2024-05-01")
            print("BOTH " + values.focusChain.map(\\.rawValue).joined(separator: " "))
            values.back = TripDates.iso("2024-05-09")
            print("APART " + values.focusChain.map(\\.rawValue).joined(separator: " "))

            """
        guard let output = try Self.run(driver, with: result) else { return }
        XCTAssertEqual(output, "NONE out back same\nONE out back other\nBOTH out back same\nAPART out back other\n")
    }
}

extension GeneratedConditionTests {
    /// `isSet` and `isEmpty` on a toggle, and their negations: lint was clean but the generated
    /// core held `!!(…)`, which swiftc refuses (issue 45, item 1). It compiles now, and each
    /// condition follows the toggle.
    func testTheEmptinessOfAToggleCompilesAndFollowsIt() throws {
        let result = TestSupport.compile(
            """
            form: News
            fields:
              - {id: news, kind: toggle, label: News}
              - {id: set, label: Set, visibleWhen: "news isSet"}
              - {id: empty, label: Empty, visibleWhen: "news isEmpty"}
              - {id: notEmpty, label: Not empty, visibleWhen: "not news isEmpty"}
              - {id: notSet, label: Not set, enabledWhen: "not (news isSet)"}
            """)
        let driver = """
            var values = NewsValues()
            print("OFF " + values.focusChain.map(\\.rawValue).joined(separator: " "))
            values.news = true
            print("ON " + values.focusChain.map(\\.rawValue).joined(separator: " "))

            """
        guard let output = try Self.run(driver, with: result) else { return }
        // A toggle is no stop of the focus chain (a switch takes no keyboard).
        XCTAssertEqual(output, "OFF empty notSet\nON set notEmpty\n")
    }
}

extension GeneratedConditionTests {
    /// An option whose value is "" ("None"), and a path whose last level's is, is empty in the compiled core, as in formc run and
    /// ConditionEvaluator: chosen or not, `isEmpty` holds for it (issue 49's review).
    func testAnOptionWhoseValueIsEmptyIsEmpty() throws {
        let result = TestSupport.compile(
            """
            form: Empties
            sources:
              places:
                levels: [region, town]
                options:
                  - {label: North, value: n, children: [{label: Anywhere, value: ""}, {label: Oslo, value: osl}]}
            fields:
              - {id: milk, kind: segmented, label: Milk, options: [{label: None, value: ""}, {label: Oat, value: oat}]}
              - {id: note, label: Note, visibleWhen: "milk isEmpty"}
              - {id: kind, label: Kind, visibleWhen: "milk isSet"}
              - {id: town, kind: picker, label: Town, source: places}
              - {id: where, label: Where, visibleWhen: "town isEmpty"}
            """)
        let driver = """
            var values = EmptiesValues()
            print("NIL " + values.focusChain.map(\\.rawValue).joined(separator: " "))
            values.milk = ""
            print("NONE " + values.focusChain.map(\\.rawValue).joined(separator: " "))
            values.milk = "oat"
            print("OAT " + values.focusChain.map(\\.rawValue).joined(separator: " "))
            values.town = ["n", ""]
            print("ANYWHERE " + values.focusChain.map(\\.rawValue).joined(separator: " "))
            values.town = ["n", "osl"]
            print("OSLO " + values.focusChain.map(\\.rawValue).joined(separator: " "))

            """
        guard let output = try Self.run(driver, with: result) else { return }
        // A cascading picker whose last level's value is "" is empty as well.
        XCTAssertEqual(
            output,
            "NIL note town where\nNONE note town where\nOAT kind town where\nANYWHERE kind town where\n"
                + "OSLO kind town\n")
    }

    /// The negations that need no parentheses: `isSet` of a text and a picker, `!=` on a text,
    /// `not` around a comparison. Each follows its field in the compiled core.
    func testNegatedConditionsOnTextAndPickersFollowTheirFields() throws {
        let result = TestSupport.compile(
            """
            form: Negations
            sources:
              s: {options: [a, b]}
            fields:
              - {id: name, label: Name}
              - {id: pick, kind: picker, source: s, label: Pick}
              - {id: named, label: Named, visibleWhen: "name isSet"}
              - {id: notAda, label: Not Ada, visibleWhen: "name != 'Ada'"}
              - {id: picked, label: Picked, visibleWhen: "pick isSet"}
              - {id: notB, label: Not b, visibleWhen: "not (pick == 'b')"}
            """)
        let driver = """
            func show(_ label: String, _ values: NegationsValues) {
                print(label + " " + values.focusChain.map(\\.rawValue).joined(separator: " "))
            }
            var values = NegationsValues()
            show("EMPTY", values)
            values.name = "Ada"
            values.pick = "b"
            show("ADA-B", values)
            values.name = "Bo"
            values.pick = "a"
            show("BO-A", values)

            """
        guard let output = try Self.run(driver, with: result) else { return }
        XCTAssertEqual(
            output,
            """
            EMPTY name pick notAda notB
            ADA-B name pick named picked
            BO-A name pick named notAda picked notB

            """)
    }
}
