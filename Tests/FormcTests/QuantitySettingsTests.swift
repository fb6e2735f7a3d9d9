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

    /// FormcKit's steps (`FormcQuantitySettings`) and the IR's (`QuantitySettings`) give the
    /// same stop and the same verdict on a table of edge cases: binary noise, the ends, a last
    /// step short of `max`, huge and tiny steps, a continuous slider, numbers outside the range.
    func testFormcKitSnapsAndHoldsAsTheIRDoes() {
        let ranges: [(Double, Double, Double?)] = [
            (0, 10, 3), (1, 8, 1), (0, 1, 0.25), (0, 0.3, 0.05), (0, 1, nil), (-5, 5, 2.5), (0, 0.00005, 0.00001),
            (0, 1e306, 1e305), (50, 500, 10)
        ]
        let numbers: [Double] = [
            -1, 0, 0.1 + 0.2, 0.3, 0.15, 2.0000000001, 2.5, 3, 8, 9, 9.5, 10, 11, 0.00003, 1e305, 1e306, 155, -5, 5,
            0.125, 0.75
        ]
        for (minimum, maximum, step) in ranges {
            let ir = QuantitySettings(minimum: minimum, maximum: maximum, step: step)
            let kit = FormcQuantitySettings(control: .slider, minimum: minimum, maximum: maximum, step: step)
            for number in numbers {
                let label = "\(number) on \(minimum)…\(maximum) by \(step.map { "\($0)" } ?? "none")"
                XCTAssertEqual(kit.snapped(number), ir.snapped(number), label)
                XCTAssertEqual(kit.problem(with: number) == nil, ir.holds(number), label)
            }
        }
    }
}
