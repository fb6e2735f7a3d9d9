// UIKitSim's software keyboard: which notifications a focus change posts, in which order,
// with which frames. See Responder.swift for what the double is.

import Foundation

/// The keyboard of one window. The test sets `frame` (screen coordinates, the accessory bar
/// included) before focusing a field, and may move it while shown (`simMove`).
@MainActor public final class SimKeyboard {
    /// The frame the keyboard takes when a text input gains focus.
    public var frame: CGRect = .zero
    /// The frame it shows now, nil while hidden.
    public private(set) var shownFrame: CGRect?
    /// Every notification posted, by name, for tests that check the order.
    public private(set) var posted: [String] = []
    /// Layout warnings logged: an input accessory view shown with a zero height lays its
    /// content out at height 0 and logs unsatisfiable constraints ("Unable to simultaneously
    /// satisfy constraints": public reports such as rdar://36578167, "tries to layout with a
    /// height of zero leading to unsatisfiable constraints", and `_UIToolbarContentView`
    /// warnings for a `UIToolbar()` accessory).
    public private(set) var simLayoutWarnings = 0
    private var shownFor: (input: ObjectIdentifier?, accessory: ObjectIdentifier?)?
    /// The return key the keyboard draws; nil while hidden. A keyboard reads its input's
    /// `returnKeyType` when the input becomes first responder, and again only when the input
    /// calls `reloadInputViews()`: setting `returnKeyType` on the focused field changes nothing
    /// on screen until then (Apple's `reloadInputViews`: "You can use this method to refresh
    /// the custom input view or input accessory view associated with the current object when
    /// it is the first responder"; public reports such as "Changing returnKeyType of a
    /// UITextField while editing" on Stack Overflow, answered with `reloadInputViews()`).
    public private(set) var returnKey: UIReturnKeyType?

    /// The keyboard's part of a focus change in `window` to `responder` (nil: none).
    ///
    /// - A text input gaining focus while the keyboard is hidden, or with another input or
    ///   accessory view, posts keyboardWillChangeFrame then keyboardWillShow; moving between
    ///   two inputs that share the accessory view and keyboard posts nothing. Source: "Why is
    ///   UIKeyboardWillShowNotification called every time another TextField is selected?"
    ///   (Stack Overflow, mirrored at https://newbe.dev/why-is-uikeyboardwillshownotification-called-every-time-another-textfield-is-selected):
    ///   the notifications come in that order, and "using the same View for inputAccessoryView
    ///   will cause UIKeyboardWillShowNotification only called once".
    /// - Losing focus to no text input posts keyboardWillChangeFrame then keyboardWillHide
    ///   (same source: "The same applies for when the TextField loses its first responder status").
    ///   The end frame of a hide is the frame moved just below the screen: the double's
    ///   choice, not a documented value; code under test must read any off-screen frame as no overlap.
    /// - Each notification's object is nil and its frames are in screen coordinates (UIKit's
    ///   UIWindow.h: "Each notification includes a nil object and a userInfo dictionary containing
    ///   the begining and ending keyboard frame in screen coordinates"; and
    ///   https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey).
    func focusDidChange(to responder: UIResponder?, in window: UIWindow) {
        if let responder, responder is UITextField || responder is UITextView {
            returnKey = Self.returnKeyType(of: responder)
            let key = (input: responder.inputView.map(ObjectIdentifier.init), accessory: responder.inputAccessoryView.map(ObjectIdentifier.init))
            if let shownFrame, shownFrame == frame, let shownFor, shownFor.input == key.input, shownFor.accessory == key.accessory {
                return
            }
            let begin = shownFrame ?? offScreen(frame, in: window)
            if let accessory = responder.inputAccessoryView, accessory.frame.height == 0 { simLayoutWarnings += 1 }
            shownFrame = frame
            shownFor = key
            post([UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification], from: begin, to: frame)
        } else if let shown = shownFrame {
            returnKey = nil
            shownFrame = nil
            shownFor = nil
            post([UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification],
                 from: shown, to: offScreen(shown, in: window))
        }
    }

    /// The focused input reloaded its input views: the keyboard reads its return key again.
    func reload(_ responder: UIResponder) {
        guard shownFrame != nil else { return }
        returnKey = Self.returnKeyType(of: responder)
    }

    private static func returnKeyType(of responder: UIResponder) -> UIReturnKeyType? {
        (responder as? UITextField)?.returnKeyType ?? (responder as? UITextView)?.returnKeyType
    }

    /// The shown keyboard takes `newFrame` (undocked, floating, split, or a hardware keyboard
    /// leaving only the accessory bar): keyboardWillChangeFrame only, as in the source above.
    public func simMove(to newFrame: CGRect) {
        frame = newFrame
        guard let shown = shownFrame else { return }
        shownFrame = newFrame
        post([UIResponder.keyboardWillChangeFrameNotification], from: shown, to: newFrame)
    }

    private func offScreen(_ rect: CGRect, in window: UIWindow) -> CGRect {
        CGRect(x: rect.minX, y: window.screen.bounds.maxY, width: rect.width, height: rect.height)
    }

    private func post(_ names: [NSNotification.Name], from begin: CGRect, to end: CGRect) {
        // Duration and curve as UIKit's docked keyboard gives them (0.25 s, curve 7); the
        // double animates nothing, so only their presence matters.
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: 0.25,
            UIResponder.keyboardAnimationCurveUserInfoKey: 7,
        ]
        for name in names {
            posted.append(name.rawValue)
            NotificationCenter.default.post(name: name, object: nil, userInfo: info)
        }
    }
}
