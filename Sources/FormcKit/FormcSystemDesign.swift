import Foundation

/// Whether UIKit draws the iOS 26 design (Liquid Glass) in this app, which the keyboard
/// toolbar's tap pass-through depends on (`FormcAccessoryToolbar`): not the running system
/// alone. An app runs in compatibility mode, drawn "as it looks when built against previous
/// versions of the SDKs", when its Info.plist sets `UIDesignRequiresCompatibility` to YES, a
/// key "the system ignores … when you build for iOS 27 or later"
/// (https://developer.apple.com/documentation/bundleresources/information-property-list/uidesignrequirescompatibility),
/// and an app linked against an SDK before iOS 26 looks as it did with that SDK (the same page:
/// "Absence of the key, or NO, is the default value for apps linking against the latest SDKs";
/// SAP's Fiori `LiquidGlassHelper.usesLiquidGlassUI` decides it the same way). The UIKit part
/// fills these in from the process (`FormcSystemDesign.current`); a test gives them.
public nonisolated struct FormcSystemDesign: Hashable, Sendable {
    /// The running system is iOS 26 or later.
    public var systemIs26OrLater: Bool
    /// The major version of the SDK the app was linked against; nil when it is not known.
    public var linkedSDKMajor: Int?
    /// The Info.plist's `UIDesignRequiresCompatibility` is YES.
    public var requiresCompatibility: Bool

    public init(systemIs26OrLater: Bool, linkedSDKMajor: Int?, requiresCompatibility: Bool) {
        self.systemIs26OrLater = systemIs26OrLater
        self.linkedSDKMajor = linkedSDKMajor
        self.requiresCompatibility = requiresCompatibility
    }

    /// The same from an Info.plist's dictionary (`Bundle.main.infoDictionary`).
    public init(systemIs26OrLater: Bool, linkedSDKMajor: Int?, infoDictionary: [String: Any]?) {
        self.init(
            systemIs26OrLater: systemIs26OrLater, linkedSDKMajor: linkedSDKMajor,
            requiresCompatibility: Self.requiresCompatibility(infoDictionary))
    }

    /// Whether the new design is in effect: an iOS 26 system, an app linked against the iOS 26
    /// SDK or later (an unknown SDK counts as the one FormcKit was compiled with, which the app
    /// was too), and no compatibility mode, which an iOS 27 SDK ignores.
    public var isInEffect: Bool {
        guard systemIs26OrLater else { return false }
        let sdk = linkedSDKMajor ?? Self.compiledSDKMajor
        guard sdk >= 26 else { return false }
        return sdk >= 27 || !requiresCompatibility
    }

    /// The SDK FormcKit is compiled with, by its compiler: Xcode 26 (the iOS 26 SDK) brings Swift
    /// 6.2, and no earlier Xcode has it.
    public static var compiledSDKMajor: Int {
        #if compiler(>=6.2)
            return 26
        #else
            return 18
        #endif
    }

    /// The key as a property list holds it: a Boolean (`<true/>`), which Foundation gives as a
    /// `Bool` or an `NSNumber`; a string `YES` / `true`, as some build settings write it.
    public static func requiresCompatibility(_ info: [String: Any]?) -> Bool {
        switch info?["UIDesignRequiresCompatibility"] {
        case let flag as Bool: return flag
        case let number as NSNumber: return number.boolValue
        case let text as String: return ["yes", "true", "1"].contains(text.lowercased())
        default: return false
        }
    }

    /// The major version in a Mach-O `LC_BUILD_VERSION` version (`xxxx.yy.zz` in nibbles:
    /// https://github.com/apple-oss-distributions/cctools/blob/main/include/mach-o/loader.h).
    public static func major(ofMachOVersion version: UInt32) -> Int { Int(version >> 16) }
}
