import FormcDiagnostics
import FormcIR

/// FC017: a `contentType:` on a field that shows no keyboard.
///
/// `textContentType` tells the keyboard's QuickType bar what to offer (AutoFill of a name, a
/// one-time code, a new password). A picker, a date field and a toggle show no keyboard: a
/// `UIPickerView` or `UIDatePicker` is their input view, a `UISwitch` takes no text, and their
/// SwiftUI views (`Picker`, `DatePicker`, `Toggle`) have no content type at all. The key would
/// be accepted and do nothing, so a person who expects AutoFill never learns why it is missing.
struct KeyboardOnlyKeyRule: FieldRule {
    static let description = RuleDescription(
        .keyWithoutEffect,
        explanation: """
            `contentType` sets the field's `textContentType`, which tells the keyboard's \
            QuickType bar what to offer: AutoFill of a name, an address, a one-time code, a new \
            password. A `picker`, a `date`, `time` or `dateTime` field and a `toggle` show no \
            keyboard (a picker or a date picker is their input view, a switch takes no text), \
            and SwiftUI's `Picker`, `DatePicker` and `Toggle` have no content type, so the key \
            does nothing there. Remove it; for AutoFill of a birthday or a card's expiry, use a \
            text field (`kind: text`, `contentType: birthdate`) instead of a date picker.
            """,
        triggering: [
            "form: F\nfields:\n  - {id: country, kind: picker, options: [DE, FR], contentType: ↓countryName}\n",
            "form: F\nfields:\n  - id: born\n    kind: date\n    contentType: ↓birthdate\n"
        ],
        nonTriggering: [
            "form: F\nfields:\n  - {id: country, contentType: countryName}\n",
            "form: F\nfields:\n  - {id: code, kind: number, contentType: oneTimeCode}\n"
        ])

    func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic]) {
        guard let contentType = field.written.contentType, !field.kind.showsKeyboard else { return }
        found.append(
            context.diagnostic(
                .keyWithoutEffect,
                "'contentType' has no effect on a \(field.kind.rawValue) field, which shows no keyboard "
                    + "(AutoFill offers content types above a keyboard); remove it",
                at: contentType.position))
    }
}
