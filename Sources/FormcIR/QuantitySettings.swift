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
        return max(1, [minimum, maximum, step].map(Self.places).max() ?? 1)
    }

    /// Whether the range is usable: finite, `minimum` below `maximum`, a positive step.
    public var isValid: Bool {
        minimum.isFinite && maximum.isFinite && minimum < maximum && (step.map { $0 > 0 && $0.isFinite } ?? true)
    }

    /// `value` as the control leaves it: inside the range, on the nearest step from
    /// `minimum` (a slider's thumb dropped between two stops), never past the last whole step,
    /// rounded to the decimals of `minimum` and the step so that `0.1 + 0.2` is `0.3`. The
    /// same steps as FormcKit's `FormcQuantitySettings.snapped` (one behaviour: the
    /// differential tests hold the drivers equal).
    public func snapped(_ value: Double) -> Double {
        guard isValid, value.isFinite else { return minimum }
        let clamped = min(max(value, minimum), maximum)
        guard let step else { return clamped }
        // The steps that fit, forgiving the noise of a division that should be whole.
        let steps = (maximum - minimum) / step
        let last = (steps + 1e-9 * max(1, steps)).rounded(.down)
        let count = min(((clamped - minimum) / step).rounded(), last)
        let result = Self.rounded(minimum + count * step, places: max(Self.places(minimum), Self.places(step)))
        return result == 0 ? 0 : result
    }

    /// Whether the control can hold `value`: in the range and, with a step, on one, within a
    /// billionth of the number's size (the binary noise of `minimum + k × step`), as FormcKit's
    /// `FormcQuantitySettings.problem(with:)` judges a draft's.
    public func holds(_ value: Double) -> Bool {
        guard value.isFinite, value >= minimum, value <= maximum else { return false }
        guard let step else { return true }
        let nearest = minimum + ((value - minimum) / step).rounded() * step
        return abs(value - nearest) <= 1e-9 * max(abs(value), abs(nearest), step)
    }

    /// The value the field starts at: its default where the control can hold it (the checker
    /// reports any other, FC222), else `minimum`. Every driver starts here.
    public func start(_ defaultValue: FieldValue?) -> Double {
        chosen(defaultValue) ?? minimum
    }

    /// The default where the control can hold it, else nil: where a rating starts (no star).
    public func chosen(_ defaultValue: FieldValue?) -> Double? {
        guard case .number(let text)? = defaultValue, let value = Double(text), holds(value) else { return nil }
        // The stop itself: a default a hair beside it (`2.0000000001`) would be answered so.
        return snapped(value)
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

    /// The value's text as conditions, `formc run` and its prompts write it: a whole number
    /// without a point (`3`), else the shortest decimal written out, never with an exponent
    /// (`0.00002`, not `2e-05`, which a person cannot type and conditions would not read).
    public func text(_ value: Double) -> String {
        Self.text(value)
    }

    /// The values the control stops at, in words, for diagnostics and `formc run`'s refusals:
    /// `1 to 10 in steps of 1`, or `0 to 1` for a continuous slider.
    public var stops: String {
        let bounds = "\(text(minimum)) to \(text(maximum))"
        return step.map { bounds + " in steps of \(text($0))" } ?? bounds
    }

    /// `value` in plain decimal notation: Swift's shortest text for it, its exponent written
    /// out (`1e-05` is `0.00001`, `2e+16` is `20000000000000000`), as FormcKit's
    /// `FormcAnswer.decimalText` writes it.
    public static func text(_ value: Double) -> String {
        guard value.isFinite else { return String(value) }
        var text = String(value)
        let negative = text.hasPrefix("-")
        if negative { text.removeFirst() }
        var exponent = 0
        if let mark = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(text[text.index(after: mark)...]) ?? 0
            text = String(text[..<mark])
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let whole = parts.first.map(String.init) ?? "0"
        var digits = whole + (parts.count > 1 ? String(parts[1]) : "")
        var point = whole.count + exponent
        if point <= 0 {
            digits = String(repeating: "0", count: 1 - point) + digits
            point = 1
        }
        if point > digits.count { digits += String(repeating: "0", count: point - digits.count) }
        var integer = String(digits.prefix(point).drop { $0 == "0" })
        var fraction = String(digits.dropFirst(point))
        while fraction.hasSuffix("0") { fraction.removeLast() }
        if integer.isEmpty { integer = "0" }
        let plain = fraction.isEmpty ? integer : integer + "." + fraction
        return negative && plain != "0" ? "-" + plain : plain
    }

    /// The digits after the point of `value` written out.
    private static func places(_ value: Double) -> Int {
        let text = Self.text(value)
        guard let point = text.firstIndex(of: ".") else { return 0 }
        return text.distance(from: point, to: text.endIndex) - 1
    }

    /// `value` rounded to `places` decimals: the integer it is in units of 10^-places, divided
    /// back (FormcKit's `FormcQuantitySettings.rounded`); beyond 15 places a `Double` holds no
    /// more decimals.
    private static func rounded(_ value: Double, places: Int) -> Double {
        guard places > 0, places <= 15 else { return places == 0 ? value.rounded() : value }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (value * scale).rounded() / scale
    }
}
