// UIKit interface stub (compiled as module `UIKit`) for type-checking formc's generated Swift on Linux.
//
// These are interface stubs written from Apple's documented signatures (developer.apple.com) of
// exactly the UIKit API the formc templates use (Templates/UIKit.mustache), and nothing else.
// They prove the generated calls match those signatures (labels, types, optionality, defaults,
// @MainActor isolation); they do not prove the app runs. Bodies are placeholders (fatalError or
// trivial), and raw values of string constants are placeholders too. Where Linux forces a
// difference from the real SDK it is noted at the declaration: there is no Objective-C runtime,
// so `optional` protocol requirements become requirements with default implementations in a
// protocol extension, and there is no @objc and no Selector. Foundation supplies NSObject,
// NSObjectProtocol, NSRange, NSValue, NotificationCenter, Notification, CGFloat and CGRect.
// Do not add API here to make a generated call compile: fix the template instead.
// Availability: the text content types, the iOS 13-14 API and the iOS 16 edit-menu delegate carry the SDK's `@available(iOS N, *)`. A Linux
// compile ignores iOS availability, so these document the SDK and are compared with
// UIKitAvailability (Sources/FormcEmit/Swift) by AvailabilityTests; they do not make the
// type-check reject an unguarded use.

import Foundation

// MARK: Responders and views

@MainActor open class UIResponder: NSObject {
    open var next: UIResponder? { fatalError() }
    public override init() { super.init() }

    // Imported Objective-C methods never warn on an unused result; @discardableResult says the same.
    @discardableResult open func becomeFirstResponder() -> Bool { fatalError() }
    @discardableResult open func resignFirstResponder() -> Bool { fatalError() }
    open var isFirstResponder: Bool { fatalError() }
    open func reloadInputViews() {}

    // SDK: iOS 4, `@MainActor func accessibilityIncrement()` and `accessibilityDecrement()` of the
    // UIAccessibilityAction informal protocol, declared on NSObject and overridable there (imported
    // Objective-C): https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityincrement().
    // Linux has no Objective-C, and an extension's method cannot be overridden, so here on UIResponder.
    open func accessibilityIncrement() {}
    open func accessibilityDecrement() {}
    // SDK: iOS 7, `@MainActor func accessibilityActivate() -> Bool`, the same informal protocol:
    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityactivate().
    open func accessibilityActivate() -> Bool { false }

    // SDK: `nonisolated class let`; Swift source cannot declare class stored properties, so `static let`.
    nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name("UIKeyboardWillChangeFrameNotification")
    nonisolated public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    nonisolated public static let keyboardFrameEndUserInfoKey: String = "UIKeyboardFrameEndUserInfoKey"
    nonisolated public static let keyboardAnimationDurationUserInfoKey: String = "UIKeyboardAnimationDurationUserInfoKey"
    nonisolated public static let keyboardAnimationCurveUserInfoKey: String = "UIKeyboardAnimationCurveUserInfoKey"
}

@MainActor open class UIView: UIResponder {
    public init(frame: CGRect) { super.init() }
    // SDK: `init()` comes from NSObject's -init, which UIView implements as init(frame: .zero).
    public override convenience init() { self.init(frame: .zero) }

    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var isHidden: Bool = false
    open func addSubview(_ view: UIView) {}
    open func removeFromSuperview() {}
    // https://developer.apple.com/documentation/uikit/uiview/layoutsubviews() (iOS 2).
    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    // https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize (iOS 6).
    @available(iOS 6.0, *) open var intrinsicContentSize: CGSize { fatalError() }
    @available(iOS 6.0, *) open func invalidateIntrinsicContentSize() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection (iOS 10).
    @available(iOS 10.0, *) open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { fatalError() }
    open var window: UIWindow? { fatalError() }
    @available(iOS 11.0, *) open var safeAreaInsets: UIEdgeInsets { fatalError() }
    open var tintColor: UIColor!
    open var contentMode: UIView.ContentMode = .scaleToFill
    open var autoresizingMask: UIView.AutoresizingMask = []

    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    }

    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { fatalError() }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { fatalError() }
    // SDK: UIView's UICoordinateSpace conformance.
    open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect { fatalError() }
    @discardableResult open func endEditing(_ force: Bool) -> Bool { fatalError() }
    open var superview: UIView? { fatalError() }
    @available(iOS 3.2, *) open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    @available(iOS 3.2, *) open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    @available(iOS 6.0, *) open var translatesAutoresizingMaskIntoConstraints: Bool = true
    // SDK: declared in UIView(UIViewLayoutConstraintCreation).
    @available(iOS 9.0, *) open var widthAnchor: NSLayoutDimension { fatalError() }
    @available(iOS 9.0, *) open var heightAnchor: NSLayoutDimension { fatalError() }
    open func sizeToFit() {}

    // Swift 6.2+ importers make `completion` @Sendable (SE-0463); the template passes nil.
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {}

    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    }

    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0, scaleAspectFit = 1
    }
}

