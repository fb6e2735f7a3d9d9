import Foundation
import XCTest
import FormcDriver
import FormcEmit
import FormcIR

/// `keyboardAvoidance: false` turns off the keyboard avoidance the generated controller
/// otherwise does in the scroll view the app gives it: decoded, carried in the IR and the
/// JSON, and obeyed by `avoidKeyboard(in:)`.
final class KeyboardAvoidanceSwitchTests: XCTestCase {
    static let off = "form: Off\nkeyboardAvoidance: false\nfields:\n  - {id: a}\n  - {id: b}\n"
    static let on = "form: On\nfields:\n  - {id: a}\n  - {id: b}\n"

    func testTheSwitchIsDecodedIntoTheIRAndTheJSON() throws {
        let off = try XCTUnwrap(TestSupport.compile(Self.off).form)
        let on = try XCTUnwrap(TestSupport.compile(Self.on).form)
        XCTAssertFalse(off.keyboardAvoidance)
        XCTAssertTrue(on.keyboardAvoidance)
        XCTAssertTrue(
            String(decoding: JSONEmitter.emit(off), as: UTF8.self).contains("\n  \"keyboardAvoidance\": false,\n"))
        XCTAssertFalse(String(decoding: JSONEmitter.emit(on), as: UTF8.self).contains("keyboardAvoidance"))
    }

    func testANonBooleanIsReportedWhereItIsWritten() {
        let result = TestSupport.compile("form: F\nkeyboardAvoidance: 3\nfields:\n  - id: a\n")
        XCTAssertEqual(TestSupport.summary(result.diagnostics), ["FC011 2:20"])
    }

    /// The thin file's table says whether avoidance is on, the compiled core reads it, and
    /// FormcKit's controller (every form's `avoidKeyboard(in:)`) returns before observing the
    /// keyboard when it is off.
    func testTheGeneratedControllerObeysTheSwitch() throws {
        let controller = try String(
            contentsOfFile: TestSupport.path("Sources/FormcKit/FormcFormController.swift"), encoding: .utf8)
        XCTAssertTrue(
            controller.contains(
                """
                        public func avoidKeyboard(in scrollView: UIScrollView, insideTableViewController: Bool = false) {
                            guard FormcKeyboardAvoidance<Field>.isEnabled else { return }
                """))
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [URL] = []
        for (name, spec) in [("Off", Self.off), ("On", Self.on)] {
            let code = try SwiftEmitter().emit(
                try XCTUnwrap(TestSupport.compile(spec).form), formcVersion: Formc.version)
            XCTAssertEqual(code.contains("        keyboardAvoidance: false,\n"), name == "Off", name)
            let file = directory.appendingPathComponent(name + ".swift")
            try Data(code.utf8).write(to: file)
            files.append(file)
        }
        guard
            let binary = try GeneratedCodeTests.buildDriver(
                "print(OffKeyboardAvoidance.isEnabled, OnKeyboardAvoidance.isEnabled)\n",
                with: files.map(\.path), in: directory, named: "avoid")
        else { return }
        XCTAssertEqual(try GeneratedCodeTests.run(binary.path, []).output, "false true\n")
    }
}
