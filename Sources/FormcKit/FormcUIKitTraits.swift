import Foundation

#if canImport(UIKit)
    import UIKit

    /// The table's keyboard names as UIKit values, for the UIKit controller and the SwiftUI row.
    /// UIKit's `UITextContentType` raw values are not their Swift names (`.emailAddress` is
    /// `"email"`), so the names map through a switch. A content type newer than FormcKit's iOS 15
    /// target is guarded by `#available` with its version from Apple's documentation (the table
    /// `UIKitAvailability.contentTypes` in formc; AvailabilityTests compares the two).
    public nonisolated enum FormcUIKitTraits {
        /// `UIKeyboardType` for the table's keyboard name.
        public static func keyboardType(_ type: FormcKeyboardType) -> UIKeyboardType {
            switch type {
            case .default: return .default
            case .emailAddress: return .emailAddress
            case .URL: return .URL
            case .phonePad: return .phonePad
            case .numberPad: return .numberPad
            case .decimalPad: return .decimalPad
            }
        }

        /// The `UITextInputTraits` values of the table's traits. UIKit's own defaults are
        /// `.sentences` capitalisation (so an email or a username field turns `alice` into
        /// `Alice` and fails its own pattern), autocorrection and spell checking on, and smart
        /// punctuation chosen by keyboard type (Apple's `UITextInputTraits` documentation): every
        /// value is set, so a storyboard's setting never disagrees with the SwiftUI row.
        public struct TextTraits: Sendable {
            public let autocapitalization: UITextAutocapitalizationType
            public let autocorrection: UITextAutocorrectionType
            public let spellChecking: UITextSpellCheckingType
            public let smartQuotes: UITextSmartQuotesType
            public let smartDashes: UITextSmartDashesType

            public init(_ input: FormcInputTraits) {
                switch input.autocapitalization {
                case .never: autocapitalization = .none
                case .words: autocapitalization = .words
                case .sentences: autocapitalization = .sentences
                }
                autocorrection = input.autocorrectionDisabled ? .no : .default
                spellChecking = input.autocorrectionDisabled ? .no : .default
                smartQuotes = input.smartPunctuationDisabled ? .no : .default
                smartDashes = input.smartPunctuationDisabled ? .no : .default
            }
        }

        /// `UIReturnKeyType` for the table's return key.
        public static func returnKeyType(_ key: FormcReturnKey) -> UIReturnKeyType {
            switch key {
            case .default: return .default
            case .go: return .go
            case .google: return .google
            case .join: return .join
            case .next: return .next
            case .route: return .route
            case .search: return .search
            case .send: return .send
            case .yahoo: return .yahoo
            case .done: return .done
            case .emergencyCall: return .emergencyCall
            case .continue: return .continue
            }
        }

        /// `UITextContentType` by its Swift name (the spec's `contentType`); nil for a name
        /// formc does not emit, and on a system older than the type.
        public static func contentType(named name: String) -> UITextContentType? {
            switch name {
            case "name": return .name
            case "namePrefix": return .namePrefix
            case "givenName": return .givenName
            case "middleName": return .middleName
            case "familyName": return .familyName
            case "nameSuffix": return .nameSuffix
            case "nickname": return .nickname
            case "jobTitle": return .jobTitle
            case "organizationName": return .organizationName
            case "location": return .location
            case "fullStreetAddress": return .fullStreetAddress
            case "streetAddressLine1": return .streetAddressLine1
            case "streetAddressLine2": return .streetAddressLine2
            case "addressCity": return .addressCity
            case "addressState": return .addressState
            case "addressCityAndState": return .addressCityAndState
            case "sublocality": return .sublocality
            case "countryName": return .countryName
            case "postalCode": return .postalCode
            case "telephoneNumber": return .telephoneNumber
            case "emailAddress": return .emailAddress
            case "URL": return .URL
            case "creditCardNumber": return .creditCardNumber
            case "username": return .username
            case "password": return .password
            case "newPassword": return .newPassword
            case "oneTimeCode": return .oneTimeCode
            case "shipmentTrackingNumber": return .shipmentTrackingNumber
            case "flightNumber": return .flightNumber
            case "dateTime": return .dateTime
            case "birthdate": if #available(iOS 17, *) { return .birthdate } else { return nil }
            case "birthdateDay": if #available(iOS 17, *) { return .birthdateDay } else { return nil }
            case "birthdateMonth": if #available(iOS 17, *) { return .birthdateMonth } else { return nil }
            case "birthdateYear": if #available(iOS 17, *) { return .birthdateYear } else { return nil }
            case "creditCardSecurityCode":
                if #available(iOS 17, *) { return .creditCardSecurityCode } else { return nil }
            case "creditCardName": if #available(iOS 17, *) { return .creditCardName } else { return nil }
            case "creditCardGivenName": if #available(iOS 17, *) { return .creditCardGivenName } else { return nil }
            case "creditCardMiddleName": if #available(iOS 17, *) { return .creditCardMiddleName } else { return nil }
            case "creditCardFamilyName": if #available(iOS 17, *) { return .creditCardFamilyName } else { return nil }
            case "creditCardExpiration": if #available(iOS 17, *) { return .creditCardExpiration } else { return nil }
            case "creditCardExpirationMonth":
                if #available(iOS 17, *) { return .creditCardExpirationMonth } else { return nil }
            case "creditCardExpirationYear":
                if #available(iOS 17, *) { return .creditCardExpirationYear } else { return nil }
            case "creditCardType": if #available(iOS 17, *) { return .creditCardType } else { return nil }
            default: return nil
            }
        }
    }
#endif
