// UIKitSim gestures: a tap delivered through the hit-tested view's gesture recognizers and then
// to the view. See Responder.swift for what the double is.

import Foundation

@MainActor open class UIGestureRecognizer: NSObject {
    public override init() { super.init() }
    weak open var delegate: (any UIGestureRecognizerDelegate)?
    open var cancelsTouchesInView = true
    open var isEnabled = true
    public internal(set) weak var simView: UIView?
    /// How many taps it recognized.
    public internal(set) var simRecognized = 0
}

@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {}

@MainActor open class UITouch: NSObject {
    public let simHitView: UIView
    init(view: UIView) {
        simHitView = view
        super.init()
    }
    open var view: UIView? { simHitView }
}

@MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}

extension UIWindow {
    /// A finger down and up at `point` (window coordinates) without moving, modelled on
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer:
    /// 1. the touch goes to the hit-tested view (`simHitTest`);
    /// 2. "A gesture recognizer operates on touches hit-tested to a specific view and all of that
    ///    view's subviews": the recognizers of that view and its ancestors take part, each asked
    ///    `gestureRecognizer(_:shouldReceive:)` first ("called before touchesBegan … for a new
    ///    touch": https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldreceive:)-2lwk5);
    /// 3. a tap recognizer that received the touch recognizes when the finger lifts, asking
    ///    `gestureRecognizerShouldBegin(_:)` as it leaves the possible state ("Returning false
    ///    causes the gesture recognizer to transition to the failed state":
    ///    https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:));
    /// 4. the view gets the touch's end unless a recognizer that recognized has
    ///    `cancelsTouchesInView` ("If true … touches … are not delivered to the view":
    ///    https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview).
    ///    A text field or text view then takes focus, as `simTap` does.
    public func simTap(at point: CGPoint) {
        guard let hit = simHitTest(point) else { return }
        let touch = UITouch(view: hit)
        var recognizers: [UIGestureRecognizer] = []
        var view: UIView? = hit
        while let current = view {
            recognizers += current.gestureRecognizers ?? []
            view = current.superview
        }
        let receiving = recognizers.filter { $0.isEnabled && ($0.delegate?.gestureRecognizer($0, shouldReceive: touch) ?? true) }
        var cancelled = false
        for recognizer in receiving where recognizer is UITapGestureRecognizer {
            guard recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true else { continue }
            recognizer.simRecognized += 1
            cancelled = cancelled || recognizer.cancelsTouchesInView
        }
        if !cancelled { hit.simTouchEnded() }
    }
}
