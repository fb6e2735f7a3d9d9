// Scenarios of AccountFormController (Examples/Account.form.yaml), whose fields follow its
// values: the app sets `controller.values` as the business toggle and the pickers change, and
// the chain, the toolbar on screen and the views' isHidden follow without a refocus.

import Foundation
import UIKit

/// An iPhone window with every text field of Account stacked 60 pt apart (the toggle is the
/// app's own switch, not registered: the app sets `values.business`).
@MainActor final class AccountStage {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = AccountFormController()
    var fields: [AccountField: UITextField] = [:]

    init() {
        let order: [AccountField] = [.email, .password, .confirmPassword, .company, .country, .vatNumber, .home, .month, .day]
        for (index, field) in order.enumerated() {
            let textField = UITextField(frame: CGRect(x: 16, y: 60 + 60 * CGFloat(index), width: 300, height: 44))
            window.addSubview(textField)
            controller.register(textField, for: field)
            fields[field] = textField
        }
    }

    var focused: String { fields.first { $0.value.isFirstResponder }?.key.rawValue ?? "none" }
    var hidden: String {
        fields.filter { $0.value.isHidden }.map(\.key.rawValue).sorted().joined(separator: ",")
    }
    var disabled: String {
        fields.filter { !$0.value.isEnabled }.map(\.key.rawValue).sorted().joined(separator: ",")
    }

    func toolbarItem(_ name: String) -> UIBarButtonItem? {
        let toolbar = window.simFirstResponder?.inputAccessoryView as? UIToolbar
        return toolbar?.items?.first { $0.image?.simName == name }
    }

    var state: String {
        "focus=\(focused) previous=\(toolbarItem("chevron.up")?.isEnabled ?? false) "
            + "next=\(toolbarItem("chevron.down")?.isEnabled ?? false) hidden=\(hidden) disabled=\(disabled)"
    }
}

@MainActor func conditions() {
    let stage = AccountStage()
    stage.controller.focus(.confirmPassword)
    stage.toolbarItem("chevron.down")?.simTap()
    say("COND-OFF-HOME", stage.state)
    stage.toolbarItem("chevron.down")?.simTap()
    say("COND-OFF-NEXT", stage.state + " month=\(stage.controller.values.month ?? "nil")")
    // Issue 48: the month nobody chose stays empty; the toolbar's Choose takes the row shown.
    (stage.window.simFirstResponder?.inputAccessoryView as? UIToolbar)?.items?.first { $0.title == "Choose" }?.simTap()
    say("COND-OFF-CHOOSE", stage.state + " month=\(stage.controller.values.month ?? "nil")")
    let posted = stage.window.simKeyboard.posted.count
    // The app clears the month the person chose: day is disabled, Next off, in place.
    stage.controller.values.month = nil
    say("COND-MONTH-CLEARED", stage.state + " notifications=\(stage.window.simKeyboard.posted.count - posted)")
    stage.controller.values.business = true
    say("COND-ON", stage.state + " notifications=\(stage.window.simKeyboard.posted.count - posted)")
    stage.controller.values.month = "Jan"
    say("COND-MONTH", stage.state + " notifications=\(stage.window.simKeyboard.posted.count - posted)")
    stage.toolbarItem("chevron.up")?.simTap()
    say("COND-PREVIOUS-HOME", stage.state)
    stage.toolbarItem("chevron.up")?.simTap()
    say("COND-PREVIOUS", stage.state)
    stage.toolbarItem("chevron.up")?.simTap()
    say("COND-PREVIOUS-2", stage.state)
    stage.fields[.company]?.simReturn()
    say("COND-RETURN", stage.state)
    stage.controller.values.country = "DE"
    stage.toolbarItem("chevron.down")?.simTap()
    say("COND-VAT", stage.state)
    stage.controller.values.business = false
    say("COND-HIDE-FOCUSED", stage.state)
    stage.controller.focus(.company)
    say("COND-HIDDEN-REFUSED", stage.state)
}

/// The month picker, moved by the person, records its value in `controller.values` itself:
/// the day picker is enabled and Next turns on at once, with no help from the app.
@MainActor func conditionsFromThePicker() {
    let stage = AccountStage()
    stage.controller.focus(.month)
    say("COND-PICKER-FOCUS", stage.state + " month=\(stage.controller.values.month ?? "nil")")
    guard let picker = stage.fields[.month]?.inputView as? UIPickerView else { return say("COND-PICKER-MOVED", "none") }
    picker.delegate?.pickerView(picker, didSelectRow: 2, inComponent: 0)
    say("COND-PICKER-MOVED", stage.state + " month=\(stage.controller.values.month ?? "nil")")
}
