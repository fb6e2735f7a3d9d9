import Foundation
import XCTest
import FormcChecker
import FormcDiagnostics
import FormcFrontEnd
import FormcYAML

/// `formc.yml`: decoding (located FC010/FC011/FC013), the glob, and what the resolver refuses.
final class ConfigTests: TemporaryDirectoryTestCase {
    private func decode(_ yaml: String, file: String = "formc.yml") -> (BuildConfig?, Diagnostics) {
        let loaded = YAMLLoader().load(Array(yaml.utf8), file: file)
        XCTAssertFalse(loaded.diagnostics.hasErrors)
        return ConfigDecoder.decode(
            loaded.documents.first ?? YAMLDocument(file: file, root: nil),
            knownCodes: RuleCatalog.all.map(\.code))
    }

    private func messages(_ diagnostics: Diagnostics) -> [String] {
        diagnostics.sorted.map { "\($0.code.id) \($0.location.line):\($0.location.column) \($0.message)" }
    }

    /// Writes `formc.yml` in the temporary folder and resolves it: the resolver's findings.
    private func resolve(_ yaml: String) throws -> ConfigResolver.Resolved {
        try write("formc.yml", yaml)
        let file = directory.appendingPathComponent("formc.yml").path
        let (config, diagnostics) = decode(yaml, file: file)
        XCTAssertEqual(messages(diagnostics), [])
        return ConfigResolver.resolve(try XCTUnwrap(config))
    }

    func testUnknownKeysAreLocatedWithASuggestion() {
        let (_, diagnostics) = decode(
            """
            specs:
              - path: a.form.yaml
                ouput: Gen
            templats: T
            lint:
              strict: true
              severty: {}
            """)
        XCTAssertEqual(
            messages(diagnostics),
            [
                "FC010 3:5 unknown key 'ouput' in an item of 'specs'; did you mean 'output'?",
                "FC010 4:1 unknown key 'templats' in the config; did you mean 'templates'?",
                "FC010 7:3 unknown key 'severty' in 'lint'; did you mean 'severity'?"
            ])
    }

    /// Words people write for a key that is spelt nothing like it get the key meant.
    func testSynonymsSuggestTheKeyMeant() {
        XCTAssertEqual(
            messages(decode("specs: [a.form.yaml]\nsources: [b.form.yaml]\n").1),
            [
                "FC010 2:1 unknown key 'sources' in the config; did you mean 'specs'? (no fix-it: the mapping has 'specs' already)"
            ])
        XCTAssertEqual(
            messages(decode("specs: [a.form.yaml]\nformat: swift\n").1),
            ["FC010 2:1 unknown key 'format' in the config; did you mean 'emit'?"])
        let top = [
            "inputs": "specs", "files": "specs", "forms": "specs", "outputs": "output", "out": "output",
            "dir": "output", "emitter": "emit", "language": "emit", "template": "templates"
        ]
        // Why some get no fix-it; the others are read as the key meant, their value `x` then
        // checked as that key's (issue 47, item 7): only the FC010 is compared here.
        let why = [
            "inputs": "the mapping has 'specs' already", "files": "the mapping has 'specs' already",
            "forms": "the mapping has 'specs' already",
            "language": "a language may be the spec's locale; 'emit' names the output: swift, json or strings"
        ]
        for (written, key) in top.sorted(by: { $0.key < $1.key }) {
            XCTAssertEqual(
                messages(decode("specs: [a.form.yaml]\n\(written): x\n").1).filter { $0.hasPrefix("FC010") },
                [
                    "FC010 2:1 unknown key '\(written)' in the config; did you mean '\(key)'?"
                        + (why[written].map { " (no fix-it: \($0))" } ?? "")
                ], written)
        }
        let spec = [
            "file": "path", "spec": "path", "input": "path", "glob": "path", "pattern": "path", "out": "output",
            "emitter": "emit", "format": "emit"
        ]
        let beside = " (no fix-it: the mapping has 'path' already)"
        for (written, key) in spec.sorted(by: { $0.key < $1.key }) {
            XCTAssertEqual(
                messages(decode("specs:\n  - path: a.form.yaml\n    \(written): x\n").1).filter {
                    $0.hasPrefix("FC010")
                },
                [
                    "FC010 3:5 unknown key '\(written)' in an item of 'specs'; did you mean '\(key)'?"
                        + (key == "path" ? beside : "")
                ],
                written)
        }
        let lint = ["severities": "severity", "rules": "severity", "levels": "severity", "werror": "strict"]
        for (written, key) in lint.sorted(by: { $0.key < $1.key }) {
            XCTAssertEqual(
                messages(decode("specs: [a.form.yaml]\nlint:\n  \(written): x\n").1).filter { $0.hasPrefix("FC010") },
                ["FC010 3:3 unknown key '\(written)' in 'lint'; did you mean '\(key)'?"], written)
        }
        // Another word for a key that means the same gets a fix-it and is read as the key meant,
        // as a misspelt key is, its value checked as that key's (issue 29, items 10 and 11;
        // issue 47, item 7); one whose value may mean something else gets none.
        XCTAssertEqual(
            messages(decode("specs: [a.form.yaml]\nlint:\n  werror: sure\n").1),
            [
                "FC010 3:3 unknown key 'werror' in 'lint'; did you mean 'strict'?",
                "FC011 3:11 'strict' must be true or false, found 'sure'"
            ])
        XCTAssertNil(decode("specs: [a.form.yaml]\nlanguage: de\n").1.all.first?.fixIt)
        XCTAssertEqual(
            messages(decode("specs: [a.form.yaml]\nlint:\n  strcit: sure\n").1),
            [
                "FC010 3:3 unknown key 'strcit' in 'lint'; did you mean 'strict'?",
                "FC011 3:11 'strict' must be true or false, found 'sure'"
            ])
    }