@MainActor open class UIWindow: UIView {
    open var screen: UIScreen = UIScreen()
}

/// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection (iOS 5).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft = 1
}

@MainActor open class UIScreen: NSObject {
    open var bounds: CGRect { fatalError() }
    @available(iOS 8.0, *) open var coordinateSpace: any UICoordinateSpace { fatalError() }
}

// SDK: also declares the point conversions and `bounds`; UIView and UIScreen conform.
@available(iOS 8.0, *)
@MainActor public protocol UICoordinateSpace: NSObjectProtocol {
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
}

extension UIView: UICoordinateSpace {}

@MainActor open class UIControl: UIView {
    open var isEnabled: Bool = true
    @available(iOS 14.0, *) open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
    @available(iOS 14.0, *) open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {}
    open func sendActions(for controlEvents: UIControl.Event) {}

    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let touchUpInside = Event(rawValue: 1 << 6)
    }

    /// https://developer.apple.com/documentation/uikit/uicontrol/state (iOS 2).
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
    }
}

/// https://developer.apple.com/documentation/uikit/uisegmentedcontrol: the members FormcKit uses.
@MainActor open class UISegmentedControl: UIControl {
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment
    open var numberOfSegments: Int { fatalError() }
    open class var noSegment: Int { -1 }
    open func removeAllSegments() {}
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {}
    open func titleForSegment(at segment: Int) -> String? { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uistepper (iOS 5): the members FormcKit uses.
@MainActor open class UIStepper: UIControl {
    open var value: Double = 0
    open var minimumValue: Double = 0
    open var maximumValue: Double = 100
    open var stepValue: Double = 1
    open var wraps: Bool = false
    open var autorepeat: Bool = true
    open var isContinuous: Bool = true
}

/// https://developer.apple.com/documentation/uikit/uislider (iOS 2): the members FormcKit uses.
@MainActor open class UISlider: UIControl {
    open var value: Float = 0
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var isContinuous: Bool = true
}

/// https://developer.apple.com/documentation/uikit/uibutton (the docs' examples only).
@MainActor open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0, system = 1
    }

    public convenience init(type buttonType: ButtonType) { self.init() }
    // https://developer.apple.com/documentation/uikit/uibutton/setimage(_:for:) (iOS 2).
    open func setImage(_ image: UIImage?, for state: UIControl.State) {}
    // https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:) (iOS 2).
    open func setTitle(_ title: String?, for state: UIControl.State) {}
    // SDK: iOS 11, UIAccessibilityContentSizeCategoryImageAdjusting, which UIButton adopts:
    // https://developer.apple.com/documentation/uikit/uiaccessibilitycontentsizecategoryimageadjusting/adjustsimagesizeforaccessibilitycontentsizecategory.
    @available(iOS 11.0, *) open var adjustsImageSizeForAccessibilityContentSizeCategory: Bool = false
}

@MainActor open class UIScrollView: UIView {
    open var contentInset: UIEdgeInsets = UIEdgeInsets()
    @available(iOS 13.0, *) open var verticalScrollIndicatorInsets: UIEdgeInsets = UIEdgeInsets()
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
}

public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
}

// MARK: Text input

// SDK: keyboardType, returnKeyType, isSecureTextEntry and textContentType are `optional` members of
// the UITextInputTraits protocol, and markedTextRange is a member of UITextInput; the Clang importer
// mirrors them into UITextField and UITextView, which is where they are declared here.

