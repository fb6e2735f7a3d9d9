import Foundation
import XCTest
@testable import FormcKit

/// Issue 49: FormcKit's side of `kind: stepper` and `kind: slider`, run on Linux through a form
/// declared by hand in the shape the quantity contract gives formc's emitter (`value: .integer`
/// or `.real`, `FormcQuantitySettings`, out of the focus chain): the numbers the controls write
/// (on the range and the step), the answers and drafts they round-trip through, the checks of a
/// number no control gives, the text shown and spoken, and the row VoiceOver reads. Expected
/// values written by hand from the table below.
final class QuantityKitTests: XCTestCase {
    enum Party: String, FormcField {
        case name, guests, budget, tip, share

        typealias Values = PartyValues

        static let formcForm = FormcForm<Party>(
            fields: [
                FormcFieldInfo(
                    isFocusable: true, returnKey: .done, returnAction: .done, label: "Name", input: FormcInputTraits()),
                FormcFieldInfo(
                    characters: .none, label: "Guests", hint: "Adults and children", value: .integer, required: true,
                    quantity: FormcQuantitySettings(control: .stepper, minimum: 1, maximum: 10, step: 1)),
                FormcFieldInfo(
                    characters: .none, label: "Budget", value: .real,
                    quantity: FormcQuantitySettings(control: .slider, minimum: 0, maximum: 1, fractionDigits: 2)),
                FormcFieldInfo(
                    characters: .none, label: "Tip", value: .real,
                    quantity: FormcQuantitySettings(
                        control: .slider, minimum: 0, maximum: 20, step: 2.5, fractionDigits: 1)),
                FormcFieldInfo(
                    characters: .none, label: "Share", value: .real,
                    quantity: FormcQuantitySettings(
                        control: .stepper, minimum: 0, maximum: 1, step: 0.1, fractionDigits: 1))
            ],
            focusChain: [.name])
    }

    struct PartyValues: FormcValues {
        typealias Field = Party
        var name = "", guests = 2, budget = 0.5, tip = 5.0, share = 0.0

        static var formcInitial: Self { Self() }

        func formcValue(of field: Party) -> FormcValue {
            switch field {
            case .name: return .text(name)
            case .guests: return .integer(guests)
            case .budget: return .real(budget)
            case .tip: return .real(tip)
            case .share: return .real(share)
            }
        }

        mutating func formcSet(_ field: Party, to value: FormcValue) {
            switch (field, value) {
            case (.name, .text(let value)): name = value
            case (.guests, .integer(let value)): guests = value
            case (.budget, .real(let value)): budget = value
            case (.tip, .real(let value)): tip = value
            case (.share, .real(let value)): share = value
            default: break
            }
        }
    }

    private static let english = Locale(identifier: "en_US")
    private static let german = Locale(identifier: "de_DE")
    private var tip: FormcQuantitySettings { Party.formcForm.info(.tip).quantity! }

    /// Out of the chain, as a toggle: no focus, no keyboard, Next passes them by; a stepper or
    /// slider always has a number, so it suggests nothing, `fillEmpty` leaves it, and `required`
    /// never fails for it (a required stepper at its minimum is valid).
    func testAQuantityIsOutOfTheChainAndAlwaysHasANumber() {
        let form = Party.formcForm
        XCTAssertFalse(Party.guests.mayBeginEditing)
        XCTAssertFalse(Party.budget.mayBeginEditing)
        XCTAssertEqual(PartyValues().focusChain, [.name])
        XCTAssertNil(form.suggestion(for: .guests, in: PartyValues()))
        var values = PartyValues(name: "Ann", guests: 1)
        values.fillEmpty(.guests)
        XCTAssertEqual(values.guests, 1)
        XCTAssertEqual(values.validate(), [:])
        XCTAssertNil(FormcValidation.problem(.integer(0), required: true, check: nil))
        XCTAssertNil(FormcValidation.problem(.real(0), required: true, check: nil))
        XCTAssertEqual(FormcValueKind(rawValue: "integer"), .integer)
        XCTAssertEqual(FormcValueKind(rawValue: "real"), .real)
    }

