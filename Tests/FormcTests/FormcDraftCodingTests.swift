import Foundation
import XCTest
import FormcKit

/// Issue 48, item 11: a draft coding (`FormcDraft`) that keeps every field, hidden and disabled
/// ones included, and decodes leniently: a value that no longer fits its field is left out and
/// listed, the other fields keep theirs. Through `FormcKitTests.Trip` (declared by hand:
/// `company` shows only on a business trip; `day` is `dd/MM/yyyy` under `ar_EG`, January 2026;
/// `region` is North (Oslo, Bergen) or South); expected JSON and values written by hand.
final class FormcDraftCodingTests: XCTestCase {
    typealias Trip = FormcKitTests.Trip
    typealias TripValues = FormcKitTests.TripValues

    private static func encoded<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private static var saved: TripValues {
        var values = TripValues()
        values.name = "Ann"
        values.nights = "3"
        values.region = ["n", "oslo"]
        values.day = FormcCalendar.iso("2026-01-24")
        values.company = "Acme"  // typed on a business trip, then the switch was turned off
        return values
    }

    /// The answers leave out the company the person typed before turning `business` off; the
    /// draft keeps it, and every other field as typed, and decodes back to the same values.
    func testTheDraftEncodingHoldsEveryField() throws {
        let values = Self.saved
        // 2026-01-24 is 9154 days after 2001-01-01 (25 years, 6 of them leap, and 23 days):
        // 9154 × 86400 s.
        XCTAssertEqual(
            try Self.encoded(values.draft),
            #"{"business":false,"company":"Acme","day":790905600,"name":"Ann","nights":"3","region":["n","oslo"]}"#)
        let back = try JSONDecoder().decode(
            FormcDraft<TripValues>.self, from: Data(try Self.encoded(values.draft).utf8))
        XCTAssertEqual(back.values, values)
        XCTAssertEqual(back.dropped, [])
        XCTAssertEqual(back, FormcDraft(values))
        // The answer coding still drops it: that is what a submit sends.
        let answered = try JSONDecoder().decode(TripValues.self, from: Data(try Self.encoded(values).utf8))
        XCTAssertEqual(answered.company, "")
        XCTAssertFalse(try Self.encoded(values).contains("company"))
        // A text a number pad's field holds as typed, even one that is no number yet.
        var typing = TripValues()
        typing.nights = "1x"
        XCTAssertEqual(
            try Self.encoded(typing.draft),
            #"{"business":false,"company":"","day":null,"name":"","nights":"1x","region":null}"#)
        XCTAssertEqual(
            try JSONDecoder().decode(FormcDraft<TripValues>.self, from: Data(try Self.encoded(typing.draft).utf8))
                .values.nights, "1x")
        // A date no number holds is no date: null, never a throw that loses the draft.
        typing.day = Date(timeIntervalSinceReferenceDate: .infinity)
        XCTAssertTrue(try Self.encoded(typing.draft).contains(#""day":null"#))
    }

    /// A value that no longer fits is left out for its field alone and listed; the answer
    /// coding refuses the whole draft for any one of them.
    func testADraftDecodesLenientlyAndListsWhatItLeftOut() throws {
        let json = """
            {"name": "Ann", "nights": 7, "region": {"province": "n", "city": "tromso"}, "day": "2026-01-24",
             "business": "yes", "company": "Acme", "fax": "123"}
            """
        XCTAssertThrowsError(try JSONDecoder().decode(TripValues.self, from: Data(json.utf8)))
        let draft = try JSONDecoder().decode(FormcDraft<TripValues>.self, from: Data(json.utf8))
        var expected = TripValues()
        expected.name = "Ann"
        expected.company = "Acme"
        XCTAssertEqual(draft.values, expected)
        XCTAssertEqual(
            draft.dropped,
            [
                FormcDraftDrop(key: "business", reason: .mismatch(found: "text")),
                // `2026-01-24` is no `dd/MM/yyyy` text: the format changed since it was saved.
                FormcDraftDrop(key: "day", reason: .notADate),
                FormcDraftDrop(key: "fax", reason: .unknownField),
                FormcDraftDrop(key: "nights", reason: .mismatch(found: "a number")),
                // Tromsø is no city of North (an option removed).
                FormcDraftDrop(key: "region", reason: .notAnOption)
            ])
        XCTAssertEqual(
            draft.dropped.map(\.description),
            [
                "'business' holds text, which the field does not take",
                "'day' holds a date its format does not read or write",
                "'fax' is no field of the form",
                "'nights' holds a number, which the field does not take",
                "'region' holds a value that is none of its options"
            ])
    }

    /// What else a draft reads: an answer's date text and level names, `null`, a date its
    /// format cannot write (dropped), a value JSON holds but no field takes; a draft that is no
    /// object is no draft.
    func testADraftReadsAnswersAndDropsWhatNoControlHolds() throws {
        let answer = #"{"day": "24/01/2026", "region": {"province": "s"}, "name": null, "business": true}"#
        let read = try JSONDecoder().decode(FormcDraft<TripValues>.self, from: Data(answer.utf8))
        XCTAssertEqual(read.dropped, [])
        XCTAssertEqual(read.values.day, FormcCalendar.iso("2026-01-24"))
        XCTAssertEqual(read.values.region, ["s"])
        XCTAssertEqual(read.values.name, "")
        XCTAssertTrue(read.values.business)
        let odd = #"{"day": 1e300, "region": ["s", "x"], "name": [1], "company": {"a": 1}, "nights": 1e309}"#
        let kept = try JSONDecoder().decode(FormcDraft<TripValues>.self, from: Data(odd.utf8))
        XCTAssertEqual(kept.values, TripValues())
        XCTAssertEqual(
            kept.dropped,
            [
                FormcDraftDrop(key: "company", reason: .mismatch(found: "an object with a value that is no text")),
                FormcDraftDrop(key: "day", reason: .notADate),
                FormcDraftDrop(key: "name", reason: .mismatch(found: "an array with a value that is no text")),
                FormcDraftDrop(key: "nights", reason: .mismatch(found: "a number out of Double's range")),
                FormcDraftDrop(key: "region", reason: .notAnOption)
            ])
        XCTAssertThrowsError(try JSONDecoder().decode(FormcDraft<TripValues>.self, from: Data("[1]".utf8)))
        // The answer coding reads a draft's date number and cascading array.
        let fromDraft = try JSONDecoder().decode(
            TripValues.self, from: Data(try Self.encoded(Self.saved.draft).utf8))
        XCTAssertEqual(fromDraft.day, FormcCalendar.iso("2026-01-24"))
        XCTAssertEqual(fromDraft.region, ["n", "oslo"])
    }

    /// A sign-in form declared by hand: a user name, a password (secure), a one-time code and
    /// the account number the app shows read-only.
    enum Login: String, FormcField {
        case user, password, code, account
        typealias Values = LoginValues
        static let formcForm = FormcForm<Login>(
            fields: [
                FormcFieldInfo(isFocusable: true),
                FormcFieldInfo(isFocusable: true, input: FormcInputTraits(contentType: "password", isSecure: true)),
                FormcFieldInfo(isFocusable: true, input: FormcInputTraits(contentType: "oneTimeCode")),
                FormcFieldInfo(access: .readOnly)
            ],
            focusChain: [.user, .password, .code])
    }

    struct LoginValues: FormcValues {
        typealias Field = Login
        var user = "", password = "", code = "", account = ""
        static var formcInitial: Self { Self() }
        func formcValue(of field: Login) -> FormcValue {
            switch field {
            case .user: return .text(user)
            case .password: return .text(password)
            case .code: return .text(code)
            case .account: return .text(account)
            }
        }
        mutating func formcSet(_ field: Login, to value: FormcValue) {
            guard case .text(let text) = value else { return }
            switch field {
            case .user: user = text
            case .password: password = text
            case .code: code = text
            case .account: account = text
            }
        }
    }

    /// A draft never holds a secret: the password and the one-time code are neither written nor
    /// read back from a draft that has them; nor a read-only field, which keeps the value the
    /// app gives it now, not a saved one. Each such key of a draft is listed as not kept.
    func testADraftKeepsNoSecretAndRestoresNoReadOnlyField() throws {
        var values = LoginValues()
        values.user = "ann"
        values.password = "hunter2"
        values.code = "123456"
        values.account = "DE-0042"
        XCTAssertEqual(try Self.encoded(values.draft), #"{"user":"ann"}"#)
        let json = #"{"account": "DE-0001", "code": "999999", "password": "old", "user": "bob"}"#
        let draft = try JSONDecoder().decode(FormcDraft<LoginValues>.self, from: Data(json.utf8))
        var expected = LoginValues()
        expected.user = "bob"
        XCTAssertEqual(draft.values, expected)
        XCTAssertEqual(
            draft.dropped,
            [
                FormcDraftDrop(key: "account", reason: .notKept), FormcDraftDrop(key: "code", reason: .notKept),
                FormcDraftDrop(key: "password", reason: .notKept)
            ])
        XCTAssertEqual(
            draft.dropped.first?.description,
            "'account' is a secret or a field the person cannot change: not restored from a draft")
    }
}
