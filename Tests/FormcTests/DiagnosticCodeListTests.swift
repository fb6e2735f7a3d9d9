import Foundation
import XCTest
import FormcChecker
import FormcDiagnostics

/// Every diagnostic code formc has, written out by hand: a rule dropped from `Checker.rules`
/// (which would take its examples with it, so the example tests could not notice) fails
/// here, and so does a code added to `DiagnosticCode.swift` without being added to this list.
final class DiagnosticCodeListTests: XCTestCase {
    /// Who reports a code: the front end (libyaml, the tree builder, the decoder and the data
    /// loaders, explained in FrontEndDescriptions) or a rule in `Checker.rules`.
    enum Stage { case frontEnd, checker }

    static let codes: [(id: String, severity: Severity, stage: Stage)] = [
        ("FC001", .error, .frontEnd), ("FC002", .error, .frontEnd), ("FC003", .error, .frontEnd),
        ("FC004", .error, .frontEnd), ("FC005", .error, .frontEnd), ("FC006", .error, .frontEnd),
        ("FC007", .error, .frontEnd),
        ("FC010", .error, .frontEnd), ("FC011", .error, .frontEnd), ("FC012", .error, .frontEnd),
        ("FC013", .error, .frontEnd), ("FC014", .error, .frontEnd), ("FC015", .error, .checker),
        ("FC016", .error, .checker),
        ("FC017", .warning, .checker),
        ("FC018", .warning, .frontEnd),
        ("FC101", .error, .checker), ("FC102", .error, .checker), ("FC103", .error, .checker),
        ("FC104", .error, .checker), ("FC105", .error, .checker), ("FC106", .error, .checker),
        ("FC107", .error, .checker), ("FC108", .error, .checker), ("FC109", .error, .checker),
        ("FC110", .warning, .checker), ("FC111", .warning, .checker), ("FC112", .error, .checker),
        ("FC113", .error, .checker), ("FC114", .warning, .checker), ("FC115", .warning, .checker),
        ("FC201", .error, .checker), ("FC202", .error, .checker), ("FC203", .warning, .checker),
        ("FC204", .error, .frontEnd), ("FC205", .error, .frontEnd), ("FC206", .error, .frontEnd),
        ("FC207", .error, .frontEnd), ("FC208", .error, .frontEnd), ("FC209", .error, .frontEnd),
        ("FC210", .note, .frontEnd), ("FC211", .error, .checker), ("FC212", .error, .checker),
        ("FC213", .error, .frontEnd), ("FC214", .warning, .frontEnd), ("FC215", .error, .checker),
        ("FC216", .warning, .checker),
        ("FC217", .error, .checker),
        ("FC301", .error, .checker), ("FC302", .error, .checker), ("FC303", .error, .checker),
        ("FC304", .error, .checker), ("FC305", .error, .checker), ("FC306", .warning, .checker),
        ("FC307", .error, .checker), ("FC308", .error, .checker), ("FC309", .error, .checker),
        ("FC310", .warning, .checker),
        ("FC401", .error, .checker), ("FC402", .error, .checker), ("FC403", .error, .checker),
        ("FC404", .error, .checker),
        ("FC405", .warning, .checker),
        ("FC406", .error, .checker),
        ("FC407", .error, .checker),
        ("FC501", .error, .checker), ("FC502", .error, .checker), ("FC503", .warning, .frontEnd),
        ("FC601", .error, .frontEnd), ("FC602", .error, .checker), ("FC603", .error, .checker),
        ("FC604", .error, .checker), ("FC605", .warning, .checker), ("FC606", .warning, .checker),
        ("FC607", .error, .checker),
        ("FC608", .error, .checker),
        ("FC701", .warning, .frontEnd), ("FC702", .warning, .frontEnd), ("FC703", .warning, .frontEnd),
        ("FC704", .warning, .frontEnd), ("FC705", .error, .frontEnd), ("FC706", .warning, .frontEnd),
        ("FC707", .warning, .frontEnd),
        ("FC801", .warning, .checker), ("FC802", .warning, .checker), ("FC803", .warning, .checker),
        ("FC804", .warning, .checker), ("FC805", .warning, .checker)
    ]

    /// Codes whose examples cannot be written as spec text: invalid UTF-8 is no Swift string,
    /// and going over a limit takes a large input. Their Broken fixtures cover them.
    /// The catalog codes but FC701 are located in the catalog, not the spec: LocalizationLintTests
    /// checks each at its line and column there.
    static let withoutExamples: Set<String> = [
        "FC002", "FC007", "FC503", "FC702", "FC703", "FC704", "FC705", "FC706", "FC707"
    ]

    static func severity(of id: String) -> Severity? { codes.first { $0.id == id }?.severity }

    private func ids(_ stage: Stage) -> Set<String> { Set(Self.codes.filter { $0.stage == stage }.map(\.id)) }

