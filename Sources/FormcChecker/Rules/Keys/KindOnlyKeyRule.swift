import FormcDiagnostics
import FormcIR

/// FC017: a key on a field whose kind it does nothing for, which a person would expect to
/// work: a `contentType:` on a field that shows no keyboard, a `fillOnFocus:` on a field that
/// has no wheels.
///
/// `textContentType` tells the keyboard's QuickType bar what to offer (AutoFill of a name, a
/// one-time code, a new password). A picker, a date field and a toggle show no keyboard: a
/// `UIPickerView` or `UIDatePicker` is their input view, a `UISwitch` takes no text, and their
/// SwiftUI views (`Picker`, `DatePicker`, `Toggle`) have no content type at all. `fillOnFocus`
/// fills an empty date or picker field with what its wheels show; a text field or a toggle
/// has no wheels to take a value from. Either key would be accepted and do nothing, so a
/// person who expects AutoFill, or a field filled on focus, never learns why it is missing.
struct KindOnlyKeyRule: FieldRule {
    static let description = RuleDescription(
        .keyWithoutEffect,
        explanation: """
            `contentType` sets the field's `textContentType`, which tells the keyboard's \
            QuickType bar what to offer: AutoFill of a name, an address, a one-time code, a new \
            password. A `picker`, a `date`, `time` or `dateTime` field and a `toggle` show no \
            keyboard (a picker or a date picker is their input view, a switch takes no text), \
            and SwiftUI's `Picker`, `DatePicker` and `Toggle` have no content type, so the key \
            does nothing there. Remove it; for AutoFill of a birthday or a card's expiry, use a \
            text field (`kind: text`, `contentType: birthdate`) instead of a date picker. \
            `fillOnFocus` fills an empty `picker`, `date`, `time` or `dateTime` field with what \
            its wheels show when it takes focus; any other kind has no wheels, so the key does \
            nothing there: remove it, or give the field a default.
            """,
        triggering: [
            "form: F\nfields:\n  - {id: country, kind: picker, options: [DE, FR], contentType: ↓countryName}\n",
            "form: F\nfields:\n  - id: born\n    kind: date\n    contentType: ↓birthdate\n",
            "form: F\nfields:\n  - {id: name, kind: text, fillOnFocus: ↓true}\n"
        ],
        nonTriggering: [
            "form: F\nfields:\n  - {id: country, contentType: countryName}\n",
            "form: F\nfields:\n  - {id: code, kind: number, contentType: oneTimeCode}\n",
            "form: F\nfields:\n  - {id: day, kind: date, fillOnFocus: true}\n"
        ])

    func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic]) {
        if let contentType = field.written.contentType, !field.kind.showsKeyboard {
            found.append(
                context.diagnostic(
                    .keyWithoutEffect,
                    "'contentType' has no effect on a \(field.kind.rawValue) field, which shows no keyboard "
                        + "(AutoFill offers content types above a keyboard); remove it",
                    at: contentType.position))
        }
        if let fill = field.written.fillOnFocus, !field.kind.entry.value.hasWheels {
            found.append(
                context.diagnostic(
                    .keyWithoutEffect,
                    "'fillOnFocus' has no effect on a \(field.kind.rawValue) field, which has no wheels to fill it "
                        + "from (only picker, date, time and dateTime fields do); remove it",
                    at: fill.position))
        }
    }
}
