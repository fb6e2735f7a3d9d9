import Foundation
import XCTest
import FormcDiagnostics
import FormcEmit
import FormcIR

/// Issue 48, item 1: the spec key `fillOnFocus` as formc reads, checks and writes it. Its
/// behaviour is run in UIKitScenarioTests (the UIKit double), SwiftUIModelTests (the SwiftUI
/// view's editing binding), Tests/Terminal/test_run_unchosen.py (`formc run`, both modes) and
/// LanguageDifferentialTests (every driver alike). Every expected value is written by hand.
final class FillOnFocusTests: XCTestCase {
    static let spec = """
        form: F
        fields:
          - {id: day, kind: date, fillOnFocus: true}
          - {id: time, kind: time, fillOnFocus: no}
          - {id: plan, kind: picker, options: [Free, Pro], fillOnFocus: true}
          - {id: name, kind: text, fillOnFocus: true}
          - {id: agree, kind: toggle}

        """

    /// The IR fills on focus only a date kind or a picker that says so; on a text field the key
    /// is FC017, a warning, at its value (line 6, column 41: `true` after `fillOnFocus: `), and
    /// does nothing.
    func testTheKeyAppliesToDatesAndPickersOnlyAndIsFC017Elsewhere() throws {
        let result = TestSupport.compile(Self.spec)
        XCTAssertEqual(TestSupport.summary(result.diagnostics), ["FC017 6:41"])
        XCTAssertEqual(
            result.diagnostics.all.first?.message,
            "'fillOnFocus' has no effect on a text field: only date, time, dateTime, picker and monthYear fields "
                + "take it; remove it")
        let form = try XCTUnwrap(result.form)
        XCTAssertEqual(form.fields.map(\.fillsOnFocus), [true, false, true, false, false])
    }

    /// The JSON says it on the kinds it applies to, `true` or `false`, and not on the others.
    func testTheJSONCarriesItOnDateAndPickerFields() throws {
        let form = try XCTUnwrap(TestSupport.compile(Self.spec).form)
        let json = try XCTUnwrap(JSONValue.parse(Data(JSONEmitter.emit(form))))
        let fields = json["fields"]?.array ?? []
        XCTAssertEqual(fields.map { $0["id"]?.string ?? "-" }, ["day", "time", "plan", "name", "agree"])
        XCTAssertEqual(fields.map { $0["fillOnFocus"]?.bool }, [true, false, true, nil, nil])
    }

    /// The generated table says it for the fields that fill on focus, and only for them.
    func testTheGeneratedTableSaysWhichFieldsFillOnFocus() throws {
        let form = try XCTUnwrap(TestSupport.compile(Self.spec).form)
        let swift = try SwiftEmitter().emit(form, formcVersion: "test")
        XCTAssertEqual(swift.components(separatedBy: "fillsOnFocus: true").count - 1, 2, swift)
    }
}
