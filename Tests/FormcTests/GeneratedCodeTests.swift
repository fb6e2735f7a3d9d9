import Foundation
import XCTest
import FormcDriver
import FormcEmit
import FormcIR
import FormcCore

/// The generated platform-neutral core, compiled with `swiftc` on Linux (Swift 6 language
/// mode) together with a small driver, and run: walking `next` from the first field visits
/// the focus chain, `previous` mirrors it, return keys, actions and toolbar states are those
/// written here by hand from each spec (not read from formc's IR), `validate()` applies the
/// spec's rules, dates format in the spec's format, and labels round-trip exactly.
final class GeneratedCodeTests: XCTestCase {
    static let specs = [
        "Examples/Profile.form.yaml", "Examples/NumberPad.form.yaml", "Examples/Pickers.form.yaml",
        "Examples/Signup.form.yaml", "Tests/Fixtures/Hostile/Keywords.form.yaml",
        "Tests/Fixtures/Hostile/OnlyPickers.form.yaml", "Tests/Fixtures/Hostile/OnlyDates.form.yaml",
        "Tests/Fixtures/Hostile/Chinese.form.yaml", "Tests/Fixtures/Hostile/NewerAPI.form.yaml",
        "Examples/AllKinds.form.yaml", "Examples/Delivery.form.yaml", "Examples/Coffee.form.yaml",
        "Examples/Booking.form.yaml", "Examples/Stay.form.yaml", "Examples/Payment.form.yaml"
    ]

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

    /// One field as the driver prints it, written by hand from the spec (IQKeyboardManager's
    /// rules: Next on every field but the last, which gets Done; a multiline field's return
    /// inserts a line break; Previous off on the first field, Next off on the last; fields that
    /// cannot take focus have no keys and no toolbar).
    struct FieldFacts {
        var id: String
        var returnKey: String?
        var returnAction: String?
        var previousEnabled = false
        var nextEnabled = false
        var showsDone = false
        var title: String?
        var label: String?
    }

    /// A focusable field: `position` is first, middle or last in the chain (or only).
    static func focusable(
        _ id: String, _ position: ChainPosition, key: String? = nil, action: String? = nil,
        title: String? = nil, label: String?, done: Bool = true
    ) -> FieldFacts {
        FieldFacts(
            id: id, returnKey: key ?? (position == .last ? "done" : "next"),
            returnAction: action ?? (position == .last ? "done" : "next"),
            previousEnabled: position != .first, nextEnabled: position != .last, showsDone: done,
            title: title, label: label)
    }

    enum ChainPosition { case first, middle, last }

    static func unfocusable(_ id: String, label: String?) -> FieldFacts {
        FieldFacts(id: id, returnKey: nil, returnAction: nil, label: label)
    }

