import Foundation
import XCTest
import FormcCore
import FormcDriver
import FormcEmit
import FormcIR
import FormcTerminal

/// One behaviour, four drivers (docs/run.md §12): random valid conditional forms
/// (`RandomForm`) and random sequences of value changes, observed by formc's own session
/// (the model under `formc run`), the compiled generated Swift core, and a JSON consumer
/// written from docs/json-format.md; each state must give the same hidden and disabled
/// fields, chain, Next and Previous, return keys, validation verdicts and answers. The line
/// mode, fed the answers of the last state through its prompts, must ask exactly the fields
/// that state shows and print the session's answers for what it was told, or fail at a
/// field the session refuses.
///
/// `FORMC_DIFFERENTIAL_FORMS` (default 150, a seeded sample that keeps CI under its 25
/// minutes) and `FORMC_DIFFERENTIAL_SEED` (default 25) set the size and the seed; the notes on
/// issues 25 and 49 say how many were run by hand.
final class DifferentialTests: XCTestCase {
    static let statesPerForm = 8

    struct Case {
        var spec: RandomForm
        var form: Form
        var states: [[String: RandomForm.Value]]
        var json: JSONConsumer
    }

    static func cases() throws -> [Case] {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["FORMC_DIFFERENTIAL_FORMS"].flatMap(Int.init) ?? 150
        let seed = environment["FORMC_DIFFERENTIAL_SEED"].flatMap(UInt64.init) ?? 25
        var random = SeededRandom(seed: seed)
        return try cases(count, &random, states: statesPerForm) { RandomForm(index: $0, random: &$1) }
    }

    /// `count` specs made by `make`, each compiled (a spec with errors fails the test: the
    /// generator must write lint-clean ones), its JSON read, and `states` value states drawn
    /// for it before the next spec. Data files are read from `baseDirectory`.
    static func cases(
        _ count: Int, _ random: inout SeededRandom, states: Int, baseDirectory: String? = nil,
        make: (Int, inout SeededRandom) -> RandomForm
    ) throws -> [Case] {
        var cases: [Case] = []
        for index in 0..<count {
            let spec = make(index, &random)
            let result = TestSupport.compile(spec.yaml, file: "\(spec.name).form.yaml", baseDirectory: baseDirectory)
            guard let form = result.form, !result.diagnostics.hasErrors else {
                XCTFail(
                    "the generator wrote a spec with errors: \(TestSupport.summary(result.diagnostics))\n\(spec.yaml)")
                continue
            }
            let json = try JSONConsumer(json: Data(JSONEmitter.emit(form)))
            cases.append(Case(spec: spec, form: form, states: spec.states(states, &random), json: json))
        }
        return cases
    }

    func testTheSessionTheGeneratedCoreAndTheJSONAgreeOnEveryState() throws {
        try Self.checkAgreement(try Self.cases(), statesPerForm: Self.statesPerForm)
    }

    /// The session, the JSON consumer and (compiled in programs of 50 forms) the generated
    /// core observe every state of every case alike.
    static func checkAgreement(_ cases: [Case], statesPerForm: Int, label: String = "DifferentialTests") throws {
        var disagreements: [String] = []
        var sessions: [String: [Observation]] = [:]
        for entry in cases {
            var session = FormSession(form: entry.form, entering: false)
            var observed: [Observation] = []
            for (index, state) in entry.states.enumerated() {
                for field in entry.form.fields {
                    guard let value = state[field.id] else { continue }
                    session.set(field.id, to: SessionDriver.state(field, value, form: entry.form))
                }
                let own = SessionDriver.observe(session)
                observed.append(own)
                let consumer = entry.json.observe(state)
                if own != consumer {
                    disagreements.append(describe(entry, index, "session", own, "JSON consumer", consumer))
                }
            }
            sessions[entry.spec.name] = observed
        }
        // In programs of 50 forms: one whole-module compile grows faster than its size.
        var generated: [String: Observation] = [:]
        for start in stride(from: 0, to: cases.count, by: 50) {
            generated.merge(try runGeneratedCores(Array(cases[start..<min(cases.count, start + 50)]))) { a, _ in a
            }
        }
        var compared = 0
        for entry in cases {
            for index in entry.states.indices {
                guard let own = sessions[entry.spec.name]?[index] else { continue }
                guard let theirs = generated["\(entry.spec.name)/\(index)"] else {
                    disagreements.append("\(entry.spec.name) state \(index): the generated core printed nothing")
                    continue
                }
                compared += 1
                if own != theirs {
                    disagreements.append(describe(entry, index, "session", own, "generated core", theirs))
                }
            }
        }
        print(
            "\(label): \(cases.count) forms, \(compared) states compared across the session, the generated core and the JSON consumer, \(disagreements.count) disagreements"
        )
        XCTAssertGreaterThan(compared, cases.count * statesPerForm / 2, "too few states compared")
        XCTAssertEqual(disagreements.count, 0, disagreements.prefix(5).joined(separator: "\n\n"))
    }

