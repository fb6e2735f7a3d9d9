import FormcDiagnostics
import FormcIR

/// Fills a form line by line, for scripts, CI and screen readers: the line mode's driver of
/// a `FormSession`, as the full-screen form is its key-by-key driver. A prompt per field on
/// standard error and one answer per line from standard input. A picker lists its options
/// numbered and takes an exact label, an exact value or a number, in that order (`RowMatch`;
/// a cascading picker asks level by level), and an answer naming two options is asked again;
/// a toggle takes y/n; a date is typed in its format; an empty line keeps the default.
///
/// Every field that is shown and enabled is asked once, in the visiting order, except that a
/// field comes after the fields its conditions read (`LinePlan`): when its turn comes, the
/// answers that decide whether it is shown are in, so a field revealed by a later answer is
/// asked, and a field a later answer hides is not. A field's spec rules are checked together,
/// in the order written, as soon as that field and every field any of them reads have had
/// their turn, and the field is asked again with the first failing rule's message; a
/// last submit, as the full-screen form's, asks again the first field it refuses. A wrong
/// answer (a line that is not UTF-8 text included) is explained and asked again, up to
/// `attempts` wrong answers per field; input that ends before the form is complete is a
/// failure naming the field, and nothing is answered.
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
        // The line mode is for CI too, whose runners read standard error: every line it
        // prints (labels, options, messages: a stranger's text) has its runner commands
        // broken and its line separators shown, as formc's reports do (`InertText`).
        self.prompt = { prompt(Self.inert($0)) }
    }

    /// `text` with each of its lines through `InertText`: a line may start where a prompt
    /// left off, so each is taken as the start of a line (a `::` there is broken either way).
    static func inert(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { InertText.line($0, atLineStart: true) }
            .joined(separator: "\n")
    }

    package func run() throws(Failure) -> [String: AnswerValue] {
        var session = FormSession(form: form, entering: false)
        let plan = LinePlan(form: form, visiting: session.candidates)
        var wrong: [String: Int] = [:]
        var answered: Set<String> = []
        var section: Int?
        for (position, id) in plan.order.enumerated() {
            if session.isAvailable(id) {
                try ask(id, in: &session, wrong: &wrong, section: &section)
                answered.insert(id)
            }
            for rules in plan.rules(at: position) {
                try enforce(rules, in: &session, wrong: &wrong, section: &section)
            }
        }
        // A field asked again can reveal one that was skipped, and change what a rule read
        // before: ask what is shown and unanswered, then submit as the full-screen form does,
        // asking again the first field it refuses, until it submits.
        while true {
            if let id = plan.order.first(where: { session.isAvailable($0) && !answered.contains($0) }) {
                try ask(id, in: &session, wrong: &wrong, section: &section)
                answered.insert(id)
                continue
            }
            let problems = session.problems()
            guard let id = session.order.first(where: { problems[$0] != nil }), let problem = problems[id] else {
                sayFooter(of: section)
                return session.answers()
            }
            try refuse(id, problem, wrong: &wrong)
            answered.remove(id)
        }
    }

    /// Checks `rules`, the rules about one field in the order written (that field and every
    /// field they read have all had their turn), and asks the field again, with the message of
    /// the first that fails, until they all hold. A field hidden, disabled or failing its own
    /// checks is left to the last submit, as the rules about it are not checked then.
    private func enforce(
        _ rules: [FormRule], in session: inout FormSession, wrong: inout [String: Int], section: inout Int?
    ) throws(Failure) {
        guard let id = rules.first?.field.id else { return }
        while session.orderIndex[id] != nil, session.problem(of: id) == nil, let message = session.ruleMessage(rules) {
            try refuse(id, message, wrong: &wrong)
            try ask(id, in: &session, wrong: &wrong, section: &section)
        }
    }

    /// Says the footer of `section` (the one whose fields were asked last), as the app shows it
    /// under them, when the questions leave it.
    private func sayFooter(of section: Int?) {
        guard let section, form.sections.indices.contains(section),
            let footer = TerminalText.paragraph(form.sections[section].footer)
        else { return }
        prompt("  \(footer)\n")
    }

    /// Counts a wrong answer to `id` and says why; past `attempts`, the run fails.
    private func refuse(_ id: String, _ problem: String, wrong: inout [String: Int]) throws(Failure) {
        wrong[id, default: 0] += 1
        guard wrong[id, default: 0] < max(1, attempts) else { throw .tooManyAttempts(field: id, reason: problem) }
        // A message is the spec's or a translator's text: no control character reaches the terminal.
        prompt("  ⚠ \(TerminalText.sanitized(problem))\n")
    }

    /// Asks for field `id` until an answer passes its own checks, and gives it to the session.
    /// `section` is the section whose title was said last: a field of another section says
    /// its section's title first, as the app shows it above its fields (issue 47, item 5).
    private func ask(
        _ id: String, in session: inout FormSession, wrong: inout [String: Int], section: inout Int?
    ) throws(Failure) {
        guard let field = form.field(id), let current = session.states[id] else { return }
        if field.section != section {
            sayFooter(of: section)
            section = field.section
            if let title = form.sections.indices.contains(field.section) ? form.sections[field.section].title : nil,
                !title.isEmpty
            {
                prompt("— \(TerminalText.sanitized(title)) —\n")
            }
        }
        // The field's help, once, before it is asked, as the app shows it under the field.
        if let help = field.terminalHelp { prompt("  \(help)\n") }
        let rules = FieldRules(field: field, form: form)
        while true {
            var problem = ""
            if let candidate = try candidate(field, rules, current: current, problem: &problem) {
                guard let error = rules.problem(candidate) else {
                    session.set(id, to: candidate)
                    return
                }
                problem = error
            }
            try refuse(id, problem, wrong: &wrong)
        }
    }

    /// One answer to `field` read as its kind's state; nil (with `problem` set) for a wrong one.
    private func candidate(
        _ field: Field, _ rules: FieldRules, current: FieldState, problem: inout String
    ) throws(Failure) -> FieldState? {
        switch current {
        case .toggle(let on):
            prompt("\(field.terminalLabel) (y/n) [\(on ? "y" : "n")]: ")
            switch try answer(field, secret: false, problem: &problem)?.lowercased() {
            case nil: return nil
            case "": return current
            case "y", "yes", "true", "1", "on": return .toggle(true)
            case "n", "no", "false", "0", "off": return .toggle(false)
            default:
                problem = "answer y or n"
                return nil
            }
        case .quantity(let number):
            // The value typed, held to the values the control stops at; an empty line keeps it.
            guard let range = field.quantity else { return current }
            let step = range.step.map { " by \(range.text($0))" } ?? ""
            prompt(
                "\(field.terminalLabel) (\(range.text(range.minimum))–\(range.text(range.maximum))\(step)) "
                    + "[\(range.text(number))]: ")
            guard let line = try answer(field, secret: false, problem: &problem) else { return nil }
            if line.isEmpty { return current }
            guard let typed = TextValidation.decimal(line), range.holds(typed) else {
                problem = rules.quantityRefusal
                return nil
            }
            // `holds` forgives a billionth of a step (binary noise), so `2.0000000001` passed
            // and was kept: answered as a real for a whole-number stepper and read by the
            // conditions as more than 2. The control's own stop is the value.
            return .quantity(range.snapped(typed))
        case .yesNo(let yes):
            // y or n; an empty line keeps the answer, `-` takes it back.
            let shown = yes.map { $0 ? "y" : "n" } ?? "none"
            prompt("\(field.terminalLabel) (y/n) [\(shown)]: ")
            switch try answer(field, secret: false, problem: &problem)?.lowercased() {
            case nil: return nil
            case "": return current
            case "-": return .yesNo(nil)
            case "y", "yes", "true": return .yesNo(true)
            case "n", "no", "false": return .yesNo(false)
            default:
                problem = "answer y or n"
                return nil
            }
        case .rating(let stars):
            // A whole number of stars; an empty line keeps the rating, `-` clears it.
            guard let range = field.quantity else { return current }
            prompt(
                "\(field.terminalLabel) (\(range.text(range.minimum))–\(range.text(range.maximum))) "
                    + "[\(stars.map(String.init) ?? "none")]: ")
            guard let line = try answer(field, secret: false, problem: &problem) else { return nil }
            if line.isEmpty { return current }
            if line == "-" { return .rating(nil) }
            guard let typed = Int(line), range.holds(Double(typed)) else {
                problem = rules.quantityRefusal
                return nil
            }
            return .rating(typed)
        case .selection(let checklist):
            guard let source = rules.source else { return current }
            return try tick(field, options: source.options, current: checklist, problem: &problem)
                .map(FieldState.selection)
        case .picker(let picker):
            guard let source = rules.source else { return current }
            return try choose(field, source: source, current: picker, problem: &problem).map(FieldState.picker)
        case .text(let buffer):
            let hint = field.date.map { " (\(TerminalText.sanitized($0.format)))" } ?? ""
            // A date the spec fills on focus holds its suggestion as soon as it is asked: an
            // empty line keeps it, as Next keeps it in the generated code (issue 48).
            let filled = buffer.text.isEmpty && field.fillsOnFocus ? rules.suggestedDate : nil
            let held = filled ?? buffer.text
            let shown = held.isEmpty || field.isSecureTextEntry ? "" : " [\(TerminalText.sanitized(held))]"
            prompt("\(field.terminalLabel)\(hint)\(shown): ")
            guard var line = try answer(field, secret: field.isSecureTextEntry, problem: &problem) else { return nil }
            // A multiline answer goes on over lines that end in `\` (each a line break), so a
            // note of several lines takes its own lines, never a later field's.
            while field.kind.entry.textControl == .multiline, line.hasSuffix("\\") {
                line.removeLast()
                prompt("  … ")
                guard let more = try answer(field, secret: field.isSecureTextEntry, problem: &problem) else {
                    return nil
                }
                line += "\n" + more
            }
            if line.isEmpty { return filled.map { .text(TextBuffer($0)) } ?? current }
            if let bad = rules.firstRefused(line) {
                problem = rules.refusal(bad)
                return nil
            }
            return .text(TextBuffer(rules.held(line)))
        }
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
    /// A multi-select's options, numbered, then the chosen ones: numbers or names separated by
    /// commas (`1, 3` or `Wi-Fi, Pool`); an empty line keeps the choice, `-` chooses none.
    private func tick(
        _ field: Field, options: [Option], current: ChecklistState, problem: inout String
    ) throws(Failure) -> ChecklistState? {
        guard !options.isEmpty else {
            problem = "there is nothing to choose from"
            return nil
        }
        var list = ""
        for (index, option) in options.enumerated() {
            list += "  \(index + 1)) \(TerminalText.sanitized(option.label))\n"
        }
        let held = current.ordered(options).compactMap { value in
            options.firstIndex { $0.value == value }.map { String($0 + 1) }
        }
        prompt(
            list + "\(field.terminalLabel) (numbers or names, separated by commas; - for none) "
                + "[\(held.isEmpty ? "none" : held.joined(separator: ", "))]: ")
        guard let line = try answer(field, secret: false, problem: &problem) else { return nil }
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return current }
        if trimmed == "-" { return ChecklistState() }
        var chosen = ChecklistState()
        let parts = trimmed.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        // A line of commas names nothing: none chosen is `-`, said so.
        guard parts.contains(where: { !$0.isEmpty }) else {
            problem = "type numbers or names separated by commas, or - for none"
            return nil
        }
        for item in parts where !item.isEmpty {
            let index: Int?
            switch RowMatch(item, in: options) {
            case .row(let row): index = row
            case .none: index = Int(item).map { $0 - 1 }
            case .ambiguous:
                problem = "'\(TerminalText.sanitized(item))' names more than one option; type its number"
                return nil
            }
            guard let index, options.indices.contains(index) else {
                problem =
                    "'\(TerminalText.sanitized(item))' is none of the options; type a number from 1 to \(options.count)"
                return nil
            }
            chosen.chosen.insert(options[index].value)
        }
        return chosen
    }

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
            // A picker the spec fills on focus holds its first rows as soon as it is asked: an
            // empty line keeps them, as Next keeps them in the generated code (issue 48).
            var filled = current
            filled.chosen = true
            let fills = level == 0 && field.fillsOnFocus && current.selection(roots: source.options) == nil
            let suggestion =
                fills
                ? filled.selection(roots: source.options).map {
                    " [\(TerminalText.sanitized(FormScreen.displayText(field, $0, source)))]"
                } ?? "" : ""
            prompt(
                list + "\(field.terminalLabel)\(source.isCascading ? " — \(name)" : "") (number or name)\(suggestion): "
            )
            guard let line = try answer(field, secret: false, problem: &problem) else { return nil }
            if line.isEmpty, level == 0, current.selection(roots: source.options) != nil { return current }
            if line.isEmpty, fills { return filled }
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
