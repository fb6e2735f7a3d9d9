// Scenarios of DeviceFormController (../Device.form.yaml): what UIKit does by default that the
// controller must set, checked against the double's model of the default (each cites its source).

import Foundation
import UIKit

/// An iPhone window with one text field per field of Device (a text view for `about`).
@MainActor final class DeviceStage {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = DeviceFormController()
    var fields: [DeviceField: UITextField] = [:]
    let about = UITextView(frame: CGRect(x: 16, y: 600, width: 300, height: 120))

    /// `now`: the controller's clock, fixed before any field is registered.
    init(now: Date? = nil) {
        if let now { controller.clock = { now } }
        for (index, field) in [DeviceField.email, .username, .fullName, .code, .pin, .born, .phone].enumerated() {
            let textField = UITextField(frame: CGRect(x: 16, y: 100 + 60 * CGFloat(index), width: 300, height: 44))
            window.addSubview(textField)
            controller.register(textField, for: field)
            fields[field] = textField
        }
        window.addSubview(about)
        controller.register(about, for: .about)
        let size = UITextField(frame: CGRect(x: 16, y: 760, width: 300, height: 44))
        window.addSubview(size)
        controller.register(size, for: .size)
        fields[.size] = size
    }

    /// The field whose view is first responder, by the view's accessibility identifier.
    var focused: String {
        (window.simFirstResponder as? UIView)?.accessibilityIdentifier ?? "none"
    }
}

/// Issue 27, item 2: each kind's text traits, and what typing gives with them.
@MainActor func traits() {
    let stage = DeviceStage()
    let typed: [DeviceField: String] = [
        .email: "alice@example.com", .username: "alice", .fullName: "ada lovelace", .code: "a1b2", .pin: "42"
    ]
    for field in [DeviceField.email, .username, .fullName, .code, .pin] {
        guard let textField = stage.fields[field] else { continue }
        textField.simTap()
        textField.simType(typed[field] ?? "")
        say("TRAITS-\(field.rawValue)", "text=\(textField.text ?? "-") " + describe(
            textField.autocapitalizationType, textField.autocorrectionType, textField.spellCheckingType,
            textField.smartQuotesType, textField.smartDashesType))
    }
    stage.about.simTap()
    stage.about.simType("hi there. it works")
    say("TRAITS-about", "text=\(stage.about.text ?? "-") " + describe(
        stage.about.autocapitalizationType, stage.about.autocorrectionType, stage.about.spellCheckingType,
        stage.about.smartQuotesType, stage.about.smartDashesType))
}

private func describe(
    _ caps: UITextAutocapitalizationType, _ correction: UITextAutocorrectionType, _ spelling: UITextSpellCheckingType,
    _ quotes: UITextSmartQuotesType, _ dashes: UITextSmartDashesType
) -> String {
    let names = ["none", "words", "sentences", "allCharacters"]
    let states = ["default", "no", "yes"]
    return "caps=\(names[caps.rawValue]) autocorrect=\(states[correction.rawValue]) spell=\(states[spelling.rawValue]) "
        + "quotes=\(states[quotes.rawValue]) dashes=\(states[dashes.rawValue])"
}

/// Issue 27, item 11: a view reused for another field (a table cell scrolled off and back) is
/// bound to the new field only; the view the new field had is released; `unregister(_:)` gives
/// a view back.
@MainActor func reuse() {
    let stage = DeviceStage()
    guard let cell = stage.fields[.email], let oldUsername = stage.fields[.username] else { return }
    stage.controller.register(cell, for: .username)
    cell.simTap()
    let first = stage.focused
    cell.simReturn()
    say("REUSE-RETURN", "focus=\(first) then=\(stage.focused) id=\(cell.accessibilityIdentifier ?? "-") "
        + "caps=\(cell.autocapitalizationType == .none ? "none" : "other") "
        + "released=\(oldUsername.delegate == nil && oldUsername.inputAccessoryView == nil)")
    stage.controller.endEditing()
    stage.controller.focus(.email)
    say("REUSE-EMAIL", "focus=\(stage.focused)")
    stage.controller.unregister(cell)
    stage.controller.focus(.username)
    let focus = stage.focused
    let tapped = cell.simTap()
    say("REUSE-UNREGISTER", "delegate=\(cell.delegate == nil) accessory=\(cell.inputAccessoryView == nil) "
        + "id=\(cell.accessibilityIdentifier ?? "-") focus=\(focus) tapped=\(tapped)")
}

