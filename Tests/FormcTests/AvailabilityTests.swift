import Foundation
import XCTest
import FormcDriver
import FormcEmit
import FormcIR
import FormcCore

/// Availability as data: every `contentType` value has its SDK version, the stubs carry the same
/// `@available`, and a value newer than the iOS 15 target is emitted inside `if #available`.
final class AvailabilityTests: XCTestCase {
    /// From Apple's documentation: the content types introduced in iOS 17 (all others are
    /// iOS 15 or older).
    static let iOS17 = [
        "birthdate", "birthdateDay", "birthdateMonth", "birthdateYear", "creditCardSecurityCode",
        "creditCardName", "creditCardGivenName", "creditCardMiddleName", "creditCardFamilyName",
        "creditCardExpiration", "creditCardExpirationMonth", "creditCardExpirationYear", "creditCardType"
    ]

    /// FormcKit's lines, trimmed, with a line ending in `:` or `(` joined to the next one (the
    /// formatter breaks a long `case` or call there): the UIKit and SwiftUI parts the generated
    /// files name.
    static func runtimeLines(_ file: String) throws -> [String] {
        var lines: [String] = []
        for line in try String(contentsOfFile: TestSupport.path("Sources/FormcKit/\(file)"), encoding: .utf8)
            .components(separatedBy: "\n")
        {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let last = lines.last, last.hasSuffix(":") || last.hasSuffix("(") {
                lines[lines.count - 1] = last + (last.hasSuffix(":") ? " " : "") + trimmed
            } else {
                lines.append(trimmed)
            }
        }
        return lines
    }

    /// FormcKit maps each content type name to UIKit's value once, for the controller and the
    /// row: a name newer than the target behind `if #available`, and no other name.
    func testEveryContentTypeIsGuardedExactlyWhenNewerThanTheTarget() throws {
        let lines = try Self.runtimeLines("FormcUIKitTraits.swift")
        for name in TextContentType.all {
            let found = lines.filter { $0.hasPrefix("case \"\(name)\": ") }
            let expected =
                Self.iOS17.contains(name)
                ? "case \"\(name)\": if #available(iOS 17, *) { return .\(name) } else { return nil }"
                : "case \"\(name)\": return .\(name)"
            XCTAssertEqual(found, [expected], name)
            XCTAssertEqual(
                UIKitAvailability.guardVersion(forContentType: name)?.description,
                Self.iOS17.contains(name) ? "17" : nil,
                name)
        }
        let names = lines.filter { $0.hasPrefix("case \"") }
        XCTAssertEqual(names.count, TextContentType.all.count, "a name TextContentType does not allow")
    }

    /// The spec's content type reaches the table by its Swift name, which FormcKit maps.
    func testBirthdateIsTheTablesContentType() throws {
        let spec = "form: B\nfields:\n  - id: born\n    kind: text\n    contentType: birthdate\n"
        let result = Pipeline().compile(bytes: Array(spec.utf8), path: "B.form.yaml", baseDirectory: "/")
        let form = try XCTUnwrap(result.form)
        let text = try SwiftEmitter().emit(form, formcVersion: Formc.version)
        XCTAssertTrue(text.contains("FormcInputTraits(contentType: \"birthdate\", autocorrectionDisabled: true)"), text)
        XCTAssertFalse(text.contains("UITextContentType"), "the thin file maps no UIKit value")
    }

