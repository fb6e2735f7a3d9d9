import Foundation

/// Keyboard avoidance as plain geometry, so it is testable anywhere: the UIKit controller
/// reads the frames from UIKit, asks these functions, and applies the answers. Every rect is
/// in the screen's coordinate space, the space of `keyboardFrameEndUserInfoKey`; sizes are points.
public nonisolated enum FormcKeyboardAvoidance<Field: FormcField> {
    /// Points kept between the focused field and the keyboard: the spec's `keyboardDistance`,
    /// else 10 (IQKeyboardManager's default).
    public static var distance: CGFloat { CGFloat(Field.formcForm.keyboardDistance) }

    /// Whether the controller avoids the keyboard: the spec's `keyboardAvoidance`, else true.
    /// When false, `avoidKeyboard(in:)` leaves the scroll view alone.
    public static var isEnabled: Bool { Field.formcForm.keyboardAvoidance }

    /// How much of the scroll view a docked keyboard covers, from the scroll view's bottom
    /// edge up. Zero when the keyboard covers none of it, or is not docked: an empty frame, a
    /// frame off the screen (hidden), or one whose bottom edge is above the screen's (a
    /// floating, undocked or split iPad keyboard, which content should not make room for).
    /// A hardware keyboard shows only the input accessory bar: that bar's height is the answer.
    public static func overlap(keyboard: CGRect, screen: CGRect, scrollView: CGRect) -> CGFloat {
        guard !keyboard.isEmpty, keyboard.maxY >= screen.maxY - 0.5 else { return 0 }
        let covered = scrollView.intersection(keyboard)
        guard !covered.isNull, covered.width > 0 else { return 0 }
        return max(0, scrollView.maxY - covered.minY)
    }

    /// The bottom `contentInset` that makes room for `overlap`. UIKit already adds the scroll
    /// view's bottom safe area (the home indicator's 34 points) to the adjusted inset, so that
    /// part of the overlap is not added again.
    public static func contentInset(overlap: CGFloat, safeAreaBottom: CGFloat) -> CGFloat {
        max(0, overlap - max(0, safeAreaBottom))
    }

    /// The bottom inset to set while the keyboard covers the scroll view, given the scroll
    /// view's own (`own`, the app's, saved before the keyboard came) and what the keyboard needs
    /// (`keyboard`, from `contentInset(overlap:safeAreaBottom:)`), in points: the larger, so the
    /// app's inset for its own bottom bar is never cut (IQKeyboardManager keeps the larger of its
    /// starting inset and the keyboard's too).
    public static func bottomInset(own: CGFloat, keyboard: CGFloat) -> CGFloat {
        max(own, keyboard)
    }

    /// The rect to scroll visible (`scrollRectToVisible`) for a focused field whose frame is
    /// `field`, in the scroll view's content coordinates: the field and `distance` points below it.
    public static func rectToReveal(field: CGRect, distance: CGFloat = distance) -> CGRect {
        CGRect(x: field.minX, y: field.minY, width: field.width, height: field.height + max(0, distance))
    }
}
