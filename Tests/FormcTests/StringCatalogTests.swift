import Foundation
import XCTest
import FormcDiagnostics
import FormcEmit
import FormcIR

/// The form's String Catalog (`--emit strings`, docs/localization.md): the keys and comments of
/// every text, the file laid out as Xcode writes it, and updates that keep translators' work.
/// Every expected value is written by hand.
final class StringCatalogTests: XCTestCase {
    static let spec = """
        form: Trip
        locales: [de, zh-Hans]
        toolbar: {previousNext: false}
        sources:
          places:
            levels: [region, town]
            options:
              - {label: North, value: n, children: [{label: Oslo, value: osl}]}
        fields:
          - {id: name, label: Name, placeholder: As on your passport, validation: {maxLength: 5, message: Too long}}
          - {id: place, kind: picker, source: places, label: Place}
          - {id: pass, kind: secure}
        sections: []
        rules:
          - {check: name isSet, message: Say who travels}

        """

    private func form(_ yaml: String) throws -> Form {
        let result = TestSupport.compile(yaml, file: "Trip.form.yaml")
        XCTAssertFalse(result.diagnostics.hasErrors, "\(TestSupport.summary(result.diagnostics))")
        return try XCTUnwrap(result.form)
    }

    func testTheTextsOfAFormAndTheirKeys() throws {
        let texts = try form(Self.spec).texts
        XCTAssertEqual(
            texts.map { "\($0.key) = \($0.source)" },
            [
                "Trip.name.label = Name", "Trip.name.placeholder = As on your passport",
                "Trip.name.message = Too long", "Trip.place.label = Place",
                "Trip.rule.1.message = Say who travels", "Trip.places.option.n = North",
                "Trip.places.option.n/osl = Oslo",
                // formc's own words: under a picker that holds none of its options (a saved
                // draft's), the toolbar's Done (no Previous and Next here), and what VoiceOver
                // announces when a submit finds a problem (the rule, the length, the picker); the
                // picker's Choose (issue 48).
                "Formc.chooseOption = choose one of the options", "Formc.done = Done",
                "Formc.problemAnnouncement = %1$@: %2$@", "Formc.choose = Choose"
            ])
        XCTAssertEqual(texts.first?.comment, "Label of the text field 'name' in the Trip form.")
        XCTAssertEqual(texts[6].comment, "A row of the 'places' picker in the Trip form.")
        XCTAssertEqual(
            texts[7].comment, "Error shown under a picker that needs a choice, or holds none of its options.")
        XCTAssertEqual(texts[8].comment, "Keyboard toolbar button that ends editing.")
        XCTAssertEqual(
            texts[4].comment, "Error shown under 'name' in the Trip form when rule 1 fails.")
    }

    /// A `/` inside a value is no level separator: `N/A` at the top level and `N` then `A` are
    /// two texts with two keys (`%` and `/` escaped as in a URL).
    func testOptionKeysKeepASlashInAValueApart() throws {
        let texts = try form(
            """
            form: T
            toolbar: {previousNext: false}
            sources:
              s:
                levels: [a, b]
                options:
                  - {label: Not applicable, value: N/A, children: [{label: x, value: x}]}
                  - {label: North, value: N, children: [{label: Alta, value: A}, {label: Half, value: 50%}]}
            fields: [{id: f, kind: picker, source: s}]

            """
        ).texts
        XCTAssertEqual(
            texts.map { "\($0.key) = \($0.source)" },
            [
                "T.s.option.N%2FA = Not applicable", "T.s.option.N%2FA/x = x", "T.s.option.N = North",
                "T.s.option.N/A = Alta", "T.s.option.N/50%25 = Half",
                // A picker's own words, and the announcement of the problem it can have.
                "Formc.chooseOption = choose one of the options", "Formc.done = Done",
                "Formc.problemAnnouncement = %1$@: %2$@", "Formc.choose = Choose"
            ])
    }

    /// The JSON output carries each text's key beside its value, for a form with `locales:`,
    /// and nothing for one without.
    func testTheJSONCarriesTheTextsKeys() throws {
        let json = try XCTUnwrap(JSONValue.parse(Data(JSONEmitter.emit(try form(Self.spec)))))
        let localization = json["localization"]
        XCTAssertEqual(localization?["locales"]?.array?.compactMap(\.string), ["de", "zh-Hans"])
        XCTAssertEqual(localization?["sourceLanguage"]?.string, "en")
        let texts = localization?["texts"]?.array ?? []
        XCTAssertEqual(texts.count, 11)
        XCTAssertEqual(texts.first?["key"]?.string, "Trip.name.label")
        XCTAssertEqual(texts.first?["source"]?.string, "Name")
        XCTAssertEqual(texts[6]["key"]?.string, "Trip.places.option.n/osl")
        XCTAssertEqual(texts[6]["source"]?.string, "Oslo")
        XCTAssertEqual(texts.last?["key"]?.string, "Formc.choose")
        let plain = try XCTUnwrap(JSONValue.parse(Data(JSONEmitter.emit(try form("form: T\nfields: [{id: a}]\n")))))
        XCTAssertNil(plain["localization"])
    }

