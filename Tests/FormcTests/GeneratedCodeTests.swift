import Foundation
import XCTest
import FormcDriver
import FormcEmit
import FormcIR

/// The generated platform-neutral core, compiled with `swiftc` on Linux (Swift 6 language
/// mode) together with a small driver, and run: walking `next` from the first field visits
/// the focus chain, `previous` mirrors it, return keys, actions and toolbar states match the
/// JSON IR, `validate()` applies the spec's rules, dates format in the spec's format, and
/// labels round-trip exactly.
final class GeneratedCodeTests: XCTestCase {
    static let specs = ["Examples/Profile.form.yaml", "Examples/NumberPad.form.yaml", "Examples/Pickers.form.yaml",
                        "Examples/Signup.form.yaml", "Tests/Fixtures/Hostile/Keywords.form.yaml",
                        "Tests/Fixtures/Hostile/OnlyPickers.form.yaml", "Tests/Fixtures/Hostile/OnlyDates.form.yaml",
                        "Tests/Fixtures/Hostile/Chinese.form.yaml", "Tests/Fixtures/Hostile/NewerAPI.form.yaml"]

    /// Driver code for one form: prints what the test compares, one fact per line.
    static func driver(prefix: String) -> String {
        """
        func report\(prefix)() {
            var walked: [String] = []
            var cursor = \(prefix)Field.focusChain.first
            while let field = cursor, walked.count <= \(prefix)Field.allCases.count {
                walked.append(field.rawValue)
                cursor = field.next
            }
            print("\(prefix) WALK " + walked.joined(separator: " "))
            var back: [String] = []
            cursor = \(prefix)Field.focusChain.last
            while let field = cursor, back.count <= \(prefix)Field.allCases.count {
                back.append(field.rawValue)
                cursor = field.previous
            }
            print("\(prefix) BACK " + back.joined(separator: " "))
            for field in \(prefix)Field.allCases {
                let bar = field.toolbar
                print("\(prefix) FIELD \\(field.rawValue) \\(field.returnKey?.rawValue ?? "-") \\(field.returnAction?.rawValue ?? "-") \\(bar.previousEnabled) \\(bar.nextEnabled) \\(bar.showsDone) \\(quoted(bar.title)) \\(quoted(field.label))")
            }
            let errors = \(prefix)Values().validate().map { "\\($0.key.rawValue)=\\($0.value)" }.sorted()
            print("\(prefix) DEFAULTS " + errors.joined(separator: " "))
            for field in \(prefix)Field.allCases where \(prefix)Dates.mode(for: field) == .date {
                guard let formatter = \(prefix)Dates.formatter(for: field) else { continue }
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = formatter.timeZone
                let date = calendar.date(from: DateComponents(year: 2026, month: 12, day: 28, hour: 12))
                print("\(prefix) DATE \\(field.rawValue) \\(date.flatMap { \(prefix)Dates.string(from: $0, for: field) } ?? "-")")
            }
        }

        """
    }

    static let common = """
        import Foundation

        /// A label as JSON text, so the test compares every character, controls included.
        func quoted(_ text: String?) -> String {
            guard let text, let data = try? JSONSerialization.data(withJSONObject: [text]),
                  let json = String(data: data, encoding: .utf8) else { return "-" }
            return json
        }

        """

    func testGeneratedCoreCompilesRunsAndMatchesTheIR() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var forms: [(prefix: String, form: Form)] = []
        var sources: [String] = []
        var main = Self.common
        for spec in Self.specs {
            let result = try Pipeline().compile(path: TestSupport.path(spec), standardInput: { _ in [] })
            let form = try XCTUnwrap(result.form, spec)
            let prefix = SwiftIdentifier.upperCamel(form.name)
            let file = directory.appendingPathComponent(SwiftEmitter.fileName(for: form))
            try Data(try SwiftEmitter().emit(form, formcVersion: Formc.version).utf8).write(to: file)
            sources.append(file.path)
            forms.append((prefix, form))
            main += Self.driver(prefix: prefix)
        }
        main += forms.map { "report\($0.prefix)()\n" }.joined()
        main += """
            var profile = ProfileValues()
            profile.name = String(repeating: "名", count: 41)
            profile.email = "not-an-email"
            profile.phone = "123"
            print("Profile RULES " + profile.validate().map { "\\($0.key.rawValue)=\\($0.value)" }.sorted().joined(separator: " "))
            var pad = NumberPadValues(amount: "0", pin: "0123456")
            print("NumberPad RULES " + pad.validate().map { "\\($0.key.rawValue)=\\($0.value)" }.sorted().joined(separator: " "))
            pad = NumberPadValues(amount: "100000", pin: "012345")
            print("NumberPad VALID \\(pad.validate().isEmpty)")
            print("Class TEXT " + ClassSources.displayText(for: .`where`, selection: [ClassSources.quotes[2]]))
            print("OnlyPickers DEFAULT \\(OnlyPickersValues().size ?? "-")")
            print("NumberPad NAN " + NumberPadValues(amount: "nan", pin: "012345").validate().map { "\\($0.key.rawValue)=\\($0.value)" }.sorted().joined(separator: " "))
            print("Pickers REGIONS \\(PickersSources.regions.count) \\(PickersSources.regions.reduce(0) { $0 + $1.children.count })")
            print("Pickers TEXT " + PickersSources.displayText(for: .region, selection: [PickersSources.regions[2], PickersSources.regions[2].children[1]]))

            """
        let mainFile = directory.appendingPathComponent("main.swift")
        try Data(main.utf8).write(to: mainFile)
        let binary = directory.appendingPathComponent("driver")
        let compile = try Self.run("/usr/bin/env", ["swiftc", "-swift-version", "6", "-o", binary.path, mainFile.path] + sources)
        XCTAssertEqual(compile.status, 0, "generated code does not compile:\n\(compile.output)")
        XCTAssertFalse(compile.output.contains("warning:"), "generated code compiles with warnings:\n\(compile.output)")
        guard compile.status == 0 else { return }
        let run = try Self.run(binary.path, [])
        XCTAssertEqual(run.status, 0, run.output)
        let lines = Set(run.output.split(separator: "\n").map(String.init))

