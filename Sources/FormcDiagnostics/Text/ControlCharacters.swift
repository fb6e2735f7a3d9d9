/// The characters no name of a spec may hold and no fix-it writes as they are. Each is
/// invisible or moves the text around it, and YAML holds most of them only as an escape in a
/// double-quoted scalar: YAML 1.2 §5.1 leaves them out of its printable set, and libyaml
/// breaks lines at NEL, LS and PS (`LineBreak`) and skips a byte-order mark at a line's start.
///
/// - every C0 control, the tab included (U+0000–U+001F), DEL (U+007F) and every C1 control
///   (U+0080–U+009F), NEL included;
/// - what else `InertText.isControl` shows visibly: the bidirectional controls, the line and
///   paragraph separators U+2028 and U+2029, the byte-order mark U+FEFF and the
///   noncharacters (U+FDD0–U+FDEF and the last two code points of every plane), which
///   Unicode keeps for a program's own use, never for text.
///
/// `InertText.isControl` and a tab: a report draws the tab as blank space, but a name may
/// not hold it. The one home of the rule:
/// FC016 (a field id or a source name holding one) and `FixIt.resolved(in:)` (which writes
/// them as escapes) ask here.
public enum ControlCharacters {
    /// Whether `scalar` is one of the characters above.
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || InertText.isControl(scalar)
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
