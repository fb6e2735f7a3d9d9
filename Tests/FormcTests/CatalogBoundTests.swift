import Foundation
import XCTest
import FormcDiagnostics
@testable import FormcChecker
import FormcFrontEnd
import FormcIR

/// Issue 44, item 6: a String Catalog is read with a bound on its values, and the diagnostics
/// a large catalog makes one by one are counted past ten thousand. Locations worked out by
/// hand from the text written here. (How fast a catalog is read is Tests/Benchmarks'
/// `catalog_lint.py`, not a test.)
final class CatalogBoundTests: XCTestCase {
    private static let spec = "form: Trip\nlocales: [de]\ntoolbar: false\nfields:\n  - {id: name, label: Name}\n"

    /// The form's own entry, translated: lint has nothing to say about it.
    private static let own =
        #""Trip.name.label":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Name"}}}}"#

    private func check(_ catalog: String) throws -> Diagnostics {
        let form = try XCTUnwrap(TestSupport.compile(Self.spec).form)
        return CatalogChecker.check(Array(catalog.utf8), form: form, file: "Trip.xcstrings")
    }

    private func summary(_ diagnostics: Diagnostics) -> [String] {
        diagnostics.all.map { "\($0.code.id) \($0.location.line):\($0.location.column)" }
    }

    /// A catalog of more than a million values (objects, arrays, strings, numbers, literals;
    /// keys are none) is FC705 at the first value past them, and nothing else is read.
    func testACatalogOverTheValueBoundIsFC705AtTheFirstValuePastIt() throws {
        // Values: the top object, "en", `strings`, the own entry's object, localizations, de,
        // stringUnit, "translated", "Name" (9), the array, then its zeros: the 1,000,001st value
        // is zero number 999,991, after the prefix's 136 scalars (34, the own entry's 95, 7)
        // and 999,990 zeros with their commas.
        let prefix = #"{"sourceLanguage":"en","strings":{"# + Self.own + #"},"x":["#
        XCTAssertEqual(prefix.unicodeScalars.count, 136)
        let catalog = prefix + Array(repeating: "0", count: 1_000_000).joined(separator: ",") + "]}"
        let diagnostics = try check(catalog)
        XCTAssertEqual(summary(diagnostics), ["FC705 1:\(136 + 2 * 999_990 + 1)"])
        XCTAssertEqual(
            diagnostics.all.first?.message,
            "the catalog holds more than 1000000 values, more than formc reads; this is the first past them")
        // One value fewer is read (the last zero dropped): nothing to report.
        let under = prefix + Array(repeating: "0", count: 999_990).joined(separator: ",") + "]}"
        XCTAssertEqual(summary(try check(under)), [])
    }

