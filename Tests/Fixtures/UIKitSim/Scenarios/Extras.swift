// Scenarios of ExtrasFormController (../Extras.form.yaml): the picker fields' edit menu, the
// picker row's flag size, tap-outside over a full-screen scroll view, and a cascading picker
// whose province has no cities.

import Foundation
import UIKit

/// An app delegate whose edit menu is its own: one "Look Up" item.
@MainActor final class MenuDelegate: NSObject, UITextFieldDelegate {
    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        UIMenu(children: [UIAction(title: "Look Up") { _ in }])
    }
}

/// An iPhone window whose root view holds a scroll view filling it; the fields sit in the
/// scroll view at x 16…316: country at y 100, born at 200, name at 300 (44 pt tall).
@MainActor final class ExtrasStage {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = ExtrasFormController()
    var fields: [ExtrasField: UITextField] = [:]

    init() {
        window.addSubview(root)
        root.addSubview(scrollView)
        for (field, y) in [(ExtrasField.country, 100.0), (.born, 200), (.name, 300)] {
            let textField = UITextField(frame: CGRect(x: 16, y: y, width: 300, height: 44))
            scrollView.addSubview(textField)
            controller.register(textField, for: field)
            fields[field] = textField
        }
        controller.installTapToDismiss(in: root)
    }

    var focused: String { fields.first { $0.value.isFirstResponder }?.key.rawValue ?? "none" }
    var hides: Int { window.simKeyboard.posted.filter { $0 == UIResponder.keyboardWillHideNotification.rawValue }.count }
    var state: String { "focus=\(focused) hides=\(hides)" }
}

@MainActor func editMenus() {
    let stage = ExtrasStage()
    for field in [ExtrasField.country, .born, .name] {
        say("MENU-\(field.rawValue)", "items=" + (stage.fields[field]?.simEditMenu() ?? ["-"]).joined(separator: ","))
    }
    let app = MenuDelegate()
    stage.controller.textFieldDelegate = app
    for field in [ExtrasField.country, .name] {
        say("MENU-APP-\(field.rawValue)", "items=" + (stage.fields[field]?.simEditMenu() ?? ["-"]).joined(separator: ","))
    }
}

@MainActor func flagRows() {
    let stage = ExtrasStage()
    let picker = stage.fields[.country]?.inputView as? UIPickerView
    let row = picker?.simView(forRow: 1, component: 0) as? UIStackView
    let image = row?.arrangedSubviews.first as? UIImageView
    let label = row?.arrangedSubviews.last as? UILabel
    let width = image.flatMap { NSLayoutConstraint.simConstant(.width, of: $0) }
    let height = image.flatMap { NSLayoutConstraint.simConstant(.height, of: $0) }
    say("FLAG-ROW", "image=\(image?.simImage?.simName ?? "-") width=\(width.map { "\($0)" } ?? "none") "
        + "height=\(height.map { "\($0)" } ?? "none") autoresizing=\(image?.translatesAutoresizingMaskIntoConstraints ?? true) "
        + "label=\(label?.text ?? "-") dynamicType=\(label?.adjustsFontForContentSizeCategory ?? false)")
}

@MainActor func tapOutside() {
    let stage = ExtrasStage()
    stage.window.simTap(at: CGPoint(x: 20, y: 320))
    say("TAP-FIELD", stage.state)
    stage.window.simTap(at: CGPoint(x: 20, y: 320))
    say("TAP-FOCUSED-FIELD", stage.state)
    stage.window.simTap(at: CGPoint(x: 20, y: 120))
    say("TAP-OTHER-FIELD", stage.state)
    stage.window.simTap(at: CGPoint(x: 200, y: 600))
    say("TAP-SCROLL-VIEW", stage.state)
}

/// The cascading picker follows the core's path (`ExtrasSources.path`, the SwiftUI view's rule
/// too): a province without cities leaves the city column empty, and a row that does not exist
/// changes nothing.
@MainActor func cascade() {
    let stage = ExtrasStage()
    let place = UITextField(frame: CGRect(x: 16, y: 400, width: 300, height: 44))
    stage.scrollView.addSubview(place)
    stage.controller.register(place, for: .place)
    var reported: [String] = []
    stage.controller.onPickerChange = { _, _, values in reported = values }
    stage.controller.focus(.place)
    let facts = { "text=[\(place.text ?? "")] values=\(reported.joined(separator: ",")) cities=\((place.inputView as? UIPickerView)?.numberOfRows(inComponent: 1) ?? -1)" }
    say("CASCADE-FILL", facts())
    guard let picker = place.inputView as? UIPickerView else { return say("CASCADE-PICKER", "none") }
    picker.delegate?.pickerView(picker, didSelectRow: 1, inComponent: 0)
    say("CASCADE-EMPTY", facts())
    picker.delegate?.pickerView(picker, didSelectRow: 0, inComponent: 1)
    say("CASCADE-NO-CITY", facts())
    picker.delegate?.pickerView(picker, didSelectRow: 2, inComponent: 0)
    say("CASCADE-BACK", facts())
    picker.delegate?.pickerView(picker, didSelectRow: 7, inComponent: 1)
    say("CASCADE-OUT-OF-RANGE", facts())
}
