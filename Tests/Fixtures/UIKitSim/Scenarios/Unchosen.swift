// Scenarios of UnchosenFormController (../Unchosen.form.yaml), issue 48: a wheel nobody moved
// answers nothing (item 1), and one call shows stored values in every registered field
// (item 3).

import Foundation
import UIKit

/// An iPhone window with one text field per field of Unchosen, the controller's clock (and the
/// date pickers' creation instant) at 12:00 UTC on 5 December 2026.
@MainActor final class UnchosenStage {
    static let now = Date(timeIntervalSince1970: 1_796_472_000)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = UnchosenFormController()
    var fields: [UnchosenField: UITextField] = [:]

    init() {
        UIDatePicker.simNow = Self.now
        controller.clock = { Self.now }
        for (index, field) in UnchosenField.allCases.enumerated() {
            let textField = UITextField(frame: CGRect(x: 16, y: 100 + 60 * CGFloat(index), width: 300, height: 44))
            window.addSubview(textField)
            controller.register(textField, for: field)
            fields[field] = textField
        }
    }

    var items: [UIBarButtonItem] { (window.simFirstResponder?.inputAccessoryView as? UIToolbar)?.items ?? [] }
    var choose: UIBarButtonItem? { items.first { $0.title == "Choose" } }
    var next: UIBarButtonItem? { items.first { $0.image?.simName == "chevron.down" } }

    /// A field's text, its placeholder, and whether the toolbar offers Choose now.
    func shown(_ field: UnchosenField) -> String {
        "\(field.rawValue)=[\(fields[field]?.text ?? "")] placeholder=[\(fields[field]?.placeholder ?? "")] choose=\(choose != nil)"
    }

    /// The problems `validate` finds, by field id.
    var problems: String {
        controller.values.validate(now: Self.now).map { "\($0.key.rawValue):\($0.value)" }.sorted().joined(separator: ",")
    }
}

@MainActor func unchosen() {
    // Next through the whole form: the required day and country stay empty (`required` fails
    // for both), while start and plan, `fillOnFocus: true`, take today and the first row.
    let stage = UnchosenStage()
    stage.controller.focus(.name)
    stage.next?.simTap()
    say("UNCHOSEN-DAY", stage.shown(.day))
    stage.next?.simTap()
    say("UNCHOSEN-DAY-LEFT", stage.shown(.day))
    say("UNCHOSEN-COUNTRY", stage.shown(.country))
    for _ in 0..<3 { stage.next?.simTap() }
    say("UNCHOSEN-THROUGH", "focus=\(stage.controller.focusedField?.rawValue ?? "-") \(stage.shown(.start)) \(stage.shown(.plan))")
    say("UNCHOSEN-VALIDATE", "problems=\(stage.problems) day=\(stage.controller.values.day.map { UnchosenDates.machineString(from: $0, for: .day) ?? "?" } ?? "nil") country=\(stage.controller.values.country ?? "nil")")

    // Moving the wheel commits: the date picker's .valueChanged, the picker's didSelectRow.
    let moved = UnchosenStage()
    moved.controller.focus(.day)
    if let picker = moved.fields[.day]?.inputView as? UIDatePicker {
        picker.date = Date(timeIntervalSince1970: 1_796_472_000 + 86_400)
        picker.sendActions(for: .valueChanged)
    }
    say("UNCHOSEN-MOVED-DAY", moved.shown(.day))
    moved.controller.focus(.country)
    if let picker = moved.fields[.country]?.inputView as? UIPickerView {
        picker.delegate?.pickerView(picker, didSelectRow: 1, inComponent: 0)
    }
    say("UNCHOSEN-MOVED-COUNTRY", "\(moved.shown(.country)) problems=\(moved.problems)")

    // The explicit choice: Choose takes exactly what the wheels show (today, the first row).
    let chosen = UnchosenStage()
    chosen.controller.focus(.day)
    chosen.choose?.simTap()
    say("UNCHOSEN-CHOSEN-DAY", chosen.shown(.day))
    chosen.controller.focus(.country)
    chosen.choose?.simTap()
    say("UNCHOSEN-CHOSEN-COUNTRY", "\(chosen.shown(.country)) problems=\(chosen.problems)")
}

/// Item 3: `showValues(_:)` shows a draft in every registered field, formatted as the form
/// formats it; the picker's wheel follows on its next focus.
@MainActor func showsValues() {
    let stage = UnchosenStage()
    var draft = UnchosenValues()
    draft.name = "Ann"
    draft.day = UnchosenDates.iso("2001-02-03")
    draft.country = "br"
    draft.plan = "Pro"
    draft.notes = "Two words"
    stage.controller.showValues(draft)
    let texts = UnchosenField.allCases.map { "\($0.rawValue)=[\(stage.fields[$0]?.text ?? "")]" }.joined(separator: " ")
    say("SHOW-VALUES", "\(texts) country=\(stage.controller.values.country ?? "nil")")
    stage.controller.focus(.country)
    let row = (stage.fields[.country]?.inputView as? UIPickerView)?.selectedRow(inComponent: 0) ?? -1
    say("SHOW-VALUES-WHEEL", "row=\(row) \(stage.shown(.country))")
    // Emptied again: the fields show nothing, the date's placeholder its own.
    stage.controller.showValues(UnchosenValues())
    say("SHOW-VALUES-EMPTY", "\(stage.shown(.day)) \(stage.shown(.country))")
}
