/// The type names a form's generated Swift declares, decided once for the emitter (which
/// declares them) and the checker (FC502, which refuses names that cannot be declared).
///
/// Each is the form's stem and a suffix: `Profile` + `Field`. The stem is the spec's
/// `swiftPrefix` (or formc.yml's), written as is, then the `form:` name in UpperCamelCase:
/// `swiftPrefix: Acme` with `form: Signup` gives `AcmeSignupField`, `AcmeSignupFormView`…,
/// so an app that declares its own `SignupFormView` can still generate `form: Signup`.
public enum GeneratedTypeNames {
    /// The prefix of FormcKit's types: a stem equal to it gets `_` (`Formc_Field`).
    public static let runtimePrefix = "Formc"

    /// The stem of every type name: `prefix` + `form` in UpperCamelCase, `Formc_` for `Formc`.
    /// Always followed by a suffix (`Field`, `Values`…), so a keyword needs no escaping.
    public static func stem(formName: String, prefix: String?) -> String {
        let name = (prefix ?? "") + SwiftIdentifier.upperCamel(formName)
        // `Formc` + `Field`, `Values`, `FormController`… are FormcKit's own types.
        return name == runtimePrefix ? name + "_" : name
    }

    /// What follows the stem in each type the generated file declares (Core, Sources, Values,
    /// Dates, Keyboard, UIKit and SwiftUI templates).
    public static let suffixes = [
        "Field", "Values", "Sources", "Dates", "KeyboardAvoidance", "Editing", "FormController", "FormView",
        "FieldRow", "FocusChainModifier", "ToolbarItems", "KeyboardToolbar"
    ]

    /// Every type name of a stem, in `suffixes`' order.
    public static func all(stem: String) -> [String] { suffixes.map { stem + $0 } }

    /// Whether `prefix` can start a Swift type name: a letter or `_`, then letters, digits
    /// and `_` (The Swift Programming Language, "Lexical Structure › Identifiers":
    /// https://docs.swift.org/swift-book/documentation/the-swift-programming-language/lexicalstructure/#Identifiers).
    /// Letters are Unicode's alphabetic characters, digits its decimal digits.
    public static func isIdentifierPrefix(_ prefix: String) -> Bool {
        guard let first = prefix.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else {
            return false
        }
        return prefix.unicodeScalars.allSatisfy {
            $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType == .decimal
        }
    }

    /// What already owns a name the generated file would declare: FormcKit's types (the
    /// generated file is compiled in FormcKit's module when `FormcKit.swift` sits beside it,
    /// so the same name is an "invalid redeclaration"), or an SDK type that ends in one of
    /// `suffixes` and that a module-level declaration of the same name would shadow in the
    /// app's module (and in FormcKit.swift, which names SwiftUI's `TextField`).
    public static func owner(of name: String) -> String? {
        if runtimeTypes.contains(name) { return "a FormcKit type" }
        return sdkTypes[name]
    }

    /// FormcKit's type names, as Sources/FormcKit declares them (a test keeps the list equal
    /// to the declarations).
    public static let runtimeTypes: Set<String> = [
        "FormcAccess", "FormcAccessoryToolbar", "FormcAnnouncement", "FormcAnswer", "FormcAutocapitalization",
        "FormcCalendar",
        "FormcCharacters", "FormcCheckedValues", "FormcChecklist", "FormcChecklistRow", "FormcCodingKey",
        "FormcComparison", "FormcDateBound", "FormcDateMode",
        "FormcDateSettings", "FormcDates", "FormcDelegateForwarding", "FormcDraft", "FormcDraftDrop", "FormcEditing",
        "FormcExternalError", "FormcField", "FormcFieldInfo", "FormcFieldRow", "FormcFocusChainModifier", "FormcForm",
        "FormcFormContainer", "FormcFormController", "FormcFormState", "FormcFormView", "FormcInputTraits",
        "FormcKeyboardAvoidance", "FormcKeyboardToolbar", "FormcKeyboardType", "FormcMonthPickerModel",
        "FormcMonthWheels", "FormcMonthWheelsView", "FormcMove", "FormcObserverBag",
        "FormcOption", "FormcOptionSearch", "FormcOwnTraits", "FormcPasswordRules", "FormcPatterns", "FormcPicker",
        "FormcPickerModel", "FormcPickerSettings", "FormcQuantitySettings", "FormcRating", "FormcRatingControl",
        "FormcReturnAction", "FormcReturnKey", "FormcRowAccessibility", "FormcSection", "FormcSelectionCheck",
        "FormcSmartPunctuation",
        "FormcSources", "FormcSpacedKeyboardToolbar", "FormcStrings", "FormcSystemDesign", "FormcSystemWords",
        "FormcTapOutside", "FormcTextCheck", "FormcTextControl",
        "FormcTextKey", "FormcToolbarItems", "FormcToolbarLayout", "FormcToolbarState", "FormcUIKitTraits",
        "FormcValidation", "FormcValidationError", "FormcValue", "FormcValueKind", "FormcValues", "FormcWheels",
        "FormcWord", "FormcWords"
    ]

    /// SDK types whose names end in a suffix of `suffixes`, by who declares them:
    /// SwiftUI's https://developer.apple.com/documentation/swiftui/textfield and
    /// https://developer.apple.com/documentation/swiftui/securefield, UIKit's
    /// https://developer.apple.com/documentation/uikit/uitextfield and
    /// https://developer.apple.com/documentation/uikit/uisearchtextfield, AppKit's
    /// https://developer.apple.com/documentation/appkit/nstextfield (and its secure, search and
    /// token fields), Foundation's https://developer.apple.com/documentation/foundation/urlresourcevalues.
    static let sdkTypes: [String: String] = [
        "TextField": "SwiftUI's TextField", "SecureField": "SwiftUI's SecureField",
        "UITextField": "UIKit's UITextField", "UISearchTextField": "UIKit's UISearchTextField",
        "NSTextField": "AppKit's NSTextField", "NSSecureTextField": "AppKit's NSSecureTextField",
        "NSSearchField": "AppKit's NSSearchField", "NSTokenField": "AppKit's NSTokenField",
        "URLResourceValues": "Foundation's URLResourceValues"
    ]
}
