import Foundation
import XCTest
import FormcDiagnostics
import FormcIR
import FormcKit
@testable import FormcTerminal

/// Issue 48, item 8: in a decimal field the other separator (`.` under a comma locale, `,`
/// under a point locale), typed on a hardware keyboard or pasted, is the decimal separator
/// the person meant, written as the locale's: `1.5` in a German field reads `1,5`, the
/// number `validate()` reads (1.5), never `15`. One rule (`NumberInput.separatorAsLocale`,
/// `FormcCharacters.separatorAsLocale`), in the UIKit filter and in `formc run`.
final class DecimalSeparatorTests: XCTestCase {
    enum Price: String, FormcField {
        case amount

        typealias Values = PriceValues

        static let formcForm = FormcForm<Price>(
            fields: [
                FormcFieldInfo(
                    isFocusable: true, characters: .decimal, returnKey: .done, returnAction: .done, value: .decimal)
            ],
            focusChain: [.amount])
    }

    struct PriceValues: FormcValues {
        typealias Field = Price
        var amount = ""

        static var formcInitial: Self { Self() }

        func formcValue(of field: Price) -> FormcValue { .text(amount) }

        mutating func formcSet(_ field: Price, to value: FormcValue) {
            if case .text(let text) = value { amount = text }
        }
    }

    /// The UIKit filter (`shouldChangeCharactersIn` → `acceptedText`): what goes into the field
    /// for each key typed after `text`, under the locale's separator.
    private func typed(_ replacement: String, after text: String, separator: String) -> String? {
        Price.amount.acceptedText(
            replacement, replacing: NSRange(location: (text as NSString).length, length: 0), in: text,
            decimalSeparator: separator)
    }

    func testTheKitWritesTheOtherSeparatorAsTheLocales() {
        // A comma locale (de_DE): `.` from a hardware keyboard is the comma.
        XCTAssertEqual(typed(".", after: "1", separator: ","), ",")
        XCTAssertEqual(typed(",", after: "1", separator: ","), ",")
        XCTAssertEqual(typed("1.5", after: "", separator: ","), "1,5")
        // A point locale (en_US): a pasted `2,75` is two and three quarters.
        XCTAssertEqual(typed("2,75", after: "", separator: "."), "2.75")
        XCTAssertEqual(typed(".", after: "1", separator: "."), ".")
        // Still one separator: a second is refused, whichever it is, and so is a paste with two.
        XCTAssertNil(typed(".", after: "1,5", separator: ","))
        XCTAssertNil(typed(",", after: "1,5", separator: ","))
        XCTAssertNil(typed("1,234.5", after: "", separator: ","))
        // The text the field then holds is the number validation reads.
        XCTAssertEqual(FormcValidation.decimal("1,5"), 1.5)
        // A locale whose separator is neither keeps what was typed.
        XCTAssertEqual(typed(".", after: "1", separator: "\u{066B}"), ".")
        // Full-width input is made ASCII first: `１．５` is `1,5` under a comma.
        XCTAssertEqual(typed("\u{FF11}\u{FF0E}\u{FF15}", after: "", separator: ","), "1,5")
    }

    func testTheKitAndFormcShareTheRule() {
        for text in ["1.5", "1,5", "-0.25", ",5", "12", "1.", "", "1,2.3"] {
            for separator in [".", ",", "\u{066B}"] {
                XCTAssertEqual(
                    FormcCharacters.separatorAsLocale(text, decimalSeparator: separator),
                    NumberInput.separatorAsLocale(text, decimalSeparator: separator), "\(text) under \(separator)")
            }
        }
    }

    /// `formc run` stands for a device set to the form's `locale:`: typing (full screen) and
    /// an answer line (line mode, `held`) write the separator as that locale does.
    func testTheTerminalWritesTheOtherSeparatorAsTheFormsLocale() throws {
        func rules(locale: String?) throws -> FieldRules {
            let spec =
                "form: Price\n" + (locale.map { "locale: \($0)\n" } ?? "")
                + "fields:\n  - id: amount\n    kind: decimal\n"
            let form = try XCTUnwrap(TestSupport.compile(spec).form)
            return FieldRules(field: try XCTUnwrap(form.field("amount")), form: form)
        }
        let german = try rules(locale: "de_DE")
        XCTAssertEqual(german.typed("1.5", into: TextBuffer("")).kept, "1,5")
        XCTAssertNil(german.typed("1.5", into: TextBuffer("")).refused)
        XCTAssertEqual(german.typed(".", into: TextBuffer("1")).kept, ",")
        XCTAssertEqual(german.held("-2.5"), "-2,5")
        // A second separator is still refused, and named.
        let second = german.typed(".", into: TextBuffer("1,5"))
        XCTAssertEqual(second.kept, "")
        XCTAssertEqual(second.refused, ".")
        // An answer given as a number (`check-answers`, a prefilled run) reads as typed.
        let form = try XCTUnwrap(
            TestSupport.compile("form: Price\nlocale: de_DE\nfields:\n  - {id: amount, kind: decimal}\n").form)
        guard
            case .success(.text(let buffer)) = AnswerCheck.state(
                of: try XCTUnwrap(form.field("amount")), .double(2.5), form: form)
        else { return XCTFail("no text for 2.5") }
        XCTAssertEqual(buffer.text, "2,5")
        // Without `locale:` the form is en_US_POSIX's: a point.
        let plain = try rules(locale: nil)
        XCTAssertEqual(plain.typed("2,75", into: TextBuffer("")).kept, "2.75")
        XCTAssertEqual(plain.held("2,75"), "2.75")
    }
}
