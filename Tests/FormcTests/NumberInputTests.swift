import Foundation
import XCTest
import FormcIR
import FormcKit
@testable import FormcTerminal

/// What a number, decimal or phone field takes, in every driver (issue 45, item 4): full-width
/// digits and signs from a Japanese input method are the ASCII ones, a decimal takes one
/// leading `-` and both separators, a number digits only, and a refused character is named,
/// never dropped without a word. Expected values are written by hand.
final class NumberInputTests: XCTestCase {
    static let spec = """
        form: Order
        fields:
          - {id: qty, label: Quantity, kind: number}
          - {id: price, label: Price, kind: decimal}
          - {id: tel, label: Phone, kind: phone}

        """

    private func form() throws -> Form {
        let result = TestSupport.compile(Self.spec)
        XCTAssertFalse(result.diagnostics.hasErrors, "\(TestSupport.summary(result.diagnostics))")
        return try XCTUnwrap(result.form)
    }

    // MARK: One mapping, FormcIR and FormcKit

    func testFullWidthDigitsAndSignsAreASCIIInFormcIRAndFormcKitAlike() {
        let cases: [(FieldKind, FormcCharacters, String, String)] = [
            (.number, .digits, "１２", "12"),
            (.number, .digits, "０９", "09"),
            (.decimal, .decimal, "－１２，５", "-12,5"),
            (.decimal, .decimal, "３．１４", "3.14"),
            (.phone, .phone, "０９０－１２３４", "090-1234"),
            (.phone, .phone, "＋８１", "+81"),
            (.phone, .phone, "１／２", "1／2"),  // `／` is no key of the pads: it stays, and is refused
            (.text, .any, "１２", "１２")  // a text field keeps what was typed
        ]
        for (kind, characters, text, expected) in cases {
            XCTAssertEqual(NumberInput.normalized(text, kind: kind), expected, "\(kind) \(text)")
            XCTAssertEqual(characters.normalized(text), expected, "FormcKit \(kind) \(text)")
        }
    }

    // MARK: Validation and answers (FormcIR, FormcKit)

    func testValidationReadsFullWidthDigitsAndOneLeadingMinusInADecimalOnly() {
        let cases: [(FieldKind, Validation, String, String)] = [
            (.number, Validation(), "１２", "nil"),
            (.number, Validation(), "-1", "notANumber"),
            (.number, Validation(max: 5), "０７", "aboveMaximum(5.0)"),
            (.number, Validation(pattern: "[0-9]{3}"), "１２３", "nil"),
            (.decimal, Validation(), "-1", "nil"),
            (.decimal, Validation(), "－１．５", "nil"),
            (.decimal, Validation(min: 0), "-1", "belowMinimum(0.0)"),
            (.decimal, Validation(), "1-", "notANumber"),
            (.decimal, Validation(), "x1", "notANumber"),
            (.decimal, Validation(), "12a", "notANumber")
        ]
        for (kind, rules, text, expected) in cases {
            let ir = TextValidation.failure(text, required: false, kind: kind, rules: rules)
            XCTAssertEqual(ir.map { "\($0)" } ?? "nil", expected, "FormcIR \(kind) \(text)")
            let check = FormcTextCheck(
                digitsOnly: kind == .number, numeric: kind == .decimal, pattern: rules.pattern, minimum: rules.min,
                maximum: rules.max)
            let kit = FormcValidation.check(text, required: false, check)
            XCTAssertEqual(kit.map { "\($0)" } ?? "nil", expected, "FormcKit \(kind) \(text)")
        }
        XCTAssertEqual(TextValidation.decimal("１２，５"), 12.5)
        XCTAssertEqual(FormcValidation.decimal("１２，５"), 12.5)
        XCTAssertEqual(FormcValidation.decimal("-0.5"), -0.5)
    }

    func testTheGeneratedAnswersGiveFullWidthDigitsAsASCIIAndNullForADecimalThatIsNoNumber() {
        XCTAssertEqual(FormcAnswer(.text("０７"), kind: .digits, levels: [], date: nil), .text("07"))
        XCTAssertEqual(FormcAnswer(.text("－１，５"), kind: .decimal, levels: [], date: nil), .number(-1.5))
        XCTAssertEqual(FormcAnswer(.text("12a"), kind: .decimal, levels: [], date: nil), .null)
    }

