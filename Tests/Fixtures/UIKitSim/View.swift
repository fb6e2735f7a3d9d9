// UIKitSim views: frames, bounds, the window on a screen, conversions through the screen's
// coordinate space, safe areas. See Responder.swift for what the double is.

import Foundation

@MainActor open class UIView: UIResponder {
    /// The frame in the superview's coordinates; a window's is in the screen's
    /// (https://developer.apple.com/documentation/uikit/uiview/frame). Its size is the bounds' size.
    /// A new size asks for a layout ("when the size of the view changes", the frame page below and
    /// https://developer.apple.com/documentation/uikit/uiview/setneedslayout()), which
    /// `layoutIfNeeded()` then runs.
    open var frame: CGRect {
        didSet { if frame.size != oldValue.size { simNeedsLayout = true } }
    }
    /// Where the bounds start: a scroll view's `contentOffset`
    /// (https://developer.apple.com/documentation/uikit/uiscrollview: "the origin of the bounds
    /// rectangle … is the content offset").
    open var simBoundsOrigin: CGPoint = .zero
    open var isHidden: Bool = false
    open var autoresizingMask: UIView.AutoresizingMask = []
    open var backgroundColor: UIColor?
    /// Never nil when read: "The first nondefault tint color value in the view's hierarchy,
    /// ascending from and starting with the view itself. If the system cannot find a nondefault
    /// color in the hierarchy, this property's value is a system-defined color instead"
    /// (https://developer.apple.com/documentation/uikit/uiview/tintcolor; UIView.h: "-tintColor
    /// always returns a color", `null_resettable`). Setting nil makes the view inherit again.
    open var tintColor: UIColor! {
        get { simOwnTintColor ?? superview?.tintColor ?? UIColor.simSystemTint }
        set { simOwnTintColor = newValue }
    }
    /// The view's own tint (what was set on it), nil while it inherits: what a test reads, since
    /// `tintColor` answers the inherited one.
    public private(set) var simOwnTintColor: UIColor?
    /// "The default value for this property is false unless the receiver is a standard UIKit
    /// control, in which case the value is true"
    /// (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement);
    /// UIControl and UILabel say true.
    open var isAccessibilityElement = false
    open var contentMode: UIView.ContentMode = .scaleToFill
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    /// "The default value for this property is none unless the receiver is a UIKit control"
    /// (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits);
    /// the double gives controls none either: FormcKit sets what it needs.
    open var accessibilityTraits: UIAccessibilityTraits = []
    /// "The value of the accessibility element" (nil by default:
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityvalue);
    /// UISlider says its own (Controls.swift).
    open var accessibilityValue: String?
    open var accessibilityIdentifier: String?
    public private(set) weak var superview: UIView?
    /// The view controller whose root view this is (`UIViewController.view`).
    weak var simViewController: UIViewController?
    open override var next: UIResponder? { simViewController ?? superview }
    public private(set) var subviews: [UIView] = []
    public private(set) var gestureRecognizers: [UIGestureRecognizer]?
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The active constraints whose first item is this view, in activation order.
    public internal(set) var simConstraints: [NSLayoutConstraint] = []
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(view: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(view: self, attribute: .height) }

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    public override convenience init() { self.init(frame: .zero) }

    open var bounds: CGRect {
        get { CGRect(origin: simBoundsOrigin, size: frame.size) }
        set {
            simBoundsOrigin = newValue.origin
            frame.size = newValue.size
        }
    }

    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        simNeedsLayout = true
    }

    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    open func sizeToFit() {}

    // MARK: Layout

    /// Whether a layout is pending: set by `setNeedsLayout()`, a new size and a new subview.
    public internal(set) var simNeedsLayout = true
    /// How many times `invalidateIntrinsicContentSize()` was called.
    public private(set) var simIntrinsicInvalidations = 0

    /// "The default implementation of this method does nothing"
    /// (https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()): a subclass
    /// places its subviews here.
    open func layoutSubviews() {}
    open func setNeedsLayout() { simNeedsLayout = true }
    /// "Lays out the subviews immediately, if layout updates are pending"
    /// (https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()): this view and
    /// then its subviews, each only when it has a layout pending. The double has no run loop: a
    /// scenario calls it where UIKit would lay out before drawing.
    open func layoutIfNeeded() {
        if simNeedsLayout {
            simNeedsLayout = false
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// "A view with no intrinsic size for a dimension answers noIntrinsicMetric"
    /// (https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    public static let noIntrinsicMetric: CGFloat = -1
    open func invalidateIntrinsicContentSize() { simIntrinsicInvalidations += 1 }
    /// "The default implementation … returns the existing size of the view"
    /// (https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The direction a scenario gives the view (left to right unless set).
    public var simLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    /// "The user interface layout direction appropriate for arranging the immediate content of
    /// this view" (https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection):
    /// the double's is `simLayoutDirection`.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { simLayoutDirection }

    // MARK: VoiceOver's adjustments

    /// "Tells the accessibility element to increment the value of its content"
    /// (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityincrement();
    /// on NSObject in the SDK, an informal protocol's: here on UIView, which the double's views
    /// need). Does nothing unless a subclass does something.
    open func accessibilityIncrement() {}
    open func accessibilityDecrement() {}
    /// "Tells the element to activate itself and report the success or failure of the
    /// operation", VoiceOver's double-tap
    /// (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityactivate()):
    /// false, so VoiceOver taps the activation point, unless a subclass handles it.
    open func accessibilityActivate() -> Bool { false }

    /// VoiceOver's one-finger swipe up (`up`) or down on this view when it is focused: an element
    /// with the adjustable trait is incremented or decremented ("If you specify this trait on an
    /// accessibility element, you must also implement the accessibilityIncrement() and
    /// accessibilityDecrement() methods",
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/adjustable); on any
    /// other view, or a view that is no accessibility element, the swipe does not reach it.
    /// Answers whether it reached the view.
    @discardableResult
    public func simVoiceOverSwipe(up: Bool) -> Bool {
        guard isAccessibilityElement, !simIsHiddenInHierarchy, accessibilityTraits.contains(.adjustable) else {
            return false
        }
        if up { accessibilityIncrement() } else { accessibilityDecrement() }
        return true
    }

    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer.simView = self
    }

    /// "Detaches a gesture recognizer from the receiving view"
    /// (https://developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:)).
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers = gestureRecognizers?.filter { $0 !== gestureRecognizer }
        if gestureRecognizer.simView === self { gestureRecognizer.simView = nil }
    }

    /// The deepest visible view at `point` (in this view's bounds coordinates), later subviews
    /// first: "Points that lie outside the receiver's bounds are never reported as hits … This
    /// method ignores view objects that are hidden"; subviews are searched front to back
    /// (https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)).
    /// UIKit's own method, which a subclass may override (a pass-through bar); `simHitTest` and
    /// a window's touch delivery call it.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, bounds.contains(point) else { return nil }
        for subview in subviews.reversed() {
            let inner = CGPoint(
                x: point.x - subview.frame.minX + subview.simBoundsOrigin.x,
                y: point.y - subview.frame.minY + subview.simBoundsOrigin.y)
            if let hit = subview.hitTest(inner, with: event) { return hit }
        }
        return self
    }

    public func simHitTest(_ point: CGPoint) -> UIView? { hitTest(point, with: nil) }

    /// What the view does with a finger lifted on it when no recognizer cancelled the touch.
    open func simTouchEnded() {}

    /// Whether `self` is `view` or inside it.
    public func simIsDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Hidden itself or inside a hidden view: such a view "does not receive input events"
    /// (https://developer.apple.com/documentation/uikit/uiview/ishidden).
    public var simIsHiddenInHierarchy: Bool {
        var current: UIView? = self
        while let view = current {
            if view.isHidden { return true }
            current = view.superview
        }
        return false
    }

    // MARK: Coordinates

    /// A rect in this view's bounds coordinates to the screen's: each view adds its frame's
    /// origin and subtracts its bounds' origin, up to the window, whose frame is in screen
    /// coordinates. Outside a window the chain ends as if at the screen's origin.
    public func simRectToScreen(_ rect: CGRect) -> CGRect {
        var result = rect
        var view: UIView? = self
        while let current = view {
            result.origin.x += current.frame.minX - current.simBoundsOrigin.x
            result.origin.y += current.frame.minY - current.simBoundsOrigin.y
            view = current.superview
        }
        return result
    }

    public func simRectFromScreen(_ rect: CGRect) -> CGRect {
        let origin = simRectToScreen(.zero).origin
        return rect.offsetBy(dx: -origin.x, dy: -origin.y)
    }

    /// `view` nil means the window (https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-9k7yf:
    /// "If view is nil, this method instead converts to window base coordinates").
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let target: UIView? = view ?? window
        let screenRect = simRectToScreen(rect)
        return target?.simRectFromScreen(screenRect) ?? screenRect
    }

    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let source: UIView? = view ?? window
        let screenRect = source?.simRectToScreen(rect) ?? rect
        return simRectFromScreen(screenRect)
    }

    open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        coordinateSpace.simRectFromScreen(simRectToScreen(rect))
    }

    // MARK: Safe area

    /// The part of this view that the window's safe-area insets cover
    /// (https://developer.apple.com/documentation/uikit/uiview/safeareainsets: for a view
    /// other than the root, "the insets reflect only the portion of the view that is covered").
    open var safeAreaInsets: UIEdgeInsets {
        guard let window else { return UIEdgeInsets() }
        let own = convert(bounds, to: window)
        let safe = window.bounds.inset(by: window.simSafeAreaInsets)
        return UIEdgeInsets(
            top: max(0, safe.minY - own.minY), left: max(0, safe.minX - own.minX),
            bottom: max(0, own.maxY - safe.maxY), right: max(0, own.maxX - safe.maxX))
    }

    // MARK: Responders

    /// "looks at the current view and its subview hierarchy for the text field that is
    /// currently the first responder. If it finds one, it asks that text field to resign"
    /// (https://developer.apple.com/documentation/uikit/uiview/endediting(_:)).
    @discardableResult open func endEditing(_ force: Bool) -> Bool {
        guard let responder = window?.simFirstResponder as? UIView, responder.simIsDescendant(of: self) else {
            return true
        }
        return responder.resignFirstResponder()
    }

    open override var isFirstResponder: Bool { window?.simFirstResponder === self }

    // MARK: Animation

    /// Runs `animations` at once, then `completion`: the double has no frames in between.
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }

    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    }

    public enum ContentMode: Int, Sendable {
        case scaleToFill = 0, scaleAspectFit = 1
    }
}

