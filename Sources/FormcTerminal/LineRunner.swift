import FormcIR

/// Fills a form line by line, for scripts, CI and screen readers: a prompt per field on
/// standard error, in the order the full-screen form visits them, and one answer per line
/// from standard input. A picker lists its options numbered and takes an exact label, an
/// exact value or a number, in that order (`RowMatch`; a cascading picker asks level by
/// level), and an answer naming two options is asked again; a toggle takes y/n; a
/// date is typed in its format; an empty line keeps the default. A wrong answer (a line that
/// is not UTF-8 text included) is explained and asked again, up to `attempts` times; input
/// that ends before the form is complete is a failure naming the field, and nothing is
/// answered.
package struct LineRunner {
    package enum Failure: Error, Equatable, CustomStringConvertible {
        case inputEnded(field: String)
        case tooManyAttempts(field: String, reason: String)

        package var description: String {
            switch self {
            case .inputEnded(let field): return "input ended before '\(field)' was answered"
            case .tooManyAttempts(let field, let reason): return "no valid answer for '\(field)': \(reason)"
            }
        }
    }

    let form: Form
    /// Reads one answer's bytes, without the line feed (nil at the end of the input);
    /// `secret` asks for it without echo (secure fields on a terminal).
    let readLine: (_ secret: Bool) -> [UInt8]?
    let prompt: (String) -> Void
    let attempts: Int

    package init(
        form: Form, attempts: Int = 3, readLine: @escaping (_ secret: Bool) -> [UInt8]?,
        prompt: @escaping (String) -> Void
    ) {
        self.form = form
        self.attempts = attempts
        self.readLine = readLine
        self.prompt = prompt
    }

    package func run() throws(Failure) -> [String: AnswerValue] {
        var states = FormSession.initialStates(form)
        let evaluator = ConditionEvaluator(form: form)
        var conditions = FormSession.evaluate(form, evaluator, states)
        let rules = FormSession.rulesByField(form)
        for id in FormSession.visitingOrder(form, reading: evaluator.readIDs) {
            // Conditions are worked out from the answers so far: again after each answer
            // that a condition reads (others cannot change them).
            guard conditions.isAvailable(id), let field = form.field(id), let state = states[id] else { continue }
            let answer = try ask(field, current: state) { candidate in
                // A rule about this field reads the answers so far (later fields: their
                // initial values), so its field is best the last one it names.
                guard let about = rules[id] else { return nil }
                func trial(_ other: String) -> FieldState? { other == id ? candidate : states[other] }
                let state = evaluator.isRead(id) ? FormSession.evaluate(form, evaluator, trial) : conditions
                return FormSession.ruleMessage(about, form, evaluator, conditions: state, trial)
            }
            states[id] = answer
            // Only what the answer reaches is worked out again, so a form answered field by
            // field stays linear however many of its answers conditions read.
            if evaluator.isRead(id) {
                evaluator.update(&conditions, changed: id) { FormSession.conditionValue(form, $0) { states[$0] } }
            }
        }
        let hidden = FormSession.hiddenByCondition(form, conditions)
        return FormSession.answers(form, states, omitting: hidden)
    }

    /// Asks for `field` until an answer passes its rules and `ruleMessage` (the spec's rules
    /// across fields about it) gives no message, up to `attempts` times.
    private func ask(
        _ field: Field, current: FieldState,
        ruleMessage: (FieldState) -> String?
    ) throws(Failure) -> FieldState {
        let rules = FieldRules(field: field, form: form)
        var problem = ""
        for _ in 0..<max(1, attempts) {
            let candidate: FieldState?
            switch current {
            case .toggle(let on):
                prompt("\(field.terminalLabel) (y/n) [\(on ? "y" : "n")]: ")
                switch try answer(field, secret: false, problem: &problem)?.lowercased() {
                case nil: candidate = nil
                case "": candidate = current
                case "y", "yes", "true", "1", "on": candidate = .toggle(true)
                case "n", "no", "false", "0", "off": candidate = .toggle(false)
                default:
                    candidate = nil
                    problem = "answer y or n"
                }
            case .picker(let picker):
                guard let source = rules.source else { return current }
                let chosen = try choose(field, source: source, current: picker, problem: &problem)
                candidate = chosen.map(FieldState.picker)
            case .text(let buffer):
                let hint = field.date.map { " (\(TerminalText.sanitized($0.format)))" } ?? ""
                let shown =
                    buffer.text.isEmpty || field.isSecureTextEntry ? "" : " [\(TerminalText.sanitized(buffer.text))]"
                prompt("\(field.terminalLabel)\(hint)\(shown): ")
                guard let line = try answer(field, secret: field.isSecureTextEntry, problem: &problem) else {
                    candidate = nil
                    break
                }
                if line.isEmpty {
                    candidate = current
                } else if let bad = rules.firstRefused(line) {
                    candidate = nil
                    problem =
                        "'\(TerminalText.sanitized(String(bad)))' cannot be typed in a \(field.kind.rawValue) field"
                } else {
                    candidate = .text(TextBuffer(line))
                }
            }
            if let candidate {
                guard let error = rules.problem(candidate) ?? ruleMessage(candidate) else { return candidate }
                problem = error
            }
            prompt("  ⚠ \(problem)\n")
        }
        throw .tooManyAttempts(field: field.id, reason: problem)
    }

    /// The next line as text without its line break; nil (with `problem` set) when it is
    /// not UTF-8, which `readLine()` would have turned into U+FFFD without a word.
    private func answer(_ field: Field, secret: Bool, problem: inout String) throws(Failure) -> String? {
        guard let bytes = readLine(secret) else { throw .inputEnded(field: field.id) }
        guard let line = String(validating: bytes, as: UTF8.self) else {
            problem = "the answer is not valid UTF-8 text"
            return nil
        }
        return Self.trimmed(line)
    }

    /// Asks for each level of a picker in turn; nil (with `problem` set) for a wrong answer.
    private func choose(
        _ field: Field, source: DataSource, current: PickerState,
        problem: inout String
    ) throws(Failure) -> PickerState? {
        var picker = PickerState(levels: current.columns.count)
        picker.chosen = true
        // A parent without children ends the selection: its child level is not asked.
        for level in picker.columns.indices where level < picker.depth(roots: source.options) {
            picker.active = level
            let rows = picker.rows(level, roots: source.options)
            guard !rows.isEmpty else {
                problem = "there is nothing to choose from"
                return nil
            }
            let name =
                source.levels.indices.contains(level)
                ? TerminalText.sanitized(source.levels[level]) : field.terminalLabel
            var list = ""
            for (index, option) in rows.enumerated() {
                list += "  \(index + 1)) \(TerminalText.sanitized(option.label))\n"
            }
            prompt(list + "\(field.terminalLabel)\(source.isCascading ? " — \(name)" : "") (number or name): ")
            guard let line = try answer(field, secret: false, problem: &problem) else { return nil }
            if line.isEmpty, level == 0, current.selection(roots: source.options) != nil { return current }
            if line.isEmpty, !field.required, level == 0 { return current }
            let index: Int?
            let match = RowMatch(line, in: rows)
            switch match {
            case .row(let row): index = row
            case .none: index = Int(line).map { $0 - 1 }
            case .ambiguous(let named, let part):
                let numbers = named.map { String($0 + 1) }
                let listed = numbers.dropLast().joined(separator: ", ") + " and " + (numbers.last ?? "")
                problem =
                    (match.reason(line) ?? "")
                    + " (\(listed)): answer with its number" + (part == .label ? " or its value" : "")
                return nil
            }
            guard let index, rows.indices.contains(index) else {
                problem = "'\(TerminalText.sanitized(line))' is not one of the \(rows.count) options"
                return nil
            }
            picker.columns[level].highlight = index
        }
        return picker
    }

    private static func trimmed(_ line: String) -> String {
        var line = line
        while line.hasSuffix("\r") || line.hasSuffix("\n") { line.removeLast() }
        return line
    }
}
