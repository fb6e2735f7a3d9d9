import FormcDiagnostics

/// What a data file's bytes parse to (`DataFileParser`), before the spec that names the file
/// is charged for it and its failure is placed where that spec names it. Nothing here
/// depends on the spec: every spec that names the same bytes the same way (the path as
/// written, format, delimiter, value limit) gets the same value, so one run of formc may keep
/// it for them all (`DataFileCache`).
struct ParsedDataFile: Sendable {
    enum Outcome: Sendable {
        /// The file's tree, and how many values (scalars, lists, records) it costs.
        case tree(DataNode, values: Int)
        /// Not a valid file of its format (FC205 where the spec names it): why, in words
        /// that quote nothing of the file.
        case malformed(String)
        /// More values than the limit it was parsed with (FC205 where the spec names it).
        case tooManyValues
        /// A CSV file with a character RFC 4180 does not allow: FC205 at the character,
        /// with a note where the spec names the file.
        case misplaced(CSVReader.Misplaced, at: SourceLocation)
    }

    var outcome: Outcome
    /// Diagnostics located inside the file (a JSON file's repeated keys, a YAML file's own
    /// errors), reported before the outcome's.
    var inFile: [Diagnostic] = []

    /// The values an entry keeps alive while it is cached: the tree's, and 1 for a failure.
    var cachedValues: Int {
        if case .tree(_, let values) = outcome { return max(values, 1) }
        return 1
    }
}
