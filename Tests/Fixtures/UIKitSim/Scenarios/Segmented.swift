// Scenarios of SegmentedFormController (../Segmented.form.yaml), issue 49: a segmented field's
// UISegmentedControl, registered with the controller, shows the source's options as segments;
// a tap stores the option, which the conditions read (notes shows for a medium size); the
// conditions enable it (once a name is typed); `showValues` selects the stored option's segment;
// setting a segment in code records nothing.

import Foundation
import UIKit

/// Name and notes as text fields, the size as a segmented control that held a segment of its
/// own before the controller took it; every `onPickerChange` call noted.
@MainActor final class SegmentedStage {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = SegmentedFormController()
    let name = UITextField(frame: CGRect(x: 16, y: 60, width: 300, height: 44))
    let notes = UITextField(frame: CGRect(x: 16, y: 180, width: 300, height: 44))
    let sizes = UISegmentedControl(frame: CGRect(x: 16, y: 120, width: 300, height: 32))
    var changes: [String] = []

    init() {
        sizes.insertSegment(withTitle: "Old", at: 0, animated: false)
        sizes.selectedSegmentIndex = 0
        for view in [name, sizes, notes] as [UIView] { window.addSubview(view) }
        controller.register(name, for: .name)
        controller.register(sizes, for: .size)
        controller.register(notes, for: .notes)
        controller.onPickerChange = { [unowned self] field, text, values in
            changes.append("\(field.rawValue):\(text):\(values.joined(separator: "/"))")
        }
    }

    /// The segments' titles, the selected one, and whether the control takes a tap.
    var segments: String {
        let titles = (0..<sizes.numberOfSegments).map { sizes.titleForSegment(at: $0) ?? "-" }
        return "segments=\(titles.joined(separator: ",")) selected=\(sizes.selectedSegmentIndex) "
            + "enabled=\(sizes.isEnabled) hidden=\(sizes.isHidden)"
    }

    var size: String { controller.values.size ?? "nil" }
    var notesShown: String { notes.isHidden ? "hidden" : "shown" }

    /// The focused field, its toolbar's Next and its return key.
    var chain: String {
        let toolbar = window.simFirstResponder?.inputAccessoryView as? UIToolbar
        let next = toolbar?.items?.first { $0.image?.simName == "chevron.down" }
        let key = name.returnKeyType == .next ? "next" : name.returnKeyType == .done ? "done" : "other"
        return "focus=\(controller.focusedField?.rawValue ?? "none") next=\(next?.isEnabled ?? false) return=\(key)"
    }
}

@MainActor func segmented() {
    let stage = SegmentedStage()
    // Registered again (a cell configured twice): still one action.
    stage.controller.register(stage.sizes, for: .size)
    let sizes = stage.sizes
    say(
        "SEGMENTED-REGISTER",
        "\(stage.segments) id=\(sizes.accessibilityIdentifier ?? "nil") label=[\(sizes.accessibilityLabel ?? "")] "
            + "hint=[\(sizes.accessibilityHint ?? "")] notes=\(stage.notesShown) "
            + "actions=\(sizes.simActionCount(for: .valueChanged))")
    // Disabled while the name is empty: a tap does nothing.
    let refused = sizes.simTapSegment(1)
    say("SEGMENTED-DISABLED-TAP", "changed=\(refused) size=\(stage.size) selected=\(sizes.selectedSegmentIndex)")

    stage.name.simTap()
    stage.name.simType("Ann")
    say("SEGMENTED-ENABLED", "enabled=\(sizes.isEnabled) \(stage.chain)")

    let medium = sizes.simTapSegment(1)
    say(
        "SEGMENTED-TAP-MEDIUM",
        "changed=\(medium) size=\(stage.size) selected=\(sizes.selectedSegmentIndex) notes=\(stage.notesShown) "
            + "\(stage.chain) changes=\(stage.changes.joined(separator: ";"))")
    let large = sizes.simTapSegment(2)
    say(
        "SEGMENTED-TAP-LARGE",
        "changed=\(large) size=\(stage.size) selected=\(sizes.selectedSegmentIndex) notes=\(stage.notesShown) "
            + "\(stage.chain) changes=\(stage.changes.count)")
    let same = sizes.simTapSegment(2)
    say("SEGMENTED-TAP-SAME", "changed=\(same) size=\(stage.size) changes=\(stage.changes.count)")
    // Set in code: the control sends nothing, the value stays.
    sizes.selectedSegmentIndex = 0
    say("SEGMENTED-CODE", "selected=\(sizes.selectedSegmentIndex) size=\(stage.size) changes=\(stage.changes.count)")

    stage.controller.showValues(SegmentedValues(name: "Bo", size: "m"))
    let medium2 = "\(sizes.selectedSegmentIndex) notes=\(stage.notesShown)"
    stage.controller.showValues(SegmentedValues(name: "Bo", size: nil))
    let none = "\(sizes.selectedSegmentIndex) notes=\(stage.notesShown)"
    stage.controller.showValues(SegmentedValues(name: "Bo", size: "xl"))
    let unknown = "\(sizes.selectedSegmentIndex)"
    say(
        "SEGMENTED-SHOW-VALUES",
        "m=\(medium2) nil=\(none) xl=\(unknown) name=\(stage.name.text ?? "") changes=\(stage.changes.count)")

    // A submit without a size: its message is the control's hint until a tap chooses one.
    stage.controller.showValues(SegmentedValues(name: "Bo", size: nil))
    let problems = stage.controller.submit().keys.map(\.rawValue).sorted().joined(separator: ",")
    let refusedHint = sizes.accessibilityHint ?? ""
    sizes.simTapSegment(0)
    say(
        "SEGMENTED-SUBMIT",
        "problems=\(problems) hint=[\(refusedHint)] tapped=\(stage.size) hint=[\(sizes.accessibilityHint ?? "")] "
            + "left=\(stage.controller.submit().count)")

    // Given back: the control's own texts and state, no action; a tap stores nothing.
    stage.controller.unregister(sizes)
    let tapped = sizes.simTapSegment(2)
    say(
        "SEGMENTED-UNREGISTER",
        "id=\(sizes.accessibilityIdentifier ?? "nil") label=\(sizes.accessibilityLabel ?? "nil") "
            + "hint=\(sizes.accessibilityHint ?? "nil") actions=\(sizes.simActionCount(for: .valueChanged)) "
            + "tapped=\(tapped) size=\(stage.size) \(stage.segments)")
}