    /// Each spec's type prefix, focus chain and fields, by hand.
    static let expectations: [(spec: String, prefix: String, chain: [String], fields: [FieldFacts])] = [
        (
            "Examples/Profile.form.yaml", "Profile", ["name", "email", "phone", "birthday", "city"],
            [
                focusable("name", .first, title: "Your name", label: "Name"),
                focusable("email", .middle, title: "name@example.com", label: "Email"),
                focusable("phone", .middle, title: "Mobile number", label: "Phone"),
                focusable("birthday", .middle, title: "yyyy-MM-dd", label: "Birthday"),
                focusable("city", .last, title: "Province and city", label: "City")
            ]
        ),
        (
            "Examples/NumberPad.form.yaml", "NumberPad", ["amount", "pin"],
            [
                focusable("amount", .first, title: "Amount", label: "Amount"),
                focusable("pin", .last, title: "PIN", label: "PIN")
            ]
        ),
        (
            "Examples/Pickers.form.yaml", "Pickers", ["country", "birthday", "region"],
            [
                focusable("country", .first, label: "Country"),
                focusable("birthday", .middle, label: "Date of birth"),
                focusable("region", .last, label: "Province and city")
            ]
        ),
        (
            "Examples/Signup.form.yaml", "Signup",
            ["username", "email", "password", "confirmPassword", "firstName", "lastName", "mobile", "gender", "bio"],
            [
                focusable("username", .first, title: "Username", label: "Username"),
                focusable("email", .middle, title: "Email address", label: "Email"),
                focusable("password", .middle, title: "Password", label: "Password"),
                focusable("confirmPassword", .middle, title: "Repeat the password", label: "Confirm password"),
                focusable("firstName", .middle, title: "First name", label: "First name"),
                focusable("lastName", .middle, title: "Last name", label: "Last name"),
                focusable("mobile", .middle, title: "Mobile number", label: "Mobile"),
                focusable("gender", .middle, title: "Gender", label: "Gender"),
                focusable(
                    "bio", .last, key: "default", action: "newline", title: "A few words about you", label: "About me"),
                unfocusable("accountType", label: "Account type"),
                unfocusable("referralCode", label: "Referral code"),
                unfocusable("newsletter", label: "Send me the newsletter")
            ]
        ),
        (
            "Tests/Fixtures/Hostile/Keywords.form.yaml", "Class",
            [
                "class", "struct", "enum", "func", "var", "let", "if", "self", "Type", "init", "default", "continue",
                "return",
                "async", "await", "actor", "some", "any", "consume", "protocol", "next", "rawValue", "description",
                "2fa",
                "first-name", "城市", "where", "errors"
            ],
            [
                focusable("class", .first, label: "He said \"hello\""),
                focusable("struct", .middle, label: "back\\slash and \\(interpolation)"),
                focusable("enum", .middle, label: "\"\"\"triple quotes\"\"\""),
                focusable("func", .middle, label: "#raw# and ##raw##"),
                focusable("var", .middle, label: "emoji \u{1F469}\u{1F3FD}\u{200D}\u{1F4BB} and \u{1F1E8}\u{1F1F3}"),
                focusable("let", .middle, label: "bell \u{7} tab \t newline \n end"),
                focusable("if", .middle, label: "*/ /* // comment"),
                focusable("self", .middle, label: "\u{202E}right-to-left override"),
                focusable("Type", .middle, label: "Type"),
                focusable("init", .middle, label: "init"),
                focusable("default", .middle, label: "default"),
                focusable("continue", .middle, label: "continue"),
                focusable("return", .middle, label: "return"),
                focusable("async", .middle, label: "async"),
                focusable("await", .middle, label: "await"),
                focusable("actor", .middle, label: "actor"),
                focusable("some", .middle, label: "some"),
                focusable("any", .middle, label: "any"),
                focusable("consume", .middle, label: "consume"),
                focusable("protocol", .middle, label: "protocol"),
                focusable("next", .middle, label: "next (a generated member)"),
                focusable("rawValue", .middle, label: "rawValue"),
                focusable("description", .middle, label: "description"),
                focusable("2fa", .middle, label: "leading digit"),
                focusable("first-name", .middle, label: "dash"),
                focusable("城市", .middle, label: "非 ASCII"),
                focusable("where", .middle, label: "picker"),
                focusable("errors", .last, label: "shadows validate()'s local"),
                unfocusable("in", label: "toggle"),
                unfocusable("check", label: "check")
            ]
        ),
        (
            "Tests/Fixtures/Hostile/OnlyPickers.form.yaml", "OnlyPickers", ["size", "region"],
            [
                focusable("size", .first, label: "Size"),
                focusable("region", .last, label: "Region")
            ]
        ),
        (
            "Tests/Fixtures/Hostile/OnlyDates.form.yaml", "OnlyDates", ["day", "alarm", "meeting"],
            [
                focusable("day", .first, label: "Day"),
                focusable("alarm", .middle, label: "Alarm"),
                focusable("meeting", .last, label: "Meeting")
            ]
        ),
        (
            "Tests/Fixtures/Hostile/Chinese.form.yaml", "表单", ["first", "none", "some", "last"],
            [
                focusable("first", .first, label: "第一"),
                focusable("none", .middle, label: "none"),
                focusable("some", .middle, label: "some"),
                focusable("last", .last, label: "最后")
            ]
        ),
        (
            "Tests/Fixtures/Hostile/NewerAPI.form.yaml", "NewerAPI", ["born", "cvc", "flight"],
            [
                focusable("born", .first, label: "Born"),
                focusable("cvc", .middle, label: "CVC"),
                focusable("flight", .last, label: "Flight")
            ]
        ),
        (
            "Examples/AllKinds.form.yaml", "AllKinds",
            [
                "name", "email", "password", "website", "phone", "pin", "budget", "about", "born", "alarm", "start",
                "plan", "city"
            ],
            [
                focusable("name", .first, title: "Name", label: "Name"),
                focusable("email", .middle, title: "Email", label: "Email"),
                focusable("password", .middle, title: "Password", label: "Password"),
                focusable("website", .middle, title: "Website", label: "Website"),
                focusable("phone", .middle, title: "Phone", label: "Phone"),
                focusable("pin", .middle, title: "PIN", label: "PIN"),
                focusable("budget", .middle, title: "Budget", label: "Budget"),
                focusable("about", .middle, key: "default", action: "newline", title: "About you", label: "About you"),
                focusable("born", .middle, title: "Born", label: "Born"),
                focusable("alarm", .middle, title: "Alarm", label: "Alarm"),
                focusable("start", .middle, title: "Starts", label: "Starts"),
                focusable("plan", .middle, title: "Plan", label: "Plan"),
                focusable("city", .last, key: "send", action: "submit", title: "City", label: "City"),
                unfocusable("member", label: "Member number"),
                unfocusable("referrer", label: "Referred by"),
                unfocusable("token", label: nil),
                unfocusable("news", label: "Send me the newsletter")
            ]
        ),
        (
            "Examples/Delivery.form.yaml", "Delivery", ["name", "phone", "address", "day", "slot", "notes"],
            [
                focusable("name", .first, title: "Name", label: "Name"),
                focusable("phone", .middle, title: "Phone", label: "Phone"),
                focusable("address", .middle, title: "Address", label: "Address"),
                focusable("day", .middle, title: "Delivery date", label: "Delivery date"),
                focusable("slot", .middle, title: "Time slot", label: "Time slot"),
                // Multiline: its return is a line break, whatever returnAction.last says.
                focusable(
                    "notes", .last, key: "default", action: "newline", title: "Notes for the courier",
                    label: "Notes for the courier")
            ]
        ),
        (
            // Segmented controls and the toggle sit out of the chain.
            "Examples/Coffee.form.yaml", "Coffee", ["name", "note"],
            [
                focusable("name", .first, label: "Name for the cup"),
                unfocusable("size", label: "Size"),
                unfocusable("milk", label: "Milk"),
                unfocusable("extraShot", label: "Extra shot"),
                focusable("note", .last, key: "send", action: "submit", label: "Note for the barista")
            ]
        ),
        (
            // Steppers, sliders and the toggle sit out of the chain; the multi-select is in it, as
            // a picker is (a checklist for its input view), and the car plate it shows is last.
            "Examples/Booking.form.yaml", "Booking", ["name", "checkIn", "requests", "extras", "extrasOther", "plate"],
            [
                focusable("name", .first, label: "Name on the booking"),
                focusable("checkIn", .middle, label: "Check-in"),
                unfocusable("nights", label: "Nights"),
                unfocusable("guests", label: "Guests"),
                unfocusable("extraBed", label: "Extra bed"),
                unfocusable("budget", label: "Budget per night"),
                unfocusable("tip", label: "Tip for the staff"),
                focusable("requests", .middle, key: "default", action: "newline", label: "Special requests"),
                focusable("extras", .middle, label: "Extras"),
                focusable("extrasOther", .middle, label: "Something else"),
                focusable("plate", .last, label: "Car plate")
            ]
        ),
        (
            // Ratings and the yes/no question sit out of the chain.
            "Examples/Stay.form.yaml", "Stay", ["whatWentWrong", "email"],
            [
                unfocusable("stars", label: "How was your stay?"),
                unfocusable("recommend", label: "How likely are you to recommend us?"),
                unfocusable("again", label: "Would you stay with us again?"),
                focusable(
                    "whatWentWrong", .first, key: "default", action: "newline", label: "What should we do better?"),
                focusable("email", .last, label: "Email, if we may answer")
            ]
        ),
        (
            // A month field is in the chain as a date field is.
            "Examples/Payment.form.yaml", "Payment", ["holder", "number", "expiry", "cvc"],
            [
                focusable("holder", .first, label: "Name on the card"),
                focusable("number", .middle, label: "Card number"),
                focusable("expiry", .middle, label: "Expires"),
                focusable("cvc", .last, label: "Security code")
            ]
        )
    ]

