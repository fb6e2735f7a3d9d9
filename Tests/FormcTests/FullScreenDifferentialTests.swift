import Foundation
#if canImport(Glibc)
    import Glibc
#endif
import XCTest
import FormcIR
import FormcTerminal

/// The full-screen driver on a handful of the differential test's forms: the real `formc run`
/// in a real terminal (tmux, as a person would use it) gets the keys that fill in the last
/// state's values, field by field in the live order, then Ctrl-D; the answers it writes (or
/// its cancelling when the submit is refused) must be those of formc's own session given the
/// same keys in process. The session itself is held to the generated core and the JSON by
/// DifferentialTests.
final class FullScreenDifferentialTests: XCTestCase {
    static let forms = 6

    func testTheFullScreenFormAnswersAsTheSessionDoesForTheSameKeys() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux") else {
            try TestSupport.skip("tmux is not installed (apt-get install tmux): the full-screen form is not driven")
        }
        let cases = try DifferentialTests.cases().prefix(Self.forms)
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var submitted = 0
        for entry in cases {
            guard let values = entry.states.last else { continue }
            var session = FormSession(form: entry.form)
            let keys = Self.keys(filling: values, entry.spec, &session)
            let spec = directory.appendingPathComponent("\(entry.spec.name).form.yaml")
            try Data(entry.spec.yaml.utf8).write(to: spec)
            let out = directory.appendingPathComponent("\(entry.spec.name).json")
            let (status, written) = try Self.drive(spec: spec, output: out, keys: keys, title: entry.spec.name)
            let name = "\(entry.spec.name)\n\(entry.spec.yaml)values: \(values)"
            if session.outcome == .submitted {
                submitted += 1
                XCTAssertEqual(status, 0, name)
                let expected = session.answers().mapValues(SessionDriver.answer)
                let answers = try written.map { try JSONDecoder().decode([String: JSONAnswer].self, from: $0) }
                XCTAssertEqual(answers, expected, name)
            } else {
                XCTAssertEqual(status, 130, "the refused submit is cancelled with Esc: \(name)")
                XCTAssertNil(written, name)
            }
        }
        print("FullScreenDifferentialTests: \(cases.count) forms driven in tmux, \(submitted) submitted")
    }

    /// The bytes a person types to give each visited field its value, then Ctrl-D (and Esc
    /// when the session refuses the submit), applied to `session` as they are chosen.
    static func keys(filling values: [String: RandomForm.Value], _ spec: RandomForm, _ session: inout FormSession)
        -> [UInt8]
    {
        var bytes: [UInt8] = []
        func press(_ key: Key, _ encoded: [UInt8]) {
            session.handle(key)
            bytes += encoded
        }
        func type(_ text: String) {
            for character in text {
                press(character == " " ? .space : .character(character), Array(String(character).utf8))
            }
        }
        var visited: Set<String> = []
        while let field = session.focusedField, visited.insert(field.id).inserted,
            let kind = spec.fields.first(where: { $0.id == field.id })?.kind
        {
            let fieldSpec = spec.fields.first { $0.id == field.id }
            let value = values[field.id] ?? fieldSpec.map(RandomForm.pool)?[0] ?? RandomForm.pool(kind)[0]
            switch (kind, value) {
            case (.toggle, .toggle(let on)): type(on ? "y" : "n")
            case (.segmented, .path(let path)):
                // A segmented control: the first → chooses the first segment, each next one the next.
                // "Other" is the segment after the flat options.
                if let value = path.first, let index = Int(LineDriver.optionNumber(value)) {
                    for _ in 0..<index { press(.right, [0x1B, 0x5B, 0x43]) }
                }
            case (_, .number(let number)):
                // A stepper or slider: Home to its `min`, then → one step at a time.
                if let range = kind.range {
                    press(.home, [0x1B, 0x5B, 0x48])
                    for _ in 0..<Int(((number - range.minimum) / range.step).rounded()) {
                        press(.right, [0x1B, 0x5B, 0x43])
                    }
                }
            case (_, .set(let values)):
                // A checklist: from the first option, Space where the wanted and the held
                // (the spec's default) differ, then → to the next.
                var held: [String] = []
                if case .set(let start)? = fieldSpec?.defaultValue { held = start }
                let options = RandomForm.flatOptions.map(\.value) + (fieldSpec?.other != nil ? ["other"] : [])
                for option in options {
                    if values.contains(option) != held.contains(option) { press(.space, [0x20]) }
                    press(.right, [0x1B, 0x5B, 0x43])
                }
            case (_, .answer(let yes)):
                // A yes/no question: y or n, or Backspace for no answer.
                if let yes { type(yes ? "y" : "n") } else { press(.backspace, [0x7F]) }
            case (_, .stars(let stars)):
                // A rating: its digit, or Backspace for none.
                if let stars { type(String(stars)) } else { press(.backspace, [0x7F]) }
            case (_, .path(let path)):
                // A focused picker holds its first row; a value is typed as its labels.
                for (level, option) in path.enumerated() {
                    if level > 0 { press(.right, [0x1B, 0x5B, 0x43]) }
                    press(.control("u"), [0x15])
                    let label =
                        kind == .cascade
                        ? RandomForm.cascade.flatMap {
                            [($0.value, $0.label)] + $0.children.map { ($0.value, $0.label) }
                        }
                        .first { $0.0 == option }?.1
                        : RandomForm.flatOptions.first { $0.value == option }?.label
                            ?? (option == "other" ? fieldSpec?.other : nil)
                    type(label ?? option)
                }
            default:
                press(.control("e"), [0x05])
                press(.control("u"), [0x15])
                type(LineDriver.text(value, level: 0, format: field.date?.format ?? ""))
            }
            press(.tab, [0x09])
        }
        press(.control("d"), [0x04])
        if session.outcome != .submitted { press(.escape, [0x1B]) }
        return bytes
    }

    /// Runs `formc run spec -o output` in a detached tmux session, waits for the form,
    /// types `keys` and waits for formc to end: its status and the answers file, if any.
    static func drive(spec: URL, output: URL, keys: [UInt8], title: String) throws -> (Int32, Data?) {
        let server = "formc-diff-\(ProcessInfo.processInfo.processIdentifier)"
        let status = output.deletingPathExtension().appendingPathExtension("status")
        func tmux(_ arguments: [String]) throws -> String {
            try GeneratedCodeTests.run("/usr/bin/tmux", ["-L", server] + arguments).output
        }
        defer { _ = try? tmux(["kill-server"]) }
        let command =
            "env TERM=xterm-256color LANG=C.UTF-8 '\(TestSupport.formcBinary.path)' run '\(spec.path)' "
            + "-o '\(output.path)'; echo $? > '\(status.path)'"
        // The server this starts outlives the client; Foundation's Process never sees that
        // client end (it stays a zombie), so it is spawned and reaped here.
        var pid: pid_t = 0
        let argv = ["/usr/bin/tmux", "-L", server, "new-session", "-d", "-x", "100", "-y", "40", "-s", "form", command]
        var pointers = argv.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        XCTAssertEqual(posix_spawn(&pid, "/usr/bin/tmux", nil, nil, &pointers, environ), 0)
        var spawned: Int32 = 0
        _ = waitpid(pid, &spawned, 0)
        // Keys typed before the form is drawn would reach a terminal not yet in raw mode.
        var drawn = false
        for _ in 0..<400 where !drawn {
            drawn = try tmux(["capture-pane", "-p", "-t", "form"]).contains(title)
            if !drawn { usleep(50_000) }
        }
        XCTAssertTrue(drawn, "the form \(title) was never drawn")
        // In chunks: tmux takes the bytes as hexadecimal arguments.
        for start in stride(from: 0, to: keys.count, by: 64) {
            let chunk = keys[start..<min(keys.count, start + 64)]
            _ = try tmux(["send-keys", "-t", "form", "-H"] + chunk.map { String(format: "%02x", $0) })
        }
        // Up to 30 s: a loaded CI machine runs the debug build slowly.
        for _ in 0..<600 {
            if let text = try? String(contentsOf: status, encoding: .utf8),
                let code = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
            {
                return (code, try? Data(contentsOf: output))
            }
            usleep(50_000)
        }
        XCTFail("formc run did not end for \(title): \(try tmux(["capture-pane", "-p", "-t", "form"]))")
        return (-1, nil)
    }
}