/// Issue 27, item 12: what VoiceOver and UI tests read on each registered control, and picker
/// rows that grow with the text size.
@MainActor func accessibility() {
    let stage = DeviceStage()
    for field in [DeviceField.email, .fullName, .size] {
        guard let view = stage.fields[field] else { continue }
        say("A11Y-\(field.rawValue)", "id=\(view.accessibilityIdentifier ?? "-") label=\(view.accessibilityLabel ?? "-") "
            + "hint=\(view.accessibilityHint ?? "-")")
    }
    say("A11Y-about", "id=\(stage.about.accessibilityIdentifier ?? "-") label=\(stage.about.accessibilityLabel ?? "-")")
    guard let picker = stage.fields[.size]?.inputView as? UIPickerView else { return say("ROWS", "no picker") }
    let standard = picker.delegate?.pickerView(picker, rowHeightForComponent: 0) ?? 0
    UIFontMetrics.simScale = 1.5
    let larger = picker.delegate?.pickerView(picker, rowHeightForComponent: 0) ?? 0
    UIFontMetrics.simScale = 1
    // A source without icons draws a plain label per row (the flag rows are Extras').
    let plain = picker.simView(forRow: 0, component: 0) is UILabel
    say("ROWS", "default=\(standard) larger=\(larger) label=\(plain)")
}

/// Issue 27, item 4: the app's own bottom inset (a 60 pt button bar over the scroll view) is
/// kept while the keyboard is up and given back when it goes; a table view controller's table
/// view is left to UIKit unless the app asks.
@MainActor func insets() {
    func stage(own: CGFloat, in tableController: UITableViewController? = nil, asked: Bool = false)
        -> (UIWindow, UIScrollView, UITextField, DeviceFormController)
    {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.simSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
        window.simKeyboard.frame = CGRect(x: 0, y: 508, width: 390, height: 336)
        let scrollView: UIScrollView = tableController?.tableView ?? UIScrollView(frame: .zero)
        scrollView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        scrollView.contentSize = CGSize(width: 390, height: 1300)
        scrollView.contentInset.bottom = own
        scrollView.verticalScrollIndicatorInsets.bottom = own
        window.addSubview(scrollView)
        let field = UITextField(frame: CGRect(x: 16, y: 700, width: 300, height: 44))
        scrollView.addSubview(field)
        let controller = DeviceFormController()
        controller.register(field, for: .email)
        controller.avoidKeyboard(in: scrollView, insideTableViewController: asked)
        return (window, scrollView, field, controller)
    }
    func geometry(_ scrollView: UIScrollView) -> String {
        "inset=\(scrollView.contentInset.bottom) indicator=\(scrollView.verticalScrollIndicatorInsets.bottom)"
    }
    for own in [CGFloat(60), 400] {
        let (window, scrollView, field, controller) = stage(own: own)
        field.simTap()
        say("INSETS-\(Int(own))-SHOWN", geometry(scrollView) + " focus=\(window.simFirstResponder === field)")
        controller.endEditing()
        say("INSETS-\(Int(own))-HIDDEN", geometry(scrollView))
    }
    // The app sets its own inset (100) while the keyboard is up: that is its inset from then on.
    do {
        let (window, scrollView, field, controller) = stage(own: 60)
        field.simTap()
        scrollView.contentInset.bottom = 100
        controller.endEditing()
        say("INSETS-APP-CHANGED", geometry(scrollView) + " focus=\(window.simFirstResponder === field)")
    }
    // A second scroll view takes over; the first gets its own inset back.
    do {
        let (_, first, field, controller) = stage(own: 60)
        field.simTap()
        let second = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        controller.avoidKeyboard(in: second)
        controller.endEditing()
        say("INSETS-SECOND", "first=\(first.contentInset.bottom) second=\(second.contentInset.bottom)")
    }
    for asked in [false, true] {
        let table = UITableViewController()
        let (window, scrollView, field, controller) = stage(own: 0, in: table, asked: asked)
        field.simTap()
        say("INSETS-TABLE-\(asked ? "ASKED" : "DEFAULT")", geometry(scrollView) + " focus=\(window.simFirstResponder === field)")
        controller.endEditing()
    }
}