extension CGRect {
    func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: max(0, width - insets.left - insets.right), height: max(0, height - insets.top - insets.bottom))
    }
}

public struct UIEdgeInsets: Equatable, Sendable, CustomStringConvertible {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public var description: String { "(\(top), \(left), \(bottom), \(right))" }
}

/// A window on a screen. Its frame is where it sits on the screen: in iPad Split View, Slide
/// Over and Stage Manager it does not start at the screen's origin, which is why keyboard
/// frames (screen coordinates) must be converted
/// (https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey).
@MainActor open class UIWindow: UIView {
    open var screen: UIScreen = UIScreen()
    /// The window's own safe-area insets (34 pt at the bottom for an iPhone's home indicator).
    public var simSafeAreaInsets = UIEdgeInsets()
    /// The responder that has focus; set only through becomeFirstResponder/resignFirstResponder.
    public internal(set) var simFirstResponder: UIResponder?
    /// The software keyboard the test has configured, and what it posts.
    public let simKeyboard = SimKeyboard()

    open override var safeAreaInsets: UIEdgeInsets { simSafeAreaInsets }
}

@MainActor open class UIScreen: NSObject {
    private let screenBounds: CGRect
    public init(simBounds: CGRect) {
        screenBounds = simBounds
        super.init()
    }
    public override convenience init() { self.init(simBounds: CGRect(x: 0, y: 0, width: 390, height: 844)) }
    open var bounds: CGRect { screenBounds }
    open var coordinateSpace: any UICoordinateSpace { ScreenSpace() }
}

/// The screen's fixed coordinate space: conversions pass through it.
@MainActor public protocol UICoordinateSpace: NSObjectProtocol {
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func simRectToScreen(_ rect: CGRect) -> CGRect
    func simRectFromScreen(_ rect: CGRect) -> CGRect
}

extension UIView: UICoordinateSpace {}

final class ScreenSpace: NSObject, UICoordinateSpace {
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        coordinateSpace.simRectFromScreen(rect)
    }
    func simRectToScreen(_ rect: CGRect) -> CGRect { rect }
    func simRectFromScreen(_ rect: CGRect) -> CGRect { rect }
}
