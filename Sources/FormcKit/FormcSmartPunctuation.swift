import Foundation

/// What smart punctuation types, put back as the keys typed it, for the fields whose traits turn
/// it off (`FormcInputTraits.smartPunctuationDisabled`: addresses, user names, secrets, codes,
/// digits, compared as typed). UIKit turns it off per field (`smartQuotesType`,
/// `smartDashesType = .no`); SwiftUI has no modifier for either, and a SwiftUI `TextField` keeps
/// UIKit's `.default`, which "selectively enables the smart quote behavior based on the keyboard
/// type" (https://developer.apple.com/documentation/uikit/uitextsmartquotestype/default): off
/// for an email or password keyboard, on for the default keyboard of a `username` field, where
/// `o'brien` would arrive as `o’brien`. The SwiftUI row stores such a field's text through
/// `straightened(_:)` instead of wrapping a UIKit text field, which would leave SwiftUI's
/// `@FocusState`, `.submitLabel` and keyboard toolbar behind.
public nonisolated enum FormcSmartPunctuation {
    /// What the SwiftUI row stores for `typed` in a field with `input` traits: `straightened`
    /// where the traits turn smart punctuation off, except in a secure field, which has the
    /// password keyboard: smart quotes are off there already ("smart quotes are disabled for
    /// email address and password keyboards",
    /// https://developer.apple.com/documentation/uikit/uitextsmartquotestype/default), so a
    /// curly quote or a dash in a password was meant (typed from a long press, pasted,
    /// AutoFilled) and is kept, as the UIKit controller keeps it; else the same password would
    /// be stored as `"` on one screen and `«` on another.
    public static func stored(_ typed: String, input: FormcInputTraits?) -> String {
        guard let input, input.smartPunctuationDisabled, !input.isSecure else { return typed }
        return straightened(typed)
    }

    /// `text` with the quotes smart quotes type (‘ ’ ‚ ‹ › and “ ” „ « », as the keyboards of
    /// several languages curl them) written straight (`'`, `"`), and the dashes smart dashes
    /// type written as the hyphens that made them: "two hyphens into an en-dash and three
    /// hyphens into an em-dash"
    /// (https://developer.apple.com/documentation/uikit/uitextinputtraits/smartdashestype).
    public static func straightened(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { replacement[$0] != nil }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let straight = replacement[scalar] {
                result.append(contentsOf: straight.unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static let replacement: [Unicode.Scalar: String] = [
        "\u{2018}": "'", "\u{2019}": "'", "\u{201A}": "'", "\u{2039}": "'", "\u{203A}": "'",
        "\u{201C}": "\"", "\u{201D}": "\"", "\u{201E}": "\"", "\u{00AB}": "\"", "\u{00BB}": "\"",
        "\u{2013}": "--", "\u{2014}": "---"
    ]
}
