import Dispatch
import Foundation
import FormcDiagnostics
import FormcYAML
import XCTest

/// Runs every case of the YAML test suite (../shared/conformance/yaml-test-suite, read in place,
/// never copied) through `YAMLLoader`. Each case must either load or be rejected with a located
/// error, never crash or hang; where the verdict differs from the suite's (libyaml 0.2.5 is not
/// fully conformant, and formc rejects duplicate keys and undefined aliases), the case id must be
/// listed in `expectedDisagreements` below, so that any change in behaviour shows up here.
final class YAMLConformanceTests: XCTestCase {
    /// Case id -> why formc's verdict differs from the suite's, sorted by id. Every difference
    /// comes from libyaml 0.2.5 (formc's own rejections, duplicate keys FC004 and undefined
    /// aliases FC006, fire on no case: the suite's only duplicate-key case, 2JQS, already fails
    /// in libyaml). A reason starts with "libyaml rejects" where the suite's input is valid and
    /// formc reports an error, "libyaml accepts" where the suite has an `error` file and formc
    /// loads it; the test checks that too. The reasons fall into these groups:
    ///
    /// libyaml rejects (valid YAML, 51 cases):
    /// - empty implicit key in block context (`: value`): 2JQS 6M2F M2N8/00 NHX8 NKF9 S3PD
    ///   SM9W/01 UKK6/00; in a flow sequence (`[ : v ]`): CFD4
    /// - flow implicit key over more than one line, or its `:` on the next line:
    ///   4MUZ/00-02 5MUD 9SA2 K3WX NJ66 UT92 VJP3/01
    /// - `:` in flow context always taken as the value indicator: a plain scalar starting with
    ///   `:` (58MP 5T43 DBG4 HM87/00), `:` followed by `,` (4ABK FRK4)
    /// - tabs as separation or in blank lines: after `-` (6BCT A2M4 Y79Y/010), before a flow
    ///   collection at line start (6CA3 Q5MG), after indentation (DK95/00), whitespace-only line
    ///   (DK95/03 DK95/04), first line of an auto-indented block scalar (96NN/00-01 R4YG Y79Y/001)
    /// - directives: reserved names (2LFX 6LVF MUS6/05 MUS6/06), `%YAML 1.3` (BEC7)
    /// - anchor names limited to [A-Za-z0-9_-]: 2SXE 8XYN W5VH
    /// - documents: bare document after `...` (7Z25 M7A3), top-level block scalar with
    ///   zero-indented content (DK3J FP8R W4TN), stream of only `...` (HWV9 QT73)
    ///
    /// libyaml accepts (invalid YAML, 16 cases):
    /// - `#` comment not preceded by whitespace: 9JBA CVW2 MUS6/00 SU5Z X4QW
    /// - directive after a document not ended by `...`: 9HCY EB22 MUS6/01 RHX7
    /// - continuation lines of a flow or quoted scalar not indented (9C9N QB6E), indented
    ///   by a tab (DK95/01 Y79Y/003)
    /// - `-` followed by `,` or `]` in a flow sequence read as the plain scalar "-": G5U8 YJV2
    /// - block scalar with leading blank lines more indented than its first line: S98Z
    let expectedDisagreements: [String: String] = [
        "2JQS": "libyaml rejects: empty implicit keys in a block mapping (`: a`, `: b`)",
        "2LFX": "libyaml rejects: reserved directive `%FOO` (YAML says ignore it with a warning)",
        "2SXE": "libyaml rejects: anchor name containing `:` (`&a:`)",
        "4ABK": "libyaml rejects: `:` followed by `,` in a flow mapping (`omitted value:,`)",
        "4MUZ/00": "libyaml rejects: flow mapping `:` on the line after the key",
        "4MUZ/01": "libyaml rejects: flow mapping `:` on the line after the key",
        "4MUZ/02": "libyaml rejects: flow mapping `:` on the line after the key",
        "58MP": "libyaml rejects: plain scalar starting with `:` in a flow mapping (`{x: :x}`)",
        "5MUD": "libyaml rejects: flow mapping `:` on the line after the key",
        "5T43": "libyaml rejects: plain scalar starting with `:` in a flow mapping (`\"key\"::value`)",
        "6BCT": "libyaml rejects: tab as separation after a `-` indicator (`-\tbaz`)",
        "6CA3": "libyaml rejects: tab before a flow collection at the start of a line",
        "6LVF": "libyaml rejects: reserved directive `%FOO` (YAML says ignore it with a warning)",
        "6M2F": "libyaml rejects: empty implicit key in a block mapping (`: *a`)",
        "7Z25": "libyaml rejects: bare document (no `---`) after a `...` end marker",
        "8XYN": "libyaml rejects: non-ASCII anchor name",
        "96NN/00": "libyaml rejects: tab after the indentation of an auto-indented literal scalar",
        "96NN/01": "libyaml rejects: tab after the indentation of an auto-indented literal scalar",
        "9C9N": "libyaml accepts: flow sequence continuation lines not indented under their key",
        "9HCY": "libyaml accepts: `%TAG` directive after a document not ended by `...`",
        "9JBA": "libyaml accepts: `#` comment right after `]` with no whitespace",
        "9SA2": "libyaml rejects: double-quoted flow mapping key over two lines",
        "A2M4": "libyaml rejects: tab as separation after a `-` indicator (`-\tb`)",
        "BEC7": "libyaml rejects: `%YAML 1.3` (\"found incompatible YAML document\"; YAML says warn)",
        "CFD4": "libyaml rejects: empty implicit key in a flow sequence pair (`[ : empty key ]`)",
        "CVW2": "libyaml accepts: `#` comment right after `,` with no whitespace",
        "DBG4": "libyaml rejects: plain scalar starting with `:` in a flow sequence (`::vector`)",
        "DK3J": "libyaml rejects: top-level folded scalar with zero-indented content (`--- >`)",
        "DK95/00": "libyaml rejects: tab after indentation before content (`foo:\n \tbar`)",
        "DK95/01": "libyaml accepts: tab indenting a double-quoted continuation line",
        "DK95/03": "libyaml rejects: tab in a whitespace-only line before content",
        "DK95/04": "libyaml rejects: tab in a whitespace-only line between mapping entries",
        "EB22": "libyaml accepts: `%YAML` directive after a document not ended by `...`",
        "FP8R": "libyaml rejects: top-level folded scalar with zero-indented content (`--- >`)",
        "FRK4": "libyaml rejects: `:` followed by `,` in a flow mapping (`? foo :,`)",
        "G5U8": "libyaml accepts: `-` followed by `,` or `]` in a flow sequence (`[-, -]`)",
        "HM87/00": "libyaml rejects: plain scalar starting with `:` in a flow sequence (`[:x]`)",
        "HWV9": "libyaml rejects: stream of only a `...` document-end marker",
        "K3WX": "libyaml rejects: flow mapping `:` on the line after the key (after a comment)",
        "M2N8/00": "libyaml rejects: empty implicit key inside an explicit key (`- ? : x`)",
        "M7A3": "libyaml rejects: bare document (no `---`) after a `...` end marker",
        "MUS6/00": "libyaml accepts: `#` comment right after a `%YAML` directive with no whitespace",
        "MUS6/01": "libyaml accepts: `%YAML` directive after a document not ended by `...`",
        "MUS6/05": "libyaml rejects: reserved directive `%YAM`",
        "MUS6/06": "libyaml rejects: reserved directive `%YAMLL`",
        "NHX8": "libyaml rejects: empty implicit key in a block mapping (`:` alone)",
        "NJ66": "libyaml rejects: plain flow mapping key over two lines",
        "NKF9": "libyaml rejects: empty implicit key in a block mapping (`: empty key`)",
        "Q5MG": "libyaml rejects: tab before a flow collection at the start of a line",
        "QB6E": "libyaml accepts: double-quoted continuation lines not indented under their key",
        "QT73": "libyaml rejects: stream of only a comment and a `...` document-end marker",
        "R4YG": "libyaml rejects: tab after the indentation of an auto-indented folded scalar",
        "RHX7": "libyaml accepts: `%YAML` directive after a document not ended by `...`",
        "S3PD": "libyaml rejects: empty implicit key in a block mapping (`: # Both empty`)",
        "S98Z": "libyaml accepts: block scalar whose leading blank lines are indented deeper than its first line",
        "SM9W/01": "libyaml rejects: empty implicit key in a block mapping (`:` alone)",
        "SU5Z": "libyaml accepts: `#` comment right after a double-quoted scalar with no whitespace",
        "UKK6/00": "libyaml rejects: empty implicit key in a block sequence entry (`- :`)",
        "UT92": "libyaml rejects: plain flow mapping key over two lines",
        "VJP3/01": "libyaml rejects: flow mapping key, `:` and value on separate lines",
        "W4TN": "libyaml rejects: top-level literal scalar with zero-indented content (`%` read as a directive)",
        "W5VH": "libyaml rejects: anchor and alias names with `:@*!$\"<>`",
        "X4QW": "libyaml accepts: `#` comment right after a block scalar indicator with no whitespace",
        "Y79Y/001": "libyaml rejects: tab after the indentation of an auto-indented literal scalar",
        "Y79Y/003": "libyaml accepts: tab indenting a flow sequence continuation line",
        "Y79Y/010": "libyaml rejects: tab as separation after a `-` indicator (`-\t-1`)",
        "YJV2": "libyaml accepts: `-` followed by `]` in a flow sequence (`[-]`)"
    ]

