import FormcDiagnostics
import FormcIR

/// The changes to one field kept by id between two specs (`SpecDiff`): its answer's shape,
/// the options it can hold, then what a submit checks.
struct FieldDiff {
    var old: Field
    var before: DiffSide
    var new: Field
    var after: DiffSide

    func changes() -> [SpecChange] {
        if let change = shapeChange(before.shape(of: old), after.shape(of: new)) { return [change] }
        var changes = optionChanges()
        if new.isChecked && new.required && !(old.isChecked && old.required) {
            changes.append(
                change(
                    .tightened, at: new.written.required?.position,
                    "'\(new.id)' is now required: answers and drafts saved without it no longer submit"))
        }
        changes += validationChanges()
        changes += boundChanges()
        changes += countChanges()
        return changes
    }

    /// A multi-select that takes fewer options, or asks for more: saved choices may fail it.
    func countChanges() -> [SpecChange] {
        guard new.isChecked, new.kind.entry.value == .selection, old.kind.entry.value == .selection else { return [] }
        var changes: [SpecChange] = []
        if let fewest = new.written.minCount, fewest.value > (old.written.minCount?.value ?? 0) {
            changes.append(
                change(
                    .tightened, at: fewest.position,
                    "'\(new.id)' now takes at least \(fewest.value) options: saved choices may fail it"))
        }
        if let most = new.written.maxCount, most.value < (old.written.maxCount?.value ?? Int.max) {
            changes.append(
                change(
                    .tightened, at: most.position,
                    "'\(new.id)' now takes at most \(most.value) options: saved choices may fail it"))
        }
        return changes
    }

    func change(_ impact: SpecChange.Impact, at position: SourcePosition?, _ message: String) -> SpecChange {
        let location = position.map { SourceLocation(file: new.location.file, $0) } ?? new.location
        return SpecChange(impact: impact, field: new.id, location: location, message: message)
    }

    /// A kind whose answer is another JSON value, or a date in another format: saved values no
    /// longer decode. Text-like kinds keep their strings; a string that becomes a number's
    /// digits may no longer be one.
    func shapeChange(_ before: AnswerShape, _ after: AnswerShape) -> SpecChange? {
        guard before != after else {
            if old.kind != .phone && new.kind == .phone {
                return change(
                    .tightened, at: new.written.kind?.position,
                    "'\(new.id)' is now a phone field: a saved text may hold characters it does not take")
            }
            return nil
        }
        let kinds = "kind \(old.kind.rawValue) → \(new.kind.rawValue)"
        switch (before, after) {
        case (.digits, .text):
            return nil
        case (.text, .digits):
            return change(
                .tightened, at: new.written.kind?.position,
                "'\(new.id)' changes \(kinds): a saved text may not be digits")
        case (.date(let was), .date(let now)) where old.kind == new.kind:
            return change(
                .breaking, at: new.written.format?.position ?? new.written.kind?.position,
                "'\(new.id)' changes its format '\(was)' → '\(now)': dates in saved answers no longer read (a draft keeps its dates)"
            )
        case (.path(let was), .path(let now)):
            return change(
                .breaking, at: new.written.source?.position,
                "'\(new.id)' changes its levels \(was.joined(separator: ", ")) → \(now.joined(separator: ", ")): "
                    + "saved answers name levels it no longer has (a draft keeps its choice)")
        default:
            return change(
                .breaking, at: new.written.kind?.position ?? new.written.source?.position,
                "'\(new.id)' changes \(kinds): a saved answer is \(before.noun), now \(after.noun)")
        }
    }

    /// A picker whose options lost a value (or a cascading one a path): saved answers holding
    /// it name no option.
    func optionChanges() -> [SpecChange] {
        guard old.kind.entry.value.hasOptions, new.kind.entry.value == old.kind.entry.value else { return [] }
        let kept = Set(after.values(of: new))
        let gone = before.values(of: old).filter { !kept.contains($0) }
        guard !gone.isEmpty else { return [] }
        let named = gone.prefix(SpecDiff.namedValues).map { "'\($0)'" }.joined(separator: ", ")
        let more = gone.count > SpecDiff.namedValues ? " and \(gone.count - SpecDiff.namedValues) more" : ""
        let (what, them) = gone.count == 1 ? ("option", "it") : ("options", "one")
        return [
            change(
                .breaking, at: new.written.source?.position,
                "'\(new.id)' no longer has the \(what) \(named)\(more): saved answers and drafts holding \(them) name no option"
            )
        ]
    }

    /// Validation that admits less than before: saved values may fail it.
    func validationChanges() -> [SpecChange] {
        guard new.isChecked else { return [] }
        let was = old.validation
        let now = new.validation
        let rules = new.written.validation
        var changes: [SpecChange] = []
        func tightened(_ position: SourcePosition?, _ what: String) {
            changes.append(
                change(.tightened, at: position ?? rules?.position, "'\(new.id)' \(what): saved values may fail it"))
        }
        if let minLength = now.minLength, minLength > (was.minLength ?? 0) {
            tightened(rules?.minLength?.position, "now takes at least \(minLength) characters")
        }
        if let maxLength = now.maxLength, maxLength < (was.maxLength ?? Int.max) {
            tightened(rules?.maxLength?.position, "now takes at most \(maxLength) characters")
        }
        if let pattern = now.pattern, pattern != was.pattern {
            tightened(rules?.pattern?.position, "has a new pattern")
        }
        if let min = now.min, min > (was.min ?? -Double.infinity) {
            tightened(rules?.min?.position, "now takes at least \(NumberText.text(min))")
        }
        if let max = now.max, max < (was.max ?? Double.infinity) {
            tightened(rules?.max?.position, "now takes at most \(NumberText.text(max))")
        }
        return changes
    }

    /// A date bound that admits fewer days: an ISO 8601 bound later (a `min`) or earlier (a
    /// `max`) than before, a bound where there was none, or a fixed bound that became `today`.
    func boundChanges() -> [SpecChange] {
        guard new.isChecked, let now = new.date else { return [] }
        let was = old.date
        var changes: [SpecChange] = []
        if let min = now.min, Self.narrows(min, was?.min, later: true) {
            changes.append(
                change(
                    .tightened, at: new.written.min?.position,
                    "'\(new.id)' now starts at \(min.text): saved dates before it fail"))
        }
        if let max = now.max, Self.narrows(max, was?.max, later: false) {
            changes.append(
                change(
                    .tightened, at: new.written.max?.position,
                    "'\(new.id)' now ends at \(max.text): saved dates after it fail"))
        }
        return changes
    }

    /// Whether `bound` admits less than `before`. ISO 8601 values of one shape order as text;
    /// `today` moves, so any change to or from it counts.
    static func narrows(_ bound: DateBound, _ before: DateBound?, later: Bool) -> Bool {
        guard let before else { return true }
        switch (bound, before) {
        case (.fixed(let now), .fixed(let was)): return later ? now > was : now < was
        case (.today, .today): return false
        case (.today, .fixed), (.fixed, .today): return true
        }
    }
}