@MainActor open class UITextField: UIControl {
    weak open var delegate: (any UITextFieldDelegate)?
    open var text: String?
    open var placeholder: String?
    open var inputView: UIView?
    open var inputAccessoryView: UIView?
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var isSecureTextEntry: Bool = false
    open var textContentType: UITextContentType!
    @available(iOS 12.0, *) open var passwordRules: UITextInputPasswordRules?
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var markedTextRange: UITextRange? { fatalError() }
    // SDK: UITextInput, which UITextField adopts.
    open var beginningOfDocument: UITextPosition { fatalError() }
    open var selectedTextRange: UITextRange?
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { fatalError() }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? { fatalError() }

    public enum DidEndEditingReason: Int, Sendable {
        case committed = 0
    }
}

@MainActor open class UITextView: UIScrollView {
    weak open var delegate: (any UITextViewDelegate)? // SDK: redeclares UIScrollView's delegate
    open var text: String!
    open var inputAccessoryView: UIView?
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var markedTextRange: UITextRange? { fatalError() }
}

// SDK: iOS 12, also NSSecureCoding and NSCopying; `init(descriptor:)` takes a descriptor in
// Apple's password rules language.
@available(iOS 12.0, *)
open class UITextInputPasswordRules: NSObject, @unchecked Sendable {
    public init(descriptor passwordRulesDescriptor: String) {}
    open var passwordRulesDescriptor: String { fatalError() }
}

// SDK: UITextInputTraits' enumerations (iOS 2 to 11).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words, sentences, allCharacters
}

public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0, no, yes
}

public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0, no, yes
}

public enum UITextSmartQuotesType: Int, Sendable {
    case `default` = 0, no, yes
}

public enum UITextSmartDashesType: Int, Sendable {
    case `default` = 0, no, yes
}

@MainActor open class UITextRange: NSObject {}

@MainActor open class UITextPosition: NSObject {}

public enum UIKeyboardType: Int, Sendable {
    // The cases formc's vocabulary emits (KeyboardType in Sources/FormcIR/Vocabulary.swift).
    case `default` = 0, URL = 3, numberPad = 4, phonePad = 5, emailAddress = 7, decimalPad = 8
}

public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

