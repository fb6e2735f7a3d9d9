import Foundation
import XCTest
@testable import FormcDriver
import FormcFrontEnd
import FormcYAML
@testable import FormcIR

/// The language description (`Language`) and what reads it: the decoder types every scalar
/// key by the type it declares, the kinds' facts, and `formc explain KEY`.
final class LanguageDescriptionTests: XCTestCase {
    /// A spec that holds `key: value` on its last line, in a mapping of `scope`, with
    /// everything else valid; nil for a scope this test does not place keys in.
    private func spec(_ scope: Scope, _ key: String, _ value: String) -> String? {
        let nested = "form: F\nfields: [{id: a}]\n\(scope.name):\n  \(key): \(value)\n"
        switch scope.name {
        case "":
            return key == "form"
                ? "fields: [{id: a}]\nform: \(value)\n" : "form: F\nfields: [{id: a}]\n\(key): \(value)\n"
        case "toolbar", "dismiss", "returnKey", "returnAction": return nested
        case "section": return "form: F\nsections:\n  - fields: [{id: a}]\n    \(key): \(value)\n"
        case "field":
            return key == "id"
                ? "form: F\nfields:\n  - kind: text\n    id: \(value)\n"
                : "form: F\nfields:\n  - id: a\n    \(key): \(value)\n"
        case "layout", "validation": return "form: F\nfields:\n  - id: a\n    \(scope.name):\n      \(key): \(value)\n"
        case "source":
            return
                "form: F\nfields: [{id: a, kind: picker, source: s}]\nsources:\n  s:\n    options: [x]\n    \(key): \(value)\n"
        case "rule":
            let others = [("check", "a isSet"), ("message", "m")].filter { $0.0 != key }.map { "\($0.0): \($0.1)" }
            return "form: F\nfields: [{id: a}]\nrules:\n  - " + others.joined(separator: "\n    ")
                + "\n    \(key): \(value)\n"
        default: return nil
        }
    }

    /// How many keys of all scopes take a scalar (a string, boolean, number or word): the keys
    /// the two tests below feed to the decoder, counted from the language, so that a new key
    /// needs no edit here.
    private static let scalarKeys = Language.scopes.flatMap(\.keys).count { key in
        switch key.type {
        case .string, .boolean, .wholeNumber, .number, .oneOf: true
        case .stringList, .mapping, .list, .namedMappings, .booleanOrMapping, .oneOfOrList, .scalarOrList, .options:
            false
        }
    }

    /// A value of the wrong type for each scalar type, and the code the decoder reports for it.
    private func wrongValue(for type: ValueType) -> (String, String)? {
        switch type {
        case .string: return ("{a: 1}", "FC011")
        case .boolean: return ("maybe", "FC011")
        case .wholeNumber: return ("1.5", "FC011")
        case .number: return ("ten", "FC011")
        case .oneOf: return ("zzz", "FC013")
        case .stringList, .mapping, .list, .namedMappings, .booleanOrMapping, .oneOfOrList, .scalarOrList, .options:
            return nil
        }
    }

    func testTheDecoderChecksEveryScalarKeyByTheTypeTheLanguageDeclares() throws {
        var checked = 0
        for scope in Language.scopes {
            for key in scope.keys {
                guard let (value, code) = wrongValue(for: key.type) else { continue }
                let text = try XCTUnwrap(spec(scope, key.name, value), "no spec for scope '\(scope.name)'")
                let lines = text.split(separator: "\n")
                let line = lines.count
                let column =
                    (lines.last?.firstIndex(of: ":")).map {
                        lines[line - 1].distance(from: lines[line - 1].startIndex, to: $0) + 3
                    } ?? 0
                let result = TestSupport.compile(text)
                XCTAssertEqual(
                    TestSupport.summary(result.diagnostics), ["\(code) \(line):\(column)"],
                    "\(scope.name).\(key.name): \(value)\n\(text)")
                checked += 1
            }
        }
        XCTAssertEqual(checked, Self.scalarKeys, "every scalar key of every scope")
    }