    func testWrongTypesAndValuesAreLocated() {
        let (_, diagnostics) = decode(
            """
            specs: Forms/a.form.yaml
            emit: [json]
            lint:
              strict: maybe
            """)
        XCTAssertEqual(
            messages(diagnostics),
            [
                "FC011 1:8 'specs' must be a list, found a scalar",
                "FC011 2:7 'emit' must be a string, found a list",
                "FC011 4:11 'strict' must be true or false, found 'maybe'"
            ])
        let (_, emit) = decode("specs: [a.form.yaml]\nemit: swfit\n")
        XCTAssertEqual(
            messages(emit),
            ["FC013 2:7 'swfit' is not a valid emit; expected one of swift, json, strings; did you mean 'swift'?"])
    }

    func testEmptyPathsAreLocatedWhereTheyAreWritten() {
        let (_, diagnostics) = decode(
            """
            specs:
              - ""
              - path: ''
              - path: a.form.yaml
                output: ""
            output: ''
            templates: ""
            """)
        XCTAssertEqual(
            messages(diagnostics),
            [
                "FC013 2:5 an item of 'specs' is an empty path; name a file or folder, or leave it out",
                "FC013 3:11 'path' is an empty path; name a file or folder, or leave it out",
                "FC013 5:13 'output' is an empty path; name a file or folder, or leave it out",
                "FC013 6:9 'output' is an empty path; name a file or folder, or leave it out",
                "FC013 7:12 'templates' is an empty path; name a file or folder, or leave it out"
            ])
    }

    func testMissingSpecsAndAnEmptyConfig() {
        XCTAssertEqual(
            messages(decode("output: Gen\n").1), ["FC012 1:1 the config needs 'specs', the list of specs to build"])
        XCTAssertEqual(
            messages(decode("specs: []\n").1), ["FC013 1:8 'specs' is empty; name at least one spec or glob"])
        XCTAssertEqual(messages(decode("").1), ["FC012 1:1 the config is empty; it needs 'specs'"])
        // A misspelt 'specs' is reported once, as the unknown key it is.
        XCTAssertEqual(
            messages(decode("spec: [a.form.yaml]\n").1),
            ["FC010 1:1 unknown key 'spec' in the config; did you mean 'specs'?"])
    }

