import Foundation

/// A rating's rules (`kind: rating`), shared by FormcKit's two rating controls (UIKit's
/// `FormcRatingControl`, SwiftUI's `FormcRating`), the row model and the checks: the whole
/// numbers it offers, how its buttons look, how VoiceOver moves it and what it says. UIKit and
/// SwiftUI have no rating control, so FormcKit draws one: one button per star (a scale from 0 shows
/// its numbers), read by VoiceOver as one adjustable element whose value is the stars chosen
/// ("3 of 5").
nonisolated extension FormcQuantitySettings {
    /// The whole numbers a rating offers, from its minimum (1: stars; 0: a scale of numbers) to its
    /// maximum (formc allows up to 10). A table written in code may hold anything: the bounds are
    /// `bounds` rounded, and held within ±1,000 so no range is one a control cannot draw.
    public var ratingRange: ClosedRange<Int> {
        let bounds = self.bounds
        func whole(_ number: Double) -> Int { Int(Swift.min(Swift.max(number.rounded(), -1_000), 1_000)) }
        let lower = whole(bounds.lowerBound)
        return lower...Swift.max(lower, whole(bounds.upperBound))
    }

    /// Whether the rating shows stars (a range from 1) rather than numbers (a scale from 0).
    public var showsStars: Bool { ratingRange.lowerBound >= 1 }

    /// Whether the button of `choice` shows as chosen while the rating holds `stars`: every star
    /// up to the chosen one (a row of stars fills from the first), only the chosen number of a
    /// scale. Nothing while none is chosen.
    public func highlights(_ choice: Int, for stars: Int?) -> Bool {
        guard let stars else { return false }
        return showsStars ? choice <= stars : choice == stars
    }

    /// The SF Symbol of `choice`'s button while the rating holds `stars`: `star.fill` or `star`;
    /// for a scale from 0, the number in a circle, filled when chosen (`7.circle.fill`, `7.circle`),
    /// so the choice shows by its shape, not by its colour alone.
    public func symbolName(of choice: Int, for stars: Int?) -> String {
        let chosen = highlights(choice, for: stars)
        if showsStars { return chosen ? "star.fill" : "star" }
        return chosen ? "\(choice).circle.fill" : "\(choice).circle"
    }

    /// `stars` moved `steps` (VoiceOver's swipe up is 1, down -1), as `formc run`'s Right and Left
    /// move it: from none, a step up chooses the lowest and a step down leaves none; otherwise the
    /// number moves within `ratingRange`, held at its ends.
    public func adjustedRating(_ stars: Int?, by steps: Int) -> Int? {
        let range = ratingRange
        guard let stars else { return steps > 0 ? range.lowerBound : nil }
        let moved = steps >= 0 ? stars.addingReportingOverflow(steps) : stars.subtractingReportingOverflow(-steps)
        guard !moved.overflow else { return steps > 0 ? range.upperBound : range.lowerBound }
        return Swift.min(Swift.max(moved.partialValue, range.lowerBound), range.upperBound)
    }

    /// What VoiceOver reads as the rating's value: `ratingValue` (formc's word, "%1$@ of %2$@")
    /// filled with the stars chosen and the most there are ("3 of 5", "7 of 10"), `notRated`
    /// while none is chosen. The words are English unless given (`FormcForm.spokenRating` gives
    /// the form's, in the language shown).
    public func spokenRating(
        _ stars: Int?, ratingValue: String = FormcWord.ratingValue.english,
        notRated: String = FormcWord.notRated.english
    ) -> String {
        guard let stars else { return notRated }
        return FormcWords.filled(ratingValue, [String(stars), String(ratingRange.upperBound)])
    }
}

nonisolated extension FormcForm {
    /// What VoiceOver reads as the value of `field`'s rating holding `stars`, in the language
    /// shown: "3 of 5", or "not rated" (formc's `ratingValue` and `notRated`). A field without a
    /// rating's settings reads as a rating of 1 to 5.
    public func spokenRating(_ stars: Int?, for field: Field) -> String {
        let settings = info(field).quantity ?? FormcQuantitySettings(control: .rating, minimum: 1, maximum: 5, step: 1)
        return settings.spokenRating(stars, ratingValue: word(.ratingValue), notRated: word(.notRated))
    }
}

#if canImport(SwiftUI)
    import SwiftUI

    /// A rating in SwiftUI (`kind: rating`): one button per choice of `range` in a row (a star,
    /// `star.fill` up to the chosen one, for a range from 1; the numbers for a scale from 0), each
    /// at least 44 points square (Apple's Human Interface Guidelines ask "a hit region of at least
    /// 44x44 pt" for every control), wrapping onto a second row where a scale of 11 does not fit.
    /// A tap chooses that many stars; nothing is chosen (`nil`) until someone taps.
    ///
    /// VoiceOver reads it as ONE element, not one per button: `.accessibilityElement(children:
    /// .ignore)` ("Hide the accessibility elements of the child views",
    /// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/ignore), named
    /// `label`, whose value is `spokenValue` of the stars ("3 of 5", "not rated"), and adjustable:
    /// a swipe up or down moves it one star (`FormcQuantitySettings.adjustedRating`: up from none
    /// chooses the lowest) through `.accessibilityAdjustableAction`
    /// (https://developer.apple.com/documentation/swiftui/view/accessibilityadjustableaction(_:)),
    /// which gives the element the adjustable trait. `FormcFieldRow` shows a rating field with it;
    /// an app that lays its rows out itself can too.
    @available(iOS 15.0, macOS 12.0, *)
    @MainActor
    public struct FormcRating: View {
        private let label: String
        @Binding private var value: Int?
        private let settings: FormcQuantitySettings
        private let spokenValue: (Int?) -> String
        @Environment(\.isEnabled) private var isEnabled

        /// A rating named `label` (what VoiceOver reads as its name) over `range` (1...5: five
        /// stars; 0...10: eleven numbers), bound to `value`; `spokenValue` says a value as
        /// VoiceOver reads it (the English "3 of 5" and "not rated" without one).
        public init(
            _ label: String, value: Binding<Int?>, in range: ClosedRange<Int>,
            spokenValue: ((Int?) -> String)? = nil
        ) {
            let settings = FormcQuantitySettings(
                control: .rating, minimum: Double(range.lowerBound), maximum: Double(range.upperBound), step: 1)
            self.label = label
            _value = value
            self.settings = settings
            self.spokenValue = spokenValue ?? { settings.spokenRating($0) }
        }

        public var body: some View {
            // As many 44-point columns as fit, from the leading edge: a row of stars, or a scale of
            // eleven numbers over two rows on a narrow screen.
            LazyVGrid(
                columns: [GridItem(.adaptive(minimum: 44, maximum: 44), spacing: 0)], alignment: .leading, spacing: 0
            ) {
                ForEach(Array(settings.ratingRange), id: \.self) { choice in
                    Button {
                        value = choice
                    } label: {
                        Image(systemName: settings.symbolName(of: choice, for: value))
                            .font(.title2)
                            .foregroundColor(settings.highlights(choice, for: value) ? .accentColor : .secondary)
                            .frame(minWidth: 44, minHeight: 44)
                            // The whole square takes the tap, not only the symbol's strokes.
                            .contentShape(Rectangle())
                    }
                }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(label)
            .accessibilityValue(spokenValue(value))
            .accessibilityAdjustableAction { direction in
                // Compared, not switched over: the enum is not frozen.
                let steps = direction == .increment ? 1 : direction == .decrement ? -1 : 0
                guard isEnabled, steps != 0 else { return }
                value = settings.adjustedRating(value, by: steps)
            }
        }
    }
#endif
