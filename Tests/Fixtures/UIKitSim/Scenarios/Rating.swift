// Scenarios of a rating's FormcRatingControl and a yes/no question's UISegmentedControl
// registered with the controller (issue 49). The form is declared here by hand, in the shape
// formc emits for these kinds (`value: .rating` with `FormcQuantitySettings(control: .rating, …)`,
// `value: .yesNo`, out of the focus chain; compare Examples/Stay.form.yaml): stars (a required
// rating of 1 to 5, with a hint), recommend (a scale from 0 to 10, enabled once stars are
// chosen), again (a required yes/no question) and breakfast (a yes/no question enabled when
// `again == true`). Its texts are looked up in a German table, so formc's words are seen
// translated: "3 von 5", "nicht bewertet", Ja, Nein.

import Foundation
import UIKit

enum RatingField: String, FormcField {
    case stars, recommend, again, breakfast

    typealias Values = RatingValues

    /// formc's words in German; every other key keeps the spec's text.
    static let german: [String: String] = [
        "Formc.ratingValue": "%1$@ von %2$@", "Formc.notRated": "nicht bewertet", "Formc.yes": "Ja",
        "Formc.no": "Nein", "Formc.required": "Pflichtfeld", "Formc.atMost": "höchstens %@",
        "Formc.requiredLabel": "%@, Pflichtfeld"
    ]

    static let formcForm = FormcForm<RatingField>(
        fields: [
            FormcFieldInfo(
                characters: .none, label: "How was your stay?", hint: "Five is best", value: .rating, required: true,
                quantity: FormcQuantitySettings(control: .rating, minimum: 1, maximum: 5, step: 1)),
            FormcFieldInfo(
                characters: .none, label: "Recommend us?", value: .rating,
                quantity: FormcQuantitySettings(control: .rating, minimum: 0, maximum: 10, step: 1)),
            FormcFieldInfo(characters: .none, label: "Stay again?", value: .yesNo, required: true),
            FormcFieldInfo(characters: .none, label: "Breakfast again?", value: .yesNo)
        ],
        focusChain: [], hasConditions: true,
        strings: FormcStrings(form: "Stay", lookup: { key, source in RatingField.german[key] ?? source }))
}

struct RatingValues: FormcValues {
    typealias Field = RatingField
    var stars: Int?, recommend: Int?, again: Bool?, breakfast: Bool?

    static var formcInitial: Self { Self() }

    func formcValue(of field: RatingField) -> FormcValue {
        switch field {
        case .stars: return .rating(stars)
        case .recommend: return .rating(recommend)
        case .again: return .yesNo(again)
        case .breakfast: return .yesNo(breakfast)
        }
    }

    mutating func formcSet(_ field: RatingField, to value: FormcValue) {
        switch (field, value) {
        case (.stars, .rating(let value)): stars = value
        case (.recommend, .rating(let value)): recommend = value
        case (.again, .yesNo(let value)): again = value
        case (.breakfast, .yesNo(let value)): breakfast = value
        default: break
        }
    }

    /// `enabledWhen: stars isSet` on recommend, `enabledWhen: again == true` on breakfast.
    func conditionState() -> (hidden: Set<RatingField>, disabled: Set<RatingField>) {
        var disabled: Set<RatingField> = []
        if stars == nil { disabled.insert(.recommend) }
        if again != true { disabled.insert(.breakfast) }
        return ([], disabled)
    }
}

/// The four controls in a window (the scale 300 points wide: two rows of its 11 numbers), laid
/// out; every `onPickerChange` call noted.
@MainActor final class RatingStage {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = FormcFormController<RatingField>()
    let stars = FormcRatingControl(frame: CGRect(x: 16, y: 60, width: 300, height: 44))
    let recommend = FormcRatingControl(frame: CGRect(x: 16, y: 120, width: 300, height: 88))
    let again = UISegmentedControl(frame: CGRect(x: 16, y: 230, width: 300, height: 32))
    let breakfast = UISegmentedControl(frame: CGRect(x: 16, y: 280, width: 300, height: 32))
    var changes: [String] = []

    init() {
        // The app's own texts before the controller takes the control.
        stars.accessibilityLabel = "Own label"
        stars.accessibilityIdentifier = "ownStars"
        for view in [stars, recommend, again, breakfast] as [UIView] { window.addSubview(view) }
        controller.register(stars, for: .stars)
        controller.register(recommend, for: .recommend)
        controller.register(again, for: .again)
        controller.register(breakfast, for: .breakfast)
        controller.onPickerChange = { [unowned self] field, text, values in
            changes.append("\(field.rawValue):\(text):\(values.count)")
        }
        // What UIKit does before the screen is drawn.
        window.layoutIfNeeded()
    }