    func testGeneratedCoreCompilesRunsAndMatchesTheSpecs() throws {
        XCTAssertEqual(Self.expectations.map(\.spec), Self.specs)
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var sources: [String] = []
        var main = Self.common
        for expectation in Self.expectations {
            let result = try Pipeline().compile(path: TestSupport.path(expectation.spec), standardInput: { _ in [] })
            let form = try XCTUnwrap(result.form, expectation.spec)
            let file = directory.appendingPathComponent(SwiftEmitter.fileName(for: form))
            try Data(try SwiftEmitter().emit(form, formcVersion: Formc.version).utf8).write(to: file)
            sources.append(file.path)
            main += Self.driver(prefix: expectation.prefix)
        }
        main += Self.expectations.map { "report\($0.prefix)()\n" }.joined()
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
        guard let binary = try Self.buildDriver(main, with: sources, in: directory, named: "driver") else { return }
        let run = try Self.run(binary.path, [])
        XCTAssertEqual(run.status, 0, run.output)
        let lines = Set(run.output.split(separator: "\n").map(String.init))

        let output = run.output.split(separator: "\n").map(String.init)
        for expectation in Self.expectations {
            let prefix = expectation.prefix
            XCTAssertTrue(
                lines.contains("\(prefix) WALK " + expectation.chain.joined(separator: " ")), "\(prefix): \(run.output)"
            )
            XCTAssertTrue(
                lines.contains("\(prefix) BACK " + expectation.chain.reversed().joined(separator: " ")), prefix)
            let expected = expectation.fields.map { facts in
                "\(prefix) FIELD \(facts.id) \(facts.returnKey ?? "-") \(facts.returnAction ?? "-") "
                    + "\(facts.previousEnabled) \(facts.nextEnabled) \(facts.showsDone) "
                    + "\(Self.quoted(facts.title)) \(Self.quoted(facts.label))"
            }
            XCTAssertEqual(output.filter { $0.hasPrefix("\(prefix) FIELD ") }.sorted(), expected.sorted(), prefix)
        }
        XCTAssertTrue(lines.contains("Profile DEFAULTS email=required name=required"), run.output)
        XCTAssertTrue(lines.contains("Profile DATE birthday 2026-12-28"), run.output)
        XCTAssertTrue(lines.contains("Pickers DATE birthday 2026-12-28"), run.output)
        XCTAssertTrue(
            lines.contains("Profile RULES email=patternMismatch name=tooLong(maximum: 40) phone=tooShort(minimum: 11)"),
            run.output)
        XCTAssertTrue(lines.contains("NumberPad RULES amount=belowMinimum(1.0) pin=tooLong(maximum: 6)"), run.output)
        XCTAssertTrue(lines.contains("NumberPad VALID true"), run.output)
        XCTAssertTrue(lines.contains("Pickers REGIONS 34 416"), run.output)
        XCTAssertTrue(lines.contains("Pickers TEXT 河北省-唐山市"), run.output)
        XCTAssertTrue(lines.contains("Class TEXT [{value}|v]"), "display is filled in one pass:\n\(run.output)")
        XCTAssertTrue(lines.contains("OnlyPickers DEFAULT M"), run.output)
        XCTAssertTrue(lines.contains("NumberPad NAN amount=notANumber"), run.output)
        XCTAssertTrue(
            lines.contains("表单 WALK first none some last"),
            "Optional's case names must not break the chain:\n\(run.output)")
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
        let compile = try Self.run(
            "/usr/bin/env",
            [
                "swiftc", "-swift-version", "6", "-default-isolation", "MainActor",
                "-o", binary.path, mainFile.path
            ] + sources + [try TestSupport.writeRuntime(in: directory)])
        XCTAssertEqual(
            compile.status, 0, "the core is not usable from an actor under MainActor isolation:\n\(compile.output)")
        XCTAssertFalse(compile.output.contains("warning:"), compile.output)
        guard compile.status == 0 else { return }
        let run = try Self.run(binary.path, [])
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(
            run.output.split(separator: "\n").map(String.init),
            [
                "ERRORS email=required", "ROUNDTRIP true", "PAD 2", "CHAIN name email phone birthday city",
                "NEXT email",
                "DATE true", "REGIONS 34", "TEXT [ ]", "SIGNUP 12"
            ])
    }