        for (prefix, form) in forms {
            XCTAssertTrue(lines.contains("\(prefix) WALK " + form.focusChain.joined(separator: " ")), "\(prefix): \(run.output)")
            XCTAssertTrue(lines.contains("\(prefix) BACK " + form.focusChain.reversed().joined(separator: " ")), prefix)
            for field in form.fields {
                let focus = field.focus
                let expected = "\(prefix) FIELD \(field.id) \(focus?.returnKey.rawValue ?? "-") \(focus?.returnAction.rawValue ?? "-") "
                    + "\(focus?.previousEnabled ?? false) \(focus?.nextEnabled ?? false) \(focus?.doneShown ?? false) "
                    + "\(Self.quoted(focus?.title)) \(Self.quoted(field.label))"
                XCTAssertTrue(lines.contains(expected), "missing: \(expected)\n\(run.output)")
            }
        }
        XCTAssertTrue(lines.contains("Profile WALK name email phone birthday city"))
        XCTAssertTrue(lines.contains("Profile DEFAULTS email=required name=required"), run.output)
        XCTAssertTrue(lines.contains("Profile DATE birthday 2026-12-28"), run.output)
        XCTAssertTrue(lines.contains("Pickers DATE birthday 2026-12-28"), run.output)
        XCTAssertTrue(lines.contains("Profile RULES email=patternMismatch name=tooLong(maximum: 40) phone=tooShort(minimum: 11)"), run.output)
        XCTAssertTrue(lines.contains("NumberPad RULES amount=belowMinimum(1.0) pin=tooLong(maximum: 6)"), run.output)
        XCTAssertTrue(lines.contains("NumberPad VALID true"), run.output)
        XCTAssertTrue(lines.contains("Pickers REGIONS 34 416"), run.output)
        XCTAssertTrue(lines.contains("Pickers TEXT 河北省-唐山市"), run.output)
        XCTAssertTrue(lines.contains("Signup WALK username email password confirmPassword firstName lastName mobile gender bio"), run.output)
        XCTAssertTrue(lines.contains("Class TEXT [{value}|v]"), "display is filled in one pass:\n\(run.output)")
        XCTAssertTrue(lines.contains("OnlyPickers DEFAULT M"), run.output)
        XCTAssertTrue(lines.contains("NumberPad NAN amount=notANumber"), run.output)
        XCTAssertTrue(lines.contains("表单 WALK first none some last"), "Optional's case names must not break the chain:\n\(run.output)")
    }

    /// Xcode 26 builds apps with `-default-isolation MainActor`: every example's core must
    /// still be usable from another actor (validate, encode, decode, walk the chain, read dates
    /// and picker data), since it is `nonisolated` and `Sendable`.
    func testCoreIsUsableFromAnActorUnderMainActorDefaultIsolation() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var sources: [String] = []
        for spec in Self.specs {
            let result = try Pipeline().compile(path: TestSupport.path(spec), standardInput: { _ in [] })
            let form = try XCTUnwrap(result.form, spec)
            let file = directory.appendingPathComponent(SwiftEmitter.fileName(for: form))
            try Data(try SwiftEmitter().emit(form, formcVersion: Formc.version).utf8).write(to: file)
            sources.append(file.path)
        }
        let main = """
            import Foundation

            actor Checker {
                func run() throws -> [String] {
                    var profile = ProfileValues()
                    profile.name = "Ann"
                    let errors = profile.validate().map { "\\($0.key.rawValue)=\\($0.value)" }.sorted()
                    let data = try JSONEncoder().encode(profile)
                    let back = try JSONDecoder().decode(ProfileValues.self, from: data)
                    let pad = NumberPadValues(amount: "0", pin: "1").validate().count
                    let chain = ProfileField.focusChain.map(\\.rawValue).joined(separator: " ")
                    let date = ProfileDates.string(from: Date(timeIntervalSince1970: 0), for: .birthday) != nil
                    let regions = PickersSources.regions.count
                    let text = ProfileSources.displayText(for: .city, selection: [])
                    return ["ERRORS " + errors.joined(separator: " "), "ROUNDTRIP \\(back == profile)", "PAD \\(pad)",
                            "CHAIN " + chain, "NEXT \\(ProfileField.name.next?.rawValue ?? "-")", "DATE \\(date)",
                            "REGIONS \\(regions)", "TEXT [\\(text)]", "SIGNUP \\(SignupField.allCases.count)"]
                }
            }

            for line in try await Checker().run() { print(line) }

            """
        let mainFile = directory.appendingPathComponent("main.swift")
        try Data(main.utf8).write(to: mainFile)
        let binary = directory.appendingPathComponent("driver")
        let compile = try Self.run("/usr/bin/env", ["swiftc", "-swift-version", "6", "-default-isolation", "MainActor",
                                                    "-o", binary.path, mainFile.path] + sources)
        XCTAssertEqual(compile.status, 0, "the core is not usable from an actor under MainActor isolation:\n\(compile.output)")
        XCTAssertFalse(compile.output.contains("warning:"), compile.output)
        guard compile.status == 0 else { return }
        let run = try Self.run(binary.path, [])
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(run.output.split(separator: "\n").map(String.init), [
            "ERRORS email=required", "ROUNDTRIP true", "PAD 2", "CHAIN name email phone birthday city", "NEXT email",
            "DATE true", "REGIONS 34", "TEXT [ ]", "SIGNUP 12",
        ])
    }

    static func quoted(_ text: String?) -> String {
        guard let text, let data = try? JSONSerialization.data(withJSONObject: [text]),
              let json = String(data: data, encoding: .utf8) else { return "-" }
        return json
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// The UIKit and SwiftUI parts type-check against interface stubs written from Apple's
/// documented signatures (Tests/Fixtures/Stubs): that proves the generated calls match those
/// signatures, not that the app runs. The test's copy of each file gets an `#error` in an
/// `#else` branch of each `#if canImport(...)`, so a stub that was not found fails the test
/// instead of silently skipping the part it should check.
final class PlatformPartsTests: XCTestCase {
    func testUIKitAndSwiftUIPartsTypeCheckAgainstTheStubs() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for module in ["UIKit", "SwiftUI"] {
            let build = try GeneratedCodeTests.run("/usr/bin/env", [
                "swiftc", "-swift-version", "6", "-parse-as-library", "-emit-module", "-module-name", module,
                TestSupport.path("Tests/Fixtures/Stubs/\(module).swift"),
                "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path,
            ])
            XCTAssertEqual(build.status, 0, "stub \(module) does not build:\n\(build.output)")
        }
        var files: [String] = []
        for spec in GeneratedCodeTests.specs {
            let result = try Pipeline().compile(path: TestSupport.path(spec), standardInput: { _ in [] })
            let form = try XCTUnwrap(result.form, spec)
            let text = try SwiftEmitter().emit(form, formcVersion: Formc.version)
            let guarded = try Self.requiringBranches(text)
            let file = directory.appendingPathComponent(SwiftEmitter.fileName(for: form))
            try Data(guarded.utf8).write(to: file)
            files.append(file.path)
        }
        // -emit-sil, not just -typecheck: warnings such as "will never be executed" come late.
        // Both default isolations: an app target built by Xcode 26 uses MainActor.
        for isolation in ["nonisolated", "MainActor"] {
            let check = try GeneratedCodeTests.run("/usr/bin/env", [
                "swiftc", "-swift-version", "6", "-default-isolation", isolation, "-emit-sil", "-wmo", "-warnings-as-errors",
                "-I", directory.path, "-o", directory.appendingPathComponent("out.sil").path,
            ] + files)
            XCTAssertEqual(check.status, 0, "the UIKit or SwiftUI part does not type-check against the stubs (\(isolation)):\n\(check.output)")
        }
    }

    /// Inserts `#else` + `#error` before the `#endif` closing each `#if canImport(UIKit)` and
    /// `#if canImport(SwiftUI)`; fails when a part is missing.
    static func requiringBranches(_ text: String) throws -> String {
        var lines = text.components(separatedBy: "\n")
        for module in ["UIKit", "SwiftUI"] {
            let start = try XCTUnwrap(lines.firstIndex(of: "#if canImport(\(module))"), "no \(module) part")
            var depth = 0
            var end: Int?
            for index in start..<lines.count {
                if lines[index].hasPrefix("#if ") { depth += 1 }
                if lines[index] == "#endif" {
                    depth -= 1
                    if depth == 0 { end = index; break }
                }
            }
            let close = try XCTUnwrap(end, "unclosed #if canImport(\(module))")
            lines.insert(contentsOf: ["#else", "#error(\"\(module) stub not found: the \(module) part was not type-checked\")"], at: close)
        }
        return lines.joined(separator: "\n")
    }
}
