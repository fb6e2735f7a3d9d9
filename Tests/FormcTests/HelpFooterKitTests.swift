import Foundation
import FormcCore
import FormcDriver
import FormcEmit
import FormcIR
import XCTest

@testable import FormcKit

/// Issue 49: FormcKit's side of a field's `help:` (text under the field, for everyone) and a
/// section's `footer:`: what the generated table writes reaches `FormcFieldInfo.help` and
/// `FormcSection.footer`, each looked up in the form's catalog under formc's keys
/// (`<Form>.<field>.help`, `<Form>.section.<n>.footer`), the spec's text standing in for a
/// missing translation. Expected values written by hand.
final class HelpFooterKitTests: XCTestCase {
    enum Order: String, FormcField {
        case name, phone, code, secret

        typealias Values = OrderValues

        /// The shape the emitter writes (`help:` after `hint:`, `footer:` after `title:`); the
        /// third section's only field is hidden by the spec, so the view shows no such section.
        static let formcForm = FormcForm<Order>(
            fields: [
                FormcFieldInfo(
                    next: .phone, isFocusable: true, label: "Name", hint: "As on your ID",
                    help: "Only for the courier.",
                    accessibilityLabel: "Full name", input: FormcInputTraits()),
                FormcFieldInfo(
                    previous: .name, isFocusable: true, characters: .phone, label: "Phone", input: FormcInputTraits()),
                FormcFieldInfo(label: "Code", help: "On the back of the card.", input: FormcInputTraits()),
                FormcFieldInfo(access: .hidden, label: "Secret", input: FormcInputTraits())
            ],
            focusChain: [.name, .phone],
            sections: [
                FormcSection(title: "Contact", footer: "We never share your number.", fields: [.name, .phone]),
                FormcSection(title: "Card", fields: [.code]),
                FormcSection(title: nil, footer: "Never shown.", fields: [.secret])
            ])
    }

    struct OrderValues: FormcValues {
        typealias Field = Order
        var name = "", phone = "", code = "", secret = ""

        static var formcInitial: Self { Self() }

        func formcValue(of field: Order) -> FormcValue {
            switch field {
            case .name: return .text(name)
            case .phone: return .text(phone)
            case .code: return .text(code)
            case .secret: return .text(secret)
            }
        }

        mutating func formcSet(_ field: Order, to value: FormcValue) {
            guard case .text(let text) = value else { return }
            switch field {
            case .name: name = text
            case .phone: phone = text
            case .code: code = text
            case .secret: secret = text
            }
        }
    }

    /// A German catalog as a dictionary: every text of the form but the code's help.
    static let german: [String: String] = [
        "Order.name.label": "Name", "Order.name.help": "Nur für den Kurier.", "Order.name.hint": "Wie im Ausweis",
        "Order.section.1.title": "Kontakt", "Order.section.1.footer": "Wir geben Ihre Nummer nie weiter.",
        "Order.section.2.title": "Karte", "Order.section.3.footer": "Nie gezeigt."
    ]

    static func strings(_ table: [String: String]) -> FormcStrings {
        FormcStrings(form: "Order") { key, source in table[key] ?? source }
    }

    /// The keys are formc's (`TextKey`, the catalog's one home), a field id with a dot escaped.
    func testTheKeysAreFormcsKeys() {
        XCTAssertEqual(FormcTextKey.help(form: "Order", field: "name"), "Order.name.help")
        XCTAssertEqual(FormcTextKey.help(form: "Order", field: "card.code"), "Order.card%2Ecode.help")
        XCTAssertEqual(FormcTextKey.sectionFooter(form: "Order", number: 2), "Order.section.2.footer")
        for id in ["name", "card.code", "100%"] {
            XCTAssertEqual(FormcTextKey.help(form: "Order", field: id), TextKey.help(form: "Order", field: id), id)
        }
        XCTAssertEqual(
            FormcTextKey.sectionFooter(form: "Order", number: 3), TextKey.sectionFooter(form: "Order", number: 3))
    }

