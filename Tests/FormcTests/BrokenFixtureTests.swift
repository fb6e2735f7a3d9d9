import Foundation
import XCTest

/// The broken specs in Tests/Fixtures/Broken against expectations written by hand, not read
/// from another of formc's reports: every diagnostic's file, line, column and code, in each
/// report format (text, json, github, sarif). Severities come from the hand-written code list.
///
/// The `cjk-*` specs put CJK text before the column of each diagnostic, so a column counted
/// in UTF-8 bytes (3 per character here) instead of code points is off and fails. Where a
/// diagnostic is at the start of a line or of the file (FC003's tab, FC005's `---`, FC014, a
/// CSV header, a record in a YAML data file) there is nothing to put before it.
final class BrokenFixtureTests: XCTestCase {
    struct Expected: Hashable, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int
        var code: String
        var description: String { "\(file):\(line):\(column) \(code)" }
    }

    private static func at(_ file: String, _ line: Int, _ column: Int, _ code: String) -> Expected {
        Expected(file: "Tests/Fixtures/Broken/" + file, line: line, column: column, code: code)
    }

    static let expected: [Expected] = [
        at("cjk-alias.form.yaml", 4, 21, "FC006"),
        at("cjk-dates.form.yaml", 4, 34, "FC303"),
        at("cjk-dates.form.yaml", 5, 39, "FC304"), at("cjk-dates.form.yaml", 5, 42, "FC304"),
        at("cjk-dates.form.yaml", 5, 51, "FC301"),
        at("cjk-dates.form.yaml", 6, 38, "FC305"), at("cjk-dates.form.yaml", 6, 74, "FC302"),
        at("cjk-dates.form.yaml", 7, 31, "FC307"), at("cjk-dates.form.yaml", 7, 48, "FC306"),
        at("cjk-dates.form.yaml", 8, 40, "FC304"),  // yyyy年↓mm月dd日
        at("cjk-conditions.form.yaml", 5, 30, "FC601"),  // 企业 ↓&& 公司 isSet
        at("cjk-condition-checks.form.yaml", 7, 34, "FC602"), at("cjk-condition-checks.form.yaml", 8, 26, "FC603"),
        at("cjk-condition-checks.form.yaml", 10, 40, "FC604"), at("cjk-condition-checks.form.yaml", 11, 26, "FC605"),
        at("cjk-condition-checks.form.yaml", 12, 24, "FC606"),
        at("cjk-rules.form.yaml", 10, 19, "FC607"), at("cjk-rules.form.yaml", 11, 23, "FC607"),
        at("cjk-rules.form.yaml", 12, 44, "FC602"),  // a rule's field:
        at("cjk-date-format.form.yaml", 3, 35, "FC308"),  // inside the quotes of ""
        at("cjk-date-format.form.yaml", 4, 34, "FC309"), at("cjk-date-format.form.yaml", 5, 35, "FC310"),
        at("cjk-labels.form.yaml", 3, 42, "FC214"),
        at("cjk-return-last.form.yaml", 1, 30, "FC115"),
        // The catalog beside cjk-localized (Localized.xcstrings): at each entry's key, at 1:1
        // for a missing entry; NotCatalog.xcstrings is no JSON.
        at("Localized.xcstrings", 1, 1, "FC706"), at("Localized.xcstrings", 4, 5, "FC701"),
        at("Localized.xcstrings", 29, 5, "FC704"), at("Localized.xcstrings", 10, 5, "FC702"),
        at("Localized.xcstrings", 16, 5, "FC703"), at("Localized.xcstrings", 23, 5, "FC707"),
        at("NotCatalog.xcstrings", 1, 1, "FC705"),
        // Accessible texts: the source of an icon-only option, a placeholder alone, a spoken
        // name without the visible one, a message that says nothing.
        at("cjk-accessible.form.yaml", 3, 3, "FC804"), at("cjk-accessible.form.yaml", 8, 27, "FC801"),
        at("cjk-accessible.form.yaml", 9, 46, "FC802"), at("cjk-accessible.form.yaml", 10, 71, "FC803"),
        at("cjk-root.form.yaml", 3, 14, "FC213"),
        at("cjk-depth.form.yaml", 5, 218, "FC007"),  // 20 columns of text, then the 198th '['
        at("cjk-documents.form.yaml", 4, 1, "FC005"),
        at("cjk-duplicate.form.yaml", 4, 25, "FC004"),
        at("cjk-encoding.form.yaml", 4, 25, "FC002"),
        at("cjk-keyboard.form.yaml", 1, 49, "FC114"), at("cjk-keyboard.form.yaml", 1, 80, "FC112"),
        at("cjk-keys.form.yaml", 3, 15, "FC012"), at("cjk-keys.form.yaml", 5, 14, "FC010"),
        at("cjk-keys.form.yaml", 6, 38, "FC011"), at("cjk-keys.form.yaml", 7, 20, "FC013"),
        at("cjk-layout.form.yaml", 7, 21, "FC109"), at("cjk-layout.form.yaml", 8, 21, "FC109"),
        at("cjk-names.form.yaml", 5, 20, "FC501"),
        at("swift-prefix.form.yaml", 3, 14, "FC502"),  // at the value
        at("cjk-control-names.form.yaml", 4, 20, "FC016"),  // at the id's opening quote
        at("cjk-content-type.form.yaml", 4, 76, "FC017"),  // at the value
        at("cjk-acknowledge.form.yaml", 4, 24, "FC018"),  // at the code in the comment
        at("cjk-nofocus.form.yaml", 1, 20, "FC110"),
        at("cjk-order-omits.form.yaml", 1, 19, "FC104"),
        at("cjk-order.form.yaml", 3, 17, "FC102"), at("cjk-order.form.yaml", 3, 21, "FC103"),
        at("cjk-order.form.yaml", 3, 25, "FC107"), at("cjk-order.form.yaml", 6, 21, "FC106"),
        at("cjk-order.form.yaml", 7, 21, "FC101"), at("cjk-order.form.yaml", 8, 20, "FC105"),
        at("cjk-order.form.yaml", 10, 45, "FC113"),
        at("cjk-return.form.yaml", 5, 25, "FC111"),
        at("cjk-sources.form.yaml", 4, 27, "FC207"),
        at("cjk-sources.form.yaml", 5, 3, "FC203"), at("cjk-sources.form.yaml", 5, 26, "FC203"),
        at("cjk-sources.form.yaml", 6, 16, "FC206"), at("cjk-sources.form.yaml", 7, 65, "FC208"),
        at("cjk-sources.form.yaml", 8, 66, "FC210"), at("cjk-sources.form.yaml", 9, 60, "FC209"),
        at("cjk-sources.form.yaml", 10, 14, "FC204"), at("cjk-sources.form.yaml", 11, 14, "FC205"),
        at("cjk-sources.form.yaml", 14, 49, "FC212"), at("cjk-sources.form.yaml", 15, 20, "FC201"),
        at("cjk-sources.form.yaml", 16, 54, "FC211"), at("cjk-sources.form.yaml", 17, 36, "FC202"),
        at("cjk-syntax.form.yaml", 5, 14, "FC001"),
        at("cjk-tags.form.yaml", 6, 19, "FC108"),
        at("cjk-tags.form.yaml", 7, 21, "FC106"), at("cjk-tags.form.yaml", 7, 21, "FC108"),
        at("cjk-validation.form.yaml", 4, 37, "FC404"), at("cjk-validation.form.yaml", 4, 66, "FC401"),
        at("cjk-validation.form.yaml", 5, 47, "FC402"), at("cjk-validation.form.yaml", 6, 51, "FC403"),
        at("cjk-validation.form.yaml", 7, 23, "FC404"), at("cjk-validation.form.yaml", 8, 50, "FC015"),
        at("data-files.form.yaml", 5, 11, "FC204"), at("data-files.form.yaml", 7, 11, "FC205"),
        at("data/flat.csv", 1, 1, "FC209"),
        at("data-sources.form.yaml", 5, 24, "FC207"), at("data-sources.form.yaml", 6, 3, "FC203"),
        at("data-sources.form.yaml", 9, 14, "FC206"), at("data-sources.form.yaml", 15, 3, "FC203"),
        at("data-sources.form.yaml", 20, 9, "FC208"), at("data-sources.form.yaml", 25, 14, "FC212"),
        at("data-sources.form.yaml", 27, 11, "FC201"), at("data-sources.form.yaml", 31, 26, "FC211"),
        at("data-sources.form.yaml", 34, 13, "FC202"),
        at("data/provinces.yaml", 6, 3, "FC210"),
        at("segmented.form.yaml", 8, 41, "FC215"), at("segmented.form.yaml", 9, 42, "FC216"),
        at("segmented.form.yaml", 12, 14, "FC216"),
        at("quantity.form.yaml", 3, 38, "FC402"), at("quantity.form.yaml", 4, 59, "FC404"),
        at("quantity.form.yaml", 5, 55, "FC405"), at("quantity.form.yaml", 6, 54, "FC015"),
        at("quantity.form.yaml", 7, 37, "FC011"), at("quantity.form.yaml", 8, 39, "FC604"),
        at("quantity.form.yaml", 9, 36, "FC406"), at("quantity.form.yaml", 10, 36, "FC406"),
        at("help.form.yaml", 10, 15, "FC805"),
        at("other.form.yaml", 3, 61, "FC217"), at("other.form.yaml", 4, 62, "FC217"),
        at("other.form.yaml", 5, 10, "FC101"),
        at("multiselect.form.yaml", 3, 88, "FC407"), at("multiselect.form.yaml", 4, 66, "FC407"),
        at("multiselect.form.yaml", 4, 78, "FC212"), at("multiselect.form.yaml", 5, 64, "FC015"),
        at("multiselect.form.yaml", 6, 27, "FC608"), at("multiselect.form.yaml", 7, 43, "FC604"),
        at("multiselect.form.yaml", 8, 27, "FC607"), at("multiselect.form.yaml", 9, 48, "FC608"),
        at("dates.form.yaml", 3, 9, "FC306"), at("dates.form.yaml", 7, 13, "FC303"),
        at("dates.form.yaml", 10, 18, "FC304"), at("dates.form.yaml", 10, 21, "FC304"),
        at("dates.form.yaml", 11, 10, "FC301"), at("dates.form.yaml", 15, 17, "FC305"),
        at("dates.form.yaml", 17, 14, "FC302"), at("dates.form.yaml", 20, 10, "FC307"),
        at("empty.form.yaml", 1, 1, "FC014"),
        at("focus-order.form.yaml", 3, 8, "FC104"), at("focus-order.form.yaml", 5, 9, "FC115"),
        at("focus-order.form.yaml", 3, 22, "FC102"),
        at("focus-order.form.yaml", 3, 29, "FC103"), at("focus-order.form.yaml", 3, 35, "FC107"),
        at("focus-order.form.yaml", 9, 9, "FC106"), at("focus-order.form.yaml", 10, 9, "FC101"),
        at("focus-order.form.yaml", 13, 11, "FC105"), at("focus-order.form.yaml", 18, 19, "FC113"),
        at("keyboard.form.yaml", 4, 17, "FC114"), at("keyboard.form.yaml", 8, 11, "FC112"),
        at("multiline-no-done.form.yaml", 9, 11, "FC112"),
        at("order-position.form.yaml", 9, 13, "FC109"), at("order-position.form.yaml", 11, 13, "FC109"),
        at("order-tag.form.yaml", 8, 10, "FC108"),
        at("order-tag.form.yaml", 9, 9, "FC106"), at("order-tag.form.yaml", 9, 9, "FC108"),
        at("syntax.form.yaml", 4, 1, "FC003"),
        at("validation.form.yaml", 3, 19, "FC015"), at("validation.form.yaml", 7, 14, "FC404"),
        at("validation.form.yaml", 9, 18, "FC401"), at("validation.form.yaml", 14, 12, "FC402"),
        at("validation.form.yaml", 19, 18, "FC403"), at("validation.form.yaml", 21, 14, "FC404"),
        // `''` escapes in the value: each `'` written twice, and the letters after them found.
        at("validation.form.yaml", 26, 38, "FC304")
    ]

    /// `file:line:column code severity`, sorted, as each report should give them.
    static var expectedRows: [String] {
        expected.map { "\($0) \(DiagnosticCodeListTests.severity(of: $0.code)?.rawValue ?? "?")" }.sorted()
    }

    private func lint(_ format: String) throws -> TestSupport.Run {
        let run = try TestSupport.runFormc(
            ["lint", "--format", format, "Tests/Fixtures/Broken"], environment: ["NO_COLOR": "1"])
        XCTAssertEqual(run.status, 1, run.stderr)
        return run
    }

    private func match(_ text: String, _ pattern: String) throws -> [[String]] {
        let expression = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (1..<match.numberOfRanges).map { Range(match.range(at: $0), in: text).map { String(text[$0]) } ?? "" }
        }
    }

    func testTheJSONReportHasEveryDiagnosticWhereExpected() throws {
        let run = try lint("json")
        let entries = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        let rows = entries.map { entry in
            "\(entry["file"] as? String ?? "?"):\(entry["line"] as? Int ?? 0):\(entry["column"] as? Int ?? 0) "
                + "\(entry["code"] as? String ?? "?") \(entry["severity"] as? String ?? "?")"
        }
        XCTAssertEqual(rows.sorted(), Self.expectedRows)
    }

    func testTheTextReportHasEveryDiagnosticWhereExpected() throws {
        let run = try lint("text")
        let rows = try match(run.stdout, #"^(\S+):([0-9]+):([0-9]+): (error|warning|note): .* \[(FC[0-9]{3})\]$"#)
            .map { "\($0[0]):\($0[1]):\($0[2]) \($0[4]) \($0[3])" }
        XCTAssertEqual(rows.sorted(), Self.expectedRows)
        XCTAssertTrue(run.stdout.hasSuffix("\n122 errors, 32 warnings in 48 specs\n"), String(run.stdout.suffix(80)))
        // The caret under 'mm' in `yyyy年mm月dd日`: 43 cells of text before it (each CJK character is two).
        XCTAssertTrue(
            run.stdout.contains(
                """
                cjk-dates.form.yaml:8:40: error: 'mm' is minutes, which a date field does not have; the month is 'MM' [FC304]
                    - {id: 年月日, kind: date, format: yyyy年mm月dd日}
                  \(String(repeating: " ", count: 43))^~

                """), run.stdout)
    }

    func testTheGitHubReportHasEveryDiagnosticWhereExpected() throws {
        let run = try lint("github")
        let rows = try match(
            run.stdout,
            #"^::(error|warning|notice) file=([^,]+),line=([0-9]+),col=([0-9]+),(?:endColumn=[0-9]+,)?title=(FC[0-9]{3})::"#
        )
        .map { "\($0[1]):\($0[2]):\($0[3]) \($0[4]) \($0[0] == "notice" ? "note" : $0[0])" }
        XCTAssertEqual(rows.sorted(), Self.expectedRows)
    }

    func testTheSARIFReportHasEveryDiagnosticWhereExpected() throws {
        let run = try lint("sarif")
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let sarifRun = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual(sarifRun["columnKind"] as? String, "unicodeCodePoints")
        let rules = try XCTUnwrap(
            (sarifRun["tool"] as? [String: Any]).flatMap { $0["driver"] as? [String: Any] }?["rules"]
                as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        // FC503 compares the specs of one `formc build`: lint over the folder never reports it.
        XCTAssertEqual(
            ruleIDs, DiagnosticCodeListTests.codes.map(\.id).filter { $0 != "FC503" },
            "one rule per code used, in code order")
        let results = try XCTUnwrap(sarifRun["results"] as? [[String: Any]])
        var rows: [String] = []
        for result in results {
            let ruleID = result["ruleId"] as? String ?? "?"
            let index = result["ruleIndex"] as? Int ?? -1
            XCTAssertEqual(
                ruleIDs.indices.contains(index) ? ruleIDs[index] : nil, ruleID, "ruleIndex of a \(ruleID) result")
            let physical =
                ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]) ?? [:]
            let uri = (physical["artifactLocation"] as? [String: Any])?["uri"] as? String ?? "?"
            let region = physical["region"] as? [String: Any] ?? [:]
            rows.append(
                "\(uri):\(region["startLine"] as? Int ?? 0):\(region["startColumn"] as? Int ?? 0) \(ruleID) "
                    + "\(result["level"] as? String ?? "?")")
        }
        XCTAssertEqual(rows.sorted(), Self.expectedRows)
        // The fix-it for `YYYY` at 4:34 replaces its four letters (columns 34 to 38, end exclusive).
        let fix = try XCTUnwrap(results.first { $0["ruleId"] as? String == "FC303" && "\($0)".contains("cjk-dates") })
        let change = try XCTUnwrap(
            ((fix["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])?.first)
        let replacement = try XCTUnwrap((change["replacements"] as? [[String: Any]])?.first)
        XCTAssertEqual(
            replacement["deletedRegion"] as? [String: Int], ["startLine": 4, "startColumn": 34, "endColumn": 38])
        XCTAssertEqual((replacement["insertedContent"] as? [String: Any])?["text"] as? String, "yyyy")
    }
}
