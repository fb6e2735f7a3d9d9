import XCTest

@testable import FormcChecker

/// FC803's list of messages that only say something failed: messages people write, written
/// here by hand, in any case and with end punctuation; and ones that say what to enter.
final class GenericMessageTests: XCTestCase {
    func testMessagesThatOnlySayItFailedAreGeneric() {
        for message in [
            "Input is invalid.", "Invalid", "ERROR!", "Please try again", "Value is invalid", "Oops…",
            "This field is invalid.", "Wrong input", "  invalid   entry ", "Check this field:"
        ] {
            XCTAssertTrue(GenericMessageRule.isGeneric(message), message)
        }
        for message in ["Enter 5 digits", "The passwords do not match", "Invalid postcode: enter 5 digits", ""] {
            XCTAssertFalse(GenericMessageRule.isGeneric(message), message)
        }
    }
}
