/// The ways a CI runner reads a command out of a log line, in one place: `InertText`, the JSON
/// writer, generated Swift literals and `lint --fix --dry-run`'s diff all ask here.
///
/// - The GitHub Actions runner reads each line (split at LF, CR and CRLF, as .NET's
///   `ReadLine` splits) from standard output and standard error. It runs `::name …::data` when
///   the line starts with `::` after its leading whitespace (`ActionCommand.TryParseV2` trims it
///   first), and `##[name …]data` found anywhere in the line (`ActionCommand.TryParse`). Between
///   `::stop-commands::TOKEN` and `::TOKEN::` it runs neither form (`ActionCommandManager`:
///   every command but the token is refused while stopped), which is what GitHub documents for
///   printing text that is not trusted.
/// - The Azure Pipelines agent runs `##vso[area.event …]data` found anywhere in a line, from
///   either stream (`Command.TryParse`, an ordinal `IndexOf("##vso[")`); it has no way to stop
///   commands. Its own neutraliser matches `##vso` in any case, and so does this scan.
public enum RunnerCommand {
    /// Which runner would take a line as a command.
    public struct Forms: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// `::` at the start after whitespace, or `##[` anywhere: GitHub Actions.
        public static let github = Forms(rawValue: 1)
        /// `##vso[` anywhere: Azure Pipelines.
        public static let azure = Forms(rawValue: 2)
    }

    /// Scans text scalar by scalar and says which `[` completes a `##[` or `##vso[`: the one
    /// scalar a writer must break or escape so that neither form is left.
    public struct Scan {
        private var hashes = 0
        /// How many of the letters of `vso` have followed two or more `#`.
        private var letters = 0

        public init() {}

        /// The form that `scalar`, coming next, completes (it is the `[` of a `##[` or a
        /// `##vso[`), or nil.
        public mutating func form(completedBy scalar: Unicode.Scalar) -> Forms? {
            if scalar == "#" {
                hashes = letters > 0 ? 1 : hashes + 1
                letters = 0
                return nil
            }
            if hashes >= 2, letters < 3, scalar.properties.lowercaseMapping == Self.vso[letters] {
                letters += 1
                return nil
            }
            defer { (hashes, letters) = (0, 0) }
            guard scalar == "[", hashes >= 2 else { return nil }
            return letters == 0 ? .github : letters == 3 ? .azure : nil
        }

        private static let vso = ["v", "s", "o"]
    }

    /// The runner forms `text` would hold if printed as it is: each of its lines (split where
    /// the runners split: LF, CR) is checked for a leading `::` and for `##[` and `##vso[`.
    public static func forms(in text: some StringProtocol) -> Forms {
        var found: Forms = []
        var scan = Scan()
        var leading = true
        var leadingColon = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" {
                scan = Scan()
                leading = true
                leadingColon = false
                continue
            }
            if let form = scan.form(completedBy: scalar) { found.insert(form) }
            if scalar == ":" && leadingColon { found.insert(.github) }
            leadingColon = leading && scalar == ":"
            if leading && !isLeadingSpace(scalar) { leading = false }
        }
        return found
    }

    /// The whitespace .NET's `TrimStart` removes (`char.IsWhiteSpace`: Unicode's White_Space),
    /// before which a `::` still starts a GitHub command.
    public static func isLeadingSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace
    }
}