public struct UITextContentType: Hashable, RawRepresentable, @unchecked Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    // The constants formc allows (TextContentType.all in Sources/FormcIR/Vocabulary.swift), with the
    // SDK's availability (UIKitAvailability.contentTypes in Sources/FormcEmit must agree: a test compares).
    @available(iOS 10.0, *) public static let name = UITextContentType(rawValue: "name")
    @available(iOS 10.0, *) public static let namePrefix = UITextContentType(rawValue: "namePrefix")
    @available(iOS 10.0, *) public static let givenName = UITextContentType(rawValue: "givenName")
    @available(iOS 10.0, *) public static let middleName = UITextContentType(rawValue: "middleName")
    @available(iOS 10.0, *) public static let familyName = UITextContentType(rawValue: "familyName")
    @available(iOS 10.0, *) public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
    @available(iOS 10.0, *) public static let nickname = UITextContentType(rawValue: "nickname")
    @available(iOS 10.0, *) public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    @available(iOS 10.0, *) public static let organizationName = UITextContentType(rawValue: "organizationName")
    @available(iOS 10.0, *) public static let location = UITextContentType(rawValue: "location")
    @available(iOS 10.0, *) public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    @available(iOS 10.0, *) public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    @available(iOS 10.0, *) public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    @available(iOS 10.0, *) public static let addressCity = UITextContentType(rawValue: "addressCity")
    @available(iOS 10.0, *) public static let addressState = UITextContentType(rawValue: "addressState")
    @available(iOS 10.0, *) public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
    @available(iOS 10.0, *) public static let sublocality = UITextContentType(rawValue: "sublocality")
    @available(iOS 10.0, *) public static let countryName = UITextContentType(rawValue: "countryName")
    @available(iOS 10.0, *) public static let postalCode = UITextContentType(rawValue: "postalCode")
    @available(iOS 10.0, *) public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    @available(iOS 10.0, *) public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    @available(iOS 10.0, *) public static let URL = UITextContentType(rawValue: "URL")
    @available(iOS 10.0, *) public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    @available(iOS 11.0, *) public static let username = UITextContentType(rawValue: "username")
    @available(iOS 11.0, *) public static let password = UITextContentType(rawValue: "password")
    @available(iOS 12.0, *) public static let newPassword = UITextContentType(rawValue: "newPassword")
    @available(iOS 12.0, *) public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    @available(iOS 15.0, *) public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
    @available(iOS 15.0, *) public static let flightNumber = UITextContentType(rawValue: "flightNumber")
    @available(iOS 15.0, *) public static let dateTime = UITextContentType(rawValue: "dateTime")
    @available(iOS 17.0, *) public static let birthdate = UITextContentType(rawValue: "birthdate")
    @available(iOS 17.0, *) public static let birthdateDay = UITextContentType(rawValue: "birthdateDay")
    @available(iOS 17.0, *) public static let birthdateMonth = UITextContentType(rawValue: "birthdateMonth")
    @available(iOS 17.0, *) public static let birthdateYear = UITextContentType(rawValue: "birthdateYear")
    @available(iOS 17.0, *) public static let creditCardSecurityCode = UITextContentType(rawValue: "creditCardSecurityCode")
    @available(iOS 17.0, *) public static let creditCardName = UITextContentType(rawValue: "creditCardName")
    @available(iOS 17.0, *) public static let creditCardGivenName = UITextContentType(rawValue: "creditCardGivenName")
    @available(iOS 17.0, *) public static let creditCardMiddleName = UITextContentType(rawValue: "creditCardMiddleName")
    @available(iOS 17.0, *) public static let creditCardFamilyName = UITextContentType(rawValue: "creditCardFamilyName")
    @available(iOS 17.0, *) public static let creditCardExpiration = UITextContentType(rawValue: "creditCardExpiration")
    @available(iOS 17.0, *) public static let creditCardExpirationMonth = UITextContentType(rawValue: "creditCardExpirationMonth")
    @available(iOS 17.0, *) public static let creditCardExpirationYear = UITextContentType(rawValue: "creditCardExpirationYear")
    @available(iOS 17.0, *) public static let creditCardType = UITextContentType(rawValue: "creditCardType")
}

// SDK: every method below is an `optional` requirement; Linux: a requirement with a default in an
// extension. The defaults are deprecated so that a conforming type whose method misses the signature
// (and so falls back to the default) gets a warning, as Darwin's "nearly matches optional requirement".
@MainActor public protocol UITextFieldDelegate: NSObjectProtocol {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    // SDK: also `textFieldDidEndEditing(_:)`, which UIKit does not call when the `reason:` one
    // exists; the controller implements only the latter, so only it is declared here.
    @available(iOS 10.0, *)
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    @available(iOS 13.0, *)
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    @available(iOS 16.0, *)
    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
}

extension UITextFieldDelegate {
    @available(*, deprecated, message: "default of an optional requirement: the conforming type does not implement it")
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    @available(*, deprecated, message: "default of an optional requirement: the conforming type does not implement it")
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    @available(*, deprecated, message: "default of an optional requirement: the conforming type does not implement it")
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {}
    @available(*, deprecated, message: "default of an optional requirement: the conforming type does not implement it")
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    @available(*, deprecated, message: "default of an optional requirement: the conforming type does not implement it")
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    @available(*, deprecated, message: "default of an optional requirement: the conforming type does not implement it")
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    @available(*, deprecated, message: "default of an optional requirement: the conforming type does not implement it")
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    @available(*, deprecated, message: "default of an optional requirement: the conforming type does not implement it")
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    @available(iOS 16.0, *)
    @available(*, deprecated, message: "default of an optional requirement: the conforming type does not implement it")
    public func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
}

// SDK: all of UIScrollViewDelegate's requirements are `optional`; none is used here.
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {}

