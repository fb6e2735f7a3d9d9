import Foundation
import XCTest
import FormcKit

/// Issue 44, item 7: values a saved draft can hold that no control of the form gives (a picker
/// value that is none of its options, a date its format cannot write) are `validate()`
/// problems, worded as `formc run` words a picker left empty and text that is no date, and
/// never answers. Through a form declared by hand (the shape formc generates); expected
/// values written by hand.
final class FormcKitDraftTests: XCTestCase {
    enum Shop: String, FormcField {
        case size, region, day, alarm

        typealias Values = ShopValues

        static let formcForm = FormcForm<Shop>(
            fields: [
                FormcFieldInfo(value: .option, picker: FormcPickerSettings(source: "sizes")),
                FormcFieldInfo(
                    value: .path, picker: FormcPickerSettings(source: "regions", levels: ["province", "city"])),
                FormcFieldInfo(value: .date, date: FormcDateSettings(mode: .date, format: "dd/MM/yyyy")),
                FormcFieldInfo(value: .date, date: FormcDateSettings(mode: .time, format: "HH:mm"))
            ],
            focusChain: [],
            sources: [
                "sizes": #"[["Small","s"],["Medium","m"]]"#,
                "regions": #"[["North","n",null,[["Oslo","oslo"]]],["South","s",null,[]]]"#
            ])
    }

    struct ShopValues: FormcValues {
        typealias Field = Shop
        var size: String?, region: [String] = [], day: Date?, alarm: Date?

        static var formcInitial: Self { Self() }

        func formcValue(of field: Shop) -> FormcValue {
            switch field {
            case .size: return .option(size)
            case .region: return .path(region)
            case .day: return .date(day)
            case .alarm: return .date(alarm)
            }
        }

        mutating func formcSet(_ field: Shop, to value: FormcValue) {
            switch (field, value) {
            case (.size, .option(let value)): size = value
            case (.region, .path(let value)): region = value
            case (.day, .date(let value)): day = value
            case (.alarm, .date(let value)): alarm = value
            default: break
            }
        }
    }

    private static let far = Date(timeIntervalSinceReferenceDate: 1e300)

    func testAValueNoControlGivesIsAProblemOfValidate() throws {
        XCTAssertEqual(ShopValues().validate(), [:], "empty and not required: nothing to check")
        let fine = ShopValues(
            size: "m", region: ["n", "oslo"], day: FormcCalendar.iso("2026-01-24"), alarm: FormcCalendar.iso("08:30"))
        XCTAssertEqual(fine.validate(), [:])
        // A path that stops early is no problem (`required` asks for its first level only).
        XCTAssertEqual(ShopValues(region: ["n"]).validate(), [:])
        XCTAssertEqual(
            ShopValues(size: "zzz", region: ["n", "bergen"], day: Self.far, alarm: Self.far).validate(),
            [.size: .notAnOption, .region: .notAnOption, .day: .notADate, .alarm: .notADate])
        XCTAssertEqual(
            ShopValues(size: "\u{0}", region: ["zzz"]).validate(), [.size: .notAnOption, .region: .notAnOption])
        // A value of another level (`oslo` is a city, no province) or past the last level.
        XCTAssertEqual(
            ShopValues(size: "North", region: ["oslo"]).validate(), [.size: .notAnOption, .region: .notAnOption])
        XCTAssertEqual(ShopValues(region: ["s", "x"]).validate(), [.region: .notAnOption])
        // Year 318888 has a text, which `dd/MM/yyyy` does not read back.
        XCTAssertEqual(ShopValues(day: Date(timeIntervalSinceReferenceDate: 1e13)).validate(), [.day: .notADate])
    }

    func testSuchAValueIsWordedAsFormcRunWordsAnEmptyPickerAndTextThatIsNoDate() {
        let form = Shop.formcForm
        XCTAssertEqual(form.message(for: .notAnOption, of: .size), "choose one of the options")
        XCTAssertEqual(form.message(for: .notAnOption, of: .region), "choose one of the options")
        XCTAssertEqual(form.message(for: .notADate, of: .day), "expected a date like dd/MM/yyyy")
        XCTAssertEqual(form.message(for: .notADate, of: .alarm), "expected a time like HH:mm")
        XCTAssertEqual(FormcValidationError.notAnOption.message, "choose one of the options")
        XCTAssertEqual(FormcValidationError.notADate.message, "not a date")
        let german = ["Formc.chooseOption": "Wählen Sie eine Option", "Formc.expectedDate": "Datum wie %@ erwartet"]
        let localized = form.localized(FormcStrings(form: "Shop") { key, source in german[key] ?? source })
        XCTAssertEqual(localized.message(for: .notAnOption, of: .size), "Wählen Sie eine Option")
        XCTAssertEqual(localized.message(for: .notADate, of: .day), "Datum wie dd/MM/yyyy erwartet")
    }

    /// The answers hold such a value as an empty field: `null`, which decodes back to an empty one.
    func testSuchAValueIsNeverAnswered() throws {
        let draft = ShopValues(size: "zzz", region: ["n", "bergen"], day: Self.far, alarm: Self.far)
        XCTAssertEqual(draft.answers(), ["size": .null, "region": .null, "day": .null, "alarm": .null])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let coded = String(decoding: try encoder.encode(draft), as: UTF8.self)
        XCTAssertEqual(coded, #"{"alarm":null,"day":null,"region":null,"size":null}"#)
        XCTAssertEqual(try JSONDecoder().decode(ShopValues.self, from: Data(coded.utf8)), ShopValues())
        // A draft with such values decodes (nothing is lost without a word), and is refused by validate().
        let saved = #"{"size":"zzz","region":{"province":"n","city":"bergen"},"day":1e300}"#
        let decoded = try JSONDecoder().decode(ShopValues.self, from: Data(saved.utf8))
        XCTAssertEqual(decoded.size, "zzz")
        XCTAssertEqual(decoded.validate().keys.sorted { $0.rawValue < $1.rawValue }, [.day, .region, .size])
        XCTAssertEqual(
            ShopValues(size: "s", region: ["n", "oslo"], day: FormcCalendar.iso("2026-01-24")).answers(),
            [
                "size": .text("s"), "region": .levels(["province": "n", "city": "oslo"]), "day": .text("24/01/2026"),
                "alarm": .null
            ])
    }

    /// A format whose text never reads back (month names with combining marks, a known gap)
    /// judges no date: every date of it has its text, which is answered.
    func testAFormatThatReadsNoDateBackJudgesNone() throws {
        let hindi = FormcDateSettings(mode: .date, format: "d MMMM y", locale: "hi_IN")
        // `16 नवंबर 2026`: the month's name has a vowel sign (U+0902), a combining mark.
        let day = try XCTUnwrap(FormcCalendar.iso("2026-11-16"))
        XCTAssertNil(FormcCalendar.date(fromAnswer: FormcCalendar.machineString(from: day, hindi), hindi))
        XCTAssertEqual(FormcCalendar.answerText(for: day, hindi), FormcCalendar.machineString(from: day, hindi))
        XCTAssertNil(FormcCalendar.answerText(for: Self.far, hindi), "no text at all")
        XCTAssertNil(FormcValidation.unheld(.date(day), options: [], levels: 0, date: hindi))
        XCTAssertEqual(FormcValidation.unheld(.date(Self.far), options: [], levels: 0, date: hindi), .notADate)
    }
}
