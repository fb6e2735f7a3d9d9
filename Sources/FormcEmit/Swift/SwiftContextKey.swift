extension SwiftContext {
    /// Every key of the Mustache context the Swift templates render, in one place:
    /// `SwiftContext` builds the context's objects from these cases
    /// only (through `object(_:)`), so `TemplateContextKeyTests` can check each of them against
    /// the templates' tags. A name that several objects hold (`caseName`) is one case; the
    /// groups below say where each is built. docs/swift-output.md §4.3 describes them.
    enum Key: String, CaseIterable, Sendable {
        // The top level: names of the generated types and members.
        case formcVersion, specFileName, formName, typePrefix, fieldType, valuesType, sourcesType, datesType
        case controllerType, editingType, formViewType, fieldRowType, avoidanceType, modifierName, toolbarModifierName
        case focusChainSummary, settingsArguments, sourcesLiteral
        // The top level: lists, and the booleans the templates branch on.
        case fields, focusChain, sources, rules, conditionSteps
        case hasSources, hasRules, hasConditions, publicFoundation
        case hiddenBinding, disabledBinding

        // Shared by the items of several lists.
        case caseName, propertyName, last

        // Items of `fields`.
        case rawValueLiteral, infoLiteral, valueCase, valueType, initialLiteral

        // Items of `rules` and `conditionSteps`.
        case messageExpression, checkExpression, shownExpression, enabledExpression, canHide, canDisable

        // Items of `sources`.
        case name, nameLiteral, optionCountText, isCascading, levelsSummary, file
    }

    /// The context object with `members`, keyed by their names.
    static func object(_ members: [Key: MustacheValue]) -> MustacheValue {
        var object: [String: MustacheValue] = [:]
        object.reserveCapacity(members.count)
        for (key, value) in members { object[key.rawValue] = value }
        return .object(object)
    }
}
