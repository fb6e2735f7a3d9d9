import Foundation

/// A stepper's, slider's or rating's control and range (the spec's min, max, step).
public nonisolated struct FormcQuantitySettings: Sendable, Equatable {
    /// The control that shows the number: a `UIStepper` or SwiftUI `Stepper`, a `UISlider` or
    /// `Slider`, or FormcKit's own row of stars (`FormcRatingControl`, `FormcRating`; numbers
    /// for a scale from 0), whose whole number may be none yet (`FormcValue.rating`).
    public enum Control: String, Sendable { case stepper, slider, rating }
    public var control: Control
    public var minimum: Double
    public var maximum: Double
    /// nil: a slider that moves continuously.
    public var step: Double?
    /// Digits after the point the value shows with (0 for an integer field; for a real
    /// field the step's own decimals, 2 for a continuous slider).
    public var fractionDigits: Int

    public init(control: Control, minimum: Double, maximum: Double, step: Double? = nil, fractionDigits: Int = 0) {
        self.control = control
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
        self.fractionDigits = fractionDigits
    }
}

/// The rules every stepper and slider follows, shared by the UIKit controller, the SwiftUI row and
/// the checks: the range and step a control is given, the numbers it writes (on the range and the
/// step only, as the contract with formc's emitter says), and the text it shows and speaks.
nonisolated extension FormcQuantitySettings {
    /// The range a control is given: `minimum...maximum`. formc refuses a maximum below the
    /// minimum, but a table written in code may hold one, and `a...b` with `b < a` traps: the
    /// range is then the minimum alone, as UIKit makes it ("If you set a maximum or minimum value
    /// that would break this invariant, both values are set to the new value",
    /// https://developer.apple.com/documentation/uikit/uistepper). A bound that is no number
    /// (NaN, an infinity) is 0, or the other bound.
    public var bounds: ClosedRange<Double> {
        let lower = minimum.isFinite ? minimum : 0
        let upper = maximum.isFinite ? maximum : lower
        return lower...Swift.max(lower, upper)
    }

    /// The amount a control moves by: `step`, when it is a positive number; nil for a continuous
    /// slider. A step of 0, a negative one or one that is no number is none: `UIStepper.stepValue`
    /// "Must be numerically greater than 0" and raises an exception otherwise
    /// (https://developer.apple.com/documentation/uikit/uistepper/stepvalue).
    public var increment: Double? {
        guard let step, step.isFinite, step > 0 else { return nil }
        return step
    }

    /// `number` as a control writes it: clamped to `bounds`, then rounded to the nearest step from
    /// the minimum (never to one past the maximum), without the binary noise of `minimum + k × step`
    /// (0.1 × 3 is 0.30000000000000004: the result is 0.3, the number the spec's decimals say). A
    /// number that is no number gives the minimum.
    public func snapped(_ number: Double) -> Double {
        let bounds = self.bounds
        guard number.isFinite else { return bounds.lowerBound }
        let clamped = Swift.min(Swift.max(number, bounds.lowerBound), bounds.upperBound)
        guard let increment else { return clamped }
        let steps = (bounds.upperBound - bounds.lowerBound) / increment
        // The steps that fit, forgiving the noise of a division that should be whole (0.3 / 0.1 is
        // 2.9999999999999996).
        let last = (steps + 1e-9 * Swift.max(1, steps)).rounded(.down)
        let count = Swift.min(((clamped - bounds.lowerBound) / increment).rounded(), last)
        let places = Swift.max(Self.places(bounds.lowerBound), Self.places(increment))
        let result = Self.rounded(bounds.lowerBound + count * increment, places: places)
        // -0.0 shows as "-0".
        return result == 0 ? 0 : result
    }

    /// Why `number` is none a control gives, for `validate()`: one that is no number
    /// (`.notANumber`), one outside `bounds` (`.belowMinimum`, `.aboveMaximum`), one between two
    /// steps (`.notAnOption`: like an option that is gone, only a draft or code holds it; within
    /// 1e-9 of the number's size, so `minimum + k × step`'s binary noise is on the step). Nil for
    /// a number on the range and the step.
    public func problem(with number: Double) -> FormcValidationError? {
        let bounds = self.bounds
        guard number.isFinite else { return .notANumber }
        if number < bounds.lowerBound { return .belowMinimum(bounds.lowerBound) }
        if number > bounds.upperBound { return .aboveMaximum(bounds.upperBound) }
        guard let increment else { return nil }
        let nearest = bounds.lowerBound + ((number - bounds.lowerBound) / increment).rounded() * increment
        let tolerance = 1e-9 * Swift.max(abs(number), abs(nearest), increment)
        return abs(number - nearest) <= tolerance ? nil : .notAnOption
    }

    /// `number` as the field shows and speaks it: in `locale`'s decimal format (`NumberFormatter`,
    /// `.decimal`: its separators, its digits) with exactly `fractionDigits` digits after the
    /// point (`2.50` for a step of 0.25 in English, `2,50` in German), rounded half away from zero
    /// (0.125 shows as 0.13).
    public func text(for number: Double, locale: Locale = .autoupdatingCurrent) -> String {
        let formatter = NumberFormatter()
        formatter.locale = locale
        // The style first: setting it sets the fraction digits of its own.
        formatter.numberStyle = .decimal
        let digits = Swift.min(Swift.max(fractionDigits, 0), 15)
        formatter.minimumFractionDigits = digits
        formatter.maximumFractionDigits = digits
        // Rounded here, not by the formatter: on Linux, swift-corelibs-foundation's formatter
        // ignores `maximumFractionDigits` once `minimumFractionDigits` is above 0 (it shows
        // 0.333 for two digits: https://github.com/swiftlang/swift-corelibs-foundation/pull/4647),
        // so both platforms show the same digits, rounded the same way.
        let shown = Self.rounded(number, places: digits)
        return formatter.string(from: NSNumber(value: shown == 0 ? 0 : shown)) ?? FormcAnswer.decimalText(shown)
    }

    /// `number` moved `steps` steps (VoiceOver's swipe up is 1, down -1) and snapped: a continuous
    /// slider moves by a tenth of its range, as VoiceOver moves a `UISlider` ("Swiping up or down
    /// changes the value in 10 percentage point increments",
    /// https://d-ronnqvist.github.io/accessible-sliders-and-adjustable-controls).
    public func adjusted(_ number: Double, by steps: Int) -> Double {
        let bounds = self.bounds
        let amount = increment ?? (bounds.upperBound - bounds.lowerBound) / 10
        return snapped(number + Double(steps) * amount)
    }

    /// The number a `UISlider`'s `Float` value stands for: its shortest decimal, which reads back
    /// as the same `Float` (`Float(0.3)` is 0.30000001192092896 as a `Double`; this gives 0.3), so
    /// a continuous slider answers the number it shows, not the `Float`'s binary noise.
    public static func number(_ value: Float) -> Double {
        guard value.isFinite else { return Double(value) }
        return Double(String(value)) ?? Double(value)
    }

    /// The digits after the point of `number` written out (`FormcAnswer.decimalText`): 1 for 0.5,
    /// 5 for 1e-05, 0 for 3.
    static func places(_ number: Double) -> Int {
        let text = FormcAnswer.decimalText(number)
        guard let point = text.firstIndex(of: ".") else { return 0 }
        return text.distance(from: point, to: text.endIndex) - 1
    }

    /// `number` rounded to `places` decimals: the integer it is in units of 10^-places, divided
    /// back (both exact below 2^53 and 10^22, so the quotient is the double nearest the decimal).
    /// Beyond 15 places a `Double` holds no more decimals: `number` as it is.
    static func rounded(_ number: Double, places: Int) -> Double {
        guard places > 0, places <= 15 else { return places == 0 ? number.rounded() : number }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (number * scale).rounded() / scale
    }
}

