import Foundation
import XCTest
import FormcEmit
import FormcIR

/// Issue 45: a spec that lint accepts must give Swift that compiles, and the drivers must
/// agree on it, over the whole language (`RandomForm(language: true)`, LanguageForm.swift and
/// LanguageKeys.swift). The seeded sample covers every kind, operator, function and key
/// form the docs list (`testTheSampleCoversTheWholeLanguage`); every form of it compiles in
/// one swiftc invocation with one FormcKit, its UIKit and SwiftUI parts against the stubs,
/// under Swift 6 and Swift 5 with warnings as errors; and the session, the generated core, the
/// JSON consumer and the line mode agree on it.
///
/// `FORMC_LANGUAGE_FORMS` (default 40) and `FORMC_LANGUAGE_SEED` (default 45) set the
/// sample; `FORMC_LANGUAGE_STATES` (default 5) the value states per form. Run by hand for
/// issue 45 (seed 45, 5 states): 1,100 forms, all lint-clean, compiled in one invocation per
/// mode (about 8 minutes, no error, no warning); with 1,120 forms, 1,015 compared (the other
/// 105 read `today`), 5,075 states, no disagreement, and the line mode agreed on all 1,015.
final class LanguageDifferentialTests: XCTestCase {
    struct Sample {
        var cases: [DifferentialTests.Case]
        var directory: URL
    }

    static var size: (forms: Int, seed: UInt64, states: Int) {
        let environment = ProcessInfo.processInfo.environment
        return (
            environment["FORMC_LANGUAGE_FORMS"].flatMap(Int.init) ?? 40,
            environment["FORMC_LANGUAGE_SEED"].flatMap(UInt64.init) ?? 45,
            environment["FORMC_LANGUAGE_STATES"].flatMap(Int.init) ?? 5
        )
    }

    /// The seeded sample, compiled against data files written to a fresh directory.
    static func sample() throws -> Sample {
        let directory = try TestSupport.temporaryDirectory()
        try RandomForm.writeDataFiles(in: directory)
        var random = SeededRandom(seed: size.seed)
        let cases = try DifferentialTests.cases(size.forms, &random, states: size.states, baseDirectory: directory.path)
        {
            RandomForm(index: $0, random: &$1, language: true)
        }
        return Sample(cases: cases, directory: directory)
    }

    /// What the seeded sample exercises, written from spec-language.md's tables: a form
    /// generator that loses a key or an operator fails here, not silently.
    func testTheSampleCoversTheWholeLanguage() {
        var random = SeededRandom(seed: Self.size.seed)
        var seen: Set<String> = []
        for index in 0..<max(400, Self.size.forms) {
            let form = RandomForm(index: index, random: &random, language: true)
            seen.formUnion(form.features)
            _ = form.states(1, &random)
        }
        var wanted: Set<String> = [
            "not", "and", "or", "parentheses", "field == field", "field != field", "field < field",
            "field <= field", "field > field", "field >= field", "number against text", "toggle bare", "anchor",
            "merge key",
            "fields and sections", "section enabledWhen", "rule comparison", "placeholder", "hint",
            "accessibilityLabel", "contentType", "secure false", "returnAction next", "returnAction done",
            "returnAction submit", "returnAction newline", "validation message", "validation min max", "field locale",
            "min max", "today now", "file source flat", "file source cascade", "field options", "display", "rowHeight",
            "file json", "file yaml", "file csv", "file plist", "file delimiter", "file format", "order declaration",
            "order tag", "order position",
            "order default", "order list", "tag layout unread", "next", "toolbar true", "toolbar title none",
            "toolbar title placeholder", "toolbar title label", "toolbar done off", "dismiss", "keyboardDistance",
            "keyboardAvoidance", "locales", "form locale", "returnKey default", "fillOnFocus true", "fillOnFocus false"
        ]
        wanted.formUnion(["empty section", "rule without field", "kind omitted", "keys of other kinds"])
        for key in RandomForm.returnKeys { wanted.insert("field returnKey \(key)") }
        for format in RandomForm.formats.values.joined() { wanted.insert("format \(format)") }
        for kind in [
            "text", "multiline", "email", "url", "phone", "number", "decimal", "date", "time", "dateTime", "monthYear"
        ] {
            wanted.insert("secure \(kind)")
        }
        let everyKind =
            ["text", "multiline", "secure", "email", "url", "phone", "number", "decimal"]
            + [
                "date", "time", "dateTime", "picker", "cascade", "toggle", "segmented", "stepper", "slider", "rating",
                "yesNo", "monthYear"
            ]
        for kind in everyKind {
            for name in ["==", "!=", "in", "isEmpty", "isSet"] {
                wanted.insert("\(kind) \(name)")
            }
        }
        for kind in ["number", "decimal", "stepper", "slider", "rating"] {
            for name in ["<", "<=", ">", ">="] { wanted.insert("\(kind) \(name)") }
        }
        let missing = wanted.subtracting(seen).sorted()
        XCTAssertEqual(missing, [], "the sample never exercises these")
    }

