import Foundation
import XCTest
@testable import FormcKit

/// Issue 48, items 10 and 12 (SwiftUI): the decisions `FormcFormView` reads, run on Linux. A
/// section's identity is its place in the spec, never its contents; a row's accessibility sits
/// on its one control, with a date's or picker's value spoken; the values are checked once per
/// change for every row; patterns are compiled once; the system's words follow the app's
/// language without `locales:`. Through a form declared by hand; expected values written by hand.
final class SwiftUIRowModelTests: XCTestCase {
    enum Stay: String, FormcField {
        case business, company, vat, day, size, notes

        typealias Values = StayValues

        static let formcForm = FormcForm<Stay>(
            fields: [
                FormcFieldInfo(label: "Business trip", value: .toggle),
                FormcFieldInfo(
                    isFocusable: true, label: "Company", placeholder: "Acme Ltd", required: true,
                    check: FormcTextCheck(pattern: "[A-Z].*")),
                FormcFieldInfo(isFocusable: true, label: "VAT number", check: FormcTextCheck(pattern: "[0-9]{9}")),
                FormcFieldInfo(
                    isFocusable: true, label: "Day", hint: "Your arrival", value: .date, required: true,
                    date: FormcDateSettings(mode: .date, format: "dd/MM/yyyy")),
                FormcFieldInfo(
                    isFocusable: true, label: "Room", value: .option, picker: FormcPickerSettings(source: "sizes")),
                FormcFieldInfo(access: .hidden)
            ],
            focusChain: [.company, .vat, .day, .size],
            hasConditions: true,
            sections: [
                FormcSection(title: "Trip", fields: [.business, .company]),
                FormcSection(title: "Invoice", fields: [.vat]),
                FormcSection(title: "When", fields: [.day, .size, .notes])
            ],
            sources: ["sizes": #"[["Single","s"],["Double","d"]]"#])
    }

    struct StayValues: FormcValues {
        typealias Field = Stay
        var business = false, company = "", vat = "", day: Date?, size: String?, notes = ""

        static var formcInitial: Self { Self() }

        func formcValue(of field: Stay) -> FormcValue {
            switch field {
            case .business: return .toggle(business)
            case .company: return .text(company)
            case .vat: return .text(vat)
            case .day: return .date(day)
            case .size: return .option(size)
            case .notes: return .text(notes)
            }
        }

        mutating func formcSet(_ field: Stay, to value: FormcValue) {
            switch (field, value) {
            case (.business, .toggle(let value)): business = value
            case (.company, .text(let value)), (.vat, .text(let value)), (.notes, .text(let value)):
                if field == .company { company = value } else if field == .vat { vat = value } else { notes = value }
            case (.day, .date(let value)): day = value
            case (.size, .option(let value)): size = value
            default: break
            }
        }

        /// `company` and `vat` show only on a business trip; `vat` is enabled once there is a
        /// company.
        func conditionState() -> (hidden: Set<Stay>, disabled: Set<Stay>) {
            (business ? [.notes] : [.company, .vat, .notes], company.isEmpty ? [.vat] : [])
        }
    }

    /// Turning `business` on shows `company` in the first section and the whole second one:
    /// the first and third keep their identity (SwiftUI updates them in place, the keyboard
    /// stays), the second comes in with its own.
    func testASectionIsIdentifiedByItsPlaceInTheSpecNotItsFields() {
        var values = StayValues()
        let before = values.shownSections
        XCTAssertEqual(before.map(\.id), [1, 3])
        XCTAssertEqual(before.map(\.fields), [[.business], [.day, .size]])
        values.business = true
        let after = values.shownSections
        XCTAssertEqual(after.map(\.id), [1, 2, 3])
        XCTAssertEqual(after.map(\.fields), [[.business, .company], [.vat], [.day, .size]])
        XCTAssertEqual(after.map(\.title), ["Trip", "Invoice", "When"])
        XCTAssertNotEqual(before[0], after[0], "the contents changed")
        XCTAssertEqual(before[0].id, after[0].id, "the identity did not")
        // The table numbers the spec's sections, the hidden field's gone: 1, 2, 3.
        XCTAssertEqual(Stay.formcForm.sections.map(\.id), [1, 2, 3])
        XCTAssertEqual(Stay.formcForm.sections[2].fields, [.day, .size])
        // Localized titles keep the numbers (their catalog keys' numbers).
        let german = Stay.formcForm.localized(
            FormcStrings(form: "Stay") { key, source in key == "Stay.section.3.title" ? "Wann" : source })
        XCTAssertEqual(german.sections.map(\.id), [1, 2, 3])
        XCTAssertEqual(german.sections.map(\.title), ["Trip", "Invoice", "Wann"])
    }

    /// Each row's label, identifier and hint go on its one control, a date or picker row's
    /// shown value as its button's value; identifiers are the field ids, one per row.
    func testARowsAccessibilityIsItsControlsWithTheValueSpoken() throws {
        let form = Stay.formcForm
        let day = try XCTUnwrap(FormcCalendar.iso("2026-01-24"))
        XCTAssertEqual(
            form.rowAccessibility(of: .day, value: .date(day), message: nil),
            FormcRowAccessibility(
                element: .rowButton, identifier: "day", label: "Day, required", value: "24/01/2026",
                hint: "Your arrival"))
        XCTAssertEqual(
            form.rowAccessibility(of: .day, value: .date(nil), message: "required"),
            FormcRowAccessibility(
                element: .rowButton, identifier: "day", label: "Day, required", value: nil, hint: "required"))
        XCTAssertEqual(
            form.rowAccessibility(of: .size, value: .option("d"), message: nil),
            FormcRowAccessibility(element: .rowButton, identifier: "size", label: "Room", value: "Double", hint: ""))
        // A text field speaks its own text; the placeholder beside a name is the hint.
        XCTAssertEqual(
            form.rowAccessibility(of: .company, value: .text("Acme"), message: nil),
            FormcRowAccessibility(
                element: .textControl, identifier: "company", label: "Company, required", value: nil,
                hint: "Acme Ltd"))
        XCTAssertEqual(
            form.rowAccessibility(of: .business, value: .toggle(true), message: nil),
            FormcRowAccessibility(
                element: .toggle, identifier: "business", label: "Business trip", value: nil, hint: ""))
        let values = StayValues(business: true, day: day, size: "s")
        let identifiers = Stay.allCases.map {
            form.rowAccessibility(of: $0, value: values.formcValue(of: $0), message: nil).identifier
        }
        XCTAssertEqual(identifiers, ["business", "company", "vat", "day", "size", "notes"])
    }

    /// The view builds its modifiers on the control, from `FormcRowAccessibility`, and no
    /// longer on the row's group (the base applied them to `control`, a date row's button and
    /// wheel alike); its rows read one check of the values, never `validate()` each.
    func testTheViewPutsAccessibilityOnTheControlAndChecksOncePerChange() throws {
        let view = try String(contentsOfFile: TestSupport.path("Sources/FormcKit/FormcFormView.swift"), encoding: .utf8)
        let row = try XCTUnwrap(view.range(of: "public struct FormcFieldRow<"))
        let rowSource = view[row.lowerBound...]
        XCTAssertFalse(rowSource.contains("validate()"), "a row does not validate the form itself")
        XCTAssertEqual(rowSource.components(separatedBy: ".accessibilityIdentifier(").count - 1, 1)
        XCTAssertTrue(rowSource.contains(".rowAccessibility("))
        XCTAssertFalse(view.contains("id: \\.self) { group in"), "sections are not identified by their contents")
        XCTAssertEqual(view.components(separatedBy: "FormcCheckedValues<Field>(values)").count - 1, 2)
    }

    /// One check of the values for every row: what `validate()` and `conditionState()` give.
    func testCheckedValuesAreOneCheckForEveryRow() {
        let values = StayValues(business: true, company: "acme", vat: "12")
        let checked = FormcCheckedValues<Stay>(values)
        XCTAssertEqual(checked.errors, [.company: .patternMismatch, .vat: .patternMismatch, .day: .required])
        XCTAssertEqual(checked.errors, values.validate())
        XCTAssertEqual(checked.sections, values.shownSections)
        XCTAssertEqual(Stay.allCases.filter(checked.shows), [.business, .company, .vat, .day, .size])
        XCTAssertFalse(FormcCheckedValues<Stay>(StayValues()).shows(.company))
        XCTAssertEqual(Stay.allCases.filter(checked.disables), [.notes], "hidden by the spec: not editable")
        let noCompany = FormcCheckedValues<Stay>(StayValues(business: true))
        XCTAssertEqual(
            Stay.allCases.filter(noCompany.disables), [.vat, .notes], "disabled by the values, and the spec's")
    }

    /// A pattern is compiled once and the one expression serves every later match; one that
    /// does not compile is remembered too; the table never grows past its limit.
    func testPatternsAreCompiledOnce() throws {
        let patterns = FormcPatterns.shared
        let first = try XCTUnwrap(patterns.compiled("[A-Z].*"))
        XCTAssertTrue(first === patterns.compiled("[A-Z].*"))
        XCTAssertNil(patterns.compiled("(unclosed"))
        let count = patterns.count
        XCTAssertNil(patterns.compiled("(unclosed"))
        XCTAssertEqual(patterns.count, count)
        XCTAssertTrue(FormcValidation.matches("Acme", "[A-Z].*"))
        XCTAssertFalse(FormcValidation.matches("acme", "[A-Z].*"))
        XCTAssertTrue(FormcValidation.matches("ab", "a|ab"), "the whole text, any alternative")
        let own = FormcPatterns()
        for number in 0..<300 { _ = own.compiled("x{\(number)}") }
        XCTAssertLessThanOrEqual(own.count, FormcPatterns.limit)
        XCTAssertGreaterThan(own.count, 0)
    }

    /// Without `locales:`, Done, Previous, Next and "required" follow the app's language; with
    /// a catalog, the catalog's words win.
    func testTheSystemsWordsFollowTheAppsLanguageWithoutLocales() {
        let german = FormcWords(nil, language: "de")
        XCTAssertEqual([german[.done], german[.previous], german[.next]], ["Fertig", "Zurück", "Weiter"])
        XCTAssertEqual(german[.required], "erforderlich")
        // The toolbar's Choose (an empty date or picker field's suggestion) beside Fertig.
        XCTAssertEqual(german[.choose], "Auswählen")
        XCTAssertEqual(FormcWords(nil, language: "ja")[.choose], "選択")
        XCTAssertEqual(FormcWords.filled(german[.requiredLabel], ["Name"]), "Name, erforderlich")
        XCTAssertEqual(german[.tooShort], "at least %lld characters", "only the system's words")
        XCTAssertEqual(FormcWords(nil, language: "ja_JP")[.done], "完了")
        XCTAssertEqual(FormcWords(nil, language: "en")[.done], "Done")
        XCTAssertEqual(FormcWords(nil, language: "xx")[.next], "Next")
        XCTAssertEqual(FormcSystemWords.text(.next, in: "zh-HK"), "下一個")
        XCTAssertEqual(FormcSystemWords.text(.next, in: "zh_CN"), "下一个")
        XCTAssertEqual(FormcSystemWords.text(.next, in: "pt"), "Próximo")
        XCTAssertEqual(FormcSystemWords.text(.next, in: "pt-PT"), "Seguinte")
        XCTAssertEqual(FormcSystemWords.text(.done, in: "fr-CA"), "OK")
        XCTAssertNil(FormcSystemWords.text(.chooseOption, in: "de"))
        XCTAssertNil(FormcSystemWords.text(.done, in: ""))
        // Every row of the table has a word for each of `words`.
        XCTAssertTrue(FormcSystemWords.table.values.allSatisfy { $0.count == FormcSystemWords.words.count })
        // None of them is empty (a toolbar button with no title), and the spoken "%@, required"
        // keeps its one placeholder for the label.
        for (language, row) in FormcSystemWords.table {
            for (word, text) in zip(FormcSystemWords.words, row) {
                XCTAssertFalse(text.trimmingCharacters(in: .whitespaces).isEmpty, "\(language) \(word)")
            }
            let label = row[FormcSystemWords.words.firstIndex(of: .requiredLabel) ?? 0]
            XCTAssertEqual(label.components(separatedBy: "%@").count, 2, language)
        }
        let catalog = FormcWords(FormcStrings(form: "Stay") { key, source in source }, language: "de")
        XCTAssertEqual(catalog[.done], "Done", "a form with locales: takes its catalog's words")
    }
}

/// Issue 48, item 12: what SwiftUI's smart punctuation types in a field whose traits turn it off
/// (SwiftUI has no modifier for it) is stored as the keys typed it.
final class SmartPunctuationTests: XCTestCase {
    func testSmartQuotesAndDashesArePutBackAsTyped() {
        XCTAssertEqual(FormcSmartPunctuation.straightened("o\u{2019}brien"), "o'brien")
        XCTAssertEqual(
            FormcSmartPunctuation.straightened("\u{201C}a\u{201D} \u{201E}b\u{201C} \u{00AB}c\u{00BB}"),
            "\"a\" \"b\" \"c\"")
        XCTAssertEqual(FormcSmartPunctuation.straightened("\u{2018}x\u{2019} \u{201A}y\u{2039}\u{203A}"), "'x' 'y''")
        XCTAssertEqual(FormcSmartPunctuation.straightened("a\u{2013}b\u{2014}c"), "a--b---c")
        XCTAssertEqual(FormcSmartPunctuation.straightened("plain-text's \"ok\""), "plain-text's \"ok\"")
        XCTAssertEqual(FormcSmartPunctuation.straightened(""), "")
    }

    /// A password keyboard types no smart punctuation, so what a secure field holds was meant
    /// (a `«` from a long press, a pasted `’`, an en dash) and is stored as typed, as the UIKit
    /// controller stores it; a username's smart quote is straightened; a field whose traits
    /// leave smart punctuation on keeps it.
    func testASecureFieldKeepsItsQuotesAndDashes() {
        let password = FormcInputTraits(
            contentType: "newPassword", isSecure: true, smartPunctuationDisabled: true, control: .secure)
        XCTAssertEqual(
            FormcSmartPunctuation.stored("p\u{00AB}ss\u{2019}w\u{2013}d", input: password),
            "p\u{00AB}ss\u{2019}w\u{2013}d")
        let username = FormcInputTraits(contentType: "username", smartPunctuationDisabled: true)
        XCTAssertEqual(FormcSmartPunctuation.stored("o\u{2019}brien", input: username), "o'brien")
        XCTAssertEqual(FormcSmartPunctuation.stored("o\u{2019}brien", input: FormcInputTraits()), "o\u{2019}brien")
        XCTAssertEqual(FormcSmartPunctuation.stored("o\u{2019}brien", input: nil), "o\u{2019}brien")
    }
}
