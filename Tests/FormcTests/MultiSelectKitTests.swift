import FormcEmit
import FormcIR
import Foundation
import XCTest

@testable import FormcKit

/// Issue 49: FormcKit's side of `kind: multiSelect`, run on Linux through a form declared by hand
/// in the shape formc emits for it (`value: .selection`, a flat source as its `picker`, its counts,
/// in the focus chain with no keyboard): the values and their answers in the options' order,
/// JSON and drafts, the checks (held equal to formc's `SelectionCheck`) and their words, the text
/// shown, the checklist's rows and taps, the row model, the UIKit checklist through the double
/// (UIKitSim's CHECKLIST lines) and the SwiftUI row. Expected values written by hand from the
/// table below.
final class MultiSelectKitTests: XCTestCase {
    enum Trip: String, FormcField {
        case name, amenities, extras

        typealias Values = TripValues

        static let formcForm = FormcForm<Trip>(
            fields: [
                FormcFieldInfo(
                    next: .amenities, isFocusable: true, returnKey: .next, returnAction: .next, label: "Name",
                    input: FormcInputTraits()),
                FormcFieldInfo(
                    next: .extras, previous: .name, isFocusable: true, characters: .none,
                    toolbar: FormcToolbarState(previousEnabled: true, nextEnabled: true, showsDone: true),
                    label: "Amenities",
                    placeholder: "None yet", hint: "Two or three", value: .selection, required: true,
                    picker: FormcPickerSettings(source: "amenities"), minCount: 2, maxCount: 3),
                FormcFieldInfo(
                    previous: .amenities, isFocusable: true, characters: .none, label: "Extras", value: .selection,
                    picker: FormcPickerSettings(source: "extras", showsIcons: true))
            ],
            focusChain: [.name, .amenities, .extras],
            sources: [
                "amenities": #"[["Wi-Fi","wifi"],["Parking","parking"],["Pool","pool"],["Spa","spa"]]"#,
                "extras": #"[["Cot","cot","bed"],["Late checkout","late"]]"#
            ])
    }

    struct TripValues: FormcValues {
        typealias Field = Trip
        var name = "", amenities: Set<String> = [], extras: Set<String> = []

        static var formcInitial: Self { Self() }

        func formcValue(of field: Trip) -> FormcValue {
            switch field {
            case .name: return .text(name)
            case .amenities: return .selection(amenities)
            case .extras: return .selection(extras)
            }
        }

        mutating func formcSet(_ field: Trip, to value: FormcValue) {
            switch (field, value) {
            case (.name, .text(let value)): name = value
            case (.amenities, .selection(let value)): amenities = value
            case (.extras, .selection(let value)): extras = value
            default: break
            }
        }
    }

    private static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// The shape by its raw value (the name formc's table writes); in the chain as a picker, with
    /// no keyboard: editing it shows its checklist (`pickerField`). Nothing is suggested (none
    /// chosen is an answer), so `fillEmpty` leaves it empty.
    func testTheKindIsInTheChainLikeAPickerAndSuggestsNothing() {
        XCTAssertEqual(FormcValueKind(rawValue: "selection"), .selection)
        XCTAssertTrue(Trip.amenities.mayBeginEditing)
        XCTAssertEqual(TripValues().focusChain, [.name, .amenities, .extras])
        var editing = FormcEditing<Trip>()
        editing.begin(.name)
        editing.next()
        XCTAssertEqual(editing.field, .amenities)
        XCTAssertEqual(editing.pickerField, .amenities)
        XCTAssertNil(editing.keyboardField)
        XCTAssertEqual(editing.toolbar, FormcToolbarState(previousEnabled: true, nextEnabled: true, showsDone: true))
        XCTAssertNil(Trip.formcForm.suggestion(for: .amenities, in: TripValues()))
        var values = TripValues()
        values.fillEmpty(.amenities)
        XCTAssertEqual(values.amenities, [])
        // Nothing typed goes in: its text is the checklist's.
        XCTAssertNil(
            Trip.amenities.acceptedText("x", replacing: NSRange(location: 0, length: 0), in: "", decimalSeparator: "."))
    }