    /// A valid value of each scalar key reaches the decoded spec, in the property named after
    /// the key (`tag`) or after its scope and the key (`layoutRow`): no key the language
    /// declares is dropped by a reader of another type.
    func testEveryScalarKeysValueReachesTheDecodedSpec() throws {
        var checked = 0
        for scope in Language.scopes {
            for key in scope.keys {
                let value: String
                switch key.type {
                case .string: value = key.name == "delimiter" ? "';'" : "x"
                case .boolean: value = "yes"
                case .wholeNumber: value = "3"
                case .number: value = "2.5"
                case .oneOf(let vocabulary): value = vocabulary.values.first ?? ""
                case .stringList, .mapping, .list, .namedMappings, .booleanOrMapping, .oneOfOrList, .scalarOrList,
                    .options:
                    continue
                }
                var text = try XCTUnwrap(spec(scope, key.name, value))
                if scope.name == "source" {
                    text = text.replacingOccurrences(
                        of: "options: [x]", with: key.name == "file" ? "options: [x]" : "file: x.csv")
                }
                let loaded = YAMLLoader().load(Array(text.utf8), file: "t.form.yaml")
                let document = try XCTUnwrap(loaded.documents.first, text)
                let decoded = SpecDecoder.decode(document)
                let ast = try XCTUnwrap(decoded.ast, text)
                let holder: Any? =
                    switch scope.name {
                    case "", "dismiss", "returnKey", "returnAction": ast
                    case "toolbar": ast.toolbar
                    case "section": ast.sections.last
                    case "field", "layout": decoded.fields.first?.written
                    case "validation": decoded.fields.first?.written.validation
                    case "source": ast.sources.first
                    case "rule": ast.rules.first
                    default: nil
                    }
                let plain = [key.name, scope.name + key.name.prefix(1).uppercased() + key.name.dropFirst()]
                // A property kept `@OutOfLine` is stored as `_name`, its value in the wrapper's box.
                let names = plain + plain.map { "_" + $0 }
                let property = try XCTUnwrap(
                    holder.flatMap { Mirror(reflecting: $0).children.first { names.contains($0.label ?? "") } },
                    "no property \(names) for \(scope.name).\(key.name)")
                let stored =
                    property.label?.hasPrefix("_") == true
                    ? try XCTUnwrap(Mirror(reflecting: property.value).children.first?.value) : property.value
                let read = Mirror(reflecting: stored)
                XCTAssertFalse(
                    read.displayStyle == .optional && read.children.isEmpty,
                    "\(scope.name).\(key.name): \(value) was not read\n\(text)")
                checked += 1
            }
        }
        XCTAssertEqual(checked, Self.scalarKeys)
    }

    func testEachScopesKeysAreUniqueAndItsSynonymsNameThem() {
        for scope in Language.scopes {
            XCTAssertEqual(Set(scope.names).count, scope.names.count, "scope '\(scope.name)' names a key twice")
            for (word, key) in scope.synonyms {
                XCTAssertEqual(word, word.lowercased(), "synonyms are compared lowercased")
                XCTAssertNotNil(scope.key(key), "synonym '\(word)' names '\(key)', not a key of '\(scope.name)'")
                XCTAssertNil(scope.key(word), "synonym '\(word)' is a key of '\(scope.name)'")
            }
            for group in scope.needsOneOf + scope.exclusive {
                XCTAssertTrue(group.allSatisfy { scope.key($0) != nil }, "\(group) in '\(scope.name)'")
            }
        }
        XCTAssertEqual(
            Language.scopes.map(\.name),
            [
                "", "toolbar", "dismiss", "returnKey", "returnAction", "section", "field", "layout",
                "validation", "rule", "source"
            ])
    }

    func testMessagesNameTheKeyAndTheAllowedWords() {
        let kind = TestSupport.compile("form: F\nfields:\n  - id: a\n    kind: txt\n")
        XCTAssertEqual(
            kind.diagnostics.all.map(\.message),
            [
                "'txt' is not a valid kind; expected one of text, multiline, secure, email, url, phone, number, "
                    + "decimal, date, time, dateTime, picker, toggle, segmented, stepper, slider, rating, "
                    + "yesNo, monthYear, multiSelect; did you mean 'text'?"
            ])
        let content = TestSupport.compile("form: F\nfields:\n  - id: a\n    contentType: emailAdress\n")
        XCTAssertEqual(
            content.diagnostics.all.map(\.message),
            ["'emailAdress' is not a UITextContentType; did you mean 'emailAddress'?"])
        let synonym = TestSupport.compile("form: F\nfields:\n  - id: a\n    type: email\n")
        XCTAssertEqual(synonym.diagnostics.all.map(\.message), ["unknown key 'type' in a field; did you mean 'kind'?"])
    }

    func testEachKindsFactsAndItsOwnKeys() {
        XCTAssertEqual(
            FieldKind.picker.specificKeys, ["source", "options", "other", "display", "rowHeight", "fillOnFocus"])
        XCTAssertEqual(FieldKind.time.specificKeys, ["format", "min", "max", "locale", "fillOnFocus"])
        XCTAssertEqual(FieldKind.text.specificKeys, ["validation"])
        XCTAssertEqual(FieldKind.toggle.specificKeys, [])
        XCTAssertEqual(FieldKind.multiline.ownReturnKey, .default)
        XCTAssertEqual(FieldKind.multiline.ownReturnAction, .newline)
        XCTAssertNil(FieldKind.email.ownReturnKey)
        XCTAssertNil(FieldKind.toggle.inputView)
    }

