import Foundation

/// A multi-select's checks at submit (`kind: multiSelect`): a copy of formc's `SelectionCheck`,
/// which `formc run` words, held equal to it by a test (MultiSelectKitTests) so the generated
/// form refuses what `formc run` refuses, in the same order. With none chosen only `required`
/// fails: `minCount` bounds an answer given, as `validation.minLength` bounds a text typed.
public nonisolated struct FormcSelectionCheck: Hashable, Sendable {
    public var required: Bool
    public var minCount: Int?
    public var maxCount: Int?

    public init(required: Bool, minCount: Int?, maxCount: Int?) {
        self.required = required
        self.minCount = minCount
        self.maxCount = maxCount
    }

    /// The checks of a field's table entry: its `required`, `minCount` and `maxCount`.
    public init<Field: FormcField>(_ info: FormcFieldInfo<Field>) {
        self.init(required: info.required, minCount: info.minCount, maxCount: info.maxCount)
    }

    public enum Failure: Hashable, Sendable {
        /// `required: true` and none chosen.
        case required
        /// A value that is none of the options (a saved draft's, an option since removed).
        case notAnOption
        /// Fewer chosen than `minCount`, the fewest.
        case tooFew(Int)
        /// More chosen than `maxCount`, the most.
        case tooMany(Int)

        /// The failure as `validate()` reports it: the message under the field is formc's
        /// `required`, `chooseOption`, `chooseAtLeast` or `chooseAtMost` (`FormcForm.message`).
        public var error: FormcValidationError {
            switch self {
            case .required: return .required
            case .notAnOption: return .notAnOption
            case .tooFew(let minimum): return .tooFew(minimum: minimum)
            case .tooMany(let maximum): return .tooMany(maximum: maximum)
            }
        }
    }

    /// The first check `chosen` fails with these `options` (their values), in the order a person
    /// fixes them: a choice to make, then one to take back, then how many.
    public func failure(_ chosen: Set<String>, options: [String]) -> Failure? {
        if chosen.isEmpty { return required ? .required : nil }
        if !chosen.isSubset(of: options) { return .notAnOption }
        if let minCount, chosen.count < minCount { return .tooFew(minCount) }
        if let maxCount, chosen.count > maxCount { return .tooMany(maxCount) }
        return nil
    }
}
