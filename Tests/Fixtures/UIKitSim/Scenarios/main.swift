// Scenarios UIKitScenarioTests runs: the generated ScenarioFormController (from
// ../Scenario.form.yaml) driven through the UIKit double (..), one line of facts per step,
// `<scenario> <facts>`. The test compares the lines with values worked out by hand.

import Foundation
import UIKit

/// One screen: a window somewhere on a screen, a scroll view filling it, the form's fields
/// at fixed content positions, and the controller avoiding the keyboard in the scroll view.
@MainActor final class Stage {
    let window: UIWindow
    let scrollView: UIScrollView
    let controller = ScenarioFormController()
    var textFields: [ScenarioField: UITextField] = [:]
    var notes = UITextView(frame: CGRect(x: 16, y: 1000, width: 300, height: 120))

    /// Content y of each field (44 pt tall); the content is 1300 pt tall.
    static let positions: [ScenarioField: CGFloat] = [.name: 100, .city: 700, .pin: 400, .account: 220, .code: 280, .referral: 340]

    init(screen: CGRect, window frame: CGRect, safeAreaBottom: CGFloat, keyboard: CGRect) {
        window = UIWindow(frame: frame)
        window.screen = UIScreen(simBounds: screen)
        window.simSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: safeAreaBottom, right: 0)
        window.simKeyboard.frame = keyboard
        scrollView = UIScrollView(frame: CGRect(origin: .zero, size: frame.size))
        scrollView.contentSize = CGSize(width: frame.width, height: 1300)
        window.addSubview(scrollView)
        for (field, y) in Self.positions {
            let textField = UITextField(frame: CGRect(x: 16, y: y, width: 300, height: 44))
            scrollView.addSubview(textField)
            controller.register(textField, for: field)
            textFields[field] = textField
        }
        scrollView.addSubview(notes)
        controller.register(notes, for: .notes)
        controller.avoidKeyboard(in: scrollView)
    }

    var focused: String {
        if notes.isFirstResponder { return "notes" }
        return textFields.first { $0.value.isFirstResponder }?.key.rawValue ?? "none"
    }

    var geometry: String {
        "inset=\(scrollView.contentInset.bottom) indicator=\(scrollView.verticalScrollIndicatorInsets.bottom) offset=\(scrollView.contentOffset.y)"
    }

    var state: String { "focus=\(focused) \(geometry)" }

    /// The toolbar item with `symbol` (chevron.up, chevron.down) or the Done item.
    func toolbarItem(_ name: String) -> UIBarButtonItem? {
        let toolbar = window.simFirstResponder?.inputAccessoryView as? UIToolbar
        return toolbar?.items?.first { item in
            name == "done" ? item.systemItem == .done : item.image?.simName == name
        }
    }

    var toolbarState: String {
        "previous=\(toolbarItem("chevron.up")?.isEnabled ?? false) next=\(toolbarItem("chevron.down")?.isEnabled ?? false) done=\(toolbarItem("done") != nil)"
    }
}

func say(_ scenario: String, _ facts: String) { print("\(scenario) \(facts)") }

/// An iPhone (390 × 844 pt) with a 34 pt home indicator and a docked keyboard 336 pt tall
/// (toolbar included) at the screen's bottom.
@MainActor func iPhone() -> Stage {
    Stage(screen: CGRect(x: 0, y: 0, width: 390, height: 844), window: CGRect(x: 0, y: 0, width: 390, height: 844),
          safeAreaBottom: 34, keyboard: CGRect(x: 0, y: 508, width: 390, height: 336))
}

// MARK: (1) Keyboard avoidance geometry

@MainActor func geometry() {
    let phone = iPhone()
    phone.textFields[.city]?.simTap()
    say("GEOMETRY-IPHONE", phone.state)

    // Stage Manager: a 700 × 600 window at (100, 100) on a 1366 × 1024 iPad screen; the docked
    // keyboard (400 pt) covers the window's bottom 76 points.
    let stage = Stage(screen: CGRect(x: 0, y: 0, width: 1366, height: 1024), window: CGRect(x: 100, y: 100, width: 700, height: 600),
                      safeAreaBottom: 0, keyboard: CGRect(x: 0, y: 624, width: 1366, height: 400))
    stage.textFields[.city]?.simTap()
    say("GEOMETRY-STAGE", stage.state)

    // iPad full screen (1024 × 1366, 20 pt home indicator): docked first, then floating, then a
    // zero frame (what an undocked keyboard can report), then a hardware keyboard's accessory bar.
    let pad = Stage(screen: CGRect(x: 0, y: 0, width: 1024, height: 1366), window: CGRect(x: 0, y: 0, width: 1024, height: 1366),
                    safeAreaBottom: 20, keyboard: CGRect(x: 0, y: 1366 - 420, width: 1024, height: 420))
    pad.textFields[.name]?.simTap()
    say("GEOMETRY-PAD-DOCKED", pad.geometry)
    pad.window.simKeyboard.simMove(to: CGRect(x: 300, y: 700, width: 320, height: 260))
    say("GEOMETRY-PAD-FLOATING", pad.geometry)
    pad.window.simKeyboard.simMove(to: .zero)
    say("GEOMETRY-PAD-ZERO", pad.geometry)
    pad.window.simKeyboard.simMove(to: CGRect(x: 0, y: 1366 - 55, width: 1024, height: 55))
    say("GEOMETRY-PAD-HARDWARE", pad.geometry)
}

