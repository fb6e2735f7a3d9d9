import Foundation
import XCTest
@testable import FormcKit

/// Issue 49: FormcKit's side of `kind: rating` and `kind: yesNo`, run on Linux through a form
/// declared by hand in the shape formc emits for them (Examples/Stay.form.yaml: `value: .rating`
/// with `FormcQuantitySettings(control: .rating, …)`, `value: .yesNo`, out of the focus chain):
/// the answers and their JSON, drafts, `required` while nothing is chosen, a rating off its
/// range, the rating's buttons and VoiceOver's steps, the text shown and spoken, the segments of
/// a question and the row model. Expected values written by hand from the table below.
final class RatingYesNoKitTests: XCTestCase {
    enum Stay: String, FormcField {
        case comment, stars, recommend, again, pets

        typealias Values = StayValues

        static let formcForm = FormcForm<Stay>(
            fields: [
                FormcFieldInfo(
                    isFocusable: true, returnKey: .done, returnAction: .done, label: "Comment",
                    input: FormcInputTraits()),
                FormcFieldInfo(
                    characters: .none, label: "How was your stay?", hint: "Five is best", value: .rating,
                    required: true, quantity: FormcQuantitySettings(control: .rating, minimum: 1, maximum: 5, step: 1)),
                FormcFieldInfo(
                    characters: .none, label: "Recommend us?", value: .rating,
                    quantity: FormcQuantitySettings(control: .rating, minimum: 0, maximum: 10, step: 1)),
                FormcFieldInfo(characters: .none, label: "Stay again?", value: .yesNo, required: true),
                FormcFieldInfo(characters: .none, label: "Pets?", value: .yesNo)
            ],
            focusChain: [.comment])
    }

    struct StayValues: FormcValues {
        typealias Field = Stay
        var comment = "", stars: Int?, recommend: Int?, again: Bool?, pets: Bool?

        static var formcInitial: Self { Self() }

        func formcValue(of field: Stay) -> FormcValue {
            switch field {
            case .comment: return .text(comment)
            case .stars: return .rating(stars)
            case .recommend: return .rating(recommend)
            case .again: return .yesNo(again)
            case .pets: return .yesNo(pets)
            }
        }

        mutating func formcSet(_ field: Stay, to value: FormcValue) {
            switch (field, value) {
            case (.comment, .text(let value)): comment = value
            case (.stars, .rating(let value)): stars = value
            case (.recommend, .rating(let value)): recommend = value
            case (.again, .yesNo(let value)): again = value
            case (.pets, .yesNo(let value)): pets = value
            default: break
            }
        }
    }

    private var stars: FormcQuantitySettings { Stay.formcForm.info(.stars).quantity! }
    private var scale: FormcQuantitySettings { Stay.formcForm.info(.recommend).quantity! }

    private static func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// The shapes by their raw values (the names formc's table writes), out of the chain as a
    /// toggle: no focus, no suggestion, `fillEmpty` leaves them empty.
    func testTheKindsAreOutOfTheChainAndSuggestNothing() {
        XCTAssertEqual(FormcValueKind(rawValue: "rating"), .rating)
        XCTAssertEqual(FormcValueKind(rawValue: "yesNo"), .yesNo)
        XCTAssertEqual(FormcQuantitySettings.Control(rawValue: "rating"), .rating)
        XCTAssertFalse(Stay.stars.mayBeginEditing)
        XCTAssertFalse(Stay.again.mayBeginEditing)
        XCTAssertEqual(StayValues().focusChain, [.comment])
        XCTAssertNil(Stay.formcForm.suggestion(for: .stars, in: StayValues()))
        XCTAssertNil(Stay.formcForm.suggestion(for: .again, in: StayValues()))
        var values = StayValues()
        values.fillEmpty(.stars)
        values.fillEmpty(.again)
        XCTAssertNil(values.stars)
        XCTAssertNil(values.again)
    }

