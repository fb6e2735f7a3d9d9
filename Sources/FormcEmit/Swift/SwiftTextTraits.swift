import FormcIR

/// The text traits of a field's keyboard that the spec does not name, decided once for the
/// UIKit controller and the SwiftUI row (both apply the table's `FormcInputTraits`):
/// capitalisation, autocorrection (spell checking follows it), smart punctuation.
enum SwiftTextTraits {
    /// A text field's capitalisation (a `TextInputAutocapitalization` name), whether
    /// autocorrection is off, and whether smart quotes and dashes are off.
    static func traits(_ field: Field) -> (
        autocapitalization: String, autocorrectionDisabled: Bool, smartPunctuationDisabled: Bool
    ) {
        let capitals = autocapitalization(field)
        // Where capitals would be wrong, so would curly quotes and en dashes: the text is an
        // address, a secret, a code or digits, compared as typed.
        return (capitals, autocorrectionDisabled(field), capitals == "never")
    }

    /// `TextInputAutocapitalization`: none where capitals would be wrong (addresses, secrets,
    /// codes, digits), words for names and places, sentences for other text.
    private static func autocapitalization(_ field: Field) -> String {
        if !field.kind.entry.isFreeText { return "never" }
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
        guard field.kind.entry.isFreeText, !field.isSecureTextEntry else { return true }
        return field.contentType != nil
    }
}
