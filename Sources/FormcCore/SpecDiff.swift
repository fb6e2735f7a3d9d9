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

    /// Every change, worst first, then in the order of the spec that shows it.
    public static func changes(from old: Form, to new: Form) -> [SpecChange] {
        var changes: [SpecChange] = []
        let newIDs = Set(new.fields.map(\.id))
        let oldIDs = Set(old.fields.map(\.id))
        let added = new.fields.filter { !oldIDs.contains($0.id) }
        var renamed: Set<String> = []
        for field in old.fields where !newIDs.contains(field.id) {
            let change = removed(field, old: old, added: added.filter { !renamed.contains($0.id) }, new: new)
            if change.field != field.id { renamed.insert(change.field) }
            changes.append(change)
        }
        let oldByID = Dictionary(old.fields.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for field in new.fields {
            guard let before = oldByID[field.id] else {
                // A field taken for a renamed one is said once, as the rename.
                if !renamed.contains(field.id) { changes.append(addition(field, in: new)) }
                continue
            }
            changes += FieldDiff(old: before, oldForm: old, new: field, newForm: new).changes()
        }
        return changes.enumerated().sorted { lhs, rhs in
            (lhs.element.impact, lhs.offset) < (rhs.element.impact, rhs.offset)
        }.map(\.element)
    }

    /// A field of the old spec whose id the new one lacks: its saved value has no field to go
    /// to. A new field of the same kind and label is probably it, renamed.
    static func removed(_ field: Field, old: Form, added: [Field], new: Form) -> SpecChange {
        let shape = AnswerShape(field, in: old)
        if let renamed = added.first(where: {
            $0.label != nil && $0.label == field.label && AnswerShape($0, in: new) == shape
        }) {
            return SpecChange(
                impact: .breaking, field: renamed.id, location: renamed.location,
                message:
                    "'\(renamed.id)' has the label and kind of '\(field.id)', which is gone: if it is renamed, "
                    + "answers and drafts saved under '\(field.id)' lose their value")
        }
        return SpecChange(
            impact: .breaking, field: field.id, location: field.location,
            message: "'\(field.id)' is removed: answers and drafts saved with it lose its value")
    }

    static func addition(_ field: Field, in form: Form) -> SpecChange {
        if field.required && field.defaultValue == nil && field.isChecked {
            return SpecChange(
                impact: .tightened, field: field.id, location: field.location,
                message: "'\(field.id)' is new and required: answers and drafts saved before have no value for it")
        }
        return SpecChange(
            impact: .compatible, field: field.id, location: field.location, message: "'\(field.id)' is new")
    }
}

/// The JSON a field's answer is (docs/run.md §8), with what decides whether a saved one still
/// reads: a date's format, a picker's levels.
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

    init(_ field: Field, in form: Form) {
        switch field.kind {
        case .text, .multiline, .secure, .email, .url, .phone: self = .text
        case .number: self = .digits
        case .decimal: self = .decimal
        case .date, .time, .dateTime: self = .date(format: field.date?.format ?? "")
        case .toggle: self = .toggle
        case .picker:
            let levels = form.sources.first { $0.name == field.picker?.source }?.levels ?? []
            self = levels.isEmpty ? .option : .path(levels: levels)
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
        }
    }
}
