import FormcDiagnostics
import FormcIR

/// What a change between two versions of a spec does to the answers and drafts saved under the
/// old one (`formc diff OLD NEW`, docs/swift-output.md §2.3.3): an app that stores answers on a
/// server or drafts on the device needs to know before it ships which edits lose what people
/// typed.
public struct SpecChange: Sendable, Hashable {
    /// How far the change reaches, worst first.
    public enum Impact: String, Sendable, Hashable, Comparable, CaseIterable {
        /// A saved value is lost or no longer decodes: a field removed or renamed, an answer of
        /// another JSON shape, a date in another format, an option or a level gone.
        case breaking
        /// Saved values still decode but may no longer submit: a new required field, a field
        /// now required, a validation rule or a date bound that admits less.
        case tightened
        /// Saved values decode and submit as before: a new optional field, a rule that admits more.
        case compatible

        public static func < (lhs: Impact, rhs: Impact) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    public var impact: Impact
    /// The field's id (in the new spec, or the old one's for a removed field).
    public var field: String
    /// Where the change shows: in the new spec, or in the old one for a field that is gone.
    public var location: SourceLocation
    public var message: String

    public init(impact: Impact, field: String, location: SourceLocation, message: String) {
        self.impact = impact
        self.field = field
        self.location = location
        self.message = message
    }
}

/// Classifies the changes between two compiled specs, field by field, by what the answers and
/// drafts of the old one hold: one JSON value per field id, of the shape its kind answers
/// (docs/run.md §8).
public enum SpecDiff {
    /// At most this many option values are named in one message; the rest are counted.
    static let namedValues = 5

    /// Every change, worst first, then in the order of the spec that shows it. Linear in the
    /// fields and options of both specs (a stranger's spec may hold 100,000 of them).
    public static func changes(from old: Form, to new: Form) -> [SpecChange] {
        let before = DiffSide(old)
        let after = DiffSide(new)
        var changes: [SpecChange] = []
        let newIDs = Set(new.fields.map(\.id))
        var oldByID: [String: Field] = [:]
        for field in old.fields where oldByID[field.id] == nil { oldByID[field.id] = field }
        // New fields by label, in order: the candidates for a renamed one.
        var addedByLabel: [String: [Field]] = [:]
        for field in new.fields where oldByID[field.id] == nil {
            if let label = field.label { addedByLabel[label, default: []].append(field) }
        }
        var renamed: Set<String> = []
        for field in old.fields where !newIDs.contains(field.id) {
            let shape = before.shape(of: field)
            let candidates = field.label.flatMap { addedByLabel[$0] } ?? []
            if let match = candidates.first(where: { !renamed.contains($0.id) && after.shape(of: $0) == shape }) {
                renamed.insert(match.id)
                changes.append(
                    SpecChange(
                        impact: .breaking, field: match.id, location: match.location,
                        message:
                            "'\(match.id)' has the label and kind of '\(field.id)', which is gone: if it is renamed, "
                            + "answers and drafts saved under '\(field.id)' lose their value"))
            } else {
                changes.append(
                    SpecChange(
                        impact: .breaking, field: field.id, location: field.location,
                        message: "'\(field.id)' is removed: answers and drafts saved with it lose its value"))
            }
        }
        for field in new.fields {
            guard let previous = oldByID[field.id] else {
                // A field taken for a renamed one is said once, as the rename.
                if !renamed.contains(field.id) { changes.append(addition(field, old: oldByID)) }
                continue
            }
            changes += FieldDiff(old: previous, before: before, new: field, after: after).changes()
        }
        return changes.enumerated().sorted { lhs, rhs in
            (lhs.element.impact, lhs.offset) < (rhs.element.impact, rhs.offset)
        }.map(\.element)
    }

