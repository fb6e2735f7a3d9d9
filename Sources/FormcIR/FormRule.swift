import FormcDiagnostics

/// A rule across fields from the spec's `rules:` (docs/spec-language.md §4.4): a condition
/// that must hold when the form is submitted, in the same language as `visibleWhen:`, and
/// the message shown at `field` when it does not (`confirmPassword == password`, "The
/// passwords differ"). A rule whose field is hidden or disabled is not checked, as that
/// field's own rules are not.
public struct FormRule: Sendable, Hashable {
    public var check: Condition
    public var message: String
    /// The field the message belongs to: the spec's `field:`, else the first field the check
    /// names. `formc run` focuses it, the generated `validate()` keys its error by it.
    public var field: FieldReference
    /// Where the rule's mapping starts (for diagnostics about the rule as a whole).
    public var location: SourceLocation

    public init(check: Condition, message: String, field: FieldReference, location: SourceLocation) {
        self.check = check
        self.message = message
        self.field = field
        self.location = location
    }
}
