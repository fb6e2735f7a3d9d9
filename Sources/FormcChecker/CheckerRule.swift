import FormcDiagnostics
import FormcFrontEnd
import FormcIR

/// How a diagnostic code is explained: what `formc explain CODE` prints, and the examples
/// the tests run (SwiftLint's triggering / non-triggering examples, in spirit).
///
/// In a triggering example, `↓` marks each position where the code must be reported (the
/// marker itself is removed before the example is compiled). Examples are whole specs;
/// data files they name are read from `Tests/Fixtures/RuleData`.
package struct RuleDescription: Sendable {
    package let code: DiagnosticCode
    /// One paragraph: what is wrong, why it matters on a device, how to fix it.
    package let explanation: String
    package let triggering: [String]
    package let nonTriggering: [String]

    package init(_ code: DiagnosticCode, explanation: String, triggering: [String] = [], nonTriggering: [String] = []) {
        self.code = code
        self.explanation = explanation
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}

/// One check over a lowered spec. Rules are independent and stateless; each reports its own
/// code.
package protocol CheckerRule: Sendable {
    static var description: RuleDescription { get }
    func check(_ context: CheckContext) -> [Diagnostic]
}

/// A rule that looks at one field at a time (what it writes, `Field.written`, and what it
/// resolves to): the checker runs every such rule in one walk over the fields, reading each
/// field in place, instead of each rule walking (and copying) all of them.
package protocol FieldRule: CheckerRule {
    /// Checks one field; called once per field, in declaration order, appending to `found`.
    func check(_ field: borrowing Field, in context: CheckContext, into found: inout [Diagnostic])
}

extension FieldRule {
    /// The rule alone over every field (what `formc explain`'s examples and the tests run).
    package func check(_ context: CheckContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        context.forEachField { field in check(field, in: context, into: &found) }
        return found
    }
}

/// Runs every rule over a spec.
package enum Checker {
    package static let rules: [any CheckerRule] = [
        DuplicateFieldIDRule(), OrderUnknownIDRule(), OrderRepeatsIDRule(), OrderOmitsFieldRule(),
        NextLinkRule(), UnreachableFieldRule(), UnfocusableInOrderRule(), TagRule(), LayoutRule(),
        NoFocusableFieldRule(), NextKeyOnLastFieldRule(), NoWayOutRule(), MultilineMovesFocusRule(),
        PreviousNextWithOneFieldRule(), LastReturnKeyOnMultilineRule(),
        PickerWithoutSourceRule(), UnknownSourceRule(), UnusedSourceRule(), DisplayLevelRule(), DefaultOptionRule(),
        SegmentedCascadingRule(), SegmentsFitRule(), QuantityStepDividesRule(), RatingScaleRule(),
        SelectionCountRule(), OtherOptionRule(),
        DateRangeRule(), DateDefaultRangeRule(), WeekBasedYearRule(), TimeInDateFormatRule(), FormatLetterRule(),
        LocaleRule(), DateValueRule(), EmptyDateFormatRule(), FormatShowsValueRule(), HourCycleRule(),
        LengthRangeRule(), NumberRangeRule(), PatternRule(), DefaultValidationRule(), ValueRangeRule(),
        ControlCharacterNameRule(), KindOnlyKeyRule(), IdentifierCollisionRule(), TypeNameRule(),
        ConditionUnknownFieldRule(), ConditionCycleRule(), ImpossibleComparisonRule(), ConditionReadsHiddenFieldRule(),
        IncomparableValuesRule(), SelectionComparedRule(),
        ConditionalLastFieldRule(),
        PlaceholderWithoutLabelRule(), AccessibilityLabelInNameRule(), GenericMessageRule(), IconOnlyOptionRule(),
        HintRepeatsHelpRule()
    ]

    /// The field rules with their places in `rules`, and the places of the others: sorted out
    /// once, since a cast to a protocol asks the runtime for the conformance (about a tenth
    /// of the time of linting a small spec when it was done per spec).
    private static let fieldRules: [(Int, any FieldRule)] = rules.indices.compactMap { index in
        (rules[index] as? any FieldRule).map { (index, $0) }
    }
    private static let formRules: [Int] = rules.indices.filter { !(rules[$0] is any FieldRule) }

    /// Every rule's diagnostics, reported rule by rule in the registry's order (so ties at one
    /// location keep the order they always had): the field rules in one walk over the fields,
    /// the whole-form rules after it.
    package static func check(_ context: CheckContext) -> Diagnostics {
        var found = Array(repeating: [Diagnostic](), count: rules.count)
        // Through a buffer pointer: each rule is called where it is stored, with no copy of
        // the existential (and its retain and release) per field and rule, which at 20,000
        // fields took a seventh of the checker's time.
        fieldRules.withUnsafeBufferPointer { fieldRules in
            context.forEachField { field in
                for position in fieldRules.indices {
                    fieldRules[position].1.check(field, in: context, into: &found[fieldRules[position].0])
                }
            }
        }
        for index in formRules { found[index] = rules[index].check(context) }
        var diagnostics = Diagnostics()
        for bucket in found {
            for diagnostic in bucket { diagnostics.report(diagnostic) }
        }
        return diagnostics
    }
}
