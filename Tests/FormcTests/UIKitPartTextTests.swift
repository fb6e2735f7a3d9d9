import Foundation
import XCTest
import FormcDriver
import FormcEmit
import FormcIR
import FormcCore

/// What FormcKit's UIKit part contains, and what a spec's table tells it, where the stub
/// type-check cannot tell (it proves the calls exist, not that they are there).
final class UIKitPartTextTests: XCTestCase {
    func emit(_ spec: String) throws -> String {
        let result = Pipeline().compile(bytes: Array(spec.utf8), path: "T.form.yaml", baseDirectory: "/")
        let form = try XCTUnwrap(result.form, "\(result.diagnostics)")
        return try SwiftEmitter().emit(form, formcVersion: Formc.version)
    }

    /// FormcKit's UIKit controller, the code every generated form's controller is, with its
    /// lines trimmed and a statement broken over lines joined back.
    func controllerSource() throws -> String {
        var text = ""
        for file in ["FormcFormController.swift", "FormcUIKitParts.swift"] {
            let lines = try String(contentsOfFile: TestSupport.path("Sources/FormcKit/\(file)"), encoding: .utf8)
                .components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            for line in lines {
                let continues = text.hasSuffix("(") || line.hasPrefix(")") || line.hasPrefix(".")
                text += (continues ? "" : "\n") + line
            }
        }
        return text
    }

    /// An empty, disabled title item reads as a dimmed button: only a form whose fields can
    /// have a title gets one (the table's `hasTitle`, which the controller reads).
    func testTitleItemOnlyWhenSomeFieldHasATitle() throws {
        let untitled = try emit(
            "form: T\ntoolbar: {previousNext: true, done: true, title: none}\nfields:\n  - {id: a, placeholder: A}\n")
        XCTAssertFalse(untitled.contains("hasTitle: true"))
        let titled = try emit(
            "form: T\ntoolbar: {previousNext: true, done: true, title: placeholder}\nfields:\n  - {id: a, placeholder: A}\n"
        )
        XCTAssertTrue(titled.contains("hasTitle: true"))
        let source = try controllerSource()
        let title = try XCTUnwrap(source.range(of: "\nlet title = UIBarButtonItem("))
        let guarded = try XCTUnwrap(source.range(of: "\nif layout.hasTitle {"))
        XCTAssertLessThan(guarded.lowerBound, title.lowerBound)
        XCTAssertFalse(source[guarded.upperBound..<title.lowerBound].contains("}"), "the item is made only in that if")
    }

    /// The arrows' names are formc's words, looked up in the form's catalog (`Formc.previous`).
    func testAccessibilityLabelsAreLocalizable() throws {
        let text = try controllerSource()
        XCTAssertTrue(text.contains(#"previous.accessibilityLabel = Field.formcForm.word(.previous)"#))
        XCTAssertTrue(text.contains(#"next.accessibilityLabel = Field.formcForm.word(.next)"#))
        XCTAssertFalse(text.contains(#"accessibilityLabel = "Previous""#))
    }

    /// Picker fields hide the caret; a field registered while focused reloads its input views;
    /// picker rows follow Dynamic Type.
    func testPickerCaretReloadAndDynamicType() throws {
        let text = try controllerSource()
        // Set with the picker's input view only (the double checks it: CELLS-REUSE-PICKER).
        XCTAssertTrue(
            text.contains(
                "if let inputView = makeInputView(for: field) {\ntextField.inputView = inputView\n"
                    + "// A field whose text comes from a picker shows no caret or selection.\n"
                    + "textField.tintColor = .clear"))
        // A return key that changes reloads a keyboard, never an input view under the finger.
        XCTAssertTrue(
            text.contains("if textField.isFirstResponder, textField.inputView == nil { textField.reloadInputViews() }"))
        XCTAssertTrue(text.contains("label.font = UIFont.preferredFont(forTextStyle: .body)"))
        XCTAssertTrue(text.contains("label.adjustsFontForContentSizeCategory = true"))
    }

    /// SwiftUI's toolbar items (only type-checked here: no SwiftUI runs on Linux) disable each
    /// of Previous and Next by its own flag of the state FormcKit decides, never by the other's
    /// or by a constant: the button's image, then its `.disabled`.
    func testSwiftUIToolbarButtonsFollowTheirOwnState() throws {
        let lines = try String(contentsOfFile: TestSupport.path("Sources/FormcKit/FormcSwiftUI.swift"), encoding: .utf8)
            .components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for (image, flag) in [("chevron.up", "previousEnabled"), ("chevron.down", "nextEnabled")] {
            let button = try XCTUnwrap(lines.firstIndex(of: "Image(systemName: \"\(image)\")"), image)
            let modifier = try XCTUnwrap(lines[button...].first { $0.hasPrefix(".disabled(") }, image)
            XCTAssertEqual(modifier, ".disabled(!state.\(flag))", image)
        }
    }

    /// Issue 27, item 6: a cascading picker in the SwiftUI view is one multi-column
    /// `UIPickerView` (its coordinator is the UIKit part's `FormcPickerModel`, run in the UIKit
    /// double's scenarios), never `.wheel` Pickers side by side, which steal each other's
    /// touches; a flat picker keeps SwiftUI's wheel.
    func testASwiftUICascadingPickerIsOneMultiColumnWheel() throws {
        let view = try String(contentsOfFile: TestSupport.path("Sources/FormcKit/FormcFormView.swift"), encoding: .utf8)
        let lines = view.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let branch = try XCTUnwrap(lines.firstIndex(of: "if FormcSources<Field>.levels(for: field).count > 1 {"))
        XCTAssertEqual(lines[branch + 1], "FormcWheels(field: field, path: path)")
        XCTAssertEqual(lines[branch + 3], "flatWheel(path)")
        XCTAssertTrue(view.contains("struct FormcWheels<Field: FormcField>: UIViewRepresentable {"))
        XCTAssertTrue(view.contains("picker.dataSource = context.coordinator"))
        XCTAssertEqual(
            view.components(separatedBy: ".pickerStyle(.wheel)").count - 1, 1, "one SwiftUI wheel: the flat one")
    }
}
