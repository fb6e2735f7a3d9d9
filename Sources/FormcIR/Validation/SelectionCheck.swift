/// A multi-select's checks at submit, formc's one definition: `formc run` words its failure,
/// and FormcKit's `FormcSelectionCheck` is a copy a test holds equal (docs/spec-language.md
/// §6.4). With none chosen only `required` fails: `minCount` is a bound on an answer given,
/// as `validation.minLength` is on a text typed.
public struct SelectionCheck: Sendable, Hashable {
    public var required: Bool
    public var minCount: Int?
    public var maxCount: Int?

    public init(required: Bool, minCount: Int?, maxCount: Int?) {
        self.required = required
        self.minCount = minCount
        self.maxCount = maxCount
    }

    public init(field: Field) {
        self.init(
            required: field.required, minCount: field.written.minCount?.value, maxCount: field.written.maxCount?.value)
    }

    public enum Failure: Sendable, Hashable {
        /// `required: true` and none chosen.
        case required
        /// A value that is none of the options (a saved draft's, an option since removed).
        case notAnOption
        /// Fewer chosen than `minCount`, the fewest.
        case tooFew(Int)
        /// More chosen than `maxCount`, the most.
        case tooMany(Int)
    }

    /// The first check `chosen` fails with these `options`, in the order a person fixes them.
    public func failure(_ chosen: Set<String>, options: [String]) -> Failure? {
        if chosen.isEmpty { return required ? .required : nil }
        if !chosen.isSubset(of: options) { return .notAnOption }
        if let minCount, chosen.count < minCount { return .tooFew(minCount) }
        if let maxCount, chosen.count > maxCount { return .tooMany(maxCount) }
        return nil
    }
}
