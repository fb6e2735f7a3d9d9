import Foundation
import XCTest
import FormcDriver
import FormcEmit
import FormcIR

/// Date fields hold calendar days. The compiled Profile core is run under time zones whose
/// daylight-saving change falls at midnight (São Paulo began DST at 00:00 on 2018-11-04 and
/// ended it at 00:00 on 2019-02-17; Tehran began it at 00:00 on 2021-03-22): each day parses,
/// is that day's midnight in UTC (the epoch seconds below are worked out from the calendar,
/// 86,400 per day), and formats back to the same text.
final class DateModelTests: XCTestCase {
    static let days: [(text: String, epoch: Int)] = [
        ("2018-11-04", 1_541_289_600), ("2019-02-16", 1_550_275_200), ("2021-03-22", 1_616_371_200),
        ("1900-01-01", -2_208_988_800), ("2026-12-28", 1_798_416_000),
    ]

    func testProfileCoreParsesEveryDayInEveryZone() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Pipeline().compile(path: TestSupport.path("Examples/Profile.form.yaml"), standardInput: { _ in [] })
        let form = try XCTUnwrap(result.form)
        let file = directory.appendingPathComponent("ProfileForm.swift")
        try Data(try SwiftEmitter().emit(form, formcVersion: Formc.version).utf8).write(to: file)
        let main = directory.appendingPathComponent("main.swift")
        try Data(#"""
            import Foundation
            for text in CommandLine.arguments.dropFirst() {
                let date = ProfileDates.date(from: text, for: .birthday)
                let iso = ProfileDates.iso(text)
                let back = date.flatMap { ProfileDates.string(from: $0, for: .birthday) } ?? "-"
                print("\(text) \(date.map { String(Int($0.timeIntervalSince1970)) } ?? "nil") \(iso.map { String(Int($0.timeIntervalSince1970)) } ?? "nil") \(back)")
            }
            let minimum = ProfileDates.minimumDate(for: .birthday).map { String(Int($0.timeIntervalSince1970)) } ?? "nil"
            print("MIN \(minimum)")
            print("ZONE \(ProfileDates.timeZone(for: .birthday)?.secondsFromGMT() ?? -1)")
            """#.utf8).write(to: main)
        let binary = directory.appendingPathComponent("days")
        let compile = try GeneratedCodeTests.run("/usr/bin/env", ["swiftc", "-swift-version", "6", "-o", binary.path, main.path, file.path])
        XCTAssertEqual(compile.status, 0, compile.output)
        guard compile.status == 0 else { return }
        for zone in ["America/Sao_Paulo", "Asia/Tehran", "UTC"] {
            let run = try GeneratedCodeTests.run("/usr/bin/env", ["TZ=\(zone)", binary.path] + Self.days.map(\.text))
            XCTAssertEqual(run.status, 0, run.output)
            let expected = Self.days.map { "\($0.text) \($0.epoch) \($0.epoch) \($0.text)" } + ["MIN -2208988800", "ZONE 0", ""]
            XCTAssertEqual(run.output.components(separatedBy: "\n"), expected, zone)
        }
    }
}