    /// Every form of the sample, its core and its UIKit and SwiftUI parts (against the stubs,
    /// `#error` where a stub is missing), in one swiftc invocation with one FormcKit, under
    /// Swift 6 and Swift 5 (and Swift 6 with MainActor isolation): no error and no warning.
    /// `-emit-sil`, not `-typecheck`: some warnings come late.
    func testEveryLintCleanFormCompilesUnderSwift6AndSwift5WithoutWarnings() throws {
        let sample = try Self.sample()
        defer { try? FileManager.default.removeItem(at: sample.directory) }
        let directory = sample.directory
        for module in ["UIKit", "SwiftUI"] {
            let build = try GeneratedCodeTests.run(
                "/usr/bin/env",
                [
                    "swiftc", "-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", module,
                    TestSupport.path("Tests/Fixtures/Stubs/\(module).swift"), "-I", directory.path,
                    "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path
                ])
            XCTAssertEqual(build.status, 0, "stub \(module) does not build:\n\(build.output)")
        }
        var files: [String] = []
        for entry in sample.cases {
            let text = try SwiftEmitter().emit(entry.form, formcVersion: "test")
            let file = directory.appendingPathComponent(SwiftEmitter.fileName(for: entry.form))
            try Data(PlatformPartsTests.requiringBranches(text).utf8).write(to: file)
            files.append(file.path)
        }
        let runtime = directory.appendingPathComponent(SwiftRuntime.fileName)
        try Data(PlatformPartsTests.requiringBranches(SwiftRuntime.source(formcVersion: "test")).utf8).write(
            to: runtime)
        files.append(runtime.path)
        let bundle = directory.appendingPathComponent("ResourceBundle.swift")
        try Data(GeneratedDriver.resourceBundle.utf8).write(to: bundle)
        files.append(bundle.path)
        XCTAssertGreaterThan(sample.cases.count, Self.size.forms * 3 / 4, "too few forms lint-clean")
        // Swift 6 also with MainActor as the default isolation, as an app target of Xcode 26 has.
        for (version, isolation) in [("6", "nonisolated"), ("5", "nonisolated"), ("6", "MainActor")] {
            let check = try GeneratedCodeTests.run(
                "/usr/bin/env",
                [
                    "swiftc", "-swift-version", version, "-default-isolation", isolation, "-parse-as-library",
                    "-emit-sil", "-wmo", "-o",
                    directory.appendingPathComponent("out.sil").path,
                    "-warnings-as-errors", "-I", directory.path
                ] + files)
            XCTAssertEqual(check.status, 0, "Swift \(version), \(isolation):\n\(check.output.prefix(6000))")
            XCTAssertFalse(check.output.contains("warning:"), "Swift \(version):\n\(check.output.prefix(6000))")
        }
    }

    /// The session, the compiled generated core, the JSON consumer and the line mode agree on
    /// every state of every form whose meaning does not depend on the day (`min: today`).
    func testTheDriversAgreeOnTheWholeLanguage() throws {
        let sample = try Self.sample()
        defer { try? FileManager.default.removeItem(at: sample.directory) }
        let compared = sample.cases.filter { !$0.spec.compileOnly }
        try DifferentialTests.checkAgreement(
            compared, statesPerForm: Self.size.states, label: "LanguageDifferentialTests")
        try DifferentialTests.checkLineMode(compared, label: "LanguageDifferentialTests")
    }
}
