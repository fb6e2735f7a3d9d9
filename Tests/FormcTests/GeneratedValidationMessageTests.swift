import Foundation
import XCTest
import FormcDriver
import FormcEmit

/// The generated `validate()` returns the spec's `validation.message` (as `.described`) for a
/// failed rule, and keeps `.required` and the generic wording elsewhere: compiled and run on
/// Linux with a driver.
final class GeneratedValidationMessageTests: XCTestCase {
    func testValidateReturnsTheSpecsOwnWords() throws {
        let result = TestSupport.compile(
            """
            form: Login
            fields:
              - {id: code, required: true, validation: {pattern: '^[0-9]{4}$', message: "Four digits, please \\"ok\\""}}
              - {id: nick, validation: {minLength: 2}}
            """)
        XCTAssertFalse(result.diagnostics.hasErrors, "\(TestSupport.summary(result.diagnostics))")
        let form = try XCTUnwrap(result.form)
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(SwiftEmitter.fileName(for: form))
        try Data(try SwiftEmitter().emit(form, formcVersion: Formc.version).utf8).write(to: file)
        let driver = """
            var values = LoginValues()
            values.code = "12a"
            values.nick = "x"
            print(values.validate().map { "\\($0.key.rawValue)=\\($0.value.message)" }.sorted().joined(separator: " | "))
            values.code = ""
            print(values.validate().map { "\\($0.key.rawValue)=\\($0.value.message)" }.sorted().joined(separator: " | "))

            """
        guard let binary = try GeneratedCodeTests.buildDriver(driver, with: [file.path], in: directory, named: "driver")
        else { return }
        let run = try GeneratedCodeTests.run(binary.path, [])
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(
            run.output,
            """
            code=Four digits, please "ok" | nick=at least 2 characters
            code=required | nick=at least 2 characters

            """)
    }
}