    func testSeverityOverrides() throws {
        let (config, diagnostics) = decode(
            """
            specs: [a.form.yaml]
            lint:
              severity:
                FC114: error
                FC306: off
                FC101: off
                FC999: error
                FC110: fatal
            """)
        XCTAssertEqual(
            messages(diagnostics),
            [
                "FC013 6:12 FC101 is an error and cannot be made off; only a warning's code can be turned off or made an error",
                "FC010 7:5 unknown key 'FC999' in 'severity'",
                "FC013 8:12 'fatal' is not a severity; expected error, warning or off"
            ])
        let overrides = try XCTUnwrap(config).severities
        XCTAssertEqual(overrides, SeverityOverrides(levels: ["FC114": .error, "FC306": .off]))

        var found = Diagnostics()
        let at = SourceLocation(file: "a.form.yaml", line: 1, column: 1)
        found.report(Diagnostic(.previousNextWithOneField, "one field", at: at))
        found.report(Diagnostic(.unknownLocale, "locale", at: at))
        found.report(Diagnostic(.nextKeyOnLastField, "next", at: at))
        let applied = overrides.apply(to: found).all.map { "\($0.code.id) \($0.severity.rawValue)" }
        XCTAssertEqual(applied, ["FC114 error", "FC111 warning"])
    }

    func testGlobComponents() {
        XCTAssertTrue(SpecGlob.matches("Profile.form.yaml", "*.form.yaml"))
        XCTAssertTrue(SpecGlob.matches("a.form.yaml", "?.form.yaml"))
        XCTAssertFalse(SpecGlob.matches("ab.form.yaml", "?.form.yaml"))
        XCTAssertFalse(SpecGlob.matches("Profile.form.yml", "*.form.yaml"))
        XCTAssertFalse(SpecGlob.matches(".hidden.form.yaml", "*.form.yaml"))
        XCTAssertTrue(SpecGlob.matches(".hidden.form.yaml", ".*.form.yaml"))
        XCTAssertTrue(SpecGlob.matches("a[1].form.yaml", "a[1].*"))
        XCTAssertTrue(SpecGlob.matches("aXbXc", "a*b*c"))
        XCTAssertFalse(SpecGlob.matches("aXbX", "a*b*c"))
        XCTAssertEqual(SpecGlob.components("./Forms//a/../*.yaml"), ["Forms", "*.yaml"])
        XCTAssertNil(SpecGlob.components("Forms/../../x.yaml"))
        XCTAssertNil(SpecGlob.components("*/../x.yaml"))
    }

    func testGlobsExpandInByteOrderWithDoubleStar() throws {
        let fileManager = FileManager.default
        for folder in ["Forms/Sub/Deeper", "Forms/.hidden", "Forms/B"] {
            try fileManager.createDirectory(
                at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in [
            "Forms/b.form.yaml", "Forms/a.form.yaml", "Forms/notes.txt", "Forms/Sub/c.form.yaml",
            "Forms/Sub/Deeper/d.form.yaml", "Forms/.hidden/e.form.yaml", "Forms/B/f.form.yaml", "top.form.yaml"
        ] {
            try write(file, "form: X\n")
        }
        XCTAssertEqual(
            SpecGlob.expand(["Forms", "*.form.yaml"], in: directory.path).matches.map(\.display),
            ["Forms/a.form.yaml", "Forms/b.form.yaml"])
        XCTAssertEqual(
            SpecGlob.expand(["Forms", "**", "*.form.yaml"], in: directory.path).matches.map(\.display),
            [
                "Forms/a.form.yaml", "Forms/b.form.yaml", "Forms/B/f.form.yaml", "Forms/Sub/c.form.yaml",
                "Forms/Sub/Deeper/d.form.yaml"
            ])
        XCTAssertEqual(SpecGlob.expand(["**", "?.form.yaml"], in: directory.path).matches.count, 5)
        XCTAssertEqual(
            SpecGlob.expand(["*", "S?b", "c.form.yaml"], in: directory.path).matches.map(\.display),
            ["Forms/Sub/c.form.yaml"])
    }

    /// Many `**`s over a deep tree: every folder is walked once per component, not once per
    /// way of sharing the path among the `**`s (C(44, 22), about 2 × 10¹², before: no end).
    func testManyDoubleStarsOverADeepTreeFinish() throws {
        let deep = (1...22).map { "d\($0)" }.joined(separator: "/")
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent(deep), withIntermediateDirectories: true)
        try write(deep + "/a.form.yaml", "form: X\n")
        try write("b.form.yaml", "form: X\n")
        let pattern = Array(repeating: "**", count: 22) + ["*.form.yaml"]
        XCTAssertEqual(
            SpecGlob.expand(pattern, in: directory.path).matches.map(\.display), ["b.form.yaml", deep + "/a.form.yaml"])
        XCTAssertEqual(
            SpecGlob.expand(Array(repeating: "**", count: 22) + ["d22", "*.form.yaml"], in: directory.path).matches.map(
                \.display),
            [deep + "/a.form.yaml"])
    }

    func testAGlobThatNamesNothingIsAnError() throws {
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("Forms"), withIntermediateDirectories: true)
        try write("Forms/a.form.yaml", "form: A\n")
        let resolved = try resolve(
            """
            specs:
              - Forms/*.form.yml
              - Forms/b.form.yaml
              - "Forms/*.form.yaml"
            """)
        XCTAssertEqual(
            messages(resolved.diagnostics),
            [
                "FC013 2:5 'Forms/*.form.yml' matches no file in '\(directory.path)'",
                "FC013 3:5 'Forms/b.form.yaml' names no file"
            ])
        XCTAssertEqual(resolved.targets.map(\.spec), [directory.appendingPathComponent("Forms/a.form.yaml").path])
    }

