// Scenarios of ChecklistFormController (../Checklist.form.yaml), issue 49: a multi-select's text
// field takes FormcKit's checklist as its input view, in the focus chain as a picker; a tap on a
// row ticks or unticks its option (the text shows the labels in the options' order, the
// conditions read the set), nothing can be typed, and a submit checks the count.

import Foundation
import UIKit

/// One text field per field of Checklist in a window; every `onPickerChange` call noted.
@MainActor final class ChecklistStage {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = ChecklistFormController()
    var fields: [ChecklistField: UITextField] = [:]
    var changes: [String] = []

    init() {
        for (index, field) in ChecklistField.allCases.enumerated() {
            let textField = UITextField(frame: CGRect(x: 16, y: 100 + 60 * CGFloat(index), width: 300, height: 44))
            window.addSubview(textField)
            controller.register(textField, for: field)
            fields[field] = textField
        }
        controller.onPickerChange = { [unowned self] field, text, values in
            changes.append("\(field.rawValue):\(text):\(values.joined(separator: "/"))")
        }
    }

    var amenities: UITextField { fields[.amenities]! }
    /// The multi-select's input view, as UIKit shows it in place of the keyboard.
    var checklist: FormcChecklist? { amenities.inputView as? FormcChecklist }

    /// Each row as VoiceOver and the eye get it: its label, `+` for a checkmark, `*` for the
    /// selected trait.
    var rows: String {
        (checklist?.visibleCells ?? []).map { cell in
            (cell.simSpokenLabel ?? "-") + (cell.accessoryType == .checkmark ? "+" : "")
                + (cell.accessibilityTraits.contains(.selected) ? "*" : "")
        }.joined(separator: ",")
    }

    /// The field's text (its placeholder in brackets when empty), what it stores, the plate's
    /// visibility and the focused field.
    var state: String {
        let text = amenities.text ?? ""
        let stored = controller.values.amenities.sorted().joined(separator: "/")
        return "text=\(text.isEmpty ? "[\(amenities.placeholder ?? "")]" : text) stored=\(stored) "
            + "plate=\(fields[.plate]!.isHidden ? "hidden" : "shown") focus=\(controller.focusedField?.rawValue ?? "none")"
    }

    var toolbar: String {
        let items = (window.simFirstResponder?.inputAccessoryView as? UIToolbar)?.items ?? []
        let previous = items.first { $0.image?.simName == "chevron.up" }
        let next = items.first { $0.image?.simName == "chevron.down" }
        return "previous=\(previous?.isEnabled ?? false) next=\(next?.isEnabled ?? false) "
            + "choose=\(items.contains { $0.title == "Choose" })"
    }

    /// A submit's problems in the form's words, by field.
    func submit() -> String {
        controller.submit().map { "\($0.key.rawValue):\(ChecklistField.formcForm.message(for: $0.value, of: $0.key))" }
            .sorted().joined(separator: ",")
    }
}

@MainActor func checklists() {
    let stage = ChecklistStage()
    let amenities = stage.amenities
    say(
        "CHECKLIST-REGISTER",
        "input=\(stage.checklist != nil) caret=\(amenities.simOwnTintColor?.simName ?? "-") "
            + "accessory=\(amenities.inputAccessoryView != nil) label=[\(amenities.accessibilityLabel ?? "")] "
            + "\(stage.state)")

    // Next from the name: the multi-select takes focus as a picker does; its rows show the
    // options, none ticked; no Choose (none chosen is an answer, nothing is suggested).
    stage.controller.focus(.name)
    (stage.window.simFirstResponder?.inputAccessoryView as? UIToolbar)?.items?
        .first { $0.image?.simName == "chevron.down" }?.simTap()
    say("CHECKLIST-FOCUS", "\(stage.state) rows=\(stage.rows) \(stage.toolbar)")

    // Nothing can be typed or pasted into it: its text is the checklist's.
    amenities.simType("x")
    let pasted = amenities.simPaste("Pool")
    say("CHECKLIST-TYPING", "text=[\(amenities.text ?? "")] pasted=\(pasted) menu=\(amenities.simEditMenu())")

    // A tap on Parking ticks it: stored, shown, the plate appears; the cells are updated in place
    // (no reload) and the row's highlight goes at once. Then Wi-Fi: the text follows the
    // options' order, not the taps'.
    let loads = stage.checklist?.simLoads ?? -1
    let cells = stage.checklist?.visibleCells ?? []
    stage.checklist?.simTapRow(1)
    let sameCells = zip(cells, stage.checklist?.visibleCells ?? []).allSatisfy { $0 === $1 }
    say(
        "CHECKLIST-TAP",
        "\(stage.state) rows=\(stage.rows) reloads=\((stage.checklist?.simLoads ?? 0) - loads) "
            + "sameCells=\(sameCells) selectedRow=\(stage.checklist?.indexPathForSelectedRow.map { "\($0.row)" } ?? "none")")
    stage.checklist?.simTapRow(0)
    say("CHECKLIST-SECOND", "\(stage.state) rows=\(stage.rows) changes=\(stage.changes)")

    // A third option is one too many (`maxCount: 2`); unticking parking hides the plate again.
    stage.checklist?.simTapRow(2)
    let tooMany = stage.submit()
    say("CHECKLIST-TOO-MANY", "problems=\(tooMany) \(stage.state) rows=\(stage.rows)")
    stage.controller.focus(.amenities)
    stage.checklist?.simTapRow(1)
    let rows = stage.rows
    let valid = stage.submit()
    say("CHECKLIST-UNTICK", "problems=[\(valid)] \(stage.state) rows=\(rows)")

    // None chosen fails `required`, in formc's words; Done ends editing.
    stage.controller.focus(.amenities)
    stage.checklist?.simTapRow(0)
    stage.checklist?.simTapRow(2)
    say("CHECKLIST-NONE", "problems=\(stage.submit()) \(stage.state)")

    // The app shows a draft: the text at once, the ticks when the field is focused (also the
    // focused field's, at once); a value that is no option is in no row and shows no label.
    let shown = ChecklistStage()
    shown.controller.showValues(ChecklistValues(amenities: ["pool", "wifi", "gone"]))
    say("CHECKLIST-SHOW-VALUES", "\(shown.state)")
    shown.controller.focus(.amenities)
    shown.controller.showValues(ChecklistValues(amenities: ["parking"]))
    say("CHECKLIST-SHOW-FOCUSED", "\(shown.state) rows=\(shown.rows)")

    // Unregistered, the text field gets its own input view back: the keyboard.
    let released = ChecklistStage()
    released.controller.unregister(released.amenities)
    say("CHECKLIST-UNREGISTER", "input=\(released.amenities.inputView.map { "\(type(of: $0))" } ?? "keyboard")")
}
