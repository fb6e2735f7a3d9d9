import FormcIR
import FormcKit
import XCTest

/// The IR's steps of a stepper or slider (`QuantitySettings`), which `formc run`, the checker
/// and the emitters read: expected values by hand, including the review's cases (issue 49).
final class QuantitySettingsTests: XCTestCase {
    /// Plain decimals, never an exponent: a person types them and conditions read them.
    func testTextIsPlainDecimal() {
        XCTAssertEqual(QuantitySettings.text(3), "3")
        XCTAssertEqual(QuantitySettings.text(0.15), "0.15")
        XCTAssertEqual(QuantitySettings.text(0.00002), "0.00002")
        XCTAssertEqual(QuantitySettings.text(2e16), "20000000000000000")
        XCTAssertEqual(QuantitySettings.text(-0.5), "-0.5")
        XCTAssertEqual(QuantitySettings.text(-0.0), "0")
    }

    /// FormcKit cannot import FormcIR: its `FormcAnswer.decimalText` is the copy the generated
    /// conditions read a real number through, and must write every number as `formc run` does.
    func testFormcKitWritesNumbersAsTheIRDoes() {
        for number in [0, 3, -0.5, 0.15, 0.1 + 0.2, 0.00002, 1e-7, 2e16, 1.2345678901234568e16, -1e300, 123.456] {
            XCTAssertEqual(FormcAnswer.decimalText(number), QuantitySettings.text(number), "\(number)")
        }
    }

    /// A step written with an exponent keeps its decimals: 0.00001 moves, and shows five.
    func testAStepOfTenThousandthsMovesAndShowsItsDecimals() {
        let range = QuantitySettings(minimum: 0, maximum: 0.00005, step: 0.00001)
        XCTAssertEqual(range.moved(0, by: 1), 0.00001)
        XCTAssertEqual(range.moved(0.00001, by: 3), 0.00004)
        XCTAssertEqual(range.fractionDigits, 5)
        XCTAssertFalse(range.isInteger)
    }

    /// Huge steps stay finite; the last stop short of `max` is the last whole step.
    func testSnappingStaysFiniteAndOnTheLastWholeStep() {
        let huge = QuantitySettings(minimum: 0, maximum: 1e306, step: 1e305)
        XCTAssertTrue(huge.snapped(1e306).isFinite)
        XCTAssertTrue(huge.holds(huge.snapped(1e306)))
        let thirds = QuantitySettings(minimum: 0, maximum: 10, step: 3)
        XCTAssertEqual(thirds.snapped(10), 9)
        XCTAssertEqual(thirds.snapped(8), 9)
        XCTAssertEqual(QuantitySettings(minimum: 0, maximum: 0.3, step: 0.05).moved(0.1, by: 1), 0.15)
    }

    /// A default a billionth beside its stop starts the field on the stop itself; one off
    /// every stop starts it at `min` (FC404 reports it).
    func testADefaultStartsOnItsStop() {
        let range = QuantitySettings(minimum: 0, maximum: 100, step: 1)
        XCTAssertEqual(range.start(.number("2.0000000001")), 2)
        XCTAssertEqual(range.start(.number("2.5")), 0)
        XCTAssertNil(QuantitySettings(minimum: 1, maximum: 5, step: 1).chosen(nil))
        XCTAssertEqual(QuantitySettings(minimum: 1, maximum: 5, step: 1).chosen(.number("4")), 4)
    }
}
