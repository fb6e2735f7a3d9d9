// Scenarios of MonthFormController (../Month.form.yaml), issue 49: a month field's input view
// (UIKit's own month wheels, or FormcKit's two wheels where UIKit has none), the month it writes,
// and a field's help in a label the app lays out, hidden with its field.

import Foundation
import UIKit

/// An iPhone window with a text field per text and month field of Month and a help label under
/// each of name, note and expiry; the controller's clock (and the date pickers' creation
/// instant) at `now`, 12:00 UTC on 7 December 2026 unless a scenario gives another.
@MainActor final class MonthStage {
    static let now = Date(timeIntervalSince1970: 1_796_644_800)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = MonthFormController()
    var fields: [MonthField: UITextField] = [:]
    var helpLabels: [MonthField: UILabel] = [:]
    var changes: [String] = []

    init(systemMonthPicker: Bool = true, now: Date = MonthStage.now) {
        UIDatePicker.simNow = now
        controller.clock = { now }
        controller.usesSystemMonthPicker = systemMonthPicker
        controller.onPickerChange = { [unowned self] field, text, _ in changes.append("\(field.rawValue)=\(text)") }
        for (index, field) in [MonthField.name, .note, .expiry, .start].enumerated() {
            let textField = UITextField(frame: CGRect(x: 16, y: 100 + 80 * CGFloat(index), width: 300, height: 44))
            window.addSubview(textField)
            controller.register(textField, for: field)
            fields[field] = textField
        }
        for field in [MonthField.name, .note, .expiry] {
            let label = UILabel(frame: CGRect(x: 16, y: (fields[field]?.frame.maxY ?? 0) + 4, width: 300, height: 20))
            window.addSubview(label)
            controller.register(helpLabel: label, for: field)
            helpLabels[field] = label
        }
    }

    var items: [UIBarButtonItem] { (window.simFirstResponder?.inputAccessoryView as? UIToolbar)?.items ?? [] }
    var choose: UIBarButtonItem? { items.first { $0.title == "Choose" } }

    /// A help label's text and whether it is hidden.
    func help(_ field: MonthField) -> String {
        "\(field.rawValue)=[\(helpLabels[field]?.text ?? "-")] hidden=\(helpLabels[field]?.isHidden ?? false)"
    }

    /// A field's text, its placeholder, and its value in seconds since 1970 (nil: empty).
    func shown(_ field: MonthField) -> String {
        var seconds = "nil"
        if case .date(let date?) = controller.values.formcValue(of: field) {
            seconds = String(Int(date.timeIntervalSince1970))
        }
        return "text=[\(fields[field]?.text ?? "")] placeholder=[\(fields[field]?.placeholder ?? "")] value=\(seconds)"
    }

    /// The month wheels of a field (its input view without UIKit's month picker): each
    /// component's row count and selected row, and the titles of the rows shown.
    func wheels(_ field: MonthField) -> String {
        guard let picker = fields[field]?.inputView as? UIPickerView, let source = picker.dataSource else {
            return "wheels=none"
        }
        let components = source.numberOfComponents(in: picker)
        let rows = (0..<components).map { String(source.pickerView(picker, numberOfRowsInComponent: $0)) }
        let selected = (0..<components).map { picker.selectedRow(inComponent: $0) }
        let titles = selected.enumerated().map { component, row in
            (picker.simView(forRow: row, component: component) as? UILabel)?.text ?? "-"
        }
        return "components=\(components) rows=\(rows.joined(separator: ",")) selected=\(selected.map(String.init).joined(separator: ",")) titles=\(titles.joined(separator: ","))"
    }

    /// A person's move of one wheel: the row selected, then the delegate told (UIKit's order).
    func move(_ field: MonthField, row: Int, component: Int) {
        guard let picker = fields[field]?.inputView as? UIPickerView else { return }
        picker.selectRow(row, inComponent: component, animated: true)
        picker.delegate?.pickerView(picker, didSelectRow: row, inComponent: component)
    }
}

