import Foundation
import XCTest
@testable import FormcKit

/// Issue 49: FormcKit's side of `kind: segmented`, run on Linux through a form declared by hand
/// in the shape formc generates for it (`value: .option`, `FormcPickerSettings(…, isSegmented:
/// true)`, out of the focus chain), beside a flat picker over the same source: the segments both
/// the UIKit controller and the SwiftUI row show, the value a segment stands for, the answer and
/// its round trip, and what sets a segmented field apart from a wheels picker (no suggestion, no
/// row button). Expected values written by hand from the table below.
final class SegmentedKitTests: XCTestCase {
    enum Order: String, FormcField {
        case name, size, crust

        typealias Values = OrderValues

        static let formcForm = FormcForm<Order>(
            fields: [
                FormcFieldInfo(
                    next: .crust, isFocusable: true, returnKey: .next, returnAction: .next, label: "Name",
                    input: FormcInputTraits()),
                FormcFieldInfo(
                    characters: .none, label: "Size", hint: "Pick one", value: .option, required: true,
                    picker: FormcPickerSettings(source: "sizes", isSegmented: true)),
                FormcFieldInfo(
                    previous: .name, isFocusable: true, characters: .none, label: "Crust", value: .option,
                    picker: FormcPickerSettings(source: "sizes", display: "Crust {label}"))
            ],
            focusChain: [.name, .crust],
            sources: ["sizes": #"[["Small","s"],["Medium","m"],["Large","l"]]"#])
    }

    struct OrderValues: FormcValues {
        typealias Field = Order
        var name = "", size: String?, crust: String?

        static var formcInitial: Self { Self() }

        func formcValue(of field: Order) -> FormcValue {
            switch field {
            case .name: return .text(name)
            case .size: return .option(size)
            case .crust: return .option(crust)
            }
        }

        mutating func formcSet(_ field: Order, to value: FormcValue) {
            switch (field, value) {
            case (.name, .text(let value)): name = value
            case (.size, .option(let value)): size = value
            case (.crust, .option(let value)): crust = value
            default: break
            }
        }
    }

    /// The segments are the source's options in its order, for the segmented field only: a
    /// wheels picker over the same source, and a text field, have none.
    func testTheSegmentsAreTheSourcesOptionsOfASegmentedFieldOnly() {
        let form = Order.formcForm
        XCTAssertTrue(form.info(.size).isSegmented)
        XCTAssertFalse(form.info(.crust).isSegmented)
        XCTAssertFalse(form.info(.name).isSegmented)
        XCTAssertEqual(form.segments(of: .size).map(\.label), ["Small", "Medium", "Large"])
        XCTAssertEqual(form.segments(of: .size).map(\.value), ["s", "m", "l"])
        XCTAssertEqual(form.segments(of: .crust), [])
        XCTAssertEqual(form.segments(of: .name), [])
        // Out of the chain, as a toggle: no focus, no keyboard, Next passes it by.
        XCTAssertFalse(Order.size.mayBeginEditing)
        XCTAssertEqual(OrderValues().focusChain, [.name, .crust])
        XCTAssertEqual(OrderValues().next(after: .name), .crust)
    }

    /// In another language the segments' labels are the catalog's (the option keys a flat
    /// picker's labels have), their values unchanged.
    func testTheSegmentsLabelsAreLookedUpLikeAPickersOptions() {
        let french = Order.formcForm.localized(
            FormcStrings(form: "Order") { key, source in
                ["Order.sizes.option.s": "Petite", "Order.sizes.option.l": "Grande"][key] ?? source
            })
        XCTAssertEqual(french.segments(of: .size).map(\.label), ["Petite", "Medium", "Grande"])
        XCTAssertEqual(french.segments(of: .size).map(\.value), ["s", "m", "l"])
    }

    /// A stored option is the segment at its place; no value, a value that is no option, a
    /// value of another shape and a field that is not segmented select none. A segment's value
    /// is its option's; a place that is no segment (`noSegment`, -1; past the end) has none.
    func testAValueIsItsSegmentAndASegmentItsValue() {
        let form = Order.formcForm
        XCTAssertEqual(form.segmentIndex(of: .option("s"), for: .size), 0)
        XCTAssertEqual(form.segmentIndex(of: .option("l"), for: .size), 2)
        XCTAssertNil(form.segmentIndex(of: .option(nil), for: .size))
        XCTAssertNil(form.segmentIndex(of: .option("xl"), for: .size))
        XCTAssertNil(form.segmentIndex(of: .text("m"), for: .size))
        XCTAssertNil(form.segmentIndex(of: .option("m"), for: .crust))
        XCTAssertEqual(form.segmentValue(at: 1, for: .size), .option("m"))
        XCTAssertNil(form.segmentValue(at: -1, for: .size))
        XCTAssertNil(form.segmentValue(at: 3, for: .size))
        XCTAssertNil(form.segmentValue(at: 0, for: .crust))
        for index in 0..<3 {
            let value = form.segmentValue(at: index, for: .size)
            XCTAssertEqual(value.flatMap { form.segmentIndex(of: $0, for: .size) }, index)
        }
    }

    /// The value a tap stores is a flat picker's: answered as the option's value (`null` with
    /// none), through JSON and back; `required` asks for a choice in a picker's words, and a
    /// value that is no option (a draft's) answers `null` and is refused.
    func testTheValueRoundTripsAsAFlatPickersAnswer() throws {
        let form = Order.formcForm
        var values = OrderValues(name: "Ann")
        XCTAssertEqual(values.validate(), [.size: .required])
        XCTAssertEqual(form.message(for: .required, of: .size), "choose one of the options")
        XCTAssertEqual(values.answers()["size"], .null)
        values.formcSet(.size, to: try XCTUnwrap(form.segmentValue(at: 1, for: .size)))
        XCTAssertEqual(values.size, "m")
        XCTAssertEqual(values.validate(), [:])
        XCTAssertEqual(values.answers()["size"], .text("m"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(values), as: UTF8.self)
        XCTAssertEqual(json, #"{"crust":null,"name":"Ann","size":"m"}"#)
        let decoded = try JSONDecoder().decode(OrderValues.self, from: Data(json.utf8))
        XCTAssertEqual(decoded, values)
        let cleared = try JSONDecoder().decode(OrderValues.self, from: Data(#"{"size":null}"#.utf8))
        XCTAssertNil(cleared.size)
        XCTAssertThrowsError(try JSONDecoder().decode(OrderValues.self, from: Data(#"{"size":true}"#.utf8)))
        values.size = "xl"
        XCTAssertEqual(values.validate()[.size], .notAnOption)
        XCTAssertEqual(values.answers()["size"], .null)
    }

    /// Text is what the field shows for its option (its label through the default display); a
    /// segmented field suggests nothing and `fillEmpty` leaves it empty, where the wheels picker
    /// over the same source suggests its first row.
    func testASegmentedFieldSuggestsNothing() {
        let form = Order.formcForm
        XCTAssertEqual(form.shownText(of: .option("m"), for: .size), "Medium")
        XCTAssertEqual(form.shownText(of: .option(nil), for: .size), "")
        let empty = OrderValues()
        XCTAssertNil(form.suggestion(for: .size, in: empty)?.value)
        XCTAssertEqual(form.suggestion(for: .crust, in: empty)?.value, .option("s"))
        XCTAssertEqual(form.suggestion(for: .crust, in: empty)?.text, "Crust Small")
        var values = empty
        values.fillEmpty(.size)
        values.fillEmpty(.crust)
        XCTAssertNil(values.size)
        XCTAssertEqual(values.crust, "s")
    }

    /// VoiceOver reads the segmented picker's selected segment itself, as a toggle's on or off:
    /// its row carries the name, the identifier and the hint (the message when one shows) but
    /// no value, where the wheels picker's row button speaks the text it shows.
    func testTheRowsAccessibilityIsAToggleRowsWithoutAValue() {
        let form = Order.formcForm
        XCTAssertEqual(
            form.rowAccessibility(of: .size, value: .option("m"), message: nil),
            FormcRowAccessibility(
                element: .segments, identifier: "size", label: "Size, required", value: nil, hint: "Pick one"))
        XCTAssertEqual(
            form.rowAccessibility(of: .size, value: .option(nil), message: "choose one of the options"),
            FormcRowAccessibility(
                element: .segments, identifier: "size", label: "Size, required", value: nil,
                hint: "choose one of the options"))
        XCTAssertEqual(
            form.rowAccessibility(of: .crust, value: .option("m"), message: nil),
            FormcRowAccessibility(
                element: .rowButton, identifier: "crust", label: "Crust", value: "Crust Medium", hint: ""))
    }

    /// The SwiftUI row of a segmented field is a segmented `Picker` over `segments(of:)`, tagged
    /// with the selection's own type (`String?`), chosen before the flat picker's row button;
    /// the UIKit controller registers a `UISegmentedControl` and shows stored values in it.
    func testTheViewAndTheControllerShowASegmentedFieldAsSegments() throws {
        let view = try String(contentsOfFile: TestSupport.path("Sources/FormcKit/FormcFormView.swift"), encoding: .utf8)
        let lines = view.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let segmented = try XCTUnwrap(lines.firstIndex(of: "case .option where info.isSegmented:"))
        let flat = try XCTUnwrap(lines.firstIndex(of: "case .option:"))
        XCTAssertLessThan(segmented, flat, "the segmented case comes first")
        XCTAssertTrue(
            lines[segmented + 1..<flat].contains("captioned { accessible(segmentedPicker, spoken) }"),
            "no row button, no wheels")
        XCTAssertTrue(lines.contains("ForEach(Field.formcForm.segments(of: field), id: \\.value) { option in"))
        XCTAssertTrue(lines.contains("Text(option.label).tag(Optional(option.value))"))
        XCTAssertEqual(view.components(separatedBy: ".pickerStyle(.segmented)").count - 1, 1)
        let controller = try String(
            contentsOfFile: TestSupport.path("Sources/FormcKit/FormcFormController.swift"), encoding: .utf8)
        XCTAssertTrue(controller.contains("public func register(_ control: UISegmentedControl, for field: Field) {"))
        XCTAssertTrue(
            controller.contains("for (field, control) in segmentedControls { showSegment(of: field, in: control) }"))
        XCTAssertTrue(
            controller.contains("for (field, view) in segmentedControls { show(field, in: view, state: state) }"))
    }
}