/// Issue 27, item 1: a picker's wheels start at the field's value (the spec's default, then
/// what the app stored), and a date picker at the stored day.
@MainActor func pickerStarts() {
    func row(_ field: UITextField?) -> Int { (field?.inputView as? UIPickerView)?.selectedRow(inComponent: 0) ?? -1 }
    let first = DeviceStage()
    first.fields[.size]?.simTap()
    say("PICKER-DEFAULT", "text=\(first.fields[.size]?.text ?? "-") row=\(row(first.fields[.size])) value=\(first.controller.values.size ?? "-")")
    let stored = DeviceStage()
    stored.controller.values.size = "L"
    stored.controller.values.born = DeviceDates.iso("2001-02-03")
    stored.fields[.size]?.simTap()
    say("PICKER-STORED", "text=\(stored.fields[.size]?.text ?? "-") row=\(row(stored.fields[.size]))")
    stored.fields[.born]?.simTap()
    let wheel = (stored.fields[.born]?.inputView as? UIDatePicker)?.date
    say("DATE-STORED", "text=\(stored.fields[.born]?.text ?? "-") wheel=\(wheel == DeviceDates.iso("2001-02-03"))")
}

/// Issue 27, item 1, run by the test under a time zone with the clock fixed at `now`: an empty
/// date field (`max: today`) takes today, the user's day, on its first tap.
@MainActor func dateStarts(at now: Date, label: String) {
    UIDatePicker.simNow = now
    let stage = DeviceStage(now: now)
    stage.fields[.born]?.simTap()
    func facts() -> String {
        "text=\(stage.fields[.born]?.text ?? "-") placeholder=\(stage.fields[.born]?.placeholder ?? "-") value=\(stage.controller.values.born.map { DeviceDates.machineString(from: $0, for: .born) ?? "-" } ?? "-")"
    }
    // Issue 48: the wheel only suggests the user's today (the placeholder); Choose takes it.
    say("DATES-\(label)", facts())
    let toolbar = stage.fields[.born]?.inputAccessoryView as? UIToolbar
    toolbar?.items?.first { $0.title == "Choose" }?.simTap()
    say("DATES-CHOSEN-\(label)", facts())
}

/// The review of issue 26: in a form without conditions the app's own `isHidden` and
/// `isEnabled` survive a picker recording its value in `values`.
@MainActor func appsOwnStates() {
    let stage = DeviceStage()
    stage.fields[.username]?.isEnabled = false
    stage.fields[.code]?.isHidden = true
    stage.fields[.size]?.simTap()
    // A view the storyboard disables and hides before it is registered stays so.
    let storyboard = UITextField(frame: CGRect(x: 16, y: 820, width: 300, height: 44))
    storyboard.isEnabled = false
    storyboard.isHidden = true
    stage.window.addSubview(storyboard)
    stage.controller.register(storyboard, for: .pin)
    say("APP-STATES", "username.enabled=\(stage.fields[.username]?.isEnabled ?? true) code.hidden=\(stage.fields[.code]?.isHidden ?? false) size=\(stage.controller.values.size ?? "-") "
        + "storyboard.enabled=\(storyboard.isEnabled) storyboard.hidden=\(storyboard.isHidden)")
}

