// Walks the focus chains FormcPlugin generated at build time from the two specs of
// DemoForms. Every expected order is written by hand from the spec, never read back from
// formc's output, so a plugin that compiled a stale or wrong spec fails here.
import DemoForms
import XCTest

final class FocusChainTests: XCTestCase {
    /// The fields reached by pressing Next from the first field until there is no next.
    private func forward<Field: Hashable>(from first: Field?, next: (Field) -> Field?) -> [Field] {
        var walked: [Field] = []
        var current = first
        // A chain that loops would never end: 100 steps is more than either form has fields.
        while let field = current, walked.count < 100 {
            walked.append(field)
            current = next(field)
        }
        return walked
    }

    // Contact: shipped in English and German, its catalog a resource of the target. Linux has
    // no String Catalog compiler and its Foundation reads no system language: the spec's
    // English shows, as it does wherever the table lacks a text.
    func testContactLooksItsTextsUpAndFallsBackToTheSpec() {
        XCTAssertEqual(ContactField.focusChain, [.name, .email])
        #if os(Linux)
            XCTAssertEqual(ContactField.email.label, "Email")
            XCTAssertEqual(ContactField.formcForm.spokenLabel(of: .name), "Name, required")
        #endif
    }

    // Profile: declaration order, every field focusable.
    func testProfileNextWalksTheFieldsInDeclarationOrder() {
        let walked = forward(from: ProfileField.focusChain.first) { $0.next }
        XCTAssertEqual(walked, [.name, .email, .phone, .birthday, .city])
    }

    func testProfilePreviousWalksBackFromTheLastField() {
        let walked = forward(from: ProfileField.focusChain.last) { $0.previous }
        XCTAssertEqual(walked, [.city, .birthday, .phone, .email, .name])
    }

    func testProfileReturnKeyIsNextUntilTheLastFieldWhichIsDone() {
        XCTAssertEqual(ProfileField.name.returnKey, .next)
        XCTAssertEqual(ProfileField.birthday.returnKey, .next)
        XCTAssertEqual(ProfileField.city.returnKey, .done)
        XCTAssertEqual(ProfileField.city.returnAction, .done)
    }

    // The province/city picker's rows come from data/provinces.plist, a data file of the spec
    // (Profile/data/README.md: 34 provinces, Beijing first with itself as its only city).
    func testProfileRegionsComeFromTheDataFile() {
        XCTAssertEqual(ProfileSources.regions.count, 34)
        XCTAssertEqual(ProfileSources.regions.first?.label, "北京市")
        XCTAssertEqual(ProfileSources.regions.first?.children.map(\.label), ["北京市"])
        XCTAssertEqual(ProfileSources.options(for: .city).count, 34)
    }

    // Signup: tag order (not declaration order); the disabled account type, the hidden
    // referral code and the newsletter toggle stay out of the chain.
    func testSignupNextWalksTheFieldsInTagOrder() {
        let walked = forward(from: SignupField.focusChain.first) { $0.next }
        XCTAssertEqual(walked, [
            .username, .email, .password, .confirmPassword, .firstName, .lastName, .mobile, .gender, .bio,
        ])
    }

    func testSignupPreviousWalksBackFromTheLastField() {
        let walked = forward(from: SignupField.focusChain.last) { $0.previous }
        XCTAssertEqual(walked, [
            .bio, .gender, .mobile, .lastName, .firstName, .confirmPassword, .password, .email, .username,
        ])
    }

    func testSignupFieldsOutsideTheChainHaveNoNeighboursAndNoReturnKey() {
        for field in [SignupField.accountType, .referralCode, .newsletter] {
            XCTAssertFalse(field.isFocusable, "\(field)")
            XCTAssertNil(field.next, "\(field)")
            XCTAssertNil(field.previous, "\(field)")
            XCTAssertNil(field.returnKey, "\(field)")
            XCTAssertFalse(field.mayBeginEditing, "\(field)")
        }
        XCTAssertEqual(SignupField.accountType.access, .disabled)
        XCTAssertEqual(SignupField.referralCode.access, .hidden)
    }

    // The multiline bio, last in the chain, inserts newlines; only the toolbar leaves it.
    func testSignupLastFieldInsertsNewlinesAndDisablesNext() {
        XCTAssertEqual(SignupField.bio.returnAction, .newline)
        XCTAssertEqual(SignupField.bio.toolbar.nextEnabled, false)
        XCTAssertEqual(SignupField.bio.toolbar.previousEnabled, true)
        XCTAssertEqual(SignupField.username.toolbar.previousEnabled, false)
    }

    func testSignupValidationUsesTheSpecsRules() {
        var values = SignupValues()
        values.username = "ab"
        let errors = values.validate()
        XCTAssertEqual(errors[.username], .tooShort(minimum: 3))
        XCTAssertEqual(errors[.email], .required)
    }
}
