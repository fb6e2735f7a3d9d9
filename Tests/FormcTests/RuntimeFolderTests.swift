import Foundation
import XCTest
import FormcEmit
import FormcDriver

/// Issue 48, item 6: forms generated into several folders of one app target build. formc.yml's
/// `runtimeOutput:` writes the one `FormcKit.swift` where the config says, `runtime: module`
/// none, and without either `formc build` warns when it writes copies into several folders
/// (two in one target: "filename used twice"). And item 5's checks that need the whole
/// build: FC503 for two specs that declare the same types, formc.yml's `swiftPrefix`.
final class RuntimeFolderTests: TemporaryDirectoryTestCase {
    private static func spec(_ name: String) -> String { "form: \(name)\nfields:\n  - id: email\n    label: Email\n" }

    private static let specs = """
        specs:
          - path: Forms/Signup.form.yaml
            output: Features/Signup/
          - path: Forms/Profile.form.yaml
            output: Features/Profile/

        """

    override func setUpWithError() throws {
        try super.setUpWithError()
        try FileManager.default.createDirectory(at: url("Forms"), withIntermediateDirectories: true)
        try write("Forms/Signup.form.yaml", Self.spec("Signup"))
        try write("Forms/Profile.form.yaml", Self.spec("Profile"))
    }

    private func url(_ relative: String) -> URL { directory.appendingPathComponent(relative) }