    static func addition(_ field: Field, old: [String: Field] = [:]) -> SpecChange {
        // An "Other" option's text field is shown only while "other" is chosen, which no
        // answer saved before holds where the field had no such option: it asks them nothing.
        if let owner = field.written.otherOf?.value, let before = old[owner], before.written.other == nil {
            return SpecChange(
                impact: .compatible, field: field.id, location: field.location,
                message:
                    "'\(field.id)' is new: it is asked only when '\(owner)' is '\(Option.otherValue)', which answers and "
                    + "drafts saved before never are")
        }
        if field.required && field.defaultValue == nil && field.isChecked {
            return SpecChange(
                impact: .tightened, field: field.id, location: field.location,
                message: "'\(field.id)' is new and required: answers and drafts saved before have no value for it")
        }
        return SpecChange(
            impact: .compatible, field: field.id, location: field.location, message: "'\(field.id)' is new")
    }
}

/// The JSON a field's answer is (docs/run.md §8): its `ValueShape` with what decides whether
/// a saved one still reads, a date's format, a picker's levels.
enum AnswerShape: Hashable {
    /// A string: text, multiline, secure, email, url and phone.
    case text
    /// A string of digits (`number`).
    case digits
    /// A number (`decimal`).
    case decimal
    /// A string in this format.
    case date(format: String)
    /// A flat picker's option value.
    case option
    /// A cascading picker's object, level name → value.
    case path(levels: [String])
    case toggle
    /// A stepper's or slider's number: whole, or any on its range; a rating's whole stars.
    case integer, real, rating
    /// A yes/no question's answer: true, false or null.
    case yesNo
    /// A multi-select's array of option values.
    case selection

    init(_ field: Field, levels: [String]) {
        let integral = field.quantity?.isInteger == true
        switch ValueShape(field.kind.entry.value, cascading: !levels.isEmpty, integral: integral) {
        case .text: self = .text
        case .digits: self = .digits
        case .decimal: self = .decimal
        case .date: self = .date(format: field.date?.format ?? "")
        case .toggle: self = .toggle
        case .option: self = .option
        case .path: self = .path(levels: levels)
        case .integer: self = .integer
        case .real: self = .real
        case .rating: self = .rating
        case .yesNo: self = .yesNo
        case .selection: self = .selection
        }
    }

    /// What the answer is, in words.
    var noun: String {
        switch self {
        case .text, .digits: "a string"
        case .decimal: "a number"
        case .date(let format): "a date written '\(format)'"
        case .option: "an option's value"
        case .path(let levels): "an object of \(levels.map { "'\($0)'" }.joined(separator: ", "))"
        case .toggle: "true or false"
        case .integer: "a whole number"
        case .real: "a number"
        case .rating: "a whole number of stars"
        case .yesNo: "true, false or null"
        case .selection: "an array of options' values"
        }
    }
}

/// One of the two specs, with its sources by name and the values each can answer, worked
/// out once.
struct DiffSide {
    var sources: [String: DataSource] = [:]
    var values: [String: [String]] = [:]

    init(_ form: Form) {
        for source in form.sources where sources[source.name] == nil {
            sources[source.name] = source
            values[source.name] = Self.values(of: source)
        }
    }

    func source(of field: Field) -> DataSource? { field.picker.flatMap { sources[$0.source] } }

    func shape(of field: Field) -> AnswerShape { AnswerShape(field, levels: source(of: field)?.levels ?? []) }

    /// The values a saved answer of `field` can hold, in source order.
    func values(of field: Field) -> [String] { field.picker.flatMap { values[$0.source] } ?? [] }

    /// A flat source's values, or a cascading one's paths to a last choice written `a/b/c`.
    static func values(of source: DataSource) -> [String] {
        var values: [String] = []
        var stack: [(prefix: String, options: [Option])] = [("", source.options)]
        while let (prefix, options) = stack.popLast() {
            for option in options.reversed() {
                let path = prefix.isEmpty ? option.value : prefix + "/" + option.value
                if option.children.isEmpty || !source.isCascading {
                    values.append(path)
                } else {
                    stack.append((path, option.children))
                }
            }
        }
        return values.reversed()
    }
}
