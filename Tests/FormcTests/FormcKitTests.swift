import Foundation
import XCTest
import FormcKit
import FormcIR

/// FormcKit as an ordinary module, through a form declared by hand here (the shape formc
/// generates): every expected value is worked out from the table below, never read back from
/// formc's output.
final class FormcKitTests: XCTestCase {
    enum Trip: String, FormcField {
        case name, nights, region, day, business, company

        typealias Values = TripValues

        static let formcForm = FormcForm<Trip>(
            fields: [
                FormcFieldInfo(
                    next: .nights, isFocusable: true, returnKey: .next, returnAction: .next,
                    toolbar: FormcToolbarState(nextEnabled: true, showsDone: true), label: "Name", required: true,
                    check: FormcTextCheck(maxLength: 5, message: "Too long")),
                FormcFieldInfo(
                    next: .region, previous: .name, isFocusable: true, characters: .digits, returnKey: .next,
                    returnAction: .next, toolbar: FormcToolbarState(previousEnabled: true, nextEnabled: true),
                    value: .digits,
                    check: FormcTextCheck(digitsOnly: true, maximum: 30)),
                FormcFieldInfo(
                    next: .day, previous: .nights, isFocusable: true, characters: .none, returnKey: .next,
                    returnAction: .next, toolbar: FormcToolbarState(previousEnabled: true, nextEnabled: true),
                    value: .path,
                    required: true,
                    picker: FormcPickerSettings(
                        source: "regions", levels: ["province", "city"], display: "{province}/{city}")),
                FormcFieldInfo(
                    next: .company, previous: .region, isFocusable: true, characters: .none, returnKey: .next,
                    returnAction: .next, lastReturnKey: .done, lastReturnAction: .submit,
                    toolbar: FormcToolbarState(previousEnabled: true, nextEnabled: true),
                    value: .date,
                    date: FormcDateSettings(
                        mode: .date, format: "dd/MM/yyyy", locale: "ar_EG", minimum: .iso("2026-01-01"),
                        maximum: .iso("2026-01-31"))),
                FormcFieldInfo(value: .toggle),
                FormcFieldInfo(
                    previous: .day, isFocusable: true, returnKey: .done, returnAction: .submit,
                    toolbar: FormcToolbarState(previousEnabled: true), required: true)
            ],
            focusChain: [.name, .nights, .region, .day, .company],
            hasConditions: true,
            sources: ["regions": #"[["North","n",null,[["Oslo","oslo"],["Bergen","bergen"]]],["South","s",null,[]]]"#]
        )
    }

    struct TripValues: FormcValues {
        typealias Field = Trip
        var name = "", nights = "", region: [String] = [], day: Date? = nil, business = false, company = ""

        static var formcInitial: Self { Self() }

        func formcValue(of field: Trip) -> FormcValue {
            switch field {
            case .name: return .text(name)
            case .nights: return .text(nights)
            case .region: return .path(region)
            case .day: return .date(day)
            case .business: return .toggle(business)
            case .company: return .text(company)
            }
        }

        mutating func formcSet(_ field: Trip, to value: FormcValue) {
            switch (field, value) {
            case (.name, .text(let value)): name = value
            case (.nights, .text(let value)): nights = value
            case (.region, .path(let value)): region = value
            case (.day, .date(let value)): day = value
            case (.business, .toggle(let value)): business = value
            case (.company, .text(let value)): company = value
            default: break
            }
        }

        /// `company` shows only on a business trip.
        func conditionState() -> (hidden: Set<Trip>, disabled: Set<Trip>) { (business ? [] : [.company], []) }

        func ruleFailures() -> [(field: Trip, message: String)] {
            nights == "0" ? [(.nights, "At least one night")] : []
        }
    }