    // MARK: The generated typing filter (FormcKit)

    func testTheFormcKitFilterTypesFullWidthDigitsAsASCIIAndTakesBothSeparatorsAndALeadingMinus() {
        XCTAssertEqual(FormcCharacters.digits.normalized("１２"), "12")
        XCTAssertTrue(FormcCharacters.decimal.allows(",", decimalSeparator: "."))
        XCTAssertTrue(FormcCharacters.decimal.allows(".", decimalSeparator: ","))
        XCTAssertTrue(FormcCharacters.decimal.allows("-", decimalSeparator: "."))
        XCTAssertFalse(FormcCharacters.digits.allows("-", decimalSeparator: "."))
    }

    func testAConditionQuotingFullWidthDigitsIsImpossibleSinceTheyAreTypedAsASCII() {
        let result = TestSupport.compile(
            "form: F\nfields:\n  - {id: qty, kind: number}\n  - {id: hint, visibleWhen: \"qty == '１２'\"}\n")
        XCTAssertEqual(
            result.diagnostics.sorted.filter { $0.code.id == "FC604" }.map(\.message),
            ["'qty' holds the digits typed (a quoted value compares that text exactly), never '１２'"])
    }

    // MARK: The full-screen form (the session it drives)

    func testTheFullScreenFormTypesFullWidthDigitsAndNamesEveryRefusedCharacter() throws {
        var session = FormSession(form: try form())
        for character in "１２" { session.handle(.character(character)) }
        XCTAssertNil(session.notice)
        session.handle(.character("x"))
        XCTAssertEqual(session.notice, "'x' cannot be typed in a number field")
        let lines = FormScreen(width: 80, height: 24).render(session, scroll: 0).lines.map(\.text)
        XCTAssertEqual(
            lines.firstIndex { $0.hasPrefix("› Quantity") }.map { lines[$0 + 1] },
            "    ⚠ 'x' cannot be typed in a number field")
        session.handle(.character("-"))
        XCTAssertEqual(session.notice, "'-' cannot be typed in a number field")
        session.handle(.tab)
        XCTAssertNil(session.notice, "the word goes with the next key")
        for character in "-１，5" { session.handle(.character(character)) }
        XCTAssertNil(session.notice, "a decimal takes one leading minus and a full-width comma")
        session.handle(.character("-"))
        XCTAssertEqual(session.notice, "'-' cannot be typed in a decimal field")
        session.handle(.character("."))
        XCTAssertEqual(session.notice, "'.' cannot be typed in a decimal field")
        session.handle(.tab)
        session.handle(.paste("０９０－１２３４ ext", dropped: 0))
        XCTAssertEqual(session.notice, "'e' cannot be typed in a phone field")
        session.handle(.paste("\u{202D}５\u{202C}\n", dropped: 0))
        XCTAssertNil(session.notice, "invisible format and control characters go without a word")
        session.handle(.control("d"))
        XCTAssertEqual(session.outcome, .submitted)
        XCTAssertEqual(session.answers(), ["qty": .string("12"), "price": .number(-1.5), "tel": .string("090-1234 5")])
    }

    // MARK: The line mode

    func testTheLineModeReadsFullWidthDigitsAndASignedDecimalAndNamesTheRefusedCharacter() throws {
        var lines = ["-1", "１２", "x1", "－１，５", "０９０－１２３４"][...]
        var prompts: [String] = []
        let answers = try LineRunner(
            form: try form(), readLine: { _ in lines.popFirst().map { Array($0.utf8) } },
            prompt: { prompts.append($0) }
        ).run()
        XCTAssertEqual(answers, ["qty": .string("12"), "price": .number(-1.5), "tel": .string("090-1234")])
        XCTAssertEqual(
            prompts,
            [
                "Quantity: ", "  ⚠ '-' cannot be typed in a number field\n", "Quantity: ",
                "Price: ", "  ⚠ 'x' cannot be typed in a decimal field\n", "Price: ",
                "Phone: "
            ])
    }
}