    /// A rating answers its number of stars, a question `true` or `false`; both `null` until
    /// chosen. Through JSON and back the values are the same, `null` included; a rating takes a
    /// whole number only (`4.0` is 4), a question a Boolean only.
    func testAnswersRoundTripThroughJSONWithNull() throws {
        let answered = StayValues(comment: "Fine", stars: 4, recommend: 0, again: false, pets: true)
        let answers = answered.answers()
        XCTAssertEqual(answers["stars"], .number(4))
        XCTAssertEqual(answers["recommend"], .number(0))
        XCTAssertEqual(answers["again"], .bool(false))
        XCTAssertEqual(answers["pets"], .bool(true))
        let json = try Self.json(answered)
        XCTAssertEqual(json, #"{"again":false,"comment":"Fine","pets":true,"recommend":0,"stars":4}"#)
        XCTAssertEqual(try JSONDecoder().decode(StayValues.self, from: Data(json.utf8)), answered)

        let empty = StayValues()
        XCTAssertEqual(empty.answers()["stars"], .null)
        XCTAssertEqual(empty.answers()["again"], .null)
        let nulls = try Self.json(empty)
        XCTAssertEqual(nulls, #"{"again":null,"comment":"","pets":null,"recommend":null,"stars":null}"#)
        XCTAssertEqual(try JSONDecoder().decode(StayValues.self, from: Data(nulls.utf8)), empty)
        // `null` empties a field that held a choice.
        let cleared = try JSONDecoder().decode(StayValues.self, from: Data(#"{"stars":null,"again":null}"#.utf8))
        XCTAssertEqual(cleared, empty)
        XCTAssertEqual(
            try JSONDecoder().decode(StayValues.self, from: Data(#"{"stars":5.0,"again":true}"#.utf8)),
            StayValues(stars: 5, again: true))

        XCTAssertEqual(FormcAnswer.number(3).value(kind: .rating, levels: [], date: nil), .rating(3))
        XCTAssertEqual(FormcAnswer.null.value(kind: .rating, levels: [], date: nil), .rating(nil))
        XCTAssertNil(FormcAnswer.number(2.5).value(kind: .rating, levels: [], date: nil))
        XCTAssertNil(FormcAnswer.text("3").value(kind: .rating, levels: [], date: nil))
        XCTAssertNil(FormcAnswer.bool(true).value(kind: .rating, levels: [], date: nil))
        XCTAssertEqual(FormcAnswer.bool(true).value(kind: .yesNo, levels: [], date: nil), .yesNo(true))
        XCTAssertEqual(FormcAnswer.bool(false).value(kind: .yesNo, levels: [], date: nil), .yesNo(false))
        XCTAssertEqual(FormcAnswer.null.value(kind: .yesNo, levels: [], date: nil), .yesNo(nil))
        XCTAssertNil(FormcAnswer.text("yes").value(kind: .yesNo, levels: [], date: nil))
        XCTAssertNil(FormcAnswer.number(1).value(kind: .yesNo, levels: [], date: nil))
        XCTAssertEqual(FormcAnswer(.rating(2), kind: .rating, levels: [], date: nil), .number(2))
        XCTAssertEqual(FormcAnswer(.rating(nil), kind: .rating, levels: [], date: nil), .null)
        XCTAssertEqual(FormcAnswer(.yesNo(true), kind: .yesNo, levels: [], date: nil), .bool(true))
        XCTAssertEqual(FormcAnswer(.yesNo(nil), kind: .yesNo, levels: [], date: nil), .null)
        XCTAssertEqual(FormcValueKind.rating.answerShape, "a whole number, or null")
        XCTAssertEqual(FormcValueKind.yesNo.answerShape, "true, false or null")

        for (text, message) in [
            (#"{"stars":2.5}"#, "'stars' holds a number, not a whole number, or null"),
            (#"{"stars":"4"}"#, "'stars' holds text, not a whole number, or null"),
            (#"{"again":"yes"}"#, "'again' holds text, not true, false or null"),
            (#"{"again":1}"#, "'again' holds a number, not true, false or null")
        ] {
            XCTAssertThrowsError(try JSONDecoder().decode(StayValues.self, from: Data(text.utf8)), text) { error in
                guard case DecodingError.typeMismatch(_, let context) = error else {
                    return XCTFail("\(error)")
                }
                XCTAssertEqual(context.debugDescription, message)
            }
        }
    }

    /// A draft keeps a rating's number and a question's answer, `null` for none, and reads them
    /// back; a rating off its range now (the spec's `max` went down) is left out, the field
    /// keeping its default, and a question's text is a mismatch.
    func testADraftKeepsChoicesAndNullAndDropsARatingOffItsRange() throws {
        let saved = StayValues(comment: "Quiet", stars: 3, recommend: nil, again: true, pets: nil)
        let json = try Self.json(saved.draft)
        XCTAssertEqual(json, #"{"again":true,"comment":"Quiet","pets":null,"recommend":null,"stars":3}"#)
        XCTAssertEqual(try JSONDecoder().decode(FormcDraft<StayValues>.self, from: Data(json.utf8)).values, saved)

        let stale = #"{"again":"yes","pets":false,"recommend":11,"stars":0}"#
        let draft = try JSONDecoder().decode(FormcDraft<StayValues>.self, from: Data(stale.utf8))
        XCTAssertEqual(draft.values, StayValues(pets: false))
        XCTAssertEqual(
            draft.dropped,
            [
                FormcDraftDrop(key: "again", reason: .mismatch(found: "text")),
                FormcDraftDrop(key: "recommend", reason: .notOnScale),
                FormcDraftDrop(key: "stars", reason: .notOnScale)
            ])
    }

    /// `required` fails while a rating has no star and a question no answer, and not once it
    /// has one: a question answered no is answered (a required toggle would want it on). The
    /// message is formc's `required`, not a toggle's "must be switched on".
    func testRequiredFailsWhileNothingIsChosen() {
        let form = Stay.formcForm
        XCTAssertEqual(StayValues().validate(), [.stars: .required, .again: .required])
        XCTAssertEqual(form.message(for: .required, of: .stars), "required")
        XCTAssertEqual(form.message(for: .required, of: .again), "required")
        XCTAssertEqual(StayValues(stars: 1, again: false).validate(), [:])
        XCTAssertEqual(FormcValidation.problem(.rating(nil), required: true, check: nil), .required)
        XCTAssertNil(FormcValidation.problem(.rating(nil), required: false, check: nil))
        XCTAssertNil(FormcValidation.problem(.rating(0), required: true, check: nil))
        XCTAssertEqual(FormcValidation.problem(.yesNo(nil), required: true, check: nil), .required)
        XCTAssertNil(FormcValidation.problem(.yesNo(false), required: true, check: nil))
        XCTAssertNil(FormcValidation.problem(.yesNo(nil), required: false, check: nil))
    }

    /// A number of stars no control gives (code, an older draft) is a problem, as a stepper's:
    /// 7 of 5 is "at most 5", 0 stars "at least 1", 11 on a scale to 10 "at most 10"; it still
    /// answers as it is. A rating nobody chose is no such problem (`required`'s to refuse).
    func testARatingOutsideItsRangeIsAProblem() {
        let form = Stay.formcForm
        var values = StayValues(stars: 7, again: true)
        XCTAssertEqual(values.validate(), [.stars: .aboveMaximum(5)])
        XCTAssertEqual(form.message(for: .aboveMaximum(5), of: .stars), "at most 5")
        XCTAssertEqual(values.answers()["stars"], .number(7))
        values.stars = 0
        XCTAssertEqual(values.validate(), [.stars: .belowMinimum(1)])
        XCTAssertEqual(form.message(for: .belowMinimum(1), of: .stars), "at least 1")
        values = StayValues(stars: 5, recommend: 11, again: true)
        XCTAssertEqual(values.validate(), [.recommend: .aboveMaximum(10)])
        values.recommend = 0
        XCTAssertEqual(values.validate(), [:])
        XCTAssertNil(FormcValidation.offScale(.rating(nil), stars))
        XCTAssertEqual(FormcValidation.offScale(.rating(6), stars), .aboveMaximum(5))
        XCTAssertEqual(FormcValue.rating(3).number, 3)
        XCTAssertNil(FormcValue.rating(nil).number)
        XCTAssertNil(FormcValue.yesNo(true).number)
    }

    /// The rating's buttons: five stars filled up to the chosen one; a scale from 0 its eleven
    /// numbers, only the chosen one filled. VoiceOver's swipe up from none chooses the lowest and
    /// then one more, held at the top; down one less, held at the lowest, nothing from none. A
    /// control's number is stored as the field's shape.
    func testTheButtonsAndVoiceOversSteps() {
        XCTAssertEqual(stars.ratingRange, 1...5)
        XCTAssertTrue(stars.showsStars)
        XCTAssertEqual(scale.ratingRange, 0...10)
        XCTAssertFalse(scale.showsStars)
        XCTAssertEqual(
            stars.ratingRange.map { stars.symbolName(of: $0, for: 3) },
            [
                "star.fill", "star.fill", "star.fill", "star", "star"
            ])
        XCTAssertEqual(
            stars.ratingRange.map { stars.symbolName(of: $0, for: nil) },
            [
                "star", "star", "star", "star", "star"
            ])
        XCTAssertEqual(scale.ratingRange.filter { scale.highlights($0, for: 7) }, [7])
        XCTAssertEqual(scale.symbolName(of: 7, for: 7), "7.circle.fill")
        XCTAssertEqual(scale.symbolName(of: 0, for: 7), "0.circle")
        XCTAssertEqual(scale.symbolName(of: 10, for: nil), "10.circle")

        XCTAssertEqual(stars.adjustedRating(nil, by: 1), 1)
        XCTAssertNil(stars.adjustedRating(nil, by: -1))
        XCTAssertEqual(stars.adjustedRating(3, by: 1), 4)
        XCTAssertEqual(stars.adjustedRating(5, by: 1), 5)
        XCTAssertEqual(stars.adjustedRating(1, by: -1), 1)
        XCTAssertEqual(scale.adjustedRating(nil, by: 1), 0)
        XCTAssertEqual(scale.adjustedRating(9, by: 5), 10)
        XCTAssertEqual(stars.adjustedRating(Int.max, by: 1), 5)

        let form = Stay.formcForm
        XCTAssertEqual(form.adjustedQuantity(.rating(nil), by: 1, for: .stars), .rating(1))
        XCTAssertEqual(form.adjustedQuantity(.rating(nil), by: -1, for: .stars), .rating(nil))
        XCTAssertEqual(form.adjustedQuantity(.rating(4), by: 1, for: .stars), .rating(5))
        XCTAssertEqual(form.quantityValue(3.4, for: .stars), .rating(3))
        XCTAssertEqual(form.quantityValue(12, for: .recommend), .rating(10))
        XCTAssertNil(form.quantityValue(3, for: .again))

        // A range formc refuses, from a table written in code: no trap.
        let odd = FormcQuantitySettings(control: .rating, minimum: 4, maximum: 2, step: 1)
        XCTAssertEqual(odd.ratingRange, 4...4)
        XCTAssertEqual(FormcQuantitySettings(control: .rating, minimum: .nan, maximum: 1e300).ratingRange, 0...1000)
    }

    /// VoiceOver's value of a rating: formc's `ratingValue` filled ("3 of 5", "0 of 10"), or
    /// `notRated`; in another language the form's words (a translation may reorder them). The
    /// text shown: the number of stars, a question's Yes or No, empty for none.
    func testTheSpokenValueAndTheShownText() {
        let form = Stay.formcForm
        XCTAssertEqual(form.spokenRating(3, for: .stars), "3 of 5")
        XCTAssertEqual(form.spokenRating(0, for: .recommend), "0 of 10")
        XCTAssertEqual(form.spokenRating(nil, for: .stars), "not rated")
        XCTAssertEqual(stars.spokenRating(5), "5 of 5")
        let german = form.localized(
            FormcStrings(form: "Stay") { key, source in
                [
                    "Formc.ratingValue": "%2$@ Sterne, davon %1$@", "Formc.notRated": "nicht bewertet",
                    "Formc.yes": "Ja", "Formc.no": "Nein"
                ][key] ?? source
            })
        XCTAssertEqual(german.spokenRating(3, for: .stars), "5 Sterne, davon 3")
        XCTAssertEqual(german.spokenRating(nil, for: .stars), "nicht bewertet")
        XCTAssertEqual(german.shownText(of: .yesNo(false), for: .again), "Nein")

        XCTAssertEqual(form.shownText(of: .rating(4), for: .stars), "4")
        XCTAssertEqual(form.shownText(of: .rating(nil), for: .stars), "")
        XCTAssertEqual(form.shownText(of: .yesNo(true), for: .again), "Yes")
        XCTAssertEqual(form.shownText(of: .yesNo(false), for: .again), "No")
        XCTAssertEqual(form.shownText(of: .yesNo(nil), for: .again), "")
    }

    /// A question's segments, for the UIKit controller's `UISegmentedControl`: Yes then No
    /// (formc's words), none selected until answered; a tap on one stores its answer.
    func testAQuestionsSegmentsAreYesAndNo() {
        let form = Stay.formcForm
        XCTAssertEqual(
            form.segments(of: .again), [FormcOption("Yes", value: "true"), FormcOption("No", value: "false")])
        XCTAssertEqual(form.segmentIndex(of: .yesNo(true), for: .again), 0)
        XCTAssertEqual(form.segmentIndex(of: .yesNo(false), for: .again), 1)
        XCTAssertNil(form.segmentIndex(of: .yesNo(nil), for: .again))
        XCTAssertEqual(form.segmentValue(at: 0, for: .again), .yesNo(true))
        XCTAssertEqual(form.segmentValue(at: 1, for: .again), .yesNo(false))
        XCTAssertNil(form.segmentValue(at: -1, for: .again))
        XCTAssertEqual(form.segments(of: .stars), [])
    }

    /// The row VoiceOver reads: a rating is one element (`.rating`), named with the label
    /// (`, required`), identified by the field id, its value "3 of 5" or "not rated", its hint the
    /// spec's or the message shown; a question is a segmented picker, which speaks its own value.
    func testTheRowModel() {
        let form = Stay.formcForm
        XCTAssertEqual(
            form.rowAccessibility(of: .stars, value: .rating(3), message: nil),
            FormcRowAccessibility(
                element: .rating, identifier: "stars", label: "How was your stay?, required", value: "3 of 5",
                hint: "Five is best"))
        XCTAssertEqual(
            form.rowAccessibility(of: .stars, value: .rating(nil), message: "required"),
            FormcRowAccessibility(
                element: .rating, identifier: "stars", label: "How was your stay?, required", value: "not rated",
                hint: "required"))
        XCTAssertEqual(
            form.rowAccessibility(of: .recommend, value: .rating(10), message: nil),
            FormcRowAccessibility(
                element: .rating, identifier: "recommend", label: "Recommend us?", value: "10 of 10", hint: ""))
        XCTAssertEqual(
            form.rowAccessibility(of: .again, value: .yesNo(nil), message: nil),
            FormcRowAccessibility(
                element: .segments, identifier: "again", label: "Stay again?, required", value: nil, hint: ""))
    }

    /// The SwiftUI row (type-checked only: no SwiftUI on Linux): a question is a segmented
    /// `Picker` over `Bool?` tags with formc's words; a rating is FormcKit's `FormcRating`, one
    /// accessibility element with the adjustable action, 44-point buttons of SF Symbols. The
    /// UIKit controller registers a `FormcRatingControl`, and a question's `UISegmentedControl`.
    func testTheViewAndTheControllerShowTheKinds() throws {
        let view = try String(contentsOfFile: TestSupport.path("Sources/FormcKit/FormcFormView.swift"), encoding: .utf8)
        let lines = view.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertTrue(lines.contains("Text(Field.formcForm.word(.yes)).tag(Optional(true))"))
        XCTAssertTrue(lines.contains("Text(Field.formcForm.word(.no)).tag(Optional(false))"))
        XCTAssertTrue(lines.contains("Binding<Bool?>("))
        XCTAssertEqual(view.components(separatedBy: ".pickerStyle(.segmented)").count - 1, 1)
        XCTAssertTrue(lines.contains("FormcRating("))
        let rating = try String(contentsOfFile: TestSupport.path("Sources/FormcKit/FormcRating.swift"), encoding: .utf8)
        XCTAssertTrue(rating.contains(".accessibilityElement(children: .ignore)"))
        XCTAssertTrue(rating.contains(".accessibilityAdjustableAction {"))
        XCTAssertTrue(rating.contains(".frame(minWidth: 44, minHeight: 44)"))
        let controller = try String(
            contentsOfFile: TestSupport.path("Sources/FormcKit/FormcFormController.swift"), encoding: .utf8)
        XCTAssertTrue(controller.contains("public func register(_ control: FormcRatingControl, for field: Field) {"))
        XCTAssertTrue(controller.contains("guard field.info.isSegmented || field.info.value == .yesNo else { return }"))
        let control = try String(
            contentsOfFile: TestSupport.path("Sources/FormcKit/FormcUIKitRating.swift"), encoding: .utf8)
        XCTAssertTrue(control.contains("public final class FormcRatingControl: UIControl {"))
        XCTAssertTrue(control.contains("public override func accessibilityIncrement() { adjust(by: 1) }"))
        XCTAssertTrue(control.contains("public override func accessibilityDecrement() { adjust(by: -1) }"))
    }
}
