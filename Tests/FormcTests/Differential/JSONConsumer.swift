import Foundation

/// What one driver says about one state of a form: the comparison the differential test
/// makes. Problems are codes (`required`, `tooShort(minimum: 2)`, `described("…")`, the
/// generated `ValidationError`'s cases as Swift prints them), answers as JSON values.
struct Observation: Codable, Equatable {
    var hidden: [String]
    var disabled: [String]
    var chain: [String]
    var next: [String: String]
    var previous: [String: String]
    var returnKeys: [String: String]
    var problems: [String: String]
    var answers: [String: JSONAnswer]

    /// Next and Previous along `chain`: the neighbours of each field in it.
    static func neighbours(_ chain: [String]) -> (next: [String: String], previous: [String: String]) {
        var next: [String: String] = [:]
        var previous: [String: String] = [:]
        for (index, id) in chain.enumerated() {
            if index + 1 < chain.count { next[id] = chain[index + 1] }
            if index > 0 { previous[id] = chain[index - 1] }
        }
        return (next, previous)
    }
}

/// An answer as the answers JSON holds it (docs/run.md §8).
enum JSONAnswer: Codable, Equatable {
    case text(String), number(Double), bool(Bool), levels([String: String]), null
    /// A multi-select's option values, in the options' order.
    case list([String])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let on = try? container.decode(Bool.self) {
            self = .bool(on)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .text(text)
        } else if let values = try? container.decode([String].self) {
            self = .list(values)
        } else {
            self = .levels(try container.decode([String: String].self))
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .text(let text): try container.encode(text)
        case .number(let number): try container.encode(number)
        case .bool(let on): try container.encode(on)
        case .levels(let levels): try container.encode(levels)
        case .list(let values): try container.encode(values)
        case .null: try container.encodeNil()
        }
    }
}

/// A consumer of `formc compile --emit json`, written from docs/json-format.md ("conditions",
/// "rules", "validation"), spec-language.md §4.1 and run.md §8 alone: it reads nothing of
/// formc's but the JSON, as an app or a web form renderer would, and says what each state
/// shows, checks and answers.
struct JSONConsumer {
    let fields: [[String: Any]]
    let focusChain: [String]
    let sections: [[String: Any]]
    let rules: [[String: Any]]
    let sources: [String: [String: Any]]

    init(json: Data) throws {
        let object = try JSONSerialization.jsonObject(with: json) as? [String: Any] ?? [:]
        fields = object["fields"] as? [[String: Any]] ?? []
        focusChain = object["focusChain"] as? [String] ?? []
        sections = object["sections"] as? [[String: Any]] ?? []
        rules = object["rules"] as? [[String: Any]] ?? []
        var sources: [String: [String: Any]] = [:]
        for source in object["sources"] as? [[String: Any]] ?? [] {
            if let name = source["name"] as? String { sources[name] = source }
        }
        self.sources = sources
    }

    /// A value as conditions read it: text (a number field's text too), a date's text in its
    /// format with ASCII digits, a toggle, or nothing.
    enum Read: Equatable {
        case text(String), number(String), date(String), bool(Bool), none
        /// A yes/no question's answer (json-format.md "conditions"): no is an answer, never empty.
        case answer(Bool)
        /// A multi-select's chosen option values: empty when none is chosen.
        case set(Set<String>)

        var isEmpty: Bool {
            switch self {
            case .text(let text), .number(let text): return text.isEmpty
            case .date, .answer: return false
            case .bool(let on): return !on
            case .set(let values): return values.isEmpty
            case .none: return true
            }
        }
    }

    private func field(_ id: String) -> [String: Any]? { fields.first { $0["id"] as? String == id } }

    private func kind(_ field: [String: Any]) -> String { field["kind"] as? String ?? "text" }

    /// A date's text as a key that sorts as the date does: the digits of each of `yyyy`, `MM`,
    /// `dd`, `HH` and `mm` in turn, read where the format has them (ASCII digits, one per
    /// pattern letter, so the text's offsets are the format's).
    static func sortKey(_ text: String, format: String) -> String {
        let characters = Array(text)
        let pattern = Array(format)
        var key = ""
        for name in ["yyyy", "MM", "dd", "HH", "mm"] {
            guard let range = format.range(of: name) else { continue }
            let start = format.distance(from: format.startIndex, to: range.lowerBound)
            guard start + name.count <= characters.count, pattern.count == characters.count else { continue }
            key += String(characters[start..<(start + name.count)])
        }
        return key
    }

