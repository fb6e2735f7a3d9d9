import Foundation

#if canImport(UIKit)
    import UIKit

    /// A rating in UIKit (`kind: rating`), which UIKit has no control for: one `UIButton` per
    /// choice of `range` (a star, `star.fill` up to the chosen one, for a range from 1; the
    /// numbers in circles for a scale from 0), laid out in a row from the leading edge, each cell
    /// 44 points square (the hit region Apple's Human Interface Guidelines ask of a control),
    /// wrapping onto further rows when the control is too narrow for one (a scale of 11 on an
    /// iPhone). `value` is nil (no choice) until someone taps; a tap on another choice than the one
    /// held chooses it and sends `.valueChanged`, as a `UISegmentedControl` does for "the user
    /// touches a segment to change the selection"
    /// (https://developer.apple.com/documentation/uikit/uisegmentedcontrol/selectedsegmentindex);
    /// a value set in code sends nothing. Disabled (`isEnabled = false`), its buttons take no tap.
    ///
    /// VoiceOver reads it as ONE element (`isAccessibilityElement`, its buttons none), with the
    /// `.adjustable` trait ("The accessibility element allows continuous adjustment through a range
    /// of values. … you must also implement the accessibilityIncrement() and
    /// accessibilityDecrement() methods",
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/adjustable): a swipe
    /// up or down calls `accessibilityIncrement()` or `accessibilityDecrement()`, which move it one
    /// star (up from none chooses the lowest: `FormcQuantitySettings.adjustedRating`) and send
    /// `.valueChanged`. Its `accessibilityValue` is the stars chosen ("3 of 5") or "not rated"
    /// (`spokenValue`), which VoiceOver reads after the label and again after each swipe ("when we
    /// swipe up or down it reads only the new value",
    /// https://d-ronnqvist.github.io/accessible-sliders-and-adjustable-controls).
    /// `FormcFormController.register(_:for:)` sets its range, value, words and label from a rating
    /// field.
    @MainActor
    public final class FormcRatingControl: UIControl {
        /// The side of each button's cell, in points.
        public static let buttonSide: CGFloat = 44

        /// The whole numbers offered: 1...5 by default (five stars); 0...10 for a scale of eleven
        /// numbers. Setting it makes the buttons again.
        public var range: ClosedRange<Int> = 1...5 {
            didSet {
                guard range != oldValue else { return }
                makeButtons()
            }
        }

        /// The choice held: nil while none is chosen. Set in code (what `showValues` shows), it
        /// sends nothing; a number outside `range` (a saved draft's) is kept as it is, every star
        /// up to it filled.
        public var value: Int? {
            didSet { showValue() }
        }

        /// What VoiceOver reads as the value for a choice (nil: none yet); nil gives the English
        /// "3 of 5" and "not rated" (`FormcQuantitySettings.spokenRating`). The controller gives
        /// the form's words, in the language shown (`FormcForm.spokenRating(_:for:)`).
        public var spokenValue: ((Int?) -> String)? {
            didSet { showValue() }
        }

        /// Disabled, it takes no tap and no swipe, and VoiceOver says so (`.notEnabled`).
        public override var isEnabled: Bool {
            didSet {
                for button in buttons { button.isEnabled = isEnabled }
                showTraits()
            }
        }

        /// The buttons, one per choice of `range` in order: for the app's own look (a `tintColor`).
        public var choiceButtons: [UIButton] {
            makeButtonsIfNeeded()
            return buttons
        }

        private var buttons: [UIButton] = []
        private var made = false
        /// The rows the last layout made: another count changes the intrinsic height.
        private var laidOutRows = 1

        /// A rating of `range` (1...5: five stars).
        public convenience init(range: ClosedRange<Int>) {
            self.init(frame: .zero)
            self.range = range
            makeButtonsIfNeeded()
        }

        /// `range` as rating settings (its symbols, its steps).
        private var settings: FormcQuantitySettings {
            FormcQuantitySettings(
                control: .rating, minimum: Double(range.lowerBound), maximum: Double(range.upperBound), step: 1)
        }

        private func makeButtonsIfNeeded() {
            if !made { makeButtons() }
        }

        /// One button per choice, in place of any before; the control itself the one element
        /// VoiceOver reads.
        private func makeButtons() {
            made = true
            for button in buttons { button.removeFromSuperview() }
            buttons = settings.ratingRange.map { choice in
                let button = UIButton(type: .system)
                // The control speaks for all of them.
                button.isAccessibilityElement = false
                button.isEnabled = isEnabled
                // Larger at the accessibility text sizes, as the text around it.
                button.adjustsImageSizeForAccessibilityContentSizeCategory = true
                button.addAction(
                    UIAction { [weak self] _ in self?.choose(choice) }, for: .touchUpInside)
                addSubview(button)
                return button
            }
            isAccessibilityElement = true
            showTraits()
            showValue()
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }

        /// Each button's symbol for `value`, and the value VoiceOver reads.
        private func showValue() {
            makeButtonsIfNeeded()
            let settings = self.settings
            for (button, choice) in zip(buttons, settings.ratingRange) {
                let image = UIImage(systemName: settings.symbolName(of: choice, for: value))
                button.setImage(image, for: .normal)
                // Without the symbol (an SDK that lacks it), the number itself.
                button.setTitle(image == nil ? String(choice) : nil, for: .normal)
            }
            accessibilityValue = spokenValue?(value) ?? settings.spokenRating(value)
        }

        private func showTraits() {
            accessibilityTraits = isEnabled ? .adjustable : [.adjustable, .notEnabled]
        }

        /// A person's tap on `choice`: chosen, and `.valueChanged` sent, unless it is held already.
        private func choose(_ choice: Int) {
            guard isEnabled, value != choice else { return }
            value = choice
            sendActions(for: .valueChanged)
        }

        /// VoiceOver's swipe up: one star more (the lowest from none), `.valueChanged` sent
        /// ("Tells the accessibility element to increment the value of its content",
        /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityincrement()).
        public override func accessibilityIncrement() { adjust(by: 1) }

        /// VoiceOver's swipe down: one star less, held at the lowest; nothing from none
        /// (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitydecrement()).
        public override func accessibilityDecrement() { adjust(by: -1) }

        /// VoiceOver's double-tap: nothing, and says it was handled. "The accessibility system
        /// calls this method when a VoiceOver user double taps the selected element"
        /// (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityactivate());
        /// left to UIKit, the double-tap becomes a tap at the element's activation point, its
        /// centre: the middle star, chosen without a word. The stars are set by swiping.
        public override func accessibilityActivate() -> Bool { true }

        private func adjust(by steps: Int) {
            guard isEnabled else { return }
            let moved = settings.adjustedRating(value, by: steps)
            guard moved != value else { return }
            value = moved
            sendActions(for: .valueChanged)
        }

        // MARK: Layout

        /// How many cells go in a row of `width` (every one for no width yet).
        private func perRow(for width: CGFloat) -> Int {
            let count = max(1, buttons.count)
            guard width >= Self.buttonSide else { return count }
            return min(count, max(1, Int(width / Self.buttonSide)))
        }

        /// The size the cells take in `width`: one row of 44-point cells, or as many rows as a
        /// narrower width needs.
        public override func sizeThatFits(_ size: CGSize) -> CGSize {
            makeButtonsIfNeeded()
            let perRow = perRow(for: size.width)
            let rows = (buttons.count + perRow - 1) / perRow
            return CGSize(width: CGFloat(perRow) * Self.buttonSide, height: CGFloat(max(1, rows)) * Self.buttonSide)
        }

        /// One row of cells until the control has a width; then the rows that width needs.
        public override var intrinsicContentSize: CGSize {
            sizeThatFits(CGSize(width: bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude, height: 0))
        }

        /// The cells from the leading edge (the right one in a right-to-left language), row by row,
        /// each row as tall as the control's height shares out, never under 44 points.
        public override func layoutSubviews() {
            super.layoutSubviews()
            makeButtonsIfNeeded()
            let perRow = perRow(for: bounds.width)
            let rows = max(1, (buttons.count + perRow - 1) / perRow)
            let height = max(Self.buttonSide, bounds.height / CGFloat(rows))
            let mirrored = effectiveUserInterfaceLayoutDirection == .rightToLeft
            for (index, button) in buttons.enumerated() {
                let column = CGFloat(index % perRow), row = CGFloat(index / perRow)
                let x = mirrored ? bounds.width - (column + 1) * Self.buttonSide : column * Self.buttonSide
                button.frame = CGRect(x: x, y: row * height, width: Self.buttonSide, height: height)
            }
            // A width that wraps the cells otherwise than before asks Auto Layout for another height.
            if rows != laidOutRows {
                laidOutRows = rows
                invalidateIntrinsicContentSize()
            }
        }
    }
#endif
