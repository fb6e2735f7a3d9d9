import XCTest
import FormcDiagnostics
import FormcEmit
@testable import FormcIR

/// `other:` (spec-language.md §10.7): the "Other" option after a field's options, and the text
/// field it shows. Expected values written by hand.
final class OtherOptionTests: XCTestCase {
    private let spec = """
        form: Survey
        sources:
          channels:
            options: [{value: web, label: Web search}, {value: friend, label: A friend}]
        fields:
          - {id: heard, kind: picker, label: Heard of us, source: channels, other: Somewhere else}
          - {id: again, kind: picker, source: channels}
          - {id: topics, kind: multiSelect, options: [news, offers], other: Another topic}
          - {id: note, label: Note}
        """

    private func form() throws -> Form {
        let result = TestSupport.compile(spec)
        XCTAssertEqual(TestSupport.summary(result.diagnostics), [])
        return try XCTUnwrap(result.form)
    }

    func testTheTextFieldFollowsItsFieldShownWhileOtherIsChosenAndRequiredThen() throws {
        let form = try form()
        XCTAssertEqual(form.fields.map(\.id), ["heard", "heardOther", "again", "topics", "topicsOther", "note"])
        XCTAssertEqual(form.focusChain, ["heard", "heardOther", "again", "topics", "topicsOther", "note"])
        let heardOther = try XCTUnwrap(form.field("heardOther"))
        XCTAssertEqual(heardOther.kind, .text)
        XCTAssertEqual(heardOther.label, "Somewhere else")
        XCTAssertTrue(heardOther.required)
        XCTAssertEqual(heardOther.written.otherOf?.value, "heard")
        // Located where `other:` is written: line 6, its value at column 76.
        XCTAssertEqual("\(heardOther.location.line):\(heardOther.location.column)", "6:76")
        let evaluator = ConditionEvaluator(form: form)
        func hidden(_ values: [String: ConditionValue]) -> Set<String> {
            evaluator.state { values[$0] ?? .none }.hidden
        }
        XCTAssertEqual(hidden([:]), ["heardOther", "topicsOther"])
        XCTAssertEqual(hidden(["heard": .text("other"), "topics": .selection(["news"])]), ["topicsOther"])
        XCTAssertEqual(hidden(["heard": .text("web"), "topics": .selection(["news", "other"])]), ["heardOther"])
    }

    func testTheOptionEndsTheFieldsOwnOptionsAndASharedSourceKeepsItsOwn() throws {
        let form = try form()
        XCTAssertEqual(form.field("heard")?.picker?.source, "heard")
        XCTAssertEqual(form.source("heard")?.options.map(\.value), ["web", "friend", "other"])
        XCTAssertEqual(form.source("heard")?.options.map(\.label), ["Web search", "A friend", "Somewhere else"])
        XCTAssertEqual(form.field("again")?.picker?.source, "channels")
        XCTAssertEqual(form.source("channels")?.options.map(\.value), ["web", "friend"])
        XCTAssertEqual(form.source("topics")?.options.map(\.value), ["news", "offers", "other"])
    }

    func testTheJSONSaysWhoseTextFieldItIs() throws {
        let object = try JSONSerialization.jsonObject(with: Data(JSONEmitter.emit(try form()))) as? [String: Any]
        let fields = try XCTUnwrap(object?["fields"] as? [[String: Any]])
        XCTAssertEqual(fields[1]["otherOf"] as? String, "heard")
        XCTAssertEqual(
            fields[1]["visibleWhen"] as? NSDictionary, ["field": "heard", "op": "==", "value": "other"] as NSDictionary)
        XCTAssertEqual(
            fields[4]["visibleWhen"] as? NSDictionary,
            ["field": "topics", "op": "contains", "value": "other"] as NSDictionary)
        XCTAssertNil(fields[0]["otherOf"])
    }

    func testTheCatalogHasTheOptionAndTheTextFieldsLabel() throws {
        let keys = try form().texts.map(\.key)
        XCTAssertTrue(keys.contains("Survey.heard.option.other"), "\(keys)")
        XCTAssertTrue(keys.contains("Survey.heardOther.label"), "\(keys)")
        XCTAssertFalse(keys.contains("Survey.channels.option.other"), "\(keys)")
    }

    /// On a kind without options, `other:` does nothing (FC017); a field already called
    /// `<id>Other` is a duplicate (FC101) with a note where `other:` made the first.
    func testOtherWhereItCannotBe() {
        XCTAssertEqual(
            TestSupport.summary(TestSupport.compile("form: F\nfields:\n  - {id: a, other: Else}\n").diagnostics),
            ["FC017 3:20"])
        let clash = TestSupport.compile(
            "form: F\nfields:\n  - {id: a, kind: picker, options: [x], other: Else}\n  - {id: aOther}\n")
        XCTAssertEqual(TestSupport.summary(clash.diagnostics), ["FC101 4:10"])
        XCTAssertEqual(
            clash.diagnostics.all.first?.notes.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" },
            ["3:48"])
    }

    /// An `order:` list places the text field nowhere else: it follows its field.
    func testAnOrderListPlacesTheTextFieldNowhereElse() throws {
        let result = TestSupport.compile(
            """
            form: F
            order: [z, xOther, x, y]
            fields:
              - {id: x, kind: picker, label: X, options: [a], other: O}
              - {id: y, label: Y}
              - {id: z, label: Z}
            """)
        XCTAssertEqual(TestSupport.summary(result.diagnostics), [])
        XCTAssertEqual(try XCTUnwrap(result.form).focusChain, ["z", "x", "xOther", "y"])
    }

    /// Another field cannot name a field's own options with their "Other" option (FC217, at
    /// its `source:`); a field named as the source it copies cannot have the copy (FC013).
    func testTheOptionsWithOtherAreTheFieldsOwn() {
        let shared = TestSupport.compile(
            """
            form: F
            sources: {channels: {options: [Radio, TV]}}
            fields:
              - {id: heard, kind: picker, label: Heard, source: channels, other: Elsewhere}
              - {id: heard2, kind: picker, label: Heard2, source: heard}
            """)
        XCTAssertEqual(
            shared.diagnostics.all.map { "\($0.code.id) \($0.location.line):\($0.location.column) \($0.message)" },
            [
                "FC217 5:55 source 'heard' is the options of field 'heard' with its \"Other\" option, whose text "
                    + "field only 'heard' has; name 'channels', which it copies"
            ])
        let named = TestSupport.compile(
            "form: F\nsources: {heard: {options: [Radio, TV]}}\nfields:\n"
                + "  - {id: heard, kind: picker, label: H, source: heard, other: E}\n")
        XCTAssertEqual(
            named.diagnostics.all.map { "\($0.code.id) \($0.location.line):\($0.location.column) \($0.message)" },
            [
                "FC013 4:63 'other' gives field 'heard' its own copy of source 'heard', named after the field, but "
                    + "the source has that name; rename the field or the source"
            ])
    }

    /// A field that is always hidden hides its "Other" option's text field for good: FC605
    /// says that, not the condition nobody wrote.
    func testAHiddenFieldsOtherTextFieldNeverShows() {
        let result = TestSupport.compile(
            "form: F\nfields:\n  - {id: x, kind: picker, options: [a], other: O, hidden: true}\n  - {id: y}\n")
        XCTAssertEqual(
            result.diagnostics.all.map { "\($0.code.id) \($0.location.line):\($0.location.column) \($0.message)" },
            ["FC605 3:48 'x' is always hidden ('hidden: true'), so the text field of its \"Other\" option never shows"])
    }
}
