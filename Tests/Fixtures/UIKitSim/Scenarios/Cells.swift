// Scenarios of CellsFormController (../Cells.form.yaml), issue 48: reused views keep nothing of
// the field before (item 2), the app's and a server's messages under the fields (item 4), the
// keyboard toolbar in iOS 26's compatibility mode (item 9), and item 12's UIKit parts.

import Foundation
import UIKit

/// The app's own check (issue 48, item 4): a card number must pass the Luhn check. It runs
/// with the spec's checks (`validate()`), and fails as they do.
extension CellsValues {
    public func appFailures() -> [(field: CellsField, message: String)] {
        guard !card.isEmpty else { return [] }
        let digits = card.compactMap(\.wholeNumberValue).reversed()
        let sum = digits.enumerated().reduce(0) { total, entry in
            let doubled = entry.offset % 2 == 1 ? entry.element * 2 : entry.element
            return total + (doubled > 9 ? doubled - 9 : doubled)
        }
        return sum % 10 == 0 ? [] : [(.card, "The card number is not valid.")]
    }
}

/// An iPhone window with one text field and one message label per field of Cells.
@MainActor final class CellsStage {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = CellsFormController()
    var fields: [CellsField: UITextField] = [:]
    var labels: [CellsField: UILabel] = [:]

    init(labels withLabels: Bool = true) {
        for (index, field) in CellsField.allCases.enumerated() {
            let textField = UITextField(frame: CGRect(x: 16, y: 100 + 80 * CGFloat(index), width: 300, height: 44))
            window.addSubview(textField)
            controller.register(textField, for: field)
            fields[field] = textField
            guard withLabels else { continue }
            let label = UILabel(frame: CGRect(x: 16, y: 146 + 80 * CGFloat(index), width: 300, height: 20))
            window.addSubview(label)
            controller.register(label, messageFor: field)
            labels[field] = label
        }
    }

    var focused: String { (window.simFirstResponder as? UIView)?.accessibilityIdentifier ?? "none" }

    /// A field's label and its view's hint: `text|hidden` or `-` when the label shows nothing.
    func message(_ field: CellsField) -> String {
        guard let label = labels[field] else { return "no label" }
        return label.isHidden ? "-" : (label.text ?? "nil")
    }
}

/// What a text field holds of the traits the controller sets.
@MainActor private func traits(_ view: UITextField) -> String {
    "content=\(view.textContentType?.rawValue ?? "nil") secure=\(view.isSecureTextEntry) "
        + "rules=\(view.passwordRules?.passwordRulesDescriptor ?? "nil") tint=\(view.simOwnTintColor == nil ? "inherited" : "set") "
        + "input=\(view.inputView == nil ? "keyboard" : "picker") keyboard=\(view.keyboardType.rawValue) "
        + "caps=\(view.autocapitalizationType.rawValue) placeholder=\(view.placeholder ?? "nil") "
        + "id=\(view.accessibilityIdentifier ?? "nil") label=\(view.accessibilityLabel ?? "nil")"
}

