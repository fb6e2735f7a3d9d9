import FormcDiagnostics

/// How a diagnostic code is explained: what `formc explain CODE` prints, and the examples
/// the tests run (SwiftLint's triggering / non-triggering examples, in spirit).
///
/// In a triggering example, `↓` marks each position where the code must be reported (the
/// marker itself is removed before the example is compiled). Examples are whole specs;
/// data files they name are read from `Tests/Fixtures/RuleData`.
public struct RuleDescription: Sendable {
    public let code: DiagnosticCode
    /// One paragraph: what is wrong, why it matters on a device, how to fix it.
    public let explanation: String
    public let triggering: [String]
    public let nonTriggering: [String]

    public init(_ code: DiagnosticCode, explanation: String, triggering: [String] = [], nonTriggering: [String] = []) {
        self.code = code
        self.explanation = explanation
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}

/// One check over a lowered spec. Rules are independent and stateless; each reports its own
/// code.
public protocol CheckerRule: Sendable {
    static var description: RuleDescription { get }
    func check(_ context: CheckContext) -> [Diagnostic]
}

/// Runs every rule over a spec.
public enum Checker {
    public static let rules: [any CheckerRule] = [
        DuplicateFieldIDRule(), OrderUnknownIDRule(), OrderRepeatsIDRule(), OrderOmitsFieldRule(),
        NextLinkRule(), UnreachableFieldRule(), UnfocusableInOrderRule(), TagRule(), LayoutRule(),
        NoFocusableFieldRule(), NextKeyOnLastFieldRule(), NoWayOutRule(), MultilineMovesFocusRule(),
        PreviousNextWithOneFieldRule(), LastReturnKeyOnMultilineRule(),
        PickerWithoutSourceRule(), UnknownSourceRule(), UnusedSourceRule(), DisplayLevelRule(), DefaultOptionRule(),
        DateRangeRule(), DateDefaultRangeRule(), WeekBasedYearRule(), TimeInDateFormatRule(), FormatLetterRule(),
        LocaleRule(), DateValueRule(), EmptyDateFormatRule(), FormatShowsValueRule(), HourCycleRule(),
        LengthRangeRule(), NumberRangeRule(), PatternRule(), DefaultValidationRule(), ValueRangeRule(),
        IdentifierCollisionRule(),
        ConditionUnknownFieldRule(), ConditionCycleRule(), ImpossibleComparisonRule(), ConditionReadsHiddenFieldRule(),
        IncomparableValuesRule(),
        ConditionalLastFieldRule(),
    ]

    public static func check(_ context: CheckContext) -> Diagnostics {
        var diagnostics = Diagnostics()
        for rule in rules {
            for diagnostic in rule.check(context) { diagnostics.report(diagnostic) }
        }
        return diagnostics
    }
}
