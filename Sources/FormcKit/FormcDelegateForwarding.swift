import Foundation

/// Which of the app's delegates a delegate call the UIKit controller does not implement goes
/// to, by its Objective-C selector: UIKit asks a delegate `responds(to:)` before an optional
/// call (https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:)),
/// and a call the controller answers for with `forwardingTarget(for:)`
/// (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/forwardingtarget(for:))
/// reaches the app's delegate unchanged: UIKit's newer and rarer calls (a text view's links,
/// its edit menu, Writing Tools, its scrolling) work as if the app's delegate were the view's.
/// Calls that would go around the controller's own are never forwarded: iOS 26's
/// `textField(_:shouldChangeCharactersInRanges:replacementString:)` and
/// `textView(_:shouldChangeTextInRanges:replacementText:)`, which UIKit asks in place of the
/// single-range ones the controller filters with when a delegate has them
/// (https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfield(_:shouldchangecharactersinranges:replacementstring:)),
/// and their edit-menu counterparts `textField(_:editMenuForCharactersInRanges:suggestedActions:)`
/// and `textView(_:editMenuForTextInRanges:suggestedActions:)`, which UIKit asks in place of
/// the single-range ones the controller answers (an empty menu for a date or picker field, whose
/// text comes from its wheels; "If the delegate does not implement this method then the
/// `textView:editMenuForTextInRange:suggestedActions:` method will be called",
/// https://developer.apple.com/documentation/uikit/uitextviewdelegate/textview(_:editmenufortextinranges:suggestedactions:)):
/// an app's own edit menu implements the single-range methods, which the controller asks; and `textFieldDidEndEditing:`, which the controller passes on itself.
public nonisolated enum FormcDelegateForwarding {
    /// The app delegate a call goes to.
    public enum Target: Sendable {
        case textField, textView
    }

    /// Selectors never forwarded (see above).
    public static let kept: Set<String> = [
        "textField:shouldChangeCharactersInRanges:replacementString:",
        "textView:shouldChangeTextInRanges:replacementText:",
        "textField:editMenuForCharactersInRanges:suggestedActions:",
        "textView:editMenuForTextInRanges:suggestedActions:",
        "textFieldDidEndEditing:"
    ]

    /// The delegate a call named `selector` (`textView:primaryActionForTextItem:defaultAction:`)
    /// goes to: `UITextFieldDelegate`'s calls start with `textField`, `UITextViewDelegate`'s with
    /// `textView`, and those it inherits from `UIScrollViewDelegate` with `scrollView` or
    /// `viewForZooming`; nil for any other selector and for `kept` ones.
    public static func target(ofSelector selector: String) -> Target? {
        guard !kept.contains(selector) else { return nil }
        if selector.hasPrefix("textField") { return .textField }
        if selector.hasPrefix("textView") || selector.hasPrefix("scrollView") || selector.hasPrefix("viewForZooming") {
            return .textView
        }
        return nil
    }
}
