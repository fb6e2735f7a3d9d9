import FormcDiagnostics
import FormcIR

/// The verdict on a form's answers as JSON (`formc check-answers`, docs/run.md §14): the
/// answers are read back into the values a person would have entered, and `FormSession`
/// checks them as a submit does, so a server gives the verdict every driver gives without
/// writing the form's rules again.
///
/// The answers are what `formc run` prints and the generated `answers()` gives (docs/run.md
/// §8): keys are field ids; text, number pads and dates are strings, decimals numbers,
/// toggles booleans, a flat picker its option's value, a cascading picker an object of level
/// to value; `null` is the empty value of every kind. A key that is missing is the empty
/// value too: `answers()` gives every field that is shown and enabled, so a missing one was
/// hidden or disabled (it reads as empty) or the client left it out (a required field then
/// fails). A key of a field that is hidden or disabled by the answers is ignored, as a
/// submit ignores that field's value. A read-only field is its default: a client cannot
/// change what no person can. Text is taken as the line mode takes a typed answer.
package enum AnswerCheck {
    /// One failing field and its message, or a key that names no field.
    package struct Problem: Equatable, Sendable {
        package var field: String
        package var message: String
    }

    /// The problems of `answers`, in the order a person visits the fields (the order of
    /// `formc run`'s errors), then keys that name no field, sorted; empty when the answers
    /// can be submitted.
    package static func problems(_ form: Form, answers: [JSONMember]) -> [Problem] {
        var session = FormSession(form: form, entering: false)
        var given: [String: JSONValue] = [:]
        var unknown: Set<String> = []
        let fields = Dictionary(form.fields.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for member in answers {
            if fields[member.key] == nil { unknown.insert(member.key) } else { given[member.key] = member.value }
        }
        var refused: [String: String] = [:]
        var seen: Set<String> = []
        // Every value first, the conditions once after: set one by one, each change of what
        // shows would lay the order out again (quadratic in a client's answers).
        // A repeated id is FC101, an error: only its first field is the form's.
        for field in form.fields where seen.insert(field.id).inserted {
            let rules = FieldRules(field: field, form: form)
            // A read-only field holds its default whatever a client says: no person can change
            // it, and a forged value would flip the conditions that read it.
            guard field.editable else {
                let initial = rules.initialState()
                session.states[field.id] = initial
                // A multi-select's answer is a set: its default in any order is its default.
                if let answer = given[field.id], answer != .null,
                    answer != AnswerValue(field: field, state: initial, rules: rules).json,
                    !Self.choosesTheSame(answer, field, initial, form: form)
                {
                    refused[field.id] = "is read-only: its answer is its default"
                }
                continue
            }
            switch state(of: field, given[field.id] ?? .null, form: form) {
            case .success(let state): session.states[field.id] = state
            case .failure(let failure):
                refused[field.id] = failure.message
                session.states[field.id] = empty(field, form: form)
            }
        }
        session.refreshConditions()
        let checked = session.problems()
        var problems: [Problem] = []
        var reported: Set<String> = []
        // The visited fields first (a read-only field is shown but never visited: its answer
        // is not checked, only its sort), then the other shown, enabled fields.
        let shown = session.order + form.fields.map(\.id).filter { session.isAvailable($0) }
        for id in shown where reported.insert(id).inserted {
            if let message = refused[id] ?? checked[id] { problems.append(Problem(field: id, message: message)) }
        }
        for key in unknown.sorted() { problems.append(Problem(field: key, message: "is not a field of the form")) }
        return problems
    }

    /// The verdict as JSON: `{"errors": [{"field": …, "message": …}…], "valid": …}`.
    package static func json(_ problems: [Problem]) -> [UInt8] {
        let errors = problems.map { JSONValue.object(["field": .string($0.field), "message": .string($0.message)]) }
        return JSONWriter.write(.object(["errors": .array(errors), "valid": .bool(problems.isEmpty)]))
    }

    /// Whether `answer` is a multi-select's options as `initial` holds them, in any order.
    private static func choosesTheSame(_ answer: JSONValue, _ field: Field, _ initial: FieldState, form: Form)
        -> Bool
    {
        guard case .success(.selection(let given)) = state(of: field, answer, form: form),
            case .selection(let held) = initial
        else { return false }
        return given.chosen == held.chosen
    }

    /// Why an answer is not of its field's sort.
    struct Refusal: Error {
        var message: String
    }

    /// The value `answer` stands for in `field`, as a person would have entered it.
    static func state(of field: Field, _ answer: JSONValue, form: Form) -> Result<FieldState, Refusal> {
        let rules = FieldRules(field: field, form: form)
        // A stepper or slider always holds a number: `null` is none it could answer, and the
        // generated code's decoding refuses it too (FormcAnswer's value(kind:)).
        if answer == .null, field.kind.entry.value == .quantity {
            return .failure(Refusal(message: "expects a number"))
        }
        if answer == .null { return .success(empty(field, form: form)) }
        switch field.kind.entry.value {
        case .toggle:
            guard case .bool(let on) = answer else { return .failure(Refusal(message: "expects true or false")) }
            return .success(.toggle(on))
        case .yesNo:
            guard case .bool(let yes) = answer else { return .failure(Refusal(message: "expects true or false")) }
            return .success(.yesNo(yes))
        case .choice:
            return picker(answer, rules)
        case .selection:
            // An array of option values, each once: what a person can tick.
            guard case .array(let items) = answer else {
                return .failure(Refusal(message: "expects a list of options"))
            }
            var chosen: Set<String> = []
            let options = Set(rules.source?.options.map(\.value) ?? [])
            for item in items {
                guard case .string(let value) = item else {
                    return .failure(Refusal(message: "expects a list of options"))
                }
                guard options.contains(value) else {
                    return .failure(
                        Refusal(message: "lists '\(TerminalText.sanitized(value))', which is none of the options"))
                }
                guard chosen.insert(value).inserted else {
                    return .failure(Refusal(message: "lists '\(TerminalText.sanitized(value))' twice"))
                }
            }
            return .success(.selection(ChecklistState(chosen: chosen)))
        case .quantity:
            // Only a value the control stops at: a person cannot set another.
            let number: Double
            switch answer {
            case .int(let whole): number = Double(whole)
            case .double(let real): number = real
            default: return .failure(Refusal(message: "expects a number"))
            }
            guard let range = field.quantity, range.holds(number) else {
                return .failure(Refusal(message: rules.quantityRefusal))
            }
            // The stop `holds` forgave a billionth of a step around (`2.0000000001` is 2), as
            // the line mode takes it: the conditions read the stop, not the noise.
            return .success(.quantity(range.snapped(number)))
        case .rating:
            // A whole number, written `4` or `4.0` (as Python's json writes a float), as the
            // generated code decodes it (`Int(exactly:)`).
            let stars: Int?
            switch answer {
            case .int(let whole): stars = whole
            case .double(let real): stars = Int(exactly: real)
            default: stars = nil
            }
            guard let stars, let range = field.quantity, range.holds(Double(stars)) else {
                return .failure(Refusal(message: rules.quantityRefusal))
            }
            return .success(.rating(stars))
        case .decimal:
            switch answer {
            case .int(let whole): return .success(.text(TextBuffer(String(whole))))
            // Written out in full, as a person types it: `1e-07` is no text a decimal pad types;
            // with the separator the form's locale writes (`FieldRules.held`), as typed.
            case .double(let number): return .success(.text(TextBuffer(rules.held(Self.plainDecimal(number)))))
            default: return .failure(Refusal(message: "expects a number"))
            }
        case .text, .digits, .date:
            guard case .string(let text) = answer else { return .failure(Refusal(message: "expects text")) }
            // What the field's keyboard could have typed, as the line mode takes an answer:
            // a character it refuses is said; full-width digits are the digits meant.
            if let refused = rules.firstRefused(text) { return .failure(Refusal(message: rules.refusal(refused))) }
            return .success(.text(TextBuffer(rules.held(text))))
        }
    }

    /// A picker's answer: a flat one's option value, a cascading one's object of level name
    /// to value (the levels from the first, as far as the answer goes).
    private static func picker(_ answer: JSONValue, _ rules: FieldRules) -> Result<FieldState, Refusal> {
        guard let source = rules.source else { return .failure(Refusal(message: "has no options")) }
        let path: [String]
        if source.isCascading {
            guard case .sortedObject(let members) = answer else {
                return .failure(
                    Refusal(message: "expects an object of " + source.levels.map { "'\($0)'" }.joined(separator: ", ")))
            }
            var values: [String: String] = [:]
            for member in members {
                guard source.levels.contains(member.key) else {
                    return .failure(Refusal(message: "has no level '\(member.key)'"))
                }
                guard case .string(let value) = member.value else {
                    return .failure(Refusal(message: "expects text for the level '\(member.key)'"))
                }
                values[member.key] = value
            }
            path = Array(source.levels.prefix { values[$0] != nil }.compactMap { values[$0] })
            guard path.count == values.count else {
                return .failure(Refusal(message: "names a level without the levels before it"))
            }
        } else {
            guard case .string(let value) = answer else {
                return .failure(Refusal(message: "expects an option's value"))
            }
            path = [value]
        }
        var picker = PickerState(levels: max(1, source.levels.count))
        picker.select(path: path, roots: source.options)
        // Every value must be a row under the one before it, as a picker could have chosen.
        guard let selection = picker.selection(roots: source.options), selection.map(\.value) == path else {
            return .failure(Refusal(message: rules.form.word(.chooseOption)))
        }
        return .success(.picker(picker))
    }

    /// `number` in plain decimal notation, its digits as Swift's shortest form gives them:
    /// `1e-07` is `0.0000001`, `1e+29` is `100000000000000000000000000000`.
    static func plainDecimal(_ number: Double) -> String {
        let text = "\(number)"
        guard number.isFinite, let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }),
            let exponent = Int(text[text.index(after: e)...])
        else { return text.hasSuffix(".0") ? String(text.dropLast(2)) : text }
        var mantissa = String(text[..<e])
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa.removeFirst() }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let whole = String(parts[0])
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        let digits = whole + fraction
        let point = whole.count + exponent
        var result: String
        if point <= 0 {
            result = "0." + String(repeating: "0", count: -point) + digits
        } else if point >= digits.count {
            result = digits + String(repeating: "0", count: point - digits.count)
        } else {
            result = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
        }
        if result.contains(".") {
            while result.hasSuffix("0") { result.removeLast() }
            if result.hasSuffix(".") { result.removeLast() }
        }
        return (negative ? "-" : "") + result
    }

    /// The empty value of `field`'s kind: no text, no selection, a toggle that is off.
    static func empty(_ field: Field, form: Form) -> FieldState {
        switch field.kind.entry.terminal {
        case .toggle: return .toggle(false)
        case .wheels, .segments:
            let levels = FieldRules(field: field, form: form).source?.levels.count ?? 1
            return .picker(PickerState(levels: max(1, levels)))
        case .text:
            return .text(TextBuffer())
        case .adjust:
            // A stepper or slider is never empty: an answer of `null` is its starting value.
            return FieldRules(field: field, form: form).initialState()
        case .stars:
            return .rating(nil)
        case .yesNo:
            return .yesNo(nil)
        case .checklist:
            return .selection(ChecklistState())
        }
    }
}