    func testTheListHasEachCodeOnce() {
        XCTAssertEqual(Set(Self.codes.map(\.id)).count, Self.codes.count)
        XCTAssertEqual(Self.codes.count, 88)
    }

    func testEveryCheckerCodeHasItsRuleInTheRegistry() {
        let registered = Checker.rules.map { type(of: $0).description.code.id }
        XCTAssertEqual(Set(registered).count, registered.count, "a rule is registered twice")
        let missing = ids(.checker).subtracting(registered).sorted()
        XCTAssertEqual(missing, [], "rules missing from Checker.rules")
        let unlisted = Set(registered).subtracting(ids(.checker)).sorted()
        XCTAssertEqual(unlisted, [], "rules registered but not in DiagnosticCodeListTests.codes as checker codes")
    }

    func testEveryCodeIsExplainedWithItsSeverity() {
        let described = Dictionary(RuleCatalog.all.map { ($0.code.id, $0) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(
            Set(described.keys), Set(Self.codes.map(\.id)), "formc explain must know exactly the listed codes")
        for code in Self.codes {
            guard let description = described[code.id] else { continue }
            XCTAssertEqual(description.code.defaultSeverity, code.severity, code.id)
            XCTAssertFalse(description.explanation.isEmpty, code.id)
            if !Self.withoutExamples.contains(code.id) {
                XCTAssertFalse(description.triggering.isEmpty, "\(code.id) has no triggering example")
                XCTAssertFalse(description.nonTriggering.isEmpty, "\(code.id) has no non-triggering example")
            }
        }
    }

    /// The codes declared in Sources/FormcDiagnostics/DiagnosticCode.swift, read from its text
    /// (Swift cannot list a type's static members): a new code must be added to the list.
    func testEveryDeclaredCodeIsListed() throws {
        let source = try String(
            contentsOfFile: TestSupport.path("Sources/FormcDiagnostics/DiagnosticCode.swift"), encoding: .utf8)
        let declaration = try NSRegularExpression(
            pattern: #"DiagnosticCode\(\s*"(FC[0-9]{3})",\s*\.(error|warning|note),"#)
        var declared: [String: String] = [:]
        for match in declaration.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
            guard let id = Range(match.range(at: 1), in: source), let severity = Range(match.range(at: 2), in: source)
            else { continue }
            XCTAssertNil(declared[String(source[id])], "\(source[id]) is declared twice")
            declared[String(source[id])] = String(source[severity])
        }
        let listed = Dictionary(uniqueKeysWithValues: Self.codes.map { ($0.id, $0.severity.rawValue) })
        XCTAssertEqual(declared, listed, "DiagnosticCode.swift and DiagnosticCodeListTests.codes disagree")
    }

    func testEveryCodeIsDocumentedAndListedByExplain() throws {
        let lint = try String(contentsOfFile: TestSupport.path("docs/lint.md"), encoding: .utf8)
        let explain = try TestSupport.runFormc(["explain"])
        XCTAssertEqual(explain.status, 0)
        for code in Self.codes {
            XCTAssertTrue(lint.contains(code.id), "docs/lint.md does not mention \(code.id)")
            XCTAssertTrue(
                explain.stdout.contains("\(code.id)  \(code.severity.rawValue)"),
                "formc explain does not list \(code.id)")
        }
    }

    /// docs/lint.md §7 is the users' table of codes: one row per code, in order, with the
    /// severity and title `formc explain` gives, so a renamed or re-graded code cannot leave
    /// the page behind.
    func testTheLintPageTableIsTheCodeTable() throws {
        let lint = try String(contentsOfFile: TestSupport.path("docs/lint.md"), encoding: .utf8)
        let table = try XCTUnwrap(lint.range(of: "## 7. Diagnostic codes").map { lint[$0.upperBound...] })
        let row = try NSRegularExpression(
            pattern: #"^\| (FC[0-9]{3}) \| (\w+) \| ([^|]*?) \|"#, options: .anchorsMatchLines)
        let text = String(table)
        let rows = row.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match -> String? in
            let parts = (1...3).compactMap { Range(match.range(at: $0), in: text).map { String(text[$0]) } }
            return parts.count == 3 ? parts.joined(separator: " | ") : nil
        }
        let expected = RuleCatalog.all.map { "\($0.code.id) | \($0.code.defaultSeverity.rawValue) | \($0.code.title)" }
        XCTAssertEqual(rows, expected, "docs/lint.md §7 and the codes formc explain lists disagree")
        XCTAssertEqual(rows.map { String($0.prefix(5)) }, Self.codes.map(\.id))
    }

    func testEveryCodeHasABrokenFixture() {
        XCTAssertEqual(
            // FC503 compares the specs of one `formc build` (BuildCommandTests), not one spec.
            Set(BrokenFixtureTests.expected.map(\.code)), Set(Self.codes.map(\.id)).subtracting(["FC503"]),
            "each code needs a diagnostic in Tests/Fixtures/Broken")
    }
}