    /// An integer answers its number, a real one its number (JSON `2`, `0.5`); through JSON and
    /// back the values are the same. An integer field takes a whole number only (`3.0` is 3), in
    /// `Int`'s range; `null`, text or a fraction is refused, in words that name the shape.
    func testValuesRoundTripThroughAnswers() throws {
        let values = PartyValues(name: "Ann", guests: 3, budget: 0.25, tip: 7.5, share: 0.3)
        let answers = values.answers()
        XCTAssertEqual(answers["guests"], .number(3))
        XCTAssertEqual(answers["budget"], .number(0.25))
        XCTAssertEqual(answers["tip"], .number(7.5))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(values), as: UTF8.self)
        XCTAssertEqual(json, #"{"budget":0.25,"guests":3,"name":"Ann","share":0.3,"tip":7.5}"#)
        XCTAssertEqual(try JSONDecoder().decode(PartyValues.self, from: Data(json.utf8)), values)
        let whole = try JSONDecoder().decode(PartyValues.self, from: Data(#"{"guests":4.0,"tip":10}"#.utf8))
        XCTAssertEqual(whole.guests, 4)
        XCTAssertEqual(whole.tip, 10)

        XCTAssertEqual(FormcAnswer.number(3).value(kind: .integer, levels: [], date: nil), .integer(3))
        XCTAssertNil(FormcAnswer.number(2.5).value(kind: .integer, levels: [], date: nil))
        XCTAssertNil(FormcAnswer.number(1e19).value(kind: .integer, levels: [], date: nil))
        XCTAssertEqual(FormcAnswer.number(2.5).value(kind: .real, levels: [], date: nil), .real(2.5))
        for kind in [FormcValueKind.integer, .real] {
            XCTAssertNil(FormcAnswer.null.value(kind: kind, levels: [], date: nil))
            XCTAssertNil(FormcAnswer.text("3").value(kind: kind, levels: [], date: nil))
            XCTAssertNil(FormcAnswer.bool(true).value(kind: kind, levels: [], date: nil))
        }
        XCTAssertEqual(FormcAnswer(.integer(-4), kind: .integer, levels: [], date: nil), .number(-4))
        XCTAssertEqual(FormcAnswer(.real(.nan), kind: .real, levels: [], date: nil), .null)
        XCTAssertEqual(FormcValueKind.integer.answerShape, "a whole number")
        XCTAssertEqual(FormcValueKind.real.answerShape, "a number")

        for (text, message) in [
            (#"{"guests":2.5}"#, "'guests' holds a number, not a whole number"),
            (#"{"guests":null}"#, "'guests' holds null, not a whole number"),
            (#"{"budget":"0.5"}"#, "'budget' holds text, not a number")
        ] {
            XCTAssertThrowsError(try JSONDecoder().decode(PartyValues.self, from: Data(text.utf8)), text) { error in
                guard case DecodingError.typeMismatch(_, let context) = error else {
                    return XCTFail("\(error)")
                }
                XCTAssertEqual(context.debugDescription, message)
            }
        }
    }

    /// A draft keeps each number as it is (a whole number for an integer field) and reads it
    /// back; a number the control cannot show now (over the maximum, between two steps: the
    /// spec changed since) is left out, as an option that is gone, and the field keeps its
    /// default; text is a mismatch.
    func testADraftKeepsTheNumbersAndDropsOnesOffTheScale() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let saved = PartyValues(name: "Ann", guests: 3, budget: 0.25, tip: 7.5, share: 0.3)
        let json = String(decoding: try encoder.encode(saved.draft), as: UTF8.self)
        XCTAssertEqual(json, #"{"budget":0.25,"guests":3,"name":"Ann","share":0.3,"tip":7.5}"#)
        XCTAssertEqual(try JSONDecoder().decode(FormcDraft<PartyValues>.self, from: Data(json.utf8)).values, saved)

        let stale = #"{"budget":0.75,"guests":12,"share":"0.5","tip":6}"#
        let draft = try JSONDecoder().decode(FormcDraft<PartyValues>.self, from: Data(stale.utf8))
        XCTAssertEqual(draft.values, PartyValues(budget: 0.75))
        XCTAssertEqual(
            draft.dropped,
            [
                FormcDraftDrop(key: "guests", reason: .notOnScale),
                FormcDraftDrop(key: "share", reason: .mismatch(found: "text")),
                FormcDraftDrop(key: "tip", reason: .notOnScale)
            ])
        XCTAssertEqual(draft.dropped[0].description, "'guests' holds a number outside its range or between its steps")
    }

    /// A number no control gives, from code or an older draft, is a problem: below the minimum
    /// ("at least 1"), above the maximum ("at most 10"), between two steps (as an option that is
    /// gone), no number at all. `minimum + k × step`'s binary noise is on the step. Such a number
    /// still answers as it is (as a date outside its bounds does); NaN, which JSON cannot hold,
    /// answers `null`.
    func testOutOfRangeAndOffStepNumbersAreProblems() {
        let form = Party.formcForm
        var values = PartyValues(guests: 12)
        XCTAssertEqual(values.validate(), [.guests: .aboveMaximum(10)])
        XCTAssertEqual(form.message(for: .aboveMaximum(10), of: .guests), "at most 10")
        XCTAssertEqual(values.answers()["guests"], .number(12))
        values.guests = 0
        XCTAssertEqual(values.validate()[.guests], .belowMinimum(1))
        XCTAssertEqual(form.message(for: .belowMinimum(1), of: .guests), "at least 1")
        values = PartyValues(tip: 6)
        XCTAssertEqual(values.validate(), [.tip: .notAnOption])
        values = PartyValues(tip: 17.5, share: 0.1 * 3)
        XCTAssertEqual(values.validate(), [:])
        values.share = 0.3000001
        XCTAssertEqual(values.validate(), [.share: .notAnOption])
        values = PartyValues(budget: .nan)
        XCTAssertEqual(values.validate(), [.budget: .notANumber])
        XCTAssertEqual(values.answers()["budget"], .null)
        XCTAssertNil(FormcValidation.offScale(.real(0.3), nil))
        XCTAssertNil(FormcValidation.offScale(.text("3"), tip))
        XCTAssertEqual(FormcValidation.offScale(.real(21), tip), .aboveMaximum(20))
    }

    /// A control writes numbers on the range and the step: the nearest step from the minimum
    /// (6.1 → 5, 6.3 → 7.5 by 2.5), clamped (25 → 20, -3 → 0), never a step past the maximum
    /// (0.95 → 0.9 on 0...1 by 0.3), without binary noise (0.1 × 3 → 0.3); a continuous slider
    /// only clamps. The field stores it in its shape (3.6 → `.integer(4)`); VoiceOver's swipes
    /// move one step, a continuous slider a tenth of its range, held at the ends.
    func testAControlWritesNumbersOnTheRangeAndTheStep() {
        let form = Party.formcForm
        XCTAssertEqual(tip.snapped(6.1), 5)
        XCTAssertEqual(tip.snapped(6.3), 7.5)
        XCTAssertEqual(tip.snapped(25), 20)
        XCTAssertEqual(tip.snapped(-3), 0)
        XCTAssertEqual(tip.snapped(.nan), 0)
        let thirds = FormcQuantitySettings(control: .slider, minimum: 0, maximum: 1, step: 0.3, fractionDigits: 1)
        XCTAssertEqual(thirds.snapped(0.95), 0.9)
        XCTAssertEqual(thirds.snapped(1), 0.9)
        let tenths = FormcQuantitySettings(control: .stepper, minimum: 0, maximum: 1, step: 0.1, fractionDigits: 1)
        XCTAssertEqual(tenths.snapped(0.1 * 3), 0.3)
        XCTAssertEqual(tenths.snapped(0.7 + 0.1), 0.8)
        XCTAssertEqual(form.quantityValue(3.6, for: .guests), .integer(4))
        XCTAssertEqual(form.quantityValue(0.3 + 0.1 * 2, for: .share), .real(0.5))
        XCTAssertEqual(form.quantityValue(0.333, for: .budget), .real(0.333))
        XCTAssertEqual(form.quantityValue(1.5, for: .budget), .real(1))
        XCTAssertNil(form.quantityValue(3, for: .name))
        XCTAssertEqual(FormcQuantitySettings.number(Float(0.3)), 0.3)

        XCTAssertEqual(form.adjustedQuantity(.integer(2), by: 1, for: .guests), .integer(3))
        XCTAssertEqual(form.adjustedQuantity(.integer(2), by: -5, for: .guests), .integer(1))
        XCTAssertEqual(form.adjustedQuantity(.integer(10), by: 1, for: .guests), .integer(10))
        XCTAssertEqual(form.adjustedQuantity(.real(0.5), by: 1, for: .budget), .real(0.6))
        XCTAssertEqual(form.adjustedQuantity(.real(0.95), by: 1, for: .budget), .real(1))
        XCTAssertEqual(form.adjustedQuantity(.real(7.5), by: -1, for: .tip), .real(5))
        XCTAssertNil(form.adjustedQuantity(.text("2"), by: 1, for: .guests))

        // A range or step formc refuses, in a table written in code: no trap, no exception.
        let inverted = FormcQuantitySettings(control: .stepper, minimum: 5, maximum: 2, step: 0)
        XCTAssertEqual(inverted.bounds, 5...5)
        XCTAssertNil(inverted.increment)
        XCTAssertEqual(inverted.snapped(9), 5)
    }

    /// The number in the locale's decimal format with the field's fraction digits: grouping and
    /// separators are the locale's, the digits after the point exactly the field's, rounded half
    /// away from zero. The form shows it in the app's locale; a whole number has no separator.
    func testTheShownTextHasTheFieldsFractionDigitsInTheLocalesFormat() {
        let two = FormcQuantitySettings(control: .slider, minimum: 0, maximum: 5000, fractionDigits: 2)
        XCTAssertEqual(two.text(for: 2.5, locale: Self.english), "2.50")
        XCTAssertEqual(two.text(for: 2.5, locale: Self.german), "2,50")
        XCTAssertEqual(two.text(for: 1.0 / 3, locale: Self.english), "0.33")
        XCTAssertEqual(two.text(for: 0.125, locale: Self.english), "0.13")
        XCTAssertEqual(two.text(for: 1234.5, locale: Self.english), "1,234.50")
        XCTAssertEqual(two.text(for: 1234.5, locale: Self.german), "1.234,50")
        XCTAssertEqual(two.text(for: -0.001, locale: Self.english), "0.00")
        XCTAssertEqual(tip.text(for: 7.5, locale: Self.german), "7,5")
        let whole = FormcQuantitySettings(control: .stepper, minimum: 0, maximum: 100, step: 1)
        XCTAssertEqual(whole.text(for: 3, locale: Self.english), "3")

        let form = Party.formcForm
        let point = Locale.autoupdatingCurrent.decimalSeparator ?? "."
        XCTAssertEqual(form.shownText(of: .integer(3), for: .guests), "3")
        XCTAssertEqual(form.shownText(of: .real(0.5), for: .budget), "0\(point)50")
        XCTAssertEqual(form.shownText(of: .real(7.5), for: .tip), "7\(point)5")
    }

    /// VoiceOver reads a stepper or slider as one adjustable element: its name (required or not)
    /// and identifier, the number as shown as its value (not a slider's percentage), and the
    /// hint, or the message while one shows.
    func testTheRowIsAnAdjustableElementSpeakingTheShownNumber() {
        let form = Party.formcForm
        XCTAssertEqual(
            form.rowAccessibility(of: .guests, value: .integer(3), message: nil),
            FormcRowAccessibility(
                element: .adjustable, identifier: "guests", label: "Guests, required", value: "3",
                hint: "Adults and children"))
        XCTAssertEqual(
            form.rowAccessibility(of: .guests, value: .integer(12), message: "at most 10"),
            FormcRowAccessibility(
                element: .adjustable, identifier: "guests", label: "Guests, required", value: "12", hint: "at most 10"))
        let point = Locale.autoupdatingCurrent.decimalSeparator ?? "."
        XCTAssertEqual(
            form.rowAccessibility(of: .budget, value: .real(0.25), message: nil),
            FormcRowAccessibility(
                element: .adjustable, identifier: "budget", label: "Budget", value: "0\(point)25", hint: ""))
    }

    /// The SwiftUI row of a stepper is a `Stepper`, of a slider a `Slider` (without `step:` when
    /// continuous), both adjustable by one step and speaking the shown number; the UIKit
    /// controller registers a `UIStepper` and a `UISlider` and shows stored values in them.
    func testTheViewAndTheControllerShowAQuantityAsItsControl() throws {
        let view = try String(contentsOfFile: TestSupport.path("Sources/FormcKit/FormcFormView.swift"), encoding: .utf8)
        let lines = view.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertTrue(lines.contains("case .integer, .real:"))
        XCTAssertTrue(view.contains("Stepper(value: number, in: settings.bounds, step: settings.increment ?? 1)"))
        XCTAssertTrue(lines.contains("adjustable(Slider(value: number, in: settings.bounds, step: step), spoken)"))
        XCTAssertTrue(lines.contains("adjustable(Slider(value: number, in: settings.bounds), spoken)"))
        XCTAssertTrue(lines.contains("if spoken.element == .rowButton || spoken.element == .adjustable {"))
        XCTAssertEqual(view.components(separatedBy: ".accessibilityAdjustableAction").count - 1, 1)
        let controller = try String(
            contentsOfFile: TestSupport.path("Sources/FormcKit/FormcFormController.swift"), encoding: .utf8)
        XCTAssertTrue(controller.contains("public func register(_ stepper: UIStepper, for field: Field) {"))
        XCTAssertTrue(
            controller.contains(
                "public func register(_ slider: UISlider, for field: Field, valueLabel: UILabel? = nil) {"))
        XCTAssertTrue(controller.contains("stepper.wraps = false"))
        XCTAssertTrue(
            controller.contains("for (field, control) in quantityControls { showQuantity(of: field, in: control) }"))
        XCTAssertTrue(
            controller.contains("for (field, view) in quantityControls { show(field, in: view, state: state) }"))
    }
}