// MARK: (2) Scrolling the focused field into view

@MainActor func scrolling() {
    let phone = iPhone()
    phone.textFields[.name]?.simTap()
    say("SCROLL-NAME", phone.state)
    let shown = phone.window.simKeyboard.posted.count
    phone.toolbarItem("chevron.down")?.simTap()
    say("SCROLL-NEXT", "\(phone.state) notifications=\(phone.window.simKeyboard.posted.count - shown)")

    let other = iPhone()
    other.notes.simTap()
    say("SCROLL-TEXTVIEW", other.state)
}

// MARK: (3) Fields outside the chain

@MainActor func outside() {
    let phone = iPhone()
    for field in [ScenarioField.account, .code, .referral] {
        guard let textField = phone.textFields[field] else { continue }
        phone.controller.focus(field)
        let byController = textField.isFirstResponder
        let byCode = textField.becomeFirstResponder()
        let byTap = textField.simTap()
        say("OUTSIDE-\(field.rawValue)", "controller=\(byController) code=\(byCode) tap=\(byTap) focus=\(phone.focused) "
            + "enabled=\(textField.isEnabled) hidden=\(textField.isHidden) notifications=\(phone.window.simKeyboard.posted.count)")
    }
}

// MARK: (6) Input filter, delegate forwarding, toolbar states

@MainActor func input() {
    let phone = iPhone()
    phone.textFields[.pin]?.simTap()
    phone.textFields[.pin]?.simType("1a2")
    phone.textFields[.pin]?.simPaste("abc12!")
    phone.textFields[.pin]?.simPaste("34")
    say("INPUT-PIN", "text=\(phone.textFields[.pin]?.text ?? "-")")
    phone.textFields[.name]?.simTap()
    phone.textFields[.name]?.simPaste("Ann-Marie 2")
    say("INPUT-NAME", "text=\(phone.textFields[.name]?.text ?? "-")")
}

@MainActor func toolbar() {
    let phone = iPhone()
    phone.textFields[.name]?.simTap()
    say("TOOLBAR-FIRST", "\(phone.focused) \(phone.toolbarState)")
    phone.toolbarItem("chevron.up")?.simTap()
    say("TOOLBAR-FIRST-PREVIOUS", phone.focused)
    phone.textFields[.name]?.simReturn()
    say("TOOLBAR-RETURN", phone.focused)
    phone.toolbarItem("chevron.down")?.simTap()
    say("TOOLBAR-NEXT", "\(phone.focused) \(phone.toolbarState)")
    phone.toolbarItem("chevron.down")?.simTap()
    say("TOOLBAR-LAST", "\(phone.focused) \(phone.toolbarState)")
    phone.toolbarItem("chevron.down")?.simTap()
    say("TOOLBAR-LAST-NEXT", phone.focused)
    phone.notes.simType("a\nb")
    say("TOOLBAR-NEWLINE", "text=\((phone.notes.text ?? "").debugDescription)")
    phone.toolbarItem("chevron.up")?.simTap()
    say("TOOLBAR-PREVIOUS", phone.focused)
    phone.toolbarItem("done")?.simTap()
    say("TOOLBAR-DONE", "\(phone.state) last=\(phone.window.simKeyboard.posted.last ?? "-")")
}

@MainActor func run() {
    geometry()
    scrolling()
    outside()
    input()
    toolbar()
    forwarding()
    editMenus()
    flagRows()
    tapOutside()
    cascade()
    conditions()
    conditionsFromThePicker()
    traits()
    reuse()
    accessibility()
    insets()
    pickerStarts()
    appsOwnStates()
    pastes()
    accessory()
    submits()
    liveReturnKeys()
    liveHardwareKeys()
    cellReuse()
    cellMessages()
    compatibilityMode()
    cellPolish()
    unchosen()
    showsValues()
    segmented()
    quantities()
    months()
    ratings()
    yesNoQuestions()
    checklists()
}

// `dates SECONDS LABEL` (`months SECONDS LABEL`): only the date (month) scenario, with the clock
// at SECONDS since 1970 (the test runs it under several TZ values); otherwise every scenario.
let arguments = CommandLine.arguments
if arguments.count == 4, arguments[1] == "dates", let seconds = Double(arguments[2]) {
    dateStarts(at: Date(timeIntervalSince1970: seconds), label: arguments[3])
} else if arguments.count == 4, arguments[1] == "months", let seconds = Double(arguments[2]) {
    monthStarts(at: Date(timeIntervalSince1970: seconds), label: arguments[3])
} else {
    run()
}
