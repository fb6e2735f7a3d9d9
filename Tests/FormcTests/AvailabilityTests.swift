import Foundation
import XCTest
import FormcDriver
import FormcEmit
import FormcIR

/// Availability as data: every `contentType` value has its SDK version, the stubs carry the same
/// `@available`, and a value newer than the iOS 15 target is emitted inside `if #available`.
final class AvailabilityTests: XCTestCase {
    /// From Apple's documentation: the content types introduced in iOS 17 (all others are
    /// iOS 15 or older).
    static let iOS17 = ["birthdate", "birthdateDay", "birthdateMonth", "birthdateYear", "creditCardSecurityCode",
                        "creditCardName", "creditCardGivenName", "creditCardMiddleName", "creditCardFamilyName",
                        "creditCardExpiration", "creditCardExpirationMonth", "creditCardExpirationYear", "creditCardType"]

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
            let expected = Self.iOS17.contains(name)
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
        let regex = try NSRegularExpression(pattern: #"@available\(iOS ([0-9.]+), \*\) public static let (\w+) = UITextContentType"#)
        var stubVersions: [String: String] = [:]
        for match in regex.matches(in: stub, range: NSRange(stub.startIndex..., in: stub)) {
            guard let version = Range(match.range(at: 1), in: stub), let name = Range(match.range(at: 2), in: stub) else { continue }
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

    /// The edit-menu delegate method is iOS 16 (Apple's docs): above the target, so the
    /// generated method carries `@available(iOS 16, *)`, and the stub declares the same version.
    func testEditMenuDelegateIsMarkedIOS16() throws {
        XCTAssertEqual(UIKitAvailability.editMenuDelegate, IOSVersion(16, 0))
        for (name, version) in UIKitAvailability.guardedAPI {
            XCTAssertGreaterThan(version, UIKitAvailability.deploymentTarget, name)
        }
        let spec = "form: M\nfields:\n  - id: name\n    kind: text\n"
        let result = Pipeline().compile(bytes: Array(spec.utf8), path: "M.form.yaml", baseDirectory: "/")
        let lines = try SwiftEmitter().emit(try XCTUnwrap(result.form), formcVersion: Formc.version).components(separatedBy: "\n")
        let method = try XCTUnwrap(lines.firstIndex { $0.contains("public func textField(_ textField: UITextField, editMenuForCharactersIn") })
        XCTAssertEqual(lines[method - 1], "    @available(iOS 16, *)")
        let stub = try String(contentsOfFile: TestSupport.path("Tests/Fixtures/Stubs/UIKit.swift"), encoding: .utf8)
        XCTAssertTrue(stub.contains("    @available(iOS 16.0, *)\n    func textField(_ textField: UITextField, editMenuForCharactersIn"), "stub")
    }
}
