import Foundation
import XCTest
import FormcDriver
import FormcEmit
import FormcIR
import FormcCore

/// What the UIKit part contains for a given spec, where the stub type-check cannot tell
/// (it proves the calls exist, not that they are there).
final class UIKitPartTextTests: XCTestCase {
    func emit(_ spec: String) throws -> String {
        let result = Pipeline().compile(bytes: Array(spec.utf8), path: "T.form.yaml", baseDirectory: "/")
        let form = try XCTUnwrap(result.form, "\(result.diagnostics)")
        return try SwiftEmitter().emit(form, formcVersion: Formc.version)
    }

    /// An empty, disabled title item reads as a dimmed button: only a form whose fields can
    /// have a title gets one.
    func testTitleItemOnlyWhenSomeFieldHasATitle() throws {
        let untitled = try emit(
            "form: T\ntoolbar: {previousNext: true, done: true, title: none}\nfields:\n  - {id: a, placeholder: A}\n")
        XCTAssertFalse(untitled.contains("let title = UIBarButtonItem("))
        let titled = try emit(
            "form: T\ntoolbar: {previousNext: true, done: true, title: placeholder}\nfields:\n  - {id: a, placeholder: A}\n"
        )
        XCTAssertTrue(titled.contains("let title = UIBarButtonItem("))
    }

    func testAccessibilityLabelsAreLocalizable() throws {
        let text = try emit("form: T\ntoolbar: {previousNext: true}\nfields:\n  - {id: a}\n  - {id: b}\n")
        XCTAssertTrue(text.contains(#"previous.accessibilityLabel = NSLocalizedString("Previous", comment:"#))
        XCTAssertTrue(text.contains(#"next.accessibilityLabel = NSLocalizedString("Next", comment:"#))
        XCTAssertFalse(text.contains(#"accessibilityLabel = "Previous""#))
    }

    /// Picker fields hide the caret; a field registered while focused reloads its input views;
    /// picker rows follow Dynamic Type.
    func testPickerCaretReloadAndDynamicType() throws {
        let text = try emit(
            "form: T\nsources:\n  s: {options: [A, B]}\nfields:\n  - {id: p, kind: picker, source: s}\n")
        XCTAssertTrue(text.contains("if textField.inputView != nil { textField.tintColor = .clear }"))
        XCTAssertTrue(text.contains("if textField.isFirstResponder { textField.reloadInputViews() }"))
        XCTAssertTrue(text.contains("label.font = UIFont.preferredFont(forTextStyle: .body)"))
        XCTAssertTrue(text.contains("label.adjustsFontForContentSizeCategory = true"))
    }
}
