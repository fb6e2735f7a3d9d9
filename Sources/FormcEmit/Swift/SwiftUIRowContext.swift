import FormcIR

/// The keys of one field that the SwiftUI view's row reads: which control shows the field
/// (exactly one of the `row…` booleans), and the text traits SwiftUI sets on a text control.
enum SwiftUIRowContext {
    static func build(_ field: Field, form: Form) -> [SwiftContext.Key: MustacheValue] {
        var object: [SwiftContext.Key: MustacheValue] = [:]
        object[rowKey(field, form: form)] = .bool(true)
        if field.hidden { object[.isHidden] = .bool(true) }
        if field.disabled { object[.isDisabled] = .bool(true) }
        if field.kind.keyboardType != nil {
            let traits = traits(field)
            object[.autocapitalizationLiteral] = .string("." + traits.autocapitalization)
            object[.autocorrectionDisabled] = .string(String(traits.autocorrectionDisabled))
        }
        if let mode = field.date?.mode {
            switch mode {
            case .date: object[.dateComponentsLiteral] = .string("[.date]")
            case .time: object[.dateComponentsLiteral] = .string("[.hourAndMinute]")
            case .dateAndTime: object[.dateComponentsLiteral] = .string("[.date, .hourAndMinute]")
            }
        }
        return object
    }

    /// The row's control: `rowText` (`TextField`), `rowSecure` (`SecureField`),
    /// `rowMultiline` (`TextEditor`), `rowDate` (`DatePicker`), `rowPicker` (one `Picker`),
    /// `rowCascade` (one `Picker` per level), `rowToggle` (`Toggle`).
    private static func rowKey(_ field: Field, form: Form) -> SwiftContext.Key {
        switch field.kind {
        case .multiline: return .rowMultiline
        case .date, .time, .dateTime: return .rowDate
        case .toggle: return .rowToggle
        case .picker:
            let cascading = form.source(field.picker?.source ?? "")?.isCascading ?? false
            return cascading ? .rowCascade : .rowPicker
        case .text, .secure, .email, .url, .phone, .number, .decimal:
            return field.isSecureTextEntry ? .rowSecure : .rowText
        }
    }

    /// A text field's capitalisation (a `TextInputAutocapitalization` name) and whether
    /// autocorrection is off: the traits SwiftUI's row sets (`FormcInputTraits` in the table).
    static func traits(_ field: Field) -> (autocapitalization: String, autocorrectionDisabled: Bool) {
        (autocapitalization(field), autocorrectionDisabled(field))
    }

    /// `TextInputAutocapitalization`: none where capitals would be wrong (addresses, secrets,
    /// codes, digits), words for names and places, sentences for other text.
    private static func autocapitalization(_ field: Field) -> String {
        if field.kind != .text && field.kind != .multiline { return "never" }
        if field.isSecureTextEntry { return "never" }
        switch field.contentType {
        case "username", "password", "newPassword", "oneTimeCode", "emailAddress", "URL": return "never"
        case "name", "namePrefix", "givenName", "middleName", "familyName", "nameSuffix", "nickname",
            "organizationName", "addressCity", "addressState", "addressCityAndState", "countryName", "sublocality",
            "jobTitle", "location":
            return "words"
        default: return "sentences"
        }
    }

    /// Autocorrection is off for everything but free text: it rewrites names, addresses,
    /// codes and secrets.
    private static func autocorrectionDisabled(_ field: Field) -> Bool {
        guard field.kind == .text || field.kind == .multiline, !field.isSecureTextEntry else { return true }
        return field.contentType != nil
    }
}
