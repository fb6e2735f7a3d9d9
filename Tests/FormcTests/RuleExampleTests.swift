import XCTest
import FormcChecker
import FormcDiagnostics
import FormcDriver

/// Every code's triggering examples report it exactly where `↓` marks (line and column), and
/// its non-triggering examples report it nowhere and have no error at all.
final class RuleExampleTests: XCTestCase {
    /// The example without its markers, and the 1-based line:column of each marker.
    static func unmark(_ example: String) -> (text: String, marks: [String]) {
        var text = ""
        var marks: [String] = []
        var line = 1
        var column = 1
        for scalar in example.unicodeScalars {
            if scalar == "↓" {
                marks.append("\(line):\(column)")
                continue
            }
            text.unicodeScalars.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (text, marks)
    }

    private func compile(_ text: String) -> Diagnostics {
        TestSupport.compile(text, file: "example.form.yaml", baseDirectory: TestSupport.path("Tests/Fixtures/RuleData"))
            .diagnostics
    }

    func testEveryCheckerRuleHasExamplesBothWays() {
        for rule in Checker.rules {
            let description = type(of: rule).description
            XCTAssertFalse(description.triggering.isEmpty, "\(description.code.id) has no triggering example")
            XCTAssertFalse(description.nonTriggering.isEmpty, "\(description.code.id) has no non-triggering example")
            XCTAssertFalse(description.explanation.isEmpty, description.code.id)
        }
        XCTAssertEqual(Set(RuleCatalog.all.map(\.code.id)).count, RuleCatalog.all.count, "a code is described twice")
    }

    func testTriggeringExamplesReportTheCodeExactlyWhereMarked() {
        var checked = 0
        for description in RuleCatalog.all {
            for example in description.triggering {
                let (text, marks) = Self.unmark(example)
                XCTAssertFalse(marks.isEmpty, "\(description.code.id): a triggering example needs a ↓ marker")
                let found = compile(text).sorted.filter { $0.code == description.code }
                    .map { "\($0.location.line):\($0.location.column)" }
                XCTAssertEqual(found, marks, "\(description.code.id) in:\n\(example)")
                for diagnostic in compile(text).all where diagnostic.code == description.code {
                    XCTAssertEqual(diagnostic.severity, description.code.defaultSeverity, description.code.id)
                }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 40)
    }

    func testNonTriggeringExamplesAreClean() {
        for description in RuleCatalog.all {
            for example in description.nonTriggering {
                let diagnostics = compile(example)
                XCTAssertFalse(
                    diagnostics.all.contains { $0.code == description.code },
                    "\(description.code.id) reported in its non-triggering example:\n\(example)")
                XCTAssertFalse(
                    diagnostics.hasErrors,
                    "\(description.code.id)'s non-triggering example has errors: \(TestSupport.summary(diagnostics))")
            }
        }
    }
}
