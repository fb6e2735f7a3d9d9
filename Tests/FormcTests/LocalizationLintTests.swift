import Foundation
import XCTest
import FormcDiagnostics
@testable import FormcChecker
import FormcFrontEnd

/// Lint of a form's String Catalog beside its spec (docs/localization.md §4), through the real
/// binary: each code at its line and column in the catalog, worked out by hand from the
/// catalog text written here.
final class LocalizationLintTests: TemporaryDirectoryTestCase {
    private static let spec = """
        form: Trip
        locales: [de, fr]
        toolbar: false
        fields:
          - {id: name, label: Name}
          - {id: mail, label: Email, placeholder: "%@ at work"}
          - {id: note, label: Note}

        """

    /// Line 4: Trip.mail.label (de translated, fr new); line 10: Trip.mail.placeholder (de
    /// without the %@, which is no FC704: a placeholder is never formatted; fr to review); line 16: Trip.name.label (both translated); line 22:
    /// Trip.old.label, no text of the form; Trip.note.label is missing.
    private static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Trip.mail.label" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "E-Mail" } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Email" } },
              "fr" : { "stringUnit" : { "state" : "new", "value" : "" } }
              }
            },
            "Trip.mail.placeholder" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "bei der Arbeit" } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "%@ at work" } },
              "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "%@ au travail" } }
              }
            },
            "Trip.name.label" : { "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Name" } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Name" } },
              "fr" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "Nom" } } } } }
              }
            },
            "Trip.old.label" : { "extractionState" : "stale" }
          },
          "version" : "1.0"
        }

        """

    private func lint(_ spec: String = "Trip.form.yaml") throws -> [String] {
        let run = try TestSupport.runFormc(["lint", "--format", "json", spec], cwd: directory.path)
        let report = try XCTUnwrap(JSONValue.parse(Data(run.stdout.utf8)), run.stdout + run.stderr)
        return (report.array ?? []).map { diagnostic in
            let file = (diagnostic["file"]?.string).map { ($0 as NSString).lastPathComponent } ?? "-"
            return
                "\(diagnostic["code"]?.string ?? "-") \(file):\(diagnostic["line"]?.int ?? 0):\(diagnostic["column"]?.int ?? 0)"
        }
    }

    func testEachCatalogCodeAtItsEntry() throws {
        try write("Trip.form.yaml", Self.spec)
        try write("Trip.xcstrings", Self.catalog)
        XCTAssertEqual(
            try lint().sorted(),
            [
                "FC701 Trip.xcstrings:4:5",  // mail.label: fr is new
                "FC702 Trip.xcstrings:10:5",  // mail.placeholder: fr to review
                "FC703 Trip.xcstrings:22:5",  // old.label
                "FC706 Trip.xcstrings:1:1"  // note.label missing
            ])
    }

    /// Issue 47, item 10: a label, a placeholder or a message is shown as written, never
    /// formatted, so its `%` is a percent sign: "Save 50% off" held the specifier `% o` and its
    /// translations, which keep none, were FC704. Only formc's words that take a value are
    /// formatted, and their specifiers are checked.
    func testOnlyAFormattedTextHasFormatSpecifiers() throws {
        let spec = """
            form: Shop
            locales: [de]
            toolbar: false
            fields:
              - {id: deal, label: Save 50% off, placeholder: "%d%% or %@", hint: Up to 100% off, validation: {min: 1}}

            """
        let form = try XCTUnwrap(TestSupport.compile(spec).form)
        // Line 4: the label; 8: the placeholder; 12: the hint; 16: formc's "at least %@",
        // whose German lost its %@; 20: "not a number".
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Shop.deal.label" : { "localizations" : {
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "50 % Rabatt sparen" } }
                  }
                },
                "Shop.deal.placeholder" : { "localizations" : {
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "Prozent" } }
                  }
                },
                "Shop.deal.hint" : { "localizations" : {
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "Bis zu 100 % Rabatt" } }
                  }
                },
                "Formc.atLeast" : { "localizations" : {
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "mindestens" } }
                  }
                },
                "Formc.problemAnnouncement" : { "localizations" : {
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "%1$@: %2$@" } }
                  }
                }
              }
            }

            """
        let found = CatalogChecker.check(Array(catalog.utf8), form: form, file: "Shop.xcstrings").all
            .filter { $0.code == .formatSpecifierMismatch }
        XCTAssertEqual(
            found.map { "\($0.location.line):\($0.location.column) \($0.message)" },
            ["16:5 the 'de' translation of 'Formc.atLeast' has other format specifiers than its source (%@)"])
    }

    /// Issue 44, item 11: a catalog is untrusted data, and its texts are never quoted. A stale
    /// entry's key is the catalog's text (it may be anything: here a terminal escape and a
    /// runner command), so FC703 names the entry by its place alone, the key's range.
    func testAStaleEntryIsNamedByItsPlaceNotByItsKey() throws {
        let form = try XCTUnwrap(TestSupport.compile(Self.spec).form)
        // Line 4: the ESC key (sorted before 'o'); line 5: Trip.old.label.
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Trip.\\u001b[2J::error::x" : { "extractionState" : "stale" },
                "Trip.old.label" : { "extractionState" : "stale" }
              }
            }

            """
        let stale = CatalogChecker.check(Array(catalog.utf8), form: form, file: "Trip.xcstrings").all
            .filter { $0.code == .staleCatalogEntry }
        let message = "an entry is not a text of the Trip form (any longer); remove it once its translations are no use"
        XCTAssertEqual(
            stale.map { "\($0.location.line):\($0.location.column)-\($0.location.endColumn ?? 0) \($0.message)" },
            [
                // Quotes at 5 and 30 around the key's 24 written characters (the escape as written).
                "4:5-31 \(message)",
                // Quotes at 5 and 20 around Trip.old.label.
                "5:5-21 \(message)"
            ])
    }

    func testNoCatalogAndNoCatalogAtAll() throws {
        try write("Trip.form.yaml", Self.spec)
        XCTAssertEqual(try lint(), ["FC701 Trip.form.yaml:2:11"])
        try write("Trip.xcstrings", "SECRET text")
        XCTAssertEqual(try lint(), ["FC705 Trip.xcstrings:1:1"])
        let run = try TestSupport.runFormc(["lint", "Trip.form.yaml"], cwd: directory.path)
        XCTAssertFalse((run.stdout + run.stderr).contains("SECRET"), run.stdout + run.stderr)
        // Without locales the catalog is not read.
        try write("Trip.form.yaml", Self.spec.replacingOccurrences(of: "locales: [de, fr]\n", with: ""))
        XCTAssertEqual(try lint(), [])
    }

    /// The catalog formc writes, translated by hand into both languages: clean. Then the
    /// German name removed: FC701 at that entry.
    func testAWrittenAndTranslatedCatalogIsCleanUntilATranslationGoes() throws {
        try write("Trip.form.yaml", Self.spec)
        let written = try TestSupport.runFormc(
            ["compile", "--emit", "strings", "Trip.form.yaml", "-o", "."], cwd: directory.path)
        XCTAssertEqual(written.status, 0, written.stderr)
        var text = try String(contentsOf: directory.appendingPathComponent("Trip.xcstrings"), encoding: .utf8)
        for (english, translated) in [
            ("Name", "Nom"), ("Email", "Courriel"), ("%@ at work", "%@ au travail"), ("Note", "Note")
        ] {
            text = text.replacingOccurrences(
                of: #""value" : "\#(english)""#,
                with:
                    #""value" : "\#(english)" } }, "de" : { "stringUnit" : { "state" : "translated", "value" : "\#(translated)" } }, "fr" : { "stringUnit" : { "state" : "translated", "value" : "\#(translated)""#
            )
        }
        try write("Trip.xcstrings", text)
        XCTAssertEqual(try lint(), [], text)
        // Entries sorted: mail.label, mail.placeholder, name.label (at line 28, every entry 12
        // lines in formc's layout, the translations on its value line), note.label.
        try write(
            "Trip.xcstrings",
            text.replacingOccurrences(
                of: #""de" : { "stringUnit" : { "state" : "translated", "value" : "Nom" } }, "#, with: ""))
        XCTAssertEqual(try lint(), ["FC701 Trip.xcstrings:28:5"])
    }

    /// Examples/Delivery ships in English, German, Arabic and Chinese: lint is clean on it, and
    /// removing one Arabic translation warns at that entry. Its catalog as formc writes it: an
    /// entry of four languages is 30 lines (key, comment, extractionState, localizations, six
    /// lines per language, two closing), the first at line 4, so the fourth (name.label,
    /// after address.label, address.placeholder and day.label) at line 94.
    func testTheDeliveryExampleIsTranslatedAndARemovedTranslationIsFound() throws {
        for name in ["Delivery.form.yaml", "Delivery.xcstrings"] {
            try FileManager.default.copyItem(
                atPath: TestSupport.path("Examples/" + name), toPath: directory.appendingPathComponent(name).path)
        }
        let clean = try TestSupport.runFormc(["lint", "--strict", "Delivery.form.yaml"], cwd: directory.path)
        XCTAssertEqual(clean.status, 0, clean.stdout + clean.stderr)
        let url = directory.appendingPathComponent("Delivery.xcstrings")
        let text = try String(contentsOf: url, encoding: .utf8)
        let arabicName = """
                    "ar" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "الاسم"
                      }
                    },

            """
        XCTAssertTrue(text.contains(arabicName), "the example's Arabic name")
        try Data(text.replacingOccurrences(of: arabicName, with: "").utf8).write(to: url)
        let run = try TestSupport.runFormc(["lint", "Delivery.form.yaml"], cwd: directory.path)
        XCTAssertEqual(
            run.stdout,
            "Delivery.xcstrings:94:5: warning: 'Delivery.name.label' has no 'ar' translation [FC701]\n"
                + "0 errors, 1 warning in 1 spec\n")
    }

    /// A plural half translated is untranslated; `shouldTranslate: false` is never asked for;
    /// `Tip (%)` has no specifier; positional specifiers may reorder; a plural case may drop one.
    func testVariationsShouldTranslateAndSpecifiers() throws {
        try write(
            "P.form.yaml",
            "form: P\nlocales: [de]\ntoolbar: false\nfields:\n  - {id: a, label: 'Tip (%)'}\n  - {id: b, label: B}\n")
        try write(
            "P.xcstrings",
            """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "P.a.label" : { "localizations" : {
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "Trinkgeld in %" } },
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "Tip (%)" } } } },
                "P.b.label" : { "localizations" : {
                  "de" : { "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "Eins" } },
                    "other" : { "stringUnit" : { "state" : "new", "value" : "" } } } } },
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "B" } } } }
              },
              "version" : "1.0"
            }

            """)
        // Line 7: P.b.label, after the opening brace, sourceLanguage, strings and P.a.label's three lines.
        XCTAssertEqual(try lint("P.form.yaml"), ["FC701 P.xcstrings:7:5"])
        let text = try String(contentsOf: directory.appendingPathComponent("P.xcstrings"), encoding: .utf8)
        try write(
            "P.xcstrings",
            text.replacingOccurrences(of: #""P.b.label" : { "#, with: #""P.b.label" : { "shouldTranslate" : false, "#))
        XCTAssertEqual(try lint("P.form.yaml"), [])
        XCTAssertEqual(FormatSpecifiers.of("Tip (%) %% %lld %1$@ %"), ["%lld", "%1$@"])
        XCTAssertTrue(FormatSpecifiers.agree("%2$@ von %1$@", with: ["%1$@", "%2$@"], exactly: true))
        XCTAssertFalse(FormatSpecifiers.agree("%lld von %@", with: ["%@", "%lld"], exactly: true))
        XCTAssertTrue(FormatSpecifiers.agree("Ein Bild", with: ["%lld"], exactly: false))
        XCTAssertFalse(FormatSpecifiers.agree("%@ Bilder", with: ["%lld"], exactly: false))
    }

    /// Issue 46: a translation whose state says translated but whose value is empty is no
    /// translation (FC701), though it is not `new`: the only empty value elsewhere is also new.
    /// A plural case likewise. Line 7: P.b.label; line 10: P.c.label (after the brace,
    /// sourceLanguage, strings, P.a.label's three lines, P.b.label's three).
    func testATranslationMarkedTranslatedButEmptyIsUntranslated() throws {
        try write(
            "P.form.yaml",
            "form: P\nlocales: [de]\ntoolbar: false\nfields:\n  - {id: a, label: A}\n  - {id: b, label: B}\n"
                + "  - {id: c, label: C}\n")
        try write(
            "P.xcstrings",
            """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "P.a.label" : { "localizations" : {
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "Ah" } },
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "A" } } } },
                "P.b.label" : { "localizations" : {
                  "de" : { "stringUnit" : { "state" : "translated", "value" : "" } },
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "B" } } } },
                "P.c.label" : { "localizations" : {
                  "de" : { "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "Zeh" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "" } } } } },
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "C" } } } }
              },
              "version" : "1.0"
            }

            """)
        XCTAssertEqual(try lint("P.form.yaml"), ["FC701 P.xcstrings:7:5", "FC701 P.xcstrings:10:5"])
    }

    /// FC707: a far longer translation (more than twice as long and 10 characters longer) of a
    /// toolbar title, a picker row or a toolbar button; a long label that is no toolbar title is
    /// fine, and so is one just under the bound.
    func testAFarLongerTranslationWhereSpaceIsTight() throws {
        try write(
            "L.form.yaml",
            """
            form: L
            locales: [de]
            toolbar: {previousNext: false, title: label}
            sources:
              s:
                options: [{label: Evening, value: e}, {label: Yes, value: y}]
            fields:
              - {id: a, label: Name}
              - {id: b, kind: picker, source: s, label: Answer, placeholder: Pick one}

            """)
        func unit(_ value: String) -> String {
            #"{ "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "\#(value)" } } } }"#
        }
        func catalog(_ name: String, _ row: String, _ placeholder: String, evening: String = "Abend") -> String {
            """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Formc.chooseOption" : \(unit("Wählen Sie eine Option")),
                "Formc.done" : \(unit("Fertig")),
                "Formc.problemAnnouncement" : \(unit("%1$@: %2$@")),
                "L.a.label" : \(unit(name)),
                "L.b.label" : \(unit("Antwort")),
                "L.b.placeholder" : \(unit(placeholder)),
                "L.s.option.e" : \(unit(evening)),
                "L.s.option.y" : \(unit(row)),
                "Formc.choose" : \(unit("Auswählen"))
              },
              "version" : "1.0"
            }

            """
        }
        // "Name" (4) as 15 characters: 2 × 4 < 15 and 11 more; "Yes" (3) as 18; the
        // placeholder is no toolbar title (the label is), so its length is no matter.
        try write(
            "L.xcstrings",
            catalog(
                "Ihr voller Name", "Ja, auf jeden Fall", "Bitte wählen Sie hier eine Option aus",
                evening: "Spät am Abend, ja"))
        // "Evening" (7) as 17 characters: more than twice, and 10 more, if not three times.
        XCTAssertEqual(
            try lint("L.form.yaml"), ["FC707 L.xcstrings:7:5", "FC707 L.xcstrings:10:5", "FC707 L.xcstrings:11:5"])
        // 13 characters for "Name": 9 more, under the bound; 12 for "Yes": 9 more.
        try write("L.xcstrings", catalog("Vollständiger", "Ja, auf jede", "Bitte wählen Sie hier eine Option aus"))
        XCTAssertEqual(try lint("L.form.yaml"), [])
    }

    /// A locale written `zh-hans` finds Xcode's `zh-Hans` (language tags ignore case), and
    /// English needs no translation of formc's words, which are English.
    func testLocalesIgnoreCaseAndEnglishNeedsNoWords() throws {
        try write(
            "Z.form.yaml",
            "form: Z\nsourceLanguage: de\nlocales: [zh-hans, en]\ntoolbar: false\nfields:\n  - {id: a, label: A, required: true}\n"
        )
        try write(
            "Z.xcstrings",
            """
            {
              "sourceLanguage" : "de",
              "strings" : {
                "Formc.problemAnnouncement" : { "localizations" : {
                  "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "%1$@：%2$@" } } } },
                "Formc.required" : { "localizations" : {
                  "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "必填" } } } },
                "Formc.requiredLabel" : { "localizations" : {
                  "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "%@，必填" } } } },
                "Z.a.label" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "A" } },
                  "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "甲" } } } }
              },
              "version" : "1.0"
            }

            """)
        XCTAssertEqual(try lint("Z.form.yaml"), [])
    }

    /// A key with an escape (a line break, `\u005b`) is found on its own line; one written
    /// twice is FC004 at the second, with a note at the first, as in a JSON data file.
    func testKeysWithEscapesAreLocatedAndRepeatsReported() throws {
        let text =
            "{\n  \"strings\" : {\n    \"T.s.option.x\\ny\" : {},\n    \"T.s.option.\\u005bz\" : {},\n    \"T.s.option.x\\ny\" : {}\n  }\n}\n"
        let scanned = JSONDuplicateKeys.scan(Array(text.utf8), file: "T.xcstrings", recordingDepth: 2)
        XCTAssertEqual(scanned.keys["T.s.option.x\ny"].map { "\($0.line):\($0.column)" }, "3:5")
        XCTAssertEqual(scanned.keys["T.s.option.[z"].map { "\($0.line):\($0.column)" }, "4:5")
        XCTAssertEqual(scanned.keys["strings"], nil, "only the entries' depth is recorded")
        XCTAssertEqual(
            scanned.diagnostics.all.map { "\($0.code.id) \($0.location.line):\($0.location.column)" }, ["FC004 5:5"])
    }

    /// A catalog is read by formc's own JSON reader, which takes a lone surrogate half as
    /// U+FFFD (a data file's parser refuses it): the scan keys it the same way, so
    /// `F.a.label\uD800` is its own key, not a second `F.a.label`, and `\uD800` before the
    /// closing quote is `\uFFFD` written out.
    func testALoneSurrogateInACatalogKeyIsTheReplacementCharacter() throws {
        let text =
            "{\n  \"strings\" : {\n    \"F.a.label\" : {},\n    \"F.a.label\\uD800x\" : {},\n"
            + "    \"F.a.hint\\uD800\" : {},\n    \"F.a.hint\\uFFFD\" : {}\n  }\n}\n"
        let scanned = JSONDuplicateKeys.scan(Array(text.utf8), file: "T.xcstrings", recordingDepth: 2)
        XCTAssertEqual(scanned.keys["F.a.label\u{FFFD}x"].map { "\($0.line):\($0.column)" }, "4:5")
        XCTAssertEqual(
            scanned.diagnostics.all.map { "\($0.code.id) \($0.location.line):\($0.location.column)" }, ["FC004 6:5"])
    }
}
