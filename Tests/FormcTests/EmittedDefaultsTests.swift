import Foundation
import XCTest

@testable import FormcKit

/// The generated Swift leaves out an argument whose value is FormcKit's default
/// (`SwiftTable.fieldInfo`'s `unless:`, `SwiftTable.input`, `SwiftContext.settingsArguments`):
/// each default here is the value the emitter takes it for, written by hand from those
/// functions. A default changed in FormcKit alone would change every generated form that
/// leaves the argument out (issue 46's mutation run: no test held them).
final class EmittedDefaultsTests: XCTestCase {
    typealias Stay = SwiftUIRowModelTests.Stay

    func testAFieldsLeftOutArgumentsAreTheEmittersDefaults() {
        let info = FormcFieldInfo<Stay>()
        XCTAssertNil(info.next)
        XCTAssertNil(info.previous)
        XCTAssertFalse(info.isFocusable)
        XCTAssertEqual(info.access, .editable)
        XCTAssertEqual(info.characters, .any)
        XCTAssertNil(info.returnKey)
        XCTAssertNil(info.returnAction)
        // `toolbar` is left out when it is `FormcToolbarState()`: no button, no title.
        XCTAssertEqual(
            info.toolbar, FormcToolbarState(previousEnabled: false, nextEnabled: false, showsDone: false, title: nil))
        XCTAssertNil(info.label)
        XCTAssertNil(info.placeholder)
        XCTAssertNil(info.hint)
        XCTAssertNil(info.accessibilityLabel)
        XCTAssertEqual(info.value, .text)
        XCTAssertTrue(info.isChecked)
        XCTAssertTrue(info.isSubmitted)
        XCTAssertFalse(info.required)
        XCTAssertNil(info.check)
        XCTAssertNil(info.input)
        XCTAssertNil(info.date)
        XCTAssertNil(info.picker)
        XCTAssertFalse(info.fillsOnFocus)
    }

    func testLeftOutInputTraitsAreTheEmittersDefaults() {
        let traits = FormcInputTraits()
        XCTAssertEqual(traits.keyboardType, .default)
        XCTAssertNil(traits.contentType)
        XCTAssertFalse(traits.isSecure)
        XCTAssertEqual(traits.autocapitalization, .sentences)
        XCTAssertFalse(traits.autocorrectionDisabled)
        XCTAssertFalse(traits.smartPunctuationDisabled)
        XCTAssertEqual(traits.control, .text)
    }

    /// FormcKit's own decisions the generated code calls, which no Linux test reached before
    /// (issue 46's run): a declared chain's ends.
    func testTheDeclaredChainsEnds() {
        // Stay's chain: company, vat, day, size.
        XCTAssertEqual(Stay.allCases.filter(\.isFirst), [.company])
        XCTAssertEqual(Stay.allCases.filter(\.isLast), [.size])
    }

    /// A phone field takes digits and the symbols a number is written with, nothing else.
    func testAPhoneFieldsCharacters() {
        for character in Array("0123456789+*#,;()-. ") {
            XCTAssertTrue(FormcCharacters.phone.allows(character, decimalSeparator: "."), "\(character)")
        }
        XCTAssertFalse(FormcCharacters.phone.allows("a", decimalSeparator: "."))
    }

    /// An empty date equals only another empty one, and has no order.
    func testAnEmptyDateCompared() {
        let day = Date(timeIntervalSinceReferenceDate: 0)
        XCTAssertTrue(FormcComparison.holds("==", nil, nil, timeOfDay: false))
        XCTAssertFalse(FormcComparison.holds("==", nil, day, timeOfDay: false))
        XCTAssertTrue(FormcComparison.holds("!=", day, nil, timeOfDay: false))
        XCTAssertFalse(FormcComparison.holds("!=", nil, nil, timeOfDay: false))
        XCTAssertFalse(FormcComparison.holds("<", nil, day, timeOfDay: false))
    }

    func testAFormsLeftOutSettingsAreTheEmittersDefaults() {
        let form = FormcForm<Stay>(fields: Stay.allCases.map { _ in FormcFieldInfo() }, focusChain: [])
        XCTAssertEqual(form.keyboardDistance, 10)
        XCTAssertFalse(form.hasConditions)
        XCTAssertTrue(form.keyboardAvoidance)
        XCTAssertFalse(form.dismissOnTapOutside)
        XCTAssertEqual(
            [
                form.toolbar.isShown, form.toolbar.previousNext, form.toolbar.done, form.toolbar.hasTitle,
                form.toolbar.titleFromPlaceholder
            ],
            [true, true, true, false, false])
    }
}