/// Issue 48, item 2: one view given to a picker field and then to a plain text field, another
/// to a new password and then to the same plain field: each ends with the plain field's traits.
/// The app's own placeholder survives; `unregister` gives every trait back.
@MainActor func cellReuse() {
    let stage = CellsStage(labels: false)
    let cell = UITextField(frame: CGRect(x: 16, y: 600, width: 300, height: 44))
    cell.placeholder = "Own"
    stage.window.addSubview(cell)
    stage.controller.register(cell, for: .size)
    say("CELLS-REUSE-PICKER", traits(cell))
    stage.controller.register(cell, for: .nickname)
    say("CELLS-REUSE-PICKER-TEXT", traits(cell))
    stage.controller.unregister(cell)
    say(
        "CELLS-REUSE-UNREGISTER",
        traits(cell) + " delegate=\(cell.delegate == nil) accessory=\(cell.inputAccessoryView == nil)")

    let other = UITextField(frame: CGRect(x: 16, y: 660, width: 300, height: 44))
    stage.window.addSubview(other)
    stage.controller.register(other, for: .password)
    say("CELLS-REUSE-PASSWORD", traits(other))
    stage.controller.register(other, for: .nickname)
    say("CELLS-REUSE-PASSWORD-TEXT", traits(other))
    // The view `nickname` had before is given back, with its own traits.
    let released = stage.fields[.password].map(traits) ?? "-"
    say("CELLS-REUSE-RELEASED", released)

    // Item 2, the caret's tint: `tintColor` reads the inherited colour too, so a cell that
    // inherited the table's tint when a date field took it inherits again once a plain field
    // has it (a later tint of the table reaches its caret); an app's own tint on a view stays.
    let table = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    table.tintColor = UIColor(simName: "orange")
    stage.window.addSubview(table)
    let inheriting = UITextField(frame: CGRect(x: 16, y: 780, width: 300, height: 44))
    table.addSubview(inheriting)
    let own = UITextField(frame: CGRect(x: 16, y: 840, width: 300, height: 44))
    own.tintColor = UIColor(simName: "green")
    table.addSubview(own)
    stage.controller.register(inheriting, for: .size)
    stage.controller.register(inheriting, for: .nickname)
    stage.controller.register(own, for: .size)
    stage.controller.register(own, for: .card)
    table.tintColor = UIColor(simName: "purple")
    say(
        "CELLS-REUSE-TINT",
        "inheriting=\(inheriting.tintColor.simName) own=\(own.tintColor.simName)")

    // A cell the spec's disabled field had is enabled again for a plain one, and given back
    // enabled; the app's own `isEnabled` for a plain field is the app's.
    let disabled = UITextField(frame: CGRect(x: 16, y: 720, width: 300, height: 44))
    stage.window.addSubview(disabled)
    stage.controller.register(disabled, for: .referral)
    let before = disabled.isEnabled
    stage.controller.register(disabled, for: .card)
    let after = disabled.isEnabled
    stage.controller.register(disabled, for: .referral)
    stage.controller.unregister(disabled)
    say("CELLS-REUSE-DISABLED", "referral=\(before) card=\(after) unregistered=\(disabled.isEnabled)")

    // A view registered for another field while it has focus (`register` says it shows its new
    // keyboard and toolbar now): the empty picker's suggestion and Choose go with the picker,
    // the view is edited as the new field, and Next moves on from there.
    let focusedStage = CellsStage(labels: false)
    guard let cell = focusedStage.fields[.size] else { return }
    focusedStage.controller.focus(.size)
    let toolbar = { (cell.inputAccessoryView as? UIToolbar)?.items ?? [] }
    let suggested = "placeholder=\(cell.placeholder ?? "nil") choose=\(toolbar().contains { $0.title == "Choose" })"
    focusedStage.controller.register(cell, for: .nickname)
    let refocused =
        "focused=\(focusedStage.controller.focusedField?.rawValue ?? "nil") placeholder=\(cell.placeholder ?? "nil") "
        + "choose=\(toolbar().contains { $0.title == "Choose" })"
    toolbar().first { $0.image?.simName == "chevron.down" }?.simTap()
    say("CELLS-REUSE-FOCUSED", "\(suggested) | \(refocused) | next=\(focusedStage.focused)")

    // Item 2, the text: a view that held a typed password, given to the nickname field while
    // it has focus, shows the nickname (empty), and what is typed next is the nickname alone.
    let textStage = CellsStage(labels: false)
    let shared = UITextField(frame: CGRect(x: 16, y: 600, width: 300, height: 44))
    textStage.window.addSubview(shared)
    textStage.controller.register(shared, for: .password)
    shared.simTap()
    shared.simType("Secret1x")
    textStage.controller.register(shared, for: .nickname)
    let shown = shared.text ?? "nil"
    shared.simType("A")
    say(
        "CELLS-REUSE-TEXT",
        "shown=\(shown) typed=\(shared.text ?? "nil") nickname=\(textStage.controller.values.nickname) "
            + "password=\(textStage.controller.values.password)")
    // A view registered for a field with a value shows it; a new view the app filled itself
    // keeps its text while its field has none.
    textStage.controller.values.username = "ada"
    let fresh = UITextField(frame: CGRect(x: 16, y: 660, width: 300, height: 44))
    textStage.window.addSubview(fresh)
    textStage.controller.register(fresh, for: .username)
    let filled = UITextField(frame: CGRect(x: 16, y: 720, width: 300, height: 44))
    filled.text = "4111"
    textStage.window.addSubview(filled)
    textStage.controller.register(filled, for: .card)
    say("CELLS-REUSE-STORED", "username=\(fresh.text ?? "nil") card=\(filled.text ?? "nil")")

    // Registered again for the focused picker field it has (a cell reconfigured in place):
    // the new wheels start at the field's value, as on focus, not at the first row.
    textStage.controller.values.size = "L"
    guard let sizeView = textStage.fields[.size] else { return }
    textStage.controller.focus(.size)
    let row = { (sizeView.inputView as? UIPickerView)?.selectedRow(inComponent: 0) ?? -1 }
    let rowBefore = row()
    textStage.controller.register(sizeView, for: .size)
    say("CELLS-REREGISTER-FOCUSED", "before=\(rowBefore) after=\(row()) text=\(sizeView.text ?? "nil")")

    // The app's delegate set after `register`: every held view's delegate is set again, so a
    // view that read what its delegate answers when it was set reads it anew.
    let renewStage = CellsStage(labels: false)
    let sets = { renewStage.fields[.nickname]?.simDelegateSets ?? 0 }
    let setsBefore = sets()
    let app = AppDelegate()
    renewStage.controller.textFieldDelegate = app
    say(
        "CELLS-DELEGATE-RENEWED",
        "sets=\(sets() - setsBefore) delegate=\(renewStage.fields[.nickname]?.delegate === renewStage.controller)")
}

