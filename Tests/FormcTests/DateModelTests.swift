import Foundation
import XCTest
import FormcDriver
import FormcEmit
import FormcIR
import FormcCore

/// Date fields hold calendar days, in formc's own code (FormcIR's `DateFieldModel`, what
/// `formc run` uses) and in the generated `<Prefix>Dates`, which mirrors it. Both are run in
/// separate processes under time zones whose daylight-saving change falls at midnight (São
/// Paulo began DST at 00:00 on 2018-11-04 and ended it at 00:00 on 2019-02-17, so
/// 2019-02-16 23:00 happened twice; Tehran began it at 00:00 on 2021-03-22) and must give the
/// hand-written answer of the table below.
final class DateModelTests: XCTestCase {
    static let zones = ["America/Sao_Paulo", "Asia/Tehran", "UTC"]

    /// Profile's birthday: each day parses, is that day's midnight in UTC (the epoch seconds
    /// are worked out from the calendar, 86,400 per day), and formats back to the same text.
    static let days: [(text: String, epoch: Int)] = [
        ("2018-11-04", 1_541_289_600), ("2019-02-16", 1_550_275_200), ("2021-03-22", 1_616_371_200),
        ("1900-01-01", -2_208_988_800), ("2026-12-28", 1_798_416_000)
    ]

    /// The date fields both sides read: `day` as Profile's birthday, `start` in Brazil's
    /// format with its bounds on the DST days. The compiled core has them in one form;
    /// `formc run` gets a form of one field per run, so a refused answer cannot be taken as
    /// the next field's.
    static let fields = [
        "day": """
          - id: day
            kind: date
            format: yyyy-MM-dd
            min: 1900-01-01
            max: today

        """,
        "start": """
          - id: start
            kind: date
            format: dd/MM/yyyy
            locale: pt_BR
            min: 2018-11-04
            max: 2021-03-22

        """
    ]

    static func spec(_ ids: [String]) -> String {
        "form: Days\nfields:\n" + ids.compactMap { fields[$0] }.joined()
    }

    /// (field, typed text, the answer: the text re-formatted, or nil when refused).
    static let table: [(field: String, text: String, answer: String?)] = [
        ("day", "2018-11-04", "2018-11-04"), ("day", "2019-02-16", "2019-02-16"), ("day", "2019-02-17", "2019-02-17"),
        ("day", "2021-03-22", "2021-03-22"), ("day", "1900-01-01", "1900-01-01"), ("day", "1899-12-31", nil),
        ("day", "2020-02-29", "2020-02-29"), ("day", "2019-02-29", nil), ("day", "2999-01-01", nil),
        ("day", "04/11/2018", nil),
        // A min on a day with no local midnight still holds: the day before is refused.
        ("start", "04/11/2018", "04/11/2018"), ("start", "03/11/2018", nil), ("start", "16/02/2019", "16/02/2019"),
        ("start", "22/03/2021", "22/03/2021"), ("start", "23/03/2021", nil)
    ]

    func testGeneratedCoreAndFormcRunAgreeOnDaysInEveryZone() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let profile = try Pipeline().compile(
            path: TestSupport.path("Examples/Profile.form.yaml"), standardInput: { _ in [] })
        let days = TestSupport.compile(Self.spec(["day", "start"]))
        var files: [URL] = []
        for (name, form) in [("ProfileForm", profile.form), ("DaysForm", days.form)] {
            let file = directory.appendingPathComponent(name + ".swift")
            try Data(try SwiftEmitter().emit(try XCTUnwrap(form, name), formcVersion: Formc.version).utf8).write(
                to: file)
            files.append(file)
        }
        let driver = #"""
            import Foundation
            // `profile:TEXT` runs Profile's birthday; `FIELD:TEXT` answers TEXT in a Days
            // field as its picker would: the text's date within minimumDate...maximumDate,
            // formatted back, or "refused".
            for argument in CommandLine.arguments.dropFirst() {
                let parts = argument.split(separator: ":", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { continue }
                let text = parts[1]
                if parts[0] == "profile" {
                    let date = ProfileDates.date(from: text, for: .birthday)
                    let iso = ProfileDates.iso(text)
                    let back = date.flatMap { ProfileDates.string(from: $0, for: .birthday) } ?? "-"
                    print("\(text) \(date.map { String(Int($0.timeIntervalSince1970)) } ?? "nil") \(iso.map { String(Int($0.timeIntervalSince1970)) } ?? "nil") \(back)")
                    continue
                }
                guard let field = DaysField(rawValue: parts[0]) else { continue }
                var answer = "refused"
                if let date = DaysDates.date(from: text, for: field),
                   DaysDates.minimumDate(for: field).map({ date >= $0 }) ?? true,
                   DaysDates.maximumDate(for: field).map({ date <= $0 }) ?? true,
                   let back = DaysDates.string(from: date, for: field) {
                    answer = back
                }
                print("\(parts[0]) \(text) \(answer)")
            }
            let minimum = ProfileDates.minimumDate(for: .birthday).map { String(Int($0.timeIntervalSince1970)) } ?? "nil"
            print("MIN \(minimum)")
            print("ZONE \(ProfileDates.timeZone(for: .birthday)?.secondsFromGMT() ?? -1)")
            """#
        guard
            let binary = try GeneratedCodeTests.buildDriver(
                driver, with: files.map(\.path), in: directory, named: "days")
        else { return }
        let expectedTable = Self.table.map { "\($0.field) \($0.text) \($0.answer ?? "refused")" }
        for zone in Self.zones {
            let arguments = Self.days.map { "profile:" + $0.text } + Self.table.map { "\($0.field):\($0.text)" }
            let run = try GeneratedCodeTests.run("/usr/bin/env", ["TZ=\(zone)", binary.path] + arguments)
            XCTAssertEqual(run.status, 0, run.output)
            let expected =
                Self.days.map { "\($0.text) \($0.epoch) \($0.epoch) \($0.text)" } + expectedTable
                + ["MIN -2208988800", "ZONE 0", ""]
            XCTAssertEqual(run.output.components(separatedBy: "\n"), expected, "compiled core, TZ=\(zone)")
            XCTAssertEqual(try Self.formcRunAnswers(in: directory, zone: zone), expectedTable, "formc run, TZ=\(zone)")
        }
    }

    /// Each row of the table answered in `formc run`'s line mode under `zone`, in the
    /// compiled driver's output form.
    static func formcRunAnswers(in directory: URL, zone: String) throws -> [String] {
        try table.map { row in
            let spec = directory.appendingPathComponent(row.field + ".form.yaml")
            try Data(Self.spec([row.field]).utf8).write(to: spec)
            let run = try TestSupport.runFormc(["run", spec.path], input: row.text + "\n", environment: ["TZ": zone])
            guard run.status == 0 else {
                // Refused: warned, asked again, then the input ended.
                let refused =
                    run.status == 1 && run.stderr.contains("⚠")
                    && run.stderr.contains("input ended before '\(row.field)' was answered")
                return "\(row.field) \(row.text) \(refused ? "refused" : "status \(run.status): \(run.stderr)")"
            }
            let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
            return "\(row.field) \(row.text) \(object?[row.field] as? String ?? "no answer in \(run.stdout)")"
        }
    }
}
