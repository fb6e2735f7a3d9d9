// Scenarios of a stepper's UIStepper and a slider's UISlider registered with the controller
// (issue 49). formc does not emit these kinds yet, so the form is declared here by hand, in the
// shape the quantity contract gives the emitter (`value: .integer` / `.real`,
// `FormcQuantitySettings`, out of the focus chain): guests (a stepper, 1...10), budget (a
// continuous slider, 0...1, enabled once guests > 2), tip (a slider, 0...20 by 2.5) and rooms (a
// read-only stepper).

import Foundation
import UIKit

enum QuantityField: String, FormcField {
    case guests, budget, tip, rooms

    typealias Values = QuantityValues

    static let formcForm = FormcForm<QuantityField>(
        fields: [
            FormcFieldInfo(
                characters: .none, label: "Guests", hint: "Adults and children", value: .integer, required: true,
                quantity: FormcQuantitySettings(control: .stepper, minimum: 1, maximum: 10, step: 1)),
            FormcFieldInfo(
                characters: .none, label: "Budget", value: .real,
                quantity: FormcQuantitySettings(control: .slider, minimum: 0, maximum: 1, fractionDigits: 2)),
            FormcFieldInfo(
                characters: .none, label: "Tip", value: .real,
                quantity: FormcQuantitySettings(control: .slider, minimum: 0, maximum: 20, step: 2.5, fractionDigits: 1)),
            FormcFieldInfo(
                access: .readOnly, characters: .none, label: "Rooms", value: .integer, isChecked: false,
                quantity: FormcQuantitySettings(control: .stepper, minimum: 1, maximum: 4, step: 1))
        ],
        focusChain: [], hasConditions: true)
}

struct QuantityValues: FormcValues {
    typealias Field = QuantityField
    var guests = 2, budget = 0.5, tip = 5.0, rooms = 1

    static var formcInitial: Self { Self() }

    func formcValue(of field: QuantityField) -> FormcValue {
        switch field {
        case .guests: return .integer(guests)
        case .budget: return .real(budget)
        case .tip: return .real(tip)
        case .rooms: return .integer(rooms)
        }
    }

    mutating func formcSet(_ field: QuantityField, to value: FormcValue) {
        switch (field, value) {
        case (.guests, .integer(let value)): guests = value
        case (.budget, .real(let value)): budget = value
        case (.tip, .real(let value)): tip = value
        case (.rooms, .integer(let value)): rooms = value
        default: break
        }
    }

    /// `enabledWhen: guests > 2` on the budget.
    func conditionState() -> (hidden: Set<QuantityField>, disabled: Set<QuantityField>) {
        ([], guests > 2 ? [] : [.budget])
    }
}

/// The four controls in a window, the tip's number in a label beside it; every `onPickerChange`
/// call noted.
@MainActor final class QuantityStage {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = FormcFormController<QuantityField>()
    let guests = UIStepper(frame: CGRect(x: 16, y: 60, width: 94, height: 32))
    let budget = UISlider(frame: CGRect(x: 16, y: 120, width: 300, height: 32))
    let tip = UISlider(frame: CGRect(x: 16, y: 180, width: 300, height: 32))
    let tipLabel = UILabel(frame: CGRect(x: 320, y: 180, width: 60, height: 32))
    let rooms = UIStepper(frame: CGRect(x: 16, y: 240, width: 94, height: 32))
    var changes: [String] = []

    init() {
        // The app's own settings before the controller takes them.
        guests.stepValue = 5
        guests.wraps = true
        for view in [guests, budget, tip, tipLabel, rooms] as [UIView] { window.addSubview(view) }
        controller.register(guests, for: .guests)
        controller.register(budget, for: .budget)
        controller.register(tip, for: .tip, valueLabel: tipLabel)
        controller.register(rooms, for: .rooms)
        controller.onPickerChange = { [unowned self] field, text, values in
            changes.append("\(field.rawValue):\(text):\(values.count)")
        }
    }

    var stored: String {
        let values = controller.values
        return "guests=\(values.guests) budget=\(values.budget) tip=\(values.tip) rooms=\(values.rooms)"
    }
}

