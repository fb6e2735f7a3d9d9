import Foundation
import XCTest
import FormcKit

/// Issue 48: errors from the app and the server (item 4), the iOS 26 design decision behind the
/// keyboard toolbar's pass-through (item 9), password rules and the delegate calls forwarded to
/// the app (item 12), in FormcKit's core, through a form declared by hand here. Every expected
/// value is worked out from the table below.
final class FormcKitAppErrorsTests: XCTestCase {
    /// Chain: username, card, nickname. Card numbers are at most 5 characters here.
    enum Signup: String, FormcField {
        case username, card, nickname

        typealias Values = SignupValues

        static let formcForm = FormcForm<Signup>(
            fields: [
                FormcFieldInfo(next: .card, isFocusable: true, label: "Username", required: true),
                FormcFieldInfo(
                    next: .nickname, previous: .username, isFocusable: true, label: "Card",
                    check: FormcTextCheck(maxLength: 5)),
                FormcFieldInfo(previous: .card, isFocusable: true, label: "Nickname")
            ],
            focusChain: [.username, .card, .nickname])
    }

    struct SignupValues: FormcValues {
        typealias Field = Signup
        var username = "", card = "", nickname = ""

        static var formcInitial: Self { Self() }

        func formcValue(of field: Signup) -> FormcValue {
            switch field {
            case .username: return .text(username)
            case .card: return .text(card)
            case .nickname: return .text(nickname)
            }
        }

        mutating func formcSet(_ field: Signup, to value: FormcValue) {
            guard case .text(let text) = value else { return }
            switch field {
            case .username: username = text
            case .card: card = text
            case .nickname: nickname = text
            }
        }

        /// The app's own check: a card number starting with 0 is refused.
        func appFailures() -> [(field: Signup, message: String)] {
            card.hasPrefix("0") ? [(.card, "No such card.")] : []
        }
    }

    /// The app's check runs with the spec's: its failure at a field without a problem of its
    /// own, as the spec's rules are; the field's own problem first.
    func testTheAppsChecksRunWithTheSpecs() {
        var values = SignupValues(username: "ada", card: "0123")
        XCTAssertEqual(values.validate(), [.card: .described("No such card.")])
        values.card = "012345"
        XCTAssertEqual(values.validate(), [.card: .tooLong(maximum: 5)])
        values.card = "4242"
        XCTAssertEqual(values.validate(), [:])
        // Shown like formc's own: in the form state's messages once a submit was tried.
        var form = FormcFormState<Signup>(values: SignupValues(username: "ada", card: "0"))
        XCTAssertNil(form.message(for: .card))
        XCTAssertEqual(form.submit(), [.card: .described("No such card.")])
        XCTAssertEqual(form.message(for: .card), "No such card.")
        XCTAssertEqual(form.focusedField, .card)
    }

    /// A server's messages show at once under untouched fields, focus goes to the first in the
    /// chain's order (card, not nickname, whatever the dictionary's order), a submit is refused
    /// while they stand, a change of a field's value clears its message only (and a change back
    /// does not bring it back), and an empty dictionary clears them all.
    func testExternalErrorsShowAtOnceAndClearWhenTheirFieldChanges() {
        var form = FormcFormState<Signup>(values: SignupValues(username: "ada"))
        form.showErrors([.nickname: "Taken.", .card: "Declined."])
        XCTAssertEqual(form.focusedField, .card)
        XCTAssertEqual(form.message(for: .card), "Declined.")
        XCTAssertEqual(form.message(for: .nickname), "Taken.")
        XCTAssertNil(form.message(for: .username))
        XCTAssertEqual(form.errors, [.card: .described("Declined."), .nickname: .described("Taken.")])
        form.values.card = "4242"
        XCTAssertNil(form.message(for: .card))
        XCTAssertEqual(form.message(for: .nickname), "Taken.")
        form.values.card = ""
        XCTAssertNil(form.message(for: .card))
        XCTAssertEqual(form.submit(), [.nickname: .described("Taken.")])
        XCTAssertEqual(form.focusedField, .nickname)
        form.showErrors([:])
        XCTAssertEqual(form.errors, [:])
        XCTAssertNil(form.message(for: .nickname))
    }

    /// Chain: kind, company; company shows only while kind is "business".
    enum Billing: String, FormcField {
        case kind, company

