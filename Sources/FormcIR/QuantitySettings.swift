import Foundation

/// A stepper's or slider's range: the spec's `min`, `max` and `step`, else the control's own
/// defaults (`UIStepper`: 0…100 by 1; `UISlider`: 0…1, continuous). Lowering resolves it; the
/// checker, the emitters and `formc run` read it, and FormcKit's `FormcQuantitySettings` is
/// its copy in the generated code, so every driver stops at the same values.
public struct QuantitySettings: Sendable, Hashable {
    public var minimum: Double
    public var maximum: Double
    /// The distance between the values the control stops at, counted from `minimum`; nil
    /// for a slider that moves continuously.
    public var step: Double?

    public init(minimum: Double, maximum: Double, step: Double?) {
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
    }

    /// The settings of a field of `control` that writes `min`, `max` and `step` (nil where
    /// it writes none, or a value that is no number: the checker reports those).
    public init(control: Control, min: Double?, max: Double?, step: Double?) {
        switch control {
        // UIStepper's documented defaults: minimumValue 0, maximumValue 100, stepValue 1.
        case .stepper: self.init(minimum: min ?? 0, maximum: max ?? 100, step: step ?? 1)
        // Five stars, whole ones (a 0 to 10 scale writes `min: 0, max: 10`).
        case .rating: self.init(minimum: min ?? 1, maximum: max ?? 5, step: 1)
        // UISlider's: minimumValue 0, maximumValue 1, and any value between.
        default: self.init(minimum: min ?? 0, maximum: max ?? 1, step: step)
        }
    }

    /// Whether the field holds whole numbers only (an `Int` in Swift, a JSON integer): its
    /// bounds and step are whole. A continuous slider is never whole.
    public var isInteger: Bool {
        guard let step else { return false }
        return [minimum, maximum, step].allSatisfy { $0.rounded() == $0 && abs($0) < 1e15 }
    }

    /// The digits after the point a value is shown with: none for whole numbers, the most the
    /// bounds and step are written with, at least one for a real field, two for a continuous
    /// slider (`0.25`).
    public var fractionDigits: Int {
        if isInteger { return 0 }
        guard let step else { return 2 }
        return max(1, [minimum, maximum, step].map(Self.decimals).max() ?? 1)
    }

    /// Whether the range is usable: finite, `minimum` below `maximum`, a positive step.
    public var isValid: Bool {
        minimum.isFinite && maximum.isFinite && minimum < maximum && (step.map { $0 > 0 && $0.isFinite } ?? true)
    }

    /// `value` as the control leaves it: inside the range, on the nearest step from
    /// `minimum` (a slider's thumb dropped between two stops).
    public func snapped(_ value: Double) -> Double {
        guard isValid, value.isFinite else { return minimum }
        var result = min(max(value, minimum), maximum)
        if let step {
            result = minimum + ((result - minimum) / step).rounded() * step
            if result > maximum + Self.tolerance(step) { result -= step }
            result = Self.tidy(min(result, maximum), digits: fractionDigits)
        }
        return result
    }

    /// Whether the control can hold `value`: in the range and, with a step, on one.
    public func holds(_ value: Double) -> Bool {
        guard value.isFinite, value >= minimum, value <= maximum else { return false }
        guard let step else { return true }
        let steps = (value - minimum) / step
        return abs(steps - steps.rounded()) <= 1e-9 * max(1, abs(steps))
    }

    /// The value the field starts at: its default where the control can hold it (the checker
    /// reports any other, FC222), else `minimum`. Every driver starts here.
    public func start(_ defaultValue: FieldValue?) -> Double {
        chosen(defaultValue) ?? minimum
    }

    /// The default where the control can hold it, else nil: where a rating starts (no star).
    public func chosen(_ defaultValue: FieldValue?) -> Double? {
        guard case .number(let text)? = defaultValue, let value = Double(text), holds(value) else { return nil }
        return value
    }

    /// Whether `step` divides the range, so that `maximum` is a value the control stops at.
    public var stepDividesRange: Bool { holds(maximum) }

    /// `value` moved by `count` steps (a tap of + or −, an arrow key), inside the range; a
    /// continuous slider moves by a hundredth of its range.
    public func moved(_ value: Double, by count: Int) -> Double {
        if let step { return snapped(value + Double(count) * step) }
        // A continuous slider is not tidied by `snapped` (it has no step), and a hundredth of
        // the range added key after key gathers binary noise: six steps from 0 on 0…1 gave
        // 0.060000000000000005, shown and answered so. Keep ten more digits than the unit's
        // (a ten-billionth of a step, far below any value the keys reach), written out and read
        // back so the result is the double nearest that decimal.
        let unit = (maximum - minimum) / 100
        let moved = snapped(value + Double(count) * unit)
        guard unit.isFinite, unit > 0, moved.isFinite else { return moved }
        let digits = max(0, Int((-log10(unit)).rounded(.up))) + 10
        return Double(String(format: "%.\(digits)f", moved)) ?? moved
    }

    /// The value's text as conditions, `formc run` and the JSON answer write it: a whole
    /// number without a point (`3`), else the shortest decimal (`2.5`).
    public func text(_ value: Double) -> String {
        Self.text(value)
    }

    /// The values the control stops at, in words, for diagnostics and `formc run`'s refusals:
    /// `1 to 10 in steps of 1`, or `0 to 1` for a continuous slider.
    public var stops: String {
        let bounds = "\(text(minimum)) to \(text(maximum))"
        return step.map { bounds + " in steps of \(text($0))" } ?? bounds
    }

    public static func text(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private static func decimals(_ value: Double) -> Int {
        let text = Self.text(value)
        guard let point = text.firstIndex(of: "."), !text.contains("e") else { return 0 }
        return text.distance(from: point, to: text.endIndex) - 1
    }

    private static func tolerance(_ step: Double) -> Double { abs(step) * 1e-9 }

    /// `value` rounded to `digits` decimals, so `0.1 + 0.2` steps are `0.3`, not `0.30000000000000004`.
    private static func tidy(_ value: Double, digits: Int) -> Double {
        let scale = pow(10, Double(min(digits + 2, 12)))
        return (value * scale).rounded() / scale
    }
}
