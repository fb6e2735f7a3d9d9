// UIKitSim: a behavioural test double of UIKit for Linux, compiled as a module named `UIKit`
// so that the generated file's `#if canImport(UIKit)` part compiles unmodified and RUNS
// (UIKitScenarioTests). Unlike Tests/Fixtures/Stubs/UIKit.swift (signatures only), these
// classes behave: first responder, delegate calls, keyboard notifications, scroll geometry.
// Every ordering or geometry modelled names its source next to the code. API beyond the SDK's
// (for tests to drive the double) is prefixed `sim`. No Objective-C on Linux: `optional`
// delegate requirements are requirements with defaults in a protocol extension.

import Foundation

@MainActor open class UIResponder: NSObject {
    public override init() { super.init() }

    /// The next responder in the chain; UIView and UIViewController override it.
    open var next: UIResponder? { nil }
    open var canBecomeFirstResponder: Bool { false }
    // https://developer.apple.com/documentation/uikit/uiresponder/inputview: read-only here,
    // redeclared read-write by UITextField and UITextView.
    open var inputView: UIView? { nil }
    open var inputAccessoryView: UIView? { nil }
    open var isFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }
    /// Resigns as part of a focus change; `updatingKeyboard` false when another input takes over.
    open func simResign(updatingKeyboard: Bool) -> Bool { true }
    /// Counts calls, so a test can see that a focused field's new input views were shown.
    public private(set) var simReloadInputViewsCount = 0
    open func reloadInputViews() {
        simReloadInputViewsCount += 1
        if isFirstResponder, let window = (self as? UIView)?.window { window.simKeyboard.reload(self) }
    }

    nonisolated public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    nonisolated public static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
    nonisolated public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    nonisolated public static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
    nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name("UIKeyboardWillChangeFrameNotification")
    nonisolated public static let keyboardDidChangeFrameNotification = NSNotification.Name("UIKeyboardDidChangeFrameNotification")
    nonisolated public static let keyboardFrameBeginUserInfoKey: String = "UIKeyboardFrameBeginUserInfoKey"
    nonisolated public static let keyboardFrameEndUserInfoKey: String = "UIKeyboardFrameEndUserInfoKey"
    nonisolated public static let keyboardAnimationDurationUserInfoKey: String = "UIKeyboardAnimationDurationUserInfoKey"
    nonisolated public static let keyboardAnimationCurveUserInfoKey: String = "UIKeyboardAnimationCurveUserInfoKey"
}

// SDK: UIKit's NSValue(UIGeometryKeyedCodingAdditions) category; Linux Foundation has the
// NSRect forms, which are CGRect there.
extension NSValue {
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public var cgRectValue: CGRect { rectValue }
}

/// A view controller and its root view: "UIView implements this method and returns the
/// UIViewController object that manages it (if it has one) or its superview (if it doesn't)"
/// (https://developer.apple.com/documentation/uikit/uiresponder/next). The double models only
/// that link.
@MainActor open class UIViewController: UIResponder {
    open var view: UIView! {
        didSet { view?.simViewController = self }
    }
}

/// A table view controller, whose root view is its table view. UIKit sets that table view's
/// content inset for the keyboard itself (a public report, lionheart/openradar-mirror#5016:
/// "This automatic setting of contentInset started with iOS 6"); the double models only that it
/// is one, not that inset.
@MainActor open class UITableViewController: UIViewController {
    public override init() {
        super.init()
        view = UITableView(frame: .zero)
    }
    open var tableView: UITableView! { view as? UITableView }
}