        typealias Values = BillingValues

        static let formcForm = FormcForm<Billing>(
            fields: [
                FormcFieldInfo(next: .company, isFocusable: true, label: "Kind"),
                FormcFieldInfo(previous: .kind, isFocusable: true, label: "Company")
            ],
            focusChain: [.kind, .company], hasConditions: true)
    }

    struct BillingValues: FormcValues {
        typealias Field = Billing
        var kind = "", company = ""

        static var formcInitial: Self { Self() }

        func formcValue(of field: Billing) -> FormcValue {
            switch field {
            case .kind: return .text(kind)
            case .company: return .text(company)
            }
        }

        mutating func formcSet(_ field: Billing, to value: FormcValue) {
            guard case .text(let text) = value else { return }
            switch field {
            case .kind: kind = text
            case .company: company = text
            }
        }

        func conditionState() -> (hidden: Set<Billing>, disabled: Set<Billing>) {
            (kind == "business" ? [] : [.company], [])
        }
    }

    /// A server's message at a field the values then hide: the field is neither checked nor
    /// answered and the person cannot reach it, so the message must not block every later
    /// submit (nothing takes focus, nothing shows why). It comes back with the field, its
    /// value unchanged; a message given for a field hidden already counts only once it shows.
    func testAnExternalErrorAtAFieldTheValuesHideDoesNotBlockTheSubmit() {
        var form = FormcFormState<Billing>(values: BillingValues(kind: "business", company: "Acme"))
        form.showErrors([.company: "Unknown company."])
        XCTAssertEqual(form.focusedField, .company)
        XCTAssertEqual(form.message(for: .company), "Unknown company.")
        form.values.kind = "personal"
        XCTAssertNil(form.message(for: .company))
        XCTAssertEqual(form.submit(), [:])
        XCTAssertEqual(form.values.answers(), ["kind": .text("personal")])
        form.values.kind = "business"
        XCTAssertEqual(form.message(for: .company), "Unknown company.")
        XCTAssertEqual(form.errors, [.company: .described("Unknown company.")])

        var hiddenAlready = FormcFormState<Billing>(values: BillingValues(kind: "personal", company: "Acme"))
        hiddenAlready.showErrors([.company: "Unknown company."])
        XCTAssertNil(hiddenAlready.focusedField)
        XCTAssertEqual(hiddenAlready.submit(), [:])
    }

    /// A screen of the app's own reads every message from one check (`checked`): the same
    /// message as `message(for:)` at each field, formc's own and the app's alike.
    func testMessagesFromOneCheckAreTheMessagesOfEachCheck() {
        var form = FormcFormState<Signup>(values: SignupValues(card: "123456"))
        form.showErrors([.nickname: "Taken."])
        form.submit()
        let checked = form.checked
        XCTAssertEqual(checked.errors, [.username: .required, .card: .tooLong(maximum: 5)])
        XCTAssertEqual(
            Signup.allCases.map { form.message(for: $0, checked: checked) },
            ["required", "at most 5 characters", "Taken."])
        XCTAssertEqual(Signup.allCases.map { form.message(for: $0) }, ["required", "at most 5 characters", "Taken."])
    }

    /// Formc's own problem, once shown, comes before the app's message at the same field; the
    /// SwiftUI row reads `FormcEditing.message(for:errors:)` with formc's own errors only.
    func testFormcsOwnProblemComesFirst() {
        var editing = FormcEditing<Signup>()
        let values = SignupValues()
        XCTAssertEqual(editing.show([.username: "Taken."], for: values), .username)
        let own = values.validate()
        XCTAssertEqual(editing.message(for: .username, errors: own), "Taken.")
        editing.next()
        XCTAssertEqual(editing.message(for: .username, errors: own), "required")
        XCTAssertEqual(editing.including(own), [.username: .required])
    }

