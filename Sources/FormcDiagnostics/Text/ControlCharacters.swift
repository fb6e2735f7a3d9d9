/// The characters no name of a spec may hold and no fix-it writes as they are. Each is
/// invisible or moves the text around it, and YAML holds most of them only as an escape in a
/// double-quoted scalar: YAML 1.2 §5.1 leaves them out of its printable set, and libyaml
/// breaks lines at NEL, LS and PS (`LineBreak`) and skips a byte-order mark at a line's start.
///
/// - every C0 control, tab and line feed included (U+0000–U+001F), DEL (U+007F) and every C1
///   control (U+0080–U+009F), NEL included;
/// - the bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) and
///   the line and paragraph separators U+2028 and U+2029, as `InertText.isControl` has them;
/// - the byte-order mark U+FEFF;
/// - the noncharacters: U+FDD0–U+FDEF and the last two code points of every plane (U+FFFE,
///   U+FFFF, U+1FFFE…), which Unicode keeps for a program's own use, never for text.
///
/// Wider than `InertText.isControl`, which keeps the tab (a report draws it as blank space)
/// and shows only what a terminal or a CI runner would act on. The one home of the rule:
/// FC016 (a field id or a source name holding one) and `FixIt.resolved(in:)` (which writes
/// them as escapes) ask here.
public enum ControlCharacters {
    /// Whether `scalar` is one of the characters above.
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0xFEFF, 0xFDD0...0xFDEF: return true
        case let value where value & 0xFFFE == 0xFFFE: return true
        default: return InertText.isControl(scalar)
        }
    }

    /// The first of them in `text`, or nil when it holds none.
    public static func first(in text: some StringProtocol) -> Unicode.Scalar? {
        text.unicodeScalars.first(where: contains)
    }

    /// `scalar`'s code point as Unicode writes it: `U+0007`, `U+1FFFE`.
    public static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// `text` with each of them shown as its code point in angle brackets (`ab<U+0007>cd`),
    /// as `InertText` shows the controls it knows: a message can quote the name visibly.
    public static func shown(_ text: some StringProtocol) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if contains(scalar) {
                out += "<" + codePoint(scalar) + ">"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
