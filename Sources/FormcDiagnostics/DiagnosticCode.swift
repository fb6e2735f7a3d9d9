/// A stable diagnostic code such as `FC004`, with its default severity and a one-line title.
///
/// Codes are grouped by hundreds: `FC0xx` the YAML front end and spec structure,
/// `FC1xx` focus order, `FC2xx` data sources, `FC3xx` dates, `FC4xx` validation,
/// `FC5xx` generated identifiers.
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
    public static let invalidEncoding = DiagnosticCode("FC002", .error, "invalid UTF-8 in the input")
    public static let tabIndentation = DiagnosticCode("FC003", .error, "tab used for indentation")
    public static let duplicateKey = DiagnosticCode("FC004", .error, "duplicate mapping key")
    public static let multipleDocuments = DiagnosticCode("FC005", .error, "more than one YAML document")
    public static let aliasError = DiagnosticCode("FC006", .error, "undefined alias or alias expansion over the limit")
    public static let limitExceeded = DiagnosticCode("FC007", .error, "input over a front-end limit")
    public static let unreadableFile = DiagnosticCode("FC008", .error, "the spec file cannot be read")
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
    public static let unusedSource = DiagnosticCode("FC203", .warning, "data source not used by any field")
    public static let sourceFileUnreadable = DiagnosticCode("FC204", .error, "data file missing or unreadable")
    public static let sourceFileMalformed = DiagnosticCode("FC205", .error, "data file not of its format")
    public static let emptyOptions = DiagnosticCode("FC206", .error, "data source with no options")
    public static let duplicateOptionValue = DiagnosticCode("FC207", .error, "duplicate option value")
    public static let recordMissingKey = DiagnosticCode("FC208", .error, "record missing the label, value or icon key")
    public static let levelsMismatch = DiagnosticCode("FC209", .error, "cascading levels do not match the data's depth")
    public static let emptyChildList = DiagnosticCode("FC210", .error, "parent option with no children")
    public static let unknownDisplayLevel = DiagnosticCode("FC211", .error, "display template names an unknown level")
    public static let defaultNotAnOption = DiagnosticCode("FC212", .error, "default not among the options")
}
