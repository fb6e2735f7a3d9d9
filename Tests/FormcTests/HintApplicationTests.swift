import XCTest
import FormcChecker
import FormcDiagnostics

/// A hint must never lead to the next error (issue 47, item 3): every fix-it, and every word
/// a message suggests ("did you mean 'x'?", "write true", "quote it: 'x'"), applied to the
/// spec it was reported on, makes that diagnostic go away and adds no error. Checked on every
/// code's triggering examples and on the cases people reported (`smoker == yes` on a toggle
/// got "quote it: 'yes'", then FC604; `checkOut > chekIn` got "quote it", then FC607).
final class HintApplicationTests: XCTestCase {
    static let reported = [
        "form: F\nfields:\n  - {id: smoker, kind: toggle}\n  - {id: packs, visibleWhen: smoker == yes}\n",
        "form: F\nfields:\n  - {id: smoker, kind: toggle}\n  - {id: packs, visibleWhen: smoker != no}\n",
        "form: F\nfields:\n  - {id: checkIn, kind: date}\n  - {id: checkOut, kind: date}\n"
            + "rules:\n  - {check: checkOut > chekIn, message: The stay ends before it starts.}\n",
        "form: F\nfields:\n  - {id: plan, kind: picker, options: [free, pro]}\n  - {id: company, visibleWhen: plan == pro}\n",
        "form: F\nfields:\n  - {id: zip, kind: number}\n  - {id: note, visibleWhen: zip == abc}\n",
        "form: F\nfields:\n  - {id: a, type: toggle}\n  - {id: b, lable: B}\n",
        // The review's: a field suggestion that cannot be compared (FC607), or the field itself.
        "form: F\nfields:\n  - {id: name}\n  - {id: s, kind: toggle}\n  - {id: a, visibleWhen: \"name == x\"}\n"
            + "  - {id: b, visibleWhen: \"s == y\"}\n"
    ]

    private func compile(_ text: String) -> Diagnostics {
        TestSupport.compile(text, file: "example.form.yaml", baseDirectory: TestSupport.path("Tests/Fixtures/RuleData"))
            .diagnostics
    }

    /// The words a message suggests writing in place of what it marks, unless it says why not.
    static func suggestions(in message: String) -> [String] {
        guard !message.contains("(no fix-it:") else { return [] }
        var found: [String] = []
        for pattern in [
            #"did you mean '([^']*)'\?"#, #"quote it: ('[^']*')"#, #"which holds true or false: write (\w+)"#
        ] {
            let regex = try! NSRegularExpression(pattern: pattern)
            for match in regex.matches(in: message, range: NSRange(message.startIndex..., in: message)) {
                if let range = Range(match.range(at: 1), in: message) { found.append(String(message[range])) }
            }
        }
        return found
    }

    /// `text` with the range of `location` (one line) replaced by `word`.
    static func replacing(_ location: SourceLocation, in text: String, with word: String) -> String? {
        var lines = text.components(separatedBy: "\n")
        guard let end = location.endColumn, lines.indices.contains(location.line - 1) else { return nil }
        var scalars = Array(lines[location.line - 1].unicodeScalars)
        guard location.column - 1 <= end - 1, end - 1 <= scalars.count else { return nil }
        scalars.replaceSubrange((location.column - 1)..<(end - 1), with: word.unicodeScalars)
        var line = String.UnicodeScalarView()
        line.append(contentsOf: scalars)
        lines[location.line - 1] = String(line)
        return lines.joined(separator: "\n")
    }

    /// The errors of `diagnostics` by code, counted.
    private func errors(_ diagnostics: Diagnostics) -> [String: Int] {
        diagnostics.all.filter { $0.severity == .error }.reduce(into: [:]) { $0[$1.code.id, default: 0] += 1 }
    }

    /// Whether applying a hint to a diagnostic of `code` left one error of that code fewer
    /// and no error of any code more.
    private func assertFixed(
        _ before: Diagnostics, _ after: Diagnostics, _ diagnostic: Diagnostic, _ what: String, _ spec: String
    ) {
        var expected = errors(before)
        if diagnostic.severity == .error { expected[diagnostic.code.id, default: 0] -= 1 }
        for (code, count) in errors(after) {
            XCTAssertLessThanOrEqual(
                count, expected[code] ?? 0,
                "\(what) on \(diagnostic.code.id) '\(diagnostic.message)' led to \(code):\n\(spec)\n"
                    + TestSupport.summary(after).joined(separator: "\n"))
        }
        if diagnostic.severity != .error {
            let left = after.all.filter { $0.code == diagnostic.code }.count
            XCTAssertLessThan(
                left, before.all.filter { $0.code == diagnostic.code }.count,
                "\(what) did not remove \(diagnostic.code.id) '\(diagnostic.message)':\n\(spec)")
        }
    }

    func testEveryFixItAndEverySuggestedWordLintsCleanOnceApplied() {
        let specs =
            RuleCatalog.all.flatMap { $0.triggering.map { RuleExampleTests.unmark($0).text } } + Self.reported
        var applied = 0
        for spec in specs {
            let before = compile(spec)
            for diagnostic in before.all where diagnostic.location.file == "example.form.yaml" {
                if let fixIt = diagnostic.fixIt {
                    let fixed = FixItApplication.apply([fixIt], to: SourceText(path: "example.form.yaml", text: spec))
                        .text
                    assertFixed(before, compile(fixed), diagnostic, "the fix-it '\(fixIt.replacement)'", spec)
                    applied += 1
                }
                for word in Self.suggestions(in: diagnostic.message) {
                    // Where a fix-it writes the word, it was applied above as the fix-it.
                    if diagnostic.fixIt != nil { continue }
                    guard let changed = Self.replacing(diagnostic.location, in: spec, with: word) else { continue }
                    assertFixed(before, compile(changed), diagnostic, "the suggestion '\(word)'", spec)
                    applied += 1
                }
            }
        }
        XCTAssertGreaterThan(applied, 20)
    }

    /// The reported cases get the hint that fits, written by hand.
    func testTheReportedHintsNameWhatFits() {
        XCTAssertEqual(
            compile(Self.reported[0]).all.map(\.message),
            [
                "'visibleWhen' reads 'yes', but no field has that id; 'smoker' is a toggle, which holds true or false: write true"
            ])
        XCTAssertEqual(compile(Self.reported[0]).all.first?.fixIt?.replacement, "true")
        XCTAssertEqual(
            compile(Self.reported[2]).all.map(\.message),
            ["'check' reads 'chekIn', but no field has that id; did you mean 'checkIn'?"])
        XCTAssertEqual(
            compile(Self.reported[3]).all.map(\.message),
            ["'visibleWhen' reads 'pro', but no field has that id; to compare with the text, quote it: 'pro'"])
        // The review's: `x` is close to `s`, a toggle, which text cannot be compared with (FC607),
        // and `y` is close to `s` itself (`s == s` always holds): neither is suggested.
        XCTAssertEqual(
            compile(Self.reported[6]).all.map(\.message),
            [
                "'visibleWhen' reads 'x', but no field has that id; to compare with the text, quote it: 'x'",
                "'visibleWhen' reads 'y', but no field has that id; 's' is a toggle, which holds true or false: write true"
            ])
        XCTAssertEqual(compile(Self.reported[6]).all.map { $0.fixIt?.replacement }, [nil, "true"])
        // A number field holds digits: 'abc' quoted would be FC604, so no quote hint.
        XCTAssertEqual(
            compile(Self.reported[4]).all.map(\.message), ["'visibleWhen' reads 'abc', but no field has that id"])
    }
}