/// Issue 48, item 4: formc's own messages once a field is left, the server's at once (focus on
/// the first in chain order, VoiceOver told), each cleared when its field's value changes, the
/// app's Luhn check shown the same way, and submit counting all of them.
@MainActor func cellMessages() {
    let stage = CellsStage()
    let controller = stage.controller
    say(
        "CELLS-MSG-UNTOUCHED",
        "username=\(stage.message(.username)) a11y=\(stage.labels[.username]?.isAccessibilityElement ?? true)")
    stage.fields[.username]?.simTap()
    stage.fields[.nickname]?.simTap()
    say(
        "CELLS-MSG-LEFT",
        "username=\(stage.message(.username)) hint=\(stage.fields[.username]?.accessibilityHint ?? "nil")")
    stage.fields[.username]?.simTap()
    stage.fields[.username]?.simType("ada")
    controller.showErrors([.card: "This card was declined.", .username: "This username is taken."])
    say(
        "CELLS-MSG-SERVER",
        "focus=\(stage.focused) username=\(stage.message(.username)) card=\(stage.message(.card)) "
            + "hint=\(stage.fields[.username]?.accessibilityHint ?? "nil") said=\(UIAccessibility.simAnnouncements.last ?? "-")"
    )
    let refused = controller.submit()
    say(
        "CELLS-MSG-SUBMIT-SERVER",
        "problems=\(refused.keys.map(\.rawValue).sorted().joined(separator: ",")) focus=\(stage.focused)")
    stage.fields[.username]?.simType("x")
    say(
        "CELLS-MSG-CHANGED",
        "username=\(stage.message(.username)) card=\(stage.message(.card)) value=\(controller.values.username)")
    stage.fields[.card]?.simTap()
    stage.fields[.card]?.simType("4111111111111112")
    let luhn = controller.submit()
    say(
        "CELLS-MSG-APP-CHECK",
        "problems=\(luhn.keys.map(\.rawValue).sorted().joined(separator: ",")) card=\(stage.message(.card)) "
            + "focus=\(stage.focused)")
    stage.controller.values.card = "4111111111111111"
    var submitted = 0
    controller.onSubmit = { submitted += 1 }
    let accepted = controller.submit()
    say(
        "CELLS-MSG-VALID",
        "problems=\(accepted.count) submitted=\(submitted) card=\(stage.message(.card)) username=\(stage.message(.username))"
    )
    controller.showErrors([.password: "Too common."])
    controller.showErrors([:])
    say(
        "CELLS-MSG-CLEARED",
        "password=\(stage.message(.password)) message=\(controller.message(for: .password) ?? "nil")")
}