    static func quoted(_ text: String?) -> String {
        guard let text, let data = try? JSONSerialization.data(withJSONObject: [text]),
            let json = String(data: data, encoding: .utf8)
        else { return "-" }
        return json
    }

    /// Compiles `driver` (the text of a `main.swift`) with the generated `sources` (paths) into
    /// an executable called `name` in `directory`, under Swift 6 language mode. Returns its
    /// URL, or nil after failing the test when swiftc reports an error or a warning (generated
    /// code and its drivers must compile cleanly).
    static func buildDriver(
        _ driver: String, with sources: [String], in directory: URL, named name: String, runtime: Bool = true,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> URL? {
        let main = directory.appendingPathComponent("main.swift")
        try Data(driver.utf8).write(to: main)
        let binary = directory.appendingPathComponent(name)
        let kit = runtime ? [try TestSupport.writeRuntime(in: directory)] : []
        let compile = try run(
            "/usr/bin/env", ["swiftc", "-swift-version", "6", "-o", binary.path, main.path] + sources + kit)
        XCTAssertEqual(compile.status, 0, "generated code does not compile:\n\(compile.output)", file: file, line: line)
        XCTAssertFalse(
            compile.output.contains("warning:"), "generated code compiles with warnings:\n\(compile.output)",
            file: file, line: line)
        return compile.status == 0 ? binary : nil
    }

    /// Runs `executable` with `arguments` (and `environment` added to this process's), standard
    /// output and error together.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
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
        // Account: the parts that follow the values (spec with visibleWhen/enabledWhen).
        for spec in GeneratedCodeTests.specs + ["Examples/Account.form.yaml"] {
            let result = try Pipeline().compile(path: TestSupport.path(spec), standardInput: { _ in [] })
            let form = try XCTUnwrap(result.form, spec)
            let text = try SwiftEmitter().emit(form, formcVersion: Formc.version)
            let guarded = try Self.requiringBranches(text)
            let file = directory.appendingPathComponent(SwiftEmitter.fileName(for: form))
            try Data(guarded.utf8).write(to: file)
            files.append(file.path)
        }
        // FormcKit's own UIKit and SwiftUI parts are what the thin files name.
        let runtime = directory.appendingPathComponent(SwiftRuntime.fileName)
        try Data(Self.requiringBranches(SwiftRuntime.source(formcVersion: "test")).utf8).write(to: runtime)
        files.append(runtime.path)
        // The whole SwiftUI app an app author writes around the generated view.
        let app = directory.appendingPathComponent("ProfileApp.swift")
        try Data(Self.profileApp.utf8).write(to: app)
        files.append(app.path)
        // Every example docs/swift-output.md marks `<!-- type-checked: NAME -->`, as written
        // there: a UIKit view controller, a SwiftUI screen, the view sharing the app's state...
        // (`prefix` needs its form generated under `swiftPrefix: Acme`: SwiftPrefixTests checks it.)
        let names = try Self.docsExampleNames().filter { $0 != "prefix" }
        XCTAssertTrue(
            Set(["own-screen", "own-screen-uikit", "form-state-view", "draft-store", "external-errors", "show-values"])
                .isSubset(
                    of: names), "\(names)")
        for name in names {
            let screen = directory.appendingPathComponent("\(name).swift")
            try Data(try Self.docsExample(name).utf8).write(to: screen)
            files.append(screen.path)
        }
        // -emit-sil, not just -typecheck: warnings such as "will never be executed" come late.
        // Both default isolations: an app target built by Xcode 26 uses MainActor.
        for isolation in ["nonisolated", "MainActor"] {
            let check = try GeneratedCodeTests.run(
                "/usr/bin/env",
                [
                    "swiftc", "-swift-version", "6", "-default-isolation", isolation, "-emit-sil", "-wmo",
                    "-warnings-as-errors",
                    "-I", directory.path, "-o", directory.appendingPathComponent("out.sil").path
                ] + files)
            XCTAssertEqual(
                check.status, 0,
                "the UIKit or SwiftUI part does not type-check against the stubs (\(isolation)):\n\(check.output)")
        }
    }

