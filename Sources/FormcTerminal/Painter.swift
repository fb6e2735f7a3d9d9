/// Turns a frame into the bytes that draw it: home the cursor, each line followed by "erase
/// to end of line", "erase below", then the cursor placed (or hidden). Styles become SGR
/// sequences only when colour is allowed; without colour the frame's text carries all the
/// meaning (the focused field's `›`, disabled buttons without brackets, `⚠` on errors).
struct Painter {
    let color: Bool

    func bytes(_ frame: FormScreen.Frame) -> [UInt8] {
        var out = "\u{1B}[?25l\u{1B}[H"
        for (index, line) in frame.lines.enumerated() {
            if index > 0 { out += "\r\n" }
            for span in line.spans {
                let sgr = color ? Self.sgr(span.style) : nil
                if let sgr { out += "\u{1B}[\(sgr)m" }
                out += span.text
                if sgr != nil { out += "\u{1B}[0m" }
            }
            out += "\u{1B}[K"
        }
        out += "\u{1B}[J"
        if let cursor = frame.cursor {
            out += "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h"
        }
        return Array(out.utf8)
    }

    private static func sgr(_ style: ScreenLine.Style) -> String? {
        switch style {
        case .plain: return nil
        case .bold: return "1"
        case .dim: return "2"
        case .inverse: return "7"
        case .error: return "31"
        case .accent: return "1;36"
        }
    }
}