    func testKeysAreAddressedByPathByScopeOrBareName() {
        XCTAssertEqual(Language.lookUp("fields.kind").map(\.address), ["fields.kind"])
        XCTAssertEqual(Language.lookUp("field.kind").map(\.address), ["fields.kind"])
        XCTAssertEqual(Language.lookUp("kind").map(\.address), ["fields.kind"])
        XCTAssertEqual(Language.lookUp("source.file").map(\.address), ["sources.file"])
        XCTAssertEqual(Language.lookUp("validation.min").map(\.address), ["fields.validation.min"])
        XCTAssertEqual(Language.lookUp("min").map(\.address), ["fields.validation.min", "fields.min"])
        XCTAssertEqual(Language.lookUp("toolbar.done").map(\.address), ["toolbar.done"])
        XCTAssertEqual(Language.lookUp("fields.nope").map(\.address), [])
    }

    func testExplainPrintsAKeysTypeDefaultAndMeaning() throws {
        let run = try TestSupport.runFormc(["explain", "sources.format"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(
            run.stdout,
            """
            sources.format (also source.format)
              type:     one of plist, json, yaml, csv
              required: no
              default:  guessed from the file's extension

              The file's format. Used only with `file`.

            """)
        let kind = try TestSupport.runFormc(["explain", "field.kind"])
        XCTAssertTrue(
            kind.stdout.hasPrefix("fields.kind (also field.kind)\n  type:     one of text, multiline, secure,"),
            kind.stdout)
        XCTAssertTrue(kind.stdout.contains("\n  not:      inputtype, keyboard, keyboardtype, type ("), kind.stdout)
        XCTAssertTrue(
            kind.stdout.contains(
                "\n  multiline    default       -           yes (always default)  yes    UITextView          TextEditor"
                    + "            validation\n"
            ),
            kind.stdout)
        XCTAssertTrue(
            kind.stdout.contains(
                "\n  picker       -             picker      no                    yes    UITextField         "
                    + "Picker (.wheel)       source, options, other, display, rowHeight, fillOnFocus\n"),
            kind.stdout)
        XCTAssertTrue(
            kind.stdout.contains(
                "\n  toggle       -             -           no                    never  UISwitch            Toggle\n"),
            kind.stdout)
        XCTAssertTrue(
            kind.stdout.contains(
                "\n  segmented    -             -           no                    never  UISegmentedControl  "
                    + "Picker (.segmented)   source, options, other\n"),
            kind.stdout)
        XCTAssertTrue(
            kind.stdout.contains(
                "\n  stepper      -             -           no                    never  UIStepper           "
                    + "Stepper               min, max, step\n"),
            kind.stdout)
        // SwiftUI's DatePicker has no month mode: FormcKit's two wheels.
        XCTAssertTrue(
            kind.stdout.contains(
                "\n  monthYear    -             datePicker  no                    yes    UITextField         "
                    + "wheels (month, year)  format, min, max, locale, fillOnFocus\n"),
            kind.stdout)
        // A multi-select is in the chain; its input view is FormcKit's checklist.
        XCTAssertTrue(
            kind.stdout.contains(
                "\n  multiSelect  -             checklist   no                    yes    UITextField         "
                    + "a Button per option   source, options, other, minCount, maxCount\n"),
            kind.stdout)
        let both = try TestSupport.runFormc(["explain", "title"])
        XCTAssertTrue(both.stdout.hasPrefix("toolbar.title\n"), both.stdout)
        XCTAssertTrue(both.stdout.contains("\n\nsections.title (also section.title)\n"), both.stdout)
    }

    func testExplainSuggestsAKeyAndStillExplainsCodes() throws {
        let unknown = try TestSupport.runFormc(["explain", "fields.lable"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.stdout, "")
        XCTAssertEqual(
            unknown.stderr,
            "formc: error: unknown key 'fields.lable'; did you mean 'fields.label'? (see docs/spec-language.md)\n")
        let code = try TestSupport.runFormc(["explain", "FC013"])
        XCTAssertEqual(code.status, 0)
        XCTAssertTrue(code.stdout.hasPrefix("FC013: "), code.stdout)
        let unknownCode = try TestSupport.runFormc(["explain", "fc999"])
        XCTAssertEqual(unknownCode.status, 2)
        XCTAssertTrue(unknownCode.stderr.hasPrefix("formc: error: unknown code 'fc999'"), unknownCode.stderr)
        // A code is FC and at least one ASCII digit: `fc` alone, and FC with Arabic-Indic digits
        // (numbers to Unicode, no code's), are keys nobody declared.
        for key in ["fc", "FC\u{663}\u{660}\u{663}"] {
            let run = try TestSupport.runFormc(["explain", key])
            XCTAssertEqual(run.status, 2)
            XCTAssertEqual(run.stderr, "formc: error: unknown key '\(key)' (see docs/spec-language.md)\n")
        }
    }

    func testSchemaTakesNoArguments() throws {
        let run = try TestSupport.runFormc(["schema", "extra"])
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.hasPrefix("formc: error: schema takes no arguments, found 'extra'\n"), run.stderr)
        let help = try TestSupport.runFormc(["help", "schema"])
        XCTAssertTrue(help.stdout.hasPrefix("USAGE: formc schema [-o PATH]\n"), help.stdout)
    }
}
