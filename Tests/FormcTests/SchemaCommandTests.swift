import Foundation
import XCTest

@testable import FormcDriver

/// `formc schema`: its `$id` names the formc that wrote it, and `-o` writes the schema into an
/// app's repository as compile's outputs are written (issue 29, item 14; docs/editors.md,
/// "The JSON Schema in your app's repository").
final class SchemaCommandTests: TemporaryDirectoryTestCase {
    func testTheIdNamesThisVersionAndIsNoAddress() throws {
        let run = try TestSupport.runFormc(["schema"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let schema = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(schema["$id"] as? String, "urn:formc:schema:" + Formc.version)
        XCTAssertNotNil(
            Formc.version.range(of: #"^[0-9]+\.[0-9]+\.[0-9]+$"#, options: .regularExpression),
            "the $id carries a MAJOR.MINOR.PATCH version: \(Formc.version)")
        XCTAssertEqual(schema["$schema"] as? String, "http://json-schema.org/draft-07/schema#")
    }

    func testDashOWritesTheSchemaIntoTheAppsRepository() throws {
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("schema"), withIntermediateDirectories: false)
        let run = try TestSupport.runFormc(["schema", "-o", "schema/formc.schema.json"], cwd: directory.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "", "the schema goes to the file, not to standard output")
        XCTAssertEqual(run.stderr, "")
        let written = try String(
            contentsOf: directory.appendingPathComponent("schema/formc.schema.json"), encoding: .utf8)
        XCTAssertEqual(written, try TestSupport.runFormc(["schema"]).stdout)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("schema").path),
            ["formc.schema.json"], "no temporary file is left beside it")
    }

    func testAnUnchangedSchemaKeepsItsModificationTime() throws {
        let path = directory.appendingPathComponent("formc.schema.json").path
        XCTAssertEqual(try TestSupport.runFormc(["schema", "--output", path]).status, 0)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path)
        XCTAssertEqual(try TestSupport.runFormc(["schema", "-o", path]).status, 0)
        XCTAssertEqual(
            try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date, past,
            "a checked-in schema that is current is not rewritten")
        try Data("{}\n".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(try TestSupport.runFormc(["schema", "-o", path]).status, 0)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), try TestSupport.runFormc(["schema"]).stdout)
    }

    func testDashOIntoAMissingFolderFailsAndWritesNothing() throws {
        let run = try TestSupport.runFormc(["schema", "-o", "schema/formc.schema.json"], cwd: directory.path)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(
            run.stderr,
            "formc: error: 'schema/formc.schema.json': cannot be written (No such file or directory in 'schema')\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }

    func testDashODashIsStandardOutput() throws {
        let run = try TestSupport.runFormc(["schema", "-o", "-"], cwd: directory.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("{\n  \"$id\": \"urn:formc:schema:"), String(run.stdout.prefix(80)))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }
}
