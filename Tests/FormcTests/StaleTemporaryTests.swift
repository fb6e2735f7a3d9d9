import FormcFrontEnd
import Foundation
import XCTest

@testable import FormcDriver

/// A temporary file that a SIGKILL left beside a spec (`.formc-XXXXXX.tmp`) is removed by the
/// next write into that folder; one a live formc holds (locked), one that is not formc's name
/// or a link, is left (issue 44, item 9).
final class StaleTemporaryTests: XCTestCase {
    private func write(_ text: String, _ url: URL, hoursOld: Double = 0) throws {
        try Data(text.utf8).write(to: url)
        if hoursOld > 0 {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -hoursOld * 3600)], ofItemAtPath: url.path)
        }
    }

    func testTheNextFixRemovesWhatAKilledFormcLeftAndNothingElse() throws {
        let folder = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = { (name: String) in folder.appendingPathComponent(name) }
        try write("form: F\nfields:\n  - {id: a, kind: emial}\n", file("a.form.yaml"))
        try write("form: F\nfields:\n  - {id: a, kind: te", file(".formc-Ab12Cd.tmp"), hoursOld: 1)
        try write("half", file(".formc-Zz99Yy.tmp"), hoursOld: 1)
        try write("the user's", file(".formc-Ab12Cd.tmp.bak"), hoursOld: 1)
        try write("the user's", file(".formc-short.tmp"), hoursOld: 1)
        try write("young", file(".formc-Yo0000.tmp"))
        try write("target", file("target"), hoursOld: 1)
        XCTAssertEqual(symlink("target", file(".formc-Lk12Lk.tmp").path), 0)
        // A live formc's file: it holds the lock.
        let held = open(file(".formc-Zz99Yy.tmp").path, O_RDONLY)
        XCTAssertGreaterThanOrEqual(held, 0)
        defer { close(held) }
        XCTAssertEqual(flock(held, LOCK_EX), 0)

        let run = try TestSupport.runFormc(["lint", "--fix", "a.form.yaml"], cwd: folder.path)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(),
            [
                ".formc-Ab12Cd.tmp.bak", ".formc-Lk12Lk.tmp", ".formc-Yo0000.tmp", ".formc-Zz99Yy.tmp",
                ".formc-short.tmp", "a.form.yaml", "target"
            ])
        XCTAssertEqual(
            try String(contentsOf: file("a.form.yaml"), encoding: .utf8), "form: F\nfields:\n  - {id: a, kind: email}\n"
        )
    }

    /// Only the names mkstemps(3) gives formc's template: `.formc-`, six letters or digits, `.tmp`.
    func testTheNamesThatAreFormcsOwn() {
        let own = { (name: String) in StaleTemporaries.isTemporaryName(Array(name.utf8)) }
        XCTAssertTrue(own(".formc-Ab12Cd.tmp"))
        XCTAssertTrue(own(".formc-000000.tmp"))
        XCTAssertFalse(own(".formc-Ab12C.tmp"))
        XCTAssertFalse(own(".formc-Ab12Cde.tmp"))
        XCTAssertFalse(own(".formc-Ab-2Cd.tmp"))
        XCTAssertFalse(own("formc-Ab12Cd.tmp"))
        XCTAssertFalse(own(".formc-Ab12Cd.tmpx"))
        XCTAssertFalse(own(".formc-Ab12Cd.TMP"))
    }
}