// SDK: every method below is an `optional` requirement; Linux: a requirement with a default in an
// extension. The defaults are deprecated so that a conforming type whose method misses the signature
// (and so falls back to the default) gets a warning, as Darwin's "nearly matches optional requirement".
@MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    @available(*, deprecated, message: "default of an optional requirement: the conforming type does not implement it")
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    @available(*, deprecated, message: "default of an optional requirement: the conforming type does not implement it")
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    @available(*, deprecated, message: "default of an optional requirement: the conforming type does not implement it")
    public func textViewDidEndEditing(_ textView: UITextView) {}
    @available(*, deprecated, message: "default of an optional requirement: the conforming type does not implement it")
    public func textViewDidChange(_ textView: UITextView) {}
    @available(*, deprecated, message: "default of an optional requirement: the conforming type does not implement it")
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    @available(*, deprecated, message: "default of an optional requirement: the conforming type does not implement it")
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    @available(*, deprecated, message: "default of an optional requirement: the conforming type does not implement it")
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
}

// MARK: Toolbar, bar items, actions, menus

@MainActor open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]?
}

@MainActor open class UIBarItem: NSObject {
    open var isEnabled: Bool = true
    open var title: String?
}

@MainActor open class UIBarButtonItem: UIBarItem {
    @available(iOS 14.0, *)
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        fatalError()
    }
    @available(iOS 14.0, *)
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        fatalError()
    }
    @available(iOS 14.0, *) open class func flexibleSpace() -> Self { fatalError() }
    @available(iOS 26.0, *) open var hidesSharedBackground: Bool = false

    public enum SystemItem: Int, Sendable {
        case done = 0
    }
}

// SDK: UIAccessibility declares these on NSObject as `@MainActor var accessibilityLabel: String?`,
// `accessibilityHint` and `accessibilityValue`; UIView adopts UIAccessibilityIdentification (`accessibilityIdentifier`).
extension NSObject {
    @MainActor public var accessibilityLabel: String? {
        get { fatalError() }
        set {}
    }
    @MainActor public var accessibilityHint: String? {
        get { fatalError() }
        set {}
    }
    @MainActor public var accessibilityValue: String? {
        get { fatalError() }
        set {}
    }
    @MainActor public var accessibilityTraits: UIAccessibilityTraits {
        get { fatalError() }
        set {}
    }
    @MainActor public var isAccessibilityElement: Bool {
        get { fatalError() }
        set {}
    }
}

// SDK: `UIAccessibility.post(notification:argument:)` (iOS 3) and
// `UIAccessibility.Notification.announcement` (iOS 4), whose argument is the text to speak.
public enum UIAccessibility {
    public struct Notification: Hashable, Sendable, RawRepresentable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        nonisolated public static let announcement = Notification(rawValue: 1008)
    }
    @MainActor public static func post(notification: Notification, argument: Any?) {}
}

// SDK: `NSAttributedString.Key.accessibilitySpeechQueueAnnouncement` (iOS 11), an announcement's
// attribute: queued behind existing speech instead of interrupting it.
extension NSAttributedString.Key {
    nonisolated public static let accessibilitySpeechQueueAnnouncement = NSAttributedString.Key(
        "UIAccessibilitySpeechAttributeQueueAnnouncement")
}

public struct UIAccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/notenabled (iOS 3).
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/adjustable (iOS 4).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/selected: "a selected
    // table row" (UIAccessibilityTraitSelected, 8).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
}

extension UIView {
    public var accessibilityIdentifier: String? {
        get { fatalError() }
        set {}
    }
}

// SDK: iOS 11; Sendable, its methods nonisolated.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    open class var `default`: UIFontMetrics { fatalError() }
    open func scaledValue(for value: CGFloat) -> CGFloat { fatalError() }
}

@available(iOS 13.0, *)
@MainActor open class UIMenuElement: NSObject {
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }

    public enum State: Int, Sendable {
        case off = 0, on, mixed
    }
}

@available(iOS 13.0, *)
@MainActor open class UIMenu: UIMenuElement {
    public convenience init(title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
                            options: UIMenu.Options = [], children: [UIMenuElement] = []) {
        fatalError()
    }

    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }
}

@available(iOS 13.0, *)
public typealias UIActionHandler = (UIAction) -> Void

