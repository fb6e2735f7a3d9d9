import Foundation
import XCTest
import FormcCore
import FormcDriver
import FormcEmit

/// Every example's generated file type-checks against the stubs (Tests/Fixtures/Stubs) under
/// the settings an app target may turn on (issue 48, item 7), one `swiftc` per way to ship:
/// - module mode: the files against the FormcKit module, with `InternalImportsByDefault`
///   (SE-0409: a plain `import` is internal, so a public declaration that names FormcKit,
///   Foundation or SwiftUI needs `public import`);
/// - source mode: the files with `FormcKit.swift` in one module, with `ExistentialAny`
///   (SE-0335: `any Decoder`) and Swift 5's language mode.
/// Both with `-warnings-as-errors`: a `public import` no public declaration uses is a warning.
final class StrictSettingsTests: XCTestCase {
    static let readsEveryKind = """
        form: Reads
        fields:
          - {id: tip, kind: slider, min: 0, max: 0.3, step: 0.05}
          - {id: guests, kind: stepper, min: 1, max: 8}
          - {id: stars, kind: rating}
          - {id: again, kind: yesNo}
          - {id: expiry, kind: monthYear, format: MM/yy}
          - {id: amenities, kind: multiSelect, minCount: 1, maxCount: 2, options: [wifi, pool, parking]}
          - id: note
            visibleWhen: "tip > 0.1 and guests == 2 and stars >= 4 and again and expiry isSet and amenities contains 'pool'"
          - {id: more, visibleWhen: "tip != guests or tip isEmpty or stars isSet or again == false or amenities.count >= 2"}

        """

    func testEveryExampleBuildsWithInternalImportsByDefaultAndExistentialAny() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let stubs = directory.appendingPathComponent("stubs")
        let kit = directory.appendingPathComponent("kit")
        let forms = directory.appendingPathComponent("forms")
        for folder in [stubs, kit, forms] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        for module in ["UIKit", "SwiftUI"] {
            let build = try GeneratedCodeTests.run(
                "/usr/bin/env",
                [
                    "swiftc", "-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", module,
                    TestSupport.path("Tests/Fixtures/Stubs/\(module).swift"), "-I", stubs.path,
                    "-emit-module-path", stubs.appendingPathComponent("\(module).swiftmodule").path
                ])
            XCTAssertEqual(build.status, 0, "stub \(module) does not build:\n\(build.output)")
        }
        let examples = try FileManager.default.contentsOfDirectory(atPath: TestSupport.path("Examples"))
            .filter { $0.hasSuffix(".form.yaml") }.sorted()
        XCTAssertEqual(
            examples,
            [
                "Account.form.yaml", "AllKinds.form.yaml", "Booking.form.yaml", "Coffee.form.yaml",
                "Delivery.form.yaml", "NumberPad.form.yaml", "Payment.form.yaml",
                "Pickers.form.yaml", "Profile.form.yaml", "Signup.form.yaml", "Stay.form.yaml"
            ])
        var files: [String] = []
        for example in examples {
            let result = try Pipeline().compile(
                path: TestSupport.path("Examples/" + example), standardInput: { _ in [] })
            let form = try XCTUnwrap(result.form, example)
            let text = try SwiftEmitter().emit(form, formcVersion: Formc.version)
            let file = forms.appendingPathComponent(SwiftEmitter.fileName(for: form))
            try Data(try PlatformPartsTests.requiringBranches(text).utf8).write(to: file)
            files.append(file.path)
        }
        // Conditions that read each kind through FormcKit (a real slider's text, a rating's
        // stars, a yes/no answer, a month, a multi-select's options and their count, with its
        // counts in the table), which the examples need not all have: every helper
        // the generated code calls must be public to an app that imports FormcKit.
        let reads = try XCTUnwrap(TestSupport.compile(Self.readsEveryKind).form)
        let readsText = try SwiftEmitter().emit(reads, formcVersion: Formc.version)
        XCTAssertTrue(
            readsText.contains(
                "value: .selection, picker: FormcPickerSettings(source: \"amenities\"), minCount: 1, maxCount: 2)"),
            readsText)
        XCTAssertTrue(readsText.contains(".contains(\"pool\")"), readsText)
        let readsFile = forms.appendingPathComponent(SwiftEmitter.fileName(for: reads))
        try Data(
            try PlatformPartsTests.requiringBranches(SwiftEmitter().emit(reads, formcVersion: Formc.version)).utf8
        ).write(to: readsFile)
        files.append(readsFile.path)
        let runtime = try PlatformPartsTests.requiringBranches(SwiftRuntime.source(formcVersion: "test"))

        // Module mode: FormcKit as its own module (built as SwiftPM builds the product), the
        // forms in an app module that imports it.
        let kitSource = kit.appendingPathComponent("FormcKit.swift")
        try Data(runtime.utf8).write(to: kitSource)
        let module = try GeneratedCodeTests.run(
            "/usr/bin/env",
            [
                "swiftc", "-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", "FormcKit",
                "-I", stubs.path, kitSource.path,
                "-emit-module-path", kit.appendingPathComponent("FormcKit.swiftmodule").path
            ])
        XCTAssertEqual(module.status, 0, "FormcKit does not build as a module:\n\(module.output)")
        let modular = try GeneratedCodeTests.run(
            "/usr/bin/env",
            [
                "swiftc", "-swift-version", "6", "-typecheck", "-parse-as-library", "-module-name", "App",
                "-enable-upcoming-feature", "InternalImportsByDefault", "-warnings-as-errors",
                "-I", stubs.path, "-I", kit.path
            ] + files)
        XCTAssertEqual(modular.status, 0, "module mode with InternalImportsByDefault:\n\(modular.output)")

        // Source mode: `FormcKit.swift` beside the forms, no FormcKit module in sight.
        let bundled = forms.appendingPathComponent(SwiftRuntime.fileName)
        try Data(runtime.utf8).write(to: bundled)
        let source = try GeneratedCodeTests.run(
            "/usr/bin/env",
            [
                "swiftc", "-swift-version", "5", "-typecheck", "-parse-as-library", "-module-name", "App",
                "-enable-upcoming-feature", "ExistentialAny", "-warnings-as-errors", "-I", stubs.path
            ] + files + [bundled.path])
        XCTAssertEqual(source.status, 0, "source mode with ExistentialAny:\n\(source.output)")
    }
}
