// UIKitSim scroll view: content inset, the safe area UIKit adds to it, and scrolling a rect
// into view. See Responder.swift for what the double is.

import Foundation

@MainActor open class UIScrollView: UIView {
    open var contentInset = UIEdgeInsets()
    open var verticalScrollIndicatorInsets = UIEdgeInsets()
    open var contentSize: CGSize = .zero
    open var alwaysBounceVertical = false
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    /// The bounds' origin (https://developer.apple.com/documentation/uikit/uiscrollview).
    open var contentOffset: CGPoint {
        get { simBoundsOrigin }
        set { simBoundsOrigin = newValue }
    }

    /// `contentInset` plus the safe area where the behaviour includes it
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset). For
    /// `.scrollableAxes`, "the top and bottom insets include the safe area inset values when the
    /// vertical content size is greater than the height of the scroll view itself" or when
    /// `alwaysBounceVertical` (https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/scrollableaxes);
    /// `.automatic` is modelled as `.scrollableAxes`, what it does outside a navigation or tab
    /// bar controller (the double has none). Only top and bottom are modelled.
    open var adjustedContentInset: UIEdgeInsets {
        var insets = contentInset
        let vertical: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: vertical = false
        case .always: vertical = true
        case .automatic, .scrollableAxes: vertical = contentSize.height > bounds.height || alwaysBounceVertical
        }
        if vertical {
            insets.top += safeAreaInsets.top
            insets.bottom += safeAreaInsets.bottom
        }
        return insets
    }

    /// The content the user sees: the bounds less the adjusted insets.
    public var simVisibleContent: CGRect { bounds.inset(by: adjustedContentInset) }

    /// "scrolls the content view so that the area defined by rect is just visible inside the
    /// scroll view. If the area is already visible, the method does nothing"
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/scrollrecttovisible(_:animated:)).
    /// Vertical only: the least scroll that brings the rect's bottom (or, when taller than the
    /// visible area, its top) inside the area left by the adjusted insets, within the offsets
    /// the content allows.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = simVisibleContent
        var y = contentOffset.y
        if rect.maxY > visible.maxY { y += rect.maxY - visible.maxY }
        if rect.minY < visible.minY + (y - contentOffset.y) { y = rect.minY - adjustedContentInset.top }
        let insets = adjustedContentInset
        let lowest = 0 - insets.top
        let highest = max(lowest, contentSize.height + insets.bottom - bounds.height)
        contentOffset.y = min(max(y, lowest), highest)
    }

    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0, scrollableAxes, never, always
    }
}