    /// A date field's `date.format` (json-format.md "date").
    static func format(_ field: [String: Any]) -> String {
        (field["date"] as? [String: Any])?["format"] as? String ?? ""
    }

    private func isCascading(_ field: [String: Any]) -> Bool {
        let name = (field["picker"] as? [String: Any])?["source"] as? String ?? ""
        return sources[name]?["cascading"] as? Bool ?? false
    }

    private func levels(_ field: [String: Any]) -> [String] {
        let name = (field["picker"] as? [String: Any])?["source"] as? String ?? ""
        return sources[name]?["levels"] as? [String] ?? []
    }

    /// The value of `id` as the state holds it, not yet read through hidden fields.
    private func raw(_ id: String, _ state: [String: RandomForm.Value]) -> Read {
        guard let field = field(id) else { return .none }
        switch (kind(field), state[id]) {
        case ("toggle", .toggle(let on)?): return .bool(on)
        case ("number", .text(let text)?), ("decimal", .text(let text)?): return .number(text)
        // A stepper's or slider's number, never empty (json-format.md "quantity").
        case ("stepper", .number(let number)?), ("slider", .number(let number)?):
            return .number(RandomForm.Value.numberText(number))
        case ("rating", .stars(let stars)?): return stars.map { .number(String($0)) } ?? .none
        case ("yesNo", .answer(let yes)?): return yes.map(Read.answer) ?? .none
        case ("multiSelect", .set(let values)?): return .set(Set(values))
        case ("date", .date(let day)?), ("time", .date(let day)?), ("dateTime", .date(let day)?),
            ("monthYear", .date(let day)?):
            return day.map { .date(RandomForm.dateText($0, format: Self.format(field))) } ?? .none
        case ("picker", .path(let path)?), ("segmented", .path(let path)?): return path.last.map(Read.text) ?? .none
        case (_, .text(let text)?): return .text(text)
        default: return .none
        }
    }

    /// Which fields are shown and enabled: memoised over the reads (the JSON says there is
    /// no cycle), hidden and disabled fields reading as empty.
    func visibility(_ state: [String: RandomForm.Value]) -> (shown: [String: Bool], enabled: [String: Bool]) {
        var shown: [String: Bool] = [:]
        var enabled: [String: Bool] = [:]
        func read(_ id: String) -> Read {
            guard let field = field(id) else { return .none }
            if !work(id) { return kind(field) == "toggle" ? .bool(false) : .none }
            return raw(id, state)
        }
        /// Works out `id`'s shown and enabled state; answers whether it is both.
        func work(_ id: String) -> Bool {
            if let known = shown[id], let on = enabled[id] { return known && on }
            guard let field = field(id) else { return false }
            let section =
                sections.indices.contains(field["section"] as? Int ?? 0) ? sections[field["section"] as? Int ?? 0] : [:]
            let isShown =
                !(field["hidden"] as? Bool ?? false) && holds(section["visibleWhen"], read)
                && holds(field["visibleWhen"], read)
            let isEnabled =
                !(field["disabled"] as? Bool ?? false) && holds(section["enabledWhen"], read)
                && holds(field["enabledWhen"], read)
            shown[id] = isShown
            enabled[id] = isEnabled
            return isShown && isEnabled
        }
        for field in fields {
            guard let id = field["id"] as? String else { continue }
            _ = work(id)
        }
        return (shown, enabled)
    }

    /// A decimal as a keypad types it: digits, one `.` or `,`, a leading `-`; full-width ones
    /// read as ASCII (spec-language.md §4.5).
    static func decimal(_ text: String) -> Double? {
        let text = ascii(text)
        guard text.range(of: "^-?[0-9]*[.,]?[0-9]*$", options: .regularExpression) != nil,
            text.contains(where: \.isNumber)
        else { return nil }
        return Double(text.replacingOccurrences(of: ",", with: "."))
    }

