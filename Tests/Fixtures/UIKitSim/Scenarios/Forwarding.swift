// The delegate-forwarding scenario: an app delegate behind the controller's own filter.

import Foundation
import UIKit

/// An app's own text-field delegate: a four-character limit, and a record of what it is asked.
@MainActor final class AppDelegate: NSObject, UITextFieldDelegate {
    var asked: [String] = []

    func textFieldDidBeginEditing(_ textField: UITextField) { asked.append("begin") }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        asked.append("change:" + string)
        return (textField.text ?? "").count + string.count <= 4
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        asked.append("return")
        return true
    }
}

@MainActor func forwarding() {
    let phone = iPhone()
    let app = AppDelegate()
    phone.controller.textFieldDelegate = app
    phone.textFields[.pin]?.simTap()
    phone.textFields[.pin]?.simType("1a2")
    phone.textFields[.pin]?.simPaste("abc12!")
    phone.textFields[.pin]?.simPaste("34")
    phone.textFields[.pin]?.simPaste("5")
    say("FORWARD-PIN", "text=\(phone.textFields[.pin]?.text ?? "-") asked=\(app.asked.joined(separator: ","))")
    app.asked = []
    phone.textFields[.name]?.simTap()
    phone.textFields[.name]?.simReturn()
    say("FORWARD-RETURN", "focus=\(phone.focused) asked=\(app.asked.joined(separator: ","))")
}

