import FormcDiagnostics
import Foundation

/// What `formc lint --fix --dry-run` prints: the specs' diffs, as a patch that `patch -p0`
/// applies and that no CI runner reads a command from, though the diff's lines are a
/// stranger's spec, verbatim (`RunnerCommand` says which lines a runner obeys).
///
/// - A diff with a GitHub Actions form (`::` leading a line, `##[` anywhere) is printed between
///   `::stop-commands::TOKEN` and `::TOKEN::`, with a token drawn afresh each run, as GitHub
///   documents for untrusted text; `patch` skips both lines as it skips any text around a diff.
/// - A diff with `##vso[` is not printed: the Azure Pipelines agent has no way to stop
///   commands, and a changed escape would no longer apply. Standard error says so, and
///   `--fix` without `--dry-run` applies the same fixes.
struct DryRunOutput {
    private var diffs: [String] = []
    /// The files diffed so far, by device and inode.
    private var files: Set<String> = []
    /// Whether some spec would change, its diff shown or not (exit status 1).
    private(set) var wouldChange = false

    /// Adds the diff of `path`; returns why it is not shown, to print on standard error, if it
    /// is not.
    mutating func add(_ diff: String, path: String) -> String? {
        guard !diff.isEmpty else { return nil }
        wouldChange = true
        // A spec named twice (`a.form.yaml ./a.form.yaml`, or through a link) is one file: its
        // diff once, as `patch` applies it once. Two files are two diffs, even where their
        // names compare equal as Swift strings (é in NFC and NFD).
        var info = stat()
        let identity = stat(path, &info) == 0 ? "\(info.st_dev):\(info.st_ino)" : path
        guard files.insert(identity).inserted else { return nil }
        guard !RunnerCommand.forms(in: diff).contains(.azure) else {
            return "\(path): the diff is not shown: a line of it holds '##vso[', which Azure Pipelines would run "
                + "as a command; formc lint --fix without --dry-run applies the fixes"
        }
        diffs.append(diff)
        return nil
    }

    /// The diffs to print; `token()` is asked for a stop token only when one is needed.
    func text(token: () -> String = DryRunOutput.freshToken) -> String {
        let text = diffs.joined()
        guard RunnerCommand.forms(in: text).contains(.github) else { return text }
        var stop = token()
        // A token the text holds could resume commands inside it.
        while text.contains(stop) { stop = token() }
        return "::stop-commands::\(stop)\n" + text + "::\(stop)::\n"
    }

    /// 128 random bits from the system's generator, in hex: no spec can know it in advance.
    static func freshToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return "formc-"
            + (0..<2).map { _ in
                let hex = String(generator.next() as UInt64, radix: 16)
                return String(repeating: "0", count: 16 - hex.count) + hex
            }.joined()
    }
}