/// Issue 48, item 9: the toolbar lets a tap between its items through only where the iOS 26
/// design is drawn: not in compatibility mode (`UIDesignRequiresCompatibility`) nor for an app
/// linked against an older SDK; an iOS 27 SDK ignores the key.
@MainActor func compatibilityMode() {
    func gap(_ design: FormcSystemDesign) -> String {
        let stage = CellsStage(labels: false)
        stage.controller.systemDesign = design
        stage.fields[.nickname]?.simTap()
        guard let toolbar = stage.fields[.nickname]?.inputAccessoryView as? UIToolbar else { return "no toolbar" }
        // As in `accessory()`: UIKit's full-width content view, holding a narrow item.
        toolbar.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        content.addSubview(UIControl(frame: CGRect(x: 8, y: 0, width: 44, height: 44)))
        toolbar.addSubview(content)
        let hit = toolbar.simHitTest(CGPoint(x: 200, y: 20))
        return hit == nil ? "through" : hit === content ? "kept" : "other"
    }
    let compatible = ["UIDesignRequiresCompatibility": true]
    say(
        "CELLS-DESIGN",
        [
            "new=" + gap(FormcSystemDesign(systemIs26OrLater: true, linkedSDKMajor: 26, infoDictionary: [:])),
            "compatibility="
                + gap(FormcSystemDesign(systemIs26OrLater: true, linkedSDKMajor: 26, infoDictionary: compatible)),
            "sdk18=" + gap(FormcSystemDesign(systemIs26OrLater: true, linkedSDKMajor: 18, infoDictionary: nil)),
            "sdk27=" + gap(FormcSystemDesign(systemIs26OrLater: true, linkedSDKMajor: 27, infoDictionary: compatible)),
            "ios18=" + gap(FormcSystemDesign(systemIs26OrLater: false, linkedSDKMajor: 26, infoDictionary: nil))
        ].joined(separator: " "))
}

/// Issue 48, item 12: a spec `rowHeight` grows with the text size; tap-to-dismiss installed
/// twice is one recognizer, and removed it ends no editing.
@MainActor func cellPolish() {
    let stage = CellsStage(labels: false)
    guard let picker = stage.fields[.size]?.inputView as? UIPickerView else { return say("CELLS-ROWS", "no picker") }
    let standard = picker.delegate?.pickerView(picker, rowHeightForComponent: 0) ?? 0
    UIFontMetrics.simScale = 1.5
    let larger = picker.delegate?.pickerView(picker, rowHeightForComponent: 0) ?? 0
    UIFontMetrics.simScale = 1
    say("CELLS-ROWS", "default=\(standard) larger=\(larger)")

    let root = stage.window
    stage.controller.installTapToDismiss(in: root)
    stage.controller.installTapToDismiss(in: root)
    let installed = root.gestureRecognizers?.count ?? 0
    stage.fields[.nickname]?.simTap()
    root.simTap(at: CGPoint(x: 380, y: 20))
    let afterTap = stage.focused
    stage.fields[.nickname]?.simTap()
    stage.controller.removeTapToDismiss(from: root)
    root.simTap(at: CGPoint(x: 380, y: 20))
    say(
        "CELLS-TAP",
        "installed=\(installed) dismissed=\(afterTap == "none") removed=\(root.gestureRecognizers?.count ?? 0) "
            + "focus=\(stage.focused)")
}
