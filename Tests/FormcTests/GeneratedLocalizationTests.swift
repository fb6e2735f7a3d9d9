import Foundation
import FormcCore
import FormcEmit
import FormcIR
@testable import FormcKit
import XCTest

@testable import FormcDriver

/// The generated code's texts come from the form's catalog (docs/localization.md §5): FormcKit
/// builds the same keys as formc's `Form.texts`, and a generated form compiled on Linux shows
/// the German of Examples/Delivery.xcstrings through Foundation's `Bundle`.
final class GeneratedLocalizationTests: XCTestCase {
    /// FormcKit's key scheme (`FormcTextKey`), applied to each example's ids, gives exactly the
    /// keys and source texts of `Form.texts`: the copy in FormcKit and formc's one home agree.
    func testFormcKitBuildsTheKeysFormcWritesInTheCatalog() throws {
        for spec in [
            "Examples/Delivery.form.yaml", "Examples/Account.form.yaml", "Examples/Pickers.form.yaml",
            "Examples/Profile.form.yaml", "Examples/NumberPad.form.yaml",
            // Help under fields, a section's footer, month fields (issue 49).
            "Tests/Fixtures/UIKitSim/Month.form.yaml"
        ] {
            let result = try Pipeline().compile(path: TestSupport.path(spec), standardInput: { _ in [] })
            let form = try XCTUnwrap(result.form, spec)
            var expected: [String: String] = [:]
            for field in form.fields {
                expected[FormcTextKey.label(form: form.name, field: field.id)] = field.label
                expected[FormcTextKey.placeholder(form: form.name, field: field.id)] = field.placeholder
                expected[FormcTextKey.message(form: form.name, field: field.id)] = field.validation.message
                expected[FormcTextKey.help(form: form.name, field: field.id)] = field.help
                expected[FormcTextKey.hint(form: form.name, field: field.id)] = field.hint
                expected[FormcTextKey.accessibilityLabel(form: form.name, field: field.id)] = field.accessibilityLabel
            }
            for (index, section) in form.sections.enumerated() {
                expected[FormcTextKey.sectionTitle(form: form.name, number: index + 1)] = section.title
                expected[FormcTextKey.sectionFooter(form: form.name, number: index + 1)] = section.footer
            }
            for (index, rule) in form.rules.enumerated() {
                expected[FormcTextKey.ruleMessage(form: form.name, number: index + 1)] = rule.message
            }
            for source in form.sources {
                var pending = source.options.map { ([$0.value], $0) }
                while let (path, option) = pending.popLast() {
                    expected[FormcTextKey.option(form: form.name, source: source.name, path: path)] = option.label
                    pending += option.children.map { (path + [$0.value], $0) }
                }
            }
            for word in form.words {
                let kit = try XCTUnwrap(FormcKit.FormcWord(rawValue: word.rawValue), word.rawValue)
                expected[kit.key] = kit.english
            }
            let texts = Dictionary(form.texts.map { ($0.key, $0.source) }, uniquingKeysWith: { first, _ in first })
            XCTAssertEqual(texts, expected.filter { !$0.value.isEmpty }, spec)
        }
    }

    /// formc's words: FormcKit's copy has the same cases, keys and English as formc's list.
    func testFormcKitsWordsAreFormcsWords() {
        XCTAssertEqual(
            FormcKit.FormcWord.allCases.map { [$0.rawValue, $0.key, $0.english] },
            FormcIR.FormcWord.allCases.map { [$0.rawValue, $0.key, $0.english] })
        XCTAssertEqual(
            FormcKit.FormcWord.allCases.map(\.englishOne), FormcIR.FormcWord.allCases.map { $0.englishPlural?["one"] })
    }