    func testANewCatalogIsLaidOutAsXcodeWritesIt() throws {
        let small = "form: T\ntoolbar: false\nfields:\n  - {id: a, label: Name}\n"
        let bytes = try StringCatalog.update(nil, with: try form(small))
        XCTAssertEqual(
            String(decoding: bytes, as: UTF8.self),
            """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "T.a.label" : {
                  "comment" : "Label of the text field 'a' in the T form.",
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Name"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }

            """)
    }

    /// formc's words the form can show are entries too, keyed `Formc.…`: one that counts has
    /// English plural variations; updating keeps a German plural translation, and a word the
    /// form no longer shows becomes stale.
    func testFormcsWordsAreCatalogEntriesWithEnglishPlurals() throws {
        let spec = """
            form: W
            locales: [de]
            toolbar: {previousNext: false}
            fields:
              - {id: a, label: A, required: true, validation: {minLength: 3}}

            """
        let written = try StringCatalog.update(nil, with: try form(spec))
        let catalog = try XCTUnwrap(JSONValue.parse(Data(written)))
        XCTAssertEqual(
            catalog["strings"]?.object.map { Array($0.keys).sorted() },
            [
                "Formc.done", "Formc.problemAnnouncement", "Formc.required", "Formc.requiredLabel", "Formc.tooShort",
                "W.a.label"
            ])
        let english = catalog["strings"]?["Formc.tooShort"]?["localizations"]?["en"]?["variations"]?["plural"]
        XCTAssertEqual(english?["one"]?["stringUnit"]?["value"]?.string, "at least %lld character")
        XCTAssertEqual(english?["other"]?["stringUnit"]?["value"]?.string, "at least %lld characters")
        XCTAssertEqual(english?["other"]?["stringUnit"]?["state"]?.string, "translated")
        XCTAssertEqual(
            catalog["strings"]?["Formc.required"]?["comment"]?.string,
            "Error shown under a field that must be filled in and is empty.")

        // A translator's German plural; then the spec drops minLength.
        var text = String(decoding: written, as: UTF8.self)
        let german = """
            "de" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "mindestens %lld Zeichen" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "mindestens %lld Zeichen" } } } } },
                    "en" : {
                      "variations" : {
            """
        let marker = "\"en\" : {\n          \"variations\" : {"
        XCTAssertTrue(text.contains(marker), text)
        text = text.replacingOccurrences(of: marker, with: german)
        let again = try StringCatalog.update(Array(text.utf8), with: try form(spec))
        let kept = try XCTUnwrap(JSONValue.parse(Data(again)))["strings"]?["Formc.tooShort"]
        XCTAssertEqual(
            kept?["localizations"]?["de"]?["variations"]?["plural"]?["other"]?["stringUnit"]?["state"]?.string,
            "translated", "the source did not change: the translation is not to review")
        // The English plural as an older formc wrote it ("chars"): one case of the source
        // changed, so each case of the German is to review, and the English is formc's again.
        let older = text.replacingOccurrences(
            of: #""value" : "at least %lld characters""#, with: #""value" : "at least %lld chars""#)
        XCTAssertNotEqual(older, text)
        let reviewed = try XCTUnwrap(
            JSONValue.parse(Data(try StringCatalog.update(Array(older.utf8), with: try form(spec)))))["strings"]?[
                "Formc.tooShort"]?["localizations"]
        for category in ["one", "other"] {
            XCTAssertEqual(
                reviewed?["de"]?["variations"]?["plural"]?[category]?["stringUnit"]?["state"]?.string, "needs_review",
                category)
        }
        XCTAssertEqual(
            reviewed?["en"]?["variations"]?["plural"]?["other"]?["stringUnit"]?["value"]?.string,
            "at least %lld characters")
        let lost = try StringCatalog.update(
            Array(text.utf8), with: try form(spec.replacingOccurrences(of: ", validation: {minLength: 3}", with: "")))
        let stale = try XCTUnwrap(JSONValue.parse(Data(lost)))["strings"]?["Formc.tooShort"]
        XCTAssertEqual(stale?["extractionState"]?.string, "stale")
        XCTAssertEqual(
            stale?["localizations"]?["de"]?["variations"]?["plural"]?["one"]?["stringUnit"]?["value"]?.string,
            "mindestens %lld Zeichen")
    }

    /// A field id or source name with a dot is one part of its key (`%2E`): a field called
    /// `rule.1` and the spec's rule 1, or a field `s.option.v` and source `s`'s option
    /// `v.label`, keep a key each.
    func testIdsWithDotsKeepTheirTextsApart() throws {
        let texts = try form(
            """
            form: C
            toolbar: {previousNext: false}
            sources:
              s:
                options: [{label: Yes, value: v.label}]
            rules:
              - {check: a isSet, message: Give a quantity}
            fields:
              - {id: a, label: A}
              - {id: rule.1, label: R, validation: {minLength: 1, message: Too short}}
              - {id: s.option.v, label: Other}
              - {id: p, kind: picker, source: s, label: P}

            """
        ).texts.filter { !$0.isFormcWord }
        XCTAssertEqual(
            texts.map { "\($0.key) = \($0.source)" },
            [
                "C.a.label = A", "C.rule%2E1.label = R", "C.rule%2E1.message = Too short",
                "C.s%2Eoption%2Ev.label = Other", "C.p.label = P", "C.rule.1.message = Give a quantity",
                "C.s.option.v.label = Yes"
            ])
    }

    /// formc's words are English: in a catalog whose source language is German, the German
    /// value given to a word stays when the catalog is written again, and lint asks no English
    /// translation of it.
    func testFormcsWordsInACatalogOfAnotherSourceLanguage() throws {
        let spec =
            "form: G\nsourceLanguage: de\nlocales: [en]\ntoolbar: false\nfields:\n  - {id: a, label: Name, required: true}\n"
        let first = try StringCatalog.update(nil, with: try form(spec))
        let edited = String(decoding: first, as: UTF8.self).replacingOccurrences(
            of: #""value" : "required""#, with: #""value" : "Pflichtfeld""#)
        XCTAssertNotEqual(edited, String(decoding: first, as: UTF8.self))
        let again = try StringCatalog.update(Array(edited.utf8), with: try form(spec))
        let word = try XCTUnwrap(JSONValue.parse(Data(again)))["strings"]?["Formc.required"]
        XCTAssertEqual(word?["localizations"]?["de"]?["stringUnit"]?["value"]?.string, "Pflichtfeld")
        XCTAssertEqual(word?["extractionState"]?.string, "manual")
    }

    /// A catalog a translator worked on (German and Chinese), then a spec that changed one
    /// label, lost a field and gained one: every translation stays; the changed label's are to
    /// be reviewed; the lost field's entry is stale; the new field has only its source text;
    /// what formc does not own (a plural variation, shouldTranslate, a key of its own) stays.
    func testUpdatingKeepsTranslatorsWork() throws {
        let translated = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Trip.name.label" : {
                  "comment" : "old comment",
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Name" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Name" } },
                    "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "姓名" } }
                  }
                },
                "Trip.place.label" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Ort" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Place" } }
                  }
                },
                "Trip.old.label" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Alt" } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Old" } }
                  }
                },
                "Trip.rule.1.message" : {
                  "shouldTranslate" : true,
                  "localizations" : {
                    "de" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "Wer reist?" } },
                      "other" : { "stringUnit" : { "state" : "new", "value" : "" } } } } },
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Who travels?" } }
                  }
                }
              },
              "version" : "1.0",
              "x-team" : "kept"
            }
            """.replacingOccurrences(
                of: #""Trip.old.label" : {"#,
                with: #""Hello" : { "extractionState" : "extracted_with_value" }, "Trip.old.label" : {"#)
        let changed = Self.spec.replacingOccurrences(of: "label: Name,", with: "label: Full name,")
            .replacingOccurrences(
                of: "  - {id: pass, kind: secure}\n", with: "  - {id: email, kind: email, label: Email}\n")
        let updated = try StringCatalog.update(Array(translated.utf8), with: try form(changed))
        let catalog = try XCTUnwrap(JSONValue.parse(Data(updated)))
        func unit(_ key: String, _ locale: String) -> String {
            let unit = catalog["strings"]?[key]?["localizations"]?[locale]?["stringUnit"]
            return "\(unit?["state"]?.string ?? "-") \(unit?["value"]?.string ?? "-")"
        }
        // The changed label: its source is the new text; both translations kept, to review.
        XCTAssertEqual(unit("Trip.name.label", "en"), "translated Full name")
        XCTAssertEqual(unit("Trip.name.label", "de"), "needs_review Name")
        XCTAssertEqual(unit("Trip.name.label", "zh-Hans"), "needs_review 姓名")
        XCTAssertEqual(
            catalog["strings"]?["Trip.name.label"]?["comment"]?.string,
            "Label of the text field 'name' in the Trip form.")
        // Unchanged: as the translator left it.
        XCTAssertEqual(unit("Trip.place.label", "de"), "translated Ort")
        // The lost field: stale, its translation still there.
        XCTAssertEqual(catalog["strings"]?["Trip.old.label"]?["extractionState"]?.string, "stale")
        XCTAssertEqual(unit("Trip.old.label", "de"), "translated Alt")
        // The new field: only its source text.
        XCTAssertEqual(unit("Trip.email.label", "en"), "translated Email")
        XCTAssertEqual(catalog["strings"]?["Trip.email.label"]?["localizations"]?.object?.keys.sorted(), ["en"])
        // The rule's message changed ("Who travels?" to "Say who travels"): its plural
        // variation's translated case is to review, the new one stays new; shouldTranslate stays.
        let plural = catalog["strings"]?["Trip.rule.1.message"]?["localizations"]?["de"]?["variations"]?["plural"]
        XCTAssertEqual(plural?["one"]?["stringUnit"]?["state"]?.string, "needs_review")
        XCTAssertEqual(plural?["other"]?["stringUnit"]?["state"]?.string, "new")
        XCTAssertEqual(catalog["strings"]?["Trip.rule.1.message"]?["shouldTranslate"]?.bool, true)
        XCTAssertEqual(catalog["x-team"]?.string, "kept")
        // The app's own key in the same file is not the form's: not marked stale.
        XCTAssertEqual(catalog["strings"]?["Hello"]?["extractionState"]?.string, "extracted_with_value")
        // Updating again changes nothing: the same bytes.
        XCTAssertEqual(try StringCatalog.update(updated, with: try form(changed)), updated)
    }

    func testAFileThatIsNoCatalogIsRefusedWithoutQuotingIt() throws {
        let trip = try form(Self.spec)
        for (text, expected) in [
            ("SECRET=1", StringCatalog.Failure.notJSON),
            ("[1]", .notACatalog("its top level is not an object")),
            (#"{"strings": {}}"#, .notACatalog("it has no sourceLanguage")),
            (#"{"sourceLanguage": "en", "strings": [1]}"#, .notACatalog("its 'strings' is not an object")),
            (#"{"sourceLanguage": "SECRET", "strings": {}}"#, .otherSourceLanguage(catalog: "SECRET", spec: "en"))
        ] {
            XCTAssertThrowsError(try StringCatalog.update(Array(text.utf8), with: trip)) { error in
                XCTAssertEqual(error as? StringCatalog.Failure, expected, text)
                XCTAssertFalse("\(error)".contains("SECRET"), "\(error)")
            }
        }
    }

    /// `formc compile --emit strings -o DIR` writes `<Form>.xcstrings` there, and a second run
    /// updates it in place, keeping a translation added by hand between the two.
    func testCompileWritesAndUpdatesTheCatalogBesideTheSwift() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("Trip.form.yaml")
        try Data("form: Trip\nfields:\n  - {id: name, label: Name}\n".utf8).write(to: spec)
        let first = try TestSupport.runFormc(["compile", "--emit", "strings", spec.path, "-o", directory.path])
        XCTAssertEqual(first.status, 0, first.stderr)
        let catalog = directory.appendingPathComponent("Trip.xcstrings")
        var text = try String(contentsOf: catalog, encoding: .utf8)
        text = text.replacingOccurrences(
            of: #""localizations" : {"#,
            with: #""localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Name" } },"#)
        try Data(text.utf8).write(to: catalog)
        try Data("form: Trip\nfields:\n  - {id: name, label: Your name}\n".utf8).write(to: spec)
        let second = try TestSupport.runFormc(["compile", "--emit", "strings", spec.path, "-o", directory.path])
        XCTAssertEqual(second.status, 0, second.stderr)
        let updated = try XCTUnwrap(JSONValue.parse(try Data(contentsOf: catalog)))
        let de = updated["strings"]?["Trip.name.label"]?["localizations"]?["de"]?["stringUnit"]
        XCTAssertEqual(de?["state"]?.string, "needs_review")
        XCTAssertEqual(de?["value"]?.string, "Name")
        // A file there that is no catalog is left alone, and the run fails saying so.
        try Data("not json".utf8).write(to: catalog)
        let refused = try TestSupport.runFormc(["compile", "--emit", "strings", spec.path, "-o", directory.path])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("is not a String Catalog: the JSON parser rejected it"), refused.stderr)
        XCTAssertEqual(try String(contentsOf: catalog, encoding: .utf8), "not json")
    }
}