    /// Item 9: the new design is drawn on iOS 26 for an app linked against the iOS 26 SDK
    /// without `UIDesignRequiresCompatibility`; the key as a property list gives it (a Boolean,
    /// an NSNumber, YES); an iOS 27 SDK ignores the key; an older SDK or system never has it.
    func testTheNewDesignIsInEffectOnlyWithoutCompatibilityMode() {
        func design(_ system26: Bool, _ sdk: Int?, _ info: [String: Any]?) -> Bool {
            FormcSystemDesign(systemIs26OrLater: system26, linkedSDKMajor: sdk, infoDictionary: info).isInEffect
        }
        XCTAssertTrue(design(true, 26, nil))
        XCTAssertTrue(design(true, 26, ["UIDesignRequiresCompatibility": false]))
        XCTAssertFalse(design(true, 26, ["UIDesignRequiresCompatibility": true]))
        XCTAssertFalse(design(true, 26, ["UIDesignRequiresCompatibility": NSNumber(value: true)]))
        // An integer: non-zero is YES (2 is no Boolean, so only the NSNumber reading sees it).
        XCTAssertFalse(design(true, 26, ["UIDesignRequiresCompatibility": NSNumber(value: 2)]))
        XCTAssertTrue(design(true, 26, ["UIDesignRequiresCompatibility": NSNumber(value: 0)]))
        XCTAssertFalse(design(true, 26, ["UIDesignRequiresCompatibility": "YES"]))
        XCTAssertTrue(design(true, 27, ["UIDesignRequiresCompatibility": true]))
        XCTAssertFalse(design(true, 18, nil))
        XCTAssertFalse(design(false, 26, nil))
        // LC_BUILD_VERSION's sdk 26.1.0 is 0x001A0100 (xxxx.yy.zz in nibbles).
        XCTAssertEqual(FormcSystemDesign.major(ofMachOVersion: 0x001A_0100), 26)
    }

    /// Item 12: a new password's rules in Apple's language, from the spec's lengths and the
    /// pattern's look-aheads; what the language cannot say is reported, not guessed.
    func testPasswordRulesSayTheSpecsLengthsAndRequiredClasses() {
        let full = FormcPasswordRules(
            FormcTextCheck(minLength: 8, maxLength: 64, pattern: #"^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*\W).{8,}$"#))
        XCTAssertEqual(
            full.descriptor,
            "minlength: 8; maxlength: 64; required: lower; required: upper; required: digit; required: special;")
        XCTAssertTrue(full.expressesPattern)
        let alphabet = FormcPasswordRules(FormcTextCheck(minLength: 12, pattern: "[a-z0-9]+"))
        XCTAssertEqual(alphabet.descriptor, "minlength: 12;")
        XCTAssertFalse(alphabet.expressesPattern)
        XCTAssertNil(FormcPasswordRules(nil).descriptor)
        // The smallest lengths are said too; a length of 0 says nothing.
        XCTAssertEqual(
            FormcPasswordRules(FormcTextCheck(minLength: 1, maxLength: 1)).descriptor, "minlength: 1; maxlength: 1;")
        XCTAssertNil(FormcPasswordRules(FormcTextCheck(minLength: 0, maxLength: 0)).descriptor)
        XCTAssertTrue(FormcPasswordRules(nil).expressesPattern)
    }

    /// Item 12: which app delegate a call the controller does not implement goes to; the
    /// calls that would go around the controller's own filter or edit menu are never forwarded.
    func testUnhandledDelegateCallsGoToTheAppsDelegate() {
        typealias Forwarding = FormcDelegateForwarding
        XCTAssertEqual(Forwarding.target(ofSelector: "textField:willPresentEditMenuWithAnimator:"), .textField)
        XCTAssertEqual(Forwarding.target(ofSelector: "textView:primaryActionForTextItem:defaultAction:"), .textView)
        XCTAssertEqual(Forwarding.target(ofSelector: "scrollViewDidScroll:"), .textView)
        XCTAssertNil(Forwarding.target(ofSelector: "textField:shouldChangeCharactersInRanges:replacementString:"))
        XCTAssertNil(Forwarding.target(ofSelector: "textView:shouldChangeTextInRanges:replacementText:"))
        XCTAssertNil(Forwarding.target(ofSelector: "textFieldDidEndEditing:"))
        // iOS 26's edit menus for several ranges would go around the controller's empty menu
        // of a date or picker field: UIKit then asks the single-range ones it answers.
        XCTAssertNil(Forwarding.target(ofSelector: "textField:editMenuForCharactersInRanges:suggestedActions:"))
        XCTAssertNil(Forwarding.target(ofSelector: "textView:editMenuForTextInRanges:suggestedActions:"))
        XCTAssertNil(Forwarding.target(ofSelector: "description"))
    }
}