    /// A count of 1 in English is singular where no catalog picks the case: `formc run` and
    /// the generated messages say "at least 1 character" and "choose at least 1 option".
    func testACountOfOneIsSingularInEnglish() throws {
        let form = try XCTUnwrap(TestSupport.compile("form: F\nfields:\n  - id: a\n").form)
        XCTAssertEqual(form.counted(.tooShort, 1), "at least 1 character")
        XCTAssertEqual(form.counted(.tooShort, 2), "at least 2 characters")
        XCTAssertEqual(form.counted(.chooseAtMost, 1), "choose at most 1 option")
        XCTAssertEqual(form.counted(.chooseAtLeast, 0), "choose at least 0 options")
        let words = FormcWords(nil, language: "en")
        XCTAssertEqual(words.message(for: .tooShort(minimum: 1), check: nil, date: nil), "at least 1 character")
        XCTAssertEqual(words.message(for: .tooMany(maximum: 1), check: nil, date: nil), "choose at most 1 option")
        XCTAssertEqual(words.message(for: .tooMany(maximum: 3), check: nil, date: nil), "choose at most 3 options")
    }

    /// formc run fills a word by FormcIR's `FormcWord.filled` and `counted`, the generated
    /// code by FormcKit's copies: the same text for the same word and values, translators'
    /// mistakes included. Each expected value is written by hand.
    func testBothCopiesFillWordsAlike() {
        let cases: [(text: String, values: [String], filled: String)] = [
            ("at least %@", ["5"], "at least 5"),
            ("%2$@ (%1$@)", ["Name", "required"], "required (Name)"),
            ("%@ Name", ["%@"], "%@ Name"),
            ("%@ and %@", ["x"], "x and %@"),
            ("100%% %d %s", ["x"], "100%% %d %s"),
            ("%3$@ %1$@", ["a"], "%3$@ a")
        ]
        for (text, values, filled) in cases {
            XCTAssertEqual(FormcIR.FormcWord.filled(text, values), filled, text)
            XCTAssertEqual(FormcWords.filled(text, values), filled, text)
        }
        for (text, count, counted) in [
            ("at least %lld characters", 3, "at least 3 characters"), ("%1$lld Zeichen", 2, "2 Zeichen"),
            ("höchstens %lld %@", 5, "höchstens 5 %@")
        ] {
            XCTAssertEqual(FormcIR.FormcWord.counted(text, count), counted, text)
            XCTAssertEqual(FormcWords.counted(text, count), counted, text)
        }
        XCTAssertTrue(FormcWords.onlyCounts("%#@n@"))
        XCTAssertFalse(FormcWords.onlyCounts("%#@n@ %@"))
    }

    /// Written by hand from the spec: the texts Delivery's catalog gets, in its order.
    func testFormcsWordsAreThoseTheFormCanShow() throws {
        let result = try Pipeline().compile(
            path: TestSupport.path("Examples/Delivery.form.yaml"), standardInput: { _ in [] })
        let form = try XCTUnwrap(result.form)
        // Required text fields; the time-slot picker (which a draft can set to no option); a
        // date field with min: today; the toolbar's three buttons; a required field's spoken
        // name and a refused submit's announcement; Tab and Shift-Tab; Choose, for the date and
        // the picker nobody chose for (issue 48). The phone's own message stands in for its
        // length checks.
        XCTAssertEqual(
            form.words,
            [
                .required, .chooseOption, .expectedDate, .earliest, .previous, .next, .done, .requiredLabel,
                .problemAnnouncement, .nextField, .previousField, .choose
            ])
        let profile = try XCTUnwrap(
            Pipeline().compile(path: TestSupport.path("Examples/NumberPad.form.yaml"), standardInput: { _ in [] }).form)
        XCTAssertTrue(profile.words.contains(.digitsOnly), "\(profile.words)")
        XCTAssertEqual(
            profile.texts.first { $0.key == "Formc.tooLong" }?.plural,
            ["one": "at most %lld character", "other": "at most %lld characters"])
    }

