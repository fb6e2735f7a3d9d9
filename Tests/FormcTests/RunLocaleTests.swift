import FormcIR
import XCTest

@testable import FormcDriver

/// Which language `formc run` shows (docs/localization.md §7): `--locale`, else the
/// environment as gettext reads it, named the way the spec's catalog names languages.
final class RunLocaleTests: XCTestCase {
    private let shipped = ["en", "de", "zh-Hans", "zh-Hant", "pt-BR"]

    func testPOSIXLocalesNameTheCatalogsLanguages() {
        XCTAssertEqual(RunCommand.language("de_DE.UTF-8", among: shipped), "de")
        XCTAssertEqual(RunCommand.language("de_AT@euro", among: shipped), "de")
        XCTAssertEqual(RunCommand.language("pt_BR.UTF-8", among: shipped), "pt-BR")
        XCTAssertEqual(RunCommand.language("zh_CN.UTF-8", among: shipped), "zh-Hans")
        XCTAssertEqual(RunCommand.language("zh_SG", among: shipped), "zh-Hans")
        XCTAssertEqual(RunCommand.language("zh_TW.UTF-8", among: shipped), "zh-Hant")
        XCTAssertEqual(RunCommand.language("ZH-hans", among: shipped), "zh-Hans")
        XCTAssertNil(RunCommand.language("fr_FR.UTF-8", among: shipped))
        XCTAssertNil(RunCommand.language("C", among: shipped))
    }

    /// A section's title and a rule's message are the catalog's too, by their numbers in the
    /// spec; a text without a translation, or with an empty one, stays the spec's.
    func testSectionTitlesAndRuleMessagesAreTranslated() throws {
        let result = TestSupport.compile(
            "form: F\nsections:\n  - {title: Trip, fields: [{id: a}]}\n"
                + "  - {title: You, fields: [{id: b}]}\n"
                + "rules:\n  - {check: a isSet, message: Say where}\n  - {check: b isSet, message: Say who}\n")
        XCTAssertEqual(TestSupport.summary(result.diagnostics), [])
        let form = try XCTUnwrap(result.form).translated([
            "F.section.1.title": "Reise", "F.section.2.title": "",
            "F.rule.1.message": "Sag, wohin", "F.rule.2.message": ""
        ])
        XCTAssertEqual(form.sections.map(\.title), ["Reise", "You"])
        XCTAssertEqual(form.rules.map(\.message), ["Sag, wohin", "Say who"])
    }

    /// LANGUAGE's list first (not under the C locale), then LC_ALL, LC_MESSAGES, LANG.
    func testTheEnvironmentChoosesAsGettextDoes() throws {
        let result = TestSupport.compile("form: F\nlocales: [de, fr]\nfields:\n  - {id: a, label: Name}\n")
        let form = try XCTUnwrap(result.form)
        let catalog = Array(
            #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {"F.a.label": {"localizations": {
              "de": {"stringUnit": {"state": "translated", "value": "Vorname"}},
              "fr": {"stringUnit": {"state": "translated", "value": "Prénom"}}}}}}
            """#.utf8)
        func label(_ environment: [String: String], asked: String? = nil) throws -> String? {
            try RunCommand.shown(form, catalog: catalog, asked: asked, environment: environment).fields.first?.label
        }
        XCTAssertEqual(try label(["LANG": "de_DE.UTF-8"]), "Vorname")
        XCTAssertEqual(try label(["LANGUAGE": "it:fr:de", "LANG": "de_DE.UTF-8"]), "Prénom")
        XCTAssertEqual(try label(["LANGUAGE": "fr", "LANG": "C"]), "Name", "LANGUAGE is not read under C")
        XCTAssertEqual(try label(["LANGUAGE": "fr"]), "Name", "nor with no locale set, which is C")
        XCTAssertEqual(try label(["LC_ALL": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"]), "Prénom")
        XCTAssertEqual(try label(["LANG": "it_IT.UTF-8"]), "Name")
        XCTAssertEqual(try label(["LANG": "de_DE.UTF-8"], asked: "FR"), "Prénom")
        XCTAssertThrowsError(try label([:], asked: "it"))
    }
}
