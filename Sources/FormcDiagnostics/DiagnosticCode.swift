/// A stable diagnostic code such as `FC004`, with its default severity and a one-line title.
///
/// Codes are grouped by hundreds: `FC0xx` the YAML front end and spec structure,
/// `FC1xx` focus order, `FC2xx` data sources, `FC3xx` dates, `FC4xx` validation,
/// `FC5xx` generated identifiers, `FC6xx` conditions, `FC7xx` localization.
public struct DiagnosticCode: Hashable, Sendable, CustomStringConvertible {
    public let id: String
    public let defaultSeverity: Severity
    public let title: String

    public init(_ id: String, _ defaultSeverity: Severity, _ title: String) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.title = title
    }

    public var description: String { id }

    public static func == (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

// The YAML front end: what libyaml and the node-tree builder report.
extension DiagnosticCode {
    public static let yamlSyntax = DiagnosticCode("FC001", .error, "YAML syntax error")
    public static let invalidEncoding = DiagnosticCode("FC002", .error, "invalid UTF-8 or UTF-16 in the input")
    public static let tabIndentation = DiagnosticCode("FC003", .error, "tab used for indentation")
    public static let duplicateKey = DiagnosticCode("FC004", .error, "duplicate mapping key")
    public static let multipleDocuments = DiagnosticCode("FC005", .error, "more than one YAML document")
    public static let aliasError = DiagnosticCode("FC006", .error, "undefined alias or alias expansion over the limit")
    public static let limitExceeded = DiagnosticCode("FC007", .error, "input over a front-end limit")
}

// Spec structure: what the decoder reports when a node does not fit the spec language.
extension DiagnosticCode {
    public static let unknownKey = DiagnosticCode("FC010", .error, "unknown key")
    public static let wrongType = DiagnosticCode("FC011", .error, "value of the wrong type")
    public static let missingKey = DiagnosticCode("FC012", .error, "required key missing")
    public static let invalidValue = DiagnosticCode("FC013", .error, "value not among the allowed ones")
    public static let emptySpec = DiagnosticCode("FC014", .error, "empty spec")
}

// Data sources: loading files and reading options out of them.
extension DiagnosticCode {
    public static let pickerWithoutSource = DiagnosticCode("FC201", .error, "picker field without a source")
    public static let unknownSource = DiagnosticCode("FC202", .error, "unknown data source")
    public static let unusedSource = DiagnosticCode("FC203", .warning, "data source not used by any picker")
    public static let sourceFileUnreadable = DiagnosticCode("FC204", .error, "data file missing or unreadable")
    public static let sourceFileMalformed = DiagnosticCode("FC205", .error, "data file not of its format")
    public static let emptyOptions = DiagnosticCode("FC206", .error, "data source with no options")
    public static let duplicateOptionValue = DiagnosticCode("FC207", .error, "duplicate option value")
    public static let recordMissingKey = DiagnosticCode("FC208", .error, "record missing the label, value or icon key")
    public static let levelsMismatch = DiagnosticCode("FC209", .error, "cascading levels do not match the data's depth")
    public static let emptyChildList = DiagnosticCode(
        "FC210", .note, "parent option with no children: the selection ends there")
    public static let unknownDisplayLevel = DiagnosticCode("FC211", .error, "display template names an unknown level")
    public static let defaultNotAnOption = DiagnosticCode("FC212", .error, "default not among the options")
    public static let sourceFileOutsideRoot = DiagnosticCode("FC213", .error, "data file outside the project root")
    public static let duplicateOptionLabel = DiagnosticCode("FC214", .warning, "two options with the same label")
    public static let segmentedCascading = DiagnosticCode(
        "FC215", .error, "segmented control over a cascading source")
    public static let segmentsDoNotFit = DiagnosticCode(
        "FC216", .warning, "segments that do not fit an iPhone SE's width")
    public static let otherOption = DiagnosticCode(
        "FC217", .error, "\"Other\" option the field's options cannot take")
}

extension DiagnosticCode {
    public static let valueOutOfRange = DiagnosticCode("FC015", .error, "number out of its range")
    public static let controlCharacterInName = DiagnosticCode(
        "FC016", .error, "field id or source name with a control character")
    public static let keyWithoutEffect = DiagnosticCode("FC017", .warning, "key with no effect on the field's kind")
    public static let acknowledgementWithoutEffect = DiagnosticCode(
        "FC018", .warning, "acknowledgement that silences nothing")
}

// Focus order: what the checker finds in the order, the links and the keys.
extension DiagnosticCode {
    public static let duplicateFieldID = DiagnosticCode("FC101", .error, "duplicate field id")
    public static let orderUnknownID = DiagnosticCode("FC102", .error, "explicit order names an unknown field")
    public static let orderRepeatsID = DiagnosticCode("FC103", .error, "explicit order names a field twice")
    public static let orderOmitsField = DiagnosticCode("FC104", .error, "explicit order omits a focusable field")
    public static let badNextLink = DiagnosticCode("FC105", .error, "next names an unknown field or the field itself")
    public static let unreachableField = DiagnosticCode("FC106", .error, "field unreachable along the focus chain")
    public static let unfocusableInOrder = DiagnosticCode(
        "FC107", .error, "field that cannot take focus named in the order")
    public static let tagProblem = DiagnosticCode("FC108", .error, "missing or duplicate tag under order: tag")
    public static let layoutProblem = DiagnosticCode(
        "FC109", .error, "missing or duplicate layout cell under order: position")
    public static let noFocusableField = DiagnosticCode("FC110", .warning, "form without a field to fill in")
    public static let nextKeyOnLastField = DiagnosticCode("FC111", .warning, "Next return key on the last field")
    public static let noWayOut = DiagnosticCode("FC112", .error, "keyboard without a return key and no toolbar Done")
    public static let multilineMovesFocus = DiagnosticCode(
        "FC113", .error, "multiline field asked to move focus on return")
    public static let previousNextWithOneField = DiagnosticCode(
        "FC114", .warning, "Previous/Next toolbar on a single-field form")
    public static let lastReturnKeyIgnored = DiagnosticCode(
        "FC115", .warning, "returnKey.last on a multiline last field")
}

// Dates.
extension DiagnosticCode {
    public static let dateMinAfterMax = DiagnosticCode("FC301", .error, "date min after max")
    public static let dateDefaultOutOfRange = DiagnosticCode("FC302", .error, "date default outside min...max")
    public static let weekBasedYear = DiagnosticCode("FC303", .error, "YYYY (week-based year) where yyyy is meant")
    public static let timeFieldInDateFormat = DiagnosticCode(
        "FC304", .error, "time or day-of-year pattern in a date format")
    public static let unknownFormatLetter = DiagnosticCode("FC305", .error, "unknown date format letter")
    public static let unknownLocale = DiagnosticCode("FC306", .warning, "locale identifier Foundation does not know")
    public static let invalidDateValue = DiagnosticCode("FC307", .error, "date value not in ISO 8601 form")
    public static let emptyDateFormat = DiagnosticCode("FC308", .error, "empty date format")
    public static let dateFormatHidesValue = DiagnosticCode("FC309", .error, "date format that cannot show the value")
    public static let twelveHourClock = DiagnosticCode("FC310", .warning, "12-hour clock without AM/PM")
}

// Validation rules.
extension DiagnosticCode {
    public static let minLengthAboveMax = DiagnosticCode("FC401", .error, "minLength greater than maxLength")
    public static let minAboveMax = DiagnosticCode("FC402", .error, "min greater than max")
    public static let invalidPattern = DiagnosticCode("FC403", .error, "pattern is not a valid regular expression")
    public static let defaultFailsValidation = DiagnosticCode("FC404", .error, "default fails its own validation")
    public static let stepDoesNotDivideRange = DiagnosticCode(
        "FC405", .warning, "step that does not divide a stepper's or slider's range")
    public static let ratingScale = DiagnosticCode("FC406", .error, "rating scale other than 0 or 1 to at most 10")
    public static let selectionCount = DiagnosticCode(
        "FC407", .error, "multi-select counts that no choice meets or that pass its options")
}

// Generated code.
extension DiagnosticCode {
    public static let identifierCollision = DiagnosticCode(
        "FC501", .error, "two names map to the same Swift identifier")
    public static let unusableTypeName = DiagnosticCode(
        "FC502", .error, "Swift prefix or type name the generated code cannot declare")
    public static let sameTypeNames = DiagnosticCode(
        "FC503", .warning, "two specs of one build that generate the same Swift types")
}

// Conditions: `visibleWhen:` and `enabledWhen:` (docs/spec-language.md §4.3).
extension DiagnosticCode {
    public static let invalidCondition = DiagnosticCode("FC601", .error, "condition is not a valid expression")
}

extension DiagnosticCode {
    public static let conditionUnknownField = DiagnosticCode("FC602", .error, "condition names an unknown field")
    public static let conditionCycle = DiagnosticCode("FC603", .error, "conditions that depend on themselves")
    public static let impossibleComparison = DiagnosticCode(
        "FC604", .error, "condition compares with a value the field never holds")
    public static let conditionReadsHiddenField = DiagnosticCode(
        "FC605", .warning, "condition reads a field that is always hidden or disabled")
}

extension DiagnosticCode {
    public static let nextKeyOnConditionalLast = DiagnosticCode(
        "FC606", .warning, "Next return key on a field that is last in some state")
    public static let incomparableValues = DiagnosticCode(
        "FC607", .error, "comparison of values that have no common order or sort")
    public static let selectionCompared = DiagnosticCode(
        "FC608", .error, "multi-select compared with '==', 'in' or an order instead of 'contains' or '.count'")
}

// Localization: the form's String Catalog against the spec's texts and `locales:`.
extension DiagnosticCode {
    public static let untranslatedText = DiagnosticCode("FC701", .warning, "text not translated for a locale")
    public static let translationToReview = DiagnosticCode("FC702", .warning, "translation to review")
    public static let staleCatalogEntry = DiagnosticCode("FC703", .warning, "catalog entry for a text the spec lost")
    public static let formatSpecifierMismatch = DiagnosticCode(
        "FC704", .warning, "translation with other format specifiers than its source")
    public static let notAStringCatalog = DiagnosticCode("FC705", .error, "catalog that is not a String Catalog")
    public static let textMissingFromCatalog = DiagnosticCode("FC706", .warning, "text missing from the catalog")
    public static let translationTooLong = DiagnosticCode(
        "FC707", .warning, "translation far longer than its source where space is tight")
}

// Accessible texts: what VoiceOver and a person who cannot see the screen are told.
extension DiagnosticCode {
    public static let placeholderWithoutLabel = DiagnosticCode("FC801", .warning, "placeholder used as a label")
    public static let accessibilityLabelMissesLabel = DiagnosticCode(
        "FC802", .warning, "accessibility label that does not contain the visible label")
    public static let genericMessage = DiagnosticCode("FC803", .warning, "message that does not say what to fix")
    public static let iconOnlyOption = DiagnosticCode("FC804", .warning, "picker option with an icon and no text")
    public static let hintRepeatsHelp = DiagnosticCode("FC805", .warning, "hint that repeats the help under the field")
}
