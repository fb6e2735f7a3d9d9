import Foundation
import XCTest
import FormcDriver
import FormcEmit
import FormcCore

/// Every example compiles to the JSON kept in Tests/Fixtures/Golden. A changed golden file is
/// a reviewed change: set FORMC_RECORD_GOLDEN=1 to rewrite them (that run fails), then read
/// the diff and run again.
final class GoldenJSONTests: XCTestCase {
    static let examples = ["Profile", "NumberPad", "Pickers", "Signup", "AllKinds", "Account", "Delivery"]

    func testEveryExampleMatchesItsGoldenJSON() throws {
        for name in Self.examples {
            let spec = TestSupport.path("Examples/\(name).form.yaml")
            let result = try Pipeline().compile(path: spec, standardInput: { _ in [] })
            XCTAssertFalse(result.diagnostics.hasErrors, "\(name): \(TestSupport.summary(result.diagnostics))")
            let form = try XCTUnwrap(result.form, name)
            try TestSupport.assertGolden(
                String(decoding: JSONEmitter.emit(form), as: UTF8.self), "Tests/Fixtures/Golden/\(name).json")
        }
    }

    func testOutputIsByteIdenticalAcrossRunsAndValidJSON() throws {
        for name in Self.examples {
            let first = try TestSupport.runFormc(["compile", "Examples/\(name).form.yaml", "--emit", "json"])
            let second = try TestSupport.runFormc(["compile", "Examples/\(name).form.yaml", "--emit", "json"])
            XCTAssertEqual(first.status, 0, first.stderr)
            XCTAssertEqual(first.stdout, second.stdout, name)
            let object = try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any]
            XCTAssertEqual(object?["formatVersion"] as? Int, 1)
        }
    }

    func testProfileChainAndProvinces() throws {
        let run = try TestSupport.runFormc(["compile", "Examples/Profile.form.yaml", "--emit", "json"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["focusChain"] as? [String], ["name", "email", "phone", "birthday", "city"])
        let sources = try XCTUnwrap(object["sources"] as? [[String: Any]])
        XCTAssertEqual(sources.first?["optionCount"] as? Int, 34)
        let options = try XCTUnwrap(sources.first?["options"] as? [[String: Any]])
        XCTAssertEqual(options.first?["label"] as? String, "北京市")
        let cityCount = options.reduce(0) { $0 + (($1["children"] as? [Any])?.count ?? 0) }
        XCTAssertEqual(cityCount, 416, "the data's README counts 416 cities")
    }
}