    /// The NAMEs of docs/swift-output.md's `<!-- type-checked: NAME -->` markers, in order.
    static func docsExampleNames() throws -> [String] {
        let docs = try String(contentsOfFile: TestSupport.path("docs/swift-output.md"), encoding: .utf8)
        return docs.components(separatedBy: "<!-- type-checked: ").dropFirst().compactMap {
            $0.components(separatedBy: " -->").first
        }
    }

    /// The Swift block after `<!-- type-checked: NAME -->` in docs/swift-output.md.
    static func docsExample(_ name: String) throws -> String {
        let docs = try String(contentsOfFile: TestSupport.path("docs/swift-output.md"), encoding: .utf8)
        let marker = try XCTUnwrap(docs.range(of: "<!-- type-checked: \(name) -->\n```swift\n"), name)
        let end = try XCTUnwrap(docs[marker.upperBound...].range(of: "\n```\n"), name)
        return String(docs[marker.upperBound..<end.lowerBound]) + "\n"
    }

    static let profileApp = """
        import SwiftUI

        @main struct ProfileApp: App {
            @State private var values = ProfileValues()
            var body: some Scene { WindowGroup { ProfileFormView(values: $values) { print(values.validate().isEmpty) } } }
        }

        """

    /// The keyboard toolbar is declared once, in FormcKit's toolbar modifier, and FormcKit's
    /// view applies that modifier once, to its container: never once per field (the duplicated
    /// toolbar of `.toolbar { ToolbarItemGroup(placement: .keyboard) }` inside a `Form`). The
    /// generated files only name FormcKit's.
    func testTheViewAttachesTheKeyboardToolbarOnce() throws {
        let modifiers = try String(
            contentsOfFile: TestSupport.path("Sources/FormcKit/FormcSwiftUI.swift"), encoding: .utf8)
        // One `.toolbar` per OS path, taken exclusively (`if #available(iOS 26…)`): the grouped
        // items before iOS 26, the spaced ones (three groups, two ToolbarSpacers) from it.
        XCTAssertEqual(modifiers.components(separatedBy: ".toolbar {").count - 1, 2)
        XCTAssertEqual(modifiers.components(separatedBy: "ToolbarItemGroup(").count - 1, 4)
        XCTAssertEqual(modifiers.components(separatedBy: "placement: .keyboard").count - 1, 6)
        let view = try String(contentsOfFile: TestSupport.path("Sources/FormcKit/FormcFormView.swift"), encoding: .utf8)
        XCTAssertFalse(view.contains("ToolbarItemGroup("))
        XCTAssertEqual(view.components(separatedBy: ".formcKeyboardToolbar(focus: ").count - 1, 1)
        let rows = try XCTUnwrap(view.range(of: "public struct FormcFieldRow<"))
        XCTAssertTrue(view[..<rows.lowerBound].contains(".formcKeyboardToolbar(focus: "), "the view applies it")
        for spec in GeneratedCodeTests.specs {
            let result = try Pipeline().compile(path: TestSupport.path(spec), standardInput: { _ in [] })
            let form = try XCTUnwrap(result.form, spec)
            let text = try SwiftEmitter().emit(form, formcVersion: Formc.version)
            XCTAssertFalse(text.contains("ToolbarItemGroup("), spec)
            XCTAssertFalse(text.contains("placement: .keyboard"), spec)
            XCTAssertEqual(text.components(separatedBy: "formcKeyboardToolbar(focus: ").count - 1, 1, spec)
        }
    }

