import Foundation
import XCTest
import FormcCore
import FormcDriver
import FormcEmit
import FormcIR

/// Issue 48, item 5: `swiftPrefix:` (the spec's, or formc.yml's default) starts every generated
/// type name, so an app with its own `SignupFormView` can generate `form: Signup`; FC502
/// refuses a prefix that is no identifier's start and a name FormcKit or the SDK owns, FC503
/// two specs of one build that declare the same types.
final class SwiftPrefixTests: TemporaryDirectoryTestCase {
    private static let acme = """
        form: Signup
        swiftPrefix: Acme
        fields:
          - id: email
            label: Email
            kind: email
          - id: birthday
            kind: date
        """

    func testThePrefixStartsEveryGeneratedName() throws {
        let result = TestSupport.compile(Self.acme)
        XCTAssertEqual(TestSupport.summary(result.diagnostics), [])
        let form = try XCTUnwrap(result.form)
        XCTAssertEqual(form.swiftPrefix, "Acme")
        XCTAssertEqual(SwiftEmitter.fileName(for: form), "AcmeSignupForm.swift")
        let text = try SwiftEmitter().emit(form, formcVersion: "test")
        for declaration in [
            "public nonisolated enum AcmeSignupField: String, FormcField {",
            "public nonisolated struct AcmeSignupValues: FormcValues {",
            "public typealias AcmeSignupEditing = FormcEditing<AcmeSignupField>",
            "public typealias AcmeSignupFormController = FormcFormController<AcmeSignupField>",
            "public typealias AcmeSignupFormView = FormcFormView<AcmeSignupField>",
            "public func acmeSignupField(",
            "public func acmeSignupKeyboardToolbar("
        ] {
            XCTAssertTrue(text.contains(declaration), declaration)
        }
        XCTAssertFalse(text.contains(" SignupFormView"))
        XCTAssertFalse(text.contains(" SignupField"))
        // The JSON names the prefix, for tools that generate code of their own.
        let json = String(decoding: JSONEmitter.emit(form), as: UTF8.self)
        XCTAssertTrue(json.contains(#""swiftPrefix": "Acme","#), json)
    }

    func testAPrefixThatIsNoIdentifierIsFC502AtTheValue() {
        for (prefix, column) in [("2fa", 14), ("Acme-", 14), ("'a b'", 14), ("''", 14)] {
            let result = TestSupport.compile("form: F\nswiftPrefix: \(prefix)\nfields:\n  - id: a\n")
            XCTAssertEqual(TestSupport.summary(result.diagnostics), ["FC502 2:\(column)"], prefix)
        }
        let message = TestSupport.compile("form: F\nswiftPrefix: 2fa\nfields:\n  - id: a\n").diagnostics.sorted.first
        XCTAssertEqual(
            message?.message,
            "swiftPrefix '2fa' is not the start of a Swift identifier: it takes a letter or '_', then letters, digits and '_'"
        )
        for prefix in ["Acme", "_x", "Ünï2", "表单"] {
            let result = TestSupport.compile("form: F\nswiftPrefix: \(prefix)\nfields:\n  - id: a\n")
            XCTAssertEqual(TestSupport.summary(result.diagnostics), [], prefix)
        }
    }

    func testANameFormcKitOrTheSDKOwnsIsFC502() {
        // `form: Text` declares `TextField`, SwiftUI's: at the form's name.
        let text = TestSupport.compile("form: Text\nfields:\n  - id: a\n")
        XCTAssertEqual(TestSupport.summary(text.diagnostics), ["FC502 1:7"])
        XCTAssertEqual(
            text.diagnostics.sorted.first?.message,
            "the generated code would declare 'TextField', which is SwiftUI's TextField; set a swiftPrefix or rename the form"
        )
        XCTAssertEqual(
            TestSupport.summary(TestSupport.compile("form: UIText\nfields:\n  - id: a\n").diagnostics), ["FC502 1:7"])
        XCTAssertEqual(
            TestSupport.summary(TestSupport.compile("form: URL resource\nfields:\n  - id: a\n").diagnostics),
            ["FC502 1:7"])
        // `Formc` + `Spaced` + `KeyboardToolbar` is FormcKit's: at the prefix.
        let kit = TestSupport.compile("form: Spaced\nswiftPrefix: Formc\nfields:\n  - id: a\n")
        XCTAssertEqual(TestSupport.summary(kit.diagnostics), ["FC502 2:14"])
        XCTAssertEqual(
            kit.diagnostics.sorted.first?.message,
            "the generated code would declare 'FormcSpacedKeyboardToolbar', which is a FormcKit type; choose another swiftPrefix"
        )
        // A prefix clears it; `form: Formc` still gets `Formc_`.
        XCTAssertEqual(
            TestSupport.summary(TestSupport.compile("form: Text\nswiftPrefix: My\nfields:\n  - id: a\n").diagnostics),
            [])
        XCTAssertEqual(TestSupport.summary(TestSupport.compile("form: Formc\nfields:\n  - id: a\n").diagnostics), [])
    }

    /// The list FC502 checks is FormcKit's declarations, every type of every file.
    func testTheRuntimeTypeListIsFormcKits() throws {
        let folder = TestSupport.path("Sources/FormcKit")
        let declaration = try NSRegularExpression(
            pattern:
                #"^\s*(?:(?:public|@MainActor|nonisolated|final|@available\([^)]*\))\s+)*(?:struct|enum|class|protocol|typealias|actor)\s+(Formc[A-Za-z0-9_]+)"#,
            options: .anchorsMatchLines)
        var names: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder) where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { names.insert(String(text[range])) }
            }
        }
        XCTAssertEqual(names.sorted(), GeneratedTypeNames.runtimeTypes.sorted())
    }

    /// An app that declares its own `SignupFormView` (and `SignupField`) builds with the form
    /// generated under `swiftPrefix: Acme`, with FormcKit.swift in the same module; and the
    /// docs' example of it (docs/swift-output.md §3.1) as written there.
    func testAnAppWithItsOwnSignupFormViewBuildsWithThePrefixedForm() throws {
        let form = try XCTUnwrap(TestSupport.compile(Self.acme).form)
        try write("AcmeSignupForm.swift", try SwiftEmitter().emit(form, formcVersion: "test"))
        try write(SwiftRuntime.fileName, SwiftRuntime.source(formcVersion: "test"))
        try write("App.swift", try PlatformPartsTests.docsExample("prefix"))
        let check = try GeneratedCodeTests.run(
            "/usr/bin/env",
            [
                "swiftc", "-swift-version", "6", "-typecheck", "-parse-as-library", "-warnings-as-errors",
                directory.appendingPathComponent("AcmeSignupForm.swift").path,
                directory.appendingPathComponent(SwiftRuntime.fileName).path,
                directory.appendingPathComponent("App.swift").path
            ])
        XCTAssertEqual(check.status, 0, check.output)
    }
}
