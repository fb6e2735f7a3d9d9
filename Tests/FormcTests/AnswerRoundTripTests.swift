import Foundation
import XCTest
import FormcDriver
import FormcEmit
import FormcCore

/// Issue 27, item 9: one answer shape everywhere. What `formc run` answers (the real binary, in
/// line mode, with the answers a person types) decodes into the generated `<Form>Values` and
/// encodes back to the same JSON, for forms with every kind of value: dates, times and dates
/// with times, a decimal, digits, a flat and a cascading picker (one stopping at a province
/// without cities), toggles, a read-only field, hidden and disabled fields, conditions.
final class AnswerRoundTripTests: XCTestCase {
    /// Each example and the lines typed into `formc run`, one answer a line.
    static let cases: [(spec: String, prefix: String, input: String)] = [
        ("Examples/Profile.form.yaml", "Profile", "Ada\nada@example.com\n13800138000\n1990-05-01\n河北省\n唐山市\n"),
        (
            "Examples/AllKinds.form.yaml", "AllKinds",
            "Ada\nada@example.com\nsecret123\nhttps://a.example\n+1 (555) 123-4567\n1234\n12.5\nHi\n1990-05-01\n"
                + "07:30\n2030-01-01 09:00\nPro\nJapan\nTokyo\nn\n"
        ),
        // Large reveals the extra shot; the milk is chosen by its number in the list.
        ("Examples/Coffee.form.yaml", "Coffee", "Ann\nl\n2\ny\nhot please\n"),
        // Three guests reveal the extra bed; the budget and tip are set on their steps.
        (
            "Examples/Booking.form.yaml", "Booking",
            "Ada\n2030-01-01\n3\n3\ny\n200\n0.15\nQuiet room\nparking, 1\nB-AD 42\n"
        ),
        // Two stars reveal the question what went wrong; the 0 to 10 scale is left unanswered,
        // and no is an answer.
        // The card's expiry is a month, answered in its format.
        ("Examples/Payment.form.yaml", "Payment", "Ada Lovelace\n4111111111111111\n05/30\n123\n"),
        ("Examples/Stay.form.yaml", "Stay", "2\n\nn\nThe shower was cold\nada@example.com\n"),
        (
            "Examples/Account.form.yaml", "Account",
            "ada@example.com\nsecret12\nsecret12\ny\nAcme\nDE\nDE123\n香港特别行政区\nFeb\n14\n"
        )
    ]

    func testFormcRunsAnswersDecodeIntoTheValuesAndEncodeBackTheSame() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [String] = []
        var driver =
            "import Foundation\n\nlet encoder = JSONEncoder()\n"
            + "encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]\n"
            + "let data = FileManager.default.contents(atPath: CommandLine.arguments[2]) ?? Data()\n"
            + "do {\n    switch CommandLine.arguments[1] {\n"
        for (spec, prefix, _) in Self.cases {
            let result = try Pipeline().compile(path: TestSupport.path(spec), standardInput: { _ in [] })
            let form = try XCTUnwrap(result.form, spec)
            let file = directory.appendingPathComponent("\(prefix)Form.swift")
            try Data(try SwiftEmitter().emit(form, formcVersion: Formc.version).utf8).write(to: file)
            files.append(file.path)
            driver +=
                "    case \"\(prefix)\":\n"
                + "        let values = try JSONDecoder().decode(\(prefix)Values.self, from: data)\n"
                + "        print(String(decoding: try encoder.encode(values), as: UTF8.self))\n"
        }
        driver += "    default: print(\"no form\")\n    }\n} catch {\n    print(\"error: \\(error)\")\n}\n"
        guard
            let binary = try GeneratedCodeTests.buildDriver(driver, with: files, in: directory, named: "roundtrip")
        else { return }
        for (spec, prefix, input) in Self.cases {
            let run = try TestSupport.runFormc(["run", spec], input: input)
            XCTAssertEqual(run.status, 0, "\(spec): \(run.stderr)")
            let answers = directory.appendingPathComponent("\(prefix).json")
            try Data(run.stdout.utf8).write(to: answers)
            let back = try GeneratedCodeTests.run(binary.path, [prefix, answers.path])
            XCTAssertEqual(back.status, 0, back.output)
            let original = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? NSDictionary
            let encoded = try JSONSerialization.jsonObject(with: Data(back.output.utf8)) as? NSDictionary
            XCTAssertNotNil(original, spec)
            XCTAssertEqual(
                encoded, original, "\(spec): formc run gave\n\(run.stdout)\nthe values encode\n\(back.output)")
        }
    }

    /// The answers of the cases above, written by hand: what the round trip must reproduce
    /// (so a `formc run` that answered less would not pass unnoticed).
    func testFormcRunAnswersWhatThePersonTyped() throws {
        let expected: [String: NSDictionary] = [
            "Profile": [
                "name": "Ada", "email": "ada@example.com", "phone": "13800138000", "birthday": "1990-05-01",
                "city": ["province": "河北省", "city": "唐山市"]
            ],
            "AllKinds": [
                "about": "Hi", "alarm": "07:30", "born": "1990-05-01", "budget": 12.5,
                "city": ["city": "tokyo", "country": "JP"], "email": "ada@example.com", "member": "M-0042",
                "name": "Ada", "news": false, "password": "secret123", "phone": "+1 (555) 123-4567", "pin": "1234",
                "plan": "pro", "start": "2030-01-01 09:00", "website": "https://a.example"
            ],
            "Coffee": ["name": "Ann", "size": "l", "milk": "oat", "extraShot": true, "note": "hot please"],
            "Payment": ["holder": "Ada Lovelace", "number": "4111111111111111", "expiry": "05/30", "cvc": "123"],
            "Stay": [
                "stars": 2, "recommend": NSNull(), "again": false, "whatWentWrong": "The shower was cold",
                "email": "ada@example.com"
            ],
            "Booking": [
                "name": "Ada", "checkIn": "2030-01-01", "nights": 3, "guests": 3, "extraBed": true, "budget": 200,
                "tip": 0.15, "requests": "Quiet room", "extras": ["breakfast", "parking"], "plate": "B-AD 42"
            ],
            "Account": [
                "business": true, "company": "Acme", "confirmPassword": "secret12", "country": "DE", "day": "14",
                "email": "ada@example.com", "home": ["province": "香港特别行政区"], "month": "Feb",
                "password": "secret12", "vatNumber": "DE123"
            ]
        ]
        for (spec, prefix, input) in Self.cases {
            let run = try TestSupport.runFormc(["run", spec], input: input)
            let answers = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? NSDictionary
            XCTAssertEqual(answers, expected[prefix], spec)
        }
    }
}
