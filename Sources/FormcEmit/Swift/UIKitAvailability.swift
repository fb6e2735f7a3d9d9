/// The minimum iOS version of each UIKit API the Swift emitter can produce, as data.
///
/// Source: the availability Apple's documentation gives for each symbol
/// (developer.apple.com/documentation/uikit/…). The generated UIKit part targets
/// `deploymentTarget`; an API above it is emitted inside `if #available(iOS N, *)`, so the
/// file compiles for the target and uses the API where the device has it.
/// `Tests/Fixtures/Stubs/UIKit.swift` carries the same versions as `@available` attributes
/// (a test compares the two).
package enum UIKitAvailability {
    /// The iOS version the generated UIKit part is written for.
    package static let deploymentTarget = IOSVersion(15, 0)

    /// `UITextContentType` members by Swift name (every value `TextContentType.all` allows).
    package static let contentTypes: [String: IOSVersion] = {
        var table: [String: IOSVersion] = [:]
        for name in [
            "name", "namePrefix", "givenName", "middleName", "familyName", "nameSuffix", "nickname",
            "jobTitle", "organizationName", "location", "fullStreetAddress", "streetAddressLine1",
            "streetAddressLine2", "addressCity", "addressState", "addressCityAndState", "sublocality",
            "countryName", "postalCode", "telephoneNumber", "emailAddress", "URL", "creditCardNumber"
        ] {
            table[name] = IOSVersion(10, 0)
        }
        for name in ["username", "password"] { table[name] = IOSVersion(11, 0) }
        for name in ["newPassword", "oneTimeCode"] { table[name] = IOSVersion(12, 0) }
        for name in ["shipmentTrackingNumber", "flightNumber", "dateTime"] { table[name] = IOSVersion(15, 0) }
        for name in [
            "birthdate", "birthdateDay", "birthdateMonth", "birthdateYear", "creditCardSecurityCode",
            "creditCardName", "creditCardGivenName", "creditCardMiddleName", "creditCardFamilyName",
            "creditCardExpiration", "creditCardExpirationMonth", "creditCardExpirationYear",
            "creditCardType"
        ] {
            table[name] = IOSVersion(17, 0)
        }
        return table
    }()

    /// The other UIKit API the templates use unconditionally, by the name the stub declares it
    /// under. Every entry must be at or below `deploymentTarget` (a test checks it), since the
    /// templates emit these without a guard.
    package static let fixedAPI: [String: IOSVersion] = [
        "UIAction": IOSVersion(13, 0),
        "UIControl.addAction(_:for:)": IOSVersion(14, 0),
        "UIBarButtonItem.init(title:image:primaryAction:menu:)": IOSVersion(14, 0),
        "UIBarButtonItem.init(systemItem:primaryAction:menu:)": IOSVersion(14, 0),
        "UIBarButtonItem.flexibleSpace()": IOSVersion(14, 0),
        "UIDatePicker.preferredDatePickerStyle": IOSVersion(13, 4),
        "UIImage.init(systemName:)": IOSVersion(13, 0),
        "UIScrollView.verticalScrollIndicatorInsets": IOSVersion(13, 0)
    ]

    /// API above `deploymentTarget` that the templates always emit, each behind its own
    /// `@available` / `#available`, by the name the stub declares it under.
    package static let guardedAPI: [String: IOSVersion] = [
        editMenuDelegateName: editMenuDelegate,
        sharedBackgroundName: sharedBackground
    ]

    /// `UIBarButtonItem.hidesSharedBackground`: the toolbar title without iOS 26's glass
    /// capsule. Source: developer.apple.com/documentation/uikit/uibarbuttonitem/hidessharedbackground
    /// ("iOS 26.0+").
    package static let sharedBackgroundName = "UIBarButtonItem.hidesSharedBackground"
    package static let sharedBackground = IOSVersion(26, 0)

    /// `UITextFieldDelegate.textField(_:editMenuForCharactersIn:suggestedActions:)`: the picker
    /// fields' empty edit menu. Source: developer.apple.com/documentation/uikit/uitextfielddelegate/
    /// textfield(_:editmenuforcharactersin:suggestedactions:) ("iOS 16.0+").
    package static let editMenuDelegateName =
        "UITextFieldDelegate.textField(_:editMenuForCharactersIn:suggestedActions:)"
    package static let editMenuDelegate = IOSVersion(16, 0)

    /// The version to guard `contentType` with (`17` for `birthdate`), or nil when it needs no guard:
    /// available at the deployment target, or unknown (the checker only lets known names through).
    package static func guardVersion(forContentType name: String) -> IOSVersion? {
        guard let version = contentTypes[name], version > deploymentTarget else { return nil }
        return version
    }
}

/// An iOS version as `#available` spells it: `17`, `13.4`.
package struct IOSVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    package let major: Int
    package let minor: Int

    package init(_ major: Int, _ minor: Int) {
        self.major = major
        self.minor = minor
    }

    package var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }

    package static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}