    func testTheLineModeAsksWhatTheSessionShowsAndAnswersAsItDoes() throws {
        try Self.checkLineMode(try Self.cases())
    }

    /// The line mode, fed each case's last state, asks what the session shows and answers alike.
    static func checkLineMode(_ cases: [Case], label: String = "DifferentialTests") throws {
        var disagreements: [String] = []
        var failures = 0
        for entry in cases {
            guard let values = entry.states.last else { continue }
            let line = LineDriver.run(entry.form, entry.spec, values)
            // The session told what the line mode was told.
            var session = FormSession(form: entry.form, entering: false)
            for field in entry.form.fields {
                // A field filled on focus holds what it suggests once asked (issue 48).
                if line.suggested.contains(field.id) { session.takeSuggestion(field) }
                guard let value = line.held[field.id] else { continue }
                session.set(field.id, to: SessionDriver.state(field, value, form: entry.form))
            }
            let problems = session.problems()
            let name = "\(entry.spec.name)\n\(entry.spec.yaml)values: \(values)\n"
            if let failed = line.failedAt {
                failures += 1
                if problems[failed] == nil {
                    disagreements.append("\(name)the line mode failed at \(failed), which the session accepts")
                }
                continue
            }
            if !problems.isEmpty {
                disagreements.append("\(name)the line mode answered; the session refuses \(problems)")
            }
            // Every field shown was asked, and no other: a field a later answer hides waits
            // for that answer and is never asked.
            let shown = Set(session.order)
            if shown != line.asked {
                disagreements.append(
                    "\(name)not asked: \(shown.subtracting(line.asked).sorted()), "
                        + "asked but hidden: \(line.asked.subtracting(shown).sorted())")
            }
            let answers = session.answers().mapValues(SessionDriver.answer)
            if line.answers != answers {
                disagreements.append("\(name)line mode \(line.answers ?? [:])\nsession   \(answers)")
            }
        }
        print(
            "\(label): the line mode ran \(cases.count) forms, \(failures) ending at a refused field, \(disagreements.count) disagreements"
        )
        XCTAssertEqual(disagreements.count, 0, disagreements.prefix(5).joined(separator: "\n\n"))
    }

    static func describe(
        _ entry: Case, _ index: Int, _ left: String, _ a: Observation, _ right: String, _ b: Observation
    ) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        func text(_ observation: Observation) -> String {
            (try? encoder.encode(observation)).map { String(decoding: $0, as: UTF8.self) } ?? "?"
        }
        return
            "\(entry.spec.name) state \(index) \(entry.states[index])\n\(entry.spec.yaml)\(left): \(text(a))\n\(right): \(text(b))"
    }

    /// Compiles every form's generated file with one program and runs it over the states:
    /// observations by "form/state".
    static func runGeneratedCores(_ cases: [Case]) throws -> [String: Observation] {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var sources: [String] = []
        var main = GeneratedDriver.common
        var input: [String: Any] = [:]
        for entry in cases {
            let file = directory.appendingPathComponent(SwiftEmitter.fileName(for: entry.form))
            try Data(try SwiftEmitter().emit(entry.form, formcVersion: "test").utf8).write(to: file)
            sources.append(file.path)
            main += GeneratedDriver.probe(entry.spec)
            main += "probe\(entry.spec.name)(all[\"\(entry.spec.name)\"] ?? [])\n"
            input[entry.spec.name] = entry.states.map { GeneratedDriver.json($0, entry.spec) }
        }
        let mainFile = directory.appendingPathComponent("main.swift")
        try Data(main.utf8).write(to: mainFile)
        let states = directory.appendingPathComponent("states.json")
        try JSONSerialization.data(withJSONObject: input).write(to: states)
        let binary = directory.appendingPathComponent("probe")
        // One whole-module job: many files compile far faster than file by file.
        let compile = try GeneratedCodeTests.run(
            "/usr/bin/env",
            ["swiftc", "-swift-version", "6", "-wmo", "-num-threads", "2", "-Onone", "-o", binary.path, mainFile.path]
                + sources + [try TestSupport.writeRuntime(in: directory)])
        guard compile.status == 0 else {
            XCTFail("the generated cores do not compile:\n\(compile.output.prefix(4000))")
            return [:]
        }
        XCTAssertFalse(compile.output.contains("warning:"), "warnings:\n\(compile.output.prefix(4000))")
        let run = try GeneratedCodeTests.run(binary.path, [states.path])
        XCTAssertEqual(run.status, 0, String(run.output.prefix(2000)))
        var observations: [String: Observation] = [:]
        let decoder = JSONDecoder()
        for line in run.output.split(separator: "\n") {
            let data = Data(line.utf8)
            guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                let form = object["form"] as? String, let state = object["state"] as? Int
            else { continue }
            observations["\(form)/\(state)"] = try decoder.decode(Observation.self, from: data)
        }
        return observations
    }
}