@MainActor func months() {
    // Help: shown under name; under note only while the gift toggle shows the note; none for
    // the expiry, which has no help. The footers by section number.
    let stage = MonthStage()
    let form = stage.controller
    say(
        "MONTH-HELP",
        "\(stage.help(.name)) \(stage.help(.note)) \(stage.help(.expiry)) of=\(form.help(of: .name) ?? "nil")|\(form.help(of: .expiry) ?? "nil") footers=\(form.footer(ofSection: 1) ?? "nil")|\(form.footer(ofSection: 2) ?? "nil")"
    )
    stage.controller.values.gift = true
    let shown = stage.help(.note)
    stage.controller.values.gift = false
    say("MONTH-HELP-GIFT", "on: \(shown) off: \(stage.help(.note))")

    // UIKit's own month wheels (iOS 17.4): the wheels style, set before the mode (the double
    // stops otherwise, as UIKit throws); this month at the earliest, December 2040 at the latest.
    let system = MonthStage()
    system.controller.focus(.expiry)
    if let picker = system.fields[.expiry]?.inputView as? UIDatePicker {
        let bounds = [picker.minimumDate, picker.maximumDate].map { $0.map { String(Int($0.timeIntervalSince1970)) } ?? "nil" }
        say(
            "MONTH-SYSTEM",
            "mode=\(picker.datePickerMode == .yearAndMonth ? "yearAndMonth" : "other") wheels=\(picker.preferredDatePickerStyle == .wheels) zone=\(picker.timeZone.map { String($0.secondsFromGMT()) } ?? "nil") min=\(bounds[0]) max=\(bounds[1]) \(system.shown(.expiry))"
        )
        system.choose?.simTap()
        say("MONTH-SYSTEM-CHOSEN", system.shown(.expiry))
        // The wheels moved to the 17th of May 2027, 15:00 UTC: the field holds the month.
        picker.date = Date(timeIntervalSince1970: 1_810_566_000)
        picker.sendActions(for: .valueChanged)
        say("MONTH-SYSTEM-MOVED", "\(system.shown(.expiry)) changes=\(system.changes.joined(separator: ","))")
    } else {
        say("MONTH-SYSTEM", "input=\(String(describing: system.fields[.expiry]?.inputView))")
    }

    // FormcKit's wheels (before iOS 17.4): months and the years 2026…2040; a month before
    // this one turns the wheels back to it.
    let wheels = MonthStage(systemMonthPicker: false)
    wheels.controller.focus(.expiry)
    say("MONTH-WHEELS", "\(wheels.wheels(.expiry)) \(wheels.shown(.expiry))")
    wheels.move(.expiry, row: 4, component: 0)
    say("MONTH-WHEELS-EARLY", "\(wheels.wheels(.expiry)) \(wheels.shown(.expiry))")
    wheels.move(.expiry, row: 1, component: 1)
    wheels.move(.expiry, row: 4, component: 0)
    say("MONTH-WHEELS-MOVED", "\(wheels.wheels(.expiry)) \(wheels.shown(.expiry)) changes=\(wheels.changes.joined(separator: ","))")
    // The default March 2020 shows at once, and the wheels start there: 50 years either side
    // of 2026.
    say("MONTH-WHEELS-START-TEXT", wheels.shown(.start))
    wheels.controller.focus(.start)
    say("MONTH-WHEELS-START", wheels.wheels(.start))

    // Checks: a month before this one, and a date no text of the format reads back.
    var early = MonthValues()
    early.expiry = MonthDates.iso("2026-11")
    let problems = early.validate(now: MonthStage.now).map { "\($0.key.rawValue):\(MonthField.formcForm.message(for: $0.value, of: $0.key))" }
    say(
        "MONTH-CHECKS",
        "\(problems.sorted().joined(separator: ",")) unheld=\(MonthField.formcForm.message(for: .notADate, of: .expiry))"
    )
}

/// Run by the test under several time zones with the clock at `now`: the month an empty expiry
/// suggests (the device's month of `now`) and the value Choose writes (its first day, midnight
/// UTC), with both input views.
@MainActor func monthStarts(at now: Date, label: String) {
    for system in [true, false] {
        let stage = MonthStage(systemMonthPicker: system, now: now)
        stage.controller.focus(.expiry)
        let suggested = stage.shown(.expiry)
        stage.choose?.simTap()
        say("MONTH-\(label)-\(system ? "SYSTEM" : "WHEELS")", "\(suggested) chosen: \(stage.shown(.expiry))")
    }
}