    /// The stub's `@available` on each content type is the emitter's table (both from Apple's docs).
    func testStubAvailabilityMatchesTheTable() throws {
        let stub = try String(contentsOfFile: TestSupport.path("Tests/Fixtures/Stubs/UIKit.swift"), encoding: .utf8)
        let regex = try NSRegularExpression(
            pattern: #"@available\(iOS ([0-9.]+), \*\) public static let (\w+) = UITextContentType"#)
        var stubVersions: [String: String] = [:]
        for match in regex.matches(in: stub, range: NSRange(stub.startIndex..., in: stub)) {
            guard let version = Range(match.range(at: 1), in: stub), let name = Range(match.range(at: 2), in: stub)
            else { continue }
            stubVersions[String(stub[name])] = String(stub[version])
        }
        XCTAssertEqual(Set(stubVersions.keys), Set(TextContentType.all))
        for name in TextContentType.all {
            let table = try XCTUnwrap(UIKitAvailability.contentTypes[name], name)
            XCTAssertEqual(stubVersions[name], "\(table.major).\(table.minor)", name)
        }
        XCTAssertEqual(stubVersions["birthdate"], "17.0")
        XCTAssertEqual(stubVersions["flightNumber"], "15.0")
    }

    /// What the templates emit without a guard must exist on the deployment target.
    func testUnguardedAPIIsWithinTheDeploymentTarget() {
        XCTAssertEqual(UIKitAvailability.deploymentTarget, IOSVersion(15, 0))
        for (name, version) in UIKitAvailability.fixedAPI {
            XCTAssertLessThanOrEqual(version, UIKitAvailability.deploymentTarget, name)
        }
        XCTAssertNil(UIKitAvailability.guardVersion(forContentType: "dateTime"))  // iOS 15.0: the target itself
        XCTAssertEqual(UIKitAvailability.guardVersion(forContentType: "birthdate")?.description, "17")
        XCTAssertEqual(IOSVersion(13, 4).description, "13.4")
    }

    /// The table of API the templates use unguarded has each entry's version as the stub
    /// declares it (both from Apple's docs): a version mistyped in the table would pass the
    /// check against the deployment target while telling a wrong story.
    func testUnguardedAPIVersionsAreTheStubsDeclarations() throws {
        let lines = try String(contentsOfFile: TestSupport.path("Tests/Fixtures/Stubs/UIKit.swift"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let declarations = [
            "UIAction": "open class UIAction: UIMenuElement",
            "UIControl.addAction(_:for:)": "open func addAction(_ action: UIAction, for controlEvents:",
            "UIBarButtonItem.init(title:image:primaryAction:menu:)":
                "public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction:",
            "UIBarButtonItem.init(systemItem:primaryAction:menu:)":
                "public convenience init(systemItem: UIBarButtonItem.SystemItem",
            "UIBarButtonItem.flexibleSpace()": "open class func flexibleSpace()",
            "UIDatePicker.preferredDatePickerStyle": "open var preferredDatePickerStyle",
            "UIImage.init(systemName:)": "public convenience init?(systemName name: String)",
            "UIScrollView.verticalScrollIndicatorInsets": "open var verticalScrollIndicatorInsets"
        ]
        XCTAssertEqual(Set(declarations.keys), Set(UIKitAvailability.fixedAPI.keys))
        let available = try NSRegularExpression(pattern: #"@available\(iOS ([0-9.]+), \*\)"#)
        for (name, declaration) in declarations {
            let index = try XCTUnwrap(lines.firstIndex { $0.contains(declaration) }, "the stub has no \(name)")
            // The attribute on the declaration's line, or alone on the line before it.
            let attribute = [lines[index], index > 0 ? lines[index - 1] : ""].lazy.compactMap { line -> String? in
                guard let match = available.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
                    let version = Range(match.range(at: 1), in: line)
                else { return nil }
                return String(line[version])
            }.first
            let table = try XCTUnwrap(UIKitAvailability.fixedAPI[name])
            XCTAssertEqual(attribute, "\(table.major).\(table.minor)", name)
        }
    }

    /// The edit-menu delegate method is iOS 16 (Apple's docs): above the target, so the
    /// generated method carries `@available(iOS 16, *)`, and the stub declares the same version.
    func testEditMenuDelegateIsMarkedIOS16() throws {
        XCTAssertEqual(UIKitAvailability.editMenuDelegate, IOSVersion(16, 0))
        for (name, version) in UIKitAvailability.guardedAPI {
            XCTAssertGreaterThan(version, UIKitAvailability.deploymentTarget, name)
        }
        let lines = try Self.runtimeLines("FormcFormController.swift")
        let method = try XCTUnwrap(
            lines.firstIndex { $0.contains("public func textField(_ textField: UITextField, editMenuForCharactersIn") })
        XCTAssertEqual(lines[method - 1], "@available(iOS 16, *)")
        let stub = try String(contentsOfFile: TestSupport.path("Tests/Fixtures/Stubs/UIKit.swift"), encoding: .utf8)
        XCTAssertTrue(
            stub.contains(
                "    @available(iOS 16.0, *)\n    func textField(_ textField: UITextField, editMenuForCharactersIn"),
            "stub")
    }

    /// iOS 26's `hidesSharedBackground` (the toolbar title without a glass capsule) is set only
    /// inside `if #available(iOS 26, *)`, and the stub declares it with that version.
    func testSharedBackgroundIsGuardedByIOS26() throws {
        XCTAssertEqual(UIKitAvailability.guardedAPI["UIBarButtonItem.hidesSharedBackground"], IOSVersion(26, 0))
        XCTAssertEqual(
            Set(UIKitAvailability.guardedAPI.keys),
            [
                "UIBarButtonItem.hidesSharedBackground",
                "UITextFieldDelegate.textField(_:editMenuForCharactersIn:suggestedActions:)"
            ])
        let lines = try Self.runtimeLines("FormcFormController.swift")
        let uses = lines.filter { $0.contains("hidesSharedBackground") && !$0.hasPrefix("//") }
        XCTAssertEqual(uses, ["if #available(iOS 26, *) { title.hidesSharedBackground = true }"])
        // Only an SDK that has the property compiles the line: Xcode 26, Swift 6.2.
        let use = try XCTUnwrap(lines.firstIndex(of: uses[0]))
        XCTAssertEqual(lines[use - 1], "#if compiler(>=6.2)")
        let stub = try String(contentsOfFile: TestSupport.path("Tests/Fixtures/Stubs/UIKit.swift"), encoding: .utf8)
        XCTAssertTrue(stub.contains("@available(iOS 26.0, *) open var hidesSharedBackground: Bool = false"), "stub")
    }

    /// UIKit's own month wheels, `UIDatePicker.Mode.yearAndMonth`, are iOS 17.4
    /// (https://developer.apple.com/documentation/uikit/uidatepicker/mode/yearandmonth: "iOS 17.4+"):
    /// the controller sets the mode only inside `if #available(iOS 17.4, *)` (FormcKit's own wheels
    /// otherwise), and the stub declares the case with that version.
    func testUIKitsMonthPickerIsGuardedByIOS17_4() throws {
        let lines = try String(
            contentsOfFile: TestSupport.path("Sources/FormcKit/FormcFormController.swift"), encoding: .utf8
        ).components(separatedBy: "\n")
        let uses = lines.indices.filter { lines[$0].contains("datePickerMode = .yearAndMonth") }
        XCTAssertEqual(uses.count, 1)
        for index in uses { XCTAssertEqual(Self.guardVersion(of: index, in: lines), "17.4", "line \(index + 1)") }
        let stub = try String(contentsOfFile: TestSupport.path("Tests/Fixtures/Stubs/UIKit.swift"), encoding: .utf8)
        XCTAssertTrue(stub.contains("@available(iOS 17.4, *) case yearAndMonth = 4"), "stub")
    }

    /// FormcKit's SwiftUI API above iOS 15 is used only inside its `if #available` guard, and
    /// the stub declares it with the SDK's version: `scrollDismissesKeyboard` (iOS 16) and the
    /// two-value `onChange(of:initial:_:)` (iOS 17).
    func testSwiftUIViewGuardsAPINewerThanTheTarget() throws {
        var checked = 0
        for file in ["FormcFormView.swift", "FormcSwiftUI.swift"] {
            let lines = try String(contentsOfFile: TestSupport.path("Sources/FormcKit/\(file)"), encoding: .utf8)
                .components(separatedBy: "\n")
            for (index, line) in lines.enumerated() {
                if line.contains(".scrollDismissesKeyboard(") {
                    XCTAssertEqual(Self.guardVersion(of: index, in: lines), "16.0", "\(file):\(index + 1)")
                    checked += 1
                }
                if line.contains(".onChange(of: ") && line.contains("{ _, ") {
                    XCTAssertEqual(Self.guardVersion(of: index, in: lines), "17.0", "\(file):\(index + 1)")
                    checked += 1
                }
            }
        }
        // The view: a tap outside dismisses or not (two scrollDismissesKeyboard), the position
        // follows the values (one onChange); the toolbar syncs focus both ways (two).
        XCTAssertEqual(checked, 5)
        let stub = try String(contentsOfFile: TestSupport.path("Tests/Fixtures/Stubs/SwiftUI.swift"), encoding: .utf8)
        XCTAssertTrue(
            stub.contains(
                "    @available(iOS 16.0, macOS 13.0, *)\n    nonisolated public func scrollDismissesKeyboard("), "stub"
        )
        XCTAssertTrue(
            stub.contains(
                "    @available(iOS 17.0, macOS 14.0, *)\n    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false,"
            ), "stub")
    }

    /// The iOS version of the `if #available(iOS X, *)` block around `lines[index]`, or nil
    /// when the line is in no such block (or in its `else` branch, which is skipped with the
    /// `if` it belongs to: the `if` at the `else`'s indentation).
    static func guardVersion(of index: Int, in lines: [String]) -> String? {
        func indent(_ line: String) -> Int { line.prefix { $0 == " " }.count }
        var level = indent(lines[index])
        var cursor = index - 1
        while cursor >= 0 {
            let line = lines[cursor]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty, indent(line) < level, trimmed.hasSuffix("{") {
                let condition = trimmed.hasPrefix("} else ") ? String(trimmed.dropFirst("} else ".count)) : trimmed
                if condition.hasPrefix("if #available(iOS ") {
                    return condition.dropFirst("if #available(iOS ".count).prefix { $0 != "," && $0 != ")" }.description
                }
                // In an `else` branch, the `if` it belongs to is at the same indentation, so it
                // is skipped with the chain's other branches: what guards them all is further out.
                level = indent(line)
            }
            cursor -= 1
        }
        return nil
    }
}