    var stored: String {
        let values = controller.values
        func text(_ number: Int?) -> String { number.map(String.init) ?? "nil" }
        func text(_ answer: Bool?) -> String { answer.map { String($0) } ?? "nil" }
        return "stars=\(text(values.stars)) recommend=\(text(values.recommend)) again=\(text(values.again)) "
            + "breakfast=\(text(values.breakfast))"
    }

    /// Each button's symbol (its title without one), `*` before a disabled one.
    static func faces(_ control: FormcRatingControl) -> String {
        control.choiceButtons.map { button in
            (button.isEnabled ? "" : "*") + (button.image(for: .normal)?.simName ?? button.title(for: .normal) ?? "-")
        }.joined(separator: ",")
    }

    /// The middle of `control`'s button `index`, in window coordinates: where a finger taps it.
    static func centre(of index: Int, in control: FormcRatingControl) -> CGPoint {
        let frame = control.convert(control.choiceButtons[index].frame, to: nil)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// A submit's problems in the form's words (`FormcForm.message(for:of:)`: German here), by field.
    static func problems(_ errors: [RatingField: FormcValidationError]) -> String {
        errors.map { "\($0.key.rawValue):\(RatingField.formcForm.message(for: $0.value, of: $0.key))" }.sorted()
            .joined(separator: ",")
    }

    static func size(_ size: CGSize) -> String { "\(Int(size.width))x\(Int(size.height))" }

    /// The segments' titles, the selected one, and whether the control takes a tap.
    static func segments(_ control: UISegmentedControl) -> String {
        let titles = (0..<control.numberOfSegments).map { control.titleForSegment(at: $0) ?? "-" }
        return "\(titles.joined(separator: ","))@\(control.selectedSegmentIndex) enabled=\(control.isEnabled)"
    }
}

@MainActor func ratings() {
    let stage = RatingStage()
    // Registered again (a cell configured twice): still one action.
    stage.controller.register(stage.stars, for: .stars)
    let stars = stage.stars, recommend = stage.recommend
    say(
        "RATING-REGISTER",
        "range=\(stars.range) value=\(stars.value.map(String.init) ?? "nil") faces=\(RatingStage.faces(stars)) "
            + "id=\(stars.accessibilityIdentifier ?? "nil") label=[\(stars.accessibilityLabel ?? "")] "
            + "hint=[\(stars.accessibilityHint ?? "")] spoken=[\(stars.accessibilityValue ?? "nil")] "
            + "element=\(stars.isAccessibilityElement) adjustable=\(stars.accessibilityTraits.contains(.adjustable)) "
            + "buttonsElements=\(stars.choiceButtons.filter(\.isAccessibilityElement).count) "
            + "actions=\(stars.simActionCount(for: .valueChanged)) "
            + "doubleTap=\(stars.accessibilityActivate()) after=\(stars.value.map(String.init) ?? "nil")")
    let frames = recommend.choiceButtons.map { "\(Int($0.frame.minX)):\(Int($0.frame.minY))" }
    say(
        "RATING-SCALE",
        "range=\(recommend.range) faces=\(RatingStage.faces(recommend)) enabled=\(recommend.isEnabled) "
            + "notEnabled=\(recommend.accessibilityTraits.contains(.notEnabled)) "
            + "spoken=[\(recommend.accessibilityValue ?? "nil")] frames=\(frames.joined(separator: ",")) "
            + "fits=\(RatingStage.size(recommend.sizeThatFits(CGSize(width: 300, height: 0)))) "
            + "oneRow=\(RatingStage.size(recommend.sizeThatFits(CGSize(width: 600, height: 0))))")

    // A tap on the third star: 3 stars, the scale enabled; the same star again changes nothing.
    stage.window.simTap(at: RatingStage.centre(of: 2, in: stars))
    stage.window.simTap(at: RatingStage.centre(of: 2, in: stars))
    say(
        "RATING-TAP",
        "\(stage.stored) faces=\(RatingStage.faces(stars)) spoken=[\(stars.accessibilityValue ?? "")] "
            + "recommend=\(recommend.isEnabled) faces=\(RatingStage.faces(recommend)) "
            + "changes=\(stage.changes.joined(separator: ";"))")

    // VoiceOver: up twice from 3 holds at 5, down once is 4; on the scale, down from none leaves
    // none and up chooses 0.
    stage.changes.removeAll()
    let ups = [stars.simVoiceOverSwipe(up: true), stars.simVoiceOverSwipe(up: true), stars.simVoiceOverSwipe(up: true)]
    stars.simVoiceOverSwipe(up: false)
    let starsSpoken = stars.accessibilityValue ?? ""
    recommend.simVoiceOverSwipe(up: false)
    let none = recommend.accessibilityValue ?? ""
    recommend.simVoiceOverSwipe(up: true)
    say(
        "RATING-VOICEOVER",
        "reached=\(ups) \(stage.stored) spoken=[\(starsSpoken)] scale=[\(none)]→[\(recommend.accessibilityValue ?? "")] "
            + "faces=\(RatingStage.faces(recommend)) changes=\(stage.changes.joined(separator: ";"))")

    // Values from code: 7 stars of 5 (a draft's) shows every star, is said as it is, records
    // nothing, and is a problem for a submit; an unanswered question is required's.
    stage.changes.removeAll()
    stage.controller.showValues(RatingValues(stars: 7, recommend: 10, again: nil, breakfast: nil))
    let problems = RatingStage.problems(stage.controller.submit())
    say(
        "RATING-SHOW-VALUES",
        "\(stage.stored) value=\(stars.value.map(String.init) ?? "nil") faces=\(RatingStage.faces(stars)) "
            + "spoken=[\(stars.accessibilityValue ?? "")] scale=[\(recommend.accessibilityValue ?? "")] "
            + "changes=\(stage.changes.count) problems=\(problems)")

    // Right to left: the scale's first number at the right edge.
    recommend.simLayoutDirection = .rightToLeft
    recommend.setNeedsLayout()
    stage.window.layoutIfNeeded()
    let mirrored = recommend.choiceButtons.prefix(2).map { "\(Int($0.frame.minX)):\(Int($0.frame.minY))" }
    say("RATING-RTL", "frames=\(mirrored.joined(separator: ","))")

    // Given back: the controller's texts and action go, its own words speak English again.
    stage.controller.showValues(RatingValues(stars: 4, recommend: nil, again: nil, breakfast: nil))
    stage.controller.unregister(stars)
    let spoken = stars.accessibilityValue ?? "nil"
    stage.window.simTap(at: RatingStage.centre(of: 0, in: stars))
    say(
        "RATING-UNREGISTER",
        "id=\(stars.accessibilityIdentifier ?? "nil") label=[\(stars.accessibilityLabel ?? "nil")] spoken=[\(spoken)] "
            + "actions=\(stars.simActionCount(for: .valueChanged)) value=\(stars.value.map(String.init) ?? "nil") "
            + "stars=\(stage.controller.values.stars.map(String.init) ?? "nil")")
}

@MainActor func yesNoQuestions() {
    let stage = RatingStage()
    let again = stage.again, breakfast = stage.breakfast
    say(
        "YESNO-REGISTER",
        "again=\(RatingStage.segments(again)) breakfast=\(RatingStage.segments(breakfast)) "
            + "id=\(again.accessibilityIdentifier ?? "nil") label=[\(again.accessibilityLabel ?? "")] "
            + "actions=\(again.simActionCount(for: .valueChanged))")

    // Ja: true, which enables breakfast; Nein: false, which disables it again.
    let yes = again.simTapSegment(0)
    let afterYes = "\(stage.stored) breakfast=\(breakfast.isEnabled)"
    let no = again.simTapSegment(1)
    say(
        "YESNO-TAP",
        "tapped=\(yes),\(no) \(afterYes) then \(stage.stored) breakfast=\(breakfast.isEnabled) "
            + "changes=\(stage.changes.joined(separator: ";"))")

    // From code: an answer selects its segment, none selects nothing; nothing is recorded.
    stage.changes.removeAll()
    stage.controller.showValues(RatingValues(stars: nil, recommend: nil, again: true, breakfast: false))
    let shown = "again=\(RatingStage.segments(again)) breakfast=\(RatingStage.segments(breakfast))"
    stage.controller.showValues(RatingValues(stars: nil, recommend: nil, again: nil, breakfast: nil))
    let problems = RatingStage.problems(stage.controller.submit())
    say(
        "YESNO-SHOW-VALUES",
        "\(shown) then again=\(RatingStage.segments(again)) changes=\(stage.changes.count) "
            + "problems=\(problems)")
}