    /// Examples/Delivery's generated Swift, compiled with FormcKit on Linux, looks its texts up
    /// in a bundle holding the German table that Xcode would compile from Delivery.xcstrings.
    func testTheGeneratedDeliveryFormShowsItsGermanTexts() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try Pipeline().compile(
            path: TestSupport.path("Examples/Delivery.form.yaml"), standardInput: { _ in [] })
        let form = try XCTUnwrap(result.form)
        let swift = try SwiftEmitter().emit(form, formcVersion: Formc.version)
        XCTAssertTrue(swift.contains(#"strings: FormcStrings(form: "Delivery"),"#), "the table looks its texts up")
        let file = directory.appendingPathComponent("DeliveryForm.swift")
        try Data(swift.utf8).write(to: file)
        // What Xcode's build does with a catalog: one `<language>.lproj/<table>.strings` each.
        let bundle = directory.appendingPathComponent("App.bundle")
        try Self.writeStringsTable(
            from: TestSupport.path("Examples/Delivery.xcstrings"), language: "de",
            to: bundle.appendingPathComponent("de.lproj/Delivery.strings"))
        let driver = """
            import Foundation

            guard let bundle = Bundle(path: CommandLine.arguments[1]) else { fatalError("no bundle") }
            for language in ["de", "fr"] {
                let form = DeliveryField.formcForm.localized(FormcStrings(form: "Delivery", bundle: bundle, language: language))
                let address = form.info(.address)
                print(language, "LABEL", address.label ?? "-", "|", address.placeholder ?? "-", "|", address.toolbar.title ?? "-")
                print(language, "SECTIONS", form.sections.map { $0.title ?? "-" }.joined(separator: " | "))
                print(language, "OPTIONS", (form.sources["slots"] ?? []).map(\\.label).joined(separator: " | "))
                print(language, "WORDS", form.word(.previous), form.word(.next), form.word(.done))
                print(language, "MESSAGES", form.message(for: .required, of: .name), "|", form.info(.phone).check?.message ?? "-")
            }
            // The generated table itself, in the language the system chose (Linux's Foundation
            // reads none: the spec's English).
            print("STATIC", DeliveryField.address.label ?? "-")
            """
        guard
            let binary = try GeneratedCodeTests.buildDriver(
                driver, with: [file.path], in: directory, named: "localized")
        else { return }
        let run = try GeneratedCodeTests.run(binary.path, [bundle.path])
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(
            run.output.split(separator: "\n").map(String.init),
            [
                "de LABEL Adresse | Straße, Hausnummer, Ort | Adresse",
                "de SECTIONS Empfänger | Lieferung",
                "de OPTIONS Vormittag | Nachmittag | Abend",
                "de WORDS Zurück Weiter Fertig",
                // formc's word, and the phone's own message (its length check's), translated.
                "de MESSAGES Pflichtfeld | Geben Sie eine Telefonnummer mit 6 bis 15 Ziffern ein",
                // No French table: every text is the spec's.
                "fr LABEL Address | Street, number, city | Address",
                "fr SECTIONS Recipient | Delivery",
                "fr OPTIONS Morning | Afternoon | Evening",
                "fr WORDS Previous Next Done",
                "fr MESSAGES required | Enter a phone number of 6 to 15 digits",
                "STATIC Address"
            ])
    }

    /// `<language>.lproj/<table>.strings` with the catalog's `language` values (plain units
    /// only), as Xcode compiles a String Catalog into an app.
    static func writeStringsTable(from catalog: String, language: String, to file: URL) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: catalog))
        let top = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let strings = try XCTUnwrap(top["strings"] as? [String: Any])
        var table: [String: String] = [:]
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any]
            let unit = (localizations?[language] as? [String: Any])?["stringUnit"] as? [String: Any]
            if let value = unit?["value"] as? String { table[key] = value }
        }
        let plist = try PropertyListSerialization.data(fromPropertyList: table, format: .xml, options: 0)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try plist.write(to: file)
    }
}