    /// Package root: Tests/FormcTests/<this file> -> three levels up.
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static let suiteRoot =
        packageRoot
        .appendingPathComponent("../shared/conformance/yaml-test-suite").standardizedFileURL

    /// One input of the suite: a case folder, or one numbered sub-folder (`2G84/00`, `Y79Y/000`).
    private struct Case {
        var id: String
        var folder: URL
        var expectsError: Bool
        var title: String
    }

    private enum Outcome {
        case loaded
        case rejected([Diagnostic])
    }

    private static func discoverCases(in root: URL) throws -> [Case] {
        let fm = FileManager.default
        func isDirectory(_ url: URL) -> Bool {
            var isDir: ObjCBool = false
            return fm.fileExists(atPath: url.path, isDirectory: &isDir) && isDir.boolValue
        }
        func hasInput(_ url: URL) -> Bool { fm.fileExists(atPath: url.appendingPathComponent("in.yaml").path) }
        func title(_ url: URL, fallback: URL) -> String {
            for folder in [url, fallback] {
                if let text = try? String(contentsOf: folder.appendingPathComponent("==="), encoding: .utf8) {
                    return text.trimmingCharacters(in: .whitespacesAndNewlines)
                }
            }
            return ""
        }
        var cases: [Case] = []
        // Case folders are named by id; `name/` and `tags/` are indexes (folders of small files
        // naming a case) with neither an in.yaml nor numbered sub-folders, so they are skipped.
        for entry in try fm.contentsOfDirectory(atPath: root.path).sorted() {
            let folder = root.appendingPathComponent(entry)
            guard isDirectory(folder) else { continue }
            var inputs: [(id: String, folder: URL)] = []
            if hasInput(folder) {
                inputs.append((entry, folder))
            } else {
                for sub in try fm.contentsOfDirectory(atPath: folder.path).sorted()
                where sub.allSatisfy(\.isNumber) {
                    let subFolder = folder.appendingPathComponent(sub)
                    if hasInput(subFolder) { inputs.append(("\(entry)/\(sub)", subFolder)) }
                }
            }
            for input in inputs {
                cases.append(
                    Case(
                        id: input.id, folder: input.folder,
                        expectsError: fm.fileExists(atPath: input.folder.appendingPathComponent("error").path),
                        title: title(input.folder, fallback: folder)))
            }
        }
        return cases
    }