/// Issue 27, item 3: a number pasted from Contacts arrives wrapped in U+202D…U+202C; the phone
/// field keeps the number (and its punctuation, as `formc run` does), with the caret after it
/// and the editing-changed event an app listens to; a letter is still refused.
@MainActor func pastes() {
    let stage = DeviceStage()
    guard let phone = stage.fields[.phone] else { return say("PASTE", "no phone field") }
    var changes = 0
    phone.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
    phone.simTap()
    let pasted = phone.simPaste("\u{202D}+1 (555) 123-4567\u{202C}")
    let caret = phone.selectedTextRange?.simStart ?? -1
    phone.simType("x")
    say("PASTE-CONTACTS", "text=\(phone.text ?? "-") pasted=\(pasted) caret=\(caret) changes=\(changes)")
}

/// Issue 27, item 5: the accessory toolbar is 44 pt tall when it first shows (no layout
/// warning), and its title is text to VoiceOver without iOS 26's glass capsule.
@MainActor func accessory() {
    let stage = DeviceStage()
    stage.fields[.fullName]?.simTap()
    let toolbar = stage.fields[.fullName]?.inputAccessoryView as? UIToolbar
    let title = toolbar?.items?.first { $0.title != nil }
    say("ACCESSORY", "height=\(toolbar?.frame.height ?? -1) warnings=\(stage.window.simKeyboard.simLayoutWarnings) "
        + "title=\(title?.title ?? "-") text=\(title?.accessibilityTraits == .staticText) glass=\(!(title?.hidesSharedBackground ?? true))")
    // UIKit lays the bar out at the keyboard's width, items in narrow views inside full-width
    // containers (its content view); the double draws none, so the scenario adds both as UIKit
    // would: a 390 pt content view holding a 44 pt item at the leading edge.
    guard let toolbar else { return say("PASS-THROUGH", "no toolbar") }
    toolbar.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    let item = UIControl(frame: CGRect(x: 8, y: 0, width: 44, height: 44))
    content.addSubview(item)
    toolbar.addSubview(content)
    func name(_ view: UIView?) -> String {
        view == nil ? "through" : view === item ? "item" : view === toolbar ? "bar" : "content"
    }
    say("PASS-THROUGH", "item=\(name(toolbar.simHitTest(CGPoint(x: 20, y: 20)))) "
        + "gap=\(name(toolbar.simHitTest(CGPoint(x: 200, y: 20)))) outside=\(name(toolbar.simHitTest(CGPoint(x: 200, y: 60))))")
}

/// Issue 27, item 10: the app's own Save button calls `submit()`: with the required full name
/// empty it is refused and the field takes focus; typed in (the controller records typed text),
/// it submits, runs `onSubmit` and ends editing.
@MainActor func submits() {
    let stage = DeviceStage()
    var submitted = 0
    stage.controller.onSubmit = { submitted += 1 }
    stage.fields[.email]?.simTap()
    let refused = stage.controller.submit()
    say("SUBMIT-EMPTY", "problems=\(refused.keys.map(\.rawValue).sorted().joined(separator: ",")) focus=\(stage.controller.focusedField?.rawValue ?? "none") submitted=\(submitted)")
    stage.fields[.fullName]?.simType("ada")
    let accepted = stage.controller.submit()
    say("SUBMIT-VALID", "problems=\(accepted.count) name=\(stage.controller.values.fullName) focus=\(stage.controller.focusedField?.rawValue ?? "none") submitted=\(submitted) chain=\(stage.controller.visibleChain.count)")
    // A text view's text is recorded too; unregistered, it is the app's again.
    stage.about.simTap()
    stage.about.simType("hi")
    let recorded = stage.controller.values.about
    // Editing ended in the focused text view (its delegate told): no field has focus after.
    let editingBefore = stage.controller.focusedField?.rawValue ?? "none"
    stage.controller.endEditing()
    say("TEXTVIEW-ENDED", "before=\(editingBefore) after=\(stage.controller.focusedField?.rawValue ?? "none")")
    stage.controller.unregister(stage.about)
    say("TEXTVIEW", "about=\(recorded) delegate=\(stage.about.delegate == nil) accessory=\(stage.about.inputAccessoryView == nil) id=\(stage.about.accessibilityIdentifier ?? "-")")
}