    /// Full-width digits and `．` `，` `－` `＋` (U+FF0B…U+FF19 but `／`) as ASCII, as a number,
    /// decimal or phone field reads them (spec-language.md §4.5).
    static func ascii(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map {
                    (0xFF0B...0xFF19).contains($0.value) && $0.value != 0xFF0F
                        ? Unicode.Scalar($0.value - 0xFEE0) ?? $0 : $0
                }))
    }

    private func number(_ read: Read) -> Double? {
        switch read {
        case .text(let text), .number(let text): return Self.decimal(text)
        case .date, .bool, .answer, .set, .none: return nil
        }
    }

    private func matches(_ read: Read, _ value: Any) -> Bool {
        // JSONSerialization gives `true` as a boolean NSNumber, which `as? Bool` cannot tell
        // from the number 1.
        if let on = value as? Bool, String(describing: type(of: value)).contains("Boolean") {
            return read == .bool(on) || read == .answer(on)
        }
        if let text = value as? String {
            switch read {
            case .text(let own), .number(let own), .date(let own): return own == text
            case .bool, .answer, .set, .none: return false
            }
        }
        if let wanted = (value as? NSNumber)?.doubleValue { return number(read) == wanted }
        return false
    }

    private func holds(_ tree: Any?, _ read: (String) -> Read) -> Bool {
        guard let node = tree as? [String: Any] else { return true }
        let op = node["op"] as? String ?? ""
        switch op {
        case "not": return !holds(node["operand"], read)
        case "and": return (node["operands"] as? [Any] ?? []).allSatisfy { holds($0, read) }
        case "or": return (node["operands"] as? [Any] ?? []).contains { holds($0, read) }
        default: break
        }
        let value = read(node["field"] as? String ?? "")
        switch op {
        case "isEmpty": return value.isEmpty
        case "isSet": return !value.isEmpty
        case "in": return (node["values"] as? [Any] ?? []).contains { matches(value, $0) }
        // A multi-select's options (json-format.md "conditions"): one of them, or how many.
        case "contains":
            guard case .set(let chosen) = value, let literal = node["value"] else { return false }
            return chosen.contains { matches(.text($0), literal) }
        case "count":
            var count = 0
            if case .set(let chosen) = value { count = chosen.count }
            guard let wanted = (node["value"] as? NSNumber)?.doubleValue else { return false }
            let compare = node["compare"] as? String ?? ""
            let order = Double(count) < wanted ? -1 : (Double(count) == wanted ? 0 : 1)
            return Self.holds(compare, order)
        default: break
        }
        let isOrder = op != "==" && op != "!="
        func ordered(_ order: Int) -> Bool { Self.holds(op, order) }
        if let other = node["otherField"] as? String {
            let rhs = read(other)
            if value.isEmpty || rhs.isEmpty { return !isOrder && ordered(value.isEmpty && rhs.isEmpty ? 0 : 1) }
            switch (value, rhs) {
            case (.number, .number):
                guard let a = number(value), let b = number(rhs) else { return false }
                return ordered(a < b ? -1 : (a == b ? 0 : 1))
            case (.date(let a), .date(let b)):
                // Each in its own field's format: year, month, day, hour and minute in turn.
                let left = Self.sortKey(a, format: field(node["field"] as? String ?? "").map(Self.format) ?? "")
                let right = Self.sortKey(b, format: field(other).map(Self.format) ?? "")
                return ordered(left < right ? -1 : (left == right ? 0 : 1))
            // "other text exactly": a number's text against a text field's too.
            case (.text(let a), .text(let b)), (.number(let a), .text(let b)), (.text(let a), .number(let b)):
                return !isOrder && ordered(a == b ? 0 : 1)
            case (.bool(let a), .bool(let b)), (.bool(let a), .answer(let b)), (.answer(let a), .bool(let b)),
                (.answer(let a), .answer(let b)):
                return !isOrder && ordered(a == b ? 0 : 1)
            default: return !isOrder && ordered(1)
            }
        }
        guard let literal = node["value"] else { return false }
        if isOrder {
            guard let a = number(value), let b = (literal as? NSNumber)?.doubleValue else { return false }
            return ordered(a < b ? -1 : (a == b ? 0 : 1))
        }
        return matches(value, literal) == (op == "==")
    }

    /// Whether `order` (-1, 0, 1: less, same, more) is what the comparison `op` asks for.
    static func holds(_ op: String, _ order: Int) -> Bool {
        switch op {
        case "==": return order == 0
        case "!=": return order != 0
        case "<": return order < 0
        case "<=": return order <= 0
        case ">": return order > 0
        default: return order >= 0
        }
    }

    /// The first failure of a field's own checks, as a code.
    private func problem(_ field: [String: Any], _ state: [String: RandomForm.Value]) -> String? {
        let id = field["id"] as? String ?? ""
        let required = field["required"] as? Bool ?? false
        let kind = kind(field)
        guard case .text(let typed)? = state[id] else {
            // Dates, pickers, toggles: `required`; a date its `min` and `max` too.
            let empty: Bool
            switch state[id] {
            case .date(let day)?: empty = day == nil
            case .path(let path)?: empty = path.isEmpty
            case .toggle(let on)?: empty = !on
            case .number?: empty = false
            case .stars(let stars)?: empty = stars == nil
            case .answer(let yes)?: empty = yes == nil
            case .set(let values)?: empty = values.isEmpty
            case .text?, nil: empty = true
            }
            if required && empty { return "required" }
            // A multi-select's counts, once one is chosen (spec-language.md §6.4).
            if case .set(let values)? = state[id], !values.isEmpty {
                let counts = field["selection"] as? [String: Any] ?? [:]
                if let fewest = counts["minCount"] as? Int, values.count < fewest {
                    return "tooFew(minimum: \(fewest))"
                }
                if let most = counts["maxCount"] as? Int, values.count > most { return "tooMany(maximum: \(most))" }
            }
            if case .date(let day?)? = state[id] {
                return Self.outOfBounds(day, field["date"] as? [String: Any] ?? [:])
            }
            return nil
        }
        let text = kind == "number" || kind == "decimal" ? Self.ascii(typed) : typed
        if text.isEmpty { return required ? "required" : nil }
        // docs/json-format.md: white space alone (Unicode's White_Space) does not meet `required`.
        if required, text.unicodeScalars.allSatisfy(\.properties.isWhitespace) { return "required" }
        let rules = field["validation"] as? [String: Any] ?? [:]
        let message = (rules["message"] as? String).map { "described(\(String(reflecting: $0)))" }
        func failed(_ code: String) -> String { message ?? code }
        if kind == "number", !text.allSatisfy({ ("0"..."9").contains($0) }) { return failed("notANumber") }
        if let minimum = rules["minLength"] as? Int, text.count < minimum {
            return failed("tooShort(minimum: \(minimum))")
        }
        if let maximum = rules["maxLength"] as? Int, text.count > maximum {
            return failed("tooLong(maximum: \(maximum))")
        }
        if let pattern = rules["pattern"] as? String,
            text.range(of: "^(?:" + pattern + ")$", options: .regularExpression) == nil
        {
            return failed("patternMismatch")
        }
        let minimum = (rules["min"] as? NSNumber)?.doubleValue
        let maximum = (rules["max"] as? NSNumber)?.doubleValue
        if minimum != nil || maximum != nil || kind == "decimal" {
            guard let number = Self.decimal(text) else { return failed("notANumber") }
            if let minimum, number < minimum { return failed("belowMinimum(\(minimum))") }
            if let maximum, number > maximum { return failed("aboveMaximum(\(maximum))") }
        }
        return nil
    }

    /// docs/json-format.md, "date": a value (ISO, as the state holds it) before `min` or after
    /// `max`, each ISO or `today`; the bound written as the field's format writes it. ISO
    /// values of one shape order as text (a bare day before the same day's times).
    static func outOfBounds(_ iso: String, _ date: [String: Any]) -> String? {
        func bound(_ key: String) -> String? {
            guard let text = date[key] as? String else { return nil }
            // A bare day bounds a date with time at its midnight.
            if date["mode"] as? String == "dateAndTime", text.count == 10 { return text + "T00:00" }
            guard text == "today" else { return text }
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            switch date["mode"] as? String {
            case "time": formatter.dateFormat = "HH:mm"
            case "date": formatter.dateFormat = "yyyy-MM-dd"
            case "yearAndMonth": formatter.dateFormat = "yyyy-MM"
            default: formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
            }
            return formatter.string(from: Date())
        }
        let format = date["format"] as? String ?? ""
        if let lower = bound("min"), iso < lower {
            return "tooEarly(earliest: \"\(RandomForm.dateText(lower, format: format))\")"
        }
        if let upper = bound("max"), iso > upper {
            return "tooLate(latest: \"\(RandomForm.dateText(upper, format: format))\")"
        }
        return nil
    }

    /// The answer of one field (run.md §8).
    private func answer(_ field: [String: Any], _ state: [String: RandomForm.Value]) -> JSONAnswer {
        let id = field["id"] as? String ?? ""
        switch (kind(field), state[id]) {
        case ("toggle", .toggle(let on)?): return .bool(on)
        case ("stepper", .number(let number)?), ("slider", .number(let number)?): return .number(number)
        case ("rating", .stars(let stars)?): return stars.map { .number(Double($0)) } ?? .null
        case ("yesNo", .answer(let yes)?): return yes.map(JSONAnswer.bool) ?? .null
        case ("multiSelect", .set(let values)?): return .list(values)
        case ("number", .text(let text)?): return text.isEmpty ? .null : .text(Self.ascii(text))
        case ("decimal", .text(let text)?): return Self.decimal(text).map(JSONAnswer.number) ?? .null
        case ("date", .date(let day)?), ("time", .date(let day)?), ("dateTime", .date(let day)?),
            ("monthYear", .date(let day)?):
            return day.map { .text(RandomForm.dateText($0, format: Self.format(field))) } ?? .null
        case ("picker", .path(let path)?), ("segmented", .path(let path)?):
            guard !path.isEmpty else { return .null }
            guard isCascading(field) else { return .text(path[0]) }
            return .levels(Dictionary(zip(levels(field), path), uniquingKeysWith: { first, _ in first }))
        case (_, .text(let text)?): return .text(text)
        default: return .null
        }
    }

    func observe(_ state: [String: RandomForm.Value]) -> Observation {
        let (shown, enabled) = visibility(state)
        func available(_ id: String) -> Bool { shown[id] == true && enabled[id] == true }
        let chain = focusChain.filter(available)
        let (next, previous) = Observation.neighbours(chain)
        var returnKeys: [String: String] = [:]
        var problems: [String: String] = [:]
        var answers: [String: JSONAnswer] = [:]
        for field in fields {
            guard let id = field["id"] as? String else { continue }
            // docs/json-format.md: the live chain's last field takes `whenLast`'s key and action.
            if let focus = field["focus"] as? [String: Any] {
                let keys = id == chain.last ? focus["whenLast"] as? [String: Any] ?? focus : focus
                if let key = keys["returnKey"] as? String, let action = keys["returnAction"] as? String {
                    returnKeys[id] = "\(key) \(action)"
                }
            }
            guard available(id) else { continue }
            answers[id] = answer(field, state)
            // Read-only fields answer unchecked.
            if field["editable"] as? Bool ?? true, let problem = problem(field, state) { problems[id] = problem }
        }
        func read(_ id: String) -> Read {
            guard let field = field(id) else { return .none }
            if !available(id) { return kind(field) == "toggle" ? .bool(false) : .none }
            return raw(id, state)
        }
        for rule in rules {
            guard let id = rule["field"] as? String, available(id), field(id)?["editable"] as? Bool ?? true,
                problems[id] == nil, !holds(rule["check"], read)
            else { continue }
            problems[id] = "described(\(String(reflecting: rule["message"] as? String ?? "")))"
        }
        return Observation(
            hidden: fields.compactMap { $0["id"] as? String }.filter { shown[$0] != true }.sorted(),
            disabled: fields.compactMap { $0["id"] as? String }.filter { enabled[$0] != true }.sorted(),
            chain: chain, next: next, previous: previous, returnKeys: returnKeys, problems: problems, answers: answers)
    }
}
