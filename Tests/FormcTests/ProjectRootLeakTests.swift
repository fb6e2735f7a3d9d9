import Foundation
import XCTest
import FormcCore
@testable import FormcDriver
@testable import FormcFrontEnd
import FormcYAML

/// The project-root promise for what a stranger's pull request can add beside its specs: a
/// `formc.yml` that is a link out of the project, outputs that are dangling links out of it,
/// globs through folder links, and data files inside the root whose text must never reach a
/// report. Each test plants a secret with a unique marker and checks that it appears in no
/// output of any format and no message.
final class ProjectRootLeakTests: XCTestCase {
    /// `folder/outside/` (not the project) and `folder/project/`, the project root.
    private var folder: URL!
    private let marker = "LEAKMARK-7d3e9a"

    override func setUpWithError() throws {
        folder = try TestSupport.temporaryDirectory()
        for name in ["outside", "project/Forms"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        // A credentials-like file outside the project, with controls as /proc/self/environ has.
        try write(
            "outside/secret.yml", "TOKEN=\(marker)\u{0}HOME=/root\u{0}\nurl = https://ci:\(marker)@example.invalid\n")
        try write("project/Forms/a.form.yaml", "form: A\nfields:\n  - {id: name, label: Name}\n")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func url(_ relative: String) -> URL { folder.appendingPathComponent(relative) }

    private func write(_ relative: String, _ text: String) throws {
        try Data(text.utf8).write(to: url(relative))
    }

    private func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: url(relative).path, withDestinationPath: destination)
    }

    private func formc(_ arguments: [String], in relative: String = "project") throws -> TestSupport.Run {
        try TestSupport.runFormc(arguments, cwd: url(relative).path, environment: ["NO_COLOR": "1"])
    }

    private func assertNoMarker(
        _ run: TestSupport.Run, _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertFalse(
            run.stdout.contains(marker) || run.stderr.contains(marker),
            "\(what) leaked the marker:\n\(run.stdout)\(run.stderr)", file: file, line: line)
    }

    // MARK: 1. formc.yml

    func testAConfigThatLinksOutOfItsFolderIsRefusedUnread() throws {
        try link("project/formc.yml", to: "../outside/secret.yml")
        let refusal =
            "formc: error: 'formc.yml': is a symbolic link to a file outside its folder '.', the project root; "
            + "formc reads a config only from inside the project it configures\n"
        for arguments in [
            ["lint"], ["build"], [], ["lint", "--config", "formc.yml"], ["build", "--config", "formc.yml"]
        ] {
            let run = try formc(arguments)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertEqual(run.stderr, refusal, "\(arguments)")
            assertNoMarker(run, "\(arguments)")
        }
        // A config named from another folder: its own folder is its root.
        let named = try formc(["lint", "--config", "project/formc.yml"], in: "")
        XCTAssertEqual(named.status, 2)
        XCTAssertTrue(named.stderr.contains("outside its folder 'project'"), named.stderr)
        assertNoMarker(named, "--config project/formc.yml")
        // The language server's read of the nearest formc.yml refuses it as well.
        XCTAssertNil(ProjectConfig.severities(atPath: url("project/formc.yml").path))
    }

    func testAConfigLinkedInsideItsFolderIsRead() throws {
        try FileManager.default.createDirectory(at: url("project/config"), withIntermediateDirectories: true)
        try write("project/config/real.yml", "specs: [Forms/a.form.yaml]\nlint: {severity: {FC114: warning}}\n")
        try link("project/formc.yml", to: "config/real.yml")
        let run = try formc(["lint"])
        XCTAssertEqual(run.status, 0, run.stderr + run.stdout)
        XCTAssertNotNil(ProjectConfig.severities(atPath: url("project/formc.yml").path))
    }

    // MARK: 2. formc build through a dangling link

