import FormcIR

/// The text traits SwiftUI's row sets on a text field that the spec does not name:
/// `FormcInputTraits.autocapitalization` and `.autocorrectionDisabled` in the table.
enum SwiftTextTraits {
    /// A text field's capitalisation (a `TextInputAutocapitalization` name) and whether
    /// autocorrection is off: the traits SwiftUI's row sets.
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
