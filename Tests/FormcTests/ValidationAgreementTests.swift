import Foundation
import XCTest
import FormcDriver
import FormcEmit
import FormcIR

/// Validation has one definition, `TextValidation.failure` (FormcIR), used by the checker and
/// `formc run`; the generated `<Prefix>Values.check` is its copy in the templates. One table
/// of inputs, with the expected first failure written by hand, is run through both: formc's
/// own function in process, and the generated function compiled with swiftc and run.
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

    func testTheGeneratedCopyAgreesOnEveryCase() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let form = try XCTUnwrap(TestSupport.compile("form: V\nfields: [{id: a}]\n").form)
        let generated = directory.appendingPathComponent(SwiftEmitter.fileName(for: form))
        try Data(try SwiftEmitter().emit(form, formcVersion: "test").utf8).write(to: generated)
        func literal(_ value: (some Any)?) -> String { value.map { "\($0)" } ?? "nil" }
        var main = ""
        for entry in Self.cases {
            let rules = entry.rules
            main +=
                "print(VValues.check(\(SwiftLiteral.string(entry.text)), required: \(entry.required), "
                + "digitsOnly: \(entry.kind == .number), numeric: \(entry.kind == .decimal), "
                + "minLength: \(literal(rules.minLength)), maxLength: \(literal(rules.maxLength)), "
                + "pattern: \(SwiftLiteral.optionalString(rules.pattern)), "
                + "minimum: \(literal(rules.min)), maximum: \(literal(rules.max))).map { \"\\($0)\" } ?? \"nil\")\n"
        }
        guard
            let binary = try GeneratedCodeTests.buildDriver(main, with: [generated.path], in: directory, named: "check")
        else { return }
        let run = try GeneratedCodeTests.run(binary.path, [])
        XCTAssertEqual(
            run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init),
            Self.cases.map(\.expected))
    }
}