nonisolated extension FormcValue {
    /// A stepper's or slider's number (`.integer`, `.real`), a rating's number of stars
    /// (`.rating`; nil while none is chosen), so a rating's range is checked as a stepper's
    /// (`FormcValidation.offScale`); nil for every other value.
    public var number: Double? {
        switch self {
        case .integer(let number): return Double(number)
        case .real(let number): return number
        case .rating(let stars): return stars.map(Double.init)
        case .text, .date, .option, .path, .toggle, .yesNo, .selection: return nil
        }
    }
}

/// A stepper's or slider's values, as the UIKit controller and the SwiftUI row store them.
nonisolated extension FormcForm {
    /// The value `field` stores for `number` from its control: `number` snapped
    /// (`FormcQuantitySettings.snapped`), as `.integer` for an integer field and `.real` for a
    /// real one, as `.rating` for a rating (stars chosen). Nil for a field that is no stepper,
    /// slider or rating.
    public func quantityValue(_ number: Double, for field: Field) -> FormcValue? {
        let info = info(field)
        guard let settings = info.quantity else { return nil }
        let snapped = settings.snapped(number)
        switch info.value {
        case .integer: return Int(exactly: snapped.rounded()).map(FormcValue.integer)
        case .real: return .real(snapped)
        case .rating: return Int(exactly: snapped.rounded()).map { FormcValue.rating($0) }
        case .text, .digits, .decimal, .date, .option, .path, .toggle, .yesNo, .selection: return nil
        }
    }

    /// `value` moved `steps` steps, as VoiceOver's swipe up (1) or down (-1) on the field's
    /// control moves it (`FormcQuantitySettings.adjusted`; a rating's as
    /// `FormcQuantitySettings.adjustedRating`, from none to its lowest star). Nil for a field
    /// that is no stepper, slider or rating, and for a value that is no number.
    public func adjustedQuantity(_ value: FormcValue, by steps: Int, for field: Field) -> FormcValue? {
        let info = info(field)
        guard let settings = info.quantity else { return nil }
        if info.value == .rating, case .rating(let stars) = value {
            return .rating(settings.adjustedRating(stars, by: steps))
        }
        guard let number = value.number else { return nil }
        return quantityValue(settings.adjusted(number, by: steps), for: field)
    }
}