    /// Lines as libyaml counts them: breaks are LF, CR, CR LF, NEL, LS and PS.
    private static func lineCount(_ bytes: [UInt8]) -> Int {
        var lines = 1
        var i = 0
        while i < bytes.count {
            switch bytes[i] {
            case 0x0A: lines += 1
            case 0x0D: lines += 1; if i + 1 < bytes.count && bytes[i + 1] == 0x0A { i += 1 }
            case 0xC2 where i + 1 < bytes.count && bytes[i + 1] == 0x85: lines += 1; i += 1
            case 0xE2
            where i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9):
                lines += 1; i += 2
            default: break
            }
            i += 1
        }
        return lines
    }

    /// Which case is loading, for the watchdog; shared with the loading thread.
    private final class Progress: @unchecked Sendable {
        private let lock = NSLock()
        private var _current = ""
        var current: String {
            get { lock.lock(); defer { lock.unlock() }; return _current }
            set { lock.lock(); _current = newValue; lock.unlock() }
        }
    }

    func testEveryCaseLoadsOrFailsWithALocatedDiagnostic() throws {
        guard FileManager.default.fileExists(atPath: Self.suiteRoot.path) else {
            try TestSupport.skip("../shared/conformance/yaml-test-suite not found: YAML conformance not run")
        }
        let cases = try Self.discoverCases(in: Self.suiteRoot)
        // Count sanity check, so the test cannot pass on an empty or misread folder: the suite at
        // the pinned commit has 402 inputs in 350 case folders.
        XCTAssertGreaterThan(cases.count, 300, "too few YAML test suite cases found in \(Self.suiteRoot.path)")

        let inputs: [(String, [UInt8])] = try cases.map { c in
            (c.id, Array(try Data(contentsOf: c.folder.appendingPathComponent("in.yaml"))))
        }
        let input = Dictionary(uniqueKeysWithValues: inputs)

        // Load on another thread so a hang in libyaml or the tree builder fails the test (naming
        // the case) instead of blocking the run. A crash still takes the process down, visibly.
        let progress = Progress()
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var results: [YAMLLoader.Result] = []
        DispatchQueue.global().async {
            let loader = YAMLLoader(allowsMultipleDocuments: true)
            for (id, bytes) in inputs {
                progress.current = id
                results.append(loader.load(bytes, file: "yaml-test-suite/\(id)/in.yaml"))
            }
            done.signal()
        }
        guard done.wait(timeout: .now() + 60) == .success else {
            XCTFail("loading the YAML test suite did not finish within 60 s; stuck at case \(progress.current)")
            return
        }
        XCTAssertEqual(results.count, cases.count)

        var disagreements: [String: String] = [:]  // id -> what happened
        for (c, result) in zip(cases, results) {
            let errors = result.diagnostics.all.filter { $0.severity == .error }
            // Located: 1-based, and on a line of the input (or just past its last line break).
            let lastLine = Self.lineCount(input[c.id]!)
            for d in result.diagnostics.all {
                XCTAssert(
                    d.location.line >= 1 && d.location.column >= 1 && d.location.line <= lastLine,
                    "\(c.id): diagnostic \(d.code.id) '\(d.message)' at \(d.location.line):\(d.location.column) "
                        + "is not a location in the input (\(lastLine) lines)")
            }
            if result.diagnostics.hasErrors {
                XCTAssert(
                    errors.contains { $0.location.line >= 1 && $0.location.column >= 1 },
                    "\(c.id): rejected without a located error")
            }
            let outcome: Outcome = errors.isEmpty ? .loaded : .rejected(errors)
            switch (outcome, c.expectsError) {
            case (.loaded, false), (.rejected, true):
                break
            case (.loaded, true):
                disagreements[c.id] = "loaded, but the suite expects an error  [\(c.title)]"
            case (.rejected(let errors), false):
                let first = errors[0]
                disagreements[c.id] =
                    "rejected with \(first.code.id) at \(first.location.line):\(first.location.column) "
                    + "'\(first.message)', but the suite expects it to load  [\(c.title)]"
            }
        }

        // Each listed reason must say which way the verdict goes, and match the suite's verdict.
        for c in cases {
            guard let reason = expectedDisagreements[c.id] else { continue }
            let accepts = reason.hasPrefix("libyaml accepts")
            let rejects = reason.hasPrefix("libyaml rejects") || reason.hasPrefix("formc rejects")
            XCTAssert(
                accepts ? c.expectsError : rejects && !c.expectsError,
                "expectedDisagreements[\"\(c.id)\"] says '\(reason)', but the suite "
                    + (c.expectsError ? "expects an error" : "expects it to load"))
        }
        let unknownIDs = Set(expectedDisagreements.keys).subtracting(cases.map(\.id)).sorted()
        XCTAssert(unknownIDs.isEmpty, "expectedDisagreements names cases not in the suite: \(unknownIDs)")

        let unexpected = Set(disagreements.keys).subtracting(expectedDisagreements.keys).sorted()
        let fixed = Set(expectedDisagreements.keys).subtracting(disagreements.keys).subtracting(unknownIDs).sorted()
        var report = ""
        if !unexpected.isEmpty {
            report += "\nNew disagreements with the YAML test suite (add to expectedDisagreements if intended):\n"
            report += unexpected.map { "  \($0): \(disagreements[$0]!)" }.joined(separator: "\n")
        }
        if !fixed.isEmpty {
            report += "\nListed in expectedDisagreements, but now agreeing with the suite (remove them):\n"
            report += fixed.map { "  \($0): \(expectedDisagreements[$0]!)" }.joined(separator: "\n")
        }
        XCTAssert(report.isEmpty, "\(cases.count) cases, \(disagreements.count) disagree:" + report)
    }
}
