import Foundation
import FormcIR
import FormcTerminal

/// formc's own session (the model under `formc run`), observed in a state.
enum SessionDriver {
    /// The session's state for a field's value.
    static func state(_ field: Field, _ value: RandomForm.Value, form: Form) -> FieldState {
        switch value {
        case .text(let text): return .text(TextBuffer(text))
        case .date(let day):
            let format = field.date?.format ?? ""
            return .text(TextBuffer(day.map { RandomForm.dateText($0, format: format) } ?? ""))
        case .toggle(let on): return .toggle(on)
        case .number(let number): return .quantity(number)
        case .stars(let stars): return .rating(stars)
        case .answer(let yes): return .yesNo(yes)
        case .set(let values): return .selection(ChecklistState(chosen: Set(values)))
        case .path(let path):
            let source = field.picker.flatMap { form.source($0.source) }
            var picker = PickerState(levels: max(1, source?.levels.count ?? 1))
            if !path.isEmpty, let source {
                picker.select(path: path, roots: source.options)
                picker.chosen = true
            }
            return .picker(picker)
        }
    }

    static func observe(_ session: FormSession) -> Observation {
        let form = session.form
        var hidden: Set<String> = session.conditionState.hidden
        var disabled: Set<String> = session.conditionState.disabled
        for field in form.fields {
            if field.hidden { hidden.insert(field.id) }
            if field.disabled { disabled.insert(field.id) }
        }
        let visited = Set(session.order)
        let chain = form.focusChain.filter(visited.contains)
        let (next, previous) = Observation.neighbours(chain)
        var returnKeys: [String: String] = [:]
        for field in form.fields {
            if let key = session.returnKey(of: field), let action = session.returnAction(of: field) {
                returnKeys[field.id] = "\(key.rawValue) \(action.rawValue)"
            }
        }
        var problems: [String: String] = [:]
        for (id, message) in session.problems() {
            problems[id] = code(message, field: form.field(id), rules: form.rules.filter { $0.field.id == id })
        }
        return Observation(
            hidden: hidden.sorted(), disabled: disabled.sorted(), chain: chain, next: next, previous: previous,
            returnKeys: returnKeys, problems: problems, answers: session.answers().mapValues(answer))
    }

    static func answer(_ value: AnswerValue) -> JSONAnswer {
        switch value {
        case .string(let text): return .text(text)
        case .number(let number): return .number(number)
        case .bool(let on): return .bool(on)
        case .object(let levels): return .levels(levels)
        case .list(let values): return .list(values)
        case .null: return .null
        }
    }

    /// `formc run`'s words for a problem (FieldRules.problem) as the generated
    /// `ValidationError` case Swift prints: the wording is the terminal's, the verdict must be
    /// the same.
    static func code(_ message: String, field: Field?, rules: [FormRule]) -> String {
        if rules.contains(where: { $0.message == message }) || field?.validation.message == message {
            // As Swift prints the generated case's payload: quotes and backslashes escaped.
            return "described(\(String(reflecting: message)))"
        }
        switch message {
        case "required", "must be switched on", "choose one of the options": return "required"
        case "not in the expected format": return "patternMismatch"
        case "digits only", "not a number": return "notANumber"
        default: break
        }
        let words = message.split(separator: " ")
        // A multi-select's counts: "choose at least 2 options".
        if words.count == 5, words[0] == "choose", words[1] == "at", let number = Int(words[3]) {
            return words[2] == "least" ? "tooFew(minimum: \(number))" : "tooMany(maximum: \(number))"
        }
        if words.count >= 3, words[0] == "at", let number = Double(words[2]) {
            if words.count == 4, words[3] == "characters" || words[3] == "character" {
                return words[1] == "least" ? "tooShort(minimum: \(Int(number)))" : "tooLong(maximum: \(Int(number)))"
            }
            return words[1] == "least" ? "belowMinimum(\(number))" : "aboveMaximum(\(number))"
        }
        return "unknown(\(message))"
    }
}

/// The line mode fed the answers of one state, a field at a time, through its prompts.
enum LineDriver {
    struct Result {
        /// The answers, or the field the run failed at.
        var answers: [String: JSONAnswer]?
        var failedAt: String?
        var asked: Set<String>
        /// What each asked field holds: its answer, or for an empty line what it held.
        var held: [String: RandomForm.Value]
        /// The fields answered with an empty line that the spec fills on focus
        /// (`fillOnFocus: true`): they hold what their wheels suggest, as in the generated code.
        var suggested: Set<String> = []
    }

