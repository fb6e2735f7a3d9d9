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

    func testEveryContentTypeIsGuardedExactlyWhenNewerThanTheTarget() throws {
        var spec = "form: ContentTypes\nfields:\n"
        for (index, name) in TextContentType.all.enumerated() {
            spec += "  - id: f\(index)\n    kind: text\n    contentType: \(name)\n"
        }
        let result = Pipeline().compile(bytes: Array(spec.utf8), path: "ContentTypes.form.yaml", baseDirectory: "/")
        let form = try XCTUnwrap(result.form, "\(result.diagnostics)")
        let lines = try SwiftEmitter().emit(form, formcVersion: Formc.version).components(separatedBy: "\n")
        for name in TextContentType.all {
            let assignment = "textField.textContentType = .\(name)"
            let found = lines.filter { $0.hasSuffix(assignment) || $0.hasSuffix(assignment + " }") }
            XCTAssertEqual(found.count, 1, name)
            let expected =
                Self.iOS17.contains(name)
                ? "            if #available(iOS 17, *) { \(assignment) }"
                : "            \(assignment)"
            XCTAssertEqual(found.first, expected, name)
        }
    }

    func testBirthdateIsGuardedByIOS17() throws {
        let spec = "form: B\nfields:\n  - id: born\n    kind: text\n    contentType: birthdate\n"
        let result = Pipeline().compile(bytes: Array(spec.utf8), path: "B.form.yaml", baseDirectory: "/")
        let form = try XCTUnwrap(result.form)
        let text = try SwiftEmitter().emit(form, formcVersion: Formc.version)
        XCTAssertTrue(text.contains("if #available(iOS 17, *) { textField.textContentType = .birthdate }"), text)
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
        let spec = "form: M\nfields:\n  - id: name\n    kind: text\n"
        let result = Pipeline().compile(bytes: Array(spec.utf8), path: "M.form.yaml", baseDirectory: "/")
        let lines = try SwiftEmitter().emit(try XCTUnwrap(result.form), formcVersion: Formc.version).components(
            separatedBy: "\n")
        let method = try XCTUnwrap(
            lines.firstIndex { $0.contains("public func textField(_ textField: UITextField, editMenuForCharactersIn") })
        XCTAssertEqual(lines[method - 1], "    @available(iOS 16, *)")
        let stub = try String(contentsOfFile: TestSupport.path("Tests/Fixtures/Stubs/UIKit.swift"), encoding: .utf8)
        XCTAssertTrue(
            stub.contains(
                "    @available(iOS 16.0, *)\n    func textField(_ textField: UITextField, editMenuForCharactersIn"),
            "stub")
    }

    /// The SwiftUI view's API above iOS 15 is used only inside its `if #available` guard, and
    /// the stub declares it with the SDK's version: `scrollDismissesKeyboard` (iOS 16), the
    /// two-value `onChange(of:initial:_:)` (iOS 17), and the iOS 17 content types.
    func testSwiftUIViewGuardsAPINewerThanTheTarget() throws {
        var spec = "form: ContentTypes\nfields:\n"
        for (index, name) in TextContentType.all.enumerated() {
            spec += "  - id: f\(index)\n    kind: text\n    contentType: \(name)\n"
        }
        let types = Pipeline().compile(bytes: Array(spec.utf8), path: "ContentTypes.form.yaml", baseDirectory: "/")
        let allLines = try SwiftEmitter().emit(try XCTUnwrap(types.form), formcVersion: Formc.version).components(
            separatedBy: "\n")
        let start = try XCTUnwrap(allLines.firstIndex { $0.contains("private static func contentType(for field: ") })
        let typeLines = allLines[start...]
        for (index, name) in TextContentType.all.enumerated() {
            let expected =
                Self.iOS17.contains(name)
                ? "        case .f\(index): if #available(iOS 17, *) { return .\(name) } else { return nil }"
                : "        case .f\(index): return .\(name)"
            XCTAssertEqual(
                typeLines.filter { $0.hasPrefix("        case .f\(index): ") && $0.contains("return .") }, [expected],
                name)
        }
        var checked = 0
        for spec in ["Examples/Profile.form.yaml", "Tests/Fixtures/Hostile/OnlyDates.form.yaml"] {
            let result = try Pipeline().compile(path: TestSupport.path(spec), standardInput: { _ in [] })
            let lines = try SwiftEmitter().emit(try XCTUnwrap(result.form), formcVersion: Formc.version).components(
                separatedBy: "\n")
            for (index, line) in lines.enumerated() {
                if line.contains(".scrollDismissesKeyboard(") {
                    XCTAssertEqual(Self.guardVersion(of: index, in: lines), "16.0", "\(spec):\(index + 1)")
                    checked += 1
                }
                if line.contains(".onChange(of: ") && line.contains("{ _, ") {
                    XCTAssertEqual(Self.guardVersion(of: index, in: lines), "17.0", "\(spec):\(index + 1)")
                    checked += 1
                }
            }
        }
        // Profile dismisses on a tap outside (one guarded call), OnlyDates does not (one): two
        // scrollDismissesKeyboard and four two-value onChange in all.
        XCTAssertEqual(checked, 6)
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
    /// when the line is in no such block (or in its `else` branch).
    static func guardVersion(of index: Int, in lines: [String]) -> String? {
        func indent(_ line: String) -> Int { line.prefix { $0 == " " }.count }
        var level = indent(lines[index])
        var cursor = index - 1
        while cursor >= 0 {
            let line = lines[cursor]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty, indent(line) < level, trimmed.hasSuffix("{") {
                if trimmed.hasPrefix("} else") { return nil }
                if trimmed.hasPrefix("if #available(iOS ") {
                    return trimmed.dropFirst("if #available(iOS ".count).prefix { $0 != "," && $0 != ")" }.description
                }
                level = indent(line)
            }
            cursor -= 1
        }
        return nil
    }
}