    /// FC703 one by one for the first 10,000 stale entries (in key order), then one that counts
    /// the rest, at the first of them.
    func testStaleEntriesPastTenThousandAreCounted() throws {
        let entries = (0..<10_003).map { String(format: #""Trip.old%05d.label":{}"#, $0) }
        let catalog = #"{"sourceLanguage":"en","strings":{"# + Self.own + "," + entries.joined(separator: ",") + "}}"
        let stale = try check(catalog).all.filter { $0.code == .staleCatalogEntry }
        XCTAssertEqual(stale.count, 10_001)
        XCTAssertEqual(
            stale.last?.message, "and 3 more entries are no texts of the Trip form (the first 10000 are reported)")
        // `"Trip.old10000.label":{}` is 24 scalars and a comma; the own entry's key starts at 35,
        // after `{"sourceLanguage":"en","strings":{`, and is 95 scalars long.
        XCTAssertEqual(Self.own.unicodeScalars.count, 95)
        let at = 35 + 95 + 1 + 10_000 * 25
        XCTAssertEqual(stale.last.map { "\($0.location.line):\($0.location.column)" }, "1:\(at)")
        // The catalog's key is never quoted: the entry is named by its place (35 + 95 + 1).
        XCTAssertEqual(
            stale.first?.message,
            "an entry is not a text of the Trip form (any longer); remove it once its translations are no use")
        XCTAssertEqual(stale.first.map { "\($0.location.line):\($0.location.column)" }, "1:131")
    }

    /// Only an object's keys are keys: strings in an array are values, and repeat freely.
    func testStringsInAnArrayAreNoKeys() {
        let text = #"{"a":["x","x",{"b":0,"b":1}],"c":["y","y"]}"#
        let diagnostics = JSONDuplicateKeys.diagnostics(in: Array(text.utf8), file: "d.json").all
        XCTAssertEqual(diagnostics.map { "\($0.code.id) \($0.location.line):\($0.location.column)" }, ["FC004 1:22"])
    }

    /// A catalog's keys that are formc's: the form's own (`Trip.` and more) and formc's words
    /// (`Formc.`); an app's key is never stale, even one as long as the form's name before a dot.
    func testTheKeysThatAreFormcs() {
        XCTAssertTrue(Localization.isFormcKey("Trip.name.label", forForm: "Trip"))
        XCTAssertTrue(Localization.isFormcKey("Formc.next", forForm: "Trip"))
        XCTAssertFalse(Localization.isFormcKey("Abcd.name.label", forForm: "Trip"))
        XCTAssertFalse(Localization.isFormcKey("Tripx.name", forForm: "Trip"))
        XCTAssertFalse(Localization.isFormcKey("Trip", forForm: "Trip"))
    }

    /// FC004 one by one for the first 10,000 repeats, in the order written, each with a note at
    /// the key's first place; then one that counts the rest, at the first of them.
    func testRepeatedKeysPastTenThousandAreCounted() throws {
        // `{"a":0` then `,"a":0` 10,002 times: the repeat number n (from 1) starts at 6n + 2.
        let text = "{\"a\":0" + String(repeating: ",\"a\":0", count: 10_002) + "}"
        let diagnostics = JSONDuplicateKeys.diagnostics(in: Array(text.utf8), file: "d.json").all
        XCTAssertEqual(diagnostics.count, 10_001)
        XCTAssertEqual(diagnostics.first.map { "\($0.location.line):\($0.location.column)" }, "1:8")
        XCTAssertEqual(diagnostics.first?.notes.first?.location.map { "\($0.line):\($0.column)" }, "1:2")
        XCTAssertEqual(diagnostics[9_999].location.column, 6 * 10_000 + 2)
        XCTAssertEqual(
            diagnostics.last?.message, "and 2 more keys appear twice in their objects (the first 10000 are reported)")
        XCTAssertEqual(diagnostics.last?.location.column, 6 * 10_001 + 2)
    }

    /// Keys written out of order are found as keys written in order are: their places, and a
    /// repeat of one written long before, as Swift compares strings (`é` composed and decomposed).
    func testKeysOutOfOrderAreLocatedAndTheirRepeatsFound() throws {
        let text = "{\"strings\":{\"b\":1,\"a\":2,\"\u{E9}\":3,\n\"c\":4,\"e\u{301}\":5}}"
        let scanned = JSONDuplicateKeys.scan(Array(text.utf8), file: "T.xcstrings", recordingDepth: 2)
        XCTAssertEqual(scanned.keys["a"].map { "\($0.line):\($0.column)" }, "1:19")
        XCTAssertEqual(scanned.keys["c"].map { "\($0.line):\($0.column)" }, "2:1")
        XCTAssertEqual(scanned.keys["e\u{301}"].map { "\($0.line):\($0.column)" }, "1:25")
        XCTAssertEqual(
            scanned.diagnostics.all.map {
                "\($0.location.line):\($0.location.column) \($0.notes[0].location?.column ?? 0)"
            },
            ["2:7 25"])
        XCTAssertEqual(scanned.keys.inFileOrder.map(\.key), ["b", "a", "\u{E9}", "c"])
    }
}
