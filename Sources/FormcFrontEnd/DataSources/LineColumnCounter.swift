import FormcDiagnostics

/// Numbers the Unicode scalars of a text by line and column while it is read one scalar at a
/// time, the way formc's diagnostics number them (`SourceText`): lines end where `LineBreak`
/// says, and columns count scalars from 1.
struct LineColumnCounter {
    /// The line of the scalar last read.
    private(set) var line = 1
    /// The column of the scalar last read; 0 before the first.
    private(set) var column = 0
    private var lineEnded = false

    /// Moves on to `scalar`; `next` is the scalar after it (nil at the end), so that the CR
    /// of a CRLF does not end a line by itself.
    mutating func advance(over scalar: Unicode.Scalar, before next: Unicode.Scalar?) {
        if lineEnded {
            line += 1
            column = 0
            lineEnded = false
        }
        column += 1
        lineEnded = LineBreak.endsLine(scalar, before: next)
    }
}
