import XCTest
@testable import FormcIR

/// `ConditionEvaluator.update` (what `formc run`'s line form calls after each answer) must
/// leave exactly the state that a fresh `state(...)` works out for the same values, on any
/// form the checker accepts. Forms and value changes are drawn from a seeded generator, so
/// a failure names a spec that can be replayed.
final class ConditionUpdateAgreementTests: XCTestCase {
    private enum Kind: CaseIterable { case toggle, picker, text }

    private struct Spec {
        var yaml: String
        var kinds: [String: Kind]
    }

    /// Values a field of `kind` can take, as the conditions read them (`none`: unanswered).
    private func choices(for kind: Kind) -> [ConditionValue] {
        switch kind {
        case .toggle: return [.bool(false), .bool(true)]
        case .picker: return [.none, .text("x"), .text("y")]
        case .text: return [.text(""), .text("x"), .text("12")]
        }
    }

    /// A condition over `ids` (any of them: the checker refuses the forms that cycle).
    private func condition(reading ids: [String], kinds: [String: Kind], _ random: inout SeededRandom) -> String {
        func atom() -> String {
            let id = ids.randomElement(using: &random) ?? "f0"
            switch (kinds[id] ?? .text, Int.random(in: 0..<4, using: &random)) {
            case (.toggle, 0): return "not \(id)"
            case (.toggle, _): return id
            case (_, 0): return "\(id) isSet"
            case (_, 1): return "\(id) isEmpty"
            case (_, 2): return "\(id) == 'x'"
            default: return "\(id) in ['y', '12']"
            }
        }
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return "\(atom()) and \(atom())"
        case 1: return "\(atom()) or \(atom())"
        default: return atom()
        }
    }

    private func spec(_ random: inout SeededRandom) -> Spec {
        let count = Int.random(in: 2...7, using: &random)
        let ids = (0..<count).map { "f\($0)" }
        var kinds: [String: Kind] = [:]
        for id in ids { kinds[id] = Kind.allCases.randomElement(using: &random) ?? .text }
        // Reads of any field but the governed ones: earlier and later fields, so that the
        // evaluation order differs from the declaration; longer cycles are left to FC603.
        func conditions(indent: String, governing: ArraySlice<String>, _ random: inout SeededRandom) -> String {
            var text = ""
            let readable = ids.filter { !governing.contains($0) }
            for key in ["visibleWhen", "enabledWhen"]
            where !readable.isEmpty && Int.random(in: 0..<3, using: &random) == 0 {
                text += "\(indent)\(key): \"\(condition(reading: readable, kinds: kinds, &random))\"\n"
            }
            return text
        }
        var yaml = "form: F\nsections:\n"
        var remaining = ids[...]
        while !remaining.isEmpty {
            let size = Int.random(in: 1...3, using: &random)
            yaml += "  - fields:\n"
            for id in remaining.prefix(size) {
                let kind = kinds[id] ?? .text
                yaml += "      - id: \(id)\n"
                switch kind {
                case .toggle: yaml += "        kind: toggle\n"
                case .picker: yaml += "        kind: picker\n        options: [x, y, \"12\"]\n"
                case .text: yaml += "        kind: text\n"
                }
                if Int.random(in: 0..<8, using: &random) == 0 { yaml += "        hidden: true\n" }
                if Int.random(in: 0..<8, using: &random) == 0 { yaml += "        disabled: true\n" }
                yaml += conditions(indent: "        ", governing: [id], &random)
            }
            yaml += conditions(indent: "    ", governing: remaining.prefix(size), &random)
            remaining = remaining.dropFirst(size)
        }
        return Spec(yaml: yaml, kinds: kinds)
    }

    func testUpdateAlwaysEqualsAFreshState() throws {
        var random = SeededRandom(seed: 0x666F_726D_63)
        var compiled = 0
        var changes = 0
        for _ in 0..<1000 {
            let spec = spec(&random)
            let result = TestSupport.compile(spec.yaml)
            guard !result.diagnostics.hasErrors, let form = result.form else { continue }
            compiled += 1
            let evaluator = ConditionEvaluator(form: form)
            guard !evaluator.isEmpty else { continue }
            var values: [String: ConditionValue] = [:]
            for (id, kind) in spec.kinds { values[id] = choices(for: kind).randomElement(using: &random) }
            var state = evaluator.state { values[$0] ?? .none }
            let ids = spec.kinds.keys.sorted()
            for _ in 0..<12 {
                guard let id = ids.randomElement(using: &random), let kind = spec.kinds[id],
                    let value = choices(for: kind).randomElement(using: &random)
                else { continue }
                values[id] = value
                evaluator.update(&state, changed: id) { values[$0] ?? .none }
                changes += 1
                let fresh = evaluator.state { values[$0] ?? .none }
                guard state == fresh else {
                    XCTFail(
                        "after \(id) = \(value): update gives hidden \(state.hidden.sorted()) disabled "
                            + "\(state.disabled.sorted()), state gives hidden \(fresh.hidden.sorted()) disabled "
                            + "\(fresh.disabled.sorted()), values \(values), spec:\n\(spec.yaml)")
                    return
                }
            }
        }
        // The generator must reach enough accepted forms for the comparison to mean something.
        XCTAssertGreaterThan(compiled, 250)
        XCTAssertGreaterThan(changes, 2500)
    }
}