@available(iOS 13.0, *)
@MainActor open class UIAction: UIMenuElement {
    public convenience init(title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
                            discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                            state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        fatalError()
    }

    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

@MainActor open class UIEvent: NSObject {}

// MARK: Key commands

/// An Objective-C selector: from the ObjectiveC module in the SDK, which Linux lacks.
public struct Selector: Hashable, Sendable {
    public init(_ name: String) {}
}

public struct UIKeyModifierFlags: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
}

@available(iOS 13.0, *)
@MainActor open class UICommand: UIMenuElement {
    open var discoverabilityTitle: String? { get { fatalError() } set {} }
}

@MainActor open class UIKeyCommand: UICommand {
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) { fatalError() }
    open var input: String? { fatalError() }
    open var modifierFlags: UIKeyModifierFlags { fatalError() }
    @available(iOS 15.0, *) open var wantsPriorityOverSystemBehavior: Bool { get { fatalError() } set {} }
}

// MARK: Images, colours, labels, stacks

open class UIImage: NSObject {
    @available(iOS 13.0, *) public convenience init?(systemName name: String) { return nil }
    public init?(named name: String) { return nil }
}

open class UIColor: NSObject {
    open class var clear: UIColor { fatalError() }
}

@MainActor open class UIImageView: UIView {
    public init(image: UIImage?) { super.init(frame: .zero) }
}

public enum NSTextAlignment: Int, Sendable { // SDK: declared by UIKit on iOS
    case center = 1, natural = 4
}

// SDK: UIFont is Sendable and its class methods nonisolated.
open class UIFont: NSObject, @unchecked Sendable {
    @available(iOS 7.0, *) open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }

    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    }
}

@MainActor open class UILabel: UIView {
    open var text: String?
    open var font: UIFont!
    @available(iOS 10.0, *) open var adjustsFontForContentSizeCategory: Bool = false
    open var textAlignment: NSTextAlignment = .natural
    open var adjustsFontSizeToFitWidth: Bool = false
}

@MainActor open class NSLayoutConstraint: NSObject {
    @available(iOS 8.0, *) open class func activate(_ constraints: [NSLayoutConstraint]) {}

    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }
}

@MainActor open class UIStackView: UIView {
    public init(arrangedSubviews views: [UIView]) { super.init(frame: .zero) }
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var alignment: UIStackView.Alignment = .fill
    open var spacing: CGFloat = 0

    public enum Alignment: Int, Sendable {
        case fill = 0, center = 3
    }
}

// SDK: NSLayoutDimension is an NSLayoutAnchor<NSLayoutDimension>, where the constant constraints
// are declared.
@available(iOS 9.0, *)
@MainActor open class NSLayoutDimension: NSObject {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { fatalError() }
}

// MARK: Gestures

@available(iOS 3.2, *)
@MainActor open class UIGestureRecognizer: NSObject {
    // SDK: init(target:action:) is designated too; the templates use no selectors.
    public override init() { super.init() }
    weak open var delegate: (any UIGestureRecognizerDelegate)?
    open var cancelsTouchesInView: Bool = true
}

@available(iOS 3.2, *)
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {}

@MainActor open class UITouch: NSObject {
    open var view: UIView? { fatalError() }
}

// SDK: every method below is an `optional` requirement (defaults deprecated, as for the text delegates).
@MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    @available(*, deprecated, message: "default of an optional requirement: the conforming type does not implement it")
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    @available(*, deprecated, message: "default of an optional requirement: the conforming type does not implement it")
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}

// MARK: Pickers

@MainActor open class UIDatePicker: UIControl {
    open var datePickerMode: UIDatePicker.Mode = .dateAndTime
    @available(iOS 13.4, *) open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    open var locale: Locale?
    open var calendar: Calendar!
    open var timeZone: TimeZone?
    open var minimumDate: Date?
    open var maximumDate: Date?
    open var date: Date = Date()

    public enum Mode: Int, Sendable {
        case time = 0, date = 1, dateAndTime = 2
        // SDK: developer.apple.com/documentation/uikit/uidatepicker/mode/yearandmonth ("iOS 17.4+").
        @available(iOS 17.4, *) case yearAndMonth = 4
    }
}

