import Foundation
import XCTest

@testable import FormcDiagnostics

/// `JSONReader` (formc's own, for String Catalogs) against `JSONValue.parse` (Foundation's
/// `JSONSerialization`) over seeded random texts: JSON written with random white space,
/// escapes and number forms, then cut, spliced and garbled byte by byte, so that most are
/// near misses. Both must refuse, or read the same value; numbers are compared within a
/// relative 10⁻¹², because Foundation's are not always the nearest double past 17 digits
/// (`12345678901234567890.5` is 1.234567890123457e19 there, 1.2345678901234567e19 correctly
/// rounded here) and it gives a 19-digit negative integer as a double; and a U+FEFF inside a
/// string, which Foundation on Linux drops, is kept here; a number out of range is refused
/// even where a later value of its key replaces it, which Foundation overlooks. CI runs 20,000 texts;
/// `FORMC_JSON_AGREEMENT=N` runs N (a longer run by hand: the issue's note).
final class JSONReaderAgreementTests: XCTestCase {
    private let alphabet: [String] = [
        "{", "}", "[", "]", ",", ":", "\"", "\\", " ", "\n", "\r", "\t", "0", "1", "-", "+", ".", "e", "E",
        "t", "true", "false", "null", "\\u", "D8", "DC", "00", "é", "😀", "\u{0}", "\u{1}", "\u{7F}", "\u{FEFF}"
    ]

    func testJSONReaderReadsWhatFoundationReads() {
        let count = ProcessInfo.processInfo.environment["FORMC_JSON_AGREEMENT"].flatMap(Int.init) ?? 20_000
        var random = SeededRandom(seed: 44)
        var disagreements: [String] = []
        for _ in 0..<count {
            var bytes = Array(value(&random, depth: 0).utf8)
            for _ in 0..<random.int(in: 0...3) where !bytes.isEmpty {
                let at = random.int(in: 0...(bytes.count - 1))
                switch random.int(in: 0...3) {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(contentsOf: Array(random.element(alphabet).utf8), at: at)
                case 2: bytes[at] = UInt8(truncatingIfNeeded: random.next())
                default: bytes = Array(bytes[..<at])
                }
            }
            let ours = try? JSONReader.read(bytes)
            let foundation = JSONValue.parse(Data(bytes))
            if !agree(ours, foundation), !overlooked(bytes, ours, foundation), disagreements.count < 10 {
                disagreements.append(
                    "\(String(decoding: bytes, as: UTF8.self).debugDescription): \(String(describing: ours)) vs \(String(describing: foundation))"
                )
            }
        }
        XCTAssertEqual(disagreements, [])
    }

    /// Whether Foundation read a text only by overlooking a number out of `Double`'s range
    /// (`1e309`) that a later value of its key replaced, which it never converts:
    /// `JSONReader` refuses such a number wherever it is. The text with those exponents made
    /// small must then read the same in both, but for its numbers.
    private func overlooked(_ bytes: [UInt8], _ ours: JSONValue?, _ foundation: JSONValue?) -> Bool {
        guard ours == nil, foundation != nil else { return false }
        let text = String(decoding: bytes, as: UTF8.self)
        let tamed = text.replacingOccurrences(of: #"[eE]\+?(308|309|400)"#, with: "e0", options: .regularExpression)
        guard tamed != text else { return false }
        return agree(try? JSONReader.read(Array(tamed.utf8)), foundation, numbers: false)
    }

    /// Whether two values read are the same, numbers within a relative 10⁻¹² of each other
    /// (any two numbers, when not `numbers`).
    private func agree(_ a: JSONValue?, _ b: JSONValue?, numbers: Bool = true) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (.array(let x)?, .array(let y)?):
            return x.count == y.count && zip(x, y).allSatisfy { agree($0, $1, numbers: numbers) }
        case (.sortedObject(let x)?, .sortedObject(let y)?):
            // By key without U+FEFF, whose removal can change the keys' order.
            let first = x.map { (withoutMark($0.key), $0.value) }.sorted { $0.0 < $1.0 }
            let second = y.map { (withoutMark($0.key), $0.value) }.sorted { $0.0 < $1.0 }
            return first.map(\.0) == second.map(\.0)
                && zip(first, second).allSatisfy { agree($0.1, $1.1, numbers: numbers) }
        case (.string(let x)?, .string(let y)?): return withoutMark(x) == withoutMark(y)
        case (let x?, let y?):
            guard let first = number(x), let second = number(y) else { return x == y }
            return !numbers || abs(first - second) <= 1e-12 * max(abs(first), abs(second))
        default: return false
        }
    }

    /// `text` without U+FEFF, which Foundation on Linux drops from inside some strings (not
    /// all) and `JSONReader` keeps, as RFC 8259 reads it (a character like any other).
    private func withoutMark(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\u{FEFF}" }))
    }

    private func number(_ value: JSONValue) -> Double? {
        switch value {
        case .int(let number): return Double(number)
        case .double(let number): return number
        default: return nil
        }
    }

    /// A random JSON text, written as a person or a tool might: white space anywhere, escapes
    /// for any character, numbers with signs, fractions and exponents, keys written twice.
    private func value(_ random: inout SeededRandom, depth: Int) -> String {
        let space = { (random: inout SeededRandom) in random.element(["", "", " ", "\n", "\r\n", "\t", "  "]) }
        switch random.int(in: depth > 3 ? 2...7 : 0...7) {
        case 0:
            let members = (0..<random.int(in: 0...4)).map { _ in
                space(&random) + string(&random) + space(&random) + ":" + space(&random)
                    + value(&random, depth: depth + 1)
            }
            return "{" + members.joined(separator: ",") + (random.chance(0.1) ? "," : "") + space(&random) + "}"
        case 1:
            let items = (0..<random.int(in: 0...4)).map { _ in space(&random) + value(&random, depth: depth + 1) }
            return "[" + items.joined(separator: ",") + (random.chance(0.1) ? "," : "") + space(&random) + "]"
        case 2, 3: return string(&random)
        case 4, 5: return number(&random)
        default: return random.element(["true", "false", "null"])
        }
    }

    private func string(_ random: inout SeededRandom) -> String {
        var out = "\""
        for _ in 0..<random.int(in: 0...6) {
            switch random.int(in: 0...5) {
            case 0: out += random.element(["\\n", "\\\"", "\\\\", "\\/", "\\t", "\\b", "\\f", "\\r"])
            case 1: out += String(format: "\\u%04X", random.int(in: 0...0xFFFF))
            case 2: out += random.element(["\\uD83D\\uDE00", "\\ud800", "\\udc00x", "\\u00e9"])
            case 3: out += random.element(["é", "😀", "中", "\u{301}", "\u{2028}"])
            default: out += random.element(["a", "b", "key", " ", "0"])
            }
        }
        return out + "\""
    }

    private func number(_ random: inout SeededRandom) -> String {
        let sign = random.chance(0.3) ? "-" : ""
        let whole = random.element([
            "0", "1", "42", "9223372036854775807", "9223372036854775808", "12345678901234567890"
        ])
        let fraction = random.chance(0.3) ? "." + random.element(["0", "5", "25", "000001"]) : ""
        let exponent =
            random.chance(0.3)
            ? random.element(["e", "E"]) + random.element(["", "+", "-"])
                + random.element(["0", "1", "308", "309", "400"])
            : ""
        return sign + whole + fraction + exponent
    }
}