@MainActor func quantities() {
    let stage = QuantityStage()
    // Registered again (a cell configured twice): still one action.
    stage.controller.register(stage.guests, for: .guests)
    let guests = stage.guests, budget = stage.budget, tip = stage.tip
    say(
        "QUANTITY-STEPPER-REGISTER",
        "min=\(guests.minimumValue) max=\(guests.maximumValue) step=\(guests.stepValue) wraps=\(guests.wraps) "
            + "value=\(guests.value) id=\(guests.accessibilityIdentifier ?? "nil") "
            + "label=[\(guests.accessibilityLabel ?? "")] hint=[\(guests.accessibilityHint ?? "")] "
            + "spoken=[\(guests.accessibilityValue ?? "nil")] actions=\(guests.simActionCount(for: .valueChanged))")
    say(
        "QUANTITY-SLIDER-REGISTER",
        "budget=\(budget.minimumValue)...\(budget.maximumValue)@\(budget.value) enabled=\(budget.isEnabled) "
            + "spoken=[\(budget.accessibilityValue ?? "nil")] tip=\(tip.minimumValue)...\(tip.maximumValue)@\(tip.value) "
            + "spoken=[\(tip.accessibilityValue ?? "nil")] label=[\(stage.tipLabel.text ?? "nil")] "
            + "labelSpoken=\(stage.tipLabel.isAccessibilityElement)")

    // + twice: 4 guests, which enables the budget; the number is spoken as shown.
    let up = guests.simTap(up: true) && guests.simTap(up: true)
    say(
        "QUANTITY-STEPPER-TAP",
        "changed=\(up) \(stage.stored) spoken=[\(guests.accessibilityValue ?? "")] budget=\(budget.isEnabled) "
            + "changes=\(stage.changes.joined(separator: ";"))")
    // − at the minimum holds there (wraps is false again): nothing is sent.
    stage.controller.showValues(QuantityValues(guests: 1, budget: 0.5, tip: 5, rooms: 1))
    let down = guests.simTap(up: false)
    say("QUANTITY-STEPPER-END", "changed=\(down) \(stage.stored) budget=\(budget.isEnabled) changes=\(stage.changes.count)")

    // The tip's thumb through 6.1 (still the 5 step), 7.4 (7.5) and 9 (10): the thumb and the
    // label follow the step, and only the two new numbers are heard.
    stage.controller.showValues(QuantityValues(guests: 3, budget: 0.5, tip: 5, rooms: 1))
    stage.changes.removeAll()
    tip.simDrag(through: [6.1, 7.4, 9])
    say(
        "QUANTITY-SLIDER-STEP",
        "\(stage.stored) thumb=\(tip.value) label=[\(stage.tipLabel.text ?? "")] spoken=[\(tip.accessibilityValue ?? "")] "
            + "changes=\(stage.changes.joined(separator: ";"))")
    // The continuous budget at the Float nearest 0.3 stores 0.3, not 0.30000001192092896.
    budget.simDrag(through: [0.3])
    say("QUANTITY-SLIDER-CONTINUOUS", "budget=\(stage.controller.values.budget) spoken=[\(budget.accessibilityValue ?? "")]")

    // Values from code: a number over the maximum is shown at the maximum (UIKit clamps), stays
    // in the values, records nothing and is a problem for a submit.
    stage.changes.removeAll()
    stage.controller.showValues(QuantityValues(guests: 12, budget: 0.25, tip: 12.5, rooms: 2))
    let problems = stage.controller.submit().map { "\($0.key.rawValue):\($0.value.message)" }.sorted()
    say(
        "QUANTITY-SHOW-VALUES",
        "\(stage.stored) stepper=\(guests.value) budget=\(budget.value) tip=\(tip.value) "
            + "label=[\(stage.tipLabel.text ?? "")] changes=\(stage.changes.count) problems=\(problems.joined(separator: ","))")

    // A read-only stepper takes no tap.
    let rooms = stage.rooms.simTap(up: true)
    say("QUANTITY-READ-ONLY", "enabled=\(stage.rooms.isEnabled) changed=\(rooms) rooms=\(stage.controller.values.rooms)")

    // Given back: the controller's texts and action go, UIKit's percentage comes back.
    stage.controller.unregister(budget)
    let given = budget.accessibilityValue ?? "nil"
    let moved = budget.simDrag(through: [0.75])
    say(
        "QUANTITY-UNREGISTER",
        "id=\(budget.accessibilityIdentifier ?? "nil") spoken=[\(given)] "
            + "actions=\(budget.simActionCount(for: .valueChanged)) moved=\(moved) spoken=[\(budget.accessibilityValue ?? "nil")] "
            + "budget=\(stage.controller.values.budget)")
}