    /// Inserts `#else` + `#error` before the `#endif` closing every `#if canImport(UIKit)` and
    /// `#if canImport(SwiftUI)` block of `text` (a generated file, or FormcKit's source, which
    /// has one block per platform file); fails when `text` has no block of `modules`.
    static func requiringBranches(_ text: String, modules: [String] = ["UIKit", "SwiftUI"]) throws -> String {
        var output: [String] = []
        // One entry per open `#if`: the module it requires (nil for other conditions), and
        // whether it already has an `#else`.
        var open: [(module: String?, hasElse: Bool)] = []
        var found = Set<String>()
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("#if ") {
                let module = modules.first { line == "#if canImport(\($0))" }
                if let module { found.insert(module) }
                open.append((module, false))
            } else if line.hasPrefix("#else") || line.hasPrefix("#elseif"), !open.isEmpty {
                open[open.count - 1].hasElse = true
            } else if line == "#endif", let block = open.popLast(), let module = block.module, !block.hasElse {
                output.append("#else")
                output.append("#error(\"\(module) stub not found: the \(module) part was not type-checked\")")
            }
            output.append(line)
        }
        XCTAssertTrue(open.isEmpty, "unclosed #if")
        for module in modules where !found.contains(module) { XCTFail("no \(module) part") }
        return output.joined(separator: "\n")
    }
}