    /// Without a catalog the spec's texts; the help is not the hint, and a field without help
    /// has none. The footers by section number, also of a section the spec hides whole, which
    /// `sections` leaves out.
    func testTheTableHoldsTheSpecsHelpAndFooters() {
        let form = Order.formcForm
        XCTAssertEqual(form.info(.name).help, "Only for the courier.")
        XCTAssertEqual(form.info(.name).hint, "As on your ID")
        XCTAssertEqual(form.info(.name).accessibilityLabel, "Full name")
        XCTAssertNil(form.info(.phone).help)
        XCTAssertEqual(form.spokenHint(of: .name), "As on your ID")
        XCTAssertEqual(form.sections.map(\.footer), ["We never share your number.", nil])
        XCTAssertEqual(form.sections.map(\.number), [1, 2])
        XCTAssertEqual(form.footer(ofSection: 1), "We never share your number.")
        XCTAssertNil(form.footer(ofSection: 2))
        XCTAssertEqual(form.footer(ofSection: 3), "Never shown.")
        XCTAssertNil(form.footer(ofSection: 0))
        XCTAssertNil(form.footer(ofSection: 4))
    }

    /// With a catalog each text is its translation under its key, the spec's where the catalog
    /// has none (the code's help); `localized(_:)` builds the same table again.
    func testHelpAndFootersAreLookedUpInTheCatalog() {
        var asked: [String] = []
        let lookup = FormcStrings(form: "Order") { key, source in
            asked.append(key)
            return Self.german[key] ?? source
        }
        let form = Order.formcForm.localized(lookup)
        XCTAssertEqual(form.info(.name).help, "Nur für den Kurier.")
        XCTAssertEqual(form.info(.name).hint, "Wie im Ausweis")
        XCTAssertEqual(form.info(.code).help, "On the back of the card.")
        XCTAssertEqual(form.sections.map(\.title), ["Kontakt", "Karte"])
        XCTAssertEqual(form.sections.map(\.footer), ["Wir geben Ihre Nummer nie weiter.", nil])
        XCTAssertEqual(form.footer(ofSection: 1), "Wir geben Ihre Nummer nie weiter.")
        XCTAssertEqual(form.footer(ofSection: 3), "Nie gezeigt.")
        XCTAssertTrue(asked.contains("Order.code.help"))
        XCTAssertTrue(asked.contains("Order.section.1.footer"))
        // Only the texts the spec has are looked up: no help for the phone, no footer for Card.
        XCTAssertFalse(asked.contains("Order.phone.help"))
        XCTAssertFalse(asked.contains("Order.section.2.footer"))
        let built = FormcForm<Order>(
            fields: Order.allCases.map { Order.formcForm.info($0) }, focusChain: [.name, .phone],
            sections: [FormcSection(title: "Contact", footer: "We never share your number.", fields: [.name, .phone])],
            strings: Self.strings(Self.german))
        XCTAssertEqual(built.sections.first?.footer, "Wir geben Ihre Nummer nie weiter.")
    }

    /// formc writes a spec's help and footer as these arguments (the order `FormcFieldInfo`'s
    /// init takes), and the catalog's keys for them are the ones FormcKit looks up.
    func testTheGeneratedTableWritesHelpAndFooter() throws {
        let spec = """
            form: Order
            locales: [de]
            sections:
              - title: Contact
                footer: We never share your number.
                fields:
                  - {id: name, label: Name, hint: As on your ID, help: Only for the courier., accessibilityLabel: Full name}
                  - {id: phone, kind: phone, label: Phone}

            """
        let result = Pipeline().compile(bytes: Array(spec.utf8), path: "Order.form.yaml", baseDirectory: "/")
        let form = try XCTUnwrap(result.form)
        let swift = try SwiftEmitter().emit(form, formcVersion: Formc.version)
        XCTAssertTrue(
            swift.contains(
                #"label: "Name", hint: "As on your ID", help: "Only for the courier.", accessibilityLabel: "Full name""#
            ),
            swift)
        XCTAssertTrue(
            swift.contains(
                #"FormcSection(title: "Contact", footer: "We never share your number.", fields: [.name, .phone])"#),
            swift)
        let texts = Dictionary(form.texts.map { ($0.key, $0.source) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(texts[FormcTextKey.help(form: "Order", field: "name")], "Only for the courier.")
        XCTAssertEqual(texts[FormcTextKey.sectionFooter(form: "Order", number: 1)], "We never share your number.")
    }
}
