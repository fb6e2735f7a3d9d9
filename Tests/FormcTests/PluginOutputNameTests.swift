import Foundation
import FormcDiagnostics
import XCTest

/// The build plugin's naming of generated files (`Plugins/FormcPlugin/FormSpecName.swift`),
/// compiled on its own with a driver, as the plugin cannot be imported by a test target:
/// clashes are broken by as many folders as it takes, however deep they are shared.
final class PluginOutputNameTests: XCTestCase {
    private static let driver = """
        import Foundation
        let specs = CommandLine.arguments.dropFirst().map { URL(fileURLWithPath: $0) }
        print(FormSpecName.outputFileNames(for: Array(specs)).joined(separator: " "))
        print(specs.map { FormSpecName.isSpec($0) ? "spec" : "other" }.joined(separator: " "))
        """

    /// The driver, built with the plugin's files (`PluginDriver`).
    private static let binary: Result<URL, Error> = Result { try PluginDriver.build(driver, named: "names") }

    private func names(_ paths: [String]) throws -> [String] {
        let run = try GeneratedCodeTests.run(try Self.binary.get().path, paths)
        XCTAssertEqual(run.status, 0, run.output)
        return run.output.split(separator: "\n").map(String.init)
    }

    func testAClashIsBrokenByTheClosestFolderThatDiffers() throws {
        XCTAssertEqual(
            try names(["/p/Admin/Settings.form.yaml", "/p/User/Settings.form.yaml", "/p/Profile.form.yml"]),
            ["Admin_SettingsForm.swift User_SettingsForm.swift ProfileForm.swift", "spec spec spec"])
    }

    func testAClashOneFolderDeeperTakesTwoFolders() throws {
        XCTAssertEqual(
            try names(["/p/A/Forms/Settings.form.yaml", "/p/B/Forms/Settings.form.yaml"]),
            ["A_Forms_SettingsForm.swift B_Forms_SettingsForm.swift", "spec spec"])
        // Only the specs that clash get folders; a third spec of another name keeps its own.
        XCTAssertEqual(
            try names(["/p/A/X/Y/Login.form.yaml", "/p/B/X/Y/Login.form.yaml", "/p/A/X/Y/Other.form.yaml"])[0],
            "A_X_Y_LoginForm.swift B_X_Y_LoginForm.swift OtherForm.swift")
    }

    func testANameGivenAtOneDepthIsNotGivenAgainAtTheNext() throws {
        // `B/Settings` would become `B_SettingsForm.swift`, the name of the spec
        // `B_Settings.form.yaml`: it takes one more folder instead.
        XCTAssertEqual(
            try names(["/p/A/Settings.form.yaml", "/q/B/Settings.form.yaml", "/r/B_Settings.form.yaml"])[0],
            "A_SettingsForm.swift q_B_SettingsForm.swift B_SettingsForm.swift")
    }

    func testOnlyANameWithSomethingBeforeTheEndingIsASpec() throws {
        XCTAssertEqual(
            try names(["/p/.form.yaml", "/p/a.form.yaml", "/p/a.yaml", "/p/a.form.yml"])[1], "other spec other spec")
    }

    /// The plugin keeps its own copy of the spec-name rule (it cannot import formc's modules):
    /// the same files are specs to it as to `formc lint DIR` and the language server.
    func testThePluginTakesTheSameFilesForSpecsAsFormc() throws {
        let paths = [
            "/p/.form.yaml", "/p/a.form.yaml", "/p/a.yaml", "/p/a.form.yml", "/p/A.Form.YAML", "/p/a.form.yaml.bak",
            "/p/b.FORM.yml", "/p/c.form.yamll", "/p/x.form.yml/"
        ]
        let formc = paths.map { SpecFileName.isSpec($0) ? "spec" : "other" }.joined(separator: " ")
        XCTAssertEqual(formc, "other spec other spec other other other other other")
        // URL drops a trailing slash, so the last path is compared by its file name only.
        XCTAssertEqual(
            try names(Array(paths.dropLast()))[1], formc.split(separator: " ").dropLast().joined(separator: " "))
    }
}