    private func files(_ relative: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url(relative).path).sorted()
    }

    private func build() throws -> TestSupport.Run {
        try TestSupport.runFormc(["build"], cwd: directory.path, environment: ["NO_COLOR": "1"])
    }

    func testRuntimeOutputWritesTheOneCopyThere() throws {
        try write("formc.yml", "runtimeOutput: App/Support\n" + Self.specs)
        let run = try build()
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try files("Features/Signup"), ["SignupForm.swift"])
        XCTAssertEqual(try files("Features/Profile"), ["ProfileForm.swift"])
        XCTAssertEqual(try files("App/Support"), ["FormcKit.swift"])
        XCTAssertEqual(
            try String(contentsOf: url("App/Support/FormcKit.swift"), encoding: .utf8),
            SwiftRuntime.source(formcVersion: Formc.version))
        XCTAssertFalse(run.stderr.contains("warning"), run.stderr)
        XCTAssertTrue(run.stderr.hasSuffix("formc: 3 outputs, 3 written, 0 unchanged\n"), run.stderr)
    }

    func testRuntimeModuleWritesNone() throws {
        try write("formc.yml", "runtime: module\n" + Self.specs)
        let run = try build()
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try files("Features/Signup"), ["SignupForm.swift"])
        XCTAssertEqual(try files("Features/Profile"), ["ProfileForm.swift"])
        XCTAssertFalse(run.stderr.contains("warning"), run.stderr)
    }

    func testCopiesInSeveralFoldersAreWarnedAboutUnlessTheConfigChose() throws {
        try write("formc.yml", Self.specs)
        let run = try build()
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try files("Features/Signup"), ["FormcKit.swift", "SignupForm.swift"])
        XCTAssertEqual(try files("Features/Profile"), ["FormcKit.swift", "ProfileForm.swift"])
        XCTAssertTrue(
            run.stderr.contains(
                "formc: warning: FormcKit.swift is written into 2 folders ('Features/Profile', 'Features/Signup'); "
                    + "two of them in one app target fail to build (\"filename used twice\"): set 'runtimeOutput:' in "
                    + "formc.yml to one folder of that target, or 'runtime: module'"), run.stderr)
        // `runtime: source` is the choice of one copy per folder: no warning.
        try write("formc.yml", "runtime: source\n" + Self.specs)
        let chosen = try build()
        XCTAssertEqual(chosen.status, 0, chosen.stderr)
        XCTAssertFalse(chosen.stderr.contains("warning"), chosen.stderr)
    }

    func testRuntimeOutputWithModuleIsFC013AtTheValue() throws {
        try write("formc.yml", "runtime: module\nruntimeOutput: App\n" + Self.specs)
        let run = try build()
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(
            run.stderr.contains("formc.yml:2:16: error: 'runtimeOutput' 'App' goes with 'runtime: source'"), run.stderr)
    }

    /// `formc compile -o DIR --config formc.yml` (the way of a script that compiles each
    /// feature's forms) takes the config's `runtimeOutput` and `swiftPrefix` too.
    func testCompileWithTheConfigWritesTheRuntimeWhereTheConfigSays() throws {
        try write("formc.yml", "swiftPrefix: Acme\nruntimeOutput: App/Support\n" + Self.specs)
        try FileManager.default.createDirectory(at: url("Features/Signup"), withIntermediateDirectories: true)
        let run = try TestSupport.runFormc(
            ["compile", "Forms/Signup.form.yaml", "--emit", "swift", "-o", "Features/Signup", "--config", "formc.yml"],
            cwd: directory.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try files("Features/Signup"), ["AcmeSignupForm.swift"])
        XCTAssertEqual(try files("App/Support"), ["FormcKit.swift"])
        // `--runtime module` wins over the config.
        try FileManager.default.removeItem(at: url("App/Support/FormcKit.swift"))
        let module = try TestSupport.runFormc(
            [
                "compile", "Forms/Profile.form.yaml", "--emit", "swift", "-o", "Features/Signup", "--config",
                "formc.yml", "--runtime",
                "module"
            ],
            cwd: directory.path)
        XCTAssertEqual(module.status, 0, module.stderr)
        XCTAssertEqual(try files("App/Support"), [])
    }

    /// FC503: two specs of one build whose Swift declares the same types, at the second
    /// spec's `form:` with a note at the first; a `swiftPrefix:` clears it.
    func testTwoSpecsThatDeclareTheSameTypesAreFC503() throws {
        try write("Forms/Profile.form.yaml", Self.spec("sign-up"))
        try write("Forms/Signup.form.yaml", Self.spec("SignUp"))
        try write("formc.yml", "runtime: module\n" + Self.specs)
        let run = try build()
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(
            run.stderr.contains(
                "Forms/Profile.form.yaml:1:7: warning: 'Forms/Signup.form.yaml' already generates the Swift types "
                    + "'SignUpField', 'SignUpFormView'…; in one target they clash (\"invalid redeclaration\"): set a "
                    + "swiftPrefix here or rename the form [FC503]"), run.stderr)
        XCTAssertTrue(
            run.stderr.contains("Forms/Signup.form.yaml:1:7: note: the form of 'Forms/Signup.form.yaml' is here"),
            run.stderr)
        // `formc lint` with the config (what CI runs) reports it too, in its own format.
        let lint = try TestSupport.runFormc(["lint"], cwd: directory.path, environment: ["NO_COLOR": "1"])
        XCTAssertEqual(lint.status, 0, lint.stdout + lint.stderr)
        XCTAssertTrue(
            lint.stdout.contains(
                "Forms/Profile.form.yaml:1:7: warning: 'Forms/Signup.form.yaml' already generates the Swift types "
                    + "'SignUpField', 'SignUpFormView'…"), lint.stdout)
        try write("Forms/Profile.form.yaml", "swiftPrefix: Account\n" + Self.spec("sign-up"))
        let prefixed = try build()
        XCTAssertFalse(prefixed.stderr.contains("FC503"), prefixed.stderr)
        // The first build's SignUpForm.swift stays: formc build deletes nothing.
        XCTAssertEqual(try files("Features/Profile"), ["AccountSignUpForm.swift", "SignUpForm.swift"])
    }

    /// formc.yml's `swiftPrefix` names the types of the specs without their own.
    func testTheConfigsPrefixIsTheDefault() throws {
        try write("Forms/Profile.form.yaml", "swiftPrefix: Own\n" + Self.spec("Profile"))
        try write("formc.yml", "swiftPrefix: Acme\nruntime: module\n" + Self.specs)
        let run = try build()
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try files("Features/Signup"), ["AcmeSignupForm.swift"])
        XCTAssertEqual(try files("Features/Profile"), ["OwnProfileForm.swift"])
        let text = try String(contentsOf: url("Features/Signup/AcmeSignupForm.swift"), encoding: .utf8)
        XCTAssertTrue(text.contains("public typealias AcmeSignupFormView = FormcFormView<AcmeSignupField>"))
        // A prefix that is no identifier's start is FC013 at the value; one that makes a
        // FormcKit name is FC502 at the spec's form.
        try write("formc.yml", "swiftPrefix: 9lives\n" + Self.specs)
        let bad = try build()
        XCTAssertEqual(bad.status, 2, bad.stderr)
        XCTAssertTrue(
            bad.stderr.contains("formc.yml:1:14: error: swiftPrefix '9lives' is not the start of a Swift identifier"),
            bad.stderr)
        try write("Forms/Signup.form.yaml", Self.spec("Spaced"))
        try write("formc.yml", "swiftPrefix: Formc\nruntime: module\n" + Self.specs)
        let kit = try build()
        XCTAssertEqual(kit.status, 1, kit.stderr)
        XCTAssertTrue(
            kit.stderr.contains(
                "Forms/Signup.form.yaml:1:7: error: with formc.yml's swiftPrefix 'Formc' the generated code would "
                    + "declare 'FormcSpacedKeyboardToolbar', which is a FormcKit type; set this spec's own swiftPrefix [FC502]"
            ),
            kit.stderr)
    }

    /// The config's prefix is judged, not the spec's bare name, wherever formc.yml is read:
    /// `form: Text` under `swiftPrefix: UI` declares `UITextField` (UIKit's), not `TextField`
    /// (SwiftUI's), in `build`, `lint` with and without a PATH, and `compile --config`, each
    /// reporting the one FC502 at the spec's `form:` (line 1, column 7).
    func testTheConfigsPrefixReplacesTheBareNamesVerdict() throws {
        try write("Forms/Signup.form.yaml", Self.spec("Text"))
        try write("formc.yml", "swiftPrefix: UI\nruntime: module\n" + Self.specs)
        let expected =
            "Forms/Signup.form.yaml:1:7: error: with formc.yml's swiftPrefix 'UI' the generated code would declare "
            + "'UITextField', which is UIKit's UITextField; set this spec's own swiftPrefix [FC502]"
        let environment = ["NO_COLOR": "1"]
        let build = try build()
        XCTAssertEqual(build.status, 1, build.stderr)
        XCTAssertTrue(build.stderr.contains(expected), build.stderr)
        XCTAssertEqual(build.stderr.components(separatedBy: "[FC502]").count, 2, build.stderr)
        for arguments in [["lint"], ["lint", "--config", "formc.yml", "Forms"]] {
            let lint = try TestSupport.runFormc(arguments, cwd: directory.path, environment: environment)
            XCTAssertEqual(lint.status, 1, lint.stdout + lint.stderr)
            XCTAssertTrue(lint.stdout.contains(expected), lint.stdout)
            XCTAssertEqual(lint.stdout.components(separatedBy: "[FC502]").count, 2, lint.stdout)
        }
        let compile = try TestSupport.runFormc(
            ["compile", "Forms/Signup.form.yaml", "--emit", "swift", "--config", "formc.yml"], cwd: directory.path,
            environment: environment)
        XCTAssertEqual(compile.status, 1, compile.stderr)
        XCTAssertEqual(compile.stdout, "")
        XCTAssertTrue(compile.stderr.hasPrefix(expected + "\n"), compile.stderr)
        XCTAssertEqual(compile.stderr.components(separatedBy: "[FC502]").count, 2, compile.stderr)
        // Without the config the spec's own names are judged: SwiftUI's TextField.
        let bare = try TestSupport.runFormc(
            ["lint", "Forms/Signup.form.yaml"], cwd: directory.path, environment: environment)
        XCTAssertTrue(bare.stdout.contains("would declare 'TextField'"), bare.stdout)
    }

    /// FC503 between two specs that both set a prefix asks for another prefix, not for one.
    func testFC503AtASpecWithItsOwnPrefixAsksForAnotherOne() throws {
        try write("Forms/Signup.form.yaml", "swiftPrefix: Acme\n" + Self.spec("Signup"))
        try write("Forms/Profile.form.yaml", "swiftPrefix: Acme\n" + Self.spec("Signup"))
        try write("formc.yml", "runtime: module\n" + Self.specs)
        let lint = try TestSupport.runFormc(["lint"], cwd: directory.path, environment: ["NO_COLOR": "1"])
        XCTAssertTrue(
            lint.stdout.contains(
                "Forms/Profile.form.yaml:1:14: warning: 'Forms/Signup.form.yaml' already generates the Swift types "
                    + "'AcmeSignupField', 'AcmeSignupFormView'…; in one target they clash (\"invalid redeclaration\"): "
                    + "choose another swiftPrefix here or rename the form [FC503]"), lint.stdout)
    }
}
