// Scenarios of LiveFormController (../Live.form.yaml), whose chain changes with its values
// (issue 27): the return key follows the live chain (item 7), Tab and Shift-Tab from a hardware
// keyboard walk it (item 8), and Done on its last field submits (item 10).

import Foundation
import UIKit

/// The three text fields of Live stacked in a window; the toggle is the app's own switch.
@MainActor final class LiveStage {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = LiveFormController()
    var fields: [LiveField: UITextField] = [:]
    var submitted = 0

    init() {
        for (index, field) in [LiveField.email, .name, .company].enumerated() {
            let textField = UITextField(frame: CGRect(x: 16, y: 60 + 60 * CGFloat(index), width: 300, height: 44))
            window.addSubview(textField)
            controller.register(textField, for: field)
            fields[field] = textField
        }
        controller.onSubmit = { [unowned self] in submitted += 1 }
    }

    var focused: String { fields.first { $0.value.isFirstResponder }?.key.rawValue ?? "none" }

    /// What the keyboard on screen draws, the name field's own setting, and its reloads.
    var keys: String {
        let name = fields[.name]
        return "keyboard=\(window.simKeyboard.returnKey.map(describe) ?? "none") "
            + "name=\(name.map { describe($0.returnKeyType) } ?? "-") reloads=\(name?.simReloadInputViewsCount ?? -1)"
    }

    /// The app's view controller's key commands, and one of them performed as its action would.
    func press(shift: Bool) -> String {
        let commands = controller.keyCommands(action: Selector("formcKey:"))
        guard let command = commands.first(where: { $0.modifierFlags.contains(.shift) == shift }) else {
            return "commands=\(commands.count)"
        }
        controller.perform(command)
        return "commands=\(commands.count)"
    }
}

private func describe(_ key: UIReturnKeyType) -> String {
    switch key {
    case .next: return "next"
    case .done: return "done"
    case .default: return "default"
    default: return "other"
    }
}

@MainActor func liveReturnKeys() {
    let stage = LiveStage()
    stage.controller.focus(.name)
    say("LIVE-LAST", "focus=\(stage.focused) " + stage.keys)
    stage.controller.values.business = true
    say("LIVE-SHOWN", "focus=\(stage.focused) " + stage.keys)
    stage.fields[.name]?.simReturn()
    say("LIVE-NEXT", "focus=\(stage.focused) submitted=\(stage.submitted)")
    stage.controller.values.business = false
    stage.controller.focus(.name)
    UIAccessibility.simAnnouncements = []
    say("LIVE-HIDDEN", "focus=\(stage.focused) " + stage.keys)
    // Done on the last field submits: refused while email is empty, which takes focus.
    stage.fields[.name]?.simReturn()
    say("LIVE-SUBMIT-REFUSED", "focus=\(stage.focused) submitted=\(stage.submitted)")
    let email = stage.fields[.email]
    let name = stage.fields[.name]
    say(
        "LIVE-SPOKEN",
        "email=\(email?.accessibilityLabel ?? "-")|\(email?.accessibilityHint ?? "-") "
            + "name=\(name?.accessibilityLabel ?? "-")|\(name?.accessibilityHint ?? "-") "
            + "announced=\(UIAccessibility.simAnnouncements.joined(separator: ";"))")
    stage.fields[.email]?.simType("a@b.co")
    stage.controller.focus(.name)
    stage.fields[.name]?.simReturn()
    say("LIVE-SUBMIT", "focus=\(stage.focused) submitted=\(stage.submitted)")
}

@MainActor func liveHardwareKeys() {
    let stage = LiveStage()
    let idle = stage.controller.keyCommands(action: Selector("formcKey:"))
    stage.controller.focus(.email)
    let commands = stage.controller.keyCommands(action: Selector("formcKey:"))
    let described = commands.map {
        "\($0.input == "\t" ? "tab" : "other")\($0.modifierFlags.contains(.shift) ? "+shift" : ""):"
            + "\($0.wantsPriorityOverSystemBehavior):\($0.discoverabilityTitle ?? "-")"
    }
    say("KEYS-COMMANDS", "idle=\(idle.count) " + described.joined(separator: ","))
    _ = stage.press(shift: false)
    say("KEYS-TAB", "focus=\(stage.focused)")
    // The last field of the live chain: Tab goes nowhere.
    _ = stage.press(shift: false)
    say("KEYS-TAB-LAST", "focus=\(stage.focused)")
    stage.controller.values.business = true
    _ = stage.press(shift: false)
    say("KEYS-TAB-SHOWN", "focus=\(stage.focused)")
    _ = stage.press(shift: true)
    _ = stage.press(shift: true)
    say("KEYS-SHIFT-TAB", "focus=\(stage.focused)")
    _ = stage.press(shift: true)
    say("KEYS-SHIFT-TAB-FIRST", "focus=\(stage.focused)")
}