    func testPathsOutOfTheRootAreRefused() throws {
        let inside = directory.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
        try write("outside.form.yaml", "form: A\n")
        try FileManager.default.createSymbolicLink(
            atPath: inside.appendingPathComponent("link.form.yaml").path,
            withDestinationPath: directory.appendingPathComponent("outside.form.yaml").path)
        let yaml = """
            specs:
              - ../outside.form.yaml
              - /etc/hostname
              - "*.form.yaml"
              - path: link.form.yaml
                output: ../out.swift
            output: ../Generated
            templates: /tmp
            """
        try Data(yaml.utf8).write(to: inside.appendingPathComponent("formc.yml"))
        let file = inside.appendingPathComponent("formc.yml").path
        let config = try XCTUnwrap(decode(yaml, file: file).0)
        let root = inside.path
        XCTAssertEqual(
            messages(ConfigResolver.resolve(config).diagnostics),
            [
                "FC013 2:5 '../outside.form.yaml' leads outside the project root '\(root)', the config's folder",
                "FC013 3:5 '/etc/hostname' is an absolute path; name specs relative to the config's folder",
                "FC013 4:5 'link.form.yaml' (matched by '*.form.yaml') leads outside the project root '\(root)' through a symbolic link",
                "FC013 5:11 'link.form.yaml' leads outside the project root '\(root)' through a symbolic link",
                "FC013 6:13 the output '../out.swift' is outside the project root '\(root)', the config's folder",
                "FC013 7:9 the output folder '../Generated' is outside the project root '\(root)', the config's folder",
                "FC013 8:12 the templates folder '/tmp' is an absolute path; name it relative to the config's folder"
            ])
    }

    func testOutputPlaces() throws {
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("Forms"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("Existing"), withIntermediateDirectories: true)
        try write("Forms/a.form.yaml", "form: A\n")
        try write("Forms/b.form.yml", "form: B\n")
        let resolved = try resolve(
            """
            specs:
              - Forms/a.form.yaml
              - path: Forms/a.form.yaml
                output: Out/a.json
                emit: json
              - path: "Forms/*"
                output: Out
              - path: Forms/a.form.yaml
                output: New/
              - path: Forms/a.form.yaml
                output: Existing
            """)
        let root = directory.path
        XCTAssertEqual(
            resolved.targets.map(\.output),
            [
                .folder(root + "/Forms"), .file(root + "/Out/a.json"), .folder(root + "/Out"), .folder(root + "/Out"),
                .folder(root + "/New/"), .folder(root + "/Existing")
            ])
        XCTAssertEqual(resolved.targets.map(\.emit), [.swift, .json, .swift, .swift, .swift, .swift])
        XCTAssertEqual(ConfigResolver.jsonName(for: "Forms/Profile.form.yaml"), "Profile.json")
        XCTAssertEqual(ConfigResolver.jsonName(for: "b.form.yml"), "b.json")
        XCTAssertEqual(ConfigResolver.jsonName(for: "c.yaml"), "c.json")
        XCTAssertEqual(ConfigResolver.jsonName(for: ".yaml"), ".yaml.json")
    }

    /// docs/config.md's key tables name every key of the description, in each table.
    func testDocsListEveryKey() throws {
        let docs = try String(contentsOfFile: TestSupport.path("docs/config.md"), encoding: .utf8)
        for key in ConfigKeys.all {
            XCTAssertTrue(
                docs.contains("| `\(key.name)` | \(key.type) | \(key.doc) |"),
                "docs/config.md lacks the row of \(key.scope.rawValue) key '\(key.name)'")
        }
    }
}
