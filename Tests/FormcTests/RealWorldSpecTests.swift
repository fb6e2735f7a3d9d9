import Foundation
import XCTest
import FormcEmit
import FormcIR

/// What specs written by habit from other form libraries look like, and what formc says.
final class RealWorldSpecTests: XCTestCase {
    private func errors(_ yaml: String) -> [String] {
        TestSupport.compile(yaml).diagnostics.sorted.map {
            "\($0.code.id) \($0.location.line):\($0.location.column) \($0.message)"
        }
    }

    func testKeysFromOtherLibrariesGetTheKeyMeant() {
        XCTAssertEqual(
            errors("formname: A\nfields:\n  - id: e\n    type: email\n  - id: s\n    kind: picker\n    choices: [a]\n"),
            [
                // Another word for a key that means the same is read as the key, as its fix-it
                // writes it (issue 47, item 7): no FC012 for the key it stands for.
                "FC010 1:1 unknown key 'formname' in the spec; did you mean 'form'?",
                "FC010 4:5 unknown key 'type' in a field; did you mean 'kind'?",
                "FC010 7:5 unknown key 'choices' in a field; did you mean 'options'?"
            ])
        XCTAssertEqual(
            errors("form: A\nsources:\n  s: {path: x.csv}\nfields: [{id: p, kind: picker, source: s}]\n").map {
                $0.replacingOccurrences(of: TestSupport.path("Examples"), with: "Examples")
            },
            [
                "FC010 3:7 unknown key 'path' in source 's'; did you mean 'file'?",
                // Read as `file: x.csv`, which is then looked for.
                "FC204 3:13 data file 'Examples/x.csv' does not exist"
            ])
    }

    func testAnotherWordForTheMissingIDIsReadAsItAndAMisspellingToo() {
        XCTAssertEqual(
            errors("form: A\nfields:\n  - name: city\n"),
            // `name` means `id` and is read as it (issue 47, item 7): the one error.
            ["FC010 3:5 unknown key 'name' in a field; did you mean 'id'?"])
        // A misspelling of the missing key is the one error.
        XCTAssertEqual(
            errors("form: A\nfields:\n  - idd: city\n"), ["FC010 3:5 unknown key 'idd' in a field; did you mean 'id'?"])
    }

    func testAPickerFieldsOwnOptionsAreAnAnonymousSource() throws {
        let result = TestSupport.compile(
            "form: A\nfields:\n  - id: size\n    kind: picker\n    options: [S, M, L]\n    default: M\n")
        XCTAssertEqual(TestSupport.summary(result.diagnostics), [])
        let form = try XCTUnwrap(result.form)
        XCTAssertEqual(form.sources.map(\.name), ["size"])
        XCTAssertEqual(form.sources.first?.options.map(\.value), ["S", "M", "L"])
        XCTAssertEqual(form.fields.first?.picker?.source, "size")
        XCTAssertEqual(
            errors("form: A\nfields:\n  - id: t\n    options: [a]\n"),
            [
                "FC013 4:14 'options' belongs to picker, segmented and multiSelect fields; add 'kind: picker' or remove it"
            ])
        XCTAssertEqual(
            errors(
                "form: A\nsources:\n  s: {options: [a]}\nfields:\n  - {id: t, kind: picker, source: s, options: [b]}\n"),
            ["FC013 5:35 field 't' has both 'options' and 'source'; keep one"])
        XCTAssertEqual(
            errors("form: A\nsources:\n  t: {options: [a]}\nfields:\n  - {id: t, kind: picker, options: [b]}\n"),
            [
                "FC013 5:10 field 't' has its own 'options', but a source is also named 't'; rename one, or use 'source: t'"
            ])
    }

    func testANumberPadDefaultKeepsItsLeadingZeroInEveryEmitter() throws {
        let form = try XCTUnwrap(
            TestSupport.compile("form: A\nfields:\n  - {id: zip, kind: number, default: 02142}\n").form)
        let json = String(decoding: JSONEmitter.emit(form), as: UTF8.self)
        XCTAssertTrue(json.contains("\"default\": \"02142\""), json)
        let swift = try SwiftEmitter().emit(form, formcVersion: "test")
        XCTAssertTrue(swift.contains("zip: String = \"02142\""), "the generated values keep the digits as written")
        let spec = try TestSupport.temporaryDirectory().appendingPathComponent("zip.form.yaml")
        defer { try? FileManager.default.removeItem(at: spec.deletingLastPathComponent()) }
        try Data("form: A\nfields:\n  - {id: zip, kind: number, default: 02142}\n".utf8).write(to: spec)
        let run = try TestSupport.runFormc(["run", spec.path], input: "\n")
        XCTAssertEqual(run.stdout, "{\n  \"zip\": \"02142\"\n}\n", "an empty answer keeps the default as written")
        XCTAssertEqual(errors("form: A\nfields:\n  - {id: zip, kind: number, default: 02142}\n"), [])
        XCTAssertEqual(
            errors("form: A\nfields:\n  - {id: zip, kind: number, default: 2.5}\n"),
            ["FC404 3:38 default '2.5' is not a whole number, and the number pad types only digits"])
        XCTAssertEqual(
            errors("form: A\nfields:\n  - {id: n, kind: number, default: 007, validation: {max: 5}}\n"),
            ["FC404 3:36 default 007 is greater than max"])
    }

    func testAByteOrderMarkIsNotQuotedInALineOneDiagnostic() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("bom.form.yaml")
        try Data([0xEF, 0xBB, 0xBF] + Array("formm: A\nfields: [{id: a}]\n".utf8)).write(to: spec)
        let run = try TestSupport.runFormc(["lint", spec.path])
        XCTAssertEqual(
            run.stdout.split(separator: "\n").prefix(3).map(String.init),
            [
                "\(spec.path):1:1: error: unknown key 'formm' in the spec; did you mean 'form'? [FC010]",
                "  formm: A",
                "  ^~~~~"
            ])
    }

    func testGeneratedSwiftCannotCarryARunnerCommand() throws {
        // The literal keeps the value; the `[` of `##[` is an escape, and bidi controls too.
        XCTAssertEqual(SwiftLiteral.string("a ##[error]b \u{202E}c #[d"), ###""a ##\u{5B}error]b \u{202E}c #[d""###)
        let form = try XCTUnwrap(
            TestSupport.compile(
                "form: F\nfields: [{id: a, label: \"##[add-mask]x\"}]\n",
                file: "##[error]evil.form.yaml"
            ).form)
        let swift = try SwiftEmitter().emit(form, formcVersion: "test")
        XCTAssertFalse(swift.contains("##["), "no line of the generated file holds ##[")
        XCTAssertTrue(swift.contains(###""##\u{5B}add-mask]x""###))
    }
}