    static func run(_ form: Form, _ spec: RandomForm, _ values: [String: RandomForm.Value]) -> Result {
        var pending = ""
        var asked: Set<String> = []
        var held: [String: RandomForm.Value] = [:]
        var suggested: Set<String> = []
        let runner = LineRunner(
            form: form, attempts: 3,
            readLine: { _ in
                // The prompt's last line names the field (labels are Q0, Q1…) and the level.
                let line = pending.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
                pending = ""
                guard line.hasPrefix("Q"), let number = Int(line.dropFirst().prefix { $0.isNumber }),
                    spec.fields.indices.contains(number)
                else { return nil }
                let field = spec.fields[number]
                asked.insert(field.id)
                let value = values[field.id] ?? RandomForm.pool(field)[0]
                if !isEmpty(value) {
                    held[field.id] = value
                } else if form.field(field.id)?.fillsOnFocus == true, !line.contains(" — town") {
                    suggested.insert(field.id)
                }
                return Array(text(value, level: line.contains(" — town") ? 1 : 0, format: field.format).utf8)
            },
            prompt: { pending += $0 })
        do {
            let answers = try runner.run()
            return Result(
                answers: answers.mapValues(SessionDriver.answer), asked: asked, held: held, suggested: suggested)
        } catch {
            switch error {
            case .inputEnded(let field), .tooManyAttempts(let field, _):
                return Result(failedAt: field, asked: asked, held: held, suggested: suggested)
            }
        }
    }

    static func isEmpty(_ value: RandomForm.Value) -> Bool {
        switch value {
        case .text(let text): return text.isEmpty
        case .date(let day): return day == nil
        case .path(let path): return path.isEmpty
        case .toggle, .number: return false
        case .stars(let stars): return stars == nil
        case .answer(let yes): return yes == nil
        // None is typed `-`: an empty line would keep a default.
        case .set: return false
        }
    }

    /// A flat option's number in the line mode's list: the flat options, then "Other".
    static func optionNumber(_ value: String) -> String {
        String((RandomForm.flatOptions.firstIndex { $0.value == value } ?? RandomForm.flatOptions.count) + 1)
    }

    /// The line a person types for a value (an empty line keeps what the field holds).
    static func text(_ value: RandomForm.Value, level: Int, format: String) -> String {
        switch value {
        case .text(let text): return text
        case .date(let day): return day.map { RandomForm.dateText($0, format: format) } ?? ""
        case .toggle(let on): return on ? "y" : "n"
        case .number(let number): return RandomForm.Value.numberText(number)
        case .stars(let stars): return stars.map(String.init) ?? ""
        case .answer(let yes): return yes.map { $0 ? "y" : "n" } ?? ""
        // By number: "Other" is the flat options' fourth row, whose label is the field's.
        case .set(let values): return values.isEmpty ? "-" : values.map(optionNumber).joined(separator: ", ")
        case .path([FormcIR.Option.otherValue]): return optionNumber(FormcIR.Option.otherValue)
        case .path(let path): return path.indices.contains(level) ? path[level] : ""
        }
    }
}

