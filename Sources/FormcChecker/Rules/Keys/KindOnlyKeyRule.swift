import FormcDiagnostics
import FormcIR

/// FC017: a key on a field whose kind it does nothing for, which a person would expect to
/// work: a `contentType:` on a field that shows no keyboard, and any key only other kinds take
/// (the kind table's `KindEntry.keys`): `format:` or `min:` on a text field, `rowHeight:` on a
/// date, `fillOnFocus:` on a field without wheels.
///
/// `textContentType` tells the keyboard's QuickType bar what to offer (AutoFill of a name, a
/// one-time code, a new password). A picker, a date field and a toggle show no keyboard: a
/// `UIPickerView` or `UIDatePicker` is their input view, a `UISwitch` takes no text, and their
/// SwiftUI views (`Picker`, `DatePicker`, `Toggle`) have no content type at all. A date's
/// `format:` and bounds, a picker's `display:` and `rowHeight:`, and `fillOnFocus` (what the
/// wheels show) mean nothing on another kind. Each would be accepted and do nothing, so a
/// person who expects AutoFill, a card number's format or a bound never learns why it is
/// missing. `options:` on another kind is FC013, an error (the decoder's): it declares data.
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
            A field outside the focus chain (`toggle`, `segmented`, `stepper`, `slider`) takes no \
            `placeholder`, `secure`, `next`, `returnKey` or `returnAction`: it shows no text and \
            has no return key. Other keys belong to some kinds only: `format` and `locale` to the \
            date kinds, `min` and `max` to the date kinds, steppers and sliders, `step` to \
            steppers and sliders, `display` and `rowHeight` to pickers, `source` to pickers and \
            segmented controls, `fillOnFocus` (what the wheels show, taken on focus) to the date \
            kinds and pickers, `validation` (lengths, a pattern, bounds: checks of typed text) to the \
            kinds typed on a keyboard. On another kind they do nothing: remove the \
            key. A number's bounds are `validation: {min: …, max: …}`.
            """,
        triggering: [
            "form: F\nfields:\n  - {id: country, kind: picker, options: [DE, FR], contentType: ↓countryName}\n",
            "form: F\nfields:\n  - id: born\n    kind: date\n    contentType: ↓birthdate\n",
            "form: F\nfields:\n  - {id: name, kind: text, fillOnFocus: ↓true}\n",
            "form: F\nfields:\n  - {id: card, kind: number, format: ↓cardNumber}\n",
            "form: F\nfields:\n  - {id: age, min: ↓3}\n",
            "form: F\nfields:\n  - {id: day, kind: date, rowHeight: ↓40}\n",
            "form: F\nfields:\n  - {id: news, kind: toggle, label: News, returnKey: ↓go}\n  - id: name\n",
            "form: F\nfields:\n  - {id: plan, kind: picker, options: [a, b], validation: ↓{minLength: 2}}\n"
        ],
        nonTriggering: [
            "form: F\nfields:\n  - {id: country, contentType: countryName}\n",
            "form: F\nfields:\n  - {id: code, kind: number, contentType: oneTimeCode}\n",
            "form: F\nfields:\n  - {id: day, kind: date, fillOnFocus: true, min: today, format: dd.MM.yyyy}\n",
            "form: F\nfields:\n  - {id: age, kind: number, validation: {min: 3}}\n"
        ])

    func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic]) {
        let kind = field.kind
        if let contentType = field.written.contentType, !kind.showsKeyboard {
            found.append(
                context.diagnostic(
                    .keyWithoutEffect,
                    "'\(Language.fieldKeys.contentType.name)' has no effect on a \(kind.rawValue) field, which shows "
                        + "no keyboard (AutoFill offers content types above a keyboard); remove it",
                    at: contentType.position))
        }
        for written in field.written.keysOfOtherKinds ?? [] {
            let takers = Language.field.key(written.value)?.kinds ?? []
            let others = FieldKind.allCases.filter { !takers.contains($0) }
            // A key of every kind that takes focus is told by what the field is not: in the chain;
            // one of every typed kind, by what it does not take: typed text.
            let chainOnly = Set(takers) == Set(FieldKind.allCases.filter(\.canTakeFocus))
            let typedOnly = Set(takers) == Set(FieldKind.allCases.filter { $0.entry.textControl != nil })
            // A key most kinds take is told by the few that do not.
            var message =
                chainOnly
                ? "'\(written.value)' has no effect on a \(kind.rawValue) field, which takes no keyboard focus: "
                    + "only fields in the focus chain take it; remove it"
                : typedOnly
                    ? "'\(written.value)' has no effect on a \(kind.rawValue) field: only the kinds typed on a keyboard "
                        + "take it (a \(kind.rawValue) field has its own checks); remove it"
                    : others.count < takers.count
                        ? "'\(written.value)' has no effect on a \(kind.rawValue) field: every kind but "
                            + Self.list(others.map(\.rawValue)) + " takes it; remove it"
                        : "'\(written.value)' has no effect on a \(kind.rawValue) field: only "
                            + Self.list(takers.map(\.rawValue)) + " fields take it; remove it"
            // A typed field's bounds are its validation's: `min: 3` meant `validation: {min: 3}`.
            if kind.entry.textControl != nil, let bound = Self.validationBound(written.value) {
                message += ", or write it as '\(Language.fieldKeys.validation.name): {\(bound): …}'"
            }
            found.append(context.diagnostic(.keyWithoutEffect, message, at: written.position))
        }
    }

    /// The validation key a field's own `min:` or `max:` stands for on a typed field.
    private static func validationBound(_ name: String) -> String? {
        let F = Language.fieldKeys, V = Language.validationKeys
        if name == F.min.name { return V.min.name }
        if name == F.max.name { return V.max.name }
        return nil
    }

    /// `a, b and c`.
    private static func list(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " and " + (words.last ?? "")
    }
}
