/// Makes text from a spec (keys, values, source lines, file names) safe to print in
/// human-readable output that a terminal shows or a CI runner reads.
///
/// Two kinds of reader act on text they are given:
///
/// - A terminal obeys escape sequences (ESC, CSI and the other C0 and C1 controls), and
///   bidirectional controls reorder what it shows, so a quoted line can read differently
///   from what the file holds.
/// - A CI runner executes commands it finds in a log line (`RunnerCommand`): GitHub's
///   `##[command]` anywhere and `::command::` at the start after leading whitespace, Azure's
///   `##vso[command]` anywhere.
///
/// `InertText.line` shows every such control visibly as `<U+XXXX>` and breaks the runner
/// forms with a zero-width space (U+200B, display width 0 in `DisplayWidth`, so a caret
/// placed by width stays under its column): `##[` becomes `##\u{200B}[`, `##vso[` becomes
/// `##vso\u{200B}[` and a leading `::` becomes `:\u{200B}:`.
public enum InertText {
    /// The character put between `##` and `[`, and between the two colons of a leading `::`.
    public static let breaker: Unicode.Scalar = "\u{200B}"

    /// `text` with controls shown visibly and the runner's command forms broken. `atLineStart`
    /// says the text begins an output line (so a `::` after its leading whitespace would start
    /// a command). Tabs are kept: they draw as blank space and carets rely on them.
    public static func line(_ text: some StringProtocol, atLineStart: Bool) -> String {
        var out = String.UnicodeScalarView()
        var leading = atLineStart
        var leadingColon = false
        var scan = RunnerCommand.Scan()
        for scalar in text.unicodeScalars {
            if let visible = visible(scalar) {
                out.append(contentsOf: visible.unicodeScalars)
                leading = false
                leadingColon = false
                scan = RunnerCommand.Scan()
                continue
            }
            if scan.form(completedBy: scalar) != nil { out.append(breaker) }
            if scalar == ":" && leadingColon { out.append(breaker) }
            out.append(scalar)
            leadingColon = leading && scalar == ":"
            if leading && !RunnerCommand.isLeadingSpace(scalar) { leading = false }
        }
        return String(out)
    }

    /// How `scalar` is shown when it must not be printed as itself: `<U+001B>` for a control,
    /// nil for a scalar printed as is.
    public static func visible(_ scalar: Unicode.Scalar) -> String? {
        guard isControl(scalar) else { return nil }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
    }

    /// C0 controls other than tab, DEL, C1 controls, the bidirectional controls (U+061C,
    /// U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), the line and paragraph separators
    /// U+2028 and U+2029 (which some readers take as line breaks), and the invisible
    /// U+FEFF and noncharacters (U+FDD0–U+FDEF, the last two code points of every plane),
    /// which a message must not pass on unseen.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029: return true
        case 0xFEFF, 0xFDD0...0xFDEF: return true
        case let value where value & 0xFFFE == 0xFFFE: return true
        default: return false
        }
    }
}