    /// A multi-select answers its options' values in the options' order, however they were
    /// ticked, a value that is no option after them, sorted; `[]` when none is chosen, never
    /// `null`. Through JSON and back the values are the same; `null` empties the field.
    func testAnswersAreInTheOptionsOrderAndRoundTripThroughJSON() throws {
        let ticked = TripValues(name: "Ann", amenities: ["pool", "wifi"], extras: ["late"])
        XCTAssertEqual(ticked.answers()["amenities"], .list(["wifi", "pool"]))
        let json = try Self.json(ticked)
        XCTAssertEqual(json, #"{"amenities":["wifi","pool"],"extras":["late"],"name":"Ann"}"#)
        XCTAssertEqual(try JSONDecoder().decode(TripValues.self, from: Data(json.utf8)), ticked)

        let empty = TripValues()
        XCTAssertEqual(empty.answers()["amenities"], .list([]))
        XCTAssertEqual(try Self.json(empty), #"{"amenities":[],"extras":[],"name":""}"#)
        let cleared = try JSONDecoder().decode(
            TripValues.self, from: Data(#"{"amenities":null,"extras":["cot","cot"]}"#.utf8))
        XCTAssertEqual(cleared, TripValues(extras: ["cot"]))

        // Values that are no option (a draft's, code's) answer after the options, sorted.
        let stale = TripValues(amenities: ["zz", "spa", "aa", "parking"])
        XCTAssertEqual(stale.answers()["amenities"], .list(["parking", "spa", "aa", "zz"]))
        XCTAssertEqual(FormcPicker.ordered(["b", "a"], options: []), ["a", "b"])

        XCTAssertEqual(
            FormcAnswer.list(["wifi"]).value(kind: .selection, levels: [], date: nil), .selection(["wifi"]))
        XCTAssertEqual(FormcAnswer.null.value(kind: .selection, levels: [], date: nil), .selection([]))
        XCTAssertNil(FormcAnswer.text("wifi").value(kind: .selection, levels: [], date: nil))
        XCTAssertNil(FormcAnswer.list(["wifi"]).value(kind: .text, levels: [], date: nil))
        XCTAssertEqual(FormcAnswer.list(["a"]).shapeName, "an array")
        XCTAssertEqual(FormcValueKind.selection.answerShape, "an array of option values")

        for (text, message) in [
            (#"{"amenities":"wifi"}"#, "'amenities' holds text, not an array of option values"),
            (#"{"amenities":2}"#, "'amenities' holds a number, not an array of option values"),
            (
                #"{"amenities":["wifi",1]}"#,
                "'amenities' holds an array with a value that is no text, not an array of option values"
            ),
            (#"{"name":["Ann"]}"#, "'name' holds an array, not text")
        ] {
            XCTAssertThrowsError(try JSONDecoder().decode(TripValues.self, from: Data(text.utf8)), text) { error in
                guard case DecodingError.typeMismatch(_, let context) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(context.debugDescription, message)
            }
        }
    }

    /// A draft keeps the ticks as an array in the options' order and reads them back; a field
    /// holding an option since removed is left out whole (its default stays), as a picker's is;
    /// text where an array was is a mismatch.
    func testADraftKeepsTheTicksAndDropsAFieldHoldingAGoneOption() throws {
        let saved = TripValues(name: "Bo", amenities: ["spa", "parking"])
        let json = try Self.json(saved.draft)
        XCTAssertEqual(json, #"{"amenities":["parking","spa"],"extras":[],"name":"Bo"}"#)
        XCTAssertEqual(try JSONDecoder().decode(FormcDraft<TripValues>.self, from: Data(json.utf8)).values, saved)

        let stale = #"{"amenities":["wifi","sauna"],"extras":"cot","name":"Cy"}"#
        let draft = try JSONDecoder().decode(FormcDraft<TripValues>.self, from: Data(stale.utf8))
        XCTAssertEqual(draft.values, TripValues(name: "Cy"))
        XCTAssertEqual(
            draft.dropped,
            [
                FormcDraftDrop(key: "amenities", reason: .notAnOption),
                FormcDraftDrop(key: "extras", reason: .mismatch(found: "text"))
            ])
    }

    /// FormcKit's copy of the check is formc's `SelectionCheck` (what `formc run` refuses), case
    /// for case: none chosen fails only when required, then a value that is no option, then too
    /// few, then too many.
    func testTheCheckIsFormcsSelectionCheck() {
        let options = ["wifi", "parking", "pool", "spa"]
        let cases: [(required: Bool, min: Int?, max: Int?, chosen: Set<String>, expected: String?)] = [
            (false, nil, nil, [], nil),
            (true, nil, nil, [], "required"),
            (false, 2, nil, [], nil),
            (true, 2, 3, [], "required"),
            (true, 2, 3, ["wifi"], "tooFew(2)"),
            (false, 2, 3, ["wifi", "pool"], nil),
            (false, 2, 3, ["wifi", "pool", "spa"], nil),
            (false, 2, 3, ["wifi", "pool", "spa", "parking"], "tooMany(3)"),
            (false, nil, 1, ["wifi", "pool"], "tooMany(1)"),
            (false, 2, 3, ["sauna"], "notAnOption"),
            (false, 2, 3, ["wifi", "pool", "spa", "parking", "sauna"], "notAnOption"),
            (false, 0, nil, ["pool"], nil)
        ]
        func kit(_ failure: FormcSelectionCheck.Failure?) -> String? {
            switch failure {
            case nil: return nil
            case .required?: return "required"
            case .notAnOption?: return "notAnOption"
            case .tooFew(let count)?: return "tooFew(\(count))"
            case .tooMany(let count)?: return "tooMany(\(count))"
            }
        }
        func formc(_ failure: SelectionCheck.Failure?) -> String? {
            switch failure {
            case nil: return nil
            case .required?: return "required"
            case .notAnOption?: return "notAnOption"
            case .tooFew(let count)?: return "tooFew(\(count))"
            case .tooMany(let count)?: return "tooMany(\(count))"
            }
        }
        for (required, min, max, chosen, expected) in cases {
            let name = "\(required) \(String(describing: min)) \(String(describing: max)) \(chosen.sorted())"
            let ours = FormcSelectionCheck(required: required, minCount: min, maxCount: max)
                .failure(chosen, options: options)
            let theirs = SelectionCheck(required: required, minCount: min, maxCount: max)
                .failure(chosen, options: options)
            XCTAssertEqual(kit(ours), expected, name)
            XCTAssertEqual(formc(theirs), expected, name)
        }
        XCTAssertEqual(
            FormcSelectionCheck(Trip.formcForm.info(.amenities)),
            FormcSelectionCheck(required: true, minCount: 2, maxCount: 3))
    }

    /// `validate()` reports the check's failure in formc's words: `required` (not a picker's
    /// "choose one of the options"), `chooseOption` for a value that is gone, `chooseAtLeast`
    /// and `chooseAtMost` counted; the app's catalog words them in its language.
    func testValidateWordsTheFailuresAsFormcRunDoes() {
        let form = Trip.formcForm
        XCTAssertEqual(TripValues().validate(), [.amenities: .required])
        XCTAssertEqual(TripValues(amenities: ["wifi"]).validate(), [.amenities: .tooFew(minimum: 2)])
        XCTAssertEqual(
            TripValues(amenities: ["wifi", "pool", "spa", "parking"]).validate(), [.amenities: .tooMany(maximum: 3)])
        XCTAssertEqual(TripValues(amenities: ["wifi", "sauna"]).validate(), [.amenities: .notAnOption])
        XCTAssertEqual(TripValues(amenities: ["wifi", "pool"], extras: ["gone"]).validate(), [.extras: .notAnOption])
        XCTAssertEqual(TripValues(amenities: ["wifi", "pool"]).validate(), [:])
        XCTAssertEqual(form.message(for: .required, of: .amenities), "required")
        XCTAssertEqual(form.message(for: .notAnOption, of: .amenities), "choose one of the options")
        XCTAssertEqual(form.message(for: .tooFew(minimum: 2), of: .amenities), "choose at least 2 options")
        XCTAssertEqual(form.message(for: .tooMany(maximum: 3), of: .amenities), "choose at most 3 options")
        XCTAssertEqual(FormcValidationError.tooFew(minimum: 2).message, "choose at least 2 options")
        XCTAssertEqual(FormcValidationError.tooMany(maximum: 3).message, "choose at most 3 options")
        XCTAssertEqual(FormcKit.FormcWord.chooseAtLeast.key, "Formc.chooseAtLeast")

        let german = form.localized(
            FormcStrings(form: "Trip") { key, source in
                [
                    "Formc.chooseAtLeast": "mindestens %lld auswählen",
                    "Formc.chooseAtMost": "höchstens %lld auswählen",
                    "Trip.amenities.option.wifi": "WLAN", "Trip.amenities.option.pool": "Schwimmbad"
                ][key] ?? source
            })
        XCTAssertEqual(german.message(for: .tooFew(minimum: 2), of: .amenities), "mindestens 2 auswählen")
        XCTAssertEqual(german.message(for: .tooMany(maximum: 3), of: .amenities), "höchstens 3 auswählen")
        XCTAssertEqual(german.shownText(of: .selection(["pool", "wifi"]), for: .amenities), "WLAN, Schwimmbad")
    }

    /// The text a multi-select shows: its chosen options' labels in the options' order, joined by
    /// ", "; empty for none (the placeholder shows), and a value that is no option shows nothing.
    func testTheShownTextIsTheLabelsInTheOptionsOrder() {
        let form = Trip.formcForm
        XCTAssertEqual(
            form.shownText(of: .selection(["spa", "wifi", "parking"]), for: .amenities), "Wi-Fi, Parking, Spa")
        XCTAssertEqual(form.shownText(of: .selection(["pool"]), for: .amenities), "Pool")
        XCTAssertEqual(form.shownText(of: .selection([]), for: .amenities), "")
        XCTAssertEqual(form.shownText(of: .selection(["sauna", "pool"]), for: .amenities), "Pool")
        XCTAssertEqual(form.shownText(of: .selection(["late", "cot"]), for: .extras), "Cot, Late checkout")
    }

    /// The checklist's rows: one per option in the source's order, ticked where chosen (a value
    /// that is no option has no row); a tap ticks an option, a second tap takes it back.
    func testTheChecklistRowsAndATap() {
        let form = Trip.formcForm
        XCTAssertEqual(
            form.checklist(of: .amenities, value: .selection(["pool", "sauna"])),
            [
                FormcChecklistRow(option: FormcOption("Wi-Fi", value: "wifi"), isChosen: false),
                FormcChecklistRow(option: FormcOption("Parking", value: "parking"), isChosen: false),
                FormcChecklistRow(option: FormcOption("Pool", value: "pool"), isChosen: true),
                FormcChecklistRow(option: FormcOption("Spa", value: "spa"), isChosen: false)
            ])
        XCTAssertEqual(
            form.checklist(of: .extras, value: .selection([])).map(\.option.icon), ["bed", nil])
        XCTAssertEqual(form.checklist(of: .name, value: .text("x")), [])
        XCTAssertEqual(FormcPicker.toggling("pool", in: ["wifi"]), ["wifi", "pool"])
        XCTAssertEqual(FormcPicker.toggling("wifi", in: ["wifi", "pool"]), ["pool"])
    }

    /// The row VoiceOver reads in SwiftUI: a row button named with the label (`, required`),
    /// identified by the field id, its value the labels shown (nil for none), its hint the spec's
    /// or the message shown.
    func testTheRowModel() {
        let form = Trip.formcForm
        XCTAssertEqual(
            form.rowAccessibility(of: .amenities, value: .selection(["pool", "wifi"]), message: nil),
            FormcRowAccessibility(
                element: .rowButton, identifier: "amenities", label: "Amenities, required", value: "Wi-Fi, Pool",
                hint: "Two or three"))
        XCTAssertEqual(
            form.rowAccessibility(of: .amenities, value: .selection([]), message: "required"),
            FormcRowAccessibility(
                element: .rowButton, identifier: "amenities", label: "Amenities, required", value: nil,
                hint: "required"))
    }

    /// The generated table writes the counts only where the spec sets them.
    func testTheGeneratedTableWritesTheCountsWhereSet() throws {
        let spec = """
            form: Counts
            fields:
              - {id: few, kind: multiSelect, minCount: 1, maxCount: 2, options: [a, b, c]}
              - {id: free, kind: multiSelect, options: [a, b]}

            """
        let form = try XCTUnwrap(TestSupport.compile(spec).form)
        let text = try SwiftEmitter().emit(form, formcVersion: "test")
        XCTAssertTrue(
            text.contains(#"value: .selection, picker: FormcPickerSettings(source: "few"), minCount: 1, maxCount: 2)"#),
            text)
        XCTAssertTrue(text.contains(#"value: .selection, picker: FormcPickerSettings(source: "free"))"#), text)
        XCTAssertTrue(text.contains("public var few: Set<String>"), text)
    }

    /// The UIKit controller through the double (Tests/Fixtures/UIKitSim/Scenarios/Checklist.swift,
    /// ../Checklist.form.yaml): the text field's input view is the checklist (no caret, the
    /// toolbar), in the chain; rows with checkmarks and the selected trait; a tap ticks in place
    /// (no reload, no row left selected), the text follows the options' order, the conditions
    /// read the set; nothing is typed; a submit counts; `showValues`; `unregister`.
    func testTheUIKitChecklistThroughTheDouble() throws {
        XCTAssertEqual(
            try UIKitScenarioTests.line("CHECKLIST-REGISTER"),
            "input=true caret=clear accessory=true label=[Amenities, required] text=[None yet] stored= plate=hidden "
                + "focus=none")
        XCTAssertEqual(
            try UIKitScenarioTests.line("CHECKLIST-FOCUS"),
            "text=[None yet] stored= plate=hidden focus=amenities rows=Wi-Fi,Parking,Pool previous=true next=true "
                + "choose=false")
        XCTAssertEqual(try UIKitScenarioTests.line("CHECKLIST-TYPING"), "text=[] pasted=false menu=[]")
        XCTAssertEqual(
            try UIKitScenarioTests.line("CHECKLIST-TAP"),
            "text=Parking stored=parking plate=shown focus=amenities rows=Wi-Fi,Parking+*,Pool reloads=0 "
                + "sameCells=true selectedRow=none")
        XCTAssertEqual(
            try UIKitScenarioTests.line("CHECKLIST-SECOND"),
            "text=Wi-Fi, Parking stored=parking/wifi plate=shown focus=amenities rows=Wi-Fi+*,Parking+*,Pool "
                + #"changes=["amenities:Parking:parking", "amenities:Wi-Fi, Parking:wifi/parking"]"#)
        XCTAssertEqual(
            try UIKitScenarioTests.line("CHECKLIST-TOO-MANY"),
            "problems=amenities:choose at most 2 options text=Wi-Fi, Parking, Pool stored=parking/pool/wifi "
                + "plate=shown focus=amenities rows=Wi-Fi+*,Parking+*,Pool+*")
        XCTAssertEqual(
            try UIKitScenarioTests.line("CHECKLIST-UNTICK"),
            "problems=[] text=Wi-Fi, Pool stored=pool/wifi plate=hidden focus=none rows=Wi-Fi+*,Parking,Pool+*")
        XCTAssertEqual(
            try UIKitScenarioTests.line("CHECKLIST-NONE"),
            "problems=amenities:required text=[None yet] stored= plate=hidden focus=amenities")
        XCTAssertEqual(
            try UIKitScenarioTests.line("CHECKLIST-SHOW-VALUES"),
            "text=Wi-Fi, Pool stored=gone/pool/wifi plate=hidden focus=none")
        XCTAssertEqual(
            try UIKitScenarioTests.line("CHECKLIST-SHOW-FOCUSED"),
            "text=Parking stored=parking plate=shown focus=amenities rows=Wi-Fi,Parking+*,Pool")
        XCTAssertEqual(try UIKitScenarioTests.line("CHECKLIST-UNREGISTER"), "input=keyboard")
    }

    /// The SwiftUI row (type-checked against the stubs by StrictSettingsTests, which compiles the
    /// runtime; no SwiftUI on Linux to run it): the multi-select's case is a picker row whose
    /// "wheel" is the checklist, one `Button` per option with a checkmark image hidden from
    /// VoiceOver and the selected trait added as a value.
    func testTheSwiftUIRowIsAChecklistOfButtons() throws {
        let view = try String(contentsOfFile: TestSupport.path("Sources/FormcKit/FormcFormView.swift"), encoding: .utf8)
        let lines = view.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertTrue(lines.contains("case .selection:"))
        XCTAssertTrue(lines.contains("pickerRow(text: spoken.value, spoken) { checklist }"))
        XCTAssertTrue(
            lines.contains(
                #"Image(systemName: "checkmark").foregroundColor(.accentColor).accessibilityHidden(true)"#))
        XCTAssertTrue(lines.contains(".accessibilityAddTraits(row.isChosen ? .isSelected : [])"))
        let stub = try String(contentsOfFile: TestSupport.path("Tests/Fixtures/Stubs/SwiftUI.swift"), encoding: .utf8)
        XCTAssertTrue(stub.contains("public struct AccessibilityTraits: SetAlgebra, Sendable {"))
    }
}
