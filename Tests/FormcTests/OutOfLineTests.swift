import FormcIR
import XCTest

/// `@OutOfLine` keeps a value in a shared box: copies must still behave as values.
final class OutOfLineTests: XCTestCase {
    private struct Holder {
        @OutOfLine var settings: PickerSettings?
        @OutOfLine var other: DateSettings?
    }

    func testACopysWriteDoesNotReachTheOriginal() {
        var original = Holder()
        original.settings = PickerSettings(source: "countries", display: "{label}", rowHeight: nil)
        var copy = original
        copy.settings?.rowHeight = 44
        copy.settings?.source = "cities"
        XCTAssertEqual(original.settings, PickerSettings(source: "countries", display: "{label}", rowHeight: nil))
        XCTAssertEqual(copy.settings, PickerSettings(source: "cities", display: "{label}", rowHeight: 44))
        copy.settings = nil
        XCTAssertNil(copy.settings)
        XCTAssertEqual(original.settings?.source, "countries")
        XCTAssertNil(original.other)
    }

    /// Two wrappers are equal when their values are, whether or not they share a box, and
    /// hash alike then; an empty one equals only an empty one.
    func testWrappersCompareAndHashByTheirValues() {
        let a = OutOfLine(wrappedValue: PickerSettings(source: "s", display: "{label}", rowHeight: nil))
        let b = OutOfLine(wrappedValue: PickerSettings(source: "s", display: "{label}", rowHeight: nil))
        let c = OutOfLine(wrappedValue: PickerSettings(source: "t", display: "{label}", rowHeight: nil))
        let none = OutOfLine<PickerSettings>(wrappedValue: nil)
        XCTAssertEqual(a, b)
        XCTAssertNotEqual(a, c)
        XCTAssertNotEqual(a, none)
        XCTAssertEqual(none, OutOfLine<PickerSettings>(wrappedValue: nil))
        XCTAssertEqual(Set([a, b, c]).count, 2)
    }

    func testAFieldsCopyKeepsItsOwnDateSettings() throws {
        let form = try XCTUnwrap(
            TestSupport.compile("form: F\nfields:\n  - {id: born, kind: date, format: yyyy-MM-dd}\n").form)
        var field = try XCTUnwrap(form.fields.first)
        field.date?.format = "dd.MM.yyyy"
        XCTAssertEqual(form.fields.first?.date?.format, "yyyy-MM-dd")
        XCTAssertEqual(field.date?.format, "dd.MM.yyyy")
        XCTAssertEqual(form.fields.first?.validation, Validation())
    }
}