@available(iOS 13.4, *)
public enum UIDatePickerStyle: Int, Sendable {
    case automatic = 0, wheels = 1
}

@MainActor open class UIPickerView: UIView {
    weak open var dataSource: (any UIPickerViewDataSource)?
    weak open var delegate: (any UIPickerViewDelegate)?
    open func numberOfRows(inComponent component: Int) -> Int { fatalError() }
    open func reloadComponent(_ component: Int) {}
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {}
    open func selectedRow(inComponent component: Int) -> Int { fatalError() }
}

@MainActor public protocol UIPickerViewDataSource: NSObjectProtocol {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

// SDK: every method below is an `optional` requirement; Linux: a requirement with a default in an
// extension. The defaults are deprecated so that a conforming type whose method misses the signature
// (and so falls back to the default) gets a warning, as Darwin's "nearly matches optional requirement".
@MainActor public protocol UIPickerViewDelegate: NSObjectProtocol {
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    @available(*, deprecated, message: "default of an optional requirement: the conforming type does not implement it")
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { fatalError() }
    @available(*, deprecated, message: "default of an optional requirement: the conforming type does not implement it")
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView { fatalError() }
    @available(*, deprecated, message: "default of an optional requirement: the conforming type does not implement it")
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

// MARK: Foundation additions

// SDK: UIKit's NSValue(UIGeometryKeyedCodingAdditions) category.
extension NSValue {
    public var cgRectValue: CGRect { fatalError() }
}

@MainActor open class UIViewController: UIResponder {
    open var view: UIView!
    open func viewDidLoad() {}
}

@MainActor open class UITableViewController: UIViewController {
    open var tableView: UITableView!
}

// SDK: https://developer.apple.com/documentation/uikit/uitableview. `init(frame:style:)` is its
// designated initializer (`init(frame:)` makes a plain one); `delegate` redeclares UIScrollView's
// with the table's protocol.
@MainActor open class UITableView: UIScrollView {
    public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }
    weak open var dataSource: (any UITableViewDataSource)?
    weak open var delegate: (any UITableViewDelegate)?
    open func reloadData() {}
    // https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { fatalError() }
    // https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
    // https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { fatalError() }

    public enum Style: Int, Sendable {
        case plain = 0, grouped = 1
        @available(iOS 13.0, *) case insetGrouped = 2
    }
}

// SDK: https://developer.apple.com/documentation/uikit/uitableviewdatasource: its two required methods.
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

// SDK: https://developer.apple.com/documentation/uikit/uitableviewdelegate, which refines
// UIScrollViewDelegate (left out: FormcKit implements none of its methods); an `optional`
// requirement, a default in an extension here, deprecated as UIPickerViewDelegate's are.
@MainActor public protocol UITableViewDelegate: NSObjectProtocol {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    @available(*, deprecated, message: "default of an optional requirement: the conforming type does not implement it")
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

// SDK: https://developer.apple.com/documentation/uikit/uitableviewcell.
@MainActor open class UITableViewCell: UIView {
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
    // https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.property.
    open var accessoryType: UITableViewCell.AccessoryType = .none
    // iOS 14: https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration.
    @available(iOS 14.0, *) open var contentConfiguration: (any UIContentConfiguration)?
    // iOS 14: https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration().
    @available(iOS 14.0, *) open func defaultContentConfiguration() -> UIListContentConfiguration { fatalError() }

    public enum CellStyle: Int, Sendable {
        case `default` = 0, value1, value2, subtitle
    }

    public enum AccessoryType: Int, Sendable {
        case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }
}

// SDK: https://developer.apple.com/documentation/uikit/uicontentconfiguration (iOS 14); its
// requirements (`makeContentView()`, `updated(for:)`) are left out: FormcKit only assigns one.
@available(iOS 14.0, *)
public protocol UIContentConfiguration {}

// SDK: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct (iOS 14).
@available(iOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    public var text: String?
    public var image: UIImage?
}

// SDK: UIKit's IndexPath additions (NSIndexPath(UIKitAdditions)):
// https://developer.apple.com/documentation/foundation/indexpath/init(row:section:).
extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public var row: Int { fatalError() }
    public var section: Int { fatalError() }
}