    /// `FormcForm.localized(_:)` looks every text up once, under the catalog's keys, and keeps
    /// the spec's text where the lookup has none; formc's words take their values, a count
    /// through `localizedStringWithFormat`.
    func testATableLooksItsTextsUpByTheirCatalogKeys() {
        let german = [
            "Trip.name.label": "Vorname", "Trip.name.message": "Zu lang",
            "Trip.regions.option.n": "Nord", "Trip.regions.option.n/oslo": "Oslo (Stadt)",
            "Trip.rule.1.message": "Passt nicht",
            "Formc.required": "Pflichtfeld", "Formc.tooShort": "mindestens %lld Zeichen",
            "Formc.atMost": "höchstens %@", "Formc.digitsOnly": "nur Ziffern", "Formc.next": "Weiter"
        ]
        var asked: [String] = []
        let form = Trip.formcForm.localized(
            FormcStrings(form: "Trip") { key, source in
                asked.append(key)
                return german[key] ?? source
            })
        XCTAssertEqual(form.info(.name).label, "Vorname")
        XCTAssertEqual(form.info(.name).check?.message, "Zu lang")
        XCTAssertEqual(form.info(.nights).label, nil, "no text, no lookup")
        XCTAssertEqual(form.sources["regions"]?.map(\.label), ["Nord", "South"])
        XCTAssertEqual(form.sources["regions"]?.first?.children.map(\.label), ["Oslo (Stadt)", "Bergen"])
        XCTAssertEqual(form.word(.next), "Weiter")
        XCTAssertEqual(form.word(.previous), "Previous")
        XCTAssertEqual(form.message(for: .required, of: .name), "Pflichtfeld")
        XCTAssertEqual(form.message(for: .tooShort(minimum: 3), of: .name), "mindestens 3 Zeichen")
        XCTAssertEqual(form.message(for: .aboveMaximum(30), of: .nights), "höchstens 30")
        // A number pad's field: formc run's "digits only", not the decimal's "not a number".
        XCTAssertEqual(form.message(for: .notANumber, of: .nights), "nur Ziffern")
        XCTAssertEqual(form.message(for: .notANumber, of: .name), "not a number")
        XCTAssertEqual(form.message(for: .described("Own words"), of: .name), "Own words")
        XCTAssertTrue(asked.contains("Trip.regions.option.s"), "\(asked)")
        // The generated table is left as the spec wrote it.
        XCTAssertEqual(Trip.formcForm.info(.name).label, "Name")
        XCTAssertEqual(Trip.formcForm.message(for: .tooLong(maximum: 5), of: .name), "at most 5 characters")
    }

    /// What VoiceOver reads: a required field's name with formc's ", required", a hint, and
    /// the first problem of a refused submit along the chain; in another language through the
    /// catalog's words, whose values are filled by text (a translator's `%d` is left alone,
    /// never handed to `String(format:)`).
    func testSpokenNamesHintsAndTheAnnouncementOfARefusedSubmit() {
        let form = Trip.formcForm
        XCTAssertEqual(form.spokenLabel(of: .name), "Name, required")
        XCTAssertNil(form.spokenLabel(of: .nights), "no label: UIKit reads the placeholder")
        XCTAssertNil(form.spokenHint(of: .name))
        XCTAssertEqual(
            form.announcement(for: [.nights: .aboveMaximum(30), .name: .required]), "Name: required",
            "the first problem along the chain")
        XCTAssertEqual(form.announcement(for: [.nights: .aboveMaximum(30)]), "nights: at most 30")
        XCTAssertNil(form.announcement(for: [:]))
        let german = [
            "Trip.name.label": "Vorname", "Formc.requiredLabel": "%@, Pflichtfeld",
            "Formc.problemAnnouncement": "%2$@ (%1$@)", "Formc.required": "Pflichtfeld",
            "Formc.atMost": "höchstens %d"
        ]
        let localized = form.localized(FormcStrings(form: "Trip") { key, source in german[key] ?? source })
        XCTAssertEqual(localized.spokenLabel(of: .name), "Vorname, Pflichtfeld")
        XCTAssertEqual(localized.announcement(for: [.name: .required]), "Pflichtfeld (Vorname)")
        XCTAssertEqual(localized.message(for: .aboveMaximum(30), of: .nights), "höchstens %d")
    }

    /// A translator's text is never a format: a counted word with a plural variable and other
    /// specifiers is filled by text (no `String.localizedStringWithFormat`, which would read
    /// memory for `%@`), and a value that holds `%@` is not filled again.
    func testTranslatedWordsAreFilledByTextOnly() {
        let hostile = [
            "Formc.tooLong": "%#@x@ höchstens %lld %@ %@ %s", "Formc.atMost": "%2$@ / %1$@ / %@",
            "Trip.name.label": "%@ Name"
        ]
        let form = Trip.formcForm.localized(FormcStrings(form: "Trip") { key, source in hostile[key] ?? source })
        XCTAssertEqual(form.message(for: .tooLong(maximum: 5), of: .name), "%#@x@ höchstens 5 %@ %@ %s")
        // No second value: %2$@ stays; %1$@ and the first %@ are the one value.
        XCTAssertEqual(form.message(for: .aboveMaximum(30), of: .nights), "%2$@ / 30 / 30")
        XCTAssertEqual(form.announcement(for: [.name: .required]), "%@ Name: required")
        // formc run's words: a required switch and a required picker say what to do.
        XCTAssertEqual(Trip.formcForm.message(for: .required, of: .region), "choose one of the options")
        XCTAssertEqual(Trip.formcForm.message(for: .required, of: .business), "must be switched on")
    }

