import Foundation
import XCTest
import FormcDriver
import FormcEmit
import FormcIR
import FormcKit

/// Validation has one definition, `TextValidation.failure` (FormcIR), used by the checker and
/// `formc run`; FormcKit's `FormcValidation.check`, which the generated `validate()` calls, is
/// its copy in the runtime. One table of inputs, with the expected first failure written by
/// hand, is run through both, in process.
final class ValidationAgreementTests: XCTestCase {
    struct Case {
        var kind: FieldKind
        var required = false
        var rules = Validation()
        var text: String
        /// The first failure, as Swift describes the enum case; "nil" when the text passes.
        var expected: String
    }

    static let cases: [Case] = [
        Case(kind: .text, text: "", expected: "nil"),
        Case(kind: .text, required: true, text: "", expected: "required"),
        // White space alone fills nothing in (issue 45, item 6); optional, it goes on to the rules.
        Case(kind: .text, required: true, text: " \u{00A0}\u{3000}\n", expected: "required"),
        Case(kind: .multiline, required: true, text: "\u{2028}", expected: "required"),
        Case(kind: .number, required: true, text: "  ", expected: "required"),
        Case(kind: .text, rules: Validation(minLength: 3), text: "  ", expected: "tooShort(minimum: 3)"),
        Case(kind: .text, required: true, text: "\u{200B}", expected: "nil"),
        Case(kind: .text, rules: Validation(minLength: 3), text: "ab", expected: "tooShort(minimum: 3)"),
        Case(kind: .text, rules: Validation(minLength: 3), text: "名前だ", expected: "nil"),  // three characters
        Case(kind: .text, rules: Validation(maxLength: 2), text: "👨‍👩‍👧x", expected: "nil"),  // a family emoji is one
        Case(kind: .text, rules: Validation(maxLength: 2), text: "abc", expected: "tooLong(maximum: 2)"),
        // Any alternative that matches the whole value.
        Case(kind: .text, rules: Validation(pattern: "a|ab"), text: "ab", expected: "nil"),
        Case(kind: .text, rules: Validation(pattern: "[a-z]+"), text: "abc1", expected: "patternMismatch"),
        Case(
            kind: .text, rules: Validation(minLength: 5, pattern: "[0-9]+"), text: "x", expected: "tooShort(minimum: 5)"
        ),
        Case(kind: .number, text: "02142", expected: "nil"),
        Case(kind: .number, text: "12a", expected: "notANumber"),
        Case(kind: .number, text: "2.5", expected: "notANumber"),
        Case(kind: .number, rules: Validation(max: 5), text: "007", expected: "aboveMaximum(5.0)"),
        Case(kind: .number, rules: Validation(min: 10), text: "9", expected: "belowMinimum(10.0)"),
        Case(kind: .decimal, text: "1,5", expected: "nil"),
        Case(kind: .decimal, text: "-2.25", expected: "nil"),
        Case(kind: .decimal, text: "abc", expected: "notANumber"),
        Case(kind: .decimal, text: "1e3", expected: "notANumber"),  // Double("1e3") would read it
        Case(kind: .decimal, text: "nan", expected: "notANumber"),
        Case(kind: .decimal, text: "1.2.3", expected: "notANumber"),
        Case(kind: .decimal, rules: Validation(min: 0, max: 1), text: "1.5", expected: "aboveMaximum(1.0)"),
        Case(kind: .text, rules: Validation(min: 1), text: "0", expected: "belowMinimum(1.0)"),
        Case(
            kind: .secure, required: true, rules: Validation(minLength: 4), text: "123",
            expected: "tooShort(minimum: 4)")
    ]

    func testFormcsOwnValidationGivesTheExpectedFirstFailure() {
        for entry in Self.cases {
            let failure = TextValidation.failure(
                entry.text, required: entry.required, kind: entry.kind, rules: entry.rules)
            XCTAssertEqual(
                failure.map { "\($0)" } ?? "nil", entry.expected, "\(entry.kind) \(entry.rules) \(entry.text)")
        }
    }

    /// The generated code validates with FormcKit's `FormcValidation.check`, linked here as a
    /// module: the same table, in process.
    func testFormcKitAgreesOnEveryCase() {
        for entry in Self.cases {
            let rules = entry.rules
            let check = FormcTextCheck(
                digitsOnly: entry.kind == .number, numeric: entry.kind == .decimal, minLength: rules.minLength,
                maxLength: rules.maxLength, pattern: rules.pattern, minimum: rules.min, maximum: rules.max)
            let failure = FormcValidation.check(entry.text, required: entry.required, check)
            XCTAssertEqual(
                failure.map { "\($0)" } ?? "nil", entry.expected, "\(entry.kind) \(entry.rules) \(entry.text)")
        }
    }
}
