/// The kind tables of the docs, rendered from the kind table (`LanguageTables` places them):
/// spec-language.md §6 (what each kind is on iOS) and run.md §8 (what each kind answers).
enum KindDocs {
    /// `kind` | keyboard | input view | secure | return key | focus chain | SwiftUI, one row per kind.
    static func kindTable() -> String {
        var rows = [
            "| `kind` | `UIKeyboardType` | `inputView` | `isSecureTextEntry` | Return key on the keyboard "
                + "| In the focus chain | UIKit | SwiftUI |",
            "|---|---|---|---|---|---|---|---|"
        ]
        for kind in FieldKind.allCases {
            let entry = kind.entry
            let name = "`\(kind.rawValue)`" + (kind == FieldKind.unwritten ? " (default)" : "")
            let inputView: String
            switch entry.inputView {
            case .datePicker(.yearAndMonth)?:
                inputView =
                    "`UIDatePicker`, mode `.yearAndMonth` (iOS 17.4; before, a `UIPickerView` of months and years)"
            case .datePicker(let mode)?: inputView = "`UIDatePicker`, mode `.\(mode.rawValue)`"
            case .picker?: inputView = "`UIPickerView` (one component per level)"
            case .checklist?: inputView = "FormcKit's `FormcChecklist` (a `UITableView`, a checkmark per chosen option)"
            case nil: inputView = "—"
            }
            let returnKey =
                !entry.hasReturnKey
                ? (entry.takesFocus ? "**no**" : "no")
                : kind.returnInsertsLineBreak ? "yes (inserts a line break)" : "yes"
            rows.append(
                row([
                    name, entry.keyboard.map { "`.\($0.rawValue)`" } ?? "—", inputView,
                    entry.textControl == .secure ? "**yes**" : "no", returnKey, entry.takesFocus ? "yes" : "**never**",
                    "`\(entry.control.uikit)`", swiftUI(entry)
                ]))
        }
        return rows.joined(separator: "\n")
    }

    /// The SwiftUI control FormcKit's form view gives the kind, with what sets it apart.
    private static func swiftUI(_ entry: KindEntry) -> String {
        let control = "`\(entry.swiftUIControl)`"
        switch entry.control {
        case .textField:
            guard let keyboard = entry.keyboard, keyboard != .default else { return control }
            return control + " + `.keyboardType(.\(keyboard.rawValue))`"
        case .dateWheels:
            guard case .date(let mode) = entry.value else { return "`DatePicker`" }
            switch mode {
            case .date: return "`DatePicker` (`.date`)"
            case .time: return "`DatePicker` (`.hourAndMinute`)"
            case .dateAndTime: return "`DatePicker` (`[.date, .hourAndMinute]`)"
            // SwiftUI's DatePicker has no month-and-year mode.
            case .yearAndMonth: return "two wheels, month and year (a `UIPickerView`)"
            }
        case .slider: return control + " with its value shown"
        case .rating: return control + " (stars; numbers on a scale from 0)"
        case .segments where entry.value == .yesNo: return control + ": Yes and No"
        case .checklist: return "a `Button` per option, a checkmark on each chosen one"
        case .textView, .optionWheels, .switch, .segments, .stepper: return control
        }
    }

    /// Field | value | no answer, one row per answer shape, then the rows every kind shares.
    static func answerTable() -> String {
        var rows = ["| Field | Value | When there is no answer |", "|---|---|---|"]
        for shape in ValueShape.allCases {
            // Only a kind that takes levels answers a path.
            let kinds = FieldKind.allCases.filter { kind in
                let entry = kind.entry
                return ValueShape(entry.value, cascading: shape == .path, integral: shape == .integer) == shape
                    && (shape != .path || entry.takesLevels)
            }
            var name = kinds.map { "`\($0.rawValue)`" }.joined(separator: ", ")
            if shape == .option { name += " (flat)" }
            if shape == .path { name += " (cascading)" }
            if shape == .integer { name += " (whole `min`, `max` and `step`)" }
            if shape == .real { name += " (any other)" }
            rows.append(row([name, shape.answerDoc, shape.noAnswerDoc]))
        }
        rows.append(row(["read-only (`editable: false`)", "the field's `default`, typed as above", "as above"]))
        rows.append(row(["hidden or disabled at submit", "no key", "no key"]))
        return rows.joined(separator: "\n")
    }

    private static func row(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |" }
}