    /// A toolbar title follows the text formc chose for it (`title: placeholder`: the
    /// placeholder first) even when the label and the placeholder read the same; an empty
    /// label names nothing.
    func testATranslatedToolbarTitleIsTheTextItWasChosenFrom() {
        enum One: String, FormcField {
            case name
            typealias Values = OneValues
            static let formcForm = FormcForm<One>(
                fields: [
                    FormcFieldInfo(
                        isFocusable: true, toolbar: FormcToolbarState(showsDone: true, title: "Name"), label: "Name",
                        placeholder: "Name")
                ], focusChain: [.name],
                toolbar: FormcToolbarLayout(previousNext: false, hasTitle: true, titleFromPlaceholder: true))
        }
        struct OneValues: FormcValues {
            typealias Field = One
            var name = ""
            static var formcInitial: Self { Self() }
            func formcValue(of field: One) -> FormcValue { .text(name) }
            mutating func formcSet(_ field: One, to value: FormcValue) {}
        }
        let german = ["One.name.label": "Name", "One.name.placeholder": "Vor- und Nachname"]
        let form = One.formcForm.localized(FormcStrings(form: "One") { key, source in german[key] ?? source })
        XCTAssertEqual(form.info(.name).toolbar.title, "Vor- und Nachname")
        let unnamed = FormcForm<One>(fields: [FormcFieldInfo(label: "", placeholder: "x")], focusChain: [.name])
        XCTAssertNil(unnamed.spokenLabel(of: .name))
    }

    func testTheChainFollowsTheValues() {
        var values = TripValues()
        XCTAssertEqual(values.focusChain, [.name, .nights, .region, .day])
        XCTAssertNil(values.next(after: .day))
        XCTAssertFalse(values.toolbar(for: .day).nextEnabled)
        XCTAssertFalse(values.mayBeginEditing(.company))
        values.business = true
        XCTAssertEqual(values.next(after: .day), .company)
        XCTAssertTrue(values.toolbar(for: .day).nextEnabled)
        XCTAssertEqual(Trip.name.next, .nights)
        XCTAssertEqual(Trip.company.previous, .day)
        XCTAssertFalse(Trip.business.mayBeginEditing)
    }

    func testValidateGivesFirstProblemsMessagesAndRules() {
        var values = TripValues()
        XCTAssertEqual(values.validate(), [.name: .required, .region: .required])
        values.name = "Sebastian"
        values.nights = "31"
        values.region = ["n", "oslo"]
        XCTAssertEqual(values.validate(), [.name: .described("Too long"), .nights: .aboveMaximum(30)])
        values.name = "Ann"
        values.nights = "0"
        XCTAssertEqual(values.validate(), [.nights: .described("At least one night")])
        // The hidden company is not checked; shown, it is.
        values.nights = "2"
        XCTAssertEqual(values.validate(), [:])
        values.business = true
        XCTAssertEqual(values.validate(), [.company: .required])
        XCTAssertEqual(FormcValidationError.aboveMaximum(30).message, "at most 30")
        XCTAssertEqual(FormcValidationError.tooShort(minimum: 2).message, "at least 2 characters")
    }

    func testAnswersAreFormcRunsShapes() throws {
        var values = TripValues(name: "Ann", nights: "007", region: ["n", "bergen"])
        values.day = FormcCalendar.iso("2026-01-24")
        let answers = values.answers()
        XCTAssertEqual(answers["name"], .text("Ann"))
        XCTAssertEqual(answers["nights"], .text("007"))
        XCTAssertEqual(answers["region"], .levels(["province": "n", "city": "bergen"]))
        // ar_EG writes its own digits; the answer has ASCII ones.
        XCTAssertEqual(answers["day"], .text("24/01/2026"))
        XCTAssertEqual(answers["business"], .bool(false))
        XCTAssertNil(answers["company"], "hidden: no key")
        XCTAssertEqual(TripValues().answers()["nights"], .null)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(TripValues(name: "A").answers()), as: UTF8.self)
        XCTAssertEqual(json, #"{"business":false,"day":null,"name":"A","nights":null,"region":null}"#)
        let back = try JSONDecoder().decode([String: FormcAnswer].self, from: Data(json.utf8))
        XCTAssertEqual(back, TripValues(name: "A").answers())
    }