    /// `formc build` with `config` exits 2, prints `expected` on standard error, and never
    /// creates `created` (outside the project).
    private func assertBuildRefuses(
        _ config: String, _ expected: String, created: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try write("project/formc.yml", config)
        let run = try formc(["build"])
        XCTAssertEqual(run.status, 2, run.stderr, file: file, line: line)
        XCTAssertEqual(run.stderr, expected, file: file, line: line)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: url(created).path), "\(created) was created", file: file, line: line)
    }

    /// A config whose one output is `output`, a dangling link: an FC013 at the value, and
    /// nothing is built.
    private func assertOutputRefused(
        _ output: String, created: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let item = "  - {path: Forms/a.form.yaml, emit: json, output: \(output)}"
        // The line is quoted two spaces in, the caret under column 51 and the value's length.
        let caret = String(repeating: " ", count: 2 + 50) + "^" + String(repeating: "~", count: output.count - 1)
        try assertBuildRefuses(
            "specs:\n\(item)\n",
            """
            formc.yml:2:51: error: the output '\(output)' is outside the project root '.', the config's folder [FC013]
              \(item)
            \(caret)

            """, created: created, file: file, line: line)
    }

    func testADanglingLinkOutOfTheRootIsNeverWrittenThrough() throws {
        // The output named by the config is a link to a file that does not exist yet.
        try link("project/out.json", to: "../outside/new.json")
        try assertOutputRefused("out.json", created: "outside/new.json")
        // A chain of two links, the second relative to its own folder.
        try FileManager.default.createDirectory(at: url("project/links"), withIntermediateDirectories: true)
        try link("project/first.json", to: "links/second.json")
        try link("project/links/second.json", to: "../../outside/chained.json")
        try assertOutputRefused("first.json", created: "outside/chained.json")
        // An absolute link.
        try link("project/absolute.json", to: url("outside/absolute.json").path)
        try assertOutputRefused("absolute.json", created: "outside/absolute.json")
    }

    func testTheDefaultOutputNameAsADanglingLinkIsRefusedForBothEmitters() throws {
        try link("project/Forms/a.json", to: "../../outside/a.json")
        try assertBuildRefuses(
            "specs:\n  - {path: Forms/a.form.yaml, emit: json}\n",
            """
            formc: error: 'Forms/a.json': is outside the project root '.', the config's folder
            formc: 1 output, 0 written, 0 unchanged, 1 failed

            """, created: "outside/a.json")
        try link("project/Forms/AForm.swift", to: "../../outside/AForm.swift")
        try assertBuildRefuses(
            "specs:\n  - {path: Forms/a.form.yaml, emit: swift}\n",
            """
            formc: error: 'Forms/AForm.swift': is outside the project root '.', the config's folder
            formc: 1 output, 0 written, 0 unchanged, 1 failed

            """, created: "outside/AForm.swift")
    }

    func testADanglingLinkInsideTheRootIsWrittenThrough() throws {
        try link("project/out.json", to: "Forms/made.json")
        try write("project/formc.yml", "specs:\n  - {path: Forms/a.form.yaml, emit: json, output: out.json}\n")
        let run = try formc(["build"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: url("project/Forms/made.json").path))
        // `compile -o` (no root: the caller names the path) follows a chain of two dangling
        // links, each relative to its own folder, and creates the last one's target, as `>` does.
        try FileManager.default.createDirectory(at: url("project/hop"), withIntermediateDirectories: true)
        try link("project/first.json", to: "hop/second.json")
        try link("project/hop/second.json", to: "../Forms/end.json")
        let compile = try formc(["compile", "Forms/a.form.yaml", "-o", "first.json"])
        XCTAssertEqual(compile.status, 0, compile.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: url("project/Forms/end.json").path))
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(atPath: url("project/first.json").path), "hop/second.json"
        )
    }

    func testTheRootJudgesTheFileAWriteWouldCreate() throws {
        let root = ProjectRoot(url("project").path)
        try link("project/dangling", to: "../outside/nothing")
        try link("project/inner", to: "Forms/nothing")
        XCTAssertThrowsError(try root.resolve("dangling", from: url("project").path))
        XCTAssertThrowsError(try root.resolve("missing/../../outside/x", from: url("project").path))
        XCTAssertEqual(try root.resolve("inner", from: url("project").path), url("project/inner").path)
        XCTAssertEqual(
            try root.resolve("Forms/new/deeper.json", from: url("project").path),
            url("project/Forms/new/deeper.json").path)
        // A loop of links leads nowhere: refused, not followed for ever.
        try link("project/loop1", to: "loop2")
        try link("project/loop2", to: "loop1")
        XCTAssertThrowsError(try root.resolve("loop1", from: url("project").path))
    }

    // MARK: 3. data files inside the root

    /// A spec and the data files it names, all inside the project.
    private struct DataCase {
        var name: String
        var files: [String: String]
        var sources: String
        var fields: String
        /// `code line:column` of every diagnostic, written out by hand.
        var expected: [String]
    }

    private var dataCases: [DataCase] {
        let m = marker
        return [
            // `.git/config` read as a one-column CSV, its header line named by the spec.
            DataCase(
                name: "git-config",
                files: [".git/config": "[core]\n\tbare = false\n[http]\n\textraheader = AUTHORIZATION: basic \(m)\n"],
                sources: "  cfg: {file: .git/config, format: csv, label: '[core]'}\n",
                fields: "  - {id: pick, kind: picker, source: cfg, default: 'extra'}\n"
                    + "  - {id: note, label: Note, visibleWhen: \"pick == 'extraheadr'\"}\n",
                expected: ["FC212 5:52", "FC604 6:51"]),
            // Its header is not `label`: one column, described without quoting it.
            DataCase(
                name: "header", files: ["creds.csv": "\(m)=hunter2\nother\n"],
                sources: "  c: {file: creds.csv}\n", fields: "  - {id: pick, kind: picker, source: c}\n",
                expected: ["FC208 1:1"]),
            // Lines that repeat: a value and a label twice.
            DataCase(
                name: "duplicates", files: ["d.csv": "label,value\n\(m),1\n\(m),1\n\(m)b,2\n\(m)b,3\n"],
                sources: "  d: {file: d.csv, value: value}\n", fields: "  - {id: pick, kind: picker, source: d}\n",
                expected: ["FC207 3:1", "FC214 5:1"]),
            // A header that names one column twice.
            DataCase(
                name: "columns", files: ["c.csv": "\(m),\(m)\na,b\n"],
                sources: "  c: {file: c.csv}\n", fields: "  - {id: pick, kind: picker, source: c}\n",
                expected: ["FC205 3:13"]),
            // JSON: a key twice, and a string the parser rejects.
            DataCase(
                name: "json",
                files: [
                    "k.json": "[{\"label\": \"a\", \"\(m)\": 1, \"\(m)\": 2}]",
                    "bad.json": "[\"\\u\(m.prefix(4))\"]"
                ],
                sources: "  k: {file: k.json}\n  b: {file: bad.json}\n",
                fields: "  - {id: p, kind: picker, source: k}\n  - {id: q, kind: picker, source: b}\n",
                expected: ["FC004 1:39", "FC205 4:13"]),
            // YAML: a key twice, an alias to no anchor.
            DataCase(
                name: "yaml", files: ["y.yaml": "- label: a\n  \(m): 1\n  \(m): 2\n", "z.yaml": "- *\(m)\n"],
                sources: "  y: {file: y.yaml}\n  z: {file: z.yaml}\n",
                fields: "  - {id: p, kind: picker, source: y}\n  - {id: q, kind: picker, source: z}\n",
                expected: ["FC004 3:3", "FC006 1:3", "FC205 3:13", "FC205 4:13"]),
            // Cascading data: an option without children, with an empty list, too deep;
            // records without their value or icon.
            DataCase(
                name: "cascade",
                files: [
                    "t.yaml": "- label: \(m)1\n- label: \(m)2\n  children: []\n"
                        + "- label: \(m)3\n  children: \(m)\n",
                    "r.yaml": "- {label: \(m)4}\n- \(m)5\n",
                    "deep.yaml": "- label: x\n  children:\n    - label: \(m)6\n      children: [y]\n"
                ],
                sources: "  t: {file: t.yaml, levels: [a, b]}\n  r: {file: r.yaml, value: v, icon: i}\n"
                    + "  deep: {file: deep.yaml, levels: [a, b]}\n",
                fields: "  - {id: p, kind: picker, source: t}\n  - {id: q, kind: picker, source: r}\n"
                    + "  - {id: s, kind: picker, source: deep}\n",
                expected: ["FC208 1:3", "FC208 2:3", "FC209 1:3", "FC209 3:7", "FC209 5:13", "FC210 2:3"])
        ]
    }

    func testDataFileTextIsNeverQuotedInAnyFormat() throws {
        for dataCase in dataCases {
            let project = "project/\(dataCase.name)"
            for (name, text) in dataCase.files {
                let path = url("\(project)/\(name)")
                try FileManager.default.createDirectory(
                    at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: path)
            }
            try write(
                "\(project)/s.form.yaml", "form: S\nsources:\n" + dataCase.sources + "fields:\n" + dataCase.fields)
            let json = try formc(["lint", "s.form.yaml", "--format", "json"], in: project)
            let entries = try XCTUnwrap(
                try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]],
                dataCase.name + json.stderr)
            let found = entries.map { "\($0["code"] ?? "") \($0["line"] ?? ""):\($0["column"] ?? "")" }.sorted()
            XCTAssertEqual(found, dataCase.expected, dataCase.name + json.stdout)
            assertNoMarker(json, dataCase.name + " json")
            for format in ["text", "sarif", "github"] {
                assertNoMarker(
                    try formc(["lint", "s.form.yaml", "--format", format], in: project), "\(dataCase.name) \(format)")
            }
            let compile = try formc(["compile", "s.form.yaml"], in: project)
            XCTAssertNotEqual(compile.status, 0, dataCase.name)
            assertNoMarker(compile, dataCase.name + " compile")
        }
    }

    func testInlineOptionsAreStillQuotedAndSuggested() throws {
        // The spec's own options are its author's text: the list and a "did you mean" stay.
        try write(
            "project/i.form.yaml",
            """
            form: I
            fields:
              - {id: plan, kind: picker, options: [free, pro], default: prp}
              - {id: team, label: Team, visibleWhen: "plan == 'pri'"}

            """)
        let run = try formc(["lint", "i.form.yaml"])
        XCTAssertTrue(
            run.stdout.contains("error: default 'prp' is not a value of source 'plan'; did you mean 'pro'? [FC212]"),
            run.stdout)
        XCTAssertTrue(
            run.stdout.contains(
                "error: 'pri' is not among the options of 'plan' ('free', 'pro'); did you mean 'pro'? [FC604]"),
            run.stdout)
    }

    func testAFileSourceNamesWhereTheValuesComeFromInsteadOfListingThem() throws {
        try write("project/plans.csv", "label\nfree\npro\n")
        try write(
            "project/f.form.yaml",
            """
            form: F
            sources:
              plans: {file: plans.csv}
            fields:
              - {id: plan, kind: picker, source: plans, default: prp}
              - {id: team, label: Team, visibleWhen: "plan == 'pri'"}

            """)
        let run = try formc(["lint", "f.form.yaml"])
        XCTAssertTrue(
            run.stdout.contains("f.form.yaml:5:54: error: default 'prp' is not a value of source 'plans' [FC212]"),
            run.stdout)
        XCTAssertTrue(
            run.stdout.contains(
                "f.form.yaml:6:51: error: 'pri' is not among the options of 'plan' (read from "
                    + "'plans.csv'; its values are not quoted) [FC604]"), run.stdout)
    }

    // MARK: 4. globs

    func testGlobsWalkEachRealFolderOnceAndNeverLeaveTheRoot() throws {
        // Ten links to the folder they are in: 10^8 paths for eight `*`s, one real folder.
        try FileManager.default.createDirectory(at: url("project/L"), withIntermediateDirectories: true)
        for index in 0..<10 { try link("project/L/l\(index)", to: ".") }
        try write("project/L/a.form.yaml", "form: A\nfields:\n  - {id: name, label: Name}\n")
        let deep = ["L"] + Array(repeating: "*", count: 8) + ["a.form.yaml"]
        let expansion = SpecGlob.expand(deep, in: url("project").path)
        XCTAssertEqual(expansion.matches.map(\.display), ["L/l0/l0/l0/l0/l0/l0/l0/l0/a.form.yaml"])
        XCTAssertFalse(expansion.truncated)
        // `L` is named, so only L is listed (., .., a.form.yaml, ten links), once per `*`.
        XCTAssertEqual(expansion.entries, 13 * 8)
        // A link to `/`: nothing under it is listed, by a wildcard or by a literal name.
        try link("project/r", to: "/")
        XCTAssertEqual(SpecGlob.expand(["r", "root", ".*"], in: url("project").path).matches, [])
        XCTAssertEqual(SpecGlob.expand(["r", "*"], in: url("project").path).matches, [])
        XCTAssertEqual(SpecGlob.expand(["*", "etc", "*"], in: url("project").path).matches, [])
        try write("project/formc.yml", "specs:\n  - r/root/.*\n  - \"*/etc/passwd\"\n")
        let lint = try formc(["lint"])
        XCTAssertEqual(lint.status, 2)
        XCTAssertEqual(
            lint.stderr,
            """
            formc.yml:2:5: error: 'r/root/.*' matches no file in '.' [FC013]
                - r/root/.*
                  ^~~~~~~~~
            formc.yml:3:5: error: '*/etc/passwd' matches no file in '.' [FC013]
                - "*/etc/passwd"
                  ^~~~~~~~~~~~~~

            """)
    }

    func testAWalkStopsAtItsEntryLimitAndSaysSo() throws {
        for index in 0..<12 { try write("project/Forms/f\(index).form.yaml", "form: F\n") }
        let stopped = SpecGlob.expand(["**", "*.form.yaml"], in: url("project").path, entryLimit: 10)
        XCTAssertTrue(stopped.truncated)
        XCTAssertEqual(SpecGlob.expand(["**", "*.form.yaml"], in: url("project").path).matches.count, 13)
    }

    /// `project/formc.yml` naming `specs` beside a folder `big` of 30 files, resolved with
    /// `entryLimit`: its findings, `code line:column message`.
    private func resolvedBesideThirtyFiles(specs: [String], entryLimit: Int) throws -> [String] {
        try FileManager.default.createDirectory(at: url("project/big"), withIntermediateDirectories: true)
        for index in 0..<30 { try write("project/big/f\(index).q", "") }
        try write("project/formc.yml", "specs:\n" + specs.map { "  - \($0)\n" }.joined())
        let file = url("project/formc.yml").path
        let loaded = YAMLLoader().load(Array(try String(contentsOfFile: file, encoding: .utf8).utf8), file: file)
        let config = try XCTUnwrap(ConfigDecoder.decode(try XCTUnwrap(loaded.documents.first), knownCodes: []).0)
        return ConfigResolver.resolve(config, entryLimit: entryLimit).diagnostics.all.map {
            "\($0.code.id) \($0.location.line):\($0.location.column) \($0.message)"
        }
    }

    func testTheEntryLimitIsSharedByEveryPatternOfAConfig() throws {
        // Alone, each pattern fits in 40 entries; together they do not.
        XCTAssertEqual(
            try resolvedBesideThirtyFiles(specs: ["Forms/a.form.yaml", "big/*.q1", "big/*.q2"], entryLimit: 40),
            [
                "FC013 3:5 'big/*.q1' matches no file in '\(url("project").path)'",
                "FC013 4:5 'big/*.q2' stopped after the config's patterns examined 40 folder entries; name the folders the specs are in"
            ])
    }

    /// A pattern that names the config's folder itself (`.`) walks nothing and takes nothing
    /// of the shared limit: the next pattern still has all of it (32 entries: 30 files, `.`
    /// and `..`).
    func testAPatternThatWalksNothingTakesNothingOfTheLimit() throws {
        XCTAssertEqual(
            try resolvedBesideThirtyFiles(specs: [".", "big/*.q1"], entryLimit: 32),
            ["FC013 2:5 '.' names no file", "FC013 3:5 'big/*.q1' matches no file in '\(url("project").path)'"])
    }

    // MARK: what a config may name as a spec

    func testAConfigNamesOnlyYAMLFilesOutsideHiddenFoldersAsSpecs() throws {
        try FileManager.default.createDirectory(at: url("project/.git"), withIntermediateDirectories: true)
        try write("project/.git/config", "[core]\n\trepositoryformatversion = 0\n\ttoken = \(marker)\n")
        try write("project/gha-creds-8f3a.json", "{\n  \"private_key_id\": \"\(marker)\"\n}\n")
        try write("project/.env", "GITHUB_TOKEN=\(marker)\n")
        try link("project/Forms/evil.form.yaml", to: "../.git/config")
        try write("project/formc.yml", "specs: [\"gha-creds-*.json\", .git/config, .env, Forms/evil.form.yaml]\n")
        let lint = try formc(["lint"])
        XCTAssertEqual(lint.status, 2)
        assertNoMarker(lint, "lint")
        let refused = lint.stderr.components(separatedBy: "\n").filter { $0.contains("is not a spec") }
        XCTAssertEqual(refused.count, 4, lint.stderr)
        XCTAssertTrue(
            lint.stderr.hasPrefix(
                "formc.yml:1:9: error: 'gha-creds-8f3a.json' (matched by 'gha-creds-*.json') is not a "
                    + "spec: a config names YAML files (.yaml, .yml) outside hidden folders, whose real "
                    + "file is one too [FC013]\n"), lint.stderr)
        assertNoMarker(try formc(["build"]), "build")
        // A folder walk (`formc lint Forms`) does not follow a spec-named link to a file that is not YAML.
        let walk = try formc(["lint", "Forms"])
        assertNoMarker(walk, "lint Forms")
        XCTAssertTrue(
            walk.stderr.contains(
                "formc: error: 'Forms/evil.form.yaml': is a symbolic link to a file that is not "
                    + "YAML (.yaml, .yml), not read as a spec\n"), walk.stderr)
        XCTAssertEqual(walk.status, 2)
    }

    func testAHugeNumberInAJSONDataFileIsNotQuoted() throws {
        let digits = String(repeating: "31415926", count: 50)
        try write("project/n.json", "{\"token\": \(digits)}")
        try write(
            "project/n.form.yaml",
            "form: N\nsources:\n  n: {file: n.json}\nfields:\n  - {id: p, kind: picker, source: n}\n")
        for format in ["text", "json", "sarif", "github"] {
            let run = try formc(["lint", "n.form.yaml", "--format", format])
            XCTAssertEqual(run.status, 1, format)
            XCTAssertFalse(
                run.stdout.contains("3141592631415926") || run.stderr.contains("3141592631415926"), run.stdout)
        }
        XCTAssertEqual(
            DataFileParser.unquotedParserDescription("Number \(digits) is not representable in Swift."),
            "Number is not representable in Swift.")
        XCTAssertEqual(
            DataFileParser.unquotedParserDescription("Invalid value around line 12, column 3."),
            "Invalid value around line 12, column 3.")
    }

}

/// How far a chain of dangling links is followed to the file a write would create: 40 links,
/// Linux's limit (MAXSYMLINKS, path_resolution(7)); one more is a loop as far as the kernel
/// is concerned, and so no place formc may judge inside the root.
final class DanglingLinkChainTests: TemporaryDirectoryTestCase {
    /// `l0 -> l1 -> … -> l<count-1> -> missing`, returning the path of `l0`.
    private func chain(_ count: Int, in folder: URL) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for index in 0..<count {
            let target = index + 1 == count ? "missing" : "l\(index + 1)"
            XCTAssertEqual(symlink(target, folder.appendingPathComponent("l\(index)").path), 0)
        }
        return folder.appendingPathComponent("l0").path
    }

    func testFortyLinksAreFollowedAndFortyOneAreNot() throws {
        let forty = directory.appendingPathComponent("forty")
        let real = try XCTUnwrap(ProjectRoot.realPath(directory.path))
        XCTAssertEqual(ProjectRoot.eventualPath(try chain(40, in: forty)), real + "/forty/missing")
        XCTAssertNil(ProjectRoot.eventualPath(try chain(41, in: directory.appendingPathComponent("fortyone"))))
    }
}
