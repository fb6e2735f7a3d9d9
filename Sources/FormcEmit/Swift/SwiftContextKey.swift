extension SwiftContext {
    /// Every key of the Mustache context the Swift templates render, in one place:
    /// `SwiftContext` and `SwiftUIRowContext` build the context's objects from these cases
    /// only (through `object(_:)`), so `TemplateContextKeyTests` can check each of them against
    /// the templates' tags. A name that several objects hold (`caseName`) is one case; the
    /// groups below say where each is built. docs/swift-output.md §4.3 describes them.
    enum Key: String, CaseIterable, Sendable {
        // The top level: names of the generated types and members.
        case formcVersion, specFileName, formName, typePrefix, fieldType, valuesType, sourcesType, datesType
        case controllerType, editingType, formViewType, fieldRowType, avoidanceType, modifierName, toolbarModifierName
        case focusChainSummary, editMenuAvailability, keyboardDistance, keyboardAvoidance
        // The top level: lists, and the booleans the templates branch on.
        case fields, focusChain, sources, pickers, dateFields, viewSections, rules, conditionSteps, recordedPickers
        case toolbarShown, toolbarPreviousNext, toolbarDone, toolbarHasTitle, dismissOnTapOutside
        case hasPickers, allPickers, allDates, allContentTyped, hasChecks, hasRules, hasComparisons, hasConditions
        case hiddenBinding, disabledBinding

        // Shared by the items of several lists.
        case caseName, propertyName, last, messageLiteral

        // Items of `fields`.
        case rawValueLiteral, nextLiteral, previousLiteral, isFocusable, returnKeyLiteral, returnActionLiteral
        case previousEnabled, nextEnabled, showsDone, toolbarTitleLiteral, labelLiteral, placeholderLiteral
        case isSecure, access, characters, keyboardType, returnKey, contentType, contentTypeAvailability
        case valueType, initialLiteral, textCheck, presenceCheck, fillStatement, answerExpression
        // Items of `fields`, from `SwiftUIRowContext`.
        case rowText, rowSecure, rowMultiline, rowDate, rowPicker, rowCascade, rowToggle
        case isHidden, isDisabled, autocapitalizationLiteral, autocorrectionDisabled, dateComponentsLiteral
        // A field's `textCheck` and `presenceCheck`.
        case required, digitsOnly, numeric, minLength, maxLength, pattern, minimum, maximum, hasMessage
        case emptyExpression

        // Items of `focusChain`, `rules`, `conditionSteps`, `recordedPickers`, `viewSections` (and their `rows`).
        case checkExpression, shownExpression, enabledExpression, canHide, canDisable, recordedValue
        case rows, titleLiteral

        // Items of `sources`, `pickers` and `dateFields`.
        case name, optionCount, optionCountText, isCascading, levelsSummary, optionsLiteral, file
        case sourceProperty, levelsLiteral, displayLiteral, rowHeightLiteral, showsIcons
        case mode, isDay, localeLiteral, formatLiteral, minimumExpression, maximumExpression
    }

    /// The context object with `members`, keyed by their names.
    static func object(_ members: [Key: MustacheValue]) -> MustacheValue {
        var object: [String: MustacheValue] = [:]
        object.reserveCapacity(members.count)
        for (key, value) in members { object[key.rawValue] = value }
        return .object(object)
    }
}