    /// Issue 27, item 9: the values are coded in the answer shape, `formc run`'s: a cascading
    /// picker as its levels, a date as its text with ASCII digits, a hidden field left out; an
    /// absent key keeps the default (a draft saved before a field was added), `null` empties, an
    /// answer of another shape is a `typeMismatch` that names the field; an array for a cascading
    /// picker (what formc wrote before) still reads.
    func testValuesAreCodedInTheAnswerShape() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let coded = String(decoding: try encoder.encode(TripValues(name: "A", region: ["s"])), as: UTF8.self)
        XCTAssertEqual(coded, #"{"business":false,"day":null,"name":"A","nights":null,"region":{"province":"s"}}"#)
        let decoder = JSONDecoder()
        XCTAssertEqual(
            try decoder.decode(TripValues.self, from: Data(coded.utf8)), TripValues(name: "A", region: ["s"]))
        let run =
            #"{"business":true,"company":"Acme","day":"24/01/2026","name":"Ann","nights":"007","region":{"city":"bergen","province":"n"}}"#
        var expected = TripValues(name: "Ann", nights: "007", region: ["n", "bergen"], business: true, company: "Acme")
        expected.day = FormcCalendar.iso("2026-01-24")
        let decoded = try decoder.decode(TripValues.self, from: Data(run.utf8))
        XCTAssertEqual(decoded, expected)
        XCTAssertEqual(String(decoding: try encoder.encode(decoded), as: UTF8.self), run)
        XCTAssertEqual(try decoder.decode(TripValues.self, from: Data(#"{"name":"A"}"#.utf8)), TripValues(name: "A"))
        XCTAssertEqual(
            try decoder.decode(TripValues.self, from: Data(#"{"region":["n","oslo"],"day":null}"#.utf8)),
            TripValues(region: ["n", "oslo"]))
        XCTAssertThrowsError(try decoder.decode(TripValues.self, from: Data(#"{"business":"yes"}"#.utf8))) { error in
            guard case DecodingError.typeMismatch(_, let context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.debugDescription, "'business' holds text, not true or false")
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["business"])
        }
        XCTAssertThrowsError(try decoder.decode(TripValues.self, from: Data(#"{"day":"yesterday"}"#.utf8)))
        XCTAssertEqual(FormcAnswer.number(3).value(kind: .decimal, levels: [], date: nil), .text("3"))
        XCTAssertEqual(FormcAnswer.number(3.25).value(kind: .decimal, levels: [], date: nil), .text("3.25"))
        // A decimal's text never has an exponent, which the field's own check would refuse.
        let plain: [(Double, String)] = [
            (1e-07, "0.0000001"), (1.2345678901234568e+16, "12345678901234568"), (1e21, "1000000000000000000000"),
            (-3.5, "-3.5"), (0.1, "0.1"), (-0.0, "0"), (120, "120"), (0.00012, "0.00012")
        ]
        for (number, text) in plain {
            XCTAssertEqual(FormcAnswer.number(number).value(kind: .decimal, levels: [], date: nil), .text(text))
            XCTAssertEqual(FormcValidation.decimal(text), number, text)
        }
        // A cascading answer with a gap or a level the source does not have loses nothing silently.
        XCTAssertThrowsError(try decoder.decode(TripValues.self, from: Data(#"{"region":{"city":"oslo"}}"#.utf8)))
        XCTAssertThrowsError(
            try decoder.decode(TripValues.self, from: Data(#"{"region":{"province":"n","district":"c"}}"#.utf8)))
        // A date written by formc before the answer shape: `Date`'s own coding, seconds since 2001.
        let day = try XCTUnwrap(FormcCalendar.iso("2026-01-24"))
        let old = #"{"day":\#(day.timeIntervalSinceReferenceDate)}"#
        XCTAssertEqual(try decoder.decode(TripValues.self, from: Data(old.utf8)).day, day)
    }

    /// Issue 44, item 10: what Foundation reads but cannot give as a Swift value (a number no
    /// Double holds, a string with a lone surrogate escape), and the shapes no answer takes, are
    /// refused in the documented wording, at their key, as an answer of another shape is.
    func testAnAnswerFoundationCannotGiveIsRefusedInTheDocumentedWording() {
        let refusals: [(String, String, String)] = [
            (
                #"{"nights":1e309}"#, "nights",
                "'nights' holds a number out of Double's range, not digits as text, or null"
            ),
            (
                #"{"nights":-1e309}"#, "nights",
                "'nights' holds a number out of Double's range, not digits as text, or null"
            ),
            (
                #"{"name":"\ud800"}"#, "name",
                #"'name' holds a string with a lone surrogate escape (such as \ud800), not text"#
            ),
            (
                #"{"company":"a\udc00b"}"#, "company",
                #"'company' holds a string with a lone surrogate escape (such as \ud800), not text"#
            ),
            // An array of texts is a multi-select's answer (another field's mismatch); one with
            // another value is no answer at all.
            (#"{"name":["Ann"]}"#, "name", "'name' holds an array, not text"),
            (#"{"name":[1]}"#, "name", "'name' holds an array with a value that is no text, not text"),
            (
                #"{"region":{"province":1}}"#, "region",
                "'region' holds an object with a value that is no text, not an object of level names to values, or null"
            )
        ]
        for (draft, key, wording) in refusals {
            XCTAssertThrowsError(try JSONDecoder().decode(TripValues.self, from: Data(draft.utf8)), draft) { error in
                guard case DecodingError.typeMismatch(_, let context) = error else {
                    return XCTFail("\(draft): \(error)")
                }
                XCTAssertEqual(context.debugDescription, wording, draft)
                XCTAssertEqual(context.codingPath.map(\.stringValue), [key], draft)
            }
        }
        // An answer decoded alone says what it holds too.
        XCTAssertThrowsError(try JSONDecoder().decode([String: FormcAnswer].self, from: Data(#"{"a":1e309}"#.utf8))) {
            guard case DecodingError.typeMismatch(_, let context) = $0 else { return XCTFail("\($0)") }
            XCTAssertEqual(
                context.debugDescription,
                "holds a number out of Double's range, not an answer (text, a number, true or false, an object of "
                    + "level names to values, an array of texts, or null)")
        }
    }

    func testPickerRulesAndDisplayText() {
        XCTAssertEqual(FormcSources<Trip>.options(for: .region).map(\.label), ["North", "South"])
        XCTAssertEqual(FormcSources<Trip>.firstPath(for: .region), ["n", "oslo"])
        XCTAssertEqual(FormcSources<Trip>.path(for: .region, choosing: "s", atLevel: 0, in: ["n", "oslo"]), ["s"])
        XCTAssertEqual(FormcSources<Trip>.columns(for: .region, path: ["s"]).map(\.count), [2, 0])
        XCTAssertEqual(FormcSources<Trip>.path(for: .region, choosing: "nowhere", atLevel: 0, in: ["n"]), ["n"])
        let selection = FormcSources<Trip>.selection(for: .region, path: ["n", "bergen"])
        XCTAssertEqual(FormcSources<Trip>.displayText(for: .region, selection: selection), "North/Bergen")
        XCTAssertEqual(FormcSources<Trip>.displayText(for: .region, selection: [selection[0]]), "North/")
        XCTAssertEqual(FormcSources<Trip>.levels(for: .name), [])
    }

    /// Issue 27, item 1: the wheels start at the field's value. A full stored path stays; a path
    /// whose child is gone keeps its parent and takes the first child; an unknown parent, or no
    /// value, starts at the first rows; a parent without children stops there.
    func testPickersStartAtTheStoredPath() {
        XCTAssertEqual(FormcSources<Trip>.startPath(for: .region, stored: ["n", "bergen"]), ["n", "bergen"])
        XCTAssertEqual(FormcSources<Trip>.startPath(for: .region, stored: ["n", "gone"]), ["n", "oslo"])
        XCTAssertEqual(FormcSources<Trip>.startPath(for: .region, stored: ["n"]), ["n", "oslo"])
        XCTAssertEqual(FormcSources<Trip>.startPath(for: .region, stored: ["gone", "bergen"]), ["n", "oslo"])
        XCTAssertEqual(FormcSources<Trip>.startPath(for: .region, stored: []), ["n", "oslo"])
        XCTAssertEqual(FormcSources<Trip>.startPath(for: .region, stored: ["s"]), ["s"])
    }

    /// Issue 27, item 1: a date picker starts at the field's value, else the date of its text,
    /// else the start day clamped into its bounds for the clock's instant (2026-01-01…31 here).
    func testDatePickersStartAtTheValueThenTheTextThenTheStartDay() throws {
        let value = try XCTUnwrap(FormcCalendar.iso("2026-01-10"))
        let textDay = try XCTUnwrap(FormcCalendar.iso("2026-01-20"))
        let text = try XCTUnwrap(FormcDates<Trip>.string(from: textDay, for: .day))
        // Noon in the device's zone: the same calendar day wherever the tests run.
        let late = try XCTUnwrap(FormcCalendar.iso("2026-06-01T12:00"))
        XCTAssertEqual(FormcDates<Trip>.pickerDate(for: .day, value: value, text: text, now: late), value)
        XCTAssertEqual(FormcDates<Trip>.pickerDate(for: .day, value: nil, text: text, now: late), textDay)
        XCTAssertEqual(
            FormcDates<Trip>.pickerDate(for: .day, value: nil, text: "", now: late),
            try XCTUnwrap(FormcCalendar.iso("2026-01-31")))
        let inside = try XCTUnwrap(FormcCalendar.iso("2026-01-15T12:00"))
        XCTAssertEqual(
            FormcDates<Trip>.pickerDate(for: .day, value: nil, text: "not a date", now: inside),
            try XCTUnwrap(FormcCalendar.iso("2026-01-15")))
        // A time alone (a time field's bound) is that time on the clock's day.
        XCTAssertEqual(FormcCalendar.iso("08:30", now: inside), try XCTUnwrap(FormcCalendar.iso("2026-01-15T08:30")))
    }

    /// A form without conditions (no `conditionState()` of its own): the spec's `hidden: true`
    /// and `disabled: true` fields are its condition state, whatever the values.
    enum Plain: String, FormcField {
        case shown, secret, locked
        typealias Values = PlainValues
        static let formcForm = FormcForm<Plain>(
            fields: [
                FormcFieldInfo(isFocusable: true), FormcFieldInfo(access: .hidden), FormcFieldInfo(access: .disabled)
            ],
            focusChain: [.shown])
    }

    struct PlainValues: FormcValues {
        typealias Field = Plain
        var shown = "", secret = "", locked = ""
        static var formcInitial: Self { Self() }
        func formcValue(of field: Plain) -> FormcValue {
            switch field {
            case .shown: return .text(shown)
            case .secret: return .text(secret)
            case .locked: return .text(locked)
            }
        }
        mutating func formcSet(_ field: Plain, to value: FormcValue) {}
    }

    func testWithoutConditionsTheSpecsHiddenAndDisabledFieldsAreTheState() {
        let state = PlainValues().conditionState()
        XCTAssertEqual(state.hidden, [.secret])
        XCTAssertEqual(state.disabled, [.locked])
        XCTAssertEqual(PlainValues().focusChain, [.shown])
    }

    /// Issue 27, item 3: the typing filter never blocks what a person may type. In free text a
    /// range inside a character is fine (deleting the vowel sign of `कि`, or of `กิ`: one UTF-16
    /// unit of a two-unit character); a digits field strips the format characters around a
    /// pasted number and still refuses a letter; deleting is fine; a picker takes nothing.
    func testTheTypingFilterTakesWhatAPersonMayType() {
        let sign = NSRange(location: 1, length: 1)
        XCTAssertTrue(Trip.name.accepts("", replacing: sign, in: "कि", decimalSeparator: "."))
        XCTAssertTrue(Trip.name.accepts("", replacing: sign, in: "กิ", decimalSeparator: "."))
        XCTAssertEqual(
            Trip.nights.acceptedText(
                "\u{202D}12\u{202C}", replacing: NSRange(location: 0, length: 0), in: "", decimalSeparator: "."),
            "12")
        XCTAssertFalse(
            Trip.nights.accepts(
                "\u{202D}12\u{202C}", replacing: NSRange(location: 0, length: 0), in: "", decimalSeparator: "."))
        XCTAssertNil(
            Trip.nights.acceptedText("1a", replacing: NSRange(location: 0, length: 0), in: "", decimalSeparator: "."))
        XCTAssertEqual(
            Trip.nights.acceptedText("", replacing: NSRange(location: 0, length: 1), in: "7", decimalSeparator: "."), ""
        )
        XCTAssertNil(
            Trip.nights.acceptedText("1", replacing: NSRange(location: 5, length: 0), in: "7", decimalSeparator: "."))
        // A paste of nothing but format characters deletes nothing.
        XCTAssertNil(
            Trip.nights.acceptedText(
                "\u{202D}\u{202C}", replacing: NSRange(location: 0, length: 3), in: "555", decimalSeparator: "."))
        // No range traps, however far out (NSNotFound, or a sum past Int.max).
        for range in [NSRange(location: NSNotFound, length: 0), NSRange(location: Int.max - 1, length: 5)] {
            XCTAssertNil(Trip.name.acceptedText("a", replacing: range, in: "ab", decimalSeparator: "."))
            XCTAssertNil(Trip.nights.acceptedText("1", replacing: range, in: "7", decimalSeparator: "."))
        }
        XCTAssertNil(
            Trip.region.acceptedText("", replacing: NSRange(location: 0, length: 1), in: "N", decimalSeparator: "."))
    }

    /// One phone rule: `formc run` (FormcIR's `FieldKind.phoneSymbols`) and the generated filter
    /// (FormcKit's `FormcCharacters.phoneSymbols`) take the same characters.
    func testFormcRunAndTheGeneratedFilterTakeTheSamePhoneCharacters() {
        XCTAssertEqual(FormcCharacters.phoneSymbols, FieldKind.phoneSymbols)
        XCTAssertEqual(FormcCharacters.phoneSymbols, "+*#,;()-. ")
    }

    /// Issue 27, item 10: the form as an app's own screen drives it. The chain is the live one
    /// (`company` only on a business trip); a submit edits the first invalid field and shows
    /// every message; a valid submit ends editing with no problems; values that hide the edited
    /// field end its editing.
    func testTheFormStateIsDrivenLikeTheView() {
        var form = FormcFormState<Trip>()
        XCTAssertNil(form.focusedField)
        XCTAssertEqual(form.visibleChain, [.name, .nights, .region, .day])
        XCTAssertNil(form.message(for: .name), "no message before the field is left or a submit")
        form.focus(.company)
        XCTAssertNil(form.focusedField, "a field the values hide is not edited")
        form.focus(.name)
        form.next()
        XCTAssertEqual(form.focusedField, .nights)
        XCTAssertEqual(form.message(for: .name), "required", "left: its message shows")
        form.previous()
        XCTAssertEqual(form.focusedField, .name)
        let problems = form.submit()
        XCTAssertEqual(Set(problems.keys), [.name, .region])
        XCTAssertEqual(form.focusedField, .name, "the first invalid field of the chain")
        form.values.name = "Ann"
        form.values.region = ["n", "oslo"]
        form.values.business = true
        XCTAssertEqual(form.visibleChain, [.name, .nights, .region, .day, .company])
        form.focus(.company)
        XCTAssertEqual(form.returnPressed().map { Set($0.keys) }, [.company], "company's return submits")
        XCTAssertEqual(form.focusedField, .company)
        form.values.business = false
        XCTAssertNil(form.focusedField, "hidden by the values: editing ends")
        XCTAssertEqual(form.submit(), [:])
        XCTAssertNil(form.focusedField)
    }

    /// Issue 27, item 7: `day` is the live chain's last while `company` is hidden: it then
    /// takes the last field's key and action from the table (Done, submit), and its own again
    /// when `company` shows.
    func testTheReturnKeyAndActionFollowTheLiveChain() {
        var form = FormcFormState<Trip>()
        XCTAssertEqual(form.values.returnKey(of: .day), .done)
        XCTAssertEqual(form.values.returnAction(of: .day), .submit)
        XCTAssertEqual(Trip.day.returnKey, .next, "the static chain's key is unchanged")
        XCTAssertEqual(form.values.returnKey(of: .name), .next, "a field that is not last keeps its own")
        form.focus(.day)
        XCTAssertEqual(form.editing.returnKey, .done)
        XCTAssertEqual(form.returnPressed().map { Set($0.keys) }, [.name, .region], "Done on the last submits")
        XCTAssertEqual(form.focusedField, .name)
        form.values.business = true
        XCTAssertEqual(form.values.returnKey(of: .day), .next)
        XCTAssertEqual(form.values.returnAction(of: .day), .next)
        form.focus(.day)
        XCTAssertEqual(form.editing.returnKey, .next)
        XCTAssertNil(form.returnPressed(), "Next moves on")
        XCTAssertEqual(form.focusedField, .company)
    }

    /// Issue 27, item 8: Tab is Next and Shift-Tab Previous; no other key moves.
    func testHardwareKeysMoveLikeTheToolbar() {
        XCTAssertEqual(FormcMove.hardwareKey("\t", shift: false), .next)
        XCTAssertEqual(FormcMove.hardwareKey("\t", shift: true), .previous)
        XCTAssertNil(FormcMove.hardwareKey("\r", shift: false))
        XCTAssertNil(FormcMove.hardwareKey("a", shift: true))
    }

    func testOptionDataDecodes() {
        let options = FormcOption.decode(#"[["Say \"hi\"","q\\1","flag"],["B","b",null,[["B1","b1"]]]]"#)
        XCTAssertEqual(
            options,
            [
                FormcOption("Say \"hi\"", value: "q\\1", icon: "flag"),
                FormcOption("B", value: "b", children: [FormcOption("B1", value: "b1")])
            ])
        XCTAssertNil(FormcOption.decode("{}"))
        XCTAssertNil(FormcOption.decode(#"[["only a label"]]"#))
        XCTAssertNil(FormcOption.decode("[[1, 2]]"))
        XCTAssertNil(FormcOption.decode("not json"))
    }

    func testDatesStartInsideTheirBoundsAndFillEmpty() throws {
        let lower = try XCTUnwrap(FormcCalendar.iso("2026-01-01"))
        let upper = try XCTUnwrap(FormcCalendar.iso("2026-01-31"))
        XCTAssertEqual(FormcDates<Trip>.bounds(for: .day).lower, lower)
        XCTAssertEqual(FormcDates<Trip>.bounds(for: .day).upper, upper)
        let start = FormcDates<Trip>.startDate(for: .day)
        XCTAssertTrue(start >= lower && start <= upper, "\(start)")
        XCTAssertEqual(FormcDates<Trip>.timeZone(for: .day), FormcCalendar.dayZone)
        XCTAssertNil(FormcDates<Trip>.mode(for: .name))
        var values = TripValues()
        values.fillEmpty(.day)
        values.fillEmpty(.region)
        values.fillEmpty(.name)
        XCTAssertEqual(values.day, start)
        XCTAssertEqual(values.region, ["n", "oslo"])
        XCTAssertEqual(values.name, "")
        // A day's text is that day in UTC whatever the device's zone.
        XCTAssertEqual(FormcDates<Trip>.machineString(from: lower, for: .day), "01/01/2026")
        let shown = try XCTUnwrap(FormcDates<Trip>.string(from: lower, for: .day))
        XCTAssertNotEqual(shown, "01/01/2026", "ar_EG shows its own digits")
        XCTAssertEqual(FormcDates<Trip>.date(from: shown, for: .day), lower)
    }

    func testEditingStepsAndSubmit() {
        var editing = FormcEditing<Trip>()
        var values = TripValues()
        editing.follow(values)
        editing.begin(.company)
        XCTAssertNil(editing.field, "hidden: refused")
        editing.begin(.day)
        XCTAssertEqual(editing.pickerField, .day)
        XCTAssertNil(editing.keyboardField)
        XCTAssertFalse(editing.toolbar.nextEnabled)
        values.business = true
        editing.follow(values)
        XCTAssertTrue(editing.toolbar.nextEnabled)
        editing.next()
        XCTAssertEqual(editing.keyboardField, .company)
        XCTAssertTrue(editing.returnPressed(), "company submits")
        XCTAssertNil(editing.field)
        XCTAssertFalse(editing.submit(errors: values.validate()))
        XCTAssertEqual(editing.field, .name, "the first invalid field of the chain")
        XCTAssertEqual(editing.message(for: .name, errors: values.validate()), "required")
    }

    func testTypingFilterAndKeyboardGeometry() {
        XCTAssertTrue(
            Trip.nights.accepts("12", replacing: NSRange(location: 0, length: 0), in: "", decimalSeparator: "."))
        XCTAssertFalse(
            Trip.nights.accepts("1a", replacing: NSRange(location: 0, length: 0), in: "", decimalSeparator: "."))
        XCTAssertFalse(
            Trip.region.accepts("", replacing: NSRange(location: 0, length: 1), in: "x", decimalSeparator: "."))
        XCTAssertFalse(
            Trip.name.accepts("a", replacing: NSRange(location: 5, length: 0), in: "ab", decimalSeparator: "."))
        // iPhone 14, docked keyboard with the toolbar, full-screen scroll view, 34 pt home indicator.
        let overlap = FormcKeyboardAvoidance<Trip>.overlap(
            keyboard: CGRect(x: 0, y: 464, width: 390, height: 380),
            screen: CGRect(x: 0, y: 0, width: 390, height: 844),
            scrollView: CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(overlap, 380)
        XCTAssertEqual(FormcKeyboardAvoidance<Trip>.contentInset(overlap: overlap, safeAreaBottom: 34), 346)
        XCTAssertEqual(FormcKeyboardAvoidance<Trip>.distance, 10)
        XCTAssertEqual(
            FormcKeyboardAvoidance<Trip>.rectToReveal(field: CGRect(x: 0, y: 100, width: 300, height: 44)),
            CGRect(x: 0, y: 100, width: 300, height: 54))
    }
}