/// The generated Swift core of each form, compiled into one program that reads the states
/// from a file and prints one observation per line.
enum GeneratedDriver {
    /// The program's code for one form: a function that observes each of its states.
    static func probe(_ spec: RandomForm) -> String {
        let prefix = spec.name
        var assignments = ""
        for field in spec.fields {
            // The generated member of the field's id (swift-output.md §3.1): `first name` is
            // `firstName`, `class` is `` `class` ``.
            let id = SwiftIdentifier.member(field.id)
            let key = field.id
            switch field.kind {
            case .text, .multiline, .secure, .email, .url, .phone, .number, .decimal:
                assignments += "        v.\(id) = s[\"\(key)\"] as? String ?? \"\"\n"
            case .date, .time, .dateTime, .monthYear:
                assignments += "        v.\(id) = (s[\"\(key)\"] as? String).flatMap { \(prefix)Dates.iso($0) }\n"
            case .picker, .segmented: assignments += "        v.\(id) = s[\"\(key)\"] as? String\n"
            case .cascade: assignments += "        v.\(id) = s[\"\(key)\"] as? [String] ?? []\n"
            case .toggle: assignments += "        v.\(id) = s[\"\(key)\"] as? Bool ?? false\n"
            case .stepper: assignments += "        v.\(id) = (s[\"\(key)\"] as? NSNumber)?.intValue ?? 1\n"
            case .slider: assignments += "        v.\(id) = (s[\"\(key)\"] as? NSNumber)?.doubleValue ?? 0\n"
            case .rating: assignments += "        v.\(id) = (s[\"\(key)\"] as? NSNumber)?.intValue\n"
            case .yesNo: assignments += "        v.\(id) = s[\"\(key)\"] as? Bool\n"
            case .multiSelect: assignments += "        v.\(id) = Set(s[\"\(key)\"] as? [String] ?? [])\n"
            }
        }
        return """
            func probe\(prefix)(_ states: [[String: Any]]) {
                for (index, s) in states.enumerated() {
                    var v = \(prefix)Values()
            \(assignments)        let state = v.conditionState()
                    var next: [String: String] = [:]
                    var previous: [String: String] = [:]
                    for field in \(prefix)Field.allCases {
                        if let after = v.next(after: field) { next[field.rawValue] = after.rawValue }
                        if let before = v.previous(before: field) { previous[field.rawValue] = before.rawValue }
                    }
                    var returnKeys: [String: String] = [:]
                    for field in \(prefix)Field.focusChain {
                        if let key = v.returnKey(of: field), let action = v.returnAction(of: field) {
                            returnKeys[field.rawValue] = "\\(key.rawValue) \\(action.rawValue)"
                        }
                    }
                    var problems: [String: String] = [:]
                    for (field, error) in v.validate() { problems[field.rawValue] = "\\(error)" }
                    emit([
                        "form": "\(prefix)", "state": index,
                        "hidden": state.hidden.map(\\.rawValue).sorted(), "disabled": state.disabled.map(\\.rawValue).sorted(),
                        "chain": v.focusChain.map(\\.rawValue), "next": next, "previous": previous,
                        "returnKeys": returnKeys, "problems": problems, "answers": encoded(v.answers())
                    ])
                }
            }

            """
    }

    /// What SwiftPM synthesizes in a target with resources, which `stringsBundle: module` needs:
    /// `nonisolated` since SwiftPM 6.3 (swiftlang/swift-package-manager#9849), so a target
    /// with MainActor default isolation can read it from FormcKit's nonisolated form table.
    static let resourceBundle = """
        import Foundation

        extension Bundle { nonisolated static let module = Bundle.main }

        """

    static let common = """
        import Foundation

        extension Bundle { static let module = Bundle.main }

        func encoded(_ value: some Encodable) -> Any {
            let encoder = JSONEncoder()
            guard let data = try? encoder.encode(value), let object = try? JSONSerialization.jsonObject(with: data) else {
                return [:]
            }
            return object
        }

        func emit(_ observation: [String: Any]) {
            guard let data = try? JSONSerialization.data(withJSONObject: observation, options: [.sortedKeys]) else { return }
            print(String(decoding: data, as: UTF8.self))
        }

        let input = (try? Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1]))) ?? Data()
        let all = (try? JSONSerialization.jsonObject(with: input)) as? [String: [[String: Any]]] ?? [:]

        """

    /// A state as the program's input: ISO days, option values, booleans, null for none.
    static func json(_ state: [String: RandomForm.Value], _ spec: RandomForm) -> [String: Any] {
        var object: [String: Any] = [:]
        for field in spec.fields {
            switch state[field.id] {
            case .text(let text)?: object[field.id] = text
            case .date(let day)?: object[field.id] = day.map { $0 as Any } ?? NSNull()
            case .toggle(let on)?: object[field.id] = on
            case .number(let number)?: object[field.id] = number
            case .stars(let stars)?: object[field.id] = stars.map { $0 as Any } ?? NSNull()
            case .answer(let yes)?: object[field.id] = yes.map { $0 as Any } ?? NSNull()
            case .set(let values)?: object[field.id] = values
            case .path(let path)?:
                object[field.id] = field.kind == .cascade ? path as Any : (path.first.map { $0 as Any } ?? NSNull())
            case nil: break
            }
        }
        return object
    }
}
