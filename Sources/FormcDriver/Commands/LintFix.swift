import FormcCore
import FormcDiagnostics
import FormcFrontEnd

/// `formc lint --fix`: applies every fix-it a spec's diagnostics carry to the spec's own
/// text, lints the result and applies again, until nothing is left to apply (at most
/// `maxPasses` times: a fix can reveal more, as a kind spelt right lets the checker run).
/// The spec is then written once, atomically (`OutputFile`), or with `--dry-run` shown as a
/// unified diff. Fix-its in other files (a data file's) are not applied.
struct LintFix {
    /// As ESLint bounds its passes: enough for every chain of fixes formc's checks make, and a
    /// stop for any pair of fix-its that would undo each other.
    static let maxPasses = 10

    /// One spec after fixing: the text read and the text fixed (equal when nothing applied),
    /// how many fix-its were applied, the bytes to write (nil when nothing changed) and the
    /// lint of the fixed text.
    struct Outcome {
        var path: String
        var original: String
        var fixed: String
        var applied: Int
        var bytes: [UInt8]?
        var result: Pipeline.Result
        /// Why the spec was linted but could not be fixed, if it could not (said on stderr).
        var refusal: String?
    }

    let pipeline: Pipeline
    let severities: SeverityOverrides
    let dataFiles: DataFileCache

    /// Reads the spec at `path` (inside `root`, or its own folder when nil) and fixes it in
    /// memory; nothing is written.
    /// - Throws: `InputError` when the spec cannot be read (exit 2).
    func fix(_ path: String, root: String?) throws(InputError) -> Outcome {
        switch try pipeline.read(path: path, root: root, standardInput: { _ throws(FileReader.Failure) in [] }) {
        case .tooLarge(let result):
            return Outcome(path: path, original: "", fixed: "", applied: 0, bytes: nil, result: result, refusal: nil)
        case .spec(let input):
            return fix(input)
        }
    }

    private func fix(_ input: Pipeline.SpecInput) -> Outcome {
        var result = pipeline.compile(input, dataFileCache: dataFiles)
        // The UTF-8 byte-order mark, which the pipeline's text leaves out, is written back
        // before the fixed text, and shown in the diff, so that `patch` finds the first line as
        // it is on disk. A UTF-16 spec is linted, never rewritten (formc writes UTF-8 only).
        let mark = input.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? "\u{FEFF}" : ""
        let original = mark + result.source.text
        if input.bytes.starts(with: [0xFE, 0xFF]) || input.bytes.starts(with: [0xFF, 0xFE]) {
            return Outcome(
                path: input.path, original: original, fixed: original, applied: 0, bytes: nil, result: result,
                refusal: "is UTF-16; --fix rewrites UTF-8 specs only, so it is left as it is")
        }
        var applied = 0
        for _ in 0..<Self.maxPasses {
            let fixIts = severities.apply(to: result.diagnostics).sorted.compactMap(\.fixIt)
            let (text, done) = FixItApplication.apply(fixIts, to: result.source)
            guard !done.isEmpty, text != result.source.text else { break }
            applied += done.count
            var next = input
            next.bytes = Array((mark + text).utf8)
            result = pipeline.compile(next, dataFileCache: dataFiles)
        }
        let fixed = mark + result.source.text
        return Outcome(
            path: input.path, original: original, fixed: fixed, applied: applied,
            bytes: fixed == original ? nil : Array(fixed.utf8), result: result, refusal: nil)
    }
}
